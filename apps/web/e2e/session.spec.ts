import { expect, test } from './fixtures';
import { dashboardNavigation, demoAccount, signIn } from './support';

test('an access token that expires with three calls in flight is renewed once for all three', async ({
  page,
}) => {
  await signIn(page, demoAccount('admin'));
  // The admin's home asks for three account counts at once.
  await expect(page.getByTestId('accounts-active')).toHaveText(/\d+/);
  await page.getByRole('link', { name: 'Your profile' }).click();
  await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible();

  const before = await page.evaluate(() => localStorage.getItem('refresh_token'));
  await page.evaluate(() => {
    for (const store of [localStorage, sessionStorage]) {
      store.setItem('access_token', 'expired.access.token');
    }
  });
  const refreshCalls: string[] = [];
  const countAnswers: number[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/refresh-token/')) {
      refreshCalls.push(request.method());
    }
  });
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('/users/') && url.searchParams.get('p_size') === '1') {
      countAnswers.push(response.status());
    }
  });

  await dashboardNavigation(page).getByRole('menuitem', { name: 'Dashboard' }).click();
  for (const status of ['pending', 'active', 'suspended']) {
    await expect(page.getByTestId(`accounts-${status}`)).toHaveText(/^\d+$/);
  }
  await expect.poll(() => countAnswers.length).toBe(6);
  expect(countAnswers.toSorted()).toEqual([200, 200, 200, 401, 401, 401]);
  expect(refreshCalls).toEqual(['POST']);

  // Rotation: both stores hold the new pair.
  const after = await page.evaluate(() => ({
    local: [localStorage.getItem('access_token'), localStorage.getItem('refresh_token')],
    session: [sessionStorage.getItem('access_token'), sessionStorage.getItem('refresh_token')],
  }));
  expect(after.local).toEqual(after.session);
  expect(after.local[0]).not.toBe('expired.access.token');
  expect(after.local[1]).not.toBe(before);
});

test('a refused renewal ends the session', async ({ page }) => {
  await signIn(page, demoAccount('admin'));
  await expect(page.getByTestId('accounts-active')).toHaveText(/\d+/);
  await page.getByRole('link', { name: 'Your profile' }).click();
  await page.evaluate(() => {
    for (const store of [localStorage, sessionStorage]) {
      store.setItem('access_token', 'expired.access.token');
      store.setItem('refresh_token', 'revoked-refresh-token');
    }
  });
  // A fresh load must ask the server (a click could be answered from the query cache).
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Not Logged In' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('refresh_token'))).toBeNull();
});
