import { z } from 'zod';
import { type CapabilityName, roleMay } from './capabilities';
import { coded } from './errors';
import { mpesaPhoneSchema } from './payments';
import { PLANS, type PlanId } from './plans';
import type { Role } from './roles';

// Monthly plans paid by M-Pesa: who may take which, what each unlocks, and the subscription.

const PLAN_IDS = PLANS.map((plan) => plan.id) as [PlanId, ...PlanId[]];

/** The capability that lets an account take each plan: a driver only Basic. */
export const PLAN_CAPABILITIES: Record<PlanId, CapabilityName> = {
  basic: 'plan.subscribe',
  standard: 'plan.subscribeAny',
  premium: 'plan.subscribeAny',
};

export function mayTakePlan(role: Role, plan: PlanId): boolean {
  return roleMay(role, PLAN_CAPABILITIES[plan]);
}

/**
 * What each plan unlocks: a feature and the cheapest plan that has it, or null when every account
 * has it. Everything starts unlocked, so nobody loses access when plans start being sold.
 */
export const PLAN_FEATURES = {
  queue: null,
  bookings: null,
  routes: null,
  vehicles: null,
  complaints: null,
  gtfs: null,
} as const satisfies Record<string, PlanId | null>;
export type PlanFeature = keyof typeof PLAN_FEATURES;

/** Whether an account on `plan` (null: none, or lapsed) has `feature`. */
export function planUnlocks(plan: PlanId | null, feature: PlanFeature): boolean {
  const needs: PlanId | null = PLAN_FEATURES[feature];
  if (needs === null) return true;
  if (plan === null) return false;
  return PLAN_IDS.indexOf(plan) >= PLAN_IDS.indexOf(needs);
}

/** Days after the period's end during which the plan still works. */
export const PLAN_GRACE_DAYS = 7;
/** Days before the period's end when the renewal reminder goes out. */
export const PLAN_REMINDER_DAYS = 3;

export const SUBSCRIPTION_STATUSES = ['none', 'active', 'grace', 'expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const subscribeInputSchema = z.object({
  plan: z.enum(PLAN_IDS, { error: coded('plans.planRequired') }),
  phone: mpesaPhoneSchema,
});
export type SubscribeInput = z.input<typeof subscribeInputSchema>;

export const subscriptionPaymentSchema = z.object({
  id: z.number().int(),
  plan: z.enum(PLAN_IDS).nullable(),
  amount_kes: z.number().int(),
  status: z.string(),
  receipt_number: z.string().nullable(),
  created_at: z.string(),
});

export const subscriptionSchema = z.object({
  plan: z.enum(PLAN_IDS).nullable(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  period_start: z.string().nullable(),
  period_end: z.string().nullable(),
  /** Until when a lapsed plan still works. */
  grace_until: z.string().nullable(),
  /** Whether a payment prompt is still open. */
  paying: z.boolean(),
  payments: z.array(subscriptionPaymentSchema),
});
export type Subscription = z.infer<typeof subscriptionSchema>;
