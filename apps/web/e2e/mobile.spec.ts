import { expect, horizontalOverflow, test } from './fixtures';

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

test('at 360 px nothing scrolls sideways and the header menu opens', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const { scrollWidth } = await horizontalOverflow(page);
  expect(scrollWidth).toBeLessThanOrEqual(360);

  const header = page.getByRole('banner');
  // The bar's links live in the menu on a phone.
  await expect(header.getByRole('link', { name: 'Stations' })).toBeHidden();

  await header.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  for (const name of ['Features', 'Find a Station', 'Stations', 'Pricing', 'About']) {
    await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(menu.getByRole('searchbox', { name: 'Search routes and stations' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect((await horizontalOverflow(page)).scrollWidth).toBeLessThanOrEqual(360);

  // A section link closes the menu and scrolls to the section.
  await menu.getByRole('link', { name: 'Pricing', exact: true }).click();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL('/#pricing');
  await expect(page.getByRole('heading', { level: 2, name: 'Pricing' })).toBeInViewport();
});

test('language and theme can be changed from the menu, which stays open', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });

  await menu
    .getByRole('group', { name: 'Language' })
    .getByRole('button', { name: 'Kiswahili' })
    .click();
  const swMenu = page.getByRole('dialog', { name: 'Menyu' });
  await expect(swMenu).toBeVisible();
  await expect(swMenu.getByRole('link', { name: 'Vituo', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');

  await swMenu.getByRole('button', { name: 'Hali ya giza' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(swMenu).toBeVisible();

  await swMenu.getByRole('link', { name: 'Ingia' }).click();
  await expect(swMenu).toBeHidden();
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('heading', { name: 'Ingia kwenye Foleni' })).toBeVisible();
});

test('other pages fit a 360 px screen too', async ({ page }) => {
  for (const path of ['/login', '/search?q=Thika', '/no-such-page', '/stations']) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
    const { scrollWidth } = await horizontalOverflow(page);
    expect(scrollWidth, `${path} is wider than the screen`).toBeLessThanOrEqual(360);
  }
});
