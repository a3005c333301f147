import {
  MPESA_ACCOUNT_REFERENCE_MAX,
  MPESA_CALLBACK_ACCEPTED,
  MPESA_TRANSACTION_DESC_MAX,
  type MpesaCallback,
  type MpesaOutcome,
  mpesaOutcomeOf,
} from '@foleni/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { MpesaConfig } from '../../config/config';
import type { Db } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { enqueueJob } from '../../jobs/jobs.repo';
import { plainAddress, sameSecret } from '../../lib/gateway-secret';
import { type DarajaClient, DarajaError } from './daraja.client';
import * as repo from './payments.repo';

/** The job that asks Daraja about a payment whose callback has not come. */
export const MPESA_QUERY_JOB = 'mpesa.query';
/** The callback usually comes within seconds; after this long, ask. */
export const QUERY_AFTER_MS = 60_000;
/** After this long without an answer the payment expires. */
export const QUERY_FOR_MS = 10 * 60_000;
const QUERY_BACKOFF_MIN_MS = 15_000;
const QUERY_BACKOFF_MAX_MS = 120_000;

/** How a payment ended, as the thing it pays for needs to know. */
export interface PaymentSettlement {
  status: MpesaOutcome | 'expired';
  receipt: string | null;
}

/**
 * What happens to the thing paid for when its payment ends, inside the same transaction as the
 * payment's own end, so a seat is confirmed (or released) exactly when the payment is settled.
 */
export type Settle = (
  trx: Db,
  payment: repo.MpesaPaymentRow,
  end: PaymentSettlement,
) => Promise<void>;

export interface MpesaPaymentsDeps {
  db: Db;
  config: MpesaConfig;
  client: DarajaClient;
  log: FastifyBaseLogger;
  now?: () => Date;
}

/** The values of a callback's metadata by name: Amount, MpesaReceiptNumber, TransactionDate… */
function metadataOf(callback: MpesaCallback['Body']['stkCallback']) {
  const values = new Map<string, string | number>();
  for (const item of callback.CallbackMetadata?.Item ?? [])
    if (item.Value !== undefined) values.set(item.Name, item.Value);
  return values;
}

export function createMpesaPayments({
  db,
  config,
  client,
  log,
  now = () => new Date(),
}: MpesaPaymentsDeps) {
  const settlers = new Map<string, Settle>();

  /** Ends the payment once and settles what it paid for; false when it had already ended. */
  async function finish(trx: Db, payment: repo.MpesaPaymentRow, end: repo.PaymentEnd) {
    if (!(await repo.endPayment(trx, payment.id, end))) return false;
    const settle = settlers.get(payment.purpose);
    await settle?.(trx, payment, {
      status: end.status as PaymentSettlement['status'],
      receipt: end.receipt_number,
    });
    return true;
  }

  const failedEnd = (status: PaymentSettlement['status'], desc: string): repo.PaymentEnd => ({
    status,
    result_code: null,
    result_desc: desc,
    receipt_number: null,
    transaction_date: null,
  });

  return {
    /** Registers what to do when a payment for `purpose` ends. */
    onSettled(purpose: string, settle: Settle) {
      settlers.set(purpose, settle);
    },

    /**
     * Sends the STK push for a payment recorded pending with its status query job (both in one
     * transaction, so a crash after the push still leaves the job that finds out how it ended).
     */
    async start(values: repo.NewMpesaPayment, description: string) {
      const id = await db.transaction().execute(async (trx) => {
        const paymentId = await repo.insertPayment(trx, {
          ...values,
          account_reference: values.account_reference.slice(0, MPESA_ACCOUNT_REFERENCE_MAX),
        });
        await enqueueJob(trx, {
          kind: MPESA_QUERY_JOB,
          payload: { paymentId },
          key: `${MPESA_QUERY_JOB}:${paymentId}`,
          runAt: new Date(now().getTime() + QUERY_AFTER_MS),
        });
        return paymentId;
      });
      try {
        const pushed = await client.stkPush({
          amountKes: values.amount_kes,
          phone: values.phone,
          accountReference: values.account_reference.slice(0, MPESA_ACCOUNT_REFERENCE_MAX),
          description: description.slice(0, MPESA_TRANSACTION_DESC_MAX),
        });
        await repo.recordCheckout(db, id, {
          merchant_request_id: pushed.merchantRequestId,
          checkout_request_id: pushed.checkoutRequestId,
        });
        return { id, pushed: true as const };
      } catch (error) {
        // No prompt reached the phone: nothing to wait for, the payment has failed.
        log.warn({ err: error, payment: id }, 'M-Pesa did not take the STK push');
        await db.transaction().execute(async (trx) => {
          const payment = await repo.findPayment(trx, id);
          if (payment) await finish(trx, payment, failedEnd('failed', String(error).slice(0, 500)));
        });
        return { id, pushed: false as const };
      }
    },

    /**
     * Daraja's callback. Every one is stored with what was done with it; only a genuine first
     * callback for a pending payment of the right amount changes anything.
     */
    async callback(secret: string | undefined, ip: string, body: MpesaCallback) {
      const raw = JSON.stringify(body).slice(0, 20_000);
      const callback = body.Body.stkCallback;
      const allowed =
        config.callbackAllow.length === 0 || config.callbackAllow.includes(plainAddress(ip));
      if (!secret || !sameSecret(secret, config.callbackSecret) || !allowed) {
        await repo.recordCallback(db, {
          payment_id: null,
          checkout_request_id: callback.CheckoutRequestID,
          outcome: 'forged',
          body: raw,
          ip,
        });
        throw AppError.forbidden('payments.callbackRefused');
      }
      await db.transaction().execute(async (trx) => {
        const payment = await repo.findPaymentByCheckout(trx, callback.CheckoutRequestID);
        const record = (outcome: string) =>
          repo.recordCallback(trx, {
            payment_id: payment?.id ?? null,
            checkout_request_id: callback.CheckoutRequestID,
            outcome,
            body: raw,
            ip,
          });
        if (!payment) return record('unknown');
        const outcome = mpesaOutcomeOf(callback.ResultCode);
        const metadata = metadataOf(callback);
        if (outcome === 'paid' && Number(metadata.get('Amount')) !== payment.amount_kes)
          return record('amount_mismatch');
        const ended = await finish(trx, payment, {
          status: outcome,
          result_code: callback.ResultCode,
          result_desc: callback.ResultDesc,
          receipt_number:
            outcome === 'paid' ? String(metadata.get('MpesaReceiptNumber') ?? '') || null : null,
          transaction_date:
            outcome === 'paid' && metadata.has('TransactionDate')
              ? String(metadata.get('TransactionDate'))
              : null,
        });
        return record(ended ? 'applied' : 'duplicate');
      });
      return MPESA_CALLBACK_ACCEPTED;
    },

    /**
     * The lost-callback job: asks Daraja how the push ended; while the customer has not
     * answered, asks again later, less often, until the payment expires.
     */
    async query(paymentId: number): Promise<{ retryAt: Date } | undefined> {
      const payment = await repo.findPayment(db, paymentId);
      if (payment?.status !== 'pending') return undefined;
      const age = now().getTime() - Date.parse(payment.created_at);
      const expire = () =>
        db.transaction().execute(async (trx) => {
          const fresh = await repo.findPayment(trx, paymentId);
          if (fresh) await finish(trx, fresh, failedEnd('expired', 'No answer from M-Pesa'));
        });
      let answer: Awaited<ReturnType<DarajaClient['query']>> = { state: 'processing' };
      if (payment.checkout_request_id) {
        try {
          answer = await client.query(payment.checkout_request_id);
        } catch (error) {
          if (age < QUERY_FOR_MS || !(error instanceof DarajaError)) throw error;
          log.warn(
            { err: error, payment: paymentId },
            'M-Pesa status query failed at the deadline',
          );
        }
      }
      if (answer.state === 'done') {
        const outcome = mpesaOutcomeOf(answer.resultCode);
        await db.transaction().execute(async (trx) => {
          const fresh = await repo.findPayment(trx, paymentId);
          if (!fresh) return;
          await finish(trx, fresh, {
            status: outcome,
            result_code: answer.state === 'done' ? answer.resultCode : null,
            result_desc: answer.state === 'done' ? answer.resultDesc : null,
            // The query carries no receipt: the Sacco finds it in the M-Pesa statement.
            receipt_number: null,
            transaction_date: null,
          });
        });
        return undefined;
      }
      if (age >= QUERY_FOR_MS) {
        await expire();
        return undefined;
      }
      const delay = Math.min(Math.max(age / 2, QUERY_BACKOFF_MIN_MS), QUERY_BACKOFF_MAX_MS);
      const deadline = Date.parse(payment.created_at) + QUERY_FOR_MS;
      return { retryAt: new Date(Math.min(now().getTime() + delay, deadline)) };
    },
  };
}

export type MpesaPayments = ReturnType<typeof createMpesaPayments>;
