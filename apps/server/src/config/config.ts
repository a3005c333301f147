import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BOOKING_SEATS_MAX, COMPLAINT_ATTACHMENT_LIMITS } from '@foleni/contract';
import { z } from 'zod';

/**
 * apps/server: the nearest folder with a package.json above this module, which runs from its
 * source (src/config/) in development and tests, and from the compiled bundle (dist/) in
 * production.
 */
function findServerRoot(): string {
  const start = path.dirname(fileURLToPath(import.meta.url));
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (dir === path.dirname(dir)) throw new Error(`no package.json above ${start}`);
  }
}

const serverRoot = findServerRoot();
const repoRoot = path.resolve(serverRoot, '../..');

export type DatabaseConfig =
  | { engine: 'sqlite'; file: string }
  | { engine: 'postgres'; url: string };

export interface Config {
  version: string;
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseConfig;
  jwtSecret: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  seedDemo: boolean;
  demoPassword: string;
  webDist: string;
  gtfsSeedDir: string;
  /** Where people reach the web app; links in e-mails start with it. */
  publicUrl: string;
  /** Whether `publicUrl` was configured (`PUBLIC_URL`) rather than guessed from the port. */
  publicUrlSet: boolean;
  smtpUrl: string | null;
  mailFrom: string;
  /**
   * Africa's Talking's SMS API (`SMS_URL`, `SMS_USERNAME`, `SMS_API_KEY`, `SMS_SENDER_ID`); null
   * when texts are written to DATA_DIR/sms-outbox instead.
   */
  sms: { url: string; username: string; apiKey: string; senderId: string | null } | null;
  /** Failed sign-ins allowed per account and per address in one minute. */
  loginRateLimit: number;
  /**
   * Which proxies' `X-Forwarded-For` to believe for the client's address: none (`false`), the
   * nearest N hops, or the listed proxy addresses (Fastify's `trustProxy`).
   */
  trustProxy: false | number | string[];
  /** Sign-up, activation and reset requests for one e-mail address in an hour. */
  accountMailRateLimit: number;
  /** Sign-ups, activation and reset requests and anonymous complaints per address in an hour. */
  publicFormRateLimit: number;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  /** Complaint attachments: at most this many files, each and all together at most so many bytes. */
  complaintAttachments: { maxFiles: number; maxFileBytes: number; maxTotalBytes: number };
  /** Seats one route may sell for a day when no vehicle is queued for it. */
  bookingDailySeatCap: number;
  /** Seats one booking may hold. */
  bookingMaxSeats: number;
  /** Unpaid bookings one passenger may hold for one travel day. */
  bookingUnpaidPerDay: number;
  /** Minutes an unpaid booking holds its seats before they are free again. */
  bookingUnpaidHoldMinutes: number;
  /**
   * Raster map tiles for the web app's maps: a `{z}/{x}/{y}` URL template and the origin the
   * page's CSP must allow images from; `null` when maps show their lines on a plain background.
   */
  mapTiles: { url: string; imgSource: string } | null;
  /** How often the durable job runner looks for due jobs; 0: only when asked (tests). */
  jobPollMs: number;
  /**
   * The telecom gateways' callbacks (USSD, inbound SMS): the secret they must present, and the
   * source addresses allowed (empty: any). No secret: the callbacks are off.
   */
  ussd: { secret: string | null; allow: string[] };
  /** Safaricom's Daraja (M-Pesa Express); null when its settings are absent: cash only. */
  mpesa: MpesaConfig | null;
}

export interface MpesaConfig {
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
  shortcode: string;
  passkey: string;
  /** The public URL Daraja calls back, with the secret token in it. */
  callbackUrl: string;
  /** The secret of `callbackUrl`: its `token` query parameter, else its last path segment. */
  callbackSecret: string;
  /** Addresses the callback may come from; empty: any. */
  callbackAllow: string[];
}

/** Thrown when the environment cannot be turned into a Config; one line per bad variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'ConfigError';
  }
}

const MB = 1024 * 1024;

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], {
    error: 'must be true or false',
  })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** OpenStreetMap's own raster tiles: fine for a small site (see its tile usage policy). */
export const DEFAULT_MAP_TILES_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

const MAP_TILES_URL_PROBLEM =
  'must be an http(s) URL template with {z}, {x} and {y}, such as https://tile.openstreetmap.org/{z}/{x}/{y}.png, or none';

/**
 * A Leaflet tile URL template: http(s), with `{z}`, `{x}` and `{y}`; `{s}` (the server's letter)
 * may only be the host's first label, so the CSP can allow it as `*.host`. Returns the template
 * and the CSP source of its images, or null when it cannot be used.
 */
export function parseTilesUrl(template: string): { url: string; imgSource: string } | null {
  const match = /^(https?):\/\/([^/?#]+)(\/[^\s]*)$/i.exec(template);
  if (!match?.[1] || !match[2] || !match[3]) return null;
  if (!['{z}', '{x}', '{y}'].every((part) => match[3]?.includes(part))) return null;
  const scheme = match[1].toLowerCase();
  const host = match[2].toLowerCase().replace(/^\{s\}\./, '*.');
  if (!/^(\*\.)?[a-z0-9.-]+(:\d{1,5})?$/.test(host)) return null;
  try {
    new URL(`${scheme}://${host.replace(/^\*\./, 'a.')}/`);
  } catch {
    return null;
  }
  return { url: template, imgSource: `${scheme}://${host}` };
}

const DEFAULT_MAP_TILES = parseTilesUrl(DEFAULT_MAP_TILES_URL);

const TRUST_PROXY_PROBLEM =
  'must be false, a number of proxy hops, or a comma-separated list of proxy addresses or networks (10.0.0.1, 10.0.0.0/8, loopback)';
/** The names proxy-addr (Fastify's `trustProxy`) knows for whole ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * `TRUST_PROXY`: whose `X-Forwarded-For` to believe. `true` (any client) is refused: it would let
 * every client choose its own address and so walk around the per-address limits.
 */
function parseTrustProxy(value: string): false | number | string[] | null {
  if (['false', 'no', 'off', '0'].includes(value.toLowerCase())) return false;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.length > 0 && entries.every(isProxyAddress) ? entries : null;
}

/** A gateway's source addresses (`USSD_ALLOW`, `MPESA_CALLBACK_ALLOW`): comma-separated IPs. */
const addressList = z
  .string()
  .trim()
  .transform((value, context) => {
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    if (!entries.every((entry) => isIP(entry) !== 0)) {
      context.addIssue({
        code: 'custom',
        message: 'must be a comma-separated list of IP addresses',
      });
      return z.NEVER;
    }
    return entries;
  })
  .default([]);

const envSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], {
      error: 'must be development, production or test',
    })
    .default('development'),
  PORT: z
    .string()
    .regex(/^\d+$/, 'must be a whole number from 0 to 65535')
    .transform(Number)
    .refine((port) => port <= 65535, 'must be a whole number from 0 to 65535')
    .default(3000),
  HOST: z.string().trim().min(1, 'must not be empty').default('127.0.0.1'),
  DATA_DIR: z.string().trim().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: z.string().trim().optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters long').optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  SEED_DEMO: booleanFlag.optional(),
  DEMO_PASSWORD: z.string().min(6, 'must be at least 6 characters long').default('foleni-demo'),
  WEB_DIST: z.string().trim().min(1).default(path.join(repoRoot, 'apps/web/dist')),
  GTFS_SEED_DIR: z.string().trim().min(1).default(path.join(serverRoot, 'seed-data/nairobi-gtfs')),
  PUBLIC_URL: z.url({ error: 'must be a URL such as https://foleni.example.ke' }).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().trim().min(3).default('Foleni <no-reply@foleni.ke>'),
  SMS_URL: z
    .url({
      protocol: /^https?$/,
      error: 'must be an http(s) URL such as https://api.africastalking.com/version1/messaging',
    })
    .optional(),
  SMS_USERNAME: z.string().trim().min(1).max(100).optional(),
  SMS_API_KEY: z.string().trim().min(1).max(200).optional(),
  SMS_SENDER_ID: z.string().trim().min(1).max(11, 'must be at most 11 characters').optional(),
  LOGIN_RATE_LIMIT: wholeNumber(1).default(10),
  TRUST_PROXY: z
    .string()
    .trim()
    .transform((value, context) => {
      const trust = parseTrustProxy(value);
      if (trust === null) {
        context.addIssue({ code: 'custom', message: TRUST_PROXY_PROBLEM });
        return z.NEVER;
      }
      return trust;
    })
    .default(false),
  ACCOUNT_MAIL_RATE_LIMIT: wholeNumber(1).default(5),
  PUBLIC_FORM_RATE_LIMIT: wholeNumber(1).default(20),
  ACCESS_TOKEN_TTL_SECONDS: wholeNumber(10).default(900),
  REFRESH_TOKEN_TTL_DAYS: wholeNumber(1).default(30),
  COMPLAINT_ATTACHMENT_MAX_FILES: wholeNumber(1).default(COMPLAINT_ATTACHMENT_LIMITS.files),
  COMPLAINT_ATTACHMENT_MAX_MB: wholeNumber(1).default(COMPLAINT_ATTACHMENT_LIMITS.fileMb),
  COMPLAINT_ATTACHMENTS_TOTAL_MB: wholeNumber(1).default(COMPLAINT_ATTACHMENT_LIMITS.totalMb),
  BOOKING_DAILY_SEAT_CAP: wholeNumber(1).default(200),
  BOOKING_MAX_SEATS: wholeNumber(1)
    .refine((seats) => seats <= BOOKING_SEATS_MAX, `must be at most ${BOOKING_SEATS_MAX}`)
    .default(BOOKING_SEATS_MAX),
  BOOKING_UNPAID_PER_DAY: wholeNumber(1).default(3),
  BOOKING_UNPAID_HOLD_MINUTES: wholeNumber(1).default(30),
  MAP_TILES_URL: z
    .string()
    .trim()
    .transform((value, context) => {
      if (value === 'none') return null;
      const tiles = parseTilesUrl(value);
      if (!tiles) {
        context.addIssue({ code: 'custom', message: MAP_TILES_URL_PROBLEM });
        return z.NEVER;
      }
      return tiles;
    })
    .default(DEFAULT_MAP_TILES),
  JOB_POLL_MS: z
    .string()
    .regex(/^\d+$/, 'must be a whole number of milliseconds')
    .transform(Number)
    .default(1000),
  USSD_SECRET: z.string().trim().min(16, 'must be at least 16 characters long').optional(),
  USSD_ALLOW: addressList,
  MPESA_BASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  MPESA_CONSUMER_KEY: z.string().trim().min(1).optional(),
  MPESA_CONSUMER_SECRET: z.string().trim().min(1).optional(),
  MPESA_SHORTCODE: z
    .string()
    .regex(/^\d{5,7}$/, 'must be a paybill or till number of 5 to 7 digits')
    .optional(),
  MPESA_PASSKEY: z.string().trim().min(1).optional(),
  MPESA_CALLBACK_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .refine((url) => callbackSecretOf(url) !== null, {
      message: 'must carry a secret (?token=… or as its last path segment)',
    })
    .optional(),
  MPESA_CALLBACK_ALLOW: addressList,
});

const MPESA_SETTINGS = [
  'MPESA_BASE_URL',
  'MPESA_CONSUMER_KEY',
  'MPESA_CONSUMER_SECRET',
  'MPESA_SHORTCODE',
  'MPESA_PASSKEY',
  'MPESA_CALLBACK_URL',
] as const;

/**
 * The secret a callback URL carries: its `?token=`, else its last path segment. Daraja calls the
 * configured URL as it is, so a callback presents its secret the same way (payments.routes.ts).
 */
export function callbackSecretOf(url: string): string | null {
  const parsed = new URL(url, 'http://callback');
  const secret =
    parsed.searchParams.get('token') ?? parsed.pathname.split('/').filter(Boolean).pop() ?? '';
  return secret.length > 0 ? secret : null;
}

function mpesaConfig(values: z.output<typeof envSchema>, problems: string[]): MpesaConfig | null {
  const missing = MPESA_SETTINGS.filter((name) => values[name] === undefined);
  if (missing.length === MPESA_SETTINGS.length) return null;
  if (missing.length > 0) {
    problems.push(`M-Pesa needs every one of its settings: ${missing.join(', ')} missing`);
    return null;
  }
  const callbackUrl = values.MPESA_CALLBACK_URL as string;
  return {
    baseUrl: (values.MPESA_BASE_URL as string).replace(/\/+$/, ''),
    consumerKey: values.MPESA_CONSUMER_KEY as string,
    consumerSecret: values.MPESA_CONSUMER_SECRET as string,
    shortcode: values.MPESA_SHORTCODE as string,
    passkey: values.MPESA_PASSKEY as string,
    callbackUrl,
    callbackSecret: callbackSecretOf(callbackUrl) as string,
    callbackAllow: values.MPESA_CALLBACK_ALLOW,
  };
}

function wholeNumber(min: number) {
  return z
    .string()
    .regex(/^\d+$/, `must be a whole number of at least ${min}`)
    .transform(Number)
    .refine((value) => value >= min, `must be a whole number of at least ${min}`);
}

type Env = Record<string, string | undefined>;

/**
 * Reads the environment once. Empty strings count as unset, so `PORT= npm start` means the
 * default rather than an error.
 */
export function loadConfig(env: Env = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => {
        const name = String(issue.path[0]);
        return `${name} ${issue.message} (got ${JSON.stringify(env[name])})`;
      });

  const dataDir = path.resolve(parsed.data?.DATA_DIR ?? './data');
  const database = parseDatabaseUrl(parsed.data?.DATABASE_URL, dataDir, problems);
  const sms = parseSms(parsed.data ?? {}, problems);
  const mpesa = parsed.success ? mpesaConfig(parsed.data, problems) : null;
  if (problems.length > 0 || !parsed.success || !database) throw new ConfigError(problems);

  const values = parsed.data;
  return {
    version: readVersion(),
    env: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    dataDir,
    database,
    jwtSecret: values.JWT_SECRET ?? readOrCreateSecret(dataDir),
    logLevel: values.LOG_LEVEL,
    // A production database must never get accounts with a published password by accident.
    seedDemo: values.SEED_DEMO ?? values.NODE_ENV !== 'production',
    demoPassword: values.DEMO_PASSWORD,
    webDist: path.resolve(values.WEB_DIST),
    gtfsSeedDir: path.resolve(values.GTFS_SEED_DIR),
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ''),
    publicUrlSet: values.PUBLIC_URL !== undefined,
    smtpUrl: values.SMTP_URL ?? null,
    mailFrom: values.MAIL_FROM,
    sms,
    loginRateLimit: values.LOGIN_RATE_LIMIT,
    trustProxy: values.TRUST_PROXY,
    accountMailRateLimit: values.ACCOUNT_MAIL_RATE_LIMIT,
    publicFormRateLimit: values.PUBLIC_FORM_RATE_LIMIT,
    accessTokenTtlSeconds: values.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: values.REFRESH_TOKEN_TTL_DAYS,
    complaintAttachments: {
      maxFiles: values.COMPLAINT_ATTACHMENT_MAX_FILES,
      maxFileBytes: values.COMPLAINT_ATTACHMENT_MAX_MB * MB,
      maxTotalBytes: values.COMPLAINT_ATTACHMENTS_TOTAL_MB * MB,
    },
    bookingDailySeatCap: values.BOOKING_DAILY_SEAT_CAP,
    bookingMaxSeats: values.BOOKING_MAX_SEATS,
    bookingUnpaidPerDay: values.BOOKING_UNPAID_PER_DAY,
    bookingUnpaidHoldMinutes: values.BOOKING_UNPAID_HOLD_MINUTES,
    mapTiles: values.MAP_TILES_URL,
    jobPollMs: values.JOB_POLL_MS,
    ussd: { secret: values.USSD_SECRET ?? null, allow: values.USSD_ALLOW },
    mpesa,
  };
}

/** The SMS gateway wants all three of its URL, username and key, or none of them. */
function parseSms(
  values: { SMS_URL?: string; SMS_USERNAME?: string; SMS_API_KEY?: string; SMS_SENDER_ID?: string },
  problems: string[],
): Config['sms'] {
  const { SMS_URL: url, SMS_USERNAME: username, SMS_API_KEY: apiKey } = values;
  if (!url && !username && !apiKey) return null;
  if (url && username && apiKey)
    return { url, username, apiKey, senderId: values.SMS_SENDER_ID ?? null };
  for (const [name, value] of [
    ['SMS_URL', url],
    ['SMS_USERNAME', username],
    ['SMS_API_KEY', apiKey],
  ] as const)
    if (!value) problems.push(`${name} must be set with the other SMS_ settings`);
  return null;
}

function parseDatabaseUrl(
  value: string | undefined,
  dataDir: string,
  problems: string[],
): DatabaseConfig | null {
  if (!value) return { engine: 'sqlite', file: path.join(dataDir, 'foleni.sqlite') };
  const explain = `DATABASE_URL must be a postgres://user:password@host:port/database URL or sqlite:<file path> (got ${JSON.stringify(value)})`;
  if (/^postgres(ql)?:\/\//i.test(value)) {
    try {
      const url = new URL(value);
      if (!url.hostname || url.pathname.length < 2) throw new Error('incomplete');
      return { engine: 'postgres', url: value };
    } catch {
      problems.push(explain);
      return null;
    }
  }
  const sqlite = /^(sqlite|file):(.+)$/i.exec(value);
  if (sqlite?.[2]) return { engine: 'sqlite', file: path.resolve(sqlite[2].replace(/^\/\//, '')) };
  problems.push(explain);
  return null;
}

/** Tokens must survive restarts, so a generated secret is kept beside the data it protects. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, `${randomBytes(48).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another start got there first, or the secret was kept from an earlier start: use it.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(file, 'utf8').trim();
}

function readVersion(): string {
  const pkg = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
    version?: string;
  };
  return pkg.version ?? '0.0.0';
}
