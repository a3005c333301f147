import { expect, test } from './fixtures';
import { linkIn, waitForMail } from './mail';
import { dashboardNavigation } from './support';

test('a passenger signs up, activates from the e-mail, signs in, sees their menu and signs out', async ({
  page,
  baseURL,
}) => {
  // Sign-up, activation, sign-in and three full page loads: more than 30 s on a busy machine.
  test.setTimeout(60_000);
  const email = `amina.${Date.now()}@example.com`;
  const password = 'matatu-2026';

  await page.goto('/register');
  const form = page.getByRole('main');
  await form.getByLabel('First name').fill('Amina');
  await form.getByLabel('Last name').fill('Wanjiru');
  await form.getByLabel('Email').fill(email);
  const phone = form.getByLabel('Phone number');
  await phone.pressSequentially('0712345678');
  await expect(phone).toHaveValue('0712 345 678');
  await form.getByLabel('National ID number').fill('27183456');
  await form.getByText('A passenger', { exact: true }).click();
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByLabel('Confirm password').fill(password);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(
    form.getByText('Account created. Check your e-mail for the link that activates it.'),
  ).toBeVisible();

  // The activation mail arrives through the SMTP server of e2e/global-setup.ts.
  const mail = await waitForMail(email);
  expect(mail.subject).toBe('Activate your Foleni account');
  const link = linkIn(mail, '/activate/');
  expect(link.startsWith(`${baseURL}/activate/`)).toBe(true);
  await page.goto(link);
  // Opening the link only shows the page (a mail scanner opens it too); the button activates.
  await page.getByRole('button', { name: 'Activate my account' }).click();
  await expect(page.getByText('Your account is activated. You can now sign in.')).toBeVisible();

  await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/login');
  await form.getByLabel('Email or username').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();

  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { name: 'Habari, Amina' })).toBeVisible();
  await expect(page.getByTestId('welcome-role')).toHaveText('Customer');
  await expect(page.getByTestId('welcome-status')).toHaveText('Active');

  // Spec §6: a customer sees Stations, Regions and Complaints (and the dashboard's home).
  const menu = dashboardNavigation(page).getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Dashboard',
    'Stations',
    'Regions',
    'Complaints',
  ]);
  await menu.getByRole('menuitem', { name: 'Regions' }).click();
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Dashboard',
    'Stations',
    'Regions',
    'All regions',
    'Add Region',
    'Complaints',
  ]);
  await menu.getByRole('menuitem', { name: 'Stations' }).click();
  await expect(page).toHaveURL('/dashboard/stations');
  await expect(page.getByRole('heading', { name: 'Stations' })).toBeVisible();
  // A customer reads the network (spec §6) but does not build it.
  await expect(page.getByText('178 stations')).toBeVisible();
  await expect(page.getByRole('link', { name: 'New station' })).toHaveCount(0);

  // A new visit with the stored tokens signs in again and greets (spec §4, §8), below the header.
  await page.reload();
  const welcome = page.getByText('welcome Amina Wanjiru');
  await expect(welcome).toBeVisible();
  expect((await welcome.boundingBox())?.y ?? 0).toBeGreaterThanOrEqual(64);
  await expect(page.getByRole('heading', { name: 'Stations' })).toBeVisible();
  // Reloading again in the same tab is not a new arrival: no second greeting.
  await expect(welcome).toBeHidden({ timeout: 10_000 });
  await page.reload();
  await expect(page.getByRole('button', { name: 'Account menu for Amina Wanjiru' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Stations' })).toBeVisible();
  await page.waitForTimeout(1500);
  await expect(welcome).toHaveCount(0);

  await page.getByRole('button', { name: 'Account menu for Amina Wanjiru' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  expect(await page.evaluate(() => sessionStorage.getItem('refresh_token'))).toBeNull();

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Not Logged In' })).toBeVisible();
});

test('the header Sign In opens the modal; login, signup and reset are its modes', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
  const modal = page.getByRole('dialog', { name: 'Sign In' });
  await expect(modal).toBeVisible();
  await expect(page).toHaveURL('/');

  await modal.getByRole('button', { name: 'Create an account' }).click();
  const signup = page.getByRole('dialog', { name: 'Create an account' });
  await expect(signup.getByLabel('Phone number')).toBeVisible();
  await signup.getByRole('button', { name: 'Sign in' }).click();

  await page
    .getByRole('dialog', { name: 'Sign In' })
    .getByRole('button', { name: 'Forgot password?' })
    .click();
  const reset = page.getByRole('dialog', { name: 'Reset your password' });
  await reset.getByLabel('Email').fill('customer@demo.foleni.ke');
  await reset.getByRole('button', { name: 'Send reset link' }).click();
  // Spec §7: the reset request goes on to /reset, which says where the link is.
  await expect(page).toHaveURL('/reset');
  await expect(
    page.getByText('If an account with that e-mail exists, a password reset link is on its way.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Open the link from your e-mail' })).toBeVisible();

  const mail = await waitForMail('customer@demo.foleni.ke');
  expect(mail.subject).toBe('Reset your Foleni password');
  expect(linkIn(mail, '/reset')).toMatch(/\/reset\?token=/);

  await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
  const login = page.getByRole('dialog', { name: 'Sign In' });
  await login.getByLabel('Email or username').fill('customer@demo.foleni.ke');
  await login.getByLabel('Password', { exact: true }).fill('foleni-demo');
  await login.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { name: 'Habari, Faith' })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toBeVisible();
});
