import { messageSchema, type SubscribeInput, subscriptionSchema } from '@foleni/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { subscriptionQueryKey } from './get-subscription';

const subscribedSchema = messageSchema.extend({ subscription: subscriptionSchema });

/** POST /plans/subscription/ (202): sends the M-Pesa prompt for a month of the plan. */
export function subscribe(input: SubscribeInput) {
  return apiRequest('plans/subscription/', {
    method: 'POST',
    body: input,
    schema: subscribedSchema,
  });
}

export function useSubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: subscribe,
    onSuccess: (reply) => queryClient.setQueryData(subscriptionQueryKey, reply.subscription),
  });
}
