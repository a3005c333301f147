import { z } from 'zod';
import type { MpesaConfig } from '../../config/config';
import { NAIROBI_OFFSET_MS } from '../../lib/time';

/** Daraja's stamp of a request: YYYYMMDDHHmmss on Nairobi's clock. */
export function darajaTimestamp(at: Date): string {
  return new Date(at.getTime() + NAIROBI_OFFSET_MS).toISOString().replace(/\D/g, '').slice(0, 14);
}

/** The STK password: base64 of shortcode, passkey and timestamp, in that order. */
export function darajaPassword(shortcode: string, passkey: string, timestamp: string): string {
  return Buffer.from(`${shortcode}${passkey}${timestamp}`).toString('base64');
}

const tokenAnswer = z.object({
  access_token: z.string().min(1),
  expires_in: z.union([z.string().regex(/^\d+$/), z.number()]).transform(Number),
});
const pushAnswer = z.object({
  MerchantRequestID: z.string(),
  CheckoutRequestID: z.string().min(1),
  ResponseCode: z.union([z.string(), z.number()]).transform(String),
  ResponseDescription: z.string().optional(),
  CustomerMessage: z.string().optional(),
});
const queryAnswer = z.object({
  ResultCode: z.union([z.string().regex(/^-?\d+$/), z.number()]).transform(Number),
  ResultDesc: z.string().optional().default(''),
});
const errorAnswer = z.object({ errorCode: z.string(), errorMessage: z.string().optional() });

/** Daraja's error code of a query made while the customer has not answered yet. */
export const DARAJA_STILL_PROCESSING = '500.001.1001';

/** Daraja refused or could not be reached; `code` is its errorCode when it gave one. */
export class DarajaError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly code: string | null,
  ) {
    super(message);
    this.name = 'DarajaError';
  }
}

export interface StkPushRequest {
  amountKes: number;
  phone: string;
  accountReference: string;
  description: string;
}

export type StkQueryResult =
  | { state: 'processing' }
  | { state: 'done'; resultCode: number; resultDesc: string };

/** A token is renewed this long before Daraja says it expires, so no request carries a dead one. */
const TOKEN_MARGIN_MS = 60_000;
const REQUEST_TIMEOUT_MS = 15_000;

export interface DarajaClientOptions {
  now?: () => Date;
}

/** Safaricom's Daraja API, M-Pesa Express: the OAuth token, the STK push and its status query. */
export function createDarajaClient(
  config: MpesaConfig,
  { now = () => new Date() }: DarajaClientOptions = {},
) {
  let cached: { token: string; until: number } | null = null;
  let pending: Promise<string> | null = null;

  async function send(path: string, init: RequestInit): Promise<{ status: number; body: unknown }> {
    let response: Response;
    try {
      response = await fetch(`${config.baseUrl}${path}`, {
        ...init,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new DarajaError(`Daraja could not be reached: ${String(error)}`, null, null);
    }
    const text = await response.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
    return { status: response.status, body };
  }

  function refusal(path: string, status: number, body: unknown): DarajaError {
    const parsed = errorAnswer.safeParse(body);
    return new DarajaError(
      `Daraja refused ${path} (${status}${parsed.success ? `: ${parsed.data.errorCode} ${parsed.data.errorMessage ?? ''}` : ''})`,
      status,
      parsed.success ? parsed.data.errorCode : null,
    );
  }

  async function fetchToken(): Promise<string> {
    const basic = Buffer.from(`${config.consumerKey}:${config.consumerSecret}`).toString('base64');
    const path = '/oauth/v1/generate?grant_type=client_credentials';
    const { status, body } = await send(path, { headers: { authorization: `Basic ${basic}` } });
    const parsed = tokenAnswer.safeParse(body);
    if (status !== 200 || !parsed.success) throw refusal(path, status, body);
    cached = {
      token: parsed.data.access_token,
      until: now().getTime() + parsed.data.expires_in * 1000 - TOKEN_MARGIN_MS,
    };
    return cached.token;
  }

  /** The cached token while it has life left; concurrent callers share one renewal. */
  async function token(): Promise<string> {
    if (cached && now().getTime() < cached.until) return cached.token;
    pending ??= fetchToken().finally(() => {
      pending = null;
    });
    return pending;
  }

  async function post(path: string, payload: object) {
    const authorization = `Bearer ${await token()}`;
    const answer = await send(path, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
    // A token revoked before its time: forget it so the next call fetches a new one.
    if (answer.status === 401) cached = null;
    return answer;
  }

  function credentials() {
    const timestamp = darajaTimestamp(now());
    return {
      BusinessShortCode: config.shortcode,
      Password: darajaPassword(config.shortcode, config.passkey, timestamp),
      Timestamp: timestamp,
    };
  }

  return {
    /** Sends the PIN prompt to the customer's phone; Daraja answers at once, the result comes later. */
    async stkPush(request: StkPushRequest) {
      const path = '/mpesa/stkpush/v1/processrequest';
      const { status, body } = await post(path, {
        ...credentials(),
        TransactionType: 'CustomerPayBillOnline',
        Amount: request.amountKes,
        PartyA: request.phone,
        PartyB: config.shortcode,
        PhoneNumber: request.phone,
        CallBackURL: config.callbackUrl,
        AccountReference: request.accountReference,
        TransactionDesc: request.description,
      });
      const parsed = pushAnswer.safeParse(body);
      if (status !== 200 || !parsed.success || parsed.data.ResponseCode !== '0')
        throw refusal(path, status, body);
      return {
        merchantRequestId: parsed.data.MerchantRequestID,
        checkoutRequestId: parsed.data.CheckoutRequestID,
      };
    },

    /** How an STK push ended, or that the customer has not answered yet. */
    async query(checkoutRequestId: string): Promise<StkQueryResult> {
      const path = '/mpesa/stkpushquery/v1/query';
      const { status, body } = await post(path, {
        ...credentials(),
        CheckoutRequestID: checkoutRequestId,
      });
      const error = errorAnswer.safeParse(body);
      if (error.success && error.data.errorCode === DARAJA_STILL_PROCESSING)
        return { state: 'processing' };
      const parsed = queryAnswer.safeParse(body);
      if (status !== 200 || !parsed.success) throw refusal(path, status, body);
      return {
        state: 'done',
        resultCode: parsed.data.ResultCode,
        resultDesc: parsed.data.ResultDesc,
      };
    },
  };
}

export type DarajaClient = ReturnType<typeof createDarajaClient>;
