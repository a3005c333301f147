import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, userSchema } from './auth';
import { coded, messageSchema } from './errors';
import { TEXT_LIMITS, tooLong } from './limits';
import { paginationQuerySchema } from './pagination';
import { phoneSchema } from './phone';
import { ACCOUNT_STATUSES, normalizeRole, ROLES } from './roles';

// The account calls of spec §7 beyond the three forms in auth.ts, and the admin's user list.

export const tokenPairSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const loginReplySchema = tokenPairSchema.extend({
  ...messageSchema.shape,
  user: userSchema,
});
export type LoginReply = z.infer<typeof loginReplySchema>;

export const refreshTokenSchema = z.object({
  refresh_token: z
    .string()
    .min(1, { error: coded('account.sessionExpired') })
    .max(TEXT_LIMITS.token, { error: coded('account.sessionExpired') }),
});

const newPasswordSchema = z
  .string({ error: coded('login.passwordRequired') })
  .min(1, { error: coded('login.passwordRequired'), abort: true })
  .min(PASSWORD_MIN_LENGTH, { error: coded('login.passwordTooShort') })
  .max(TEXT_LIMITS.password, tooLong(TEXT_LIMITS.password));

/** A new password typed twice, as on the signup form. */
const newPasswordPair = {
  new_password: newPasswordSchema,
  confirmPassword: z
    .string({ error: coded('signup.confirmPasswordRequired') })
    .min(1, { error: coded('signup.confirmPasswordRequired') })
    .max(TEXT_LIMITS.password, tooLong(TEXT_LIMITS.password)),
};

function passwordsMatch(value: { new_password: string; confirmPassword: string }) {
  return value.new_password === value.confirmPassword;
}
const mismatch = { error: coded('signup.passwordMismatch'), path: ['confirmPassword'] };

export const changePasswordSchema = z
  .object({
    current_password: z
      .string({ error: coded('login.passwordRequired') })
      .min(1, { error: coded('login.passwordRequired') })
      .max(TEXT_LIMITS.password, tooLong(TEXT_LIMITS.password)),
    ...newPasswordPair,
  })
  .refine(passwordsMatch, mismatch);
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

export const resetPasswordConfirmSchema = z
  .object({
    token: z
      .string()
      .min(1, { error: coded('account.resetInvalid') })
      .max(TEXT_LIMITS.token, { error: coded('account.resetInvalid') }),
    ...newPasswordPair,
  })
  .refine(passwordsMatch, mismatch);
export type ResetPasswordConfirmInput = z.input<typeof resetPasswordConfirmSchema>;

export const resendActivationSchema = z.object({
  email: z
    .string({ error: coded('reset.emailRequired') })
    .trim()
    .min(1, { error: coded('reset.emailRequired'), abort: true })
    .max(TEXT_LIMITS.email, tooLong(TEXT_LIMITS.email))
    .pipe(z.email({ error: coded('reset.emailInvalid') })),
});

const optionalName = z.string().trim().max(80).optional();

/** What a person may change about themselves (PATCH user/). */
export const updateProfileSchema = z
  .object({
    firstname: optionalName,
    lastname: optionalName,
    phone_number: phoneSchema.optional(),
    national_id: z
      .string()
      .trim()
      .min(1, { error: coded('signup.nationalIdRequired') })
      .max(20)
      .optional(),
    profile_image: z.url().max(2048).nullable().optional(),
  })
  .strict();
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;

export const roleSchema = z
  .string()
  .max(TEXT_LIMITS.role, { error: 'Choose one of the roles.' })
  .transform(normalizeRole)
  .pipe(z.enum(ROLES, { error: 'Choose one of the roles.' }));

export const userListQuerySchema = paginationQuerySchema.extend({
  role: roleSchema.optional(),
  status: z.enum(ACCOUNT_STATUSES).optional(),
  search: z.string().trim().max(100).optional(),
});
export type UserListQuery = z.output<typeof userListQuerySchema>;

export const changeRoleSchema = z.object({ role: roleSchema });
