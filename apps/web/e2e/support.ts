import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { STORAGE_KEYS } from '@foleni/contract/constants';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures';

/** The seeded demo accounts (apps/server seed); every one is active with this password. */
export const DEMO_PASSWORD = 'foleni-demo';
/** One demo account per role, by its username. */
export const DEMO_ROLES = ['admin', 'station', 'sacco', 'owner', 'driver', 'customer'] as const;
export type DemoRole = (typeof DEMO_ROLES)[number];
export const demoAccount = (name: DemoRole) => `${name}@demo.foleni.ke`;

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
    method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
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
    /** A record's JSON, or null when the server does not show it to this account. */
    async lookup<T>(path: string): Promise<T | null> {
      const response = await request.get(`/api/v1.0/${path}`, { headers });
      if (response.status() === 403 || response.status() === 404) return null;
      expect(response.ok(), `GET ${path}: ${await response.text()}`).toBe(true);
      return (await response.json()) as T;
    },
    /** A change's JSON answer; a refused change fails the test. */
    send: <T>(method: 'POST' | 'PUT' | 'PATCH', path: string, data: unknown) =>
      api<T>(request, path, { method, headers, data }),
    async status(
      method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
      path: string,
      data?: unknown,
    ): Promise<number> {
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

const demoBearers = new Map<DemoRole, { at: number; bearer: Promise<Record<string, string>> }>();
/** Well within the server's access token lifetime (15 minutes). */
const BEARER_REUSE_MS = 5 * 60_000;

/**
 * A demo account's API for setting records up, signed in once every few minutes: each sign-in
 * costs an argon2 check, and the tests set up many records.
 */
export function demoApi(request: APIRequestContext, role: DemoRole): Promise<AccountApi> {
  let kept = demoBearers.get(role);
  if (!kept || Date.now() - kept.at > BEARER_REUSE_MS) {
    kept = { at: Date.now(), bearer: bearerOf(request, demoAccount(role)) };
    demoBearers.set(role, kept);
  }
  return kept.bearer.then((headers) => asAccount(request, headers));
}

/** The API as one signed-in account (see asAccount). */
export type AccountApi = ReturnType<typeof asAccount>;

/** How the server refuses an action: 403, or 404 for a record out of the caller's sight. */
export const REFUSED = [403, 404];

/** An action a page offers on a record (a row or toolbar button, a menu item). */
export type PageAction = {
  /** Its button, link or menu item; shown means visible and enabled. */
  control: Locator;
  /** Whether the page should offer it: the record's `can`, or the account's capability, and its state. */
  shown: boolean;
  /** Whether the server lets this account do it (the `can` it answers). */
  can: boolean;
  /**
   * The action on the server, where that is safe: an unchanged save, or the action whose `undo`
   * follows. The server must accept it when `can` allows it and refuse it otherwise.
   */
  call?: () => Promise<number>;
  undo?: () => Promise<number>;
  /** How the server refuses it, when not with REFUSED (e.g. 400 for one's own account). */
  refusedWith?: number[];
};

/** A record as one page shows it to the signed-in account, with the actions offered on it. */
export type PageSample = {
  /** The record, in the test's messages. */
  name: string;
  path: string;
  /** Visible once the page shows the record. */
  ready: Locator;
  /** Opens what holds the actions (e.g. a row's menu) when any is to be shown. */
  open?: () => Promise<void>;
  actions: Record<string, PageAction>;
  /** Puts back what the actions left, for the tests that follow. */
  cleanUp?: () => Promise<unknown>;
};

/** A signed-in demo account: its page, its API and its capabilities (`GET user/`). */
export type SignedIn = {
  role: DemoRole;
  page: Page;
  request: APIRequestContext;
  api: AccountApi;
  me: { id: number; email: string; capabilities: Record<string, boolean> };
};

/** A dashboard page of the roles × pages table. */
export type PageCase = {
  name: string;
  /** The page as the menu opens it. */
  path: string;
  /** The capability without which the page shows Unauthorized Access. */
  area: string;
  /** What the page would ask of the server: refused too for an account the page refuses. */
  refused: (account: SignedIn) => Promise<number>[];
  /** The records the test looks at as this account, set up through the API if need be. */
  samples: (account: SignedIn) => Promise<PageSample[]>;
};

/** Signs a demo account in and answers it with its API and capabilities. */
export async function signedInAs(
  page: Page,
  request: APIRequestContext,
  role: DemoRole,
): Promise<SignedIn> {
  // Signed in through the API, the page then opened with the tokens stored as the app stores
  // them: sixty tests skip the sign-in form, which auth.spec.ts tests on its own.
  const tokens = await api<{ access_token: string; refresh_token: string }>(request, 'login/', {
    method: 'POST',
    data: { username: demoAccount(role), password: DEMO_PASSWORD },
  });
  await page.addInitScript(
    (stored) => {
      for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
    },
    {
      [STORAGE_KEYS.accessToken]: tokens.access_token,
      [STORAGE_KEYS.refreshToken]: tokens.refresh_token,
    },
  );
  const account = asAccount(request, { Authorization: `Bearer ${tokens.access_token}` });
  return { role, page, request, api: account, me: await account.get<SignedIn['me']>('user/') };
}

async function usable(control: Locator): Promise<boolean> {
  for (const one of await control.all()) {
    if ((await one.isVisible()) && (await one.isEnabled())) return true;
  }
  return false;
}

// The machine is shared with other suites: allow slow answers (a page's first code load on a
// busy 2-core machine has taken more than 15 s).
const slowExpect = expect.configure({ timeout: 30_000 });

const accepted = (status: number) => status >= 200 && status < 300;

/**
 * Each action is offered exactly when it should be; one the server allows is accepted when tried
 * (and undone), one it does not is refused.
 */
export async function expectActionsAsAllowed(sample: PageSample): Promise<void> {
  if (Object.values(sample.actions).some((action) => action.shown)) await sample.open?.();
  for (const [name, action] of Object.entries(sample.actions)) {
    const what = `${sample.name}: ${name}`;
    if (action.shown) {
      await slowExpect(action.control.first(), what).toBeVisible();
      await slowExpect(action.control.first(), what).toBeEnabled();
    } else {
      expect(await usable(action.control), `${what} is not offered`).toBe(false);
    }
    if (!action.call) continue;
    const status = await action.call();
    if (!action.can) {
      expect(action.refusedWith ?? REFUSED, `${what} is refused (${status})`).toContain(status);
      continue;
    }
    expect(accepted(status), `${what} is accepted (${status})`).toBe(true);
    if (action.undo) expect(accepted(await action.undo()), `${what} is undone`).toBe(true);
  }
  await sample.cleanUp?.();
}

/**
 * One test per demo account and page: a page the account may not open shows Unauthorized Access
 * and the server refuses what it would do; on a page it opens, every record sample offers just
 * the actions the server allows (expectActionsAsAllowed).
 */
export function capabilityTests(cases: readonly PageCase[]): void {
  for (const pageCase of cases) {
    for (const role of DEMO_ROLES) {
      test(`${pageCase.name}: the ${role} account is offered only what the server accepts`, async ({
        page,
        request,
      }) => {
        const account = await signedInAs(page, request, role);
        if (!account.me.capabilities[pageCase.area]) {
          await page.goto(pageCase.path);
          await slowExpect(
            page.getByRole('heading', { name: 'Unauthorized Access' }),
          ).toBeVisible();
          for (const call of pageCase.refused(account)) expect(REFUSED).toContain(await call);
          return;
        }
        const samples = await pageCase.samples(account);
        expect(samples.length, 'records to look at').toBeGreaterThan(0);
        for (const sample of samples) {
          await page.goto(sample.path);
          await slowExpect(sample.ready.first(), sample.name).toBeVisible();
          await expectActionsAsAllowed(sample);
        }
      });
    }
  }
}
