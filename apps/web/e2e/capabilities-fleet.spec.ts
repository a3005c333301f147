import type { APIRequestContext, Locator } from '@playwright/test';
import { test } from './fixtures';
import { approvedVehicle } from './queue-support';
import {
  type AccountApi,
  bearerOf,
  capabilityTests,
  demoAccount,
  demoApi,
  type PageCase,
  type PageSample,
  type SignedIn,
  uniquePlate,
} from './support';

// Vehicles, members and accounts: the pages of the fleet and the people who run it.

test.describe.configure({ timeout: 180_000 });

type Vehicle = {
  id: number;
  plate: string;
  make: string | null;
  model: string | null;
  year: number | null;
  seats: number | null;
  colour: string | null;
  status: string;
  wizard_step: number;
  managers: { id: number; relation: string }[];
  can?: { edit: boolean; decide: boolean };
};
type Member = { id: number; email: string; can?: { remove: boolean } };
type User = { id: number; email: string; role: string; can?: Record<string, boolean> };

/** The admin's API, for the records the tests look at. */
const adminOf = (request: APIRequestContext) => demoApi(request, 'admin');

/** The demo Sacco (the Sacco account's own) and another one. */
async function saccos(request: APIRequestContext) {
  const manager = await demoApi(request, 'sacco');
  const [own] = (await manager.get<{ results: { id: number }[] }>('saccos/')).results;
  const admin = await adminOf(request);
  const all = (await admin.get<{ results: { id: number }[] }>('saccos/?p_size=5')).results;
  const other = all.find((sacco) => sacco.id !== own?.id);
  if (!own || !other) throw new Error('the seed has fewer than two Saccos');
  return { own: own.id, other: other.id };
}

/**
 * The vehicle wizard's save that changes nothing, at a step the vehicle's state takes: its
 * details while a draft, its crew once approved.
 */
function saveUnchanged(account: AccountApi, vehicle: Vehicle): Promise<number> {
  if (vehicle.status === 'draft' || vehicle.status === 'rejected') {
    const { plate, make, model, year, seats, colour } = vehicle;
    return account.status('PUT', `vehicles/${vehicle.id}/details/`, {
      plate,
      make,
      model,
      year,
      seats,
      colour,
    });
  }
  return account.status('PUT', `vehicles/${vehicle.id}/managers/`, {
    managers: vehicle.managers.map((person) => ({ user_id: person.id, relation: person.relation })),
  });
}

/**
 * Vehicles of every kind a page meets: approved in the demo Sacco (driven by the demo driver),
 * approved in another Sacco, and a draft the demo owner started. All are the demo owner's.
 */
function vehicles(request: APIRequestContext): Promise<Vehicle[]> {
  // The tests leave them as they were: one set serves every account.
  fleet ??= newVehicles(request);
  return fleet;
}
let fleet: Promise<Vehicle[]> | undefined;

async function newVehicles(request: APIRequestContext): Promise<Vehicle[]> {
  const admin = await adminOf(request);
  const { own, other } = await saccos(request);
  const adminHeaders = await bearerOf(request, demoAccount('admin'));
  const approved = await approvedVehicle(request, { admin: adminHeaders, sacco: own }, true);
  const foreign = await approvedVehicle(request, { admin: adminHeaders, sacco: other });
  const owner = await demoApi(request, 'owner');
  const draft = await owner.send<{ id: number }>('POST', 'vehicles/', {
    plate: uniquePlate(),
    make: 'Nissan',
    model: 'Caravan',
    year: 2020,
    seats: 14,
  });
  return Promise.all(
    [approved.id, foreign.id, draft.id].map((id) => admin.get<Vehicle>(`vehicles/${id}/`)),
  );
}

/** A vehicle's page as `account` sees it; `vehicle` is the admin's view of it. */
async function vehicleSample(account: SignedIn, vehicle: Vehicle): Promise<PageSample> {
  const main = account.page.getByRole('main');
  const seen = await account.api.lookup<Vehicle>(`vehicles/${vehicle.id}/`);
  const can = seen?.can ?? { edit: false, decide: false };
  const wizardOpen = vehicle.status === 'draft' || vehicle.status === 'rejected';
  const decided = ['pending_approval', 'active', 'suspended'].includes(vehicle.status);
  const active = vehicle.status === 'active';
  const decide = (action: 'suspend' | 'reinstate') => () =>
    account.api.status('POST', `vehicles/${vehicle.id}/${action}/`, { reason: null });
  return {
    name: `${vehicle.plate} (${vehicle.status})`,
    path: `/dashboard/vehicle/${vehicle.id}`,
    ready: seen
      ? main.getByRole('heading', { name: vehicle.plate })
      : main.getByText('Vehicle not found'),
    actions: {
      edit: {
        control: main.getByRole('link', { name: /(Edit|Continue the wizard)$/ }),
        shown: can.edit && wizardOpen,
        can: can.edit,
        call: () => saveUnchanged(account.api, vehicle),
      },
      submit: {
        control: main.getByRole('button', { name: /(Submit for approval|Submit again)$/ }),
        shown: can.edit && wizardOpen && vehicle.wizard_step >= 5,
        can: can.edit,
      },
      decide: {
        control: main.getByRole('button', { name: /(Approve|Reject|Suspend|Reinstate)$/ }),
        shown: can.decide && decided,
        can: can.decide,
        // Suspended and at once reinstated; refused before its state is looked at.
        ...(active || !can.decide ? { call: decide('suspend'), undo: decide('reinstate') } : {}),
      },
    },
  };
}

const vehiclesPage: PageCase = {
  name: 'Vehicles',
  path: '/dashboard/vehicles',
  area: 'vehicle.edit',
  refused: ({ api: account }) => [
    account.status('POST', 'vehicles/', {
      plate: uniquePlate(),
      make: 'Toyota',
      model: 'Hiace',
      year: 2021,
      seats: 14,
    }),
  ],
  async samples(account) {
    const main = account.page.getByRole('main');
    const all = await vehicles(account.request);
    const [first] = all as [Vehicle];
    const list: PageSample = {
      name: 'the list',
      path: `/dashboard/vehicles?search=${encodeURIComponent(first.plate)}`,
      ready: main.getByRole('heading', { name: 'Vehicles', exact: true }),
      actions: {
        add: {
          control: main.getByRole('link', { name: 'Add vehicle' }),
          shown: account.me.capabilities['vehicle.edit'] === true,
          can: account.me.capabilities['vehicle.edit'] === true,
        },
      },
    };
    return [list, ...(await Promise.all(all.map((vehicle) => vehicleSample(account, vehicle))))];
  },
};

/** A phone number no other test uses. */
const uniquePhone = () => `07${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** An owner invited into another Sacco than the demo one: a member the tests may remove. */
async function invitedElsewhere(request: APIRequestContext) {
  const { other } = await saccos(request);
  const email = `invited-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const admin = await adminOf(request);
  await admin.send('POST', 'add-owner/', {
    email,
    phone_number: uniquePhone(),
    firstname: 'Imani',
    lastname: 'Invited',
    sacco: other,
  });
  return email;
}

/** A member's row on a members page as `account` sees it, found by e-mail. */
async function memberSample(
  account: SignedIn,
  page: { path: string; role?: string; empty: string },
  email: string,
  { removable = false } = {},
): Promise<PageSample> {
  const main = account.page.getByRole('main');
  const query = `search=${encodeURIComponent(email)}${page.role ? `&role=${page.role}` : ''}`;
  const [member] = (
    await account.api.get<{ results: Member[] }>(`members/?${query}`)
  ).results.filter((one) => one.email === email);
  const admin = await adminOf(account.request);
  const [known] = (await admin.get<{ results: Member[] }>(`members/?${query}`)).results.filter(
    (one) => one.email === email,
  );
  if (!known) throw new Error(`${email} is no member`);
  const row: Locator = main.getByRole('row').filter({ hasText: email });
  const can = member?.can?.remove ?? false;
  return {
    name: `${email} on ${page.path}`,
    path: `${page.path}?search=${encodeURIComponent(email)}`,
    ready: member ? row : main.getByText(page.empty),
    actions: {
      remove: {
        control: row.getByRole('button', { name: 'Remove' }),
        shown: can,
        can,
        // Only a member the test made is removed for real.
        ...(removable || !can
          ? { call: () => account.api.status('POST', `members/${known.id}/remove/`, {}) }
          : {}),
      },
    },
  };
}

/** The members pages: who they list, and what they say when nobody matches. */
const MEMBER_PAGES = [
  {
    name: 'Members',
    path: '/dashboard/members',
    empty: 'No members match these filters.',
    people: ['owner', 'driver'] as const,
    invited: true,
  },
  {
    name: 'Vehicle owners',
    path: '/dashboard/owners',
    role: 'OWNER',
    empty: 'No owners yet. Invite the first one.',
    people: ['owner'] as const,
    invited: false,
  },
  {
    name: 'Drivers',
    path: '/dashboard/drivers',
    role: 'DRIVER',
    empty: 'No drivers match these filters.',
    people: ['driver'] as const,
    invited: false,
  },
];

const memberPages: PageCase[] = MEMBER_PAGES.map((membersPage) => ({
  name: membersPage.name,
  path: membersPage.path,
  area: 'member.view',
  refused: ({ api: account }) => [
    account.status('GET', `members/${membersPage.role ? `?role=${membersPage.role}` : ''}`),
  ],
  async samples(account) {
    const main = account.page.getByRole('main');
    const mayInvite = account.me.capabilities['member.inviteOwner'] === true;
    const invite: PageSample = {
      name: `${membersPage.name}'s toolbar`,
      path: membersPage.path,
      ready: main.getByRole('heading', { name: membersPage.name, exact: true }),
      actions: {
        invite: {
          control: main.getByRole('link', { name: 'Invite an owner' }),
          shown: mayInvite && membersPage.role === 'OWNER',
          can: mayInvite,
          // Refused by the account's role before the invitation is read.
          ...(mayInvite ? {} : { call: () => account.api.status('POST', 'add-owner/', {}) }),
        },
      },
    };
    const people = await Promise.all(
      membersPage.people.map((person) => memberSample(account, membersPage, demoAccount(person))),
    );
    const invited = membersPage.invited
      ? [
          await memberSample(account, membersPage, await invitedElsewhere(account.request), {
            removable: true,
          }),
        ]
      : [];
    return [invite, ...people, ...invited];
  },
}));

/** A row of the accounts list, with the actions the list offers on an active account. */
async function userSample(account: SignedIn, email: string): Promise<PageSample> {
  const main = account.page.getByRole('main');
  const [user] = (
    await account.api.get<{ results: User[] }>(`users/?search=${encodeURIComponent(email)}`)
  ).results.filter((one) => one.email === email);
  if (!user?.can) throw new Error(`${email} is not listed with its can`);
  const row = main.getByRole('row').filter({ hasText: email });
  // The server refuses an admin their own account as a bad request, not as forbidden.
  const refusedWith = user.id === account.me.id ? [400] : undefined;
  return {
    name: email,
    path: `/dashboard/users?search=${encodeURIComponent(email)}`,
    ready: row,
    actions: {
      suspend: {
        control: row.getByRole('button', { name: 'Suspend' }),
        shown: user.can.suspend === true,
        can: user.can.suspend === true,
        ...(user.can.suspend
          ? {}
          : {
              call: () => account.api.status('POST', `users/${user.id}/suspend/`, {}),
              refusedWith,
            }),
      },
      changeRole: {
        control: row.getByRole('button', { name: 'Change role' }),
        shown: user.can.changeRole === true,
        can: user.can.changeRole === true,
        // The role it has: a change that changes nothing.
        call: () => account.api.status('PATCH', `users/${user.id}/role/`, { role: user.role }),
        refusedWith,
      },
    },
  };
}

const usersPage: PageCase = {
  name: 'Users',
  path: '/dashboard/users',
  area: 'user.manage',
  refused: ({ api: account }) => [account.status('GET', 'users/')],
  samples: (account) =>
    Promise.all(
      [account.me.email, demoAccount('customer')].map((email) => userSample(account, email)),
    ),
};

capabilityTests([vehiclesPage, ...memberPages, usersPage]);
