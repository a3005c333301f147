import {
  formatInNairobi,
  MPESA_ACCOUNT_REFERENCE_MAX,
  mayTakePlan,
  messageBody,
  messageOf,
  PLAN_GRACE_DAYS,
  PLAN_REMINDER_DAYS,
  PLANS,
  type PlanId,
  problem,
  type Subscription,
} from '@foleni/contract';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { enqueueJob } from '../../jobs/jobs.repo';
import type { Mailer } from '../../mail/mailer';
import type { Account } from '../auth/auth.guard';
import { queueSms } from '../sms/sms.outbound';
import { storedPhone } from '../sms/sms.phone';
import { smsTexts } from '../sms/sms.texts';
import type { MpesaPaymentRow } from './payments.repo';
import type { MpesaPayments, PaymentSettlement } from './payments.service';
import * as repo from './plans.repo';

/** The job that mails the renewal reminder of one period. */
export const PLAN_REMINDER_JOB = 'plan.reminder';
const DAY_MS = 86_400_000;
const reminderPayload = z.object({ userId: z.number().int(), periodEnd: z.string() });

const planOf = (id: string | null) => PLANS.find((plan) => plan.id === id);

/** One calendar month on, as a month's plan runs (31 January → 3 March is Date's way; fine). */
function monthAfter(start: Date): Date {
  const end = new Date(start);
  end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

export interface PlansDeps {
  db: Db;
  mpesa: MpesaPayments | null;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

/** Monthly plans paid by STK push: subscribe, the paid callback extends the period, reminders. */
export function createPlansService({ db, mpesa, mailer, log }: PlansDeps) {
  async function subscription(account: Account): Promise<Subscription> {
    const [row, payments] = await Promise.all([
      repo.findSubscription(db, account.id),
      repo.planPayments(db, account.id),
    ]);
    const paying = payments.some((payment) => payment.status === 'pending');
    const receipts = payments.map((payment) => ({
      ...payment,
      plan: planOf(payment.plan)?.id ?? null,
    }));
    if (!row)
      return {
        plan: null,
        status: 'none',
        period_start: null,
        period_end: null,
        grace_until: null,
        paying,
        payments: receipts,
      };
    const now = Date.now();
    const end = Date.parse(row.period_end);
    const graceUntil = new Date(end + PLAN_GRACE_DAYS * DAY_MS).toISOString();
    return {
      plan: planOf(row.plan)?.id ?? null,
      status: now < end ? 'active' : now < Date.parse(graceUntil) ? 'grace' : 'expired',
      period_start: row.period_start,
      period_end: row.period_end,
      grace_until: graceUntil,
      paying,
      payments: receipts,
    };
  }

  return {
    subscription,

    async subscribe(account: Account, input: { plan: PlanId; phone: string }) {
      if (!mpesa) throw AppError.badRequest('payments.mpesaOff');
      if (!mayTakePlan(account.role, input.plan)) throw AppError.forbidden('plans.notForRole');
      const plan = planOf(input.plan);
      if (!plan) throw AppError.field('plan', 'plans.planRequired');
      const { pushed } = await mpesa.start(
        {
          purpose: 'plan',
          plan: plan.id,
          booking_id: null,
          route_id: null,
          sacco_id: account.saccoId,
          user_id: account.id,
          amount_kes: plan.priceKes,
          phone: input.phone,
          account_reference: `PLAN-${plan.id}`.toUpperCase().slice(0, MPESA_ACCOUNT_REFERENCE_MAX),
        },
        'Foleni plan',
      );
      if (!pushed) throw AppError.conflict('payments.pushFailed');
      return { ...messageBody('plans.paymentStarted'), subscription: await subscription(account) };
    },

    /**
     * A plan payment ended (inside its transaction): paid extends the account's period by a
     * month, from the end of the current one while it or its grace lasts, and books the reminder.
     */
    async settlePayment(trx: Db, payment: MpesaPaymentRow, end: PaymentSettlement) {
      if (end.status !== 'paid' || !planOf(payment.plan)) return;
      const current = await repo.findSubscription(trx, payment.user_id);
      const now = Date.now();
      const currentEnd = current ? Date.parse(current.period_end) : 0;
      const continues = currentEnd + PLAN_GRACE_DAYS * DAY_MS > now;
      const start = new Date(continues ? Math.max(currentEnd, now) : now);
      const periodEnd = monthAfter(start).toISOString();
      await repo.saveSubscription(trx, {
        user_id: payment.user_id,
        plan: payment.plan as string,
        period_start: start.toISOString(),
        period_end: periodEnd,
      });
      await enqueueJob(trx, {
        kind: PLAN_REMINDER_JOB,
        payload: { userId: payment.user_id, periodEnd },
        key: `${PLAN_REMINDER_JOB}:${payment.user_id}:${periodEnd}`,
        runAt: new Date(Date.parse(periodEnd) - PLAN_REMINDER_DAYS * DAY_MS),
      });
    },

    /**
     * The reminder job: only for the period it was booked for (a renewal books its own). By
     * e-mail, and by SMS to the account's phone in its language; the SMS is keyed by the period,
     * so a retried job (the mail failed) does not text twice.
     */
    async remind(payload: unknown) {
      const { userId, periodEnd } = reminderPayload.parse(payload);
      const [row, user] = await Promise.all([
        repo.findSubscription(db, userId),
        repo.reminderContact(db, userId),
      ]);
      if (!row || !user || row.period_end !== periodEnd) return;
      const offered = planOf(row.plan);
      const graceEnd = Date.parse(periodEnd) + PLAN_GRACE_DAYS * DAY_MS;
      const phone = storedPhone(user.phone_number);
      if (phone && offered) {
        const body = smsTexts(user.language).planReminder(
          offered.id,
          formatInNairobi(periodEnd, user.language, 'date'),
          formatInNairobi(graceEnd, user.language, 'date'),
        );
        await db
          .transaction()
          .execute((trx) =>
            queueSms(trx, { key: `${PLAN_REMINDER_JOB}:${userId}:${periodEnd}`, phone, body }),
          );
      }
      const plan = offered?.name ?? row.plan;
      const end = formatInNairobi(periodEnd, 'en', 'date');
      const grace = formatInNairobi(graceEnd, 'en', 'date');
      const text = messageOf(problem('plans.reminderBody', { plan, end, grace }));
      await mailer.send({
        to: user.email,
        subject: messageOf(problem('plans.reminderSubject', { plan })),
        text,
        html: `<p>${text}</p>`,
      });
      log.info({ user: userId, periodEnd }, 'plan renewal reminder sent');
    },
  };
}

export type PlansService = ReturnType<typeof createPlansService>;
