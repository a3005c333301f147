import { type Subscription, subscriptionSchema } from '@foleni/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const subscriptionQueryKey = ['plans', 'subscription'] as const;

/** GET /plans/subscription/ */
export function getSubscription(signal?: AbortSignal) {
  return apiRequest('plans/subscription/', { schema: subscriptionSchema, signal });
}

/** How often the "check your phone" screen asks whether M-Pesa has answered. */
const PAYMENT_POLL_MS = 2000;

/** The caller's plan, asked again every two seconds while a payment prompt is open. */
export function useSubscription() {
  return useQuery({
    queryKey: subscriptionQueryKey,
    queryFn: ({ signal }) => getSubscription(signal),
    refetchInterval: (query) =>
      (query.state.data as Subscription | undefined)?.paying ? PAYMENT_POLL_MS : false,
  });
}
