import { expect as baseExpect, horizontalOverflow, test } from './fixtures';
import { api, bearerOf, demoAccount, signIn } from './support';

// The machine is shared with other suites: allow slow answers.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

type Band = { start: string; end: string; headway_min: number | null };
type RouteDetail = {
  id: number;
  route_stops: { name: string; travel_s: number | null; arrival_offset_s: number }[];
  services: { direction: number; bands: Band[] }[];
};

test('a system admin sets a headway and a travel time, and sees them after a reload', async ({
  page,
  request,
}) => {
  const id = Math.random().toString(36).slice(2, 7).toUpperCase();
  const bravo = `Bravo ${id}`;

  // A route of three stops with coordinates, made through the API.
  const headers = await bearerOf(request, demoAccount('admin'));
  const [sacco] = await api<{ id: number }[]>(request, 'unauth-saccos//');
  type Place = { id: number; name: string; latitude: number | null; longitude: number | null };
  const stations = await api<{ results: Place[] }>(request, 'station/?p_size=20');
  // The route's ends are its first and last stops: two stages with coordinates.
  const [origin, destination] = stations.results.filter((station) => station.latitude !== null);
  if (!sacco || !origin || !destination) throw new Error('the seed has no Sacco or stations');
  const [alpha, charlie] = [origin.name, destination.name];
  const created = await request.post('/api/v1.0/post-route/', {
    headers,
    data: {
      route_id: `S${id}`,
      route_name: `Service test ${id}`,
      sacco: sacco.id,
      origin_station: origin.id,
      destination_station: destination.id,
    },
  });
  expect(created.status()).toBe(201);
  const routeId = ((await created.json()) as { id: number }).id;
  const stops = await request.post(`/api/v1.0/routestop-post/${routeId}/`, {
    headers,
    data: {
      stops: [
        {
          name: alpha,
          station_id: origin.id,
          latitude: origin.latitude,
          longitude: origin.longitude,
        },
        { name: bravo, latitude: -1.274, longitude: 36.815 },
        {
          name: charlie,
          station_id: destination.id,
          latitude: destination.latitude,
          longitude: destination.longitude,
        },
      ],
    },
  });
  expect(stops.ok()).toBe(true);
  const estimated = (await api<RouteDetail>(request, `route-by-id/${routeId}/`)).route_stops;
  const alphaToBravo = estimated[1]?.travel_s ?? 0;
  expect(alphaToBravo).toBeGreaterThan(60);

  await signIn(page, demoAccount('admin'));
  const main = page.getByRole('main');
  await page.goto(`/dashboard/routes/${routeId}/edit`);

  // The service starts with the default bands; travel times with the estimate.
  const offPeak = main.getByRole('spinbutton', { name: 'Off-peak: a matatu every (minutes)' });
  await expect(offPeak).toHaveValue('15');
  await expect(
    main.getByRole('spinbutton', { name: 'Morning peak: a matatu every (minutes)' }),
  ).toHaveValue('5');
  await expect(main.getByRole('textbox', { name: 'Evening peak: from' })).toHaveValue('15:00');
  const bravoToCharlie = main.getByRole('spinbutton', {
    name: `Minutes from ${bravo} to ${charlie}`,
  });
  const charlieRow = main.getByTestId('editor-stop').filter({ hasText: charlie });
  await expect(charlieRow.getByText('estimated at 20 km/h')).toBeVisible();
  await expect(
    main.getByRole('spinbutton', { name: `Minutes from ${alpha} to ${bravo}` }),
  ).toHaveValue(String(Math.round(alphaToBravo / 6) / 10));

  // A headway out of range is refused with the contract's message, then corrected.
  await offPeak.fill('0');
  await main.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    main.getByText('The time between matatus must be from 1 to 120 minutes.'),
  ).toBeVisible();
  await offPeak.fill('12');
  await expect(
    main.getByText('The time between matatus must be from 1 to 120 minutes.'),
  ).toHaveCount(0);
  await bravoToCharlie.fill('7');
  await bravoToCharlie.blur();
  await expect(charlieRow.getByRole('button', { name: 'Use the estimate' })).toBeVisible();

  await main.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Route updated successfully')).toBeVisible();
  await expect(page).toHaveURL(`/dashboard/routes/${routeId}`);

  const shown = async () => {
    const service = main.getByRole('list', { name: 'Time bands' });
    await expect(service.getByRole('listitem').nth(1)).toContainText('Off-peak');
    await expect(service.getByRole('listitem').nth(1)).toContainText('09:00–15:00');
    await expect(service.getByRole('listitem').nth(1)).toContainText('every 12 min');
    await expect(service.getByRole('listitem').nth(0)).toContainText('every 5 min');
    await expect(main.getByTestId('route-view-travel').nth(1)).toHaveText(
      '7 min from the previous stop',
    );
  };
  await shown();
  await page.reload();
  await shown();

  // Stored for both directions; the untouched stretch keeps its estimate.
  const saved = await api<RouteDetail>(request, `route-by-id/${routeId}/`);
  for (const direction of saved.services) {
    expect(direction.bands[1]).toEqual({ start: '09:00', end: '15:00', headway_min: 12 });
  }
  expect(saved.route_stops.map((stop) => stop.travel_s)).toEqual([null, alphaToBravo, 420]);

  // The editor opens with what was saved, and fits a 360 px phone.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`/dashboard/routes/${routeId}/edit`);
  await expect(offPeak).toHaveValue('12');
  await expect(bravoToCharlie).toHaveValue('7');
  await expect(charlieRow.getByRole('button', { name: 'Use the estimate' })).toBeVisible();
  const { scrollWidth, viewport } = await horizontalOverflow(page);
  expect(scrollWidth).toBeLessThanOrEqual(viewport);

  // Leave the network as the other tests expect it.
  const archived = await request.post(`/api/v1.0/route-by-id/${routeId}/archive/`, { headers });
  expect(archived.ok()).toBe(true);
});
