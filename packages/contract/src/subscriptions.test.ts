import { describe, expect, it } from 'vitest';
import { PLANS } from './plans';
import { mayTakePlan, PLAN_FEATURES, type PlanFeature, planUnlocks } from './subscriptions';

describe('plans', () => {
  it('locks nothing yet: every feature works without a plan', () => {
    for (const feature of Object.keys(PLAN_FEATURES) as PlanFeature[]) {
      expect(planUnlocks(null, feature), feature).toBe(true);
      for (const plan of PLANS) expect(planUnlocks(plan.id, feature)).toBe(true);
    }
  });

  it('offers drivers Basic only, and customers none', () => {
    expect(mayTakePlan('DRIVER', 'basic')).toBe(true);
    expect(mayTakePlan('DRIVER', 'standard')).toBe(false);
    expect(mayTakePlan('SACCO', 'premium')).toBe(true);
    expect(PLANS.some((plan) => mayTakePlan('CUSTOMER', plan.id))).toBe(false);
  });
});
