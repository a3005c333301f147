import { messageSchema, type UpdateProfileInput, userSchema } from '@foleni/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { setSessionUser } from '@/lib/session';

const profileReplySchema = messageSchema.extend({ user: userSchema });

/** PATCH user/: the signed-in person's names, phone and national id. */
export function updateProfile(input: UpdateProfileInput) {
  return apiRequest('user/', { method: 'PATCH', body: input, schema: profileReplySchema });
}

/** The saved user replaces the session's, so the header and sidebar show the new name at once. */
export function useUpdateProfile() {
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (reply) => setSessionUser(reply.user),
  });
}
