import { resolve } from 'node:path';
import { DEFAULT_UPLOAD_LIMIT_MB } from '@portal/domain';

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
  /** pino log level. */
  logLevel: string;
  /** Seed demo data into an empty database. */
  seedDemo: boolean;
  /** Demo conveniences (demo mailbox); never on in production. */
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
  /** Captcha on the forgot-password flow; CAPTCHA_ENABLED=false switches it off. */
  captchaEnabled: boolean;
  /** Minutes a session may stay unused before it ends. */
  sessionIdleMinutes: number;
  /** Trust X-Forwarded-For from a reverse proxy, so rate limits count real client addresses. */
  trustProxy: boolean;
  /** S3-compatible object storage for uploaded files; without it files go to DATA_DIR/files. */
  s3?: S3Settings;
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

const flag = (value: string | undefined, fallback: boolean) =>
  value === undefined || value === '' ? fallback : !['0', 'false', 'no', 'off'].includes(value.toLowerCase());

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const dataDir = resolve(env.DATA_DIR || './data');
  return {
    port: Number(env.PORT || 8080),
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    logLevel: env.LOG_LEVEL || 'info',
    seedDemo: flag(env.SEED_DEMO, !production),
    demoMode: production ? false : flag(env.DEMO_MODE, true),
    uploadLimitMb: Number(env.UPLOAD_LIMIT_MB || DEFAULT_UPLOAD_LIMIT_MB),
    webDist: env.WEB_DIST || resolve(import.meta.dirname, '../../web/dist'),
    schedulerIntervalMs: Number(env.SCHEDULER_INTERVAL_MS || 15_000),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Procurement portal <no-reply@portal.localhost>',
    captchaEnabled: flag(env.CAPTCHA_ENABLED, true),
    sessionIdleMinutes: Number(env.SESSION_IDLE_MINUTES || 120),
    trustProxy: flag(env.TRUST_PROXY, false),
    s3: env.S3_BUCKET
      ? {
          endpoint: env.S3_ENDPOINT || undefined,
          bucket: env.S3_BUCKET,
          region: env.S3_REGION || 'us-east-1',
          accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
          forcePathStyle: flag(env.S3_FORCE_PATH_STYLE, Boolean(env.S3_ENDPOINT)),
        }
      : undefined,
  };
}
