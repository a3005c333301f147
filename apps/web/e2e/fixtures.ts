import { test as base, expect, type Page } from '@playwright/test';

/**
 * Chromium logs every 4xx answer as "Failed to load resource". From the API such an answer is an
 * expected outcome the app handles (a wrong password, an expired token being renewed, a refused
 * action), not a browser error; 5xx answers are still reported by the response check below.
 */
function isApiRefusalLog(text: string, url: string): boolean {
  return (
    /^Failed to load resource: the server responded with a status of 4\d\d\b/.test(text) &&
    new URL(url, 'http://localhost').pathname.startsWith('/api/')
  );
}

/**
 * The map tile server (OpenStreetMap by default) cannot be reached from the test machines: a map
 * then draws its lines on a plain background, which is the fallback these tests expect.
 */
const TILE_SERVER = /^https:\/\/([a-z]\.)?tile\.openstreetmap\.org\//;

/**
 * `test` for every browser test: it fails the test on any console.error, uncaught page error,
 * failed request or 5xx answer, so a page that "works" while logging errors does not pass.
 */
export const test = base.extend<{ browserErrors: string[]; awaitApp: boolean }>({
  /** Off for a test that serves the app's script empty, to see the page as it is before React. */
  awaitApp: [true, { option: true }],
  // A test acts on a public page once the app has taken its prerendered markup over, as a person
  // does once it responds: before that its buttons take no taps and its links load the page anew
  // (the header's Sign In opens the /login page, not the modal).
  page: async ({ page, awaitApp }, use) => {
    if (!awaitApp) return use(page);
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await appTookOver(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await appTookOver(page);
      return response;
    };
    await use(page);
  },
  browserErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (
          message.type() === 'error' &&
          !isApiRefusalLog(message.text(), message.location().url) &&
          !TILE_SERVER.test(message.location().url)
        ) {
          errors.push(`console.error: ${message.text()} (${message.location().url})`);
        }
      });
      page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
      page.on('requestfailed', (request) => {
        const reason = request.failure()?.errorText ?? 'unknown';
        // A navigation or reload cancels the requests still running: not an error.
        if (reason !== 'net::ERR_ABORTED' && !TILE_SERVER.test(request.url())) {
          errors.push(`request failed: ${request.method()} ${request.url()} (${reason})`);
        }
      });
      page.on('response', (response) => {
        if (response.status() >= 500) {
          errors.push(
            `HTTP ${response.status()}: ${response.request().method()} ${response.url()}`,
          );
        }
      });
      await use(errors);
      expect(errors, 'the browser reported errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Whether the page scrolls sideways (content wider than the viewport). */
export async function horizontalOverflow(
  page: Page,
): Promise<{ scrollWidth: number; viewport: number }> {
  return page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
}

/**
 * Waits until the app has taken the prerendered markup over (src/app/prerendered-page.ts): what
 * the page shows before that is the build's English, light page with its default styles.
 */
export async function appTookOver(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('#root[data-prerendered]'));
}

/** Relative luminance (0 black … 1 white) of an element's computed background colour. */
export async function backgroundLuminance(page: Page, selector: string): Promise<number> {
  const colour = await page
    .locator(selector)
    .first()
    .evaluate((element) => {
      return getComputedStyle(element).backgroundColor;
    });
  const match = colour.match(/rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)/);
  if (!match) {
    throw new Error(`unexpected background colour ${colour} on ${selector}`);
  }
  const [r, g, b] = match.slice(1, 4).map((value) => {
    const channel = Number(value) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
