import { loadConfig } from './config';
import { startPortal } from './portal';

const config = loadConfig();
const portal = await startPortal(config);
portal.app.log.info(`portal ready on ${portal.url}/ (${portal.db.kind}${config.databaseUrl ? '' : ' in ' + config.dataDir})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await portal.close();
    process.exit(0);
  });
}
