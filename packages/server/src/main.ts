import cluster from 'node:cluster';
import { ConfigError, loadConfig, type Config } from './config';
import { startPortal } from './portal';
import { ClockSkewError } from './live/clockCheck';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

if (config.workers > 1 && cluster.isPrimary) {
  // WORKERS=N: N processes share the port (node's cluster) and one PostgreSQL database.
  // The first worker migrates and seeds alone; the others start once it listens. A worker that dies is
  // replaced. Nothing the processes must agree on lives in one process's memory (docs/decisions/scale.md).
  // Each worker accepts on the shared socket itself (SCHED_NONE), through several descriptors of it (http/wideAccept.ts):
  // the primary's round robin hands a worker one connection a turn of that worker's event loop, about 40 a second
  // under a burst. A busy worker is then the one least likely to take the next connection.
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  let stopping = false;
  const fork = () => cluster.fork();
  const first = fork();
  first.once('message', (message) => {
    if (message !== 'ready') return;
    for (let i = 1; i < config.workers; i++) fork();
    console.log(`portal: ${config.workers} worker processes on port ${config.port}`);
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    console.error(`portal worker ${worker.process.pid} ended (${signal ?? code}); starting another`);
    fork();
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
      const timer = setTimeout(() => process.exit(0), 10_000);
      timer.unref();
      cluster.on('exit', () => {
        if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      });
    });
  }
} else {
  let portal;
  try {
    portal = await startPortal(config);
  } catch (error) {
    if (!(error instanceof ClockSkewError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  portal.app.log.info(
    `portal ready on ${portal.url}/ (${portal.db.kind}${config.databaseUrl ? '' : ' in ' + config.dataDir}${cluster.isWorker ? `, worker ${cluster.worker?.id} pid ${process.pid}` : ''})`,
  );
  if (cluster.isWorker) process.send?.('ready');

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, async () => {
      await portal.close();
      process.exit(0);
    });
  }
}
