import { describe, expect, it } from 'vitest';
import { testApp } from '../test/harness';
import { HOUR, quoteCalls, quotingSection, quotingSupplier } from '../quotations/testSupport';
import { buyer } from '../test/staffSupport';
import { openStream as openSse } from './testSupport';

const t = await testApp();
const q = quoteCalls(t);
const base = await t.app.listen({ port: 0, host: '127.0.0.1' });

const openStream = (path: string, token: string, lastEventId?: number) => openSse(base, path, token, { lastEventId });

describe('live quoting stream (issue 13)', () => {
  it('pushes the own round and rank to its supplier, only that something happened to another, never its price or rank', async () => {
    const { section, pipe, valve } = await quotingSection(t, { show_ranking: 1, ranking_type: 1 });
    const a = await quotingSupplier(t, section);
    const b = await quotingSupplier(t, section);
    const streamA = await openStream(`/prod-api/system/quotes/live?sectionId=${section}`, a.token);
    const streamB = await openStream(`/prod-api/system/quotes/live?sectionId=${section}`, b.token);
    await streamA.until((e) => e.some((x) => x.event === 'hello'));
    const hello = streamA.events.find((x) => x.event === 'hello')!;
    expect(hello.data).toMatchObject({ serverTime: t.clock.now().toISOString(), sectionStauts: 1 });
    expect(typeof hello.data.entTime).toBe('string');

    expect(await q.submit(a.token, section, [{ id: pipe, sectorPrice: '77.77' }, { id: valve, sectorPrice: '33.33' }])).toMatchObject({ code: 200 });
    await streamA.until((e) => e.some((x) => x.event === 'round') && e.some((x) => x.event === 'rank'));
    expect(streamA.events.find((x) => x.event === 'round')!.data).toMatchObject({ quotesCount: 1, totalPrice: '877.6900' });
    expect(streamA.events.find((x) => x.event === 'rank')!.data).toMatchObject({ rankingType: 1, ranking: 1 });
    await streamB.until((e) => e.some((x) => x.event === 'activity') && e.some((x) => x.event === 'bounds' && x.data.bounds[pipe]));
    // B has no round: no rank of its own; and nothing of A's but the auction's bounds, which every participant sees (isYuanJu).
    await new Promise((r) => setTimeout(r, 150));
    expect(streamB.events.map((x) => x.event)).not.toContain('rank');
    expect(streamB.events.map((x) => x.event)).not.toContain('round');
    expect(streamB.events.filter((x) => x.event === 'bounds').at(-1)!.data).toEqual({ bounds: { [pipe]: '77.77', [valve]: '33.33' } });
    expect(streamB.raw()).not.toContain('877.69');
    expect(streamB.raw()).not.toContain(`"signupId":${a.signupId}`);
    expect(streamB.events.find((x) => x.event === 'activity')!.data).toEqual({});

    // B quotes a better price: A learns its new rank (2), B its own (1); neither sees the other's price.
    expect(await q.submit(b.token, section, [{ id: pipe, sectorPrice: '66.66' }, { id: valve, sectorPrice: '22.22' }])).toMatchObject({ code: 200 });
    await streamA.until((e) => e.some((x) => x.event === 'rank' && x.data.ranking === 2));
    await streamB.until((e) => e.some((x) => x.event === 'rank' && x.data.ranking === 1));
    await streamA.until((e) => e.some((x) => x.event === 'bounds' && x.data.bounds[pipe] === '66.66'));
    expect(streamA.raw()).not.toContain('733.26');
    streamA.close();
    streamB.close();
  });

  it('tells every participant the bounds and ranks a withdrawal moved, with no name and no new round (equal information)', async () => {
    const { section, pipe, valve } = await quotingSection(t, { show_ranking: 1, ranking_type: 1, is_yuan_ju: 1 });
    const a = await quotingSupplier(t, section);
    const b = await quotingSupplier(t, section);
    const streamA = await openStream(`/prod-api/system/quotes/live?sectionId=${section}`, a.token);
    await streamA.until((e) => e.some((x) => x.event === 'hello'));
    expect(await q.submit(a.token, section, [{ id: pipe, sectorPrice: '90' }, { id: valve, sectorPrice: '30' }])).toMatchObject({ code: 200 });
    expect(await q.submit(b.token, section, [{ id: pipe, sectorPrice: '80' }, { id: valve, sectorPrice: '20' }])).toMatchObject({ code: 200 });
    await streamA.until((e) => e.some((x) => x.event === 'bounds' && x.data.bounds[pipe] === '80.00') && e.some((x) => x.event === 'rank' && x.data.ranking === 2));
    const before = streamA.events.length;
    const withdrawn = await t.call({ method: 'POST', url: '/prod-api/quotation/signup/updateSupplierBidStatus', token: b.token, locale: 'en', payload: { id: b.signupId, supplierBidStatus: -1 } });
    expect(withdrawn.code).toBe(200);
    // B's prices left the auction: A is told the bound is A's own again, and A's rank, as a refusal would say them.
    await streamA.until((e) => e.slice(before).some((x) => x.event === 'bounds' && x.data.bounds[pipe] === '90.00') && e.slice(before).some((x) => x.event === 'rank' && x.data.ranking === 1));
    const after = streamA.events.slice(before);
    expect(after.find((x) => x.event === 'competitors')!.data).toEqual({});
    expect(after.map((x) => x.event)).not.toContain('round');
    expect(streamA.raw()).not.toContain(`"signupId":${b.signupId}`);
    streamA.close();
  });

  it('sends no rank where the section does not show ranks', async () => {
    const { section, pipe, valve } = await quotingSection(t, { show_ranking: 0 });
    const a = await quotingSupplier(t, section);
    const stream = await openStream(`/prod-api/system/quotes/live?sectionId=${section}`, a.token);
    await stream.until((e) => e.some((x) => x.event === 'hello'));
    await q.submit(a.token, section, [{ id: pipe, sectorPrice: '90' }, { id: valve, sectorPrice: '30' }]);
    await stream.until((e) => e.some((x) => x.event === 'round'));
    await new Promise((r) => setTimeout(r, 150));
    expect(stream.events.map((x) => x.event)).not.toContain('rank');
    stream.close();
  });

  it('resumes after Last-Event-ID without losing an event, and tells the buyer every round and extension', async () => {
    const end = new Date(t.clock.now().getTime() + HOUR);
    const { section, pipe, valve } = await quotingSection(t, { ent_time: end, overtime_window_minutes: 5, overtime_extend_minutes: 10, overtime_max_minutes: 30 } as never);
    const a = await quotingSupplier(t, section);
    const b = await quotingSupplier(t, section);
    const staff = await buyer(t);
    await t.db.query('UPDATE section SET buyer_company_id = $2 WHERE id = $1', [section, staff.companyId]);
    const watch = await openStream(`/prod-api/admin/sections/${section}/live`, staff.token);
    const first = await openStream(`/prod-api/system/quotes/live?sectionId=${section}`, a.token);
    await first.until((e) => e.some((x) => x.event === 'hello'));
    await q.submit(a.token, section, [{ id: pipe, sectorPrice: '90' }, { id: valve, sectorPrice: '30' }]);
    await first.until((e) => e.some((x) => x.event === 'round'));
    const seen = first.events.filter((x) => x.id !== null).at(-1)!.id!;
    first.close();
    // While A is away: B quotes in the last minutes, which extends the end.
    t.clock.set(new Date(end.getTime() - 60_000));
    await q.submit(b.token, section, [{ id: pipe, sectorPrice: '88' }, { id: valve, sectorPrice: '30' }]);
    const again = await openStream(`/prod-api/system/quotes/live?sectionId=${section}`, a.token, seen);
    await again.until((e) => e.some((x) => x.event === 'endTime'));
    const resumed = again.events.filter((x) => x.id !== null);
    expect(resumed.map((x) => x.event)).toEqual(['activity', 'endTime']);
    expect(resumed[0].id).toBeGreaterThan(seen);
    expect(resumed[1].data).toMatchObject({ entTime: new Date(end.getTime() + 9 * 60_000).toISOString(), reason: { kind: 'overtime', windowMinutes: 5 } });
    // The buyer saw both rounds (who, which round, when; no price while quoting runs) and the extension live.
    await watch.until((e) => e.filter((x) => x.event === 'round').length === 2 && e.some((x) => x.event === 'endTime'));
    expect(watch.events.filter((x) => x.event === 'round').map((x) => x.data)).toEqual([
      { signupId: a.signupId, quotesCount: 1, arrivalTime: expect.any(String) },
      { signupId: b.signupId, quotesCount: 1, arrivalTime: expect.any(String) },
    ]);
    expect(watch.raw()).not.toContain('990.00');
    expect(watch.raw()).not.toContain('970.00');
    again.close();
    watch.close();
    t.clock.set(new Date(end.getTime() - HOUR));
  });

  it('answers what is due now and ends, to a caller that does not ask for an event stream', async () => {
    const { section, pipe, valve } = await quotingSection(t, { show_ranking: 1, ranking_type: 1 });
    const a = await quotingSupplier(t, section);
    await q.submit(a.token, section, [{ id: pipe, sectorPrice: '90' }, { id: valve, sectorPrice: '30' }]);
    const response = await t.app.inject({ method: 'GET', url: `/prod-api/system/quotes/live?sectionId=${section}`, headers: { authorization: `Bearer ${a.token}` } });
    expect(response.body).toContain('event: hello');
    expect(response.body).toContain('event: rank');
  });

  it('refuses a stream to a supplier that did not sign up, and to another buyer', async () => {
    const { section } = await quotingSection(t);
    const stranger = await quotingSupplier(t, (await quotingSection(t)).section);
    expect(await q.info(stranger.token, section)).toMatchObject({ code: 404 });
    const r = await fetch(`${base}/prod-api/system/quotes/live?sectionId=${section}`, { headers: { authorization: `Bearer ${stranger.token}` } });
    expect(await r.json()).toMatchObject({ code: 404 });
    const other = await buyer(t);
    const r2 = await fetch(`${base}/prod-api/admin/sections/${section}/live`, { headers: { authorization: `Bearer ${other.token}` } });
    expect(await r2.json()).toMatchObject({ code: 404 });
  });
});
