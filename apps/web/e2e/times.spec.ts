import { expect, test } from './fixtures';
import { DEMO_PASSWORD, demoAccount, signIn } from './support';

// A phone or laptop set to another zone still reads Foleni's times on Nairobi time, with the zone
// named where a stamp could be taken for local time (issue #14, item 16).
test.use({ timezoneId: 'America/New_York' });
test.describe.configure({ timeout: 60_000 });

const letter = () => String.fromCharCode(65 + Math.floor(Math.random() * 26));

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
  const login = await request.post('/api/v1.0/login/', {
    data: { username: demoAccount('owner'), password: DEMO_PASSWORD },
  });
  const { access_token } = (await login.json()) as { access_token: string };
  const headers = { Authorization: `Bearer ${access_token}` };
  const plate = `KD${letter()} ${String(Math.floor(Math.random() * 900) + 100)}${letter()}`;
  const created = await request.post('/api/v1.0/vehicles/', {
    headers,
    data: { plate, make: 'Nissan', model: 'Caravan', year: 2017, seats: 14 },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()) as { id: number };
  const detail = await request.get(`/api/v1.0/vehicles/${id}/`, { headers });
  const { history } = (await detail.json()) as { history: { at: string }[] };
  const at = history[0]?.at ?? '';
  expect(inNairobi(at)).toContain('EAT');

  await signIn(page, demoAccount('owner'));
  await page.goto(`/dashboard/vehicle/${id}`);
  await expect(page.getByRole('main').getByText(inNairobi(at))).toBeVisible({ timeout: 15_000 });
});
