import { backgroundLuminance, expect, test } from './fixtures';

test.describe('dark mode', () => {
  test.use({ colorScheme: 'light' });

  test('the header toggle switches to dark, and dark survives a reload', async ({ page }) => {
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    expect(await backgroundLuminance(page, '[data-layout=public]')).toBeGreaterThan(0.8);

    const toggle = page.getByRole('banner').getByRole('button', { name: 'Dark mode' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();

    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => localStorage.getItem('foleni.theme'))).toBe('dark');

    await page.reload();

    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Dark mode' }),
    ).toHaveAttribute('aria-pressed', 'true');
    // antd's dark algorithm is really applied: page and header backgrounds are dark.
    expect(await backgroundLuminance(page, '[data-layout=public]')).toBeLessThan(0.05);
    expect(await backgroundLuminance(page, 'header')).toBeLessThan(0.05);
    expect(await backgroundLuminance(page, 'body')).toBeLessThan(0.05);

    // And back to light.
    await page.getByRole('banner').getByRole('button', { name: 'Dark mode' }).click();
    await expect(html).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('foleni.theme'))).toBe('light');
  });

  test.describe('before the app script runs', () => {
    test.use({ awaitApp: false });

    test('the saved theme is applied (no light flash)', async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('foleni.theme', 'dark'));
      // Serve the app's JavaScript empty: what is on screen now is the page before React.
      await page.route('**/assets/*.js', (route) =>
        route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
      );
      await page.goto('/');

      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      expect(await backgroundLuminance(page, 'html')).toBeLessThan(0.05);
    });
  });
});

test.describe('with a dark operating system', () => {
  test.use({ colorScheme: 'dark' });

  test('the theme follows prefers-color-scheme until the visitor chooses', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('foleni.theme'))).toBeNull();

    // The operating system switches to light while the page is open.
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });
});

test.describe('with reduced motion asked for', () => {
  test.use({ reducedMotion: 'reduce' });

  test("antd's animations are off, and come back when the system allows motion", async ({
    page,
  }) => {
    const midDuration = () =>
      page.evaluate(() =>
        getComputedStyle(document.querySelector('.foleni-theme') as Element)
          .getPropertyValue('--ant-motion-duration-mid')
          .trim(),
      );
    await page.goto('/');
    expect(await midDuration()).toBe('0s');

    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await expect.poll(midDuration).toBe('0.2s');
  });
});
