import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { linkIn, waitForMail } from './mail';
import { api, bearerOf, demoAccount, signIn, uniquePlate } from './support';

// Whole journeys with several sign-ins (each a deliberately slow password hash).
test.describe.configure({ timeout: 90_000 });

/** The Sacco of the demo Sacco account (apps/server seed: Nairobi North's operator). */
const DEMO_SACCO = 'Kaskazini Line Sacco';

async function signOut(page: Page) {
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/');
}

test('an owner adds a vehicle in five resumable steps and the Sacco approves it', async ({
  page,
}) => {
  const plate = uniquePlate();
  await signIn(page, demoAccount('owner'));
  await page.goto('/dashboard/vehicles');
  const main = page.getByRole('main');
  await main.getByRole('link', { name: 'Add vehicle' }).click();
  await expect(page).toHaveURL('/dashboard/vehicles/new');

  // Step 1: the plate as typed is normalised by the contract; a wrong one is refused by its rule.
  await expect(main.getByRole('heading', { name: /Step 1 of 5/ })).toBeVisible();
  await main.getByLabel('Number plate').fill('ABC 123');
  await main.getByLabel('Make').fill('Toyota');
  await main.getByLabel('Model').fill('Hiace');
  await main.getByLabel('Year made').fill('2019');
  await main.getByRole('button', { name: 'Save and continue' }).click();
  await expect(main.getByText('Enter a Kenyan number plate such as KDA 123A.')).toBeVisible();
  await main.getByLabel('Number plate').fill(plate.toLowerCase().replace(' ', '-'));
  await main.getByRole('button', { name: 'Save and continue' }).click();

  // Step 2: the owner is preselected; the draft and step are in the address.
  await expect(page).toHaveURL(/\/dashboard\/vehicles\/new\?vehicle=\d+&step=2$/);
  const vehicleId = new URL(page.url()).searchParams.get('vehicle');
  await expect(main.getByRole('heading', { name: /Step 2 of 5/ })).toBeVisible();
  await expect(main.getByText('Dalmas Wekesa (you)')).toBeVisible();
  await main.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(`/dashboard/vehicles/new?vehicle=${vehicleId}&step=3`);

  // A reload (or the link on another device) continues at step 3 of the same draft.
  await page.reload();
  await expect(main.getByRole('heading', { name: /Step 3 of 5/ })).toBeVisible({ timeout: 15_000 });
  const sacco = main.getByLabel('Sacco');
  await sacco.click();
  await sacco.fill('Kaskazini');
  await page.locator('.ant-select-item-option', { hasText: DEMO_SACCO }).click();
  await main.getByRole('button', { name: 'Save and continue' }).click();

  // Step 4: no drivers yet (they can come later); step 5 sends it to the Sacco.
  await expect(page).toHaveURL(`/dashboard/vehicles/new?vehicle=${vehicleId}&step=4`);
  await main.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(`/dashboard/vehicles/new?vehicle=${vehicleId}&step=5`);
  await expect(main.getByText('Ready to send for approval')).toBeVisible();
  await main.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(page.getByText('Vehicle submitted for approval')).toBeVisible();
  await expect(main.getByRole('status')).toHaveText('Waiting for the Sacco’s approval');
  await expect(main.getByText(plate, { exact: true })).toBeVisible();
  await signOut(page);

  // The Sacco sees it first on its dashboard, above everything else, and approves it.
  await signIn(page, demoAccount('sacco'));
  const pending = main.locator('.ant-card').filter({ hasText: 'Waiting for your approval' });
  await expect(pending).toBeVisible();
  const welcome = main.getByRole('heading', { name: /Habari/ });
  const [pendingBox, welcomeBox] = [await pending.boundingBox(), await welcome.boundingBox()];
  expect(pendingBox?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(welcomeBox?.y ?? 0);
  await pending
    .getByRole('listitem')
    .filter({ hasText: plate })
    .getByRole('link', { name: 'Review' })
    .click();
  await expect(page).toHaveURL(`/dashboard/vehicle/${vehicleId}`);
  await expect(main.getByRole('heading', { name: plate })).toBeVisible();
  await expect(main.getByText('Dalmas Wekesa', { exact: true })).toBeVisible();
  await main.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Vehicle approved')).toBeVisible();
  await expect(main.getByRole('heading', { name: plate })).toContainText('Active');
  await signOut(page);

  // The owner finds it active in the list.
  await signIn(page, demoAccount('owner'));
  await page.goto('/dashboard/vehicles');
  await main.getByRole('searchbox', { name: 'Search by plate' }).fill(plate.replace(' ', ''));
  await main.getByRole('searchbox', { name: 'Search by plate' }).press('Enter');
  await expect(page).toHaveURL(/search=/);
  const row = main.getByRole('row').filter({ hasText: plate });
  await expect(row).toContainText('Active');
  await expect(row).toContainText(DEMO_SACCO);
  await expect(row).toContainText('Dalmas Wekesa');
});

test('a Sacco invites an owner, who accepts from the e-mail and signs in', async ({ page }) => {
  const suffix = Math.random().toString(36).slice(2, 8);
  const email = `owner-${suffix}@example.com`;
  const phone = `07${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

  await signIn(page, demoAccount('sacco'));
  await page.goto('/dashboard/owners');
  const main = page.getByRole('main');
  await main.getByRole('link', { name: 'Invite an owner' }).click();
  await expect(page).toHaveURL('/dashboard/add-owner');
  await main.getByLabel('First name').fill('Wanjiku');
  await main.getByLabel('Last name').fill(`Kamau ${suffix}`);
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Phone number').fill('0712');
  await main.getByRole('button', { name: 'Send invitation' }).click();
  await expect(
    main.getByText('Phone number must start with 07 and be 10 digits long!'),
  ).toBeVisible();
  await main.getByLabel('Phone number').fill(phone);
  await expect(main.getByLabel('Phone number')).toHaveValue(
    `${phone.slice(0, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}`,
  );
  await main.getByRole('button', { name: 'Send invitation' }).click();
  await expect(main.getByRole('status')).toHaveText('Member invited successfully');

  // The invited owner is listed, waiting for activation.
  await page.goto(`/dashboard/owners?search=${suffix}`);
  await expect(main.getByRole('row').filter({ hasText: email })).toContainText(
    'Pending activation',
  );
  await signOut(page);

  const link = linkIn(await waitForMail(email), '/accept-invite/');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Join your Sacco on Foleni' })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('owner-secret');
  await page.getByLabel('Confirm password').fill('owner-secrex');
  await page.getByRole('button', { name: 'Accept the invitation' }).click();
  await expect(page.getByText('The two passwords do not match!')).toBeVisible();
  await page.getByLabel('Confirm password').fill('owner-secret');
  await page.getByRole('button', { name: 'Accept the invitation' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByText('Your invitation is accepted. You can now sign in.')).toBeVisible();

  await signIn(page, email, 'owner-secret');
  await expect(page.getByRole('button', { name: /^Account menu for Wanjiku/ })).toBeVisible();
  await signOut(page);

  // The link works once: opened again it says so and what to do.
  await page.goto(link);
  await page.getByLabel('Password', { exact: true }).fill('another-secret');
  await page.getByLabel('Confirm password').fill('another-secret');
  await page.getByRole('button', { name: 'Accept the invitation' }).click();
  await expect(page.getByText('This invitation cannot be used')).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    'This invitation link is invalid or has expired. Ask your Sacco for a new one.',
  );
});

test('a rejected vehicle shows the Sacco’s reason to its owner, who corrects and resubmits it', async ({
  page,
  request,
}) => {
  const plate = uniquePlate();
  const reason = `The logbook photo is unreadable (${plate})`;
  const owner = await bearerOf(request, demoAccount('owner'));
  const me = await api<{ id: number }>(request, 'user/', { headers: owner });
  const saccos = await api<{ id: number; name: string }[]>(request, 'unauth-saccos//');
  const saccoId = saccos.find((sacco) => sacco.name === DEMO_SACCO)?.id;
  const { id } = await api<{ id: number }>(request, 'vehicles/', {
    method: 'POST',
    headers: owner,
    data: { plate, make: 'Nissan', model: 'Caravan', year: 2016, seats: 14 },
  });
  await api(request, `vehicles/${id}/owners/`, {
    method: 'PUT',
    headers: owner,
    data: { owners: [{ user_id: me.id }] },
  });
  await api(request, `vehicles/${id}/sacco/`, {
    method: 'PUT',
    headers: owner,
    data: { sacco: saccoId },
  });
  await api(request, `vehicles/${id}/managers/`, {
    method: 'PUT',
    headers: owner,
    data: { managers: [] },
  });
  await api(request, `vehicles/${id}/submit/`, { method: 'POST', headers: owner });

  // The Sacco rejects it; a rejection needs its reason.
  await signIn(page, demoAccount('sacco'));
  await page.goto(`/dashboard/vehicle/${id}`);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', { name: `Reject ${plate}` });
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByText('Please give the reason.')).toBeVisible();
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('Vehicle rejected')).toBeVisible();
  await expect(main.getByText(`Reason: ${reason}`).first()).toBeVisible();
  await signOut(page);

  // The owner sees the reason on the vehicle and in the wizard's last step, then resubmits.
  await signIn(page, demoAccount('owner'));
  await page.goto(`/dashboard/vehicles?status=rejected&search=${encodeURIComponent(plate)}`);
  await main.getByRole('link', { name: plate }).click();
  await expect(main.getByText('Rejected by the Sacco')).toBeVisible();
  await expect(main.getByText(`Reason: ${reason}`).first()).toBeVisible();
  await main.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(`/dashboard/vehicle/edit/${id}`);
  await expect(main.getByRole('status')).toHaveText('The Sacco rejected this vehicle');
  await expect(main.getByTestId('rejection-reason')).toHaveText(reason);
  await main.getByRole('button', { name: 'Correct the details' }).click();
  await expect(page).toHaveURL(`/dashboard/vehicle/edit/${id}?step=1`);
  await main.getByLabel('Colour').fill('White');
  await main.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(`/dashboard/vehicle/edit/${id}?step=2`);
  await page.goto(`/dashboard/vehicle/edit/${id}?step=5`);
  await main.getByRole('button', { name: 'Submit again' }).click();
  await expect(page.getByText('Vehicle submitted for approval')).toBeVisible();
  await expect(main.getByRole('status')).toHaveText('Waiting for the Sacco’s approval');
});

type VehicleRow = { id: number; plate: string; status: string; can?: { decide: boolean } };
type MemberRow = { id: number; can?: { remove: boolean } };

/** The decision buttons the vehicle page offers in each state. */
const DECISIONS: Record<string, string[]> = {
  pending_approval: ['Approve', 'Reject'],
  active: ['Suspend'],
  suspended: ['Reinstate'],
};

test('vehicle decisions and member removal are shown to each account exactly as the server’s can says', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  for (const role of ['admin', 'station', 'sacco', 'owner', 'driver'] as const) {
    const headers = await bearerOf(request, demoAccount(role));
    const vehicles = (await api<{ results: VehicleRow[] }>(request, 'vehicles/', { headers }))
      .results;
    const vehicle = vehicles.find((row) => DECISIONS[row.status]);
    // Spec §6 opens the vehicle pages to those who edit vehicles (not drivers, who see theirs in
    // the queue): the account's capabilities say who they are.
    const { capabilities } = await api<{ capabilities: Record<string, boolean> }>(
      request,
      'user/',
      { headers },
    );
    await signIn(page, demoAccount(role));
    if (vehicle && capabilities['vehicle.edit']) {
      await page.goto(`/dashboard/vehicle/${vehicle.id}`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { name: new RegExp(vehicle.plate) })).toBeVisible();
      for (const name of DECISIONS[vehicle.status] ?? [])
        await expect(main.getByRole('button', { name }), `${role}: ${name}`).toHaveCount(
          vehicle.can?.decide ? 1 : 0,
        );
    }
    if (role !== 'owner') {
      const members = (
        await api<{ results: MemberRow[] }>(request, 'members/?role=DRIVER', { headers })
      ).results;
      await page.goto('/dashboard/drivers');
      const removable = members.filter((member) => member.can?.remove).length;
      const remove = page.getByRole('main').getByRole('button', { name: 'Remove' });
      if (members.length > 0) await expect(page.getByRole('main').getByRole('table')).toBeVisible();
      await expect(remove, `${role}: Remove`).toHaveCount(removable);
    }
    await page.evaluate(() => localStorage.clear());
  }
});
