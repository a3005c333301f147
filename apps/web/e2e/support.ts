import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';

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
  // The password check (argon2) and the dashboard's first code load come before the address
  // changes: on a 2-core CI machine running the browser too, that can take more than 5 s.
  await expect(page).toHaveURL('/dashboard', { timeout: 15_000 });
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

/**
 * An API call's JSON, a GET unless `method` says otherwise; a refused call fails the test and
 * shows the answer.
 */
export async function api<T>(
  request: APIRequestContext,
  path: string,
  {
    method = 'GET',
    headers = {},
    data,
  }: {
    method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
    headers?: Record<string, string>;
    data?: unknown;
  } = {},
): Promise<T> {
  const response = await request.fetch(`/api/v1.0/${path}`, {
    method,
    headers,
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * The bearer header of the session signed in on `page`, so that a test asks the server as that
 * very session.
 */
export async function bearerOfPage(page: Page): Promise<Record<string, string>> {
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  if (!token) throw new Error('no access token after signing in');
  return { Authorization: `Bearer ${token}` };
}

/**
 * Calls as one account: `get` answers the JSON and fails the test on a refusal; `status` sends a
 * call and answers its HTTP status, for a test that expects the server to refuse.
 */
export function asAccount(request: APIRequestContext, headers: Record<string, string>) {
  return {
    get: <T>(path: string) => api<T>(request, path, { headers }),
    async status(method: 'POST' | 'PUT' | 'DELETE', path: string, data: unknown): Promise<number> {
      const response = await request.fetch(`/api/v1.0/${path}`, { method, headers, data });
      return response.status();
    },
  };
}

/** A demo account's bearer header, for setting up data through the API. */
export async function bearerOf(
  request: APIRequestContext,
  account: string,
): Promise<Record<string, string>> {
  const { access_token } = await api<{ access_token: string }>(request, 'login/', {
    method: 'POST',
    data: { username: account, password: DEMO_PASSWORD },
  });
  return { Authorization: `Bearer ${access_token}` };
}

const letter = () => String.fromCharCode(65 + Math.floor(Math.random() * 26));
/** A valid plate no other test uses, e.g. 'KQR 482X'. */
export const uniquePlate = () =>
  `K${letter()}${letter()} ${String(Math.floor(Math.random() * 900) + 100)}${letter()}`;

/** The open list of an antd Select or AutoComplete (antd also keeps a hidden copy for screen readers). */
export async function optionsOf(page: Page, input: Locator) {
  // antd names a field's list after the field's input: `<input id>_list`.
  const listId = `${await input.getAttribute('id')}_list`;
  return page.locator(`.ant-select-dropdown:has([id="${listId}"]) .ant-select-item-option`);
}

/** Picks an option of the open antd Select by its text. */
export async function chooseOption(page: Page, option: string | RegExp) {
  await page
    .locator('.ant-select-dropdown:visible')
    .getByTitle(option, { exact: typeof option === 'string' })
    .click();
}

/** Opens the antd Select labelled `label` and picks `option` by its text. */
export async function chooseIn(page: Page, label: string, option: string) {
  await page.getByLabel(label).click();
  await chooseOption(page, option);
}

/** Types `search` into a searching antd Select and picks the first option whose text has `name`. */
export async function searchAndChoose(
  page: Page,
  input: Locator,
  search: string,
  name: string | RegExp,
) {
  await input.click();
  await input.fill(search);
  await (await optionsOf(page, input)).filter({ hasText: name }).first().click();
}

/** Types a place into the journey form's From or To, waits for the suggestion and picks it. */
export async function choosePlace(page: Page, form: Locator, label: 'From' | 'To', name: string) {
  const input = form.getByRole('combobox', { name: label });
  await input.fill(name);
  await (await optionsOf(page, input)).getByText(name, { exact: true }).first().click();
  await expect(input).toHaveValue(name);
}

/**
 * The route search form of the landing page, or of `/search` with results. Its code loads at the
 * first sign of a person at the page (a touch, a key, the mouse moving), so the test moves the
 * mouse as a visitor would, once the app has taken the page over, and waits for the form.
 */
export async function routeSearchForm(page: Page): Promise<Locator> {
  const form = page.getByRole('search', { name: 'Route search' });
  await expect(async () => {
    await page.mouse.move(5 + Math.round(Math.random() * 100), 5);
    await expect(form).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  return form;
}

/** A built chunk as Vite's manifest lists it. */
export type ManifestChunk = { file: string; imports?: string[] };

/** The web app's build the server serves: its folder, and which file each module went into. */
export function builtWebApp(): { dist: string; manifest: Record<string, ManifestChunk> } {
  const dist = process.env.WEB_DIST ?? fileURLToPath(new URL('../dist', import.meta.url));
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  return { dist, manifest };
}
