import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { MpesaConfig } from '../../config/config';
import type { Db } from '../../db/database';
import type { JobRunner } from '../../jobs/job-runner';
import { createDarajaClient } from './daraja.client';
import { createMpesaPayments, MPESA_QUERY_JOB } from './payments.service';

const queryPayload = z.object({ paymentId: z.number().int().positive() });

/** M-Pesa as the app runs it: the Daraja client, the payments, and their status query job. */
export function createMpesa({
  db,
  config,
  jobs,
  log,
}: {
  db: Db;
  config: MpesaConfig;
  jobs: Pick<JobRunner, 'handle'>;
  log: FastifyBaseLogger;
}) {
  const mpesa = createMpesaPayments({ db, config, client: createDarajaClient(config), log });
  jobs.handle(MPESA_QUERY_JOB, async (payload) =>
    mpesa.query(queryPayload.parse(payload).paymentId),
  );
  return mpesa;
}
