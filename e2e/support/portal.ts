import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadConfig } from '../../packages/server/src/config';
import { startPortal, type Portal } from '../../packages/server/src/portal';

/** The built SPA; E2E_WEB_DIST points elsewhere (e.g. a build of work in progress). */
const WEB_DIST = process.env.E2E_WEB_DIST || resolve(import.meta.dirname, '../../packages/web/dist');

/**
 * The real portal, as `npm start` runs it (embedded database, demo data, built SPA), on a free port in a
 * temporary data folder that is removed afterwards.
 */
export async function startTestPortal(): Promise<Portal & { stop(): Promise<void> }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-e2e-'));
  const config = { ...loadConfig({}), port: 0, host: '127.0.0.1', dataDir, webDist: WEB_DIST, logLevel: 'warn', seedDemo: true, demoMode: true };
  const portal = await startPortal(config, { logger: false });
  return {
    ...portal,
    async stop() {
      await portal.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
