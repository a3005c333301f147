import { expect, test } from './fixtures';
import { demoAccount, signIn } from './support';

test('a driver chooses queue alerts by SMS and their language on the profile page', async ({
  page,
}) => {
  await signIn(page, demoAccount('driver'));
  await page.goto('/dashboard/profile');
  const card = page.locator('.ant-card').filter({ has: page.getByText('Queue alerts by SMS') });
  const alerts = card.getByRole('radiogroup', { name: 'Queue alerts by SMS' });
  // Automatic by default; signed in here, so nothing goes by SMS now.
  await expect(alerts.getByRole('radio', { name: 'Automatic' })).toBeChecked();
  await expect(card.getByText('Queue alerts do not go by SMS now.')).toBeVisible();

  await alerts.getByText('Always').click();
  await expect(card.getByText('Queue alerts go by SMS to 0700 000 005.')).toBeVisible();
  await card.getByLabel('Language of your texts').click();
  await page.getByRole('option', { name: 'Kiswahili' }).click();
  await expect(card.getByText('Kiswahili', { exact: true })).toBeVisible();

  // The server keeps both choices.
  await page.reload();
  await expect(alerts.getByRole('radio', { name: 'Always' })).toBeChecked();
  await expect(card.getByText('Kiswahili', { exact: true })).toBeVisible();

  await alerts.getByText('Never').click();
  await expect(card.getByText('Queue alerts do not go by SMS now.')).toBeVisible();
  await alerts.getByText('Automatic').click();
  await card.getByLabel('Language of your texts').click();
  await page.getByRole('option', { name: 'English' }).click();
  await expect(alerts.getByRole('radio', { name: 'Automatic' })).toBeChecked();
});

test('an account that is not a driver chooses only the language of its texts', async ({ page }) => {
  await signIn(page, demoAccount('customer'));
  await page.goto('/dashboard/profile');
  await expect(page.getByLabel('Language of your texts')).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: 'Queue alerts by SMS' })).toHaveCount(0);
});
