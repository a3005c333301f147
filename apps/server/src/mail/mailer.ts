import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Config } from '../config/config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link the message is about, logged when mail only goes to the outbox. */
  link?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * A nodemailer transport made on the first message: nodemailer is loaded then, not at start,
 * since most of the server's life sends no mail.
 */
function lazyTransport(options: string | object) {
  let transport: Promise<Transporter> | null = null;
  return {
    get: () => {
      transport ??= import('nodemailer').then(({ default: nodemailer }) =>
        nodemailer.createTransport(options),
      );
      return transport;
    },
    close: () => {
      transport?.then(
        (made) => made.close(),
        () => undefined,
      );
    },
  };
}

/**
 * SMTP when SMTP_URL is set. Otherwise every message is written to DATA_DIR/outbox as an .eml
 * file and its link is logged, so a fresh install can still activate accounts.
 */
export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>,
  log: FastifyBaseLogger,
): Mailer {
  if (config.smtpUrl) {
    const transport = lazyTransport(config.smtpUrl);
    return {
      async send(message) {
        await (await transport.get()).sendMail({ from: config.mailFrom, ...message });
        log.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
      close: transport.close,
    };
  }

  const outbox = path.join(config.dataDir, 'outbox');
  const writer = lazyTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const { message: eml } = await (await writer.get()).sendMail({
        from: config.mailFrom,
        ...message,
      });
      await mkdir(outbox, { recursive: true });
      const file = path.join(
        outbox,
        `${new Date().toISOString().replaceAll(':', '-')}-${randomBytes(3).toString('hex')}.eml`,
      );
      await writeFile(file, eml as Buffer);
      log.info(
        { to: message.to, subject: message.subject, link: message.link, file },
        'mail written to the outbox (no SMTP_URL)',
      );
    },
    close: writer.close,
  };
}
