import { join } from 'node:path';
import { mkdir } from 'node:fs/promises';
import { loadConfig } from './config';
import { openDb } from './db/index';
import { migrate } from './db/migrate';
import { installDictionaries } from './dictionaries/install';
import { LocalDiskStorage } from './files/storage';
import { buildApp } from './app';
import { seedDemoData } from './seed/demo';
import { startScheduler } from './sections/scheduler';

const config = loadConfig();
await mkdir(config.dataDir, { recursive: true });
const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.databaseUrl ? '' : join(config.dataDir, 'pglite') });
const storage = new LocalDiskStorage(join(config.dataDir, 'files'));
const app = await buildApp({ db, storage, config, logger: { level: config.logLevel } });

const applied = await migrate(db);
if (applied.length) app.log.info({ applied }, 'migrations applied');
await installDictionaries(db);
if (config.seedDemo) {
  const seeded = await seedDemoData(db, storage, new Date());
  if (seeded) app.log.info(seeded, 'demo data seeded into the empty database');
}
const scheduler = startScheduler(db, app.clock, config.schedulerIntervalMs, app.log);

await app.listen({ port: config.port, host: config.host });
app.log.info(`portal ready on http://localhost:${config.port}/ (${db.kind}${config.databaseUrl ? '' : ' in ' + config.dataDir})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    scheduler.stop();
    await app.close();
    await db.close();
    process.exit(0);
  });
}
