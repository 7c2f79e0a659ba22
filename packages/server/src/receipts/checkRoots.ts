/**
 * Checks every section's sealed quotation roots against the stored rounds (docs/verification.md, "Alarms"):
 * the second half of `npm run audit:check`. Each difference is stored as an alarm (once) with its audit record
 * and printed. Reads the same settings as the portal (DATABASE_URL, else the embedded database in DATA_DIR,
 * which must not be open in a running portal at the same time). Exit code 0 when every root matches, 1 on an
 * alarm, 2 on error.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../config';
import { openDb } from '../db/index';
import { checkAllSealedRoots } from './integrity';

// Run through npm from the repository root: settings such as DATA_DIR=./data mean that directory.
if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
const config = loadConfig({ ...process.env, NODE_ENV: 'development' });
const embedded = join(config.dataDir, 'pglite');
if (!config.databaseUrl && !existsSync(embedded)) {
  console.error(`no database: set DATABASE_URL, or DATA_DIR to the portal's data folder (${embedded} does not exist)`);
  process.exit(2);
}
const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: embedded, poolSize: 1 });
try {
  const { checked, alarms } = await checkAllSealedRoots(db, new Date());
  for (const { sectionId, alarms: found } of alarms) {
    for (const alarm of found) console.log(`quotation root ALARM in section ${sectionId} (${alarm.kind}): ${alarm.detail}`);
  }
  if (alarms.length === 0) console.log(`quotation roots intact: ${checked} sections' sealed roots match their stored rounds`);
  process.exitCode = alarms.length ? 1 : 0;
} catch (error) {
  console.error(error);
  process.exitCode = 2;
} finally {
  await db.close();
}
