import { ConfigError, loadConfig, type Config } from './config';
import { startPortal } from './portal';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const portal = await startPortal(config);
portal.app.log.info(`portal ready on ${portal.url}/ (${portal.db.kind}${config.databaseUrl ? '' : ' in ' + config.dataDir})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await portal.close();
    process.exit(0);
  });
}
