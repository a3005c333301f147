import { todayInNairobi } from '@foleni/contract';
import { expect, test } from './fixtures';
import { bearerOf, demoAccount, signIn } from './support';

/** Tomorrow in Nairobi (YYYY-MM-DD): a day the route's seats do not depend on today's queue. */
const tomorrowInNairobi = () => todayInNairobi(new Date(Date.now() + 86_400_000));

type Leg = { id: number; route_id: string; boarding_stop: string; alighting_stop: string };

test('a customer books seats from a search result, sees the booking and cancels it', async ({
  page,
  request,
}) => {
  // The server's first search builds its index of the network; this journey has many steps.
  test.setTimeout(60_000);
  const travelDate = tomorrowInNairobi();
  const search = await request.post('/api/v1.0/routes/search/', {
    data: {
      origin: 'Ruaka Stage',
      destination: 'Ruiru',
      booking_type: 'one way',
      travelDate,
    },
  });
  expect(search.status()).toBe(200);
  const [leg] = ((await search.json()) as { results: Leg[] }).results;
  if (!leg) throw new Error('the seeded network has no direct Ruaka Stage → Ruiru route');

  // The seed prices no journey: the admin sets this one's fare.
  const fare = await request.post(`/api/v1.0/route-by-id/${leg.id}/fares/`, {
    headers: await bearerOf(request, demoAccount('admin')),
    data: { from_stop: leg.boarding_stop, to_stop: leg.alighting_stop, amount_kes: 120 },
  });
  expect(fare.ok()).toBe(true);

  await signIn(page, demoAccount('customer'));
  await page.goto(
    `/search?departure=Ruaka+Stage&destination=Ruiru&bookingType=one+way&travelDate=${travelDate}`,
  );
  const card = page.getByTestId('route-result').first();
  await expect(card.getByText(`Route ${leg.route_id}`)).toBeVisible({ timeout: 15_000 });
  await card.getByRole('button', { name: 'Book' }).click();

  const dialog = page.getByRole('dialog', { name: `Book seats on route ${leg.route_id}` });
  await expect(dialog.getByTestId('booking-summary')).toContainText('KES 120');
  await dialog.getByLabel('Seats').fill('2');
  await expect(dialog.getByTestId('booking-summary')).toContainText('KES 240');
  await expect(dialog.getByText('Pay on boarding (cash)')).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm booking' }).click();

  const reference = page.getByTestId('booking-reference');
  await expect(reference).toHaveText(/^FOL-[A-Z0-9]{6}$/);
  const code = (await reference.textContent()) ?? '';
  await expect(
    page.getByText('Pay KES 240 to the conductor in cash when you board.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'My bookings' }).click();

  await expect(page).toHaveURL('/dashboard/bookings');
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Pending', { exact: true })).toBeVisible();
  await expect(row).toContainText(`${leg.boarding_stop} → ${leg.alighting_stop}`);

  await row.getByRole('button', { name: 'Cancel' }).click();
  await page
    .getByRole('dialog', { name: `Cancel booking ${code}?` })
    .getByRole('button', { name: 'Cancel booking' })
    .click();
  await expect(page.getByText('Booking cancelled')).toBeVisible();
  await expect(row.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Cancel' })).toHaveCount(0);

  // The passenger's home lists the trip too (customers have no Bookings item in the menu).
  await page.goto('/dashboard');
  const trip = page
    .getByRole('region', { name: 'Your trips' })
    .getByTestId('my-trip')
    .filter({ hasText: code });
  await expect(trip).toContainText(`${leg.boarding_stop} → ${leg.alighting_stop}`);
  await expect(trip.getByText('Cancelled', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'All my bookings' }).click();
  await expect(page).toHaveURL('/dashboard/bookings');
});
