import { expect as baseExpect, test } from './fixtures';
import { api, demoAccount, searchAndChoose, signIn } from './support';

// The machine is shared with other suites: allow slow answers.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

type Page_<T> = { results: T[]; count: number };
type RouteRow = { id: number; route_id: string; route_name: string; sacco_name: string | null };
type RouteDetail = RouteRow & { route_stops: { name: string }[] };

/** A suffix that keeps this run's records apart from every other test's. */
const unique = () => Math.random().toString(36).slice(2, 7).toUpperCase();

test('a system admin creates a region, a station in it and a route with five reordered stops', async ({
  page,
  request,
}) => {
  // A long journey through four forms on a shared, busy machine.
  test.setTimeout(240_000);
  const id = unique();
  const regionName = `Test Region ${id}`;
  const stationName = `Test Stage ${id}`;
  await signIn(page, demoAccount('admin'));
  const main = page.getByRole('main');

  // Region
  await page.goto('/dashboard/regions');
  await main.getByRole('link', { name: 'New region' }).click();
  await expect(page).toHaveURL('/dashboard/regions/new');
  await main.getByRole('button', { name: 'Create region' }).click();
  await expect(main.getByText('Please input the region name!')).toBeVisible();
  await main.getByLabel('Name').fill(regionName);
  await main.getByLabel('Description').fill('Made by the browser test');
  await main.getByRole('button', { name: 'Create region' }).click();
  await expect(page.getByText('Region created')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/regions\/\d+$/);
  await expect(main.getByRole('heading', { level: 1, name: regionName })).toBeVisible();

  // The regions table finds it.
  await page.goto('/dashboard/regions');
  await main.getByRole('searchbox', { name: 'Search regions' }).fill(regionName);
  await main.getByRole('searchbox', { name: 'Search regions' }).press('Enter');
  await expect(main.getByText('1 region', { exact: true })).toBeVisible();
  await expect(main.getByRole('link', { name: regionName, exact: true })).toBeVisible();

  // Station in that region
  await page.goto('/dashboard/newstation');
  await main.getByLabel('Name').fill(stationName);
  await searchAndChoose(page, main.getByRole('combobox', { name: 'Region' }), id, regionName);
  await main.getByLabel('Latitude').fill('-1.2921');
  await main.getByLabel('Longitude').fill('36.8219');
  await main.getByLabel('Address').fill('Moi Avenue');
  await main.getByLabel('Capacity').fill('25');
  await main.getByRole('button', { name: 'Create station' }).click();
  await expect(page).toHaveURL(/\/dashboard\/stations\/\d+$/);
  await expect(main.getByRole('heading', { level: 1, name: stationName })).toBeVisible();
  await expect(main.getByRole('link', { name: regionName })).toBeVisible();
  await expect(main.getByText('-1.29210, 36.82190')).toBeVisible();
  // A station admin account is attached to it.
  const adminSearch = main.getByRole('combobox', { name: 'Find a station admin account' });
  await searchAndChoose(page, adminSearch, 'Baraka', demoAccount('station'));
  await main.getByRole('button', { name: 'Attach' }).click();
  await expect(page.getByText('Station admin attached')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Detach Baraka Otieno' })).toBeVisible();

  // Route with five stops
  const saccos = await api<{ id: number; name: string }[]>(request, 'unauth-saccos//');
  const sacco = saccos[0];
  if (!sacco) throw new Error('no Sacco in the seed');
  const code = `T${id}`;
  await page.goto('/dashboard/routes/new');
  await main.getByLabel('Route number').fill(code);
  await main.getByLabel('Route name').fill(`Test route ${id}`);
  await searchAndChoose(
    page,
    main.getByRole('combobox', { name: 'Sacco' }),
    sacco.name,
    sacco.name,
  );
  await searchAndChoose(
    page,
    main.getByRole('combobox', { name: 'Origin station' }),
    stationName,
    stationName,
  );
  await searchAndChoose(
    page,
    main.getByRole('combobox', { name: 'Destination station' }),
    'Kencom',
    'Kencom/Ambassadeur',
  );

  const stationSearch = main.getByRole('combobox', { name: 'Search a station to add' });
  await searchAndChoose(page, stationSearch, stationName, stationName);
  await main.getByRole('button', { name: 'Add station' }).click();
  for (const name of ['Alpha', 'Bravo', 'Charlie']) {
    await main.getByRole('textbox', { name: 'Stop name' }).fill(`${name} ${id}`);
    await main.getByRole('button', { name: 'Add stop' }).click();
  }
  await searchAndChoose(page, stationSearch, 'Kencom', 'Kencom/Ambassadeur');
  await main.getByRole('button', { name: 'Add station' }).click();
  const editorStops = main.getByTestId('editor-stop-name');
  await expect(editorStops).toHaveText([
    stationName,
    `Alpha ${id}`,
    `Bravo ${id}`,
    `Charlie ${id}`,
    'Kencom/Ambassadeur',
  ]);

  // Reorder: an arrow moves Bravo below Charlie; a drag puts Charlie before Alpha. The ends stay
  // the origin and destination stations.
  await main.getByRole('button', { name: `Move Bravo ${id} down` }).click();
  await expect(main.getByRole('button', { name: `Move Bravo ${id} down` })).toBeFocused();
  await main
    .getByTestId('editor-stop')
    .filter({ hasText: `Charlie ${id}` })
    .dragTo(main.getByTestId('editor-stop').filter({ hasText: `Alpha ${id}` }));
  const newOrder = [
    stationName,
    `Charlie ${id}`,
    `Alpha ${id}`,
    `Bravo ${id}`,
    'Kencom/Ambassadeur',
  ];
  await expect(editorStops).toHaveText(newOrder);

  await main.getByRole('button', { name: 'Create route' }).click();
  await expect(page.getByText('Route created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/routes\/\d+$/);
  const routeId = page.url().split('/').at(-1);
  await expect(
    main.getByRole('heading', { level: 1, name: `${code} · Test route ${id}` }),
  ).toBeVisible();
  // The outbound stops; the server also lists the return trip, in reverse.
  await expect(
    main.getByRole('list', { name: 'Stops in order' }).getByTestId('route-view-stop'),
  ).toHaveText(newOrder);
  const saved = await api<RouteDetail>(request, `route-by-id/${routeId}/`);
  expect(saved.route_stops.map((stop) => stop.name)).toEqual(newOrder);

  // The route's public page shows the stops in the new order.
  await main.getByRole('link', { name: 'Public page' }).click();
  await expect(page).toHaveURL(`/routes/${routeId}`);
  const outbound = page.getByRole('region', {
    name: `Stops from ${newOrder[0]} to ${newOrder.at(-1)}`,
  });
  await expect(outbound.getByTestId('route-stop-name')).toHaveText(newOrder);

  // The new station is on the public station list.
  await page.goto('/stations');
  await page.getByRole('searchbox', { name: 'Search stations' }).fill(stationName);
  await expect(page.getByTestId('station-name')).toHaveText([stationName]);
});

test('a Sacco account sees only its own Sacco’s routes, and cannot add routes', async ({
  page,
  request,
}) => {
  await signIn(page, demoAccount('sacco'));
  await page.goto('/dashboard/routes');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Routes' })).toBeVisible();
  const banner = main.getByText(/^Showing the routes of .+\.$/);
  await expect(banner).toBeVisible();
  const saccoName = (await banner.textContent())?.replace(/^Showing the routes of (.+)\.$/, '$1');
  const sacco = (await api<{ id: number; name: string }[]>(request, 'unauth-saccos//')).find(
    (candidate) => candidate.name === saccoName,
  );
  if (!sacco) throw new Error(`no Sacco named ${saccoName}`);

  const own = await api<Page_<RouteRow>>(request, `route/?sacco=${sacco.id}&p_size=20`);
  const all = await api<Page_<RouteRow>>(request, 'route/?p_size=1');
  expect(own.count).toBeGreaterThan(0);
  expect(all.count).toBeGreaterThan(own.count);
  await expect(
    main.getByText(`${own.count} route${own.count === 1 ? '' : 's'}`, { exact: true }),
  ).toBeVisible();

  const rows = main.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows).toHaveCount(own.results.length);
  for (const row of await rows.all()) {
    await expect(row).toContainText(sacco.name);
  }
  // The Sacco filter is fixed; Add Route and pricing are not offered (spec §6).
  await expect(main.getByRole('combobox', { name: 'Filter by Sacco' })).toHaveCount(0);
  await expect(main.getByRole('link', { name: 'New route' })).toHaveCount(0);
  await expect(main.getByRole('link', { name: 'Route pricing' })).toHaveCount(0);
  // Its own routes can be edited.
  await expect(
    main.getByRole('link', { name: `Edit ${own.results[0]?.route_id}`, exact: true }),
  ).toBeVisible();
});

test('route pricing: a fare is added between two stops and listed', async ({ page, request }) => {
  const routes = await api<Page_<RouteRow & { stop_count: number }>>(
    request,
    'route/?p_size=20&status=active',
  );
  const route = routes.results.find((candidate) => candidate.stop_count >= 3);
  if (!route) throw new Error('no route with three stops');
  const detail = await api<RouteDetail>(request, `route-by-id/${route.id}/`);
  const from = detail.route_stops[0]?.name ?? '';
  const to = detail.route_stops[2]?.name ?? '';
  const amount = 100 + Math.floor(Math.random() * 800);

  await signIn(page, demoAccount('admin'));
  await page.goto('/dashboard/routes/add-pricing');
  const main = page.getByRole('main');
  await expect(main.getByText('Choose a route to see and set its fares')).toBeVisible();
  await searchAndChoose(
    page,
    main.getByRole('combobox', { name: 'Route' }),
    route.route_id,
    `${route.route_id} ·`,
  );
  await expect(page).toHaveURL(`/dashboard/routes/add-pricing?route=${route.id}`);
  await expect(
    main.getByRole('heading', { name: `Fares of ${route.route_id} ${route.route_name}` }),
  ).toBeVisible();

  await main.getByRole('button', { name: 'Add fare' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a fare' });
  await dialog.getByRole('button', { name: 'Save fare' }).click();
  await expect(
    dialog.getByText('The fare must be a whole number of shillings from 1 to 100,000.'),
  ).toBeVisible();
  await searchAndChoose(page, dialog.getByRole('combobox', { name: 'From' }), from, from);
  await searchAndChoose(page, dialog.getByRole('combobox', { name: 'To' }), to, to);
  await dialog.getByLabel('Fare (KES)', { exact: true }).fill(String(amount));
  await dialog.getByLabel('Peak-hour fare (KES)').fill(String(amount + 50));
  await dialog.getByRole('button', { name: 'Save fare' }).click();
  await expect(page.getByText('Fare saved successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = main.locator('.ant-table-row').filter({ hasText: from }).filter({ hasText: to });
  await expect(row).toContainText(`KES ${amount}`);
  await expect(row).toContainText(`KES ${amount + 50}`);
  const fares = await api<{ from_stop: string; to_stop: string; amount_kes: number }[]>(
    request,
    `route-by-id/${route.id}/fares/`,
  );
  expect(fares).toContainEqual(
    expect.objectContaining({ from_stop: from, to_stop: to, amount_kes: amount }),
  );
});

test('GTFS import: a file that is not a feed is refused with the server’s reason', async ({
  page,
}) => {
  await signIn(page, demoAccount('admin'));
  await page.goto('/dashboard/routes');
  await page.getByRole('button', { name: 'Import GTFS feed' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import a GTFS feed' });
  await expect(dialog.getByRole('button', { name: 'Import' })).toBeDisabled();
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'feed.zip',
    mimeType: 'application/zip',
    buffer: Buffer.from('stop_id,stop_name\n1,Kencom\n'),
  });
  await expect(dialog.getByText('feed.zip')).toBeVisible();
  await dialog.getByRole('button', { name: 'Import' }).click();
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText('The feed was not imported');
  await expect(alert).toContainText(
    /This file is not a \.zip archive|This \.zip file is damaged and cannot be opened/,
  );
});

test('a station admin is offered Edit only on their own station and the routes that use it', async ({
  page,
  request,
}) => {
  type StationRow = { id: number; name: string };
  type RouteEnds = RouteRow & {
    origin_station: number | null;
    destination_station: number | null;
  };
  const own = (await api<Page_<StationRow>>(request, 'station/?search=Kencom')).results.find(
    (station) => station.name === 'Kencom/Ambassadeur',
  ) as StationRow;
  const routes = (await api<Page_<RouteEnds>>(request, 'route/?p_size=100')).results;
  const ends = (route: RouteEnds) => [route.origin_station, route.destination_station];
  const ownRoute = routes.find((route) => ends(route).includes(own.id)) as RouteEnds;
  const otherRoute = routes.find((route) => !ends(route).includes(own.id)) as RouteEnds;

  await signIn(page, demoAccount('station'));
  const main = page.getByRole('main');
  await page.goto('/dashboard/stations?search=Kencom');
  await expect(main.getByRole('link', { name: 'Edit Kencom/Ambassadeur' })).toBeVisible();
  await page.goto('/dashboard/stations?search=Allsops');
  await expect(main.getByRole('link', { name: 'Allsops', exact: true })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Edit Allsops' })).toHaveCount(0);

  await page.goto(`/dashboard/routes?search=${encodeURIComponent(ownRoute.route_id)}`);
  await expect(main.getByRole('link', { name: `Edit ${ownRoute.route_id}` })).toBeVisible();
  await page.goto(`/dashboard/routes?search=${encodeURIComponent(otherRoute.route_id)}`);
  await expect(main.getByRole('link', { name: otherRoute.route_name }).first()).toBeVisible();
  await expect(main.getByRole('link', { name: `Edit ${otherRoute.route_id}` })).toHaveCount(0);
});
