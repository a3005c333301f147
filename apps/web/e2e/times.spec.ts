import { expect, test } from './fixtures';
import { api, bearerOf, demoAccount, signIn, uniquePlate } from './support';

// A phone or laptop set to another zone still reads Foleni's times on Nairobi time, with the zone
// named where a stamp could be taken for local time (issue #14, item 16).
test.use({ timezoneId: 'America/New_York' });
test.describe.configure({ timeout: 60_000 });

/** What the page must show: the moment on Nairobi time, as en-KE writes it, and the zone. */
function inNairobi(iso: string): string {
  return new Intl.DateTimeFormat('en-KE', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Africa/Nairobi',
    timeZoneName: 'short',
  }).format(new Date(iso));
}

test("a vehicle's history is on Nairobi time in a browser set to New York", async ({
  page,
  request,
}) => {
  const headers = await bearerOf(request, demoAccount('owner'));
  const { id } = await api<{ id: number }>(request, 'vehicles/', {
    method: 'POST',
    headers,
    data: { plate: uniquePlate(), make: 'Nissan', model: 'Caravan', year: 2017, seats: 14 },
  });
  const { history } = await api<{ history: { at: string }[] }>(request, `vehicles/${id}/`, {
    headers,
  });
  const at = history[0]?.at ?? '';
  expect(inNairobi(at)).toContain('EAT');

  await signIn(page, demoAccount('owner'));
  await page.goto(`/dashboard/vehicle/${id}`);
  await expect(page.getByRole('main').getByText(inNairobi(at))).toBeVisible({ timeout: 15_000 });
});
