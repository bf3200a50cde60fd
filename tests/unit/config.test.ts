import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseConfig } from '#app/.server/infrastructure/config.ts';

describe('parseConfig', () => {
  it('has working defaults for a laptop: port 3000, SQLite in ./data, sample seed', () => {
    const config = parseConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.database).toEqual({ kind: 'sqlite', file: path.resolve('data/site.db') });
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.seed).toBe('sample');
    expect(config.pageCache).toBe(true);
    expect(config.shareImages).toBe(true);
    expect(config.admin).toBeUndefined();
    expect(config.s3).toBeUndefined();
    expect(config.rateLimits.contact).toEqual({ limit: 5, windowSeconds: 600 });
  });

  it('has slow-client timeouts with sane defaults, overridable, headers never longer than the request', () => {
    expect(parseConfig({}).http).toEqual({
      headersTimeoutMs: 20_000,
      requestTimeoutMs: 120_000,
      keepAliveTimeoutMs: 65_000,
    });
    expect(parseConfig({ HTTP_HEADERS_TIMEOUT_MS: '1000', HTTP_REQUEST_TIMEOUT_MS: '2000' }).http).toMatchObject({
      headersTimeoutMs: 1000,
      requestTimeoutMs: 2000,
    });
    expect(() => parseConfig({ HTTP_HEADERS_TIMEOUT_MS: '5000', HTTP_REQUEST_TIMEOUT_MS: '1000' })).toThrow(
      /HTTP_HEADERS_TIMEOUT_MS must not be greater than HTTP_REQUEST_TIMEOUT_MS/,
    );
    expect(() => parseConfig({ HTTP_REQUEST_TIMEOUT_MS: '0' })).toThrow(ConfigError);
  });

  it('reads the webhook settings: private targets off, a lease longer than one attempt', () => {
    expect(parseConfig({}).webhooks).toEqual({
      allowPrivateTargets: false,
      pollMs: 2000,
      leaseSeconds: 60,
      retryBaseMs: 60_000,
    });
    expect(parseConfig({ WEBHOOK_ALLOW_PRIVATE_TARGETS: '1', WEBHOOK_RETRY_BASE_MS: '400' }).webhooks).toMatchObject({
      allowPrivateTargets: true,
      retryBaseMs: 400,
    });
    expect(() => parseConfig({ WEBHOOK_LEASE_SECONDS: '10' })).toThrow(/WEBHOOK_LEASE_SECONDS must be more than 10/);
    expect(() => parseConfig({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'maybe' })).toThrow(/WEBHOOK_ALLOW_PRIVATE_TARGETS/);
  });

  it('keeps finished outbox e-mails 30 days unless OUTBOX_RETENTION_DAYS says otherwise, refusing what is not a number of days', () => {
    expect(parseConfig({}).jobs.outboxRetentionDays).toBe(30);
    expect(parseConfig({ OUTBOX_RETENTION_DAYS: '' }).jobs.outboxRetentionDays).toBe(30);
    expect(parseConfig({ OUTBOX_RETENTION_DAYS: ' 7 ' }).jobs.outboxRetentionDays).toBe(7);
    for (const value of ['0', '-3', '1.5', 'thirty', '30d']) {
      expect(() => parseConfig({ OUTBOX_RETENTION_DAYS: value })).toThrow(
        'OUTBOX_RETENTION_DAYS: must be a whole number of days, 1 or more',
      );
    }
  });

  it('renders share images unless SHARE_IMAGES is off', () => {
    expect(parseConfig({ SHARE_IMAGES: 'off' }).shareImages).toBe(false);
    expect(parseConfig({ SHARE_IMAGES: 'on' }).shareImages).toBe(true);
  });

  it('switches to PostgreSQL for a postgres URL and trims a trailing slash from PUBLIC_URL', () => {
    const config = parseConfig({ DATABASE_URL: 'postgres://u:p@db:5432/site', PUBLIC_URL: 'https://example.com/' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u:p@db:5432/site' });
    expect(config.publicUrl).toBe('https://example.com');
  });

  it('treats empty strings as unset', () => {
    const config = parseConfig({ DATABASE_URL: '', SMTP_URL: '', PORT: '' });
    expect(config.database.kind).toBe('sqlite');
    expect(config.mail.smtpUrl).toBeUndefined();
    expect(config.port).toBe(3000);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET'],
    [{ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'long enough password' }, 'ADMIN_EMAIL'],
    [{ SEED: 'everything' }, 'SEED'],
    [{ PAGE_CACHE: 'maybe' }, 'PAGE_CACHE'],
    [{ SHARE_IMAGES: 'maybe' }, 'SHARE_IMAGES'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ CONTACT_RATE_LIMIT: '0' }, 'CONTACT_RATE_LIMIT'],
    [{ SCHEDULER_URL: 'javascript:alert(1)' }, 'SCHEDULER_URL'],
  ])('rejects %o naming %s', (env, name) => {
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(name);
  });

  it.each([
    ['', false],
    ['1', 1],
    ['2', 2],
    ['0', 0],
    ['true', true],
    ['TRUE', true],
    ['false', false],
    ['loopback', ['loopback']],
    ['loopback, 10.0.0.0/8 ,192.168.1.7', ['loopback', '10.0.0.0/8', '192.168.1.7']],
    ['linklocal,uniquelocal,::1,fd00::/8', ['linklocal', 'uniquelocal', '::1', 'fd00::/8']],
    ['10.0.0.0/255.0.0.0', ['10.0.0.0/255.0.0.0']],
  ])('reads TRUST_PROXY=%j as Express reads a trust-proxy value: %j', (value, expected) => {
    expect(parseConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each(['one', 'yes', '1.5', '-1', '10.0.0.0/33', 'loopback,300.1.1.1', 'localhost'])(
    'refuses TRUST_PROXY=%j at start with a message naming the variable',
    (value) => {
      expect(() => parseConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: must be a hop count/);
    },
  );

  it.each(['1,', '2, loopback', 'loopback,1', '10.0.0.0/8, 0'])(
    'refuses TRUST_PROXY=%j: a hop count in a list would be read as an address and trust nobody',
    (value) => {
      expect(() => parseConfig({ TRUST_PROXY: value })).toThrow(
        /TRUST_PROXY: a hop count must be given alone \(e\.g\. 2\), not in a list/,
      );
    },
  );

  it.each(['loopback,', ',loopback', 'loopback,,10.0.0.1', ' , '])(
    'refuses TRUST_PROXY=%j: an empty entry in the list',
    (value) => {
      expect(() => parseConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: the list has an empty entry/);
    },
  );

  it('leaves metrics off unless METRICS_TOKEN or METRICS_PORT is set', () => {
    expect(parseConfig({}).metrics).toEqual({ enabled: false, token: undefined, port: undefined });
    expect(parseConfig({ METRICS_TOKEN: 'sixteen-chars-ok' }).metrics).toEqual({
      enabled: true,
      token: 'sixteen-chars-ok',
      port: undefined,
    });
    expect(parseConfig({ METRICS_PORT: ' 9464 ', METRICS_TOKEN: '' }).metrics).toEqual({
      enabled: true,
      token: undefined,
      port: 9464,
    });
  });

  it.each([
    [{ METRICS_PORT: 'ninety' }, 'METRICS_PORT: must be a port number (1-65535)'],
    [{ METRICS_PORT: '0' }, 'METRICS_PORT: must be a port number (1-65535)'],
    [{ METRICS_PORT: '70000' }, 'METRICS_PORT: must be a port number (1-65535)'],
    [{ METRICS_PORT: '94.64' }, 'METRICS_PORT: must be a port number (1-65535)'],
    [{ METRICS_PORT: '3000' }, 'METRICS_PORT must differ from PORT'],
    [{ METRICS_PORT: '8080', PORT: '8080' }, 'METRICS_PORT must differ from PORT'],
    [{ METRICS_TOKEN: 'fifteen-chars-x' }, 'METRICS_TOKEN: must be at least 16 characters'],
  ])('refuses %o at start: %s', (env, message) => {
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(message);
  });

  it('requires ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(() => parseConfig({ ADMIN_EMAIL: 'a@b.co' })).toThrow(/ADMIN_EMAIL and ADMIN_PASSWORD/);
    expect(parseConfig({ ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD: 'twelve chars!' }).admin).toEqual({
      email: 'a@b.co',
      password: 'twelve chars!',
      resetPassword: false,
    });
    expect(
      parseConfig({ ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD: 'twelve chars!', ADMIN_PASSWORD_RESET: '1' }).admin
        ?.resetPassword,
    ).toBe(true);
  });

  it('configures S3 only when both keys are given', () => {
    expect(() => parseConfig({ S3_ACCESS_KEY_ID: 'k' })).toThrow(/S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/);
    const config = parseConfig({
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
    });
    expect(config.s3).toMatchObject({ bucket: 'case-study-images', forcePathStyle: true, region: 'us-east-1' });
  });
});

describe('loadConfig', () => {
  it('generates a session secret once and keeps it in DATA_DIR', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'config-test-'));
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(first.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.sessionSecret).toBe(first.sessionSecret);
    expect(readFileSync(path.join(dataDir, 'session-secret'), 'utf8')).toBe(first.sessionSecret);
  });

  it('uses SESSION_SECRET when given', () => {
    const secret = 'x'.repeat(40);
    expect(loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'c-')), SESSION_SECRET: secret }).sessionSecret).toBe(
      secret,
    );
  });
});
