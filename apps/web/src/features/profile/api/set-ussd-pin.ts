import { messageSchema, type UssdPinInput } from '@foleni/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** PUT user/ussd-pin/: the PIN that confirms queue changes from a feature phone. */
export function setUssdPin(input: UssdPinInput) {
  return apiRequest('user/ussd-pin/', { method: 'PUT', body: input, schema: messageSchema });
}

export function useSetUssdPin() {
  return useMutation({ mutationFn: setUssdPin });
}
