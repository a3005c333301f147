import { describe, expect, it } from 'vitest';
import { formatAmount, formatKes, PLANS } from './plans';

describe('PLANS', () => {
  it('offers the three monthly plans of the spec', () => {
    expect(PLANS).toStrictEqual([
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
    ]);
  });

  it('shows the prices as the spec writes them', () => {
    expect(PLANS.map((plan) => formatKes(plan.priceKes))).toStrictEqual([
      'KES 500',
      'KES 1,500',
      'KES 3,000',
    ]);
  });
});

describe('formatKes', () => {
  it.each([
    [0, 'KES 0'],
    [1500, 'KES 1,500'],
    [1234567, 'KES 1,234,567'],
    [99.5, 'KES 99.5'],
    [10.125, 'KES 10.13'],
    [12345.678, 'KES 12,345.68'],
    [-2500, 'KES -2,500'],
  ])('formats %d as %j', (amount, text) => {
    expect(formatKes(amount)).toBe(text);
  });

  it.each(['en-KE', 'sw-KE'])("writes amounts as Intl.NumberFormat's %s would", (locale) => {
    const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    for (let amount = -20_000; amount <= 2_000_000; amount += 997.37) {
      expect(formatAmount(amount)).toBe(intl.format(amount));
    }
  });
});
