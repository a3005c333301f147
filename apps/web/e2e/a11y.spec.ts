import AxeBuilder from '@axe-core/playwright';
import { todayInNairobi } from '@foleni/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { CONTENT_PAGES, DEMO_PASSWORD, demoAccount, signIn } from './support';

// axe-core on every public page and on each role's dashboard, in light and dark (issue #13):
// no critical or serious violation of WCAG 2.1 A/AA. A page's failures are listed with the rule,
// the element and, for contrast, the colours, so they can be fixed at their source (the theme
// tokens in src/lib/theme/theme.ts or the shared component).

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

// Map tiles cannot load without internet; one plain land-coloured pixel stands in for them, so
// the maps look as they do for a visitor and no request fails.
const TILE_SERVER = /^https:\/\/([a-z]\.)?tile\.openstreetmap\.org\//;
const LAND_TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR42mP49P4lAAWhAstbEQ6lAAAAAElFTkSuQmCC',
  'base64',
);

type Theme = 'light' | 'dark';
type Language = 'en' | 'sw';

/**
 * The visitor has chosen a theme and a language (stored as the header's switches store them,
 * before the app loads); a test may change the stored choice later and reload.
 */
async function choose(page: Page, theme: Theme, language: Language = 'en') {
  await page.context().addInitScript(
    (choice) => {
      if (!localStorage.getItem('foleni.theme')) localStorage.setItem('foleni.theme', choice.theme);
      if (!localStorage.getItem('foleni.language')) {
        localStorage.setItem('foleni.language', choice.language);
      }
    },
    { theme, language },
  );
  await page.route(TILE_SERVER, (route) =>
    route.fulfill({ contentType: 'image/png', body: LAND_TILE }),
  );
}

/** Waits until the page shows its content: a main heading, and nothing still loading. */
async function waitForContent(page: Page, theme: Theme) {
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0, {
    timeout: 15_000,
  });
}

/** The serious and critical violations on the page, one readable line per element. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => {
        const contrast = node.any.find((check) => check.id === 'color-contrast')?.data as
          | {
              fgColor: string;
              bgColor: string;
              contrastRatio: number;
              expectedContrastRatio: string;
            }
          | undefined;
        const colours = contrast
          ? ` [${contrast.fgColor} on ${contrast.bgColor}: ${contrast.contrastRatio}, needs ${contrast.expectedContrastRatio}]`
          : '';
        const text = node.html.length > 120 ? `${node.html.slice(0, 120)}…` : node.html;
        return `${violation.id} (${violation.impact}) ${node.target.join(' ')}${colours}\n      ${text}`;
      }),
    );
}

/** Runs axe on the page as it is now and records its failures under `label`. */
async function audit(page: Page, label: string) {
  const failures = await seriousViolations(page);
  expect
    .soft(failures, `${label}: ${failures.length} serious/critical\n    ${failures.join('\n    ')}`)
    .toEqual([]);
}

type PublicPage = { path: string; ready?: (page: Page) => Promise<void> };

/** A station with routes (the Nairobi data's Kencom stage), for its page and its board. */
async function kencomStation(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/v1.0/station/?search=kencom');
  expect(response.ok()).toBe(true);
  const { results } = (await response.json()) as { results: { id: number }[] };
  const id = results[0]?.id;
  if (id === undefined) throw new Error('the Nairobi data has no Kencom station');
  return id;
}

function networkPages(station: number): PublicPage[] {
  const journey = new URLSearchParams({
    departure: 'Ruaka Stage',
    destination: 'Ruiru',
    bookingType: 'one way',
    travelDate: todayInNairobi(),
  });
  // No direct route: journeys with changes of matatu, each ride in its colour.
  const withChanges = new URLSearchParams({
    departure: 'Rongai',
    destination: 'Thika',
    bookingType: 'one way',
    travelDate: todayInNairobi(),
  });
  return [
    { path: '/' },
    {
      path: `/search?${journey}`,
      ready: (page) => expect(page.getByTestId('route-result').first()).toBeVisible(),
    },
    {
      path: `/search?${withChanges}`,
      ready: (page) => expect(page.getByTestId('journey').first()).toBeVisible({ timeout: 15_000 }),
    },
    {
      path: '/stations',
      ready: (page) => expect(page.getByTestId('station-name').first()).toBeVisible(),
    },
    { path: `/station/${station}` },
    {
      path: `/station/${station}/board`,
      ready: (page) => expect(page.getByTestId('live-status')).toHaveText('Live'),
    },
    { path: '/routes/1' },
    { path: '/complain' },
    { path: '/no/such/page' },
  ];
}

const accountPages: PublicPage[] = [
  { path: '/login' },
  { path: '/register' },
  { path: '/forgot' },
  { path: '/reset' },
  { path: '/resend-activation' },
];

const contentPages: PublicPage[] = CONTENT_PAGES.map((path) => ({ path }));

/** The sign-in form sent empty: its messages are in the error colour. */
const signInErrors: PublicPage = {
  path: '/login',
  ready: async (page) => {
    await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Please input your password!')).toBeVisible();
  },
};

async function auditPages(page: Page, theme: Theme, pages: PublicPage[]) {
  await choose(page, theme);
  for (const { path, ready } of pages) {
    await page.goto(path);
    await waitForContent(page, theme);
    await ready?.(page);
    await audit(page, `${path} (${theme})`);
  }
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test('the network pages: landing, search, stations, a station, its board, a route', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      await auditPages(page, theme, networkPages(await kencomStation(request)));
    });

    test('the sign-in, sign-up and password pages', async ({ page }) => {
      test.setTimeout(90_000);
      await auditPages(page, theme, [...accountPages, signInErrors]);
    });

    test('the content pages', async ({ page }) => {
      test.setTimeout(120_000);
      await auditPages(page, theme, contentPages);
    });

    test('in Kiswahili: the landing page and a dashboard', async ({ page }) => {
      test.setTimeout(60_000);
      await choose(page, theme, 'sw');
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
      await waitForContent(page, theme);
      await audit(page, `/ in Kiswahili (${theme})`);

      await page.goto('/login');
      const form = page.getByRole('main');
      await form.getByLabel('Barua pepe au jina la mtumiaji').fill(demoAccount('station'));
      await form.getByLabel('Nenosiri', { exact: true }).fill(DEMO_PASSWORD);
      await form.getByRole('button', { name: 'Ingia' }).click();
      await expect(page).toHaveURL('/dashboard');
      await waitForContent(page, theme);
      await audit(page, `/dashboard as station in Kiswahili (${theme})`);
    });
  });
}

const roles = ['admin', 'sacco', 'owner', 'driver', 'station', 'customer'] as const;

for (const role of roles) {
  test(`the ${role} dashboard, light and dark`, async ({ page }) => {
    test.setTimeout(60_000);
    await choose(page, 'light');
    await signIn(page, demoAccount(role));
    await waitForContent(page, 'light');
    await audit(page, `/dashboard as ${role} (light)`);

    await page.evaluate(() => localStorage.setItem('foleni.theme', 'dark'));
    await page.reload();
    await waitForContent(page, 'dark');
    await audit(page, `/dashboard as ${role} (dark)`);
  });
}
