import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { startDarajaSimulator } from '../../server/src/modules/payments/daraja-simulator';

/**
 * A real SMTP server on loopback for the run (port and folder come from playwright.config.ts).
 * Every message is written to FOLENI_E2E_MAIL_DIR as `<n>.eml` with `<n>.json` beside it naming
 * its recipients; e2e/mail.ts reads them. And the Daraja (M-Pesa) simulator on
 * FOLENI_E2E_MPESA_PORT, with the credentials the config gives the server. Returns the teardown
 * that stops both.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const port = Number(process.env.FOLENI_E2E_SMTP_PORT);
  const mailDir = process.env.FOLENI_E2E_MAIL_DIR;
  if (!port || !mailDir) {
    throw new Error('playwright.config.ts sets FOLENI_E2E_SMTP_PORT and FOLENI_E2E_MAIL_DIR');
  }
  let received = 0;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const name = String(++received).padStart(5, '0');
        const recipients = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
        void writeFile(join(mailDir, `${name}.eml`), Buffer.concat(chunks))
          .then(() =>
            writeFile(
              join(mailDir, `${name}.json`),
              JSON.stringify({ to: recipients, receivedAt: new Date().toISOString() }),
            ),
          )
          .then(() => callback(), callback);
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const daraja = await startDarajaSimulator({
    consumerKey: 'e2e-consumer-key',
    consumerSecret: 'e2e-consumer-secret',
    shortcode: '174379',
    passkey: 'e2e-passkey',
    port: Number(process.env.FOLENI_E2E_MPESA_PORT),
    answerAfterMs: 1000,
  });
  return async () => {
    await daraja.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}
