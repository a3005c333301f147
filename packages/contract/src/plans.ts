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

/**
 * 1500 → '1,500', 12.345 → '12.35': an amount of shillings as English and Kiswahili (sw-KE) both
 * write it. By hand, not with Intl.NumberFormat: its first use loads the locale's data, about
 * 15 ms of a mid-range phone's main thread on the landing page, which shows the plans.
 */
export function formatAmount(amount: number): string {
  const [whole = '0', fraction] = String(Math.round(Math.abs(amount) * 100) / 100).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${amount < 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** 1500 → 'KES 1,500', the way the spec writes prices. */
export function formatKes(amount: number): string {
  return `KES ${formatAmount(amount)}`;
}
