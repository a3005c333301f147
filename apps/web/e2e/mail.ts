import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';

export type ReceivedMail = {
  /** Headers and body, quoted-printable decoded. */
  text: string;
  subject: string;
};

/** Undoes quoted-printable: soft line breaks and =XX bytes (UTF-8). */
function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? ''));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

async function newestMailFor(address: string): Promise<ReceivedMail | null> {
  const dir = process.env.FOLENI_E2E_MAIL_DIR;
  if (!dir) {
    throw new Error('FOLENI_E2E_MAIL_DIR is not set (see playwright.config.ts)');
  }
  const envelopes = (await readdir(dir))
    .filter((file) => file.endsWith('.json'))
    .sort()
    .reverse();
  for (const envelope of envelopes) {
    const { to } = JSON.parse(await readFile(join(dir, envelope), 'utf8')) as { to: string[] };
    if (to.includes(address.toLowerCase())) {
      const raw = await readFile(join(dir, envelope.replace(/\.json$/, '.eml')), 'utf8');
      const text = decodeQuotedPrintable(raw);
      return { text, subject: /^Subject: (.*)$/m.exec(text)?.[1] ?? '' };
    }
  }
  return null;
}

/** The newest message the test SMTP server received for `address`, waiting for it to arrive. */
export async function waitForMail(address: string): Promise<ReceivedMail> {
  let mail: ReceivedMail | null = null;
  await expect
    .poll(
      async () => {
        mail = await newestMailFor(address);
        return mail !== null;
      },
      { message: `a message to ${address}`, timeout: 10_000 },
    )
    .toBe(true);
  return mail as unknown as ReceivedMail;
}

/** The first link in `mail` whose path starts with `path` (e.g. '/activate/'). */
export function linkIn(mail: ReceivedMail, path: string): string {
  const match = new RegExp(`https?://[^\\s"<>]+${path}[^\\s"<>]*`).exec(mail.text);
  if (!match) {
    throw new Error(`no ${path} link in the message:\n${mail.text}`);
  }
  return match[0];
}
