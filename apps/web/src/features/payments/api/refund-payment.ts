import { messageSchema, mpesaPaymentSchema } from '@foleni/contract';
import { apiRequest } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
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
  return useInvalidatingMutation(refundPayment, paymentsQueryKey);
}
