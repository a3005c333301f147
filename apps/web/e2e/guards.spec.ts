import { expect, test } from './fixtures';
import { demoAccount, signIn } from './support';

test('a visitor who is not signed in gets the Not Logged In screen', async ({ page }) => {
  await page.goto('/dashboard');
  const main = page.getByRole('main');
  // Often a worker's first page: the dashboard's ~100 files come from a cold cache (about 3 s
  // here; once over 5 s on a loaded CI machine), so this first look waits longer.
  await expect(main.getByRole('heading', { name: 'Not Logged In' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(main.getByRole('button', { name: 'Reload' })).toBeVisible();
  await main.getByRole('link', { name: 'Go to Login' }).click();
  await expect(page).toHaveURL('/login');
});

test('a customer is refused the users page', async ({ page }) => {
  await signIn(page, demoAccount('customer'));
  await page.goto('/dashboard/users');
  await expect(page.getByRole('heading', { name: 'Unauthorized Access' })).toBeVisible();
  await expect(page.getByText('You do not have permission to view this page.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
  // Not in a customer's menu either.
  await expect(page.getByRole('menuitem', { name: 'Users' })).toHaveCount(0);
});

test('a pending account sees Account Not Activated, and its profile', async ({ page }) => {
  const email = `pending.${Date.now()}@example.com`;
  const signup = await page.request.post('/api/v1.0/signup/', {
    data: {
      email,
      contact_number: '0722000111',
      national_id: '30111222',
      role: 'SACCO',
      password: 'pending-pass',
      confirmPassword: 'pending-pass',
    },
  });
  expect(signup.status()).toBe(201);

  await signIn(page, email, 'pending-pass');
  await expect(page.getByRole('heading', { name: 'Account Not Activated' })).toBeVisible();
  await page.getByRole('link', { name: 'Send a new activation link' }).click();
  await expect(page).toHaveURL('/resend-activation');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByRole('button', { name: 'Send activation link' }).click();
  await expect(
    page.getByText(
      'If an account with that e-mail is waiting for activation, a new link is on its way.',
    ),
  ).toBeVisible();

  await page.goto('/dashboard/profile');
  await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible();
  await expect(page.getByText('Pending activation')).toBeVisible();
});

test('the system admin lists, approves and suspends accounts', async ({ page }) => {
  test.setTimeout(60_000);
  const email = `wanjiku.${Date.now()}@example.com`;
  const signup = await page.request.post('/api/v1.0/signup/', {
    data: {
      firstname: 'Wanjiku',
      lastname: 'Kamau',
      email,
      contact_number: '0733444555',
      national_id: '30999888',
      role: 'customer',
      password: 'wanjiku-pass',
      confirmPassword: 'wanjiku-pass',
    },
  });
  expect(signup.status()).toBe(201);

  await signIn(page, demoAccount('admin'));
  await page.getByRole('menuitem', { name: 'Users' }).click();
  await page.getByRole('menuitem', { name: 'All users' }).click();
  await expect(page).toHaveURL('/dashboard/users');
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByTitle('Pending activation').click();
  await expect(page).toHaveURL(/status=pending/);
  const row = page.getByRole('row', { name: email });
  await expect(row).toContainText('Pending activation');

  await page.getByRole('searchbox', { name: 'Search users' }).fill(email);
  await page.getByRole('searchbox', { name: 'Search users' }).press('Enter');
  await expect(page.getByRole('row')).toHaveCount(2); // the header and Wanjiku

  await row.getByRole('button', { name: 'Approve' }).click();
  const approve = page.getByRole('dialog', { name: 'Approve Wanjiku Kamau?' });
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Account approved')).toBeVisible();
  // Still filtered on pending: the approved account leaves the list.
  await expect(page.getByText('No accounts match these filters.')).toBeVisible();

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByTitle('Active', { exact: true }).click();
  await expect(row).toContainText('Active');
  await row.getByRole('button', { name: 'Suspend' }).click();
  const suspend = page.getByRole('dialog', { name: 'Suspend Wanjiku Kamau?' });
  await suspend.getByRole('button', { name: 'Suspend' }).click();
  await expect(page.getByText('Account suspended', { exact: true })).toBeVisible();

  // Suspended accounts cannot sign in until approved again.
  const login = await page.request.post('/api/v1.0/login/', {
    data: { username: email, password: 'wanjiku-pass' },
  });
  expect(login.status()).toBe(403);

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByTitle('Suspended', { exact: true }).click();
  await row.getByRole('button', { name: 'Change role' }).click();
  const roleDialog = page.getByRole('dialog', { name: 'Change the role of Wanjiku Kamau' });
  await roleDialog.getByLabel('New role').click();
  await page.getByTitle('Driver', { exact: true }).click();
  await roleDialog.getByRole('button', { name: 'Change role' }).click();
  await expect(page.getByText('Role changed')).toBeVisible();
  await expect(row).toContainText('Driver');

  await row.getByRole('button', { name: 'Approve' }).click();
  await page
    .getByRole('dialog', { name: 'Approve Wanjiku Kamau?' })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(page.getByText('Account approved')).toBeVisible();
});

test('the signed-in area loads on a direct visit, and unknown dashboard paths are 404', async ({
  page,
}) => {
  await signIn(page, demoAccount('owner'));
  // The demo owner's first matatu is the first vehicle the seed writes.
  for (const path of ['/settings', '/profile', '/dashboard/vehicle/edit/1']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Dashboard navigation' })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Edit KDA 101A' })).toBeVisible();
  await page.goto('/dashboard/vehicle/edit/99999');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vehicle not found');
  await page.goto('/dashboard/no-such-page');
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
});
