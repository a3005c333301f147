import { type MpesaPaymentStatus, mpesaPaymentSchema, paginatedSchema } from '@foleni/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiDownload, apiRequest } from '@/lib/api-client';

export type PaymentsFilter = {
  page: number;
  pageSize: number;
  date?: string | undefined;
  status?: MpesaPaymentStatus | undefined;
};

const paymentsPageSchema = paginatedSchema(mpesaPaymentSchema);

/** Every payments query starts with this key; recording a refund invalidates it. */
export const paymentsQueryKey = ['payments', 'mpesa'] as const;

/** GET /payments/mpesa/: the Sacco's M-Pesa payments, by Nairobi day and status. */
export function getPayments(filter: PaymentsFilter, signal?: AbortSignal) {
  const { page, pageSize, ...filters } = filter;
  return apiRequest('payments/mpesa/', {
    query: { p: page, p_size: pageSize, ...filters },
    schema: paymentsPageSchema,
    signal,
  });
}

export function usePayments(filter: PaymentsFilter) {
  return useQuery({
    queryKey: [...paymentsQueryKey, filter],
    queryFn: ({ signal }) => getPayments(filter, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET /payments/mpesa/export/: the same payments as CSV, fetched with the token. */
export function downloadPaymentsCsv(filter: Omit<PaymentsFilter, 'page' | 'pageSize'>) {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filter)) if (value) query.set(name, value);
  const search = query.toString();
  return apiDownload(`payments/mpesa/export/${search ? `?${search}` : ''}`);
}
