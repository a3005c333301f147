import { type MpesaPayment, type MpesaPaymentListQuery, messageBody } from '@foleni/contract';
import { recordAudit } from '../../audit/audit.repo';
import type { Db } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { pageWindow, paginated } from '../../lib/pagination';
import type { Account } from '../auth/auth.guard';
import * as repo from './payments.repo';

const nairobiDayStart = (date: string) => new Date(`${date}T00:00:00+03:00`).toISOString();
const nairobiDayEnd = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00+03:00`) + 86_400_000).toISOString();

/** The CSV's columns, in order: what a Sacco's accountant reconciles against the M-Pesa statement. */
const CSV_COLUMNS = [
  'created_at',
  'route',
  'booking',
  'phone',
  'amount_kes',
  'status',
  'receipt_number',
  'refund_reference',
  'refunded_at',
] as const;

/** A CSV field: quoted when it must be, and never read by a spreadsheet as a formula. */
function csvField(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The Sacco's view of M-Pesa: payments per route and day, the CSV export, and refunds. */
export function createSaccoPaymentsService(db: Db) {
  /** A Sacco account sees its own Sacco's payments (none without a Sacco); an admin all. */
  function scopeOf(account: Account): number | null | 'none' {
    if (account.role === 'SYSTEM_ADMIN') return null;
    return account.saccoId ?? 'none';
  }

  const filtersOf = (account: Account, query: Omit<MpesaPaymentListQuery, 'p' | 'p_size'>) => {
    const scope = scopeOf(account);
    return scope === 'none'
      ? null
      : {
          saccoId: scope,
          since: query.date ? nairobiDayStart(query.date) : undefined,
          until: query.date ? nairobiDayEnd(query.date) : undefined,
          route: query.route,
          status: query.status,
        };
  };

  const toPayment = (row: repo.LedgerRow): MpesaPayment => ({
    id: row.id,
    booking: row.booking_id,
    booking_reference: row.booking_reference,
    route: row.route_id,
    route_code: row.route_code,
    amount_kes: row.amount_kes,
    phone: row.phone,
    status: row.status,
    receipt_number: row.receipt_number,
    created_at: row.created_at,
    settled_at: row.settled_at,
    refund_reference: row.refund_reference,
    refunded_at: row.refunded_at,
    can: { refund: row.status === 'paid' && row.refund_reference === null },
  });

  return {
    async list(account: Account, query: MpesaPaymentListQuery) {
      const filters = filtersOf(account, query);
      if (!filters) return paginated([], 0, query);
      const { rows, count } = await repo.listPayments(db, filters, pageWindow(query));
      return paginated(rows.map(toPayment), count, query);
    },

    async exportCsv(account: Account, query: Omit<MpesaPaymentListQuery, 'p' | 'p_size'>) {
      const filters = filtersOf(account, query);
      const rows = filters
        ? (await repo.listPayments(db, filters, { offset: 0, limit: null })).rows
        : [];
      const lines = rows.map((row) =>
        [
          row.created_at,
          row.route_code,
          row.booking_reference,
          row.phone,
          row.amount_kes,
          row.status,
          row.receipt_number,
          row.refund_reference,
          row.refunded_at,
        ]
          .map(csvField)
          .join(','),
      );
      return `${[CSV_COLUMNS.join(','), ...lines].join('\r\n')}\r\n`;
    },

    /** The Sacco refunded a paid fare through M-Pesa itself: recorded with its reference, once. */
    async refund(account: Account, id: number, reference: string) {
      const row = await repo.findLedgerRow(db, id);
      const scope = scopeOf(account);
      if (!row || (scope !== null && row.sacco_id !== scope)) throw AppError.notFound('payment');
      if (row.status !== 'paid') throw AppError.conflict('payments.refundNotPaid');
      await db.transaction().execute(async (trx) => {
        if (!(await repo.recordRefund(trx, id, { reference, by: account.id })))
          throw AppError.conflict('payments.refundAlready');
        if (row.booking_id !== null) await repo.markBookingRefunded(trx, row.booking_id);
        await recordAudit(trx, {
          actorId: account.id,
          action: 'payment.refund',
          entity: 'mpesa_payment',
          entityId: id,
          data: { reference },
        });
      });
      const updated = await repo.findLedgerRow(db, id);
      if (!updated) throw AppError.notFound('payment');
      return { ...messageBody('payments.refundRecorded'), payment: toPayment(updated) };
    },
  };
}

export type SaccoPaymentsService = ReturnType<typeof createSaccoPaymentsService>;
