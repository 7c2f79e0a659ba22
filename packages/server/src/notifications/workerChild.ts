/**
 * A mail worker in a process of its own, for the crash test (mailQueue.test.ts): it claims the due mail jobs
 * and hangs inside the send, telling the parent on stdout, so that the parent can kill it mid-send.
 * Arguments: pglite <dataDir> | postgres <url>, then the time it works at (ISO).
 */
import { openDb } from '../db/index';
import type { Mailer } from '../mail/mailer';
import { runMailJobs } from './mailQueue';

const [kind, location, now] = process.argv.slice(2);
const db = await openDb(kind === 'postgres' ? { databaseUrl: location, dataDir: '' } : { dataDir: location });
const hanging: Mailer = {
  send: async (message) => {
    process.stdout.write(`sending ${message.to}\n`);
    await new Promise(() => undefined);
  },
};
await runMailJobs(db, hanging, new Date(now));
