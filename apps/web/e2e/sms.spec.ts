import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { chooseOption, demoAccount, signIn } from './support';

/** The profile page, reached as a person does: from the account menu. */
async function openProfile(page: Page) {
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible();
}

test('a driver chooses queue alerts by SMS and their language on the profile page', async ({
  page,
}) => {
  await signIn(page, demoAccount('driver'));
  await openProfile(page);
  const card = page.locator('.ant-card').filter({ has: page.getByText('Queue alerts by SMS') });
  const alerts = card.getByRole('radiogroup', { name: 'Queue alerts by SMS' });
  // Automatic by default; signed in here, so nothing goes by SMS now.
  await expect(alerts.getByRole('radio', { name: 'Automatic' })).toBeChecked();
  await expect(card.getByText('Queue alerts do not go by SMS now.')).toBeVisible();

  await alerts.getByText('Always').click();
  await expect(card.getByText('Queue alerts go by SMS to 0700 000 005.')).toBeVisible();
  await card.getByRole('combobox', { name: 'Language of your texts' }).click();
  await chooseOption(page, 'Kiswahili');
  await expect(card.getByText('Kiswahili', { exact: true })).toBeVisible();

  // The server keeps both choices.
  await page.reload();
  // A full load of the dashboard's code: allow it more than a click's moment.
  await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(alerts.getByRole('radio', { name: 'Always' })).toBeChecked();
  await expect(card.getByText('Kiswahili', { exact: true })).toBeVisible();

  await alerts.getByText('Never').click();
  await expect(card.getByText('Queue alerts do not go by SMS now.')).toBeVisible();
  await alerts.getByText('Automatic').click();
  await card.getByRole('combobox', { name: 'Language of your texts' }).click();
  await chooseOption(page, 'English');
  await expect(card.getByText('English', { exact: true })).toBeVisible();
  await expect(alerts.getByRole('radio', { name: 'Automatic' })).toBeChecked();
});

test('an account that is not a driver chooses only the language of its texts', async ({ page }) => {
  await signIn(page, demoAccount('customer'));
  await openProfile(page);
  await expect(page.getByRole('combobox', { name: 'Language of your texts' })).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: 'Queue alerts by SMS' })).toHaveCount(0);
});
