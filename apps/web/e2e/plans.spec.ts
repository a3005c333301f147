import { expect, test } from './fixtures';
import { demoAccount, signIn } from './support';

const simulator = `http://127.0.0.1:${process.env.FOLENI_E2E_MPESA_PORT}`;
const PHONE = '254712000555';

test('a Sacco chooses Basic in the pricing section, pays by M-Pesa on the dashboard, and the plan is active with its receipt', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  // This phone's prompt waits until the test answers it, as the Sacco's treasurer would.
  await request.post(`${simulator}/simulator/outcome`, {
    data: { outcome: 'manual', phone: PHONE },
  });

  await signIn(page, demoAccount('sacco'));
  const card = page.getByRole('region', { name: 'Your plan' });
  await expect(card.getByTestId('plan-status')).toBeVisible();

  await page.goto('/');
  await page.getByRole('link', { name: 'Choose Basic' }).click();
  await expect(page).toHaveURL('/dashboard?plan=basic');
  const dialog = page.getByRole('dialog', { name: 'Pay for a plan with M-Pesa' });
  await expect(dialog.getByRole('radio', { name: /Basic/ })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: /Standard/ })).toBeVisible();
  await dialog.getByLabel('M-Pesa phone number').fill('0712 000 555');
  await dialog.getByRole('button', { name: 'Pay with M-Pesa' }).click();

  await expect(dialog.getByText('Check your phone', { exact: true })).toBeVisible();
  const pushes = (await (await request.get(`${simulator}/simulator/transactions`)).json()) as {
    checkoutRequestId: string;
    request: { PhoneNumber: string; AccountReference: string; Amount: number };
  }[];
  const push = pushes.filter((one) => one.request.PhoneNumber === PHONE).at(-1);
  expect(push?.request).toMatchObject({ AccountReference: 'PLAN-BASIC', Amount: 500 });
  const paid = await request.post(
    `${simulator}/simulator/transactions/${push?.checkoutRequestId}/paid`,
  );
  const { receipt } = (await paid.json()) as { receipt: string };

  await expect(dialog.getByTestId('plan-payment-status')).toHaveText(
    `Paid with M-Pesa, receipt ${receipt}. Your plan is active.`,
    { timeout: 15_000 },
  );
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(card.getByTestId('plan-name')).toHaveText('Basic');
  await expect(card.getByTestId('plan-status')).toHaveText('Active');
  await expect(card.getByTestId('plan-receipts')).toContainText(receipt);
});

test('a visitor who chooses a plan is asked to sign in first', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Choose Standard' }).click();
  await expect(page).toHaveURL('/dashboard?plan=standard');
  await expect(page.getByRole('link', { name: 'Go to Login' })).toBeVisible();
});
