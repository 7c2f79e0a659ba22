import { join } from 'node:path';
import { mkdir } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import { openDb, type Db } from './db/index';
import { migrate } from './db/migrate';
import { installDictionaries } from './dictionaries/install';
import { LocalDiskStorage, type ObjectStorage } from './files/storage';
import { S3Storage } from './files/s3Storage';
import { buildApp } from './app';
import type { Clock } from './http/clock';
import { seedDemoData } from './seed/demo';
import { bootstrapAdmin } from './accounts/staff';
import { startScheduler } from './sections/scheduler';
import { startFlagWorker } from './flags/worker';
import { startAuditLinker } from './audit/linker';
import { startTransparencyLog } from './transparency/clock';
import { backfillReleases } from './ocds/commands';
import { startNotificationWorker } from './notifications/mailQueue';
import { DEMO_EMAIL_DOMAIN, seedDemoAccounts } from './accounts/demoAccounts';
import { startAccountHousekeeping } from './accounts/housekeeping';
import { assertClockAgrees } from './live/clockCheck';
import { DEMO_KEY_FILE, startSigning } from './signing/key';
import { startRootSweep } from './receipts/sweep';
import { wideAccept } from './http/wideAccept';

/** Said at every start in demo mode, so that a real deployment notices it. */
export const DEMO_MODE_WARNING =
  '!!! DEMO MODE IS ON: the demo mailbox at /demo/mailbox shows the e-mail codes of @' +
  DEMO_EMAIL_DOMAIN +
  ' addresses to anyone, and every page says this is a demo. Never run a real portal like this: set DEMO_MODE=false (it is off by default with DATABASE_URL or NODE_ENV=production). !!!';

/** A running portal: the API and the SPA on one port, its database, storage and clock. */
export interface Portal {
  app: FastifyInstance;
  db: Db;
  storage: ObjectStorage;
  /** Base address, e.g. http://127.0.0.1:8080. */
  url: string;
  close(): Promise<void>;
}

/**
 * Starts the portal as `npm start` does: opens the database (embedded unless DATABASE_URL is set),
 * migrates it, installs the dictionaries, seeds demo data into an empty database, starts the clock and
 * listens. The browser tests start it the same way on a free port.
 */
export async function startPortal(config: Config, options: { clock?: Clock; logger?: boolean | object } = {}): Promise<Portal> {
  await mkdir(config.dataDir, { recursive: true });
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: join(config.dataDir, 'pglite'), poolSize: config.dbPoolSize });
  const storage: ObjectStorage = config.s3 ? new S3Storage(config.s3) : new LocalDiskStorage(join(config.dataDir, 'files'));
  const app = await buildApp({ db, storage, config, clock: options.clock, logger: options.logger ?? { level: config.logLevel } });
  if (config.demoMode) app.log.warn(DEMO_MODE_WARNING);

  if (!options.clock) {
    const skew = await assertClockAgrees(db, config.clockSkewMaxMs);
    app.log.info({ skewMs: skew }, 'clock agrees with the database');
  }
  const applied = await migrate(db);
  if (applied.length) app.log.info({ applied }, 'migrations applied');
  await installDictionaries(db);
  const signer = await startSigning(db, config);
  app.log.info(`receipts signed with key ${signer.keyId}${config.receiptSigningKey ? '' : ` (the file ${DEMO_KEY_FILE} in DATA_DIR: not for production)`}`);
  if (config.adminBootstrap) {
    const created = await bootstrapAdmin(db, config.adminBootstrap, app.clock.now(), config.passwordHashCost);
    if (created) app.log.info(`administrator ${config.adminBootstrap.userName} created (ADMIN_BOOTSTRAP_PASSWORD); change its password`);
  }
  if (config.seedDemo) {
    for (const account of await seedDemoAccounts(db, app.clock.now(), config.passwordHashCost)) {
      app.log.info(`demo account ${account.userName} / ${account.password}: ${account.description}${account.created ? ' (created now)' : ''}`);
    }
    const seeded = await seedDemoData(db, storage, app.clock.now());
    if (seeded) app.log.info(seeded, 'demo data seeded into the empty database');
  }
  const released = await backfillReleases(db);
  if (released) app.log.info({ released }, 'first open data releases of published sections');
  const scheduler = startScheduler(db, app.clock, config.schedulerIntervalMs, app.log);
  const flags = startFlagWorker(db, app.clock, config.schedulerIntervalMs, app.log);
  const notifications = startNotificationWorker(db, app.mailer, app.clock, { mailIntervalMs: 2_000, scanIntervalMs: config.schedulerIntervalMs }, app.log);
  const housekeeping = startAccountHousekeeping(db, app.clock, config.sessionIdleMinutes, app.log);
  const auditLinker = startAuditLinker(db, app.log);
  const transparencyLog = startTransparencyLog(db, app.log);
  const rootSweep = startRootSweep(db, app.clock, app.log);

  const address = await app.listen({ port: config.port, host: config.host });
  // More than one new connection accepted a turn of the event loop (visitors arriving at a deadline: http/wideAccept.ts).
  // Without them the portal still serves, one new connection a turn: a warning, not a failed start.
  const accept = await wideAccept(app.server).catch((error: Error) => {
    app.log.warn(`listening on one descriptor only: ${error.message}`);
    return { added: 0, close: async () => undefined };
  });
  const url = address.replace('0.0.0.0', 'localhost').replace('[::]', 'localhost');
  return {
    app,
    db,
    storage,
    url,
    async close() {
      scheduler.stop();
      flags.stop();
      notifications.stop();
      housekeeping.stop();
      await auditLinker.stop();
      await transparencyLog.stop();
      await rootSweep.stop();
      await accept.close();
      await app.close();
      await db.close();
    },
  };
}
