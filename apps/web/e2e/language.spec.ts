import { expect, test } from './fixtures';

test.use({ locale: 'en-GB' });

test('switching to Kiswahili translates the header, and the choice survives a reload', async ({
  page,
}) => {
  await page.goto('/');
  const html = page.locator('html');
  const header = page.getByRole('banner');
  const nav = header.getByRole('navigation', { name: 'Main navigation' });

  await expect(html).toHaveAttribute('lang', 'en');
  await expect(nav.getByRole('link', { name: 'Stations' })).toBeVisible();

  await header
    .getByRole('group', { name: 'Language' })
    .getByRole('button', { name: 'Kiswahili' })
    .click();

  await expect(html).toHaveAttribute('lang', 'sw');
  const swNav = header.getByRole('navigation', { name: 'Urambazaji mkuu' });
  for (const name of ['Vipengele', 'Tafuta Kituo', 'Vituo', 'Bei', 'Kuhusu']) {
    await expect(swNav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(header.getByRole('link', { name: 'Ingia' })).toBeVisible();
  await expect(header.getByRole('searchbox', { name: 'Tafuta njia na vituo' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Foleni za matatu, njia na vituo mahali pamoja' }),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('foleni.language'))).toBe('sw');

  await page.reload();

  await expect(html).toHaveAttribute('lang', 'sw');
  await expect(swNav.getByRole('link', { name: 'Vituo', exact: true })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Ingia' })).toBeVisible();
  await expect(
    header.getByRole('group', { name: 'Lugha' }).getByRole('button', { name: 'Kiswahili' }),
  ).toHaveAttribute('aria-pressed', 'true');

  // The sign-in page is translated as well.
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Ingia kwenye Foleni' })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Ingia' }).click();
  await expect(page.getByText('Tafadhali andika nenosiri lako!')).toBeVisible();

  // Back to English.
  await header
    .getByRole('group', { name: 'Lugha' })
    .getByRole('button', { name: 'English' })
    .click();
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'Sign in to Foleni' })).toBeVisible();
});

test('a browser set to Kiswahili gets Kiswahili on the first visit', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'sw-KE' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Ingia' })).toBeVisible();
  await context.close();
});
