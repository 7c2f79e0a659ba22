import { afterAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../db/index';
import { testApp, testDbKind } from '../test/harness';
import { announceRound } from './roundNotices';

const t = await testApp();

/** Another process's connection to the same database (the embedded database has one process). */
async function otherProcessDb(): Promise<Db> {
  if (testDbKind === 'pglite') return t.db;
  const [{ name }] = await t.db.query<{ name: string }>('SELECT current_database() AS name');
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  const db = await openDb({ databaseUrl: url.toString(), dataDir: '', poolSize: 1 });
  afterAll(() => db.close());
  return db;
}

describe("a round's live notice", () => {
  it('is sent after the commit, not by the transaction, and other events still notify from theirs', async () => {
    const other = await otherProcessDb();
    const heard: string[] = [];
    const stop = await other.listen('section_event', (payload) => heard.push(payload), () => undefined);
    try {
      const [{ id: section }] = await t.db.query<{ id: number }>(
        `INSERT INTO section (section_name, bidding_type, section_stauts, project_type, organization, ent_time)
         VALUES ('notice', 1, 1, 1, 'test', now() + interval '1 day') RETURNING id`,
      );
      const event = (kind: string) =>
        t.db.transaction(async (tx) => (await tx.query<{ id: number }>('INSERT INTO section_event (section_id, kind, payload) VALUES ($1, $2, $3) RETURNING id', [section, kind, '{}']))[0].id);
      const status = await event('status');
      await event('round');
      await event('round');
      const waitFor = async (n: number) => {
        for (let i = 0; i < 200 && heard.length < n; i++) await new Promise((resolve) => setTimeout(resolve, 10));
      };
      await waitFor(1);
      await new Promise((resolve) => setTimeout(resolve, 100));
      // The rounds' transactions notified nothing; the status event's did, with its id.
      expect(heard).toEqual([`${section}:${status}`]);
      announceRound(t.db, section);
      announceRound(t.db, section);
      await waitFor(2);
      await new Promise((resolve) => setTimeout(resolve, 100));
      // One notice for the section (both rounds committed before it was sent), at most two if the first was on its way.
      expect(heard.slice(1).every((payload) => payload === `${section}:0`)).toBe(true);
      expect(heard.length).toBeGreaterThanOrEqual(2);
      expect(heard.length).toBeLessThanOrEqual(3);
    } finally {
      await stop();
    }
  });
});
