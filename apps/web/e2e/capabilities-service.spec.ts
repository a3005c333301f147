import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { approvedVehicle, change, join, queueColumn, routeAt, setUp } from './queue-support';
import {
  type AccountApi,
  capabilityTests,
  DEMO_ROLES,
  demoAccount,
  demoApi,
  type PageCase,
  type PageSample,
  type SignedIn,
} from './support';

// The passengers' side and the daily work: complaints, bookings, M-Pesa payments, places and
// the station queue.

test.describe.configure({ timeout: 180_000 });

/** A complaint the demo customer filed about the demo Sacco and a vehicle of the demo owner. */
async function fileComplaint(request: APIRequestContext): Promise<number> {
  const [sacco] = (
    await (await demoApi(request, 'sacco')).get<{ results: { id: number }[] }>('saccos/')
  ).results;
  const form = new FormData();
  form.set('complainant_name', 'Faith Achieng');
  form.set('complainant_email', demoAccount('customer'));
  form.set('complaint_type', 'overcharging');
  form.set('sacco', String(sacco?.id));
  form.set('vehicle_plate_number', 'KDA 101A');
  form.set('message', 'The conductor asked for twice the fare.');
  const filed = await request.post('/api/v1.0/complaints/', { multipart: form });
  expect(filed.status()).toBe(201);
  return ((await filed.json()) as { complaint: { id: number } }).complaint.id;
}

const complaintsPage: PageCase = {
  name: 'Complaints',
  path: '/dashboard/complaints',
  area: 'complaint.view',
  refused: ({ api }) => [api.status('GET', 'complaints/')],
  async samples({ page, request, api }) {
    const main = page.getByRole('main');
    const id = await fileComplaint(request);
    const seen = await api.lookup<{ can?: { handle: boolean } }>(`complaints/${id}/`);
    const handle = seen?.can?.handle ?? false;
    return [
      {
        name: `complaint #${id}`,
        path: `/dashboard/complaints/${id}`,
        ready: seen
          ? main.getByRole('heading', { name: `#${id}` })
          : main.getByText('This complaint does not exist or is not yours to see.'),
        actions: {
          assign: {
            control: main.getByRole('button', { name: 'Assign' }),
            shown: handle,
            can: handle,
            // Nobody is assigned yet: unassigning it changes nothing.
            call: () => api.status('POST', `complaints/${id}/assign/`, { assignee: null }),
          },
          status: {
            control: main.getByRole('button', { name: /(Start review|Resolve|Dismiss)$/ }),
            shown: handle,
            can: handle,
          },
        },
      },
    ];
  },
};

type Leg = { route: number; boarding_stop: string; alighting_stop: string };

/**
 * Two journeys whose bookings reach different staff: one on a demo Sacco route (its Sacco's
 * account), one from the demo station admin's station (its admin), on a route of another Sacco.
 */
function demoLegs(request: APIRequestContext): Promise<{ sacco: Leg; station: Leg }> {
  // Found once: the network does not change during the run.
  journeys ??= findDemoLegs(request);
  return journeys;
}
let journeys: Promise<{ sacco: Leg; station: Leg }> | undefined;

async function findDemoLegs(request: APIRequestContext) {
  const setup = await setUp(request);
  const manager = await demoApi(request, 'sacco');
  const own = (
    await manager.get<{ results: { id: number; can?: { edit: boolean } }[] }>(
      'route/?p_size=50&status=active',
    )
  ).results.find((route) => route.can?.edit);
  if (!own) throw new Error('the demo Sacco runs no route');
  return {
    sacco: await legOn(request, own.id, null),
    station: await legOn(request, routeAt(setup, 0).id, setup.station),
  };
}

/** A journey on a route: from the stop at `station` (or the first stop) to the far end. */
async function legOn(request: APIRequestContext, route: number, station: number | null) {
  const admin = await demoApi(request, 'admin');
  const { route_stops: stops } = await admin.get<{
    route_stops: { name: string; station_id: number | null }[];
  }>(`route-by-id/${route}/`);
  const boarding = Math.max(
    0,
    stops.findIndex((stop) => stop.station_id === station),
  );
  const alighting = boarding === stops.length - 1 ? 0 : stops.length - 1;
  return {
    route,
    boarding_stop: stops[boarding]?.name ?? '',
    alighting_stop: stops[alighting]?.name ?? '',
  };
}

/** A day `days` ahead in Nairobi (YYYY-MM-DD). */
const daysAhead = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Nairobi' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

/** Books a seat as the demo customer; each role's test books its own day. */
async function book(request: APIRequestContext, leg: Leg, day: string, payment: object = {}) {
  const customer = await demoApi(request, 'customer');
  const { booking } = await customer.send<{ booking: { id: number; reference: string } }>(
    'POST',
    'bookings/',
    { ...leg, travel_date: day, seats: 1, booking_type: 'one way', ...payment },
  );
  return booking;
}

/** A booking's row on the bookings page of `day`, as `account` sees it. */
async function bookingSample(
  { page, api }: SignedIn,
  booking: { id: number; reference: string },
  day: string,
): Promise<PageSample> {
  const main = page.getByRole('main');
  const seen = await api.lookup<{ can?: Record<string, boolean> }>(`bookings/${booking.id}/`);
  const can = { cancel: false, confirm: false, complete: false, ...seen?.can };
  const row = main.getByRole('row').filter({ hasText: booking.reference });
  const act = (action: string) => () => api.status('POST', `bookings/${booking.id}/${action}/`, {});
  return {
    name: `booking ${booking.reference}`,
    path: `/dashboard/bookings?travel_date=${day}`,
    // Out of sight: the list has loaded, empty or with the day's other booking.
    ready: seen
      ? row
      : main
          .getByText(/^(No bookings match\.|You have no bookings yet\.)$/)
          .or(main.locator('.ant-table-row')),
    actions: {
      confirm: {
        control: row.getByRole('button', { name: /Confirm$/ }),
        ...shownAs(can.confirm),
        call: act('confirm'),
      },
      // Only once confirmed: the server would answer that it is too early, not who may.
      complete: {
        control: row.getByRole('button', { name: /Complete$/ }),
        ...shownAs(can.complete),
      },
      cancel: {
        control: row.getByRole('button', { name: /Cancel$/ }),
        ...shownAs(can.cancel),
        call: act('cancel'),
      },
    },
  };
}

const bookingsPage: PageCase = {
  name: 'Bookings',
  path: '/dashboard/bookings',
  area: 'booking.list',
  refused: ({ api }) => [api.status('GET', 'bookings/')],
  async samples(account) {
    const day = daysAhead(3 + DEMO_ROLES.indexOf(account.role));
    const legs = await demoLegs(account.request);
    const samples: PageSample[] = [];
    for (const leg of [legs.sacco, legs.station]) {
      const booking = await book(account.request, leg, day);
      samples.push(await bookingSample(account, booking, day));
    }
    return samples;
  },
};

/** Shown exactly when the server allows it. */
const shownAs = (can: boolean) => ({ shown: can, can });

/** A booking paid with M-Pesa (the simulator answers "paid"), and its payment as the admin sees it. */
async function paidBooking(request: APIRequestContext, day: string) {
  const leg = (await demoLegs(request)).sacco;
  const admin = await demoApi(request, 'admin');
  const route = await admin.get<{ fares: { from_stop: string; to_stop: string }[] }>(
    `route-by-id/${leg.route}/`,
  );
  const priced = route.fares.some(
    (fare) => fare.from_stop === leg.boarding_stop && fare.to_stop === leg.alighting_stop,
  );
  if (!priced) {
    await admin.send('POST', `route-by-id/${leg.route}/fares/`, {
      from_stop: leg.boarding_stop,
      to_stop: leg.alighting_stop,
      amount_kes: 100,
    });
  }
  const phone = `2547${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const booking = await book(request, leg, day, { payment_method: 'mpesa', phone });
  type Payment = { id: number; booking: number | null; status: string };
  let payment: Payment | undefined;
  await expect(async () => {
    const list = await admin.get<{ results: Payment[] }>('payments/mpesa/?status=paid&p_size=50');
    payment = list.results.find((one) => one.booking === booking.id);
    expect(payment).toBeDefined();
  }).toPass({ timeout: 20_000 });
  return { booking, payment: payment as Payment };
}

const paymentsPage: PageCase = {
  name: 'M-Pesa payments',
  path: '/dashboard/payments',
  area: 'payment.view',
  refused: ({ api }) => [api.status('GET', 'payments/mpesa/')],
  async samples({ page, request, api, role }) {
    const main = page.getByRole('main');
    const { booking, payment } = await paidBooking(
      request,
      daysAhead(10 + DEMO_ROLES.indexOf(role)),
    );
    const seen = (
      await api.get<{ results: { id: number; can: { refund: boolean } }[] }>(
        'payments/mpesa/?status=paid&p_size=50',
      )
    ).results.find((one) => one.id === payment.id);
    const row = main.getByRole('row').filter({ hasText: booking.reference });
    const can = seen?.can.refund ?? false;
    return [
      {
        name: `payment of ${booking.reference}`,
        path: '/dashboard/payments?status=paid',
        ready: seen ? row : main.getByText('No M-Pesa payments for these filters.'),
        actions: {
          refund: {
            control: row.getByRole('button', { name: 'Refund done' }),
            ...shownAs(can),
            // The test's own payment: recording its refund harms nobody.
            call: () =>
              api.status('POST', `payments/mpesa/${payment.id}/refund/`, {
                reference: `RF${Date.now()}`.slice(0, 20),
              }),
          },
        },
      },
    ];
  },
};

type Place = { id: number; name: string };

/** A place changed and set back, or archived and restored. */
const placeCall = (api: AccountApi, place: Place, change: object) => () =>
  api.status('PATCH', `places/${place.id}/`, change);

const placesPage: PageCase = {
  name: 'Places',
  path: '/dashboard/places',
  area: 'place.manage',
  // An unchanged save: harmless even if the server took it.
  refused: ({ api }) => [
    api
      .get<{ results: Place[] }>('places/?p_size=1')
      .then(({ results: [place] }) =>
        api.status('PATCH', `places/${place?.id}/`, { name: place?.name }),
      ),
  ],
  async samples({ page, api, me }) {
    const main = page.getByRole('main');
    const [place] = (await api.get<{ results: Place[] }>('places/?p_size=1')).results;
    if (!place) throw new Error('the seed has no places');
    const manage = me.capabilities['place.manage'] === true;
    return [
      {
        name: place.name,
        path: `/dashboard/places?search=${encodeURIComponent(place.name)}`,
        ready: main.getByText(place.name, { exact: true }),
        actions: {
          create: { control: main.getByRole('button', { name: 'New place' }), ...shownAs(manage) },
          edit: {
            control: main.getByRole('button', { name: `Edit ${place.name}` }),
            ...shownAs(manage),
            call: placeCall(api, place, { name: place.name }),
          },
          archive: {
            control: main.getByRole('button', { name: `Archive ${place.name}` }),
            ...shownAs(manage),
            call: placeCall(api, place, { status: 'archived' }),
            undo: placeCall(api, place, { status: 'active' }),
          },
        },
      },
    ];
  },
};

/** The station queue with a vehicle of the demo owner, driven by the demo driver, in its line. */
async function queuedVehicle(request: APIRequestContext) {
  const setup = await setUp(request);
  const route = routeAt(setup, 0);
  const vehicle = await approvedVehicle(request, setup, true);
  const { entry } = await join(request, setup, route, vehicle.id);
  return { setup, route, vehicle, entry: entry.id };
}

const queuePage: PageCase = {
  name: 'Queue',
  path: '/dashboard/queue',
  area: 'queue.view',
  refused: ({ api }) => [api.status('GET', 'station-admin/queue/')],
  async samples(account) {
    const { page, api, me } = account;
    const main = page.getByRole('main');
    const { setup, route, vehicle, entry } = await queuedVehicle(account.request);
    const listed = (
      await api.get<{ results: { id: number; can?: Record<string, boolean> }[] }>(
        `station-admin/queue/?station=${setup.station}&p_size=100`,
      )
    ).results.find((one) => one.id === entry);
    const can = { leave: false, remove: false, ...listed?.can };
    const put = (data: object) => () => api.status('PUT', `queue/${entry}/`, data);
    const more = main.getByRole('button', { name: `More actions for ${vehicle.plate}` });
    const sample: PageSample = {
      name: `${vehicle.plate} in the line of ${route.route_id}`,
      path: `/dashboard/queue?station=${setup.station}`,
      ready: queueColumn(page, route).getByText(vehicle.plate),
      open: () => more.click(),
      actions: {
        add: {
          control: main.getByRole('link', { name: 'Add vehicle' }),
          ...shownAs(me.capabilities['queue.join'] === true),
        },
        remove: {
          control: page.getByRole('menuitem', { name: 'Remove' }),
          ...shownAs(can.remove),
          ...(can.remove ? {} : { call: put({ action: 'remove', reason: 'Not here' }) }),
        },
        // Last: the vehicle leaves the line, which ends the test's entry.
        leave: {
          control: page.getByRole('menuitem', { name: /(Mark as left|Leave the queue)$/ }),
          ...shownAs(can.leave),
          call: put({ action: 'leave' }),
        },
      },
      // Whoever may not take it out leaves it to the station admin, for the tests after this one.
      cleanUp: async () => {
        if (!can.leave) await change(account.request, setup, entry, 'leave');
      },
    };
    return [sample];
  },
};

capabilityTests([complaintsPage, bookingsPage, paymentsPage, placesPage, queuePage]);
