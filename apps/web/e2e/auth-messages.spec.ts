import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { demoAccount, signIn } from './support';

// Spec §5 and §8, word for word: the rules and errors of the sign-in, signup and reset forms.

/** The API call never gets an answer (the server is down or the network is gone). */
async function cutOff(page: Page, path: string) {
  await page.route(`**/api/v1.0/${path}`, (route) => route.abort('aborted'));
}

test('login: required fields, password length, refusals and fallbacks', async ({ page }) => {
  await page.goto('/login');
  const form = page.getByRole('main');
  const submit = form.getByRole('button', { name: 'Sign In' });
  await submit.click();
  await expect(form.getByText('Please input your email or username!')).toBeVisible();
  await expect(form.getByText('Please input your password!')).toBeVisible();

  await form.getByLabel('Email or username').fill(demoAccount('customer'));
  await form.getByLabel('Password', { exact: true }).fill('12345');
  await expect(form.getByText('Password must be at least 6 characters!')).toBeVisible();

  await form.getByLabel('Password', { exact: true }).fill('not-the-password');
  await submit.click();
  const alert = form.getByRole('alert');
  await expect(alert).toContainText('Login Error');
  await expect(alert).toContainText('Invalid e-mail/username or password.');

  await cutOff(page, 'login/');
  await submit.click();
  await expect(alert).toContainText('Login Error');
  await expect(alert).toContainText('server error, try again later');

  await form.getByRole('button', { name: 'Google' }).click();
  await expect(page.getByText('login coming soon')).toBeVisible();
});

test('login in the modal falls back to its own message', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
  const modal = page.getByRole('dialog', { name: 'Sign In' });
  await modal.getByLabel('Email or username').fill(demoAccount('customer'));
  await modal.getByLabel('Password', { exact: true }).fill('foleni-demo');
  await cutOff(page, 'login/');
  await modal.getByRole('button', { name: 'Sign In' }).click();
  await expect(modal.getByRole('alert')).toContainText('Login Error');
  await expect(modal.getByRole('alert')).toContainText('Something went wrong. Please try again.');
  await modal.getByRole('button', { name: 'Facebook' }).click();
  await expect(page.getByText('login coming soon')).toBeVisible();
});

test('signup: every rule and the server’s and fallback errors', async ({ page }) => {
  await page.goto('/register');
  const form = page.getByRole('main');
  const submit = form.getByRole('button', { name: 'Create account' });
  await submit.click();
  for (const text of [
    'Please input a valid email!',
    'Phone number is required!',
    'Please input your id-number!',
    'Please select a role!',
    'Please input your password!',
    'Please confirm your password!',
  ]) {
    await expect(form.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(page.getByText('Please check your input and try again.')).toBeVisible();

  await form.getByLabel('Email').fill('not-an-email');
  await expect(form.getByText('Please input a valid email!')).toBeVisible();
  await form.getByLabel('Phone number').pressSequentially('0812345678');
  await expect(form.getByLabel('Phone number')).toHaveValue('0812 345 678');
  await expect(
    form.getByText('Phone number must start with 07 and be 10 digits long!'),
  ).toBeVisible();
  await form.getByLabel('Password', { exact: true }).fill('abc');
  await expect(form.getByText('Password must be at least 6 characters!')).toBeVisible();
  await form.getByLabel('Password', { exact: true }).fill('abcdef');
  await form.getByLabel('Confirm password').fill('abcdeg');
  await expect(form.getByText('The two passwords do not match!')).toBeVisible();

  // A valid form the server refuses: the e-mail belongs to a demo account.
  await form.getByLabel('Email').fill(demoAccount('customer'));
  await form.getByLabel('Phone number').fill('');
  await form.getByLabel('Phone number').pressSequentially('0798765432');
  await form.getByLabel('National ID number').fill('22334455');
  await form.getByText('A Sacco', { exact: true }).click();
  await form.getByLabel('Confirm password').fill('abcdef');
  await submit.click();
  const alert = form.getByRole('alert').filter({ hasText: 'Signup Errors' });
  await expect(alert).toContainText('An account with this e-mail already exists.');

  await cutOff(page, 'signup/');
  await submit.click();
  await expect(alert).toContainText('An unknown error occurred.');
});

test('reset: the e-mail is required, and failures say so', async ({ page }) => {
  await page.goto('/forgot');
  const form = page.getByRole('main');
  await form.getByRole('button', { name: 'Send reset link' }).click();
  await expect(form.getByText('Please input your email!')).toBeVisible();

  await form.getByLabel('Email').fill(demoAccount('owner'));
  await cutOff(page, 'reset-password/');
  await form.getByRole('button', { name: 'Send reset link' }).click();
  await expect(form.getByRole('alert')).toContainText('Failed to send password reset email');
  await expect(form.getByRole('alert')).toContainText(
    'Server error, Try again after a few minutes',
  );

  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Forgot password?' }).click();
  const modal = page.getByRole('dialog', { name: 'Reset your password' });
  await modal.getByLabel('Email').fill(demoAccount('owner'));
  await cutOff(page, 'reset-password/');
  await modal.getByRole('button', { name: 'Send reset link' }).click();
  await expect(modal.getByRole('alert')).toContainText(
    'Failed to send reset email. Please try again.',
  );
});

test('the reset link sets a new password; without a token the page explains', async ({ page }) => {
  await page.goto('/reset');
  await expect(page.getByRole('heading', { name: 'Open the link from your e-mail' })).toBeVisible();
  await page.goto('/reset?token=not-a-real-token');
  const form = page.getByRole('main');
  await form.getByLabel('New password', { exact: true }).fill('brand-new-pass');
  await form.getByLabel('Confirm new password').fill('brand-new-pasS');
  await expect(form.getByText('The two passwords do not match!')).toBeVisible();
  await form.getByLabel('Confirm new password').fill('brand-new-pass');
  await form.getByRole('button', { name: 'Save new password' }).click();
  await expect(form.getByRole('alert')).toContainText(
    'This reset link is invalid or has expired. Ask for a new one.',
  );
});

test('an invalid activation link says so and offers a new one', async ({ page }) => {
  await page.goto('/activate/not-a-real-token');
  await page.getByRole('button', { name: 'Activate my account' }).click();
  await expect(page.getByText('Activation failed')).toBeVisible();
  await expect(
    page.getByText('This activation link is invalid or has expired. Ask for a new one below.'),
  ).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Send a new activation link' }).click();
  await expect(page).toHaveURL('/resend-activation');
});

test('logout that cannot reach the server still signs out, with Logout Failed', async ({
  page,
}) => {
  await signIn(page, demoAccount('driver'));
  await cutOff(page, 'logout/');
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByText('Logout Failed')).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
});
