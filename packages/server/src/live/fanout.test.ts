import { describe, expect, it } from 'vitest';
import { testApp } from '../test/harness';
import { quoteCalls, quotingSection, quotingSupplier } from '../quotations/testSupport';
import { buyer } from '../test/staffSupport';
import { notify } from '../notifications/commands';
import { openStream } from './testSupport';

// Small limits, so that a test reaches them: 3 streams a session, 8 an address, 1.5 s of age.
const t = await testApp({ live: { perSession: 3, perAddress: 8, maxAgeMs: 1_500, sessionCheckMs: 60_000 } });
const q = quoteCalls(t);
const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
const hub = t.app.liveHub;
const until = async (predicate: () => boolean) => {
  for (let i = 0; i < 200 && !predicate(); i++) await new Promise((r) => setTimeout(r, 25));
  expect(predicate()).toBe(true);
};

describe('live fan-out (issue 22 §1)', () => {
  it('reads a section\'s new events once per notification for every stream of this process, and its ranks once per batch', async () => {
    // A fresh app whose limits let one client address hold many streams.
    const wide = await testApp({ live: { perSession: 3, perAddress: 100 } });
    const wideBase = await wide.app.listen({ port: 0, host: '127.0.0.1' });
    const wq = quoteCalls(wide);
    const { section, pipe, valve } = await quotingSection(wide, { show_ranking: 1, ranking_type: 1 });
    const suppliers = await Promise.all(Array.from({ length: 40 }, () => quotingSupplier(wide, section)));
    const streams = await Promise.all(suppliers.map((s) => openStream(wideBase, `/prod-api/system/quotes/live?sectionId=${section}`, s.token)));
    await Promise.all(streams.map((s) => s.until((e) => e.some((x) => x.event === 'notify'))));
    const before = { ...wide.app.liveHub.stats };

    expect(await wq.submit(suppliers[0].token, section, [{ id: pipe, sectorPrice: '90' }, { id: valve, sectorPrice: '30' }])).toMatchObject({ code: 200 });
    await Promise.all(streams.map((s, i) => s.until((e) => e.some((x) => x.event === (i === 0 ? 'round' : 'activity')))));
    await streams[0].until((e) => e.some((x) => x.event === 'rank'));
    // One notification, one read of the section's events and one of its ranks and bounds, for 40 streams.
    expect(wide.app.liveHub.stats.eventReads - before.eventReads).toBe(1);
    expect(wide.app.liveHub.stats.stateReads - before.stateReads).toBe(1);
    // The same event id reached every stream: the own round for its supplier, `activity` for the 39 others.
    const ids = new Set(streams.map((s, i) => s.events.find((x) => x.event === (i === 0 ? 'round' : 'activity'))!.id));
    expect(ids.size).toBe(1);
    for (const s of streams) s.close();
  });

  it('closes a stream whose client does not read, and the client resumes after its last event', async () => {
    const { section, pipe, valve } = await quotingSection(t);
    const a = await quotingSupplier(t, section);
    const stalled = await openStream(base, `/prod-api/system/quotes/live?sectionId=${section}`, a.token, { paused: true });
    await until(() => hub.size === 1);
    // Events queue behind a client that does not read (past the socket buffers) until they pass the limit: the server ends the stream.
    const bulk = 'x'.repeat(200 * 1024);
    for (let i = 0; i < 100 && hub.size > 0; i++) {
      await t.db.query("INSERT INTO section_event (section_id, company_id, kind, payload) VALUES ($1, NULL, 'note', $2)", [section, JSON.stringify({ bulk })]);
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(hub.size).toBe(0);
    stalled.close();
    expect((await q.submit(a.token, section, [{ id: pipe, sectorPrice: '90' }, { id: valve, sectorPrice: '30' }])).code).toBe(200);
  });
});

describe('live stream limits (issue 22 §4)', () => {
  it('refuses a session\'s stream past its cap with a localized 601, and takes one again when another ends', async () => {
    const { section } = await quotingSection(t);
    const a = await quotingSupplier(t, section);
    const open = await Promise.all([0, 1, 2].map(() => openStream(base, `/prod-api/system/quotes/live?sectionId=${section}`, a.token)));
    await Promise.all(open.map((s) => s.until((e) => e.some((x) => x.event === 'hello'))));
    const refused = await fetch(`${base}/prod-api/live`, { headers: { accept: 'text/event-stream', authorization: `Bearer ${a.token}`, 'content-language': 'en' } });
    expect(await refused.json()).toEqual({ code: 601, msg: 'This login already has 3 live connections open: close another tab and try again' });
    const lao = await fetch(`${base}/prod-api/live`, { headers: { accept: 'text/event-stream', authorization: `Bearer ${a.token}`, 'content-language': 'lo' } });
    expect((await lao.json()).msg).toContain('3');
    open[0].close();
    await open[0].ended;
    await new Promise((r) => setTimeout(r, 50));
    const again = await openStream(base, '/prod-api/live', a.token);
    await again.until((e) => e.some((x) => x.event === 'hello'));
    for (const s of [...open, again]) s.close();
  });

  it('refuses streams from one address past its cap, whatever the sessions', async () => {
    const { section } = await quotingSection(t);
    const suppliers = await Promise.all(Array.from({ length: 3 }, () => quotingSupplier(t, section)));
    const open = [];
    for (const s of suppliers) for (let i = 0; i < 3 && open.length < 8; i++) open.push(await openStream(base, '/prod-api/live', s.token));
    await Promise.all(open.map((s) => s.until((e) => e.some((x) => x.event === 'hello'))));
    const refused = await fetch(`${base}/prod-api/live`, { headers: { accept: 'text/event-stream', authorization: `Bearer ${suppliers[2].token}`, 'content-language': 'en' } });
    expect(await refused.json()).toEqual({ code: 601, msg: 'Your network address already has 8 live connections open: try again later' });
    for (const s of open) s.close();
  });

  it('ends the streams of a session at logout, of a session revoked elsewhere at once, and of a user whose account changed at the next check', async () => {
    const { section } = await quotingSection(t);
    const a = await quotingSupplier(t, section);
    const b = await quotingSupplier(t, section);
    const streamA = await openStream(base, `/prod-api/system/quotes/live?sectionId=${section}`, a.token);
    const streamB = await openStream(base, '/prod-api/live', b.token);
    await Promise.all([streamA, streamB].map((s) => s.until((e) => e.some((x) => x.event === 'hello'))));
    expect((await t.call({ method: 'GET', url: '/prod-api/logout', token: a.token })).code).toBe(200);
    await streamA.ended;
    // Another process revoked B's session (a password reset): its session_end notification ends the stream here
    // at once (the periodic check is a minute away in this app).
    await t.db.query('UPDATE user_session SET revoked = true WHERE user_id = $1', [b.userId]);
    await streamB.ended;
    expect(hub.size).toBe(0);
    // A staff user moved to another organisation may no longer see the section: the check ends the stream.
    const staff = await buyer(t);
    await t.db.query('UPDATE section SET buyer_company_id = $2 WHERE id = $1', [section, staff.companyId]);
    const watch = await openStream(base, `/prod-api/admin/sections/${section}/live`, staff.token);
    await watch.until((e) => e.some((x) => x.event === 'hello'));
    const [{ id: other }] = await t.db.query<{ id: number }>("INSERT INTO company (name, kind) VALUES ('Elsewhere', 'buyer') RETURNING id");
    await t.db.query('UPDATE app_user SET company_id = $2 WHERE id = $1', [staff.userId, other]);
    await hub.checkSessions();
    await watch.ended;
  });

  it('ends a stream that reached its age with `reconnect`; the client resumes after its last event, missing none', async () => {
    const { section, pipe, valve } = await quotingSection(t);
    const a = await quotingSupplier(t, section);
    const b = await quotingSupplier(t, section);
    const stream = await openStream(base, `/prod-api/system/quotes/live?sectionId=${section}`, a.token);
    await stream.until((e) => e.some((x) => x.event === 'hello'));
    await q.submit(b.token, section, [{ id: pipe, sectorPrice: '90' }, { id: valve, sectorPrice: '30' }]);
    await stream.until((e) => e.some((x) => x.event === 'activity'));
    await stream.ended;
    expect(stream.events.at(-1)!.event).toBe('reconnect');
    const seen = stream.events.filter((x) => x.id !== null).at(-1)!.id!;
    await q.submit(b.token, section, [{ id: pipe, sectorPrice: '89' }, { id: valve, sectorPrice: '30' }]);
    const resumed = await openStream(base, `/prod-api/system/quotes/live?sectionId=${section}`, a.token, { lastEventId: seen });
    await resumed.until((e) => e.some((x) => x.event === 'activity'));
    expect(resumed.events.filter((x) => x.event === 'activity').map((x) => x.id! > seen)).toEqual([true]);
    resumed.close();
  });
});

describe('notifications on the stream (issue 22 §3)', () => {
  it('sends the unread count at once and again when a notification arrives or is read, to every tab of the user', async () => {
    const staff = await buyer(t);
    const tabs = await Promise.all([0, 1].map(() => openStream(base, '/prod-api/live', staff.token)));
    await Promise.all(tabs.map((s) => s.until((e) => e.some((x) => x.event === 'notify'))));
    expect(tabs[0].events.find((x) => x.event === 'notify')!.data).toEqual({ unread: 0 });
    await notify(t.db, [staff.userId], 'questionNew', null, { sectionName: 'x', sectionNameEn: 'x', sectionNameLo: 'x' }, 'live-test-1');
    await Promise.all(tabs.map((s) => s.until((e) => e.some((x) => x.event === 'notify' && x.data.unread === 1))));
    expect((await t.call({ method: 'POST', url: '/prod-api/notifications/read', token: staff.token, payload: {} })).code).toBe(200);
    await Promise.all(tabs.map((s) => s.until((e) => e.filter((x) => x.event === 'notify').at(-1)!.data.unread === 0)));
    for (const s of tabs) s.close();
  });
});
