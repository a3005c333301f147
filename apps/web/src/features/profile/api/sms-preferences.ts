import { smsPreferencesSchema, type UpdateSmsPreferencesInput } from '@foleni/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const smsPreferencesKey = ['sms-preferences'] as const;

/** GET sms/preferences/: the account's queue alerts by SMS and the language of its texts. */
export function useSmsPreferences() {
  return useQuery({
    queryKey: smsPreferencesKey,
    queryFn: ({ signal }) =>
      apiRequest('sms/preferences/', { schema: smsPreferencesSchema, signal }),
  });
}

/** PUT sms/preferences/: saved at once, as each choice is made. */
export function useUpdateSmsPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateSmsPreferencesInput) =>
      apiRequest('sms/preferences/', { method: 'PUT', body: input, schema: smsPreferencesSchema }),
    onSuccess: (preferences) => queryClient.setQueryData(smsPreferencesKey, preferences),
  });
}
