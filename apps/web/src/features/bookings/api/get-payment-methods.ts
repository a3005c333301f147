import { PAYMENT_METHODS } from '@foleni/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

const paymentSettingsSchema = z.object({ payment_methods: z.array(z.enum(PAYMENT_METHODS)) });

/** `GET /settings/`: how bookings can be paid here (M-Pesa only when Daraja is configured). */
export function getPaymentMethods(signal?: AbortSignal) {
  return apiRequest('settings/', { schema: paymentSettingsSchema, signal, auth: false });
}

export function usePaymentMethods() {
  return useQuery(
    queryOptions({
      queryKey: ['settings', 'payment-methods'],
      queryFn: ({ signal }) => getPaymentMethods(signal),
      // Read once at the server's start: it does not change while the page is open.
      staleTime: Number.POSITIVE_INFINITY,
      select: (settings) => settings.payment_methods,
    }),
  );
}
