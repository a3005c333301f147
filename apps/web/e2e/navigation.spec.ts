import { expect, test } from './fixtures';
import { builtWebApp } from './support';

const DATA_ATTRIBUTION =
  'Matatu routes and stops: Digital Matatus (University of Nairobi C4D Lab, Columbia University Center for Sustainable Urban Development, MIT Civic Data Design Lab, Groupshot), 2019 GTFS release, www.digitalmatatus.com. Licensed under CC BY 4.0.';

test('the header search box goes to /search?q=…', async ({ page }) => {
  await page.goto('/');
  const search = page
    .getByRole('banner')
    .getByRole('searchbox', { name: 'Search routes and stations' });
  await search.fill('Thika Road');
  await search.press('Enter');

  await expect(page).toHaveURL('/search?q=Thika+Road');
  await expect(page.getByRole('main').getByText('You searched for “Thika Road”.')).toBeVisible();
});

test('Find a Station and Pricing scroll to their sections of the landing page', async ({
  page,
}) => {
  await page.goto('/about');
  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main navigation' });

  await nav.getByRole('link', { name: 'Find a Station' }).click();
  await expect(page).toHaveURL('/#find-station');
  await expect(page.getByRole('heading', { level: 2, name: 'Find a Station' })).toBeInViewport();

  await nav.getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL('/#pricing');
  await expect(page.getByRole('heading', { level: 2, name: 'Pricing' })).toBeInViewport();
  await expect(page.getByText('KES 1,500')).toBeVisible();
});

test('the footer links the help pages and credits the route data', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const expected = [
    ['Make a complaint', '/complain'],
    ['FAQ', '/faq'],
    ['Contact us', '/contact'],
    ['How to use Foleni', '/how-to-use'],
    ['Privacy policy', '/privacy'],
    ['Terms of service', '/terms'],
  ] as const;
  for (const [name, href] of expected) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expect(footer.getByTestId('data-attribution')).toHaveText(DATA_ATTRIBUTION);

  await footer.getByRole('link', { name: 'Make a complaint' }).click();
  await expect(page).toHaveURL('/complain');
  await expect(page.getByRole('heading', { level: 1, name: 'File a complaint' })).toBeVisible();
});

test('the landing page downloads no other page’s code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') {
      scripts.push(new URL(request.url()).pathname);
    }
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const landingScripts = [...scripts];
  // Each page's own module, by the build's manifest: a shared chunk may bear a page's name.
  const { manifest } = builtWebApp();
  const fileOf = (module: string) => {
    const chunk = manifest[module];
    if (!chunk) throw new Error(`${module} is not in the build's manifest`);
    return `/${chunk.file}`;
  };
  expect(landingScripts).toContain(fileOf('src/app/routes/landing.tsx'));
  for (const module of [
    'src/app/routes/auth/login.tsx',
    'src/features/auth/components/auth-modal.tsx',
    'src/app/routes/dashboard/layout.tsx',
    'src/app/routes/not-found.tsx',
    'src/app/routes/complain.tsx',
    'src/app/routes/station-board.tsx',
    'src/app/routes/search.tsx',
    // The search form's code waits for a person at the page (a touch, a key, the mouse).
    'src/features/route-search/components/hero-search-form.tsx',
  ]) {
    expect(landingScripts, module).not.toContain(fileOf(module));
  }

  // The Sign In modal (its forms and zod) downloads when it is first opened.
  await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
  expect(scripts).toContain(fileOf('src/features/auth/components/auth-modal.tsx'));
});

test('a tap on the landing page’s search placeholder loads the form with the cursor in that field', async ({
  page,
}) => {
  await page.goto('/');
  // The app has taken the prerendered page over: its taps count from then on.
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  const placeholder = page.getByRole('status', { name: 'Search routes and stations' });
  // Its second field is To's.
  await placeholder.locator('span[class*="field"]').nth(1).click();
  const form = page.getByRole('search', { name: 'Route search' });
  await expect(form.getByRole('combobox', { name: 'To' })).toBeFocused();
  await expect(placeholder).toHaveCount(0);
});

test.describe('the forms prerendered', () => {
  // As most visitors: with reduced motion the app draws the page again right after it took the
  // markup over (the theme changes to turn motion off), and the fields are new ones.
  test.use({ reducedMotion: 'no-preference' });

  for (const [name, path, field] of [
    ['complaint', '/complain', 'Your name'],
    ['login', '/login', 'Email or username'],
  ] as const) {
    test(`the ${name} page's prerendered form is taken over as it is, then takes typing`, async ({
      page,
    }) => {
      // The field the server sent, kept to compare with the one on screen once the app runs.
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          Object.assign(window, { sentField: document.querySelector('main input') });
        });
      });
      await page.goto(path);
      await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
      const input = page.getByLabel(field, { exact: true });
      await expect(input).not.toHaveAttribute('readonly');
      const kept = await page.evaluate(() => {
        const sent = (window as { sentField?: Element | null }).sentField;
        return sent != null && sent === document.querySelector('main input');
      });
      expect(kept).toBe(true);
      await input.fill('Wanjiku');
      await expect(input).toHaveValue('Wanjiku');
    });
  }
});
