import { expect, type Page } from '@playwright/test';

/** The seeded demo accounts (apps/server seed); every one is active with this password. */
export const DEMO_PASSWORD = 'foleni-demo';
export const demoAccount = (
  name: 'admin' | 'station' | 'sacco' | 'owner' | 'driver' | 'customer',
) => `${name}@demo.foleni.ke`;

/** Signs in on the /login page and waits for the dashboard. */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  const form = page.getByRole('main');
  await form.getByLabel('Email or username').fill(username);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/dashboard');
}

/** The dashboard's sidebar (or the mobile drawer's menu). */
export function dashboardNavigation(page: Page) {
  return page.getByRole('navigation', { name: 'Dashboard navigation' });
}

/** The public pages of plain content (spec §2), prerendered at build time. */
export const CONTENT_PAGES = [
  '/about',
  '/features',
  '/faq',
  '/how-to-use',
  '/contact',
  '/privacy',
  '/terms',
  '/refund-policy',
  '/charging',
  '/factory-booking',
  '/commingsoon',
];

/** Today in Nairobi as YYYY-MM-DD (the earliest date the journey form accepts). */
export function todayInNairobi(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Nairobi' }).format(new Date());
}
