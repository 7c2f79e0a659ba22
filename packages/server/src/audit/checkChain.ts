/**
 * Links what the audit log's linker has not linked yet (waiting for a pass under way in a running portal), then
 * checks the hash chain of the audit log and reports the first broken link, then the red flags the transparency log
 * recorded against their rows (npm run audit:check).
 * Reads the same settings as the portal (DATABASE_URL, else the embedded database in DATA_DIR, which must
 * not be open in a running portal at the same time). Exit code 0 when whole, 1 when broken, 2 on error.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../config';
import { openDb } from '../db/index';
import { checkAuditChain, UNLINKED_LIMIT_MS } from './chain';
import { linkAuditChain } from './linker';
import { checkAuditAgainstLog } from '../transparency/queries';
import { checkFlagsAgainstLog } from '../flags/queries';

// Run through npm from the repository root: settings such as DATA_DIR=./data mean that directory.
if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
const config = loadConfig();
const embedded = join(config.dataDir, 'pglite');
if (!config.databaseUrl && !existsSync(embedded)) {
  console.error(`no database: set DATABASE_URL, or DATA_DIR to the portal's data folder (${embedded} does not exist)`);
  process.exit(2);
}
const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: embedded, poolSize: 1 });
try {
  await linkAuditChain(db, { wait: true });
  const result = await checkAuditChain(db);
  // The chain against the heads the transparency log remembers: a chain re-hashed or cut short is whole in itself.
  const logged = result.ok ? await checkAuditAgainstLog(db) : null;
  if (logged && !logged.ok) {
    console.log(`audit log chain BROKEN against the transparency log: ${logged.problem}`);
    process.exitCode = 1;
  } else if (result.ok) {
    // Records committed while the check ran are linked by the next pass, not here.
    console.log(`audit log chain intact: ${result.records} records${result.pending ? `, ${result.pending} written meanwhile not linked yet` : ''}`);
    if (logged?.ok && logged.logged > 0) console.log(`matches the ${logged.logged} chain heads in the transparency log (signed tree head of ${logged.treeSize} entries)`);
    process.exitCode = 0;
  } else {
    const { chainSeq, id, reason } = result.brokenAt;
    const why = {
      hash: 'its contents do not match its hash (the record was changed)',
      link: 'its prev_hash is not the hash of the record before it (records were replaced or re-linked)',
      gap: 'the chain skips a place before it (a record was removed)',
      unchained: 'it has no place in the chain and is not queued for the linker (its queue entry was removed)',
      unlinked: `it has waited more than ${UNLINKED_LIMIT_MS / 1000} s for the linker (no process is linking the chain)`,
    }[reason];
    console.log(`audit log chain BROKEN at record id ${id}${chainSeq === null ? '' : ` (chain position ${chainSeq})`}: ${why}; ${result.records} records before it are intact`);
    process.exitCode = 1;
  }
  // Red flags against their entries in the log: a flag row deleted or edited outside the portal.
  const flags = await checkFlagsAgainstLog(db);
  for (const problem of flags.problems) console.log(`red flags BROKEN against the transparency log: ${problem}`);
  if (flags.problems.length) process.exitCode = 1;
  else console.log(`red flags intact: the ${flags.logged} flags in the transparency log match their rows`);
} catch (error) {
  console.error(error);
  process.exitCode = 2;
} finally {
  await db.close();
}
