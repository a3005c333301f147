import { randomBytes, randomUUID } from 'node:crypto';
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import { darajaPassword, darajaTimestamp } from './daraja.client';

// A stand-in for Safaricom's Daraja on loopback (`npm run mpesa:simulator`, and the tests): the
// same paths, fields and answers as M-Pesa Express, with a switch for how each prompt ends.

/** How the simulated customer answers a prompt, and what Safaricom then does. */
export const SIMULATOR_OUTCOMES = [
  /** The customer enters the PIN; the callback says paid. */
  'paid',
  /** The customer presses cancel (ResultCode 1032). */
  'cancelled',
  /** 2001, 1 and 1037 by callback. */
  'wrong_pin',
  'insufficient_balance',
  'unreachable',
  /** Paid, but the callback is lost: only the status query tells. */
  'timeout',
  /** No callback, and the query says the phone could not be reached (1037). */
  'no_callback',
  /** Paid, and the same callback arrives `duplicates` times at once. */
  'duplicate',
  /** Nothing happens until `POST /simulator/transactions/<CheckoutRequestID>/<outcome>`. */
  'manual',
] as const;
export type SimulatorOutcome = (typeof SIMULATOR_OUTCOMES)[number];

const RESULTS: Record<string, { code: number; desc: string }> = {
  paid: { code: 0, desc: 'The service request is processed successfully.' },
  cancelled: { code: 1032, desc: 'Request cancelled by user' },
  wrong_pin: { code: 2001, desc: 'The initiator information is invalid.' },
  insufficient_balance: {
    code: 1,
    desc: 'The balance is insufficient for the transaction.',
  },
  unreachable: { code: 1037, desc: 'DS timeout user cannot be reached' },
};

export interface SimulatedPush {
  merchantRequestId: string;
  checkoutRequestId: string;
  request: Record<string, unknown>;
  outcome: SimulatorOutcome;
  /** The ResultCode once the customer has answered; null while the prompt is open. */
  resultCode: number | null;
  receipt: string | null;
  callbacksSent: number;
}

export interface SimulatorOptions {
  consumerKey: string;
  consumerSecret: string;
  shortcode: string;
  passkey: string;
  host?: string;
  port?: number;
  /** How long the customer takes to answer the prompt. */
  answerAfterMs?: number;
  /** How many times a 'duplicate' callback is sent. */
  duplicates?: number;
  /** Seconds a token lives (Daraja: 3599). */
  tokenSeconds?: number;
  log?: (line: string) => void;
}

const PHONE = /^2547\d{8}$/;

function badRequest(field: string) {
  return {
    status: 400,
    body: {
      requestId: randomUUID(),
      errorCode: '400.002.02',
      errorMessage: `Bad Request - Invalid ${field}`,
    },
  };
}

/** A YYYYMMDDHHmmss stamp as milliseconds, to compare two stamps of one clock. */
function stampMs(stamp: string): number {
  const [, y, mo, d, h, mi, se] = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(stamp) ?? [];
  return Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(se));
}

function receiptNumber(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  return `S${Array.from(randomBytes(9), (byte) => alphabet[byte % alphabet.length]).join('')}`;
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return null;
  }
}

export async function startDarajaSimulator(options: SimulatorOptions) {
  const answerAfterMs = options.answerAfterMs ?? 3000;
  const duplicates = options.duplicates ?? 10;
  const tokenSeconds = options.tokenSeconds ?? 3599;
  const log = options.log ?? (() => undefined);
  const tokens = new Map<string, number>();
  const pushes = new Map<string, SimulatedPush>();
  const outcomeByPhone = new Map<string, SimulatorOutcome>();
  const timers = new Set<NodeJS.Timeout>();
  const callbackErrors: string[] = [];
  let defaultOutcome: SimulatorOutcome = 'paid';
  let tokensIssued = 0;

  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  };

  function callbackBody(push: SimulatedPush, code: number) {
    const stkCallback: Record<string, unknown> = {
      MerchantRequestID: push.merchantRequestId,
      CheckoutRequestID: push.checkoutRequestId,
      ResultCode: code,
      ResultDesc: Object.values(RESULTS).find((result) => result.code === code)?.desc ?? 'Failed',
    };
    if (code === 0) {
      stkCallback.CallbackMetadata = {
        Item: [
          { Name: 'Amount', Value: Number(push.request.Amount) },
          { Name: 'MpesaReceiptNumber', Value: push.receipt },
          { Name: 'Balance' },
          { Name: 'TransactionDate', Value: Number(darajaTimestamp(new Date())) },
          { Name: 'PhoneNumber', Value: Number(push.request.PhoneNumber) },
        ],
      };
    }
    return { Body: { stkCallback } };
  }

  /** Posts the callback on a fresh connection each time, as Safaricom's servers do. */
  async function sendCallback(push: SimulatedPush, code: number) {
    push.callbacksSent += 1;
    const payload = JSON.stringify(callbackBody(push, code));
    try {
      const status = await new Promise<number>((resolve, reject) => {
        const target = new URL(String(push.request.CallBackURL));
        const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
        const outgoing = send(
          target,
          {
            method: 'POST',
            agent: false,
            headers: {
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(payload),
            },
          },
          (incoming) => {
            incoming.resume();
            incoming.on('end', () => resolve(incoming.statusCode ?? 0));
          },
        );
        outgoing.on('error', reject);
        outgoing.end(payload);
      });
      log(`callback ${push.checkoutRequestId} → ${status}`);
    } catch (error) {
      callbackErrors.push(String(error));
      log(`callback ${push.checkoutRequestId} failed: ${String(error)}`);
    }
  }

  /** The customer answers: the result is set, and Safaricom calls back as the outcome says. */
  function answer(push: SimulatedPush, outcome: SimulatorOutcome) {
    const result = RESULTS[outcome] ?? RESULTS.paid;
    if (outcome === 'no_callback') push.resultCode = RESULTS.unreachable?.code ?? 1037;
    else push.resultCode = result?.code ?? 0;
    if (push.resultCode === 0) push.receipt = receiptNumber();
    if (outcome === 'timeout' || outcome === 'no_callback') return Promise.resolve();
    const copies = outcome === 'duplicate' ? duplicates : 1;
    const code = push.resultCode;
    return Promise.all(Array.from({ length: copies }, () => sendCallback(push, code))).then(
      () => undefined,
    );
  }

  function authorized(request: IncomingMessage): boolean {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const until = token ? tokens.get(token) : undefined;
    return until !== undefined && until > Date.now();
  }

  /** The fields every Daraja request carries: the shortcode and its password of the moment. */
  function credentialProblem(body: Record<string, unknown>) {
    if (
      body.BusinessShortCode !== options.shortcode &&
      Number(body.BusinessShortCode) !== Number(options.shortcode)
    )
      return badRequest('BusinessShortCode');
    const timestamp = String(body.Timestamp ?? '');
    if (!/^\d{14}$/.test(timestamp)) return badRequest('Timestamp');
    // Daraja reads the stamp on Nairobi's clock: one in UTC is three hours off.
    const skew = Math.abs(stampMs(timestamp) - stampMs(darajaTimestamp(new Date())));
    if (!Number.isFinite(skew) || skew > 10 * 60_000) return badRequest('Timestamp');
    if (body.Password !== darajaPassword(options.shortcode, options.passkey, timestamp))
      return badRequest('Password');
    return null;
  }

  function stkPush(body: Record<string, unknown>) {
    const problem = credentialProblem(body);
    if (problem) return problem;
    if (!['CustomerPayBillOnline', 'CustomerBuyGoodsOnline'].includes(String(body.TransactionType)))
      return badRequest('TransactionType');
    if (!Number.isInteger(Number(body.Amount)) || Number(body.Amount) < 1)
      return badRequest('Amount');
    if (!PHONE.test(String(body.PartyA))) return badRequest('PartyA');
    if (!PHONE.test(String(body.PhoneNumber))) return badRequest('PhoneNumber');
    if (String(body.PartyB) !== options.shortcode) return badRequest('PartyB');
    if (!/^https?:\/\/\S+$/.test(String(body.CallBackURL ?? ''))) return badRequest('CallBackURL');
    const reference = String(body.AccountReference ?? '');
    if (reference.length === 0 || reference.length > 12) return badRequest('AccountReference');
    const description = String(body.TransactionDesc ?? '');
    if (description.length === 0 || description.length > 13) return badRequest('TransactionDesc');

    const push: SimulatedPush = {
      merchantRequestId: `${randomBytes(4).toString('hex')}-${Date.now()}`,
      checkoutRequestId: `ws_CO_${darajaTimestamp(new Date())}${randomBytes(6).toString('hex')}`,
      request: body,
      outcome: outcomeByPhone.get(String(body.PhoneNumber)) ?? defaultOutcome,
      resultCode: null,
      receipt: null,
      callbacksSent: 0,
    };
    pushes.set(push.checkoutRequestId, push);
    log(
      `push ${push.checkoutRequestId} KES ${body.Amount} from ${body.PhoneNumber}: ${push.outcome}`,
    );
    if (push.outcome !== 'manual') later(answerAfterMs, () => void answer(push, push.outcome));
    return {
      status: 200,
      body: {
        MerchantRequestID: push.merchantRequestId,
        CheckoutRequestID: push.checkoutRequestId,
        ResponseCode: '0',
        ResponseDescription: 'Success. Request accepted for processing',
        CustomerMessage: 'Success. Request accepted for processing',
      },
    };
  }

  function stkQuery(body: Record<string, unknown>) {
    const problem = credentialProblem(body);
    if (problem) return problem;
    const push = pushes.get(String(body.CheckoutRequestID ?? ''));
    if (!push) return badRequest('CheckoutRequestID');
    if (push.resultCode === null) {
      return {
        status: 500,
        body: {
          requestId: randomUUID(),
          errorCode: '500.001.1001',
          errorMessage: 'The transaction is being processed',
        },
      };
    }
    const desc =
      Object.values(RESULTS).find((result) => result.code === push.resultCode)?.desc ?? 'Failed';
    return {
      status: 200,
      body: {
        ResponseCode: '0',
        ResponseDescription: 'The service request has been accepted successsfully',
        MerchantRequestID: push.merchantRequestId,
        CheckoutRequestID: push.checkoutRequestId,
        ResultCode: String(push.resultCode),
        ResultDesc: desc,
      },
    };
  }

  /** The test switch: `POST /simulator/outcome { outcome, phone? }`, and manual answers. */
  async function control(method: string, path: string, body: Record<string, unknown>) {
    if (method === 'GET' && path === '/simulator/transactions')
      return { status: 200, body: [...pushes.values()] };
    if (method === 'POST' && path === '/simulator/outcome') {
      const outcome = body.outcome as SimulatorOutcome;
      if (!SIMULATOR_OUTCOMES.includes(outcome)) return badRequest('outcome');
      if (typeof body.phone === 'string') outcomeByPhone.set(body.phone, outcome);
      else defaultOutcome = outcome;
      return { status: 200, body: { outcome, phone: body.phone ?? null } };
    }
    const manual = /^\/simulator\/transactions\/([^/]+)\/([a-z_]+)$/.exec(path);
    if (method === 'POST' && manual) {
      const push = pushes.get(decodeURIComponent(manual[1] ?? ''));
      const outcome = manual[2] as SimulatorOutcome;
      if (!push) return { status: 404, body: { errorMessage: 'no such CheckoutRequestID' } };
      if (!SIMULATOR_OUTCOMES.includes(outcome) || outcome === 'manual')
        return badRequest('outcome');
      await answer(push, outcome);
      return { status: 200, body: push };
    }
    return null;
  }

  async function route(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://simulator');
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.method === 'GET' && url.pathname === '/oauth/v1/generate') {
      const expected = Buffer.from(`${options.consumerKey}:${options.consumerSecret}`).toString(
        'base64',
      );
      if (url.searchParams.get('grant_type') !== 'client_credentials')
        return reply(400, { errorCode: '400.008.02', errorMessage: 'Invalid grant type passed' });
      if (request.headers.authorization !== `Basic ${expected}`)
        return reply(400, {
          errorCode: '400.008.01',
          errorMessage: 'Invalid Authentication passed',
        });
      const token = randomBytes(14).toString('base64url');
      tokens.set(token, Date.now() + tokenSeconds * 1000);
      tokensIssued += 1;
      return reply(200, { access_token: token, expires_in: String(tokenSeconds) });
    }
    const body = (await readJson(request)) ?? {};
    if (typeof body !== 'object' || Array.isArray(body)) return reply(400, badRequest('body').body);
    const fields = body as Record<string, unknown>;
    const controlled = await control(request.method ?? 'GET', url.pathname, fields);
    if (controlled) return reply(controlled.status, controlled.body);
    const api =
      url.pathname === '/mpesa/stkpush/v1/processrequest'
        ? stkPush
        : url.pathname === '/mpesa/stkpushquery/v1/query'
          ? stkQuery
          : null;
    if (request.method !== 'POST' || !api)
      return reply(404, { errorCode: '404.001.01', errorMessage: 'Resource not found' });
    if (!authorized(request))
      return reply(404, { errorCode: '404.001.03', errorMessage: 'Invalid Access Token' });
    const answered = api(fields);
    return reply(answered.status, answered.body);
  }

  const server: Server = createServer((request, response) => {
    route(request, response).catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ errorCode: '500.003.02', errorMessage: String(error) }));
    });
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    port,
    pushes: () => [...pushes.values()],
    callbackErrors,
    tokensIssued: () => tokensIssued,
    setOutcome(outcome: SimulatorOutcome, phone?: string) {
      if (phone) outcomeByPhone.set(phone, outcome);
      else defaultOutcome = outcome;
    },
    /** Answers a 'manual' prompt now, as the customer would. */
    answer(checkoutRequestId: string, outcome: Exclude<SimulatorOutcome, 'manual'>) {
      const push = pushes.get(checkoutRequestId);
      if (!push) throw new Error(`no push ${checkoutRequestId}`);
      return answer(push, outcome);
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type DarajaSimulator = Awaited<ReturnType<typeof startDarajaSimulator>>;
