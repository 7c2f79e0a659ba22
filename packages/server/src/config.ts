import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import { DEFAULT_UPLOAD_LIMIT_MB } from '@portal/domain';
import { parseSigningKey } from './signing/key';
import { DEFAULT_PASSWORD_HASH_COST } from './accounts/passwords';

/** Settings, all from environment variables (documented in the README). */
export interface Config {
  /** HTTP port. */
  port: number;
  /** Address to listen on. */
  host: string;
  /** Where PGlite keeps its data and local storage keeps files. */
  dataDir: string;
  /** postgres://… to use a PostgreSQL server instead of the embedded database. */
  databaseUrl?: string;
  /** Connections of this process's pool to PostgreSQL (docs/decisions/scale.md, "Pool size"). */
  dbPoolSize: number;
  /** pino log level (LOG_LEVELS). */
  logLevel: string;
  /** Seed demo data and the demo accounts into an empty database; by default only on the embedded database. */
  seedDemo: boolean;
  /**
   * Demo conveniences (the demo mailbox, the banner on every page); by default only on the embedded database
   * with demo data (`npm start` on a laptop), never in production.
   */
  demoMode: boolean;
  /** Largest upload in megabytes. */
  uploadLimitMb: number;
  /** Built SPA to serve; absent in API-only runs. */
  webDist?: string;
  /** How often the scheduler moves time-driven statuses, in ms. */
  schedulerIntervalMs: number;
  /** SMTP server for outgoing mail (smtp://user:pass@host:587 or smtps://…); without it mail goes to the outbox. */
  smtpUrl?: string;
  /** Sender of outgoing mail. */
  mailFrom: string;
  /** OCID prefix of the open data (OCDS) releases, e.g. ocds-a1b2c3 as registered with the Open Contracting Partnership. */
  ocidPrefix: string;
  /** Captcha on the forgot-password flow; CAPTCHA_ENABLED=false switches it off. */
  captchaEnabled: boolean;
  /** Minutes a session may stay unused before it ends. */
  sessionIdleMinutes: number;
  /** How long (ms) a process reuses a session it checked without asking the database again; 0: every request asks (accounts/sessionCache.ts). */
  sessionCacheMs: number;
  /** Trust X-Forwarded-For and -Proto from a reverse proxy: rate limits count real client addresses, HSTS goes to HTTPS visitors. */
  trustProxy: boolean;
  /** The reverse proxy stamps each request's arrival (X-Request-Start): quotation rounds are judged by it (http/arrival.ts). */
  arrivalFromProxy: boolean;
  /** S3-compatible object storage for uploaded files; without it files go to DATA_DIR/files. */
  s3?: S3Settings;
  /** First administrator created at start when no administrator exists (ADMIN_BOOTSTRAP_PASSWORD switches it on). */
  adminBootstrap?: { userName: string; password: string };
  /** Server processes (node cluster workers) sharing the port; more than 1 needs DATABASE_URL. */
  workers: number;
  /**
   * Ed25519 private key (PKCS#8 PEM or base64 DER) that signs quotation receipts, from RECEIPT_SIGNING_KEY or the
   * file RECEIPT_SIGNING_KEY_FILE; required in production, else the key file DATA_DIR/receipt-signing-key.pem.
   */
  receiptSigningKey?: string;
  /** At most this far (ms) may this process's clock be from the database's, or it does not start (rounds are judged by arrival time). */
  clockSkewMaxMs: number;
  /**
   * The clock ends quoting this long (ms) after the end time, so a round that arrived before the end and still
   * waits for a connection or a lock is stored before the section moves on (issue 12 §2).
   */
  quotingSettleMs: number;
  /** scrypt cost of new password hashes, log2 of N: 15 (32 MiB, about 0.1 s); PASSWORD_HASH_COST may raise it. */
  passwordHashCost: number;
}

/** Where an S3-compatible store keeps the files (S3_BUCKET switches it on). */
export interface S3Settings {
  /** Endpoint of a non-AWS store (MinIO, Ceph …); AWS's own endpoint when absent. */
  endpoint?: string;
  bucket: string;
  region: string;
  /** Static credentials; when absent the SDK's default chain (environment, instance role …) is used. */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Bucket in the path (http://host/bucket/key) instead of the host name, as MinIO needs. */
  forcePathStyle: boolean;
}

/**
 * Connections per process when DB_POOL_SIZE is not set. A quotation round holds its connection through a few
 * round trips and lock waits, so a pool a little larger than the database's cores keeps them busy; beyond that
 * extra connections only queue inside PostgreSQL (docs/decisions/scale.md, "Pool size"). Rounds take at most three
 * quarters of them (quotations/roundSlots.ts).
 */
export const DEFAULT_POOL_SIZE = 20;

/** What a log level may be (pino's levels). */
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
/** How a yes/no setting may be written, in any letter case. */
const TRUE_TEXTS = ['true', 'yes', 'on', '1'];
const FALSE_TEXTS = ['false', 'no', 'off', '0'];

/** A setting as text: surrounding spaces dropped, blank meaning unset (the default applies). */
const text = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' ? value.trim() || undefined : value), schema.optional());

const wholeNumber = (unit: string, min: number, max: number) => {
  const accepted = `a whole number of ${unit} from ${min} to ${max}`;
  return text(z.string().regex(/^\d+$/, accepted).transform(Number).pipe(z.number().min(min, accepted).max(max, accepted)));
};
const flag = text(
  z
    .string()
    .toLowerCase()
    .refine((value) => TRUE_TEXTS.includes(value) || FALSE_TEXTS.includes(value), `one of ${[...TRUE_TEXTS, ...FALSE_TEXTS].join(', ')}`)
    .transform((value) => TRUE_TEXTS.includes(value)),
);
const urlOf = (schemes: string[]) => text(z.string().regex(new RegExp(`^(${schemes.join('|')})://\\S+$`), `an address starting ${schemes.map((s) => `${s}://`).join(' or ')}`));

/** The environment variables the portal reads, each with what it accepts (README, Settings). */
const environmentSchema = z.object({
  NODE_ENV: text(z.string()),
  PORT: wholeNumber('port', 0, 65_535),
  HOST: text(z.string()),
  DATA_DIR: text(z.string()),
  DATABASE_URL: urlOf(['postgres', 'postgresql']),
  DB_POOL_SIZE: wholeNumber('connections', 1, 1000),
  LOG_LEVEL: text(z.enum(LOG_LEVELS, `one of ${LOG_LEVELS.join(', ')}`)),
  SEED_DEMO: flag,
  DEMO_MODE: flag,
  UPLOAD_LIMIT_MB: wholeNumber('megabytes', 1, 1024),
  WEB_DIST: text(z.string()),
  SCHEDULER_INTERVAL_MS: wholeNumber('milliseconds', 1000, 3_600_000),
  SMTP_URL: urlOf(['smtp', 'smtps']),
  MAIL_FROM: text(z.string()),
  CAPTCHA_ENABLED: flag,
  SESSION_IDLE_MINUTES: wholeNumber('minutes', 1, 43_200),
  SESSION_CACHE_MS: wholeNumber('milliseconds', 0, 60_000),
  TRUST_PROXY: flag,
  ARRIVAL_FROM_PROXY: flag,
  WORKERS: wholeNumber('processes', 1, 64),
  S3_BUCKET: text(z.string()),
  S3_ENDPOINT: urlOf(['http', 'https']),
  S3_REGION: text(z.string()),
  S3_ACCESS_KEY_ID: text(z.string()),
  S3_SECRET_ACCESS_KEY: text(z.string()),
  S3_FORCE_PATH_STYLE: flag,
  OCDS_OCID_PREFIX: text(z.string().regex(/^ocds-[a-z0-9]{6}$/, { error: 'an OCID prefix: ocds- and six lower-case letters or digits' })),
  CLOCK_SKEW_MAX_MS: wholeNumber('milliseconds', 0, 60_000),
  QUOTING_SETTLE_MS: wholeNumber('milliseconds', 0, 600_000),
  PASSWORD_HASH_COST: wholeNumber('powers of two (log2 of scrypt N)', DEFAULT_PASSWORD_HASH_COST, 20),
  RECEIPT_SIGNING_KEY: text(
    z.string().refine((value) => {
      try {
        parseSigningKey(value);
        return true;
      } catch {
        return false;
      }
    }, 'an Ed25519 private key in PKCS#8 form: PEM, or the base64 of its DER'),
  ),
  RECEIPT_SIGNING_KEY_FILE: text(z.string()),
});

/** Settings whose value may hold a password: a refusal names them without repeating the value. */
const SECRET_SETTINGS = new Set(['DATABASE_URL', 'SMTP_URL', 'RECEIPT_SIGNING_KEY']);

/** Settings the portal cannot start with; the message names each wrong variable and what it accepts. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * The receipt signing key: RECEIPT_SIGNING_KEY, else the file RECEIPT_SIGNING_KEY_FILE names. Production refuses
 * to start without one (docs/decisions/receipt-keys.md): the key that signs receipts never lives in the database.
 */
function signingKeyOf(value: string | undefined, file: string | undefined, production: boolean): string | undefined {
  const refuse = (why: string) => new ConfigError(`Invalid settings, the portal does not start:\n  ${why}`);
  if (value !== undefined && file !== undefined) throw refuse('RECEIPT_SIGNING_KEY and RECEIPT_SIGNING_KEY_FILE: expected one of them, not both');
  if (file !== undefined) {
    let text: string;
    try {
      text = readFileSync(resolve(file), 'utf8');
    } catch (error) {
      throw refuse(`RECEIPT_SIGNING_KEY_FILE=${JSON.stringify(file)}: expected a readable file (${(error as NodeJS.ErrnoException).code ?? 'unreadable'})`);
    }
    try {
      parseSigningKey(text);
    } catch {
      throw refuse(`RECEIPT_SIGNING_KEY_FILE=${JSON.stringify(file)}: expected an Ed25519 private key in PKCS#8 form: PEM, or the base64 of its DER`);
    }
    return text;
  }
  if (value === undefined && production) {
    throw refuse(
      'RECEIPT_SIGNING_KEY: expected the Ed25519 private key that signs receipts (or RECEIPT_SIGNING_KEY_FILE naming its file) with NODE_ENV=production; create one with: openssl genpkey -algorithm ed25519',
    );
  }
  return value;
}

/** Reads and checks the settings; refuses (ConfigError) a value that is not one of those accepted. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      const given = SECRET_SETTINGS.has(name) ? '' : `=${JSON.stringify(env[name])}`;
      return `  ${name}${given}: expected ${issue.message}`;
    });
    throw new ConfigError(`Invalid settings, the portal does not start:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if ((e.WORKERS ?? 1) > 1 && !e.DATABASE_URL) {
    throw new ConfigError(
      `Invalid settings, the portal does not start:\n  WORKERS=${JSON.stringify(env.WORKERS)}: expected 1 with the embedded database (one process holds it); set DATABASE_URL to run several processes`,
    );
  }
  const receiptSigningKey = signingKeyOf(e.RECEIPT_SIGNING_KEY, e.RECEIPT_SIGNING_KEY_FILE, production);
  // A deployment asks for demo data and demo mode: a server on PostgreSQL gets neither unless told so.
  const seedDemo = e.SEED_DEMO ?? (!production && !e.DATABASE_URL);
  return {
    port: e.PORT ?? 8080,
    host: e.HOST ?? '0.0.0.0',
    dataDir: resolve(e.DATA_DIR ?? './data'),
    databaseUrl: e.DATABASE_URL,
    dbPoolSize: e.DB_POOL_SIZE ?? DEFAULT_POOL_SIZE,
    logLevel: e.LOG_LEVEL ?? 'info',
    seedDemo,
    demoMode: production ? false : (e.DEMO_MODE ?? (seedDemo && !e.DATABASE_URL)),
    uploadLimitMb: e.UPLOAD_LIMIT_MB ?? DEFAULT_UPLOAD_LIMIT_MB,
    webDist: e.WEB_DIST ?? resolve(import.meta.dirname, '../../web/dist'),
    schedulerIntervalMs: e.SCHEDULER_INTERVAL_MS ?? 15_000,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? 'Procurement portal <no-reply@portal.localhost>',
    ocidPrefix: e.OCDS_OCID_PREFIX ?? 'ocds-portal',
    captchaEnabled: e.CAPTCHA_ENABLED ?? true,
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES ?? 120,
    sessionCacheMs: e.SESSION_CACHE_MS ?? 30_000,
    receiptSigningKey,
    clockSkewMaxMs: e.CLOCK_SKEW_MAX_MS ?? 1000,
    quotingSettleMs: e.QUOTING_SETTLE_MS ?? 5000,
    passwordHashCost: e.PASSWORD_HASH_COST ?? DEFAULT_PASSWORD_HASH_COST,
    trustProxy: e.TRUST_PROXY ?? false,
    arrivalFromProxy: e.ARRIVAL_FROM_PROXY ?? false,
    workers: e.WORKERS ?? 1,
    s3: e.S3_BUCKET
      ? {
          endpoint: e.S3_ENDPOINT,
          bucket: e.S3_BUCKET,
          region: e.S3_REGION ?? 'us-east-1',
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE ?? Boolean(e.S3_ENDPOINT),
        }
      : undefined,
  };
}
