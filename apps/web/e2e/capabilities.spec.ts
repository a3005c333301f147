import { expect as baseExpect, test } from './fixtures';
import { asAccount, bearerOfPage, DEMO_ROLES, demoAccount, signIn } from './support';

// The machine is shared with other suites: allow slow answers.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

type RouteCan = { edit: boolean; archive: boolean; price: boolean };
type RouteDetail = {
  id: number;
  route_id: string;
  route_name: string;
  sacco: number | null;
  origin_station: number | null;
  destination_station: number | null;
  status: 'active' | 'archived';
  can?: RouteCan;
};

/** Saves a route unchanged, answering the status: the server refuses it to whoever may not edit it. */
function saveUnchanged(api: ReturnType<typeof asAccount>, route: RouteDetail): Promise<number> {
  return api.status('PUT', `route-by-id/${route.id}/`, {
    route_id: route.route_id,
    route_name: route.route_name,
    sacco: route.sacco,
    origin_station: route.origin_station,
    destination_station: route.destination_station,
    status: route.status,
  });
}

for (const role of DEMO_ROLES) {
  test(`every route action shown to the ${role} account is one the server accepts`, async ({
    page,
    request,
  }) => {
    await signIn(page, demoAccount(role));
    const api = asAccount(request, await bearerOfPage(page));
    const routes = (await api.get<{ results: RouteDetail[] }>('route/?p_size=50&status=active'))
      .results;
    // One route the server lets this account edit, if any, and one it does not, if any.
    const samples = [
      routes.find((route) => route.can?.edit),
      routes.find((route) => !route.can?.edit),
    ].filter((route) => route !== undefined);
    expect(samples.length).toBeGreaterThan(0);

    for (const sample of samples) {
      await page.goto(`/dashboard/routes/${sample.id}`);
      const main = page.getByRole('main');
      if (role === 'customer' || role === 'driver') {
        await expect(page.getByRole('heading', { name: 'Unauthorized Access' })).toBeVisible();
        continue;
      }
      await expect(main.getByRole('link', { name: 'Public page' })).toBeVisible();
      const edit = main.getByRole('link', { name: 'Edit route and stops' });
      const archive = main.getByRole('button', { name: 'Archive' });
      const fares = main.getByRole('link', { name: 'Fares' });
      const detail = await api.get<RouteDetail>(`route-by-id/${sample.id}/`);
      const shown = {
        edit: (await edit.count()) > 0,
        archive: (await archive.count()) > 0,
        price: (await fares.count()) > 0,
      };
      // Shown exactly as the server's policies answer (the API tests prove the server accepts
      // what its `can` allows; a save here would rebuild the shared journey planner each time).
      expect(shown, `${sample.route_id}`).toEqual(detail.can);
      if (!shown.edit) expect(await saveUnchanged(api, detail)).toBe(403);
    }
  });
}

test('the Sacco manager sees no Edit or Archive on another Sacco’s route, and the server agrees', async ({
  page,
  request,
}) => {
  await signIn(page, demoAccount('sacco'));
  const api = asAccount(request, await bearerOfPage(page));
  const routes = (await api.get<{ results: RouteDetail[] }>('route/?p_size=50&status=active'))
    .results;
  const foreign = routes.find((route) => route.can && !route.can.edit);
  if (!foreign) throw new Error('every demo route belongs to the demo Sacco');
  await page.goto(`/dashboard/routes/${foreign.id}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Public page' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Edit route and stops' })).toHaveCount(0);
  await expect(main.getByRole('button', { name: 'Archive' })).toHaveCount(0);
  await expect(main.getByRole('link', { name: 'Fares' })).toHaveCount(0);
  expect(await saveUnchanged(api, foreign)).toBe(403);
});

type Named = { id: number; name: string };

for (const role of ['admin', 'station', 'sacco'] as const) {
  test(`stations, regions and Saccos show the ${role} account the actions their can allows`, async ({
    page,
    request,
  }) => {
    await signIn(page, demoAccount(role));
    const api = asAccount(request, await bearerOfPage(page));
    const main = page.getByRole('main');
    /** Each action's button or link is there exactly when the record's `can` says so. */
    const expectShown = async (actions: Record<string, string>, can: Record<string, boolean>) => {
      for (const [action, label] of Object.entries(actions)) {
        const control = main.getByRole(action === 'edit' ? 'link' : 'button', { name: label });
        if (can[action]) await expect(control, label).toBeVisible();
        else await expect(control, label).toHaveCount(0);
      }
    };

    const stations = (
      await api.get<{ results: (Named & { can: Record<string, boolean> })[] }>(
        'station/?search=Kencom',
      )
    ).results;
    const station = stations[0] as Named & { can: Record<string, boolean> };
    await page.goto(`/dashboard/stations?search=${encodeURIComponent(station.name)}`);
    await expect(main.getByRole('link', { name: station.name, exact: true })).toBeVisible();
    await expectShown(
      { edit: `Edit ${station.name}`, archive: `Archive ${station.name}` },
      station.can,
    );

    const region = (
      await api.get<{ results: (Named & { can: Record<string, boolean> })[] }>('regions/?p_size=1')
    ).results[0] as Named & { can: Record<string, boolean> };
    await page.goto(`/dashboard/regions?search=${encodeURIComponent(region.name)}`);
    await expect(main.getByRole('link', { name: region.name, exact: true })).toBeVisible();
    await expectShown(
      { edit: `Edit ${region.name}`, archive: `Archive ${region.name}` },
      region.can,
    );

    if (role === 'station') return;
    const sacco = (
      await api.get<{ results: (Named & { can: Record<string, boolean> })[] }>('saccos/?p_size=1')
    ).results[0] as Named & { can: Record<string, boolean> };
    await page.goto('/dashboard/saccos');
    await expect(main.getByText(sacco.name).first()).toBeVisible();
    const edit = main.getByRole('button', { name: `Edit ${sacco.name}` });
    if (sacco.can.edit) await expect(edit).toBeVisible();
    else await expect(edit).toHaveCount(0);
    const suspend = main.getByRole('button', { name: 'Suspend' });
    if (sacco.can.suspend) await expect(suspend.first()).toBeVisible();
    else await expect(suspend).toHaveCount(0);
  });
}

test('pages whose every action the server refuses show Unauthorized Access', async ({ page }) => {
  for (const [role, path] of [
    ['driver', '/dashboard/add-owner'],
    ['station', '/dashboard/add-owner'],
    ['owner', '/dashboard/bookings'],
  ] as const) {
    await signIn(page, demoAccount(role));
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Unauthorized Access' })).toBeVisible();
    await page.evaluate(() => localStorage.clear());
  }
});
