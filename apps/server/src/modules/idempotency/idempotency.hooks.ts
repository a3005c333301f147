import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_TTL_HOURS } from '@foleni/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { AppError } from '../../errors/app-error';
import {
  claimKey,
  findKey,
  freeStaleKey,
  type KeyRef,
  purgeExpiredKeys,
  releaseKey,
  storeAnswer,
} from './idempotency.repo';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route applies a change that a client may send again: with an Idempotency-Key, a
     * repeat gets the first answer instead of a second change (the route validates the header
     * with `idempotentHeadersSchema`).
     */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** The key this request claimed: its answer is stored under it when it is sent. */
    idempotencyClaim: KeyRef | null;
  }
}

/** How long a key and its answer are kept. */
const KEEP_MS = IDEMPOTENCY_KEY_TTL_HOURS * 3600_000;
/** A first request still running after this long stopped with its instance: the key is freed. */
const ABANDONED_AFTER_MS = 60_000;
/** How long a repeat waits for the first request's answer before it is told to try again. */
const WAIT_FOR_FIRST_MS = 10_000;
const POLL_MS = 25;
/** Expired keys are deleted this often; a repeat of an expired key frees it at once anyway. */
const PURGE_EVERY_MS = 10 * 60_000;

export interface IdempotencyOptions {
  db: Db;
  log: { error(details: object, message: string): void };
}

type Answer = { status: number; body: string };

/**
 * Idempotency-Key for the routes whose config says `idempotent`: the first request with a key
 * claims it (a unique insert, so one wins on any instance) and runs; its answer is stored with the
 * key; a repeat with the same request gets that answer, waiting for it if the first is still
 * running; the key with another request is a 422. A 5xx is not stored: the client may try again.
 * Registered before the compression plugin, so the stored answer is the JSON text itself.
 */
export function registerIdempotency(app: FastifyInstance, { db, log }: IdempotencyOptions): void {
  app.decorateRequest('idempotencyClaim', null);

  const purge = setInterval(() => {
    purgeExpiredKeys(db, new Date().toISOString()).catch((error: unknown) =>
      log.error({ err: error }, 'could not delete expired idempotency keys'),
    );
  }, PURGE_EVERY_MS);
  purge.unref();
  app.addHook('onClose', async () => clearInterval(purge));

  app.addHook('preHandler', async (request, reply) => {
    const key = request.headers[IDEMPOTENCY_KEY_HEADER];
    if (!request.routeOptions.config.idempotent || typeof key !== 'string' || !request.account)
      return;
    const ref = { accountId: request.account.id, key };
    const answer = await claimOrAwait(db, ref, fingerprintOf(request));
    if (answer === 'claimed') {
      request.idempotencyClaim = ref;
      return;
    }
    return reply
      .code(answer.status)
      .header('content-type', 'application/json; charset=utf-8')
      .header('idempotent-replayed', 'true')
      .send(answer.body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotencyClaim;
    if (!claim) return payload;
    request.idempotencyClaim = null;
    if (reply.statusCode < 500 && typeof payload === 'string')
      await storeAnswer(db, claim, reply.statusCode, payload);
    else await releaseKey(db, claim);
    return payload;
  });
}

/** The same request: method, address and the validated body (the same JSON for the same input). */
function fingerprintOf(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');
}

async function claimOrAwait(db: Db, ref: KeyRef, fingerprint: string): Promise<'claimed' | Answer> {
  const giveUpAt = Date.now() + WAIT_FOR_FIRST_MS;
  for (;;) {
    const now = Date.now();
    const nowIso = new Date(now).toISOString();
    if (await claimKey(db, ref, fingerprint, nowIso, new Date(now + KEEP_MS).toISOString()))
      return 'claimed';
    const stored = await findKey(db, ref);
    // Released (the first request failed) or freed between the two statements: claim again.
    if (!stored) continue;
    const abandonedBefore = new Date(now - ABANDONED_AFTER_MS).toISOString();
    if (
      stored.expires_at <= nowIso ||
      (stored.status === null && stored.created_at < abandonedBefore)
    ) {
      await freeStaleKey(db, ref, nowIso, abandonedBefore);
      continue;
    }
    if (stored.fingerprint !== fingerprint) throw new AppError(422, 'api.idempotencyKeyReused');
    if (stored.status !== null && stored.body !== null)
      return { status: stored.status, body: stored.body };
    if (Date.now() >= giveUpAt) throw AppError.conflict('api.idempotencyKeyInProgress');
    await sleep(POLL_MS);
  }
}
