import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
  /** The message with quoted-printable soft breaks and escapes undone, for reading links. */
  decoded: string;
}

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
}

/** A real SMTP server on loopback that keeps every message it receives. */
export async function startSmtpServer() {
  const inbox: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        inbox.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
          decoded: decodeQuotedPrintable(raw),
        });
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    /** The next message to `address` after `after` messages, waiting up to 5 s for it. */
    async waitFor(address: string, after = 0): Promise<ReceivedMail> {
      const deadline = Date.now() + 5000;
      for (;;) {
        const mail = inbox.slice(after).find((candidate) => candidate.to.includes(address));
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`no mail reached ${address}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a message that starts with `prefix`. */
export function linkIn(mail: ReceivedMail, prefix: string): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}[^\\s"<>]+`).exec(mail.decoded);
  if (!match) throw new Error(`no link starting with ${prefix} in:\n${mail.decoded}`);
  return match[0];
}
