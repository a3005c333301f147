import { messageSchema, mpesaPaymentSchema } from '@foleni/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { paymentsQueryKey } from './get-payments';

const refundedSchema = messageSchema.extend({ payment: mpesaPaymentSchema });

/** POST /payments/mpesa/:id/refund/: the refund made in M-Pesa, by its reference. */
export function refundPayment({ id, reference }: { id: number; reference: string }) {
  return apiRequest(`payments/mpesa/${id}/refund/`, {
    method: 'POST',
    body: { reference },
    schema: refundedSchema,
  });
}

export function useRefundPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundPayment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentsQueryKey }),
  });
}
