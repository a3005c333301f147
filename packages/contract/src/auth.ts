import { z } from 'zod';
import { CAPABILITY_NAMES, type CapabilityName, canSchema } from './capabilities';
import { coded, type PlainCode } from './errors';
import { TEXT_LIMITS, tooLong } from './limits';
import { phoneSchema } from './phone';
import { ACCOUNT_STATUSES, normalizeRole, ROLES, SELF_SIGNUP_ROLES } from './roles';

/** Spec §5 and §9; `messages.login.passwordTooShort` states the same number. */
export const PASSWORD_MIN_LENGTH = 6;
export const USERNAME_PATTERN = /^[a-z0-9._-]{3,30}$/;

// Passwords are never trimmed: a space is a character the user chose.
const passwordSchema = z
  .string({ error: coded('login.passwordRequired') })
  .min(1, { error: coded('login.passwordRequired'), abort: true })
  .min(PASSWORD_MIN_LENGTH, { error: coded('login.passwordTooShort') })
  .max(TEXT_LIMITS.password, tooLong(TEXT_LIMITS.password));

function requiredText(code: PlainCode, max: number) {
  return z
    .string({ error: coded(code) })
    .trim()
    .min(1, { error: coded(code) })
    .max(max, tooLong(max));
}
const optionalName = z.string().trim().max(TEXT_LIMITS.name, tooLong(TEXT_LIMITS.name)).optional();

export const loginSchema = z.object({
  /** An e-mail address or a username. */
  username: requiredText('login.usernameRequired', TEXT_LIMITS.email),
  password: passwordSchema,
});
export type LoginInput = z.input<typeof loginSchema>;
export type Login = z.output<typeof loginSchema>;

const signupFieldsSchema = z.object({
  firstname: optionalName,
  lastname: optionalName,
  /** Chosen by the person or, when left out, made by the server from the e-mail address. */
  username: z
    .string()
    .trim()
    .toLowerCase()
    .regex(USERNAME_PATTERN, { error: coded('signup.usernameFormat') })
    .optional(),
  email: z
    .string({ error: coded('signup.emailInvalid') })
    .trim()
    .max(TEXT_LIMITS.email, tooLong(TEXT_LIMITS.email))
    .pipe(z.email({ error: coded('signup.emailInvalid') })),
  contact_number: phoneSchema,
  national_id: requiredText('signup.nationalIdRequired', TEXT_LIMITS.nationalId),
  // Case-insensitive because the first client sent 'customer' while staff roles are upper-case.
  role: z
    .string({ error: coded('signup.roleRequired') })
    .max(TEXT_LIMITS.role, { error: coded('signup.roleRequired') })
    .transform(normalizeRole)
    .pipe(z.enum(SELF_SIGNUP_ROLES, { error: coded('signup.roleRequired') })),
  password: passwordSchema,
  confirmPassword: z
    .string({ error: coded('signup.confirmPasswordRequired') })
    .min(1, { error: coded('signup.confirmPasswordRequired') })
    .max(TEXT_LIMITS.password, tooLong(TEXT_LIMITS.password)),
});

// Both passwords typed, whatever their length: two short passwords that differ are two mistakes.
const passwordPairSchema = z.object({
  password: z.string().min(1),
  confirmPassword: z.string().min(1),
});

export const signupSchema = signupFieldsSchema.refine(
  (signup) => signup.password === signup.confirmPassword,
  {
    error: coded('signup.passwordMismatch'),
    path: ['confirmPassword'],
    // Report a mismatch alongside other fields' errors, but not while a password is still missing.
    when: (payload) => passwordPairSchema.safeParse(payload.value).success,
  },
);
export type SignupInput = z.input<typeof signupSchema>;
export type Signup = z.output<typeof signupSchema>;

export const resetPasswordSchema = z.object({
  /** The account's e-mail address; the spec's client sends it under this name. */
  username: z
    .string({ error: coded('reset.emailRequired') })
    .trim()
    .min(1, { error: coded('reset.emailRequired'), abort: true })
    .max(TEXT_LIMITS.email, tooLong(TEXT_LIMITS.email))
    .pipe(z.email({ error: coded('reset.emailInvalid') })),
});
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** What an admin may do with an account (`can`): approve, suspend and change the role of it. */
export const USER_ACTIONS = ['approve', 'suspend', 'changeRole'] as const;
export const userCanSchema = canSchema(USER_ACTIONS);
export type UserCan = z.infer<typeof userCanSchema>;

/** The user as the API shows it (spec §3). It has no password field, so none can be serialized. */
export const userSchema = z.object({
  id: z.number().int().positive(),
  firstname: z.string(),
  lastname: z.string(),
  username: z.string(),
  email: z.email(),
  role: z.enum(ROLES),
  status: z.enum(ACCOUNT_STATUSES),
  national_id: z.string(),
  contact_number: z.string(),
  phone_number: z.string(),
  profile_image: z.string().nullable(),
  /** The display name, e.g. for the 'welcome {name}' greeting. */
  name: z.string(),
  /** In the admin's list and the answers of their actions; nobody acts on their own account. */
  can: userCanSchema.optional(),
});
export type User = z.infer<typeof userSchema>;

/** `GET /user/`: the signed-in user and what they may do (the contract's capability table). */
export const currentUserSchema = userSchema.extend({
  capabilities: z.object(
    Object.fromEntries(CAPABILITY_NAMES.map((name) => [name, z.boolean()])) as Record<
      CapabilityName,
      z.ZodBoolean
    >,
  ),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
