import { z } from 'zod';
import { SIMULATOR_OUTCOMES, startDarajaSimulator } from '../modules/payments/daraja-simulator';
import { runCli } from './run-cli';

// `npm run mpesa:simulator`: a stand-in for Safaricom's Daraja on loopback, so `npm start` can
// take M-Pesa payments without Safaricom. It prints the settings to start the server with.

const settings = z
  .object({
    MPESA_SIMULATOR_PORT: z.string().regex(/^\d+$/).transform(Number).default(8089),
    MPESA_SIMULATOR_ANSWER_MS: z.string().regex(/^\d+$/).transform(Number).default(4000),
    MPESA_SIMULATOR_OUTCOME: z.enum(SIMULATOR_OUTCOMES).default('paid'),
    MPESA_CONSUMER_KEY: z.string().min(1).default('foleni-simulator-key'),
    MPESA_CONSUMER_SECRET: z.string().min(1).default('foleni-simulator-secret'),
    MPESA_SHORTCODE: z
      .string()
      .regex(/^\d{5,7}$/)
      .default('174379'),
    MPESA_PASSKEY: z.string().min(1).default('foleni-simulator-passkey'),
    PORT: z.string().regex(/^\d+$/).default('3000'),
  })
  .parse(Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== '')));

await runCli(async () => {
  const simulator = await startDarajaSimulator({
    consumerKey: settings.MPESA_CONSUMER_KEY,
    consumerSecret: settings.MPESA_CONSUMER_SECRET,
    shortcode: settings.MPESA_SHORTCODE,
    passkey: settings.MPESA_PASSKEY,
    port: settings.MPESA_SIMULATOR_PORT,
    answerAfterMs: settings.MPESA_SIMULATOR_ANSWER_MS,
    log: (line) => process.stdout.write(`${new Date().toISOString()} ${line}\n`),
  });
  simulator.setOutcome(settings.MPESA_SIMULATOR_OUTCOME);
  process.stdout.write(
    [
      `Daraja simulator on ${simulator.url} (prompts answered after ${settings.MPESA_SIMULATOR_ANSWER_MS} ms: ${settings.MPESA_SIMULATOR_OUTCOME})`,
      'Start the server with:',
      `  MPESA_BASE_URL=${simulator.url} MPESA_CONSUMER_KEY=${settings.MPESA_CONSUMER_KEY} MPESA_CONSUMER_SECRET=${settings.MPESA_CONSUMER_SECRET} \\`,
      `  MPESA_SHORTCODE=${settings.MPESA_SHORTCODE} MPESA_PASSKEY=${settings.MPESA_PASSKEY} \\`,
      `  MPESA_CALLBACK_URL=http://127.0.0.1:${settings.PORT}/api/v1.0/payments/mpesa/callback/<a secret of 16+ characters> npm start`,
      `Outcomes (${SIMULATOR_OUTCOMES.join(', ')}):`,
      `  curl -X POST ${simulator.url}/simulator/outcome -d '{"outcome":"cancelled"}'            # every prompt from now on`,
      `  curl -X POST ${simulator.url}/simulator/outcome -d '{"outcome":"timeout","phone":"254712345678"}'  # one phone`,
      `  curl -X POST ${simulator.url}/simulator/transactions/<CheckoutRequestID>/paid        # answer a 'manual' prompt`,
      '',
    ].join('\n'),
  );
  const stop = () => void simulator.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
});
