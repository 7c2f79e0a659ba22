import { describe, expect, it } from 'vitest';
import { testApp } from '../test/harness';
import { quotingSection, quotingSupplier } from '../quotations/testSupport';
import { openStream } from './testSupport';

// Two transactions at once: PostgreSQL only (embedded PGlite has one connection, nothing can interleave).
const t = await testApp();
const base = await t.app.listen({ port: 0, host: '127.0.0.1' });

const event = (tx: { query: (sql: string, params?: unknown[]) => Promise<unknown> }, section: number, note: string) =>
  tx.query("INSERT INTO section_event (section_id, company_id, kind, payload) VALUES ($1, NULL, 'note', $2)", [section, JSON.stringify({ note })]);

describe('live events in commit order (issue 22)', () => {
  it('hands out an event whose id was taken first but committed last, before the later id, and loses neither', async () => {
    const { section } = await quotingSection(t);
    const a = await quotingSupplier(t, section);
    const stream = await openStream(base, `/prod-api/system/quotes/live?sectionId=${section}`, a.token);
    await stream.until((e) => e.some((x) => x.event === 'notify'));
    const notes = () => stream.events.filter((x) => x.event === 'note');

    // The first transaction takes an id and stays open; a second takes the next id and commits.
    let releaseFirst!: () => void;
    const firstOpen = new Promise<void>((resolve) => (releaseFirst = resolve));
    let firstWritten!: () => void;
    const written = new Promise<void>((resolve) => (firstWritten = resolve));
    const first = t.db.transaction(async (tx) => {
      await event(tx, section, 'first');
      firstWritten();
      await firstOpen;
      await tx.query('SELECT pg_notify($1, $2)', ['section_event', `${section}:0`]);
    });
    await written;
    await t.db.transaction(async (tx) => {
      await event(tx, section, 'second');
    });
    // The second is committed and notified, but an older transaction is still running: it waits.
    await new Promise((r) => setTimeout(r, 400));
    expect(notes()).toEqual([]);
    releaseFirst();
    await first;
    await stream.until((e) => e.filter((x) => x.event === 'note').length === 2);
    expect(notes().map((x) => x.data.note)).toEqual(['first', 'second']);
    // A client resuming after the first gets the second, and nothing twice.
    stream.close();
    const resumed = await openStream(base, `/prod-api/system/quotes/live?sectionId=${section}`, a.token, { lastEventId: notes()[0].id! });
    await resumed.until((e) => e.some((x) => x.event === 'note'));
    await new Promise((r) => setTimeout(r, 200));
    expect(resumed.events.filter((x) => x.event === 'note').map((x) => x.data.note)).toEqual(['second']);
    resumed.close();
  }, 60_000);
});
