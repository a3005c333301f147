/** The three monthly plans shown on the landing page (spec §1, §9). */
export const PLANS = [
  {
    id: 'basic',
    name: 'Basic',
    priceKes: 500,
    period: 'month',
    audience: 'Individual drivers and conductors',
  },
  {
    id: 'standard',
    name: 'Standard',
    priceKes: 1500,
    period: 'month',
    audience: 'Small Saccos and station admins',
  },
  {
    id: 'premium',
    name: 'Premium',
    priceKes: 3000,
    period: 'month',
    audience: 'Large Saccos and vehicle owners',
  },
] as const;
export type Plan = (typeof PLANS)[number];
export type PlanId = Plan['id'];

const kesFormat = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 2 });

/** 1500 → 'KES 1,500', the way the spec writes prices. */
export function formatKes(amount: number): string {
  return `KES ${kesFormat.format(amount)}`;
}
