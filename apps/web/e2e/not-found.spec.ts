import { expect, test } from './fixtures';

test('an unknown path shows the 404 page, and Go Home leads to the landing page', async ({
  page,
}) => {
  await page.goto('/no/such/page');

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: '404' })).toBeVisible();
  await expect(main.getByText('Sorry, the page you visited does not exist.')).toBeVisible();
  await expect(page).toHaveTitle('Page not found · Foleni');
  // The header and footer stay around the 404 page.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Foleni home' })).toBeVisible();

  await main.getByRole('link', { name: 'Go Home' }).click();

  await expect(page).toHaveURL('/');
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Matatu queues, routes and stations in one place',
    }),
  ).toBeVisible();
});

test('the 404 page speaks Kiswahili too', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('foleni.language', 'sw'));
  await page.goto('/hakuna-ukurasa');

  const main = page.getByRole('main');
  await expect(main.getByText('Samahani, ukurasa uliotembelea haupo.')).toBeVisible();
  await main.getByRole('link', { name: 'Rudi Nyumbani' }).click();
  await expect(page).toHaveURL('/');
});
