import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './auth';
import { canSchema } from './capabilities';
import { coded, type PlainCode } from './errors';
import { TEXT_LIMITS, tooLong } from './limits';
import { paginationQuerySchema } from './pagination';
import { phoneSchema } from './phone';
import { ACCOUNT_STATUSES, ROLES, type Role } from './roles';

// Fleet and membership: vehicles and their five-step wizard (spec §3), owners, drivers and
// conductors, and the members of a Sacco (spec §7's get-owners-in-sacco/ and add-owner/).

const id = z.number().int().positive();

// ---- number plates

/**
 * A Kenyan plate as stored: K, two letters, a space, three digits and, on every plate issued
 * since the KAA series ran out, one more letter (`KBZ 123`, `KCA 123B`, `KDA 123A`).
 */
export const PLATE_PATTERN = /^K[A-Z]{2} \d{3}[A-Z]?$/;

/** Upper-case, with the one space after the letters: ' kda-123a ' becomes 'KDA 123A'. */
export function normalizePlate(value: string): string {
  const compact = value.replace(/[\s-]+/g, '').toUpperCase();
  return compact.length > 3 ? `${compact.slice(0, 3)} ${compact.slice(3)}` : compact;
}

export const plateSchema = z
  .string({ error: coded('fleet.plateRequired') })
  .trim()
  .min(1, { error: coded('fleet.plateRequired'), abort: true })
  .max(20, { error: coded('fleet.plateFormat'), abort: true })
  .transform(normalizePlate)
  .refine((plate) => PLATE_PATTERN.test(plate), { error: coded('fleet.plateFormat') });

// ---- vehicles

export const VEHICLE_STATUSES = [
  'draft',
  'pending_approval',
  'active',
  'rejected',
  'suspended',
] as const;
export type VehicleStatus = (typeof VEHICLE_STATUSES)[number];

/** The wizard's steps: 1 details, 2 owners, 3 Sacco, 4 managers, 5 the Sacco's decision. */
export const WIZARD_STEPS = 5;
export const MANAGER_RELATIONS = ['driver', 'conductor'] as const;
export type ManagerRelation = (typeof MANAGER_RELATIONS)[number];

export const VEHICLE_YEAR_MIN = 1970;
export const VEHICLE_SEATS_MAX = 100;

const requiredText = (code: PlainCode, max = 60) =>
  z
    .string({ error: coded(code) })
    .trim()
    .min(1, { error: coded(code) })
    .max(max);

/** Step 1: what the vehicle is. */
export const vehicleDetailsInputSchema = z.object({
  plate: plateSchema,
  make: requiredText('fleet.makeRequired'),
  model: requiredText('fleet.modelRequired'),
  year: z
    .number({ error: coded('fleet.yearRange') })
    .int({ error: coded('fleet.yearRange') })
    .min(VEHICLE_YEAR_MIN, { error: coded('fleet.yearRange') })
    .refine((year) => year <= new Date().getFullYear() + 1, { error: coded('fleet.yearRange') }),
  seats: z
    .number({ error: coded('fleet.seatsRange') })
    .int({ error: coded('fleet.seatsRange') })
    .min(1, { error: coded('fleet.seatsRange') })
    .max(VEHICLE_SEATS_MAX, { error: coded('fleet.seatsRange') }),
  colour: z
    .string()
    .trim()
    .max(40)
    .nullish()
    .transform((value) => value || null),
});
export type VehicleDetailsInput = z.input<typeof vehicleDetailsInputSchema>;

const emailSchema = z
  .string({ error: coded('signup.emailInvalid') })
  .trim()
  .max(TEXT_LIMITS.email, tooLong(TEXT_LIMITS.email))
  .toLowerCase()
  .pipe(z.email({ error: coded('signup.emailInvalid') }));
const optionalName = z.string().trim().max(80).optional();

/** Someone who is not on Foleni yet: they get a pending account and an e-mailed invitation. */
export const inviteInputSchema = z.object({
  email: emailSchema,
  phone_number: phoneSchema,
  firstname: optionalName,
  lastname: optionalName,
});
export type InviteInput = z.input<typeof inviteInputSchema>;

/** An existing account by id, or an invitation by e-mail and phone. */
const personFields = {
  user_id: id.optional(),
  email: emailSchema.optional(),
  phone_number: phoneSchema.optional(),
  firstname: optionalName,
  lastname: optionalName,
};
const namesSomeone = (person: { user_id?: number; email?: string; phone_number?: string }) =>
  person.user_id !== undefined || (person.email !== undefined && person.phone_number !== undefined);
const personRequired = { error: coded('fleet.personRequired'), path: ['email'] };

export const vehiclePersonInputSchema = z.object(personFields).refine(namesSomeone, personRequired);
export type VehiclePersonInput = z.input<typeof vehiclePersonInputSchema>;

/** Step 2: one or more owners. */
/** The role a vehicle's owners hold: step 2 takes only such accounts (and invites them as such). */
export const VEHICLE_OWNER_ROLE = 'OWNER' satisfies Role;

export const vehicleOwnersInputSchema = z.object({
  owners: z
    .array(vehiclePersonInputSchema, { error: coded('fleet.ownersRequired') })
    .min(1, { error: coded('fleet.ownersRequired') })
    .max(20),
});
export type VehicleOwnersInput = z.input<typeof vehicleOwnersInputSchema>;

/** Step 3: the Sacco the vehicle works for. */
export const vehicleSaccoInputSchema = z.object({
  sacco: z
    .number({ error: coded('network.saccoRequired') })
    .int()
    .positive({ error: coded('network.saccoRequired') }),
});
export type VehicleSaccoInput = z.input<typeof vehicleSaccoInputSchema>;

/** Step 4: the drivers and conductors (possibly none yet). */
export const vehicleManagersInputSchema = z.object({
  managers: z
    .array(
      z
        .object({ ...personFields, relation: z.enum(MANAGER_RELATIONS).default('driver') })
        .refine(namesSomeone, personRequired),
    )
    .max(20),
});
export type VehicleManagersInput = z.input<typeof vehicleManagersInputSchema>;

/** Step 5, no: the Sacco says why, so the owner can correct it and submit again. */
export const vehicleReasonInputSchema = z.object({
  reason: requiredText('fleet.reasonRequired', 500),
});
export const vehicleSuspendInputSchema = z.object({
  reason: z
    .string()
    .trim()
    .max(500)
    .nullish()
    .transform((value) => value || null),
});

/**
 * What the caller may do with a vehicle: fill in its wizard, file it under any Sacco at step 3
 * (else only under the caller's own), and approve, reject, suspend or reinstate it.
 */
export const VEHICLE_ACTIONS = ['edit', 'chooseAnySacco', 'decide'] as const;
export const vehicleCanSchema = canSchema(VEHICLE_ACTIONS);
export type VehicleCan = z.infer<typeof vehicleCanSchema>;

export const vehicleSchema = z.object({
  id,
  plate: z.string(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  year: z.number().int().nullable(),
  seats: z.number().int().nullable(),
  colour: z.string().nullable(),
  sacco: z.number().int().nullable(),
  sacco_name: z.string().nullable(),
  status: z.enum(VEHICLE_STATUSES),
  /** The Sacco's reason for a rejection or suspension. */
  status_reason: z.string().nullable(),
  /** The first wizard step not completed yet (5 when only the Sacco's decision is left). */
  wizard_step: z.number().int().min(1).max(WIZARD_STEPS),
  created_by: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  can: vehicleCanSchema.optional(),
});
export type Vehicle = z.infer<typeof vehicleSchema>;

export const vehiclePersonSchema = z.object({
  id,
  name: z.string(),
  email: z.string(),
  phone_number: z.string(),
  role: z.enum(ROLES),
  status: z.enum(ACCOUNT_STATUSES),
});
export const vehicleManagerSchema = vehiclePersonSchema.extend({
  relation: z.enum(MANAGER_RELATIONS),
  driver_licence_number: z.string().nullable(),
});
export const vehicleHistoryEntrySchema = z.object({
  from: z.enum(VEHICLE_STATUSES).nullable(),
  to: z.enum(VEHICLE_STATUSES),
  reason: z.string().nullable(),
  actor: z.number().int().nullable(),
  actor_name: z.string().nullable(),
  at: z.string(),
});

export const vehicleDetailSchema = vehicleSchema.extend({
  owners: z.array(vehiclePersonSchema),
  managers: z.array(vehicleManagerSchema),
  /** Every change of state, oldest first. */
  history: z.array(vehicleHistoryEntrySchema),
});
export type VehicleDetail = z.infer<typeof vehicleDetailSchema>;

/** A row of the vehicles list: the vehicle and its owners' names, so a table needs no more calls. */
export const vehicleListItemSchema = vehicleSchema.extend({
  owner_names: z.array(z.string()),
});
export type VehicleListItem = z.infer<typeof vehicleListItemSchema>;

export const vehicleListQuerySchema = paginationQuerySchema.extend({
  sacco: z.coerce.number().int().positive().optional(),
  owner: z.coerce.number().int().positive().optional(),
  status: z.enum(VEHICLE_STATUSES).optional(),
  /** Part of a plate, in any spacing or case. */
  search: z.string().trim().max(20).optional(),
});
export type VehicleListQuery = z.output<typeof vehicleListQuerySchema>;

// ---- members of a Sacco

export const MEMBER_ROLES = ['OWNER', 'DRIVER', 'STATION_ADMIN'] as const;

export const memberVehicleSchema = z.object({
  id,
  plate: z.string(),
  relation: z.enum(['owner', ...MANAGER_RELATIONS]),
});

/** What the caller may do with a member: take them out of their Sacco. */
export const MEMBER_ACTIONS = ['remove'] as const;
export const memberCanSchema = canSchema(MEMBER_ACTIONS);
export type MemberCan = z.infer<typeof memberCanSchema>;

export const memberSchema = z.object({
  id,
  firstname: z.string(),
  lastname: z.string(),
  name: z.string(),
  email: z.string(),
  phone_number: z.string(),
  role: z.enum(ROLES),
  status: z.enum(ACCOUNT_STATUSES),
  sacco: z.number().int().nullable(),
  sacco_name: z.string().nullable(),
  driver_licence_number: z.string().nullable(),
  /** The vehicles they own, drive or conduct now. */
  vehicles: z.array(memberVehicleSchema),
  can: memberCanSchema.optional(),
});
export type Member = z.infer<typeof memberSchema>;

export const memberListQuerySchema = paginationQuerySchema.extend({
  role: z.enum(MEMBER_ROLES).optional(),
  /** System and station admins choose the Sacco; everyone else sees their own. */
  sacco: z.coerce.number().int().positive().optional(),
  search: z.string().trim().max(100).optional(),
});
export type MemberListQuery = z.output<typeof memberListQuerySchema>;

export const ownersInSaccoQuerySchema = z.object({
  sacco: z.coerce.number().int().positive().optional(),
});

/**
 * GET members/drivers/: the drivers a vehicle's editor may pick in the wizard's step 4. A name and
 * an e-mail (two drivers may share a name) and nothing more: an owner sees no phone numbers,
 * licences or vehicles of the Sacco's other members.
 */
export const driverChoiceSchema = z.object({ id, name: z.string(), email: z.string() });
export type DriverChoice = z.infer<typeof driverChoiceSchema>;
export const driverChoicesSchema = z.object({ results: z.array(driverChoiceSchema) });
export const driverChoicesQuerySchema = z.object({
  /** System and station admins name the vehicle's Sacco; everyone else sees their own. */
  sacco: z.coerce.number().int().positive().optional(),
});

/** POST add-owner/: a Sacco invites an owner; a system admin names the Sacco. */
export const addOwnerInputSchema = inviteInputSchema.extend({ sacco: id.optional() });
export type AddOwnerInput = z.input<typeof addOwnerInputSchema>;

export const acceptInviteInputSchema = z
  .object({
    password: z
      .string({ error: coded('login.passwordRequired') })
      .min(1, { error: coded('login.passwordRequired'), abort: true })
      .min(PASSWORD_MIN_LENGTH, { error: coded('login.passwordTooShort') })
      .max(TEXT_LIMITS.password, tooLong(TEXT_LIMITS.password)),
    confirmPassword: z
      .string({ error: coded('signup.confirmPasswordRequired') })
      .min(1, { error: coded('signup.confirmPasswordRequired') })
      .max(TEXT_LIMITS.password, tooLong(TEXT_LIMITS.password)),
    firstname: optionalName,
    lastname: optionalName,
  })
  .refine((value) => value.password === value.confirmPassword, {
    error: coded('signup.passwordMismatch'),
    path: ['confirmPassword'],
  });
export type AcceptInviteInput = z.input<typeof acceptInviteInputSchema>;
