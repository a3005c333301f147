import {
  type mpesaPaymentListQuerySchema,
  mpesaPaymentSchema,
  paginatedSchema,
} from '@foleni/contract';
import { apiDownload } from '@/lib/api-client';
import { type PagedListFilter, usePagedList } from '@/lib/paged-list';

export type PaymentsFilter = PagedListFilter<typeof mpesaPaymentListQuerySchema>;

/** Every payments query starts with this key; recording a refund invalidates it. */
export const paymentsQueryKey = ['payments', 'mpesa'] as const;

/** GET /payments/mpesa/: the Sacco's M-Pesa payments, by Nairobi day and status. */
const paymentList = {
  path: 'payments/mpesa/',
  schema: paginatedSchema(mpesaPaymentSchema),
  key: paymentsQueryKey,
};

export function usePayments(filter: PaymentsFilter) {
  return usePagedList(paymentList, filter);
}

/** GET /payments/mpesa/export/: the same payments as CSV, fetched with the token. */
export function downloadPaymentsCsv(filter: Omit<PaymentsFilter, 'page' | 'pageSize'>) {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filter)) if (value) query.set(name, String(value));
  const search = query.toString();
  return apiDownload(`payments/mpesa/export/${search ? `?${search}` : ''}`);
}
