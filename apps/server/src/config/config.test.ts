import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const tempDir = () => mkdtempSync(path.join(tmpdir(), 'foleni-config-'));

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig({ DATA_DIR: tempDir(), ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a configuration error');
}

describe('loadConfig', () => {
  it('has working defaults for a fresh clone', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      env: 'development',
      seedDemo: true,
      demoPassword: 'foleni-demo',
      database: { engine: 'sqlite', file: path.join(dataDir, 'foleni.sqlite') },
    });
  });

  it('names the variable when PORT is not a port', () => {
    const problems = problemsOf({ PORT: 'abc' });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^PORT must be a whole number from 0 to 65535 \(got "abc"\)$/);
    expect(problemsOf({ PORT: '70000' })[0]).toMatch(/^PORT /);
  });

  it('names the variable when DATABASE_URL cannot be used', () => {
    for (const url of ['mysql://localhost/foleni', 'postgres://', 'not a url']) {
      const problems = problemsOf({ DATABASE_URL: url });
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^DATABASE_URL must be a postgres:\/\//);
    }
  });

  it('reports every bad variable at once', () => {
    const problems = problemsOf({ PORT: 'x', LOG_LEVEL: 'loud', SEED_DEMO: 'maybe' });
    expect(problems.map((line) => line.split(' ')[0]).sort()).toEqual([
      'LOG_LEVEL',
      'PORT',
      'SEED_DEMO',
    ]);
  });

  it('accepts PostgreSQL and SQLite URLs', () => {
    const pg = loadConfig({
      DATA_DIR: tempDir(),
      DATABASE_URL: 'postgres://u:p@127.0.0.1:5433/foleni',
    });
    expect(pg.database).toEqual({
      engine: 'postgres',
      url: 'postgres://u:p@127.0.0.1:5433/foleni',
    });
    const sqlite = loadConfig({ DATA_DIR: tempDir(), DATABASE_URL: 'sqlite:/tmp/x/foleni.db' });
    expect(sqlite.database).toEqual({ engine: 'sqlite', file: '/tmp/x/foleni.db' });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATA_DIR: tempDir(), PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });

  it('generates a JWT secret once and keeps it in DATA_DIR', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
    const second = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(second).toBe(first);
    const file = path.join(dataDir, 'jwt-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32) }).jwtSecret).toBe(
      'x'.repeat(32),
    );
  });

  it('does not seed demo accounts in production unless asked', () => {
    expect(loadConfig({ DATA_DIR: tempDir(), NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(
      loadConfig({ DATA_DIR: tempDir(), NODE_ENV: 'production', SEED_DEMO: 'true' }).seedDemo,
    ).toBe(true);
    expect(loadConfig({ DATA_DIR: tempDir(), SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });
  it('takes map tiles from MAP_TILES_URL, OpenStreetMap by default, or none', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).mapTiles).toEqual({
      url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      imgSource: 'https://tile.openstreetmap.org',
    });
    expect(
      loadConfig({
        DATA_DIR: tempDir(),
        MAP_TILES_URL: 'https://{s}.tile.example.org:8443/styles/{z}/{x}/{y}{r}.png?key=abc',
      }).mapTiles,
    ).toEqual({
      url: 'https://{s}.tile.example.org:8443/styles/{z}/{x}/{y}{r}.png?key=abc',
      imgSource: 'https://*.tile.example.org:8443',
    });
    expect(loadConfig({ DATA_DIR: tempDir(), MAP_TILES_URL: 'none' }).mapTiles).toBeNull();
  });

  it('names MAP_TILES_URL when it is not a tile URL template', () => {
    for (const url of [
      'tile.openstreetmap.org/{z}/{x}/{y}.png',
      'ftp://tiles.example.org/{z}/{x}/{y}.png',
      'https://tiles.example.org/{z}/{x}.png',
      'https://tiles.{s}.example.org/{z}/{x}/{y}.png',
      "https://tiles.example.org;'unsafe-inline'/{z}/{x}/{y}.png",
    ]) {
      const problems = problemsOf({ MAP_TILES_URL: url });
      expect(problems, url).toHaveLength(1);
      expect(problems[0]).toMatch(/^MAP_TILES_URL must be an http\(s\) URL template with \{z\}/);
    }
  });

  it('trusts no proxy by default; TRUST_PROXY takes a hop count or proxy addresses', () => {
    const trust = (value?: string) =>
      loadConfig({ DATA_DIR: tempDir(), ...(value === undefined ? {} : { TRUST_PROXY: value }) })
        .trustProxy;
    expect(trust()).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('0')).toBe(false);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.1, 10.1.0.0/16,loopback, ::1, fd00::/8')).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      'loopback',
      '::1',
      'fd00::/8',
    ]);
  });

  it('names TRUST_PROXY when it would trust anyone or is not an address', () => {
    for (const value of ['true', 'yes', 'proxy.example.ke', '10.0.0.1/33', '10.0.0.300']) {
      const problems = problemsOf({ TRUST_PROXY: value });
      expect(problems, value).toHaveLength(1);
      expect(problems[0]).toMatch(/^TRUST_PROXY must be false, a number of proxy hops, or /);
    }
  });

  it("sends SMS to the outbox by default, through Africa's Talking with all of SMS_URL, SMS_USERNAME and SMS_API_KEY", () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).sms).toBeNull();
    const gateway = {
      SMS_URL: 'https://api.africastalking.com/version1/messaging',
      SMS_USERNAME: 'foleni',
      SMS_API_KEY: 'atsk_123',
    };
    expect(loadConfig({ DATA_DIR: tempDir(), ...gateway }).sms).toEqual({
      url: gateway.SMS_URL,
      username: 'foleni',
      apiKey: 'atsk_123',
      senderId: null,
    });
    expect(
      loadConfig({ DATA_DIR: tempDir(), ...gateway, SMS_SENDER_ID: 'FOLENI' }).sms,
    ).toMatchObject({
      senderId: 'FOLENI',
    });
    expect(problemsOf({ SMS_URL: gateway.SMS_URL })).toEqual([
      'SMS_USERNAME must be set with the other SMS_ settings',
      'SMS_API_KEY must be set with the other SMS_ settings',
    ]);
    expect(problemsOf({ ...gateway, SMS_URL: 'ftp://example.com/' })[0]).toMatch(
      /^SMS_URL must be an http\(s\) URL/,
    );
    expect(problemsOf({ ...gateway, SMS_SENDER_ID: 'FOLENI-MATATU' })[0]).toMatch(
      /^SMS_SENDER_ID must be at most 11/,
    );
  });

  it('has abuse limits for the public forms, which can be set', () => {
    expect(loadConfig({ DATA_DIR: tempDir() })).toMatchObject({
      loginRateLimit: 10,
      accountMailRateLimit: 5,
      publicFormRateLimit: 20,
    });
    expect(
      loadConfig({
        DATA_DIR: tempDir(),
        ACCOUNT_MAIL_RATE_LIMIT: '2',
        PUBLIC_FORM_RATE_LIMIT: '7',
      }),
    ).toMatchObject({ accountMailRateLimit: 2, publicFormRateLimit: 7 });
    expect(problemsOf({ PUBLIC_FORM_RATE_LIMIT: '0' })[0]).toMatch(/^PUBLIC_FORM_RATE_LIMIT /);
  });

  it('turns M-Pesa on only with every Daraja setting, and takes the callback secret from its URL', () => {
    const daraja = {
      MPESA_BASE_URL: 'https://sandbox.safaricom.co.ke/',
      MPESA_CONSUMER_KEY: 'key',
      MPESA_CONSUMER_SECRET: 'secret',
      MPESA_SHORTCODE: '174379',
      MPESA_PASSKEY: 'passkey',
      MPESA_CALLBACK_URL:
        'https://foleni.example.ke/api/v1.0/payments/mpesa/callback/0123456789abcdef',
    };
    expect(loadConfig({ DATA_DIR: tempDir() }).mpesa).toBeNull();
    expect(loadConfig({ DATA_DIR: tempDir(), ...daraja }).mpesa).toMatchObject({
      baseUrl: 'https://sandbox.safaricom.co.ke',
      callbackSecret: '0123456789abcdef',
      callbackAllow: [],
    });
    const byQuery = loadConfig({
      DATA_DIR: tempDir(),
      ...daraja,
      MPESA_CALLBACK_URL:
        'https://foleni.example.ke/api/v1.0/payments/mpesa/callback/?token=fedcba9876543210',
      MPESA_CALLBACK_ALLOW: '196.201.214.200, 196.201.214.206',
    }).mpesa;
    expect(byQuery).toMatchObject({
      callbackSecret: 'fedcba9876543210',
      callbackAllow: ['196.201.214.200', '196.201.214.206'],
    });
    expect(problemsOf({ MPESA_BASE_URL: daraja.MPESA_BASE_URL })[0]).toMatch(
      /^M-Pesa needs every one of its settings: MPESA_CONSUMER_KEY, /,
    );
    expect(problemsOf({ ...daraja, MPESA_CALLBACK_URL: 'https://foleni.example.ke/' })[0]).toMatch(
      /^MPESA_CALLBACK_URL must carry a secret/,
    );
  });
});
