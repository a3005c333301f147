import { expect, test } from './fixtures';
import { bearerOf, demoAccount, signIn } from './support';

type Leg = { id: number; route_id: string; boarding_stop: string; alighting_stop: string };

const simulator = `http://127.0.0.1:${process.env.FOLENI_E2E_MPESA_PORT}`;
const PHONE = '254712000777';

test('a customer pays a booking with M-Pesa: "check your phone", then the receipt', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const travelDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Nairobi' }).format(
    new Date(Date.now() + 2 * 86_400_000),
  );
  const search = await request.post('/api/v1.0/routes/search/', {
    data: { origin: 'Ruaka Stage', destination: 'Ruiru', booking_type: 'one way', travelDate },
  });
  const [leg] = ((await search.json()) as { results: Leg[] }).results;
  if (!leg) throw new Error('the seeded network has no direct Ruaka Stage → Ruiru route');
  const fare = await request.post(`/api/v1.0/route-by-id/${leg.id}/fares/`, {
    headers: await bearerOf(request, demoAccount('admin')),
    data: { from_stop: leg.boarding_stop, to_stop: leg.alighting_stop, amount_kes: 150 },
  });
  expect(fare.ok()).toBe(true);
  // This phone's prompt waits until the test answers it, as the customer would.
  await request.post(`${simulator}/simulator/outcome`, {
    data: { outcome: 'manual', phone: PHONE },
  });

  await signIn(page, demoAccount('customer'));
  await page.goto(
    `/search?departure=Ruaka+Stage&destination=Ruiru&bookingType=one+way&travelDate=${travelDate}`,
  );
  const card = page.getByTestId('route-result').first();
  await expect(card.getByText(`Route ${leg.route_id}`)).toBeVisible({ timeout: 15_000 });
  await card.getByRole('button', { name: 'Book' }).click();

  const dialog = page.getByRole('dialog', { name: `Book seats on route ${leg.route_id}` });
  await expect(dialog.getByTestId('booking-summary')).toContainText('KES 150');
  await dialog.getByRole('radio', { name: 'M-Pesa' }).check();
  await dialog.getByLabel('M-Pesa phone number').fill('0712 0007');
  await dialog.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(dialog.getByText(/Enter an M-Pesa number such as/)).toBeVisible();
  await dialog.getByLabel('M-Pesa phone number').fill('0712 000 777');
  await dialog.getByRole('button', { name: 'Confirm booking' }).click();

  await expect(page.getByText('Check your phone', { exact: true })).toBeVisible();
  await expect(page.getByTestId('payment-status')).toHaveText(
    'Check your phone: enter your M-Pesa PIN to pay KES 150.',
  );
  const reference = (await page.getByTestId('booking-reference').textContent()) ?? '';
  expect(reference).toMatch(/^FOL-[A-Z0-9]{6}$/);

  const pushes = (await (await request.get(`${simulator}/simulator/transactions`)).json()) as {
    checkoutRequestId: string;
    request: { PhoneNumber: string; AccountReference: string; Amount: number };
  }[];
  const push = pushes.find((one) => one.request.AccountReference === reference);
  expect(push?.request).toMatchObject({ PhoneNumber: PHONE, Amount: 150 });
  const paid = await request.post(
    `${simulator}/simulator/transactions/${push?.checkoutRequestId}/paid`,
  );
  const { receipt } = (await paid.json()) as { receipt: string };

  await expect(page.getByText('Paid', { exact: true })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByTestId('payment-status')).toHaveText(
    `Paid with M-Pesa, receipt ${receipt}.`,
  );
});
