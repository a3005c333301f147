import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
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
 * SMTP when SMTP_URL is set. Otherwise every message is written to DATA_DIR/outbox as an .eml
 * file and its link is logged, so a fresh install can still activate accounts.
 */
export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>,
  log: FastifyBaseLogger,
): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: config.mailFrom, ...message });
        log.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }

  const outbox = path.join(config.dataDir, 'outbox');
  const writer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(message) {
      const { message: eml } = await writer.sendMail({ from: config.mailFrom, ...message });
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
    close: () => writer.close(),
  };
}
