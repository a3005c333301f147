import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { waitForMail } from './mail';
import { DEMO_PASSWORD, demoAccount, signIn } from './support';

/** A real 1×1 PNG: the server checks attachments by their bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const DEMO_SACCO = 'Kaskazini Line Sacco';

// Each test is a whole journey through several lazily loaded pages.
test.describe.configure({ timeout: 60_000 });

const suffix = () => Math.random().toString(36).slice(2, 8);

async function saccoId(request: APIRequestContext, name: string): Promise<number> {
  const response = await request.get('/api/v1.0/unauth-saccos//');
  expect(response.ok()).toBe(true);
  const saccos = (await response.json()) as { id: number; name: string }[];
  const sacco = saccos.find((candidate) => candidate.name === name);
  expect(sacco, name).toBeDefined();
  return sacco?.id ?? 0;
}

test('signed out: the complaint waits for the login, then is sent once by itself', async ({
  page,
}) => {
  const message = `The conductor charged me twice near Ngara (${suffix()}).`;
  await page.goto('/complain');
  // The form's code (antd Form, Upload, Select) downloads with the page: allow it a moment.
  await expect(page.getByRole('heading', { level: 1, name: 'File a complaint' })).toBeVisible({
    timeout: 15_000,
  });

  await page.getByLabel('Your name').fill('Faith Achieng');
  await page.getByLabel('E-mail').fill('faith.rider@example.com');
  await page.getByLabel(/^Phone number/).fill('0712345678');
  await page.getByRole('radio', { name: 'Overcharging' }).check();
  await page.getByLabel(/^Sacco/).selectOption({ label: DEMO_SACCO });
  await page.getByLabel(/^Vehicle number plate/).fill('KDA 123A');
  await page.getByLabel('What happened?').fill(message);
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('receipt.png')).toBeVisible();

  await page.getByRole('button', { name: 'Submit complaint' }).click();
  const login = page.getByRole('dialog', { name: 'Sign In' });
  await expect(login).toBeVisible();
  const stored = await page.evaluate(() => window.localStorage.getItem('complaint'));
  expect(stored).toContain(message);
  expect(stored).toContain('data:image/png;base64,');

  await login.getByLabel('Email or username').fill(demoAccount('customer'));
  await login.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await login.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Complaint submitted successfully!')).toBeVisible({
    timeout: 10_000,
  });
  expect(await page.evaluate(() => window.localStorage.getItem('complaint'))).toBeNull();

  await page.goto('/dashboard/complaints');
  await expect(page.getByRole('heading', { level: 1, name: 'Complaints' })).toBeVisible({
    timeout: 15_000,
  });
  const row = page.getByRole('row').filter({ hasText: message });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Open', { exact: true })).toBeVisible();

  // A reload with the session restored sends nothing again.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Complaints' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('row').filter({ hasText: message })).toHaveCount(1);

  await row.getByRole('link', { name: 'Overcharging' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Overcharging', {
    timeout: 15_000,
  });
  await expect(page.getByText(message)).toBeVisible();
  await expect(page.getByRole('img', { name: 'receipt.png' })).toBeVisible();
  // The complainant follows it; only the staff move it on.
  await expect(page.getByRole('button', { name: 'Start review' })).toHaveCount(0);
});

test('a file that is not an image or PDF is named as soon as it is attached, whatever its name', async ({
  page,
}) => {
  await page.goto('/complain');
  await page.locator('input[type="file"]').setInputFiles([
    { name: 'receipt.png', mimeType: 'image/png', buffer: Buffer.from('Not a photo at all.') },
    { name: 'ticket.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await expect(
    page.getByText('receipt.png is not an image or a PDF and will not be sent.'),
  ).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Attached files' }).getByText('ticket.png'),
  ).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Attached files' }).getByText('receipt.png'),
  ).toHaveCount(0);
});

test('a complaint the server refuses after the login keeps its text until it is accepted', async ({
  page,
}) => {
  const message = `The tout pushed me off at Ngara (${suffix()}).`;
  // Written while signed out with an app that took the file by its name: a text file as .png.
  const stored = {
    draft: {
      complainant_name: 'Faith Achieng',
      complainant_email: 'faith.rider@example.com',
      complaint_type: 'harassment',
      sacco: null,
      message,
    },
    files: [
      {
        name: 'receipt.png',
        type: 'image/png',
        dataUrl: `data:image/png;base64,${Buffer.from('Not a photo at all.').toString('base64')}`,
      },
    ],
  };
  await page.goto('/');
  await page.evaluate((value) => localStorage.setItem('complaint', value), JSON.stringify(stored));
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/v1.0/complaints/'))
      sent.push(request.url());
  });

  await signIn(page, demoAccount('customer'));
  await expect(
    page.getByText('Attachments must be images (JPEG, PNG, WebP or GIF) or PDF documents.'),
  ).toBeVisible({ timeout: 10_000 });
  expect(sent).toHaveLength(1);
  // Kept on the device, with the refusal, and not sent again by itself.
  expect(await page.evaluate(() => localStorage.getItem('complaint'))).toContain(message);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });

  await page.goto('/complain');
  await expect(page.getByLabel('What happened?')).toHaveValue(message, { timeout: 15_000 });
  await expect(page.getByLabel('E-mail')).toHaveValue('faith.rider@example.com');
  const attachments = page.getByRole('alert').filter({ hasText: 'Your complaint was not sent' });
  await expect(attachments).toContainText(
    'Attachments must be images (JPEG, PNG, WebP or GIF) or PDF documents.',
  );
  await expect(
    page.getByText('receipt.png is not an image or a PDF and will not be sent.'),
  ).toBeVisible();
  expect(sent).toHaveLength(1);

  await page.getByRole('button', { name: 'Submit complaint' }).click();
  await expect(page.getByText('Complaint submitted successfully!')).toBeVisible({
    timeout: 10_000,
  });
  expect(sent).toHaveLength(2);
  expect(await page.evaluate(() => localStorage.getItem('complaint'))).toBeNull();
});

test('a Sacco reviews and resolves a complaint about its route; the complainant is e-mailed', async ({
  page,
  request,
}) => {
  const email = `rider-${suffix()}@example.com`;
  const note = `Refunded the fare and warned the crew (${suffix()}).`;
  const form = new FormData();
  form.set('complainant_name', 'Juma Rider');
  form.set('complainant_email', email);
  form.set('complaint_type', 'reckless driving');
  form.set('route', '107D');
  form.set('sacco', String(await saccoId(request, DEMO_SACCO)));
  form.set('message', 'The driver overtook on the Thika Road bridge.');
  const filed = await request.post('/api/v1.0/complaints/', { multipart: form });
  expect(filed.status()).toBe(201);
  const { complaint } = (await filed.json()) as { complaint: { id: number } };

  await signIn(page, demoAccount('sacco'));
  await page.goto('/dashboard/complaints?status=open');
  await page.getByRole('link', { name: `#${complaint.id}`, exact: true }).click();
  await expect(page).toHaveURL(`/dashboard/complaints/${complaint.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Reckless driving');

  await page.getByRole('button', { name: 'Start review' }).click();
  const review = page.getByRole('dialog', { name: 'Change status to In review' });
  await review.getByRole('button', { name: 'Change status' }).click();
  await expect(review).toBeHidden();
  await expect(page.locator('[data-status="in_review"]').first()).toBeVisible();

  await page.getByRole('button', { name: 'Resolve' }).click();
  const resolve = page.getByRole('dialog', { name: 'Change status to Resolved' });
  await resolve.getByRole('button', { name: 'Change status' }).click();
  await expect(resolve.getByText('Please say why the complaint is closed.')).toBeVisible();
  await resolve.getByLabel('Note').fill(note);
  await resolve.getByRole('button', { name: 'Change status' }).click();
  await expect(resolve).toBeHidden();
  await expect(page.locator('[data-status="resolved"]').first()).toBeVisible();
  await expect(page.getByText('This complaint is closed.')).toBeVisible();
  await expect(page.getByText('Status changed to Resolved')).toBeVisible();

  await expect
    .poll(async () => (await waitForMail(email)).text, { timeout: 10_000 })
    .toContain(note);
});
