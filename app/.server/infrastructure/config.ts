/**
 * Configuration from the environment, validated once at start. A bad value stops the process with a
 * message naming the variable; everything else in the server reads the typed `Config`.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import proxyAddr from 'proxy-addr';
import { z } from 'zod';
import { brand } from '../../content/brand.ts';
import { canonicalTimeZone } from '../../lib/time-zone.ts';

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const optionalUrl = (protocols: RegExp, what: string) =>
  optionalString.refine((v) => v === undefined || (URL.canParse(v) && protocols.test(new URL(v).protocol)), {
    message: `must be a ${what} URL`,
  });

const flag = (fallback: boolean) =>
  z
    .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : ['1', 'true', 'on', 'yes'].includes(v)));

/**
 * Express's `trust proxy` setting, from what operators write: a hop count (`1`), `true`/`false`, or a
 * comma-separated list of addresses, CIDR ranges and the names `loopback`, `linklocal`, `uniquelocal`.
 * Express itself would read the string `"1"` as an address and ignore every forwarded header, and
 * `"true"` as an address it cannot parse (a crash at the first request), so the value is typed here.
 */
export type TrustProxy = boolean | number | string[];

const trustProxy = optionalString.transform((value, context): TrustProxy => {
  if (value === undefined) return false;
  if (/^\d+$/.test(value)) return Number(value);
  if (/^(true|false)$/i.test(value)) return value.toLowerCase() === 'true';
  const list = value.split(',').map((entry) => entry.trim());
  // proxy-addr reads "1" in a list as the address 0.0.0.1, so "1," would start and trust nobody.
  if (list.some((entry) => /^\d+$/.test(entry))) {
    context.addIssue({ code: 'custom', message: 'a hop count must be given alone (e.g. 2), not in a list' });
    return z.NEVER;
  }
  if (list.includes('')) {
    context.addIssue({ code: 'custom', message: 'the list has an empty entry (a stray comma)' });
    return z.NEVER;
  }
  try {
    // The parser Express uses, so what passes here is exactly what Express accepts.
    proxyAddr.compile(list);
  } catch (error) {
    context.addIssue({
      code: 'custom',
      message: `must be a hop count (e.g. 1), true, false, or a comma-separated list of addresses, CIDR ranges, loopback, linklocal or uniquelocal (${(error as Error).message})`,
    });
    return z.NEVER;
  }
  return list;
});

const positiveInt = (fallback: number) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === undefined || v === '' ? String(fallback) : v))
    .pipe(z.coerce.number<string>().int().positive());

/** A number of days (a retention), with a message an operator can act on. */
const days = (fallback: number) => {
  const message = 'must be a whole number of days, 1 or more';
  return z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === undefined || v === '' ? String(fallback) : v))
    .pipe(z.coerce.number<string>({ message }).int({ message }).min(1, { message }));
};

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z
    .string()
    .optional()
    .transform((v) => v || '3000')
    .pipe(z.coerce.number<string>().int().min(1).max(65535)),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalUrl(/^postgres(ql)?:$/, 'postgres://'),
  PUBLIC_URL: optionalUrl(/^https?:$/, 'http(s)://'),
  SESSION_SECRET: optionalString.refine((v) => v === undefined || v.length >= 32, {
    message: 'must be at least 32 characters',
  }),
  ADMIN_EMAIL: optionalString.pipe(z.email({ message: 'must be an e-mail address' }).optional()),
  ADMIN_PASSWORD: optionalString.refine((v) => v === undefined || v.length >= 12, {
    message: 'must be at least 12 characters',
  }),
  // ADMIN_PASSWORD only creates a missing admin: a password changed in the studio survives restarts
  // and deploys. Set this to give the existing account ADMIN_PASSWORD again (a forgotten password).
  ADMIN_PASSWORD_RESET: flag(false),
  SMTP_URL: optionalUrl(/^smtps?:$/, 'smtp:// or smtps://'),
  MAIL_FROM: optionalString,
  CONTACT_TO: optionalString.pipe(z.email({ message: 'must be an e-mail address' }).optional()),
  // How often the outbox is polled, and how long a claimed e-mail stays reserved for the worker that
  // claimed it (docs/decisions/outbox-delivery.md: longer than one SMTP send can take).
  MAIL_POLL_MS: positiveInt(5000),
  MAIL_LEASE_SECONDS: positiveInt(120),
  // Outgoing webhooks (docs/decisions/webhooks.md): private targets only on private networks and in
  // tests; the outbox's poll, a claimed delivery's lease (above one attempt's 10 s) and the first
  // retry's wait (tests shorten it).
  WEBHOOK_ALLOW_PRIVATE_TARGETS: flag(false),
  WEBHOOK_POLL_MS: positiveInt(2000),
  WEBHOOK_LEASE_SECONDS: positiveInt(60),
  WEBHOOK_RETRY_BASE_MS: positiveInt(60_000),
  // The booking page embedded on /contact (config.bookingUrl); not the background jobs' scheduler.
  SCHEDULER_URL: optionalUrl(/^https?:$/, 'http(s)://'),
  // How often each instance looks for scheduled publications that are due (and, about once a day,
  // runs revision retention): docs/decisions/scheduled-jobs.md. Not the booking page of SCHEDULER_URL.
  SCHEDULER_INTERVAL_MS: positiveInt(30_000),
  // How long the audit log keeps an entry; a daily job deletes older ones (docs/decisions/audit-log.md).
  AUDIT_RETENTION_DAYS: positiveInt(365),
  // How long a sent e-mail, or one given up after its last attempt, stays in the outbox; a daily job
  // deletes older ones. Pending e-mails are never deleted (docs/decisions/outbox-delivery.md).
  OUTBOX_RETENTION_DAYS: days(30),
  // The daily lead digest (issue 31): the hour (0-23) of the studio's day it is sent at, and the
  // studio's IANA time zone that hour and "due today" are read in.
  LEAD_DIGEST_HOUR: z.coerce.number().int().min(0).max(23).default(8),
  STUDIO_TIME_ZONE: z
    .string()
    .trim()
    .default('UTC')
    .refine((zone) => canonicalTimeZone(zone) !== null, { message: 'must be an IANA time zone such as Europe/Berlin' })
    .transform((zone) => canonicalTimeZone(zone) ?? 'UTC'),
  WEBHOOK_API_KEY: optionalString.refine((v) => v === undefined || v.length >= 24, {
    message: 'must be at least 24 characters',
  }),
  S3_ENDPOINT: optionalUrl(/^https?:$/, 'http(s)://'),
  S3_REGION: z.string().trim().default('us-east-1'),
  S3_BUCKET: z.string().trim().min(1).default('case-study-images'),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: flag(true),
  S3_PUBLIC_URL: optionalUrl(/^https?:$/, 'http(s)://'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED: z.enum(['sample', 'none']).default('sample'),
  PAGE_CACHE: flag(true),
  NOT_FOUND_LOG: flag(true),
  // Generated share images (docs/decisions/share-images.md); off: none are rendered (test servers).
  SHARE_IMAGES: flag(true),
  TRUST_PROXY: trustProxy,
  CONTACT_RATE_LIMIT: positiveInt(5),
  CONTACT_RATE_WINDOW_SECONDS: positiveInt(600),
  LOGIN_RATE_LIMIT: positiveInt(5),
  LOGIN_RATE_WINDOW_SECONDS: positiveInt(900),
  API_RATE_LIMIT: positiveInt(60),
  API_RATE_WINDOW_SECONDS: positiveInt(60),
  // Slow clients (slowloris): how long a client may take to send its headers, its whole request, and
  // how long an idle keep-alive connection stays open.
  HTTP_HEADERS_TIMEOUT_MS: positiveInt(20_000),
  HTTP_REQUEST_TIMEOUT_MS: positiveInt(120_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: positiveInt(65_000),
  // /metrics (docs/decisions/metrics-and-readiness.md): off unless a token or a local port is set.
  METRICS_TOKEN: optionalString.refine((v) => v === undefined || v.length >= 16, {
    message: 'must be at least 16 characters',
  }),
  METRICS_PORT: optionalString.pipe(
    z.coerce
      .number<string>({ message: 'must be a port number (1-65535)' })
      .int({ message: 'must be a port number (1-65535)' })
      .min(1, { message: 'must be a port number (1-65535)' })
      .max(65535, { message: 'must be a port number (1-65535)' })
      .optional(),
  ),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  uploadsDir: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
  publicUrl: string;
  sessionSecret: string;
  admin: { email: string; password: string; resetPassword: boolean } | undefined;
  mail: { smtpUrl: string | undefined; from: string; contactTo: string; pollMs: number; leaseSeconds: number };
  /** Outgoing webhooks: docs/decisions/webhooks.md. */
  webhooks: { allowPrivateTargets: boolean; pollMs: number; leaseSeconds: number; retryBaseMs: number };
  /** The booking page embedded on /contact: SCHEDULER_URL. */
  bookingUrl: string | undefined;
  /** The background jobs' tick (scheduled publishing, retention of revisions, the audit log and the outbox). */
  jobs: {
    intervalMs: number;
    auditRetentionDays: number;
    outboxRetentionDays: number;
    /** The lead digest's hour in `studioTimeZone` (LEAD_DIGEST_HOUR). */
    leadDigestHour: number;
    /** STUDIO_TIME_ZONE, canonical. */
    studioTimeZone: string;
  };
  intakeApiKey: string | undefined;
  s3:
    | {
        endpoint: string | undefined;
        region: string;
        bucket: string;
        accessKeyId: string;
        secretAccessKey: string;
        forcePathStyle: boolean;
        publicUrl: string | undefined;
      }
    | undefined;
  logLevel: Env['LOG_LEVEL'];
  seed: Env['SEED'];
  pageCache: boolean;
  /** Count public 404s in the 404 log (issue 32); off only to measure what counting costs. */
  notFoundLog: boolean;
  /**
   * Render share images (SHARE_IMAGES); off, none are made and their addresses keep answering with the
   * default image, as before a card exists. For test servers, which do not test them.
   */
  shareImages: boolean;
  trustProxy: TrustProxy;
  rateLimits: {
    contact: { limit: number; windowSeconds: number };
    login: { limit: number; windowSeconds: number };
    api: { limit: number; windowSeconds: number };
  };
  http: { headersTimeoutMs: number; requestTimeoutMs: number; keepAliveTimeoutMs: number };
  /**
   * Prometheus metrics: collected only when enabled (a token or a port is set). With a token, GET
   * /metrics on the site's port answers a request bearing it; with a port, a second listener on
   * 127.0.0.1 answers too (with the token when one is set, without otherwise).
   */
  metrics: { enabled: boolean; token: string | undefined; port: number | undefined };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; throws a ConfigError whose message names every bad variable. */
export function parseConfig(source: Record<string, string | undefined>): Config {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = result.data;
  if ((env.ADMIN_EMAIL === undefined) !== (env.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError('Invalid configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  const s3Keys = [env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY];
  if (s3Keys.some((v) => v !== undefined) && s3Keys.some((v) => v === undefined)) {
    throw new ConfigError('Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }

  if (env.HTTP_HEADERS_TIMEOUT_MS > env.HTTP_REQUEST_TIMEOUT_MS) {
    throw new ConfigError(
      'Invalid configuration:\n  HTTP_HEADERS_TIMEOUT_MS must not be greater than HTTP_REQUEST_TIMEOUT_MS',
    );
  }

  if (env.METRICS_PORT !== undefined && env.METRICS_PORT === env.PORT) {
    throw new ConfigError('Invalid configuration:\n  METRICS_PORT must differ from PORT');
  }
  // A lease that ends while its attempt (up to 10 s) still runs would let another instance send it too.
  if (env.WEBHOOK_LEASE_SECONDS <= 10) {
    throw new ConfigError(
      'Invalid configuration:\n  WEBHOOK_LEASE_SECONDS must be more than 10 (one attempt may take 10 s)',
    );
  }

  const dataDir = path.resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    port: env.PORT,
    host: env.HOST,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'sqlite', file: path.join(dataDir, 'site.db') },
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    sessionSecret: env.SESSION_SECRET ?? '',
    admin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD
        ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD, resetPassword: env.ADMIN_PASSWORD_RESET }
        : undefined,
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM ?? `${brand.name} <no-reply@${brand.domain}>`,
      contactTo: env.CONTACT_TO ?? brand.emails.hello,
      pollMs: env.MAIL_POLL_MS,
      leaseSeconds: env.MAIL_LEASE_SECONDS,
    },
    webhooks: {
      allowPrivateTargets: env.WEBHOOK_ALLOW_PRIVATE_TARGETS,
      pollMs: env.WEBHOOK_POLL_MS,
      leaseSeconds: env.WEBHOOK_LEASE_SECONDS,
      retryBaseMs: env.WEBHOOK_RETRY_BASE_MS,
    },
    bookingUrl: env.SCHEDULER_URL,
    jobs: {
      intervalMs: env.SCHEDULER_INTERVAL_MS,
      auditRetentionDays: env.AUDIT_RETENTION_DAYS,
      outboxRetentionDays: env.OUTBOX_RETENTION_DAYS,
      leadDigestHour: env.LEAD_DIGEST_HOUR,
      studioTimeZone: env.STUDIO_TIME_ZONE,
    },
    intakeApiKey: env.WEBHOOK_API_KEY,
    s3:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: env.S3_ENDPOINT,
            region: env.S3_REGION,
            bucket: env.S3_BUCKET,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            forcePathStyle: env.S3_FORCE_PATH_STYLE,
            publicUrl: env.S3_PUBLIC_URL,
          }
        : undefined,
    logLevel: env.LOG_LEVEL,
    seed: env.SEED,
    pageCache: env.PAGE_CACHE,
    notFoundLog: env.NOT_FOUND_LOG,
    shareImages: env.SHARE_IMAGES,
    trustProxy: env.TRUST_PROXY,
    rateLimits: {
      contact: { limit: env.CONTACT_RATE_LIMIT, windowSeconds: env.CONTACT_RATE_WINDOW_SECONDS },
      login: { limit: env.LOGIN_RATE_LIMIT, windowSeconds: env.LOGIN_RATE_WINDOW_SECONDS },
      api: { limit: env.API_RATE_LIMIT, windowSeconds: env.API_RATE_WINDOW_SECONDS },
    },
    http: {
      headersTimeoutMs: env.HTTP_HEADERS_TIMEOUT_MS,
      requestTimeoutMs: env.HTTP_REQUEST_TIMEOUT_MS,
      keepAliveTimeoutMs: env.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    },
    metrics: {
      enabled: env.METRICS_TOKEN !== undefined || env.METRICS_PORT !== undefined,
      token: env.METRICS_TOKEN,
      port: env.METRICS_PORT,
    },
  };
}

/**
 * Fills in the session secret when none is configured: generated once and kept in DATA_DIR, so
 * sessions and signed cookies survive restarts without anyone having to invent a secret.
 */
export function ensureSessionSecret(config: Config): Config {
  if (config.sessionSecret) return config;
  mkdirSync(config.dataDir, { recursive: true });
  const file = path.join(config.dataDir, 'session-secret');
  if (!existsSync(file)) {
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  }
  return { ...config, sessionSecret: readFileSync(file, 'utf8').trim() };
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  return ensureSessionSecret(parseConfig(source));
}
