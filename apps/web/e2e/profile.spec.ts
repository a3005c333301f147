import { expect, test } from './fixtures';
import { dashboardNavigation, demoAccount, signIn } from './support';

test('the profile is edited, saved and cancelled, and shows the saved values', async ({ page }) => {
  await signIn(page, demoAccount('station'));
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL('/dashboard/profile');
  await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible();

  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('First name').fill('Barack');
  await page.getByLabel('Phone number').fill('');
  await page.getByLabel('Phone number').pressSequentially('0711222333');
  await expect(page.getByLabel('Phone number')).toHaveValue('0711 222 333');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await expect(page.getByText('Barack', { exact: true })).toBeVisible();
  await expect(page.getByText('0711 222 333')).toBeVisible();
  // The shell shows the new name at once.
  await expect(page.getByRole('button', { name: 'Account menu for Barack Otieno' })).toBeVisible();

  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('First name').fill('Someone else');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Barack', { exact: true })).toBeVisible();
  await expect(page.getByText('Someone else')).toHaveCount(0);

  // The same page at /profile; the server keeps the change.
  await page.goto('/profile');
  await expect(page.getByText('Barack', { exact: true })).toBeVisible();

  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByLabel('New password', { exact: true }).fill('new-secret');
  await page.getByLabel('Confirm new password').fill('new-secret');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your current password is incorrect.').first()).toBeVisible();
});

test('settings: dark mode, and a changed password goes home after 3 seconds', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await signIn(page, demoAccount('sacco'));
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL('/settings');

  await page.getByRole('switch', { name: 'Dark mode' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  // The sidebar's toggle says the same.
  await expect(
    dashboardNavigation(page).getByRole('button', { name: 'Dark mode' }),
  ).toHaveAttribute('aria-pressed', 'true');

  await page.getByLabel('Current password').fill('foleni-demo');
  await page.getByLabel('New password', { exact: true }).fill('foleni-demo-2');
  await page.getByLabel('Confirm new password').fill('foleni-demo-2');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed successfully')).toBeVisible();
  const changedAt = Date.now();
  await expect(page).toHaveURL('/', { timeout: 6000 });
  expect(Date.now() - changedAt).toBeGreaterThanOrEqual(2500);
});
