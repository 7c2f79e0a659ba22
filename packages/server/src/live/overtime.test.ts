import { describe, expect, it } from 'vitest';
import { testApp } from '../test/harness';
import { buyer, inquiryForm } from '../test/staffSupport';
import { HOUR, quoteCalls, quotingSection, quotingSupplier, storedRounds } from '../quotations/testSupport';

const t = await testApp();
const q = quoteCalls(t);
const MIN = 60_000;
const create = (token: string, payload: object, locale = 'en') => t.call({ method: 'POST', url: '/prod-api/admin/sections', token, payload, locale });
const endOf = async (section: number) => new Date((await t.db.query<{ ent_time: Date }>('SELECT ent_time FROM section WHERE id = $1', [section]))[0].ent_time).getTime();

/** A quoting section ending in an hour with the rule: last 5 minutes, extend to 10 minutes after, at most 12 in all. */
async function overtimeSection() {
  const end = new Date(t.clock.now().getTime() + HOUR);
  const s = await quotingSection(t, { ent_time: end, overtime_window_minutes: 5, overtime_extend_minutes: 10, overtime_max_minutes: 12 } as never);
  return { ...s, end: end.getTime() };
}

describe('overtime rule against sniping (issue 13)', () => {
  it('leaves the end alone for a round exactly N minutes before it, extends for one a second inside, audited and up to the maximum', async () => {
    const { section, pipe, valve, end } = await overtimeSection();
    const a = await quotingSupplier(t, section);
    const b = await quotingSupplier(t, section);
    t.clock.set(new Date(end - 5 * MIN));
    expect(await q.submit(a.token, section, [{ id: pipe, sectorPrice: '90' }, { id: valve, sectorPrice: '30' }])).toMatchObject({ code: 200 });
    expect(await endOf(section)).toBe(end);
    t.clock.set(new Date(end - 5 * MIN + 1000));
    expect(await q.submit(b.token, section, [{ id: pipe, sectorPrice: '95' }, { id: valve, sectorPrice: '30' }])).toMatchObject({ code: 200 });
    const extended = end - 5 * MIN + 1000 + 10 * MIN;
    expect(await endOf(section)).toBe(extended);
    // The supplier's page tells the new end.
    expect((await q.endTime(a.token, section)).data.entTime).toBe('2026-06-01 03:05:01');
    const [audit] = await t.db.query<{ action: string; before: { entTime: string }; after: { entTime: string; reason: { kind: string } } }>(
      "SELECT action, before, after FROM audit_log WHERE entity = 'section' AND entity_id = $1 AND action = 'overtime'",
      [section],
    );
    expect(audit).toMatchObject({ before: { entTime: new Date(end).toISOString() }, after: { entTime: new Date(extended).toISOString(), reason: { kind: 'overtime' } } });
    // After the original end, inside the extension: accepted, and capped at original end + 12 minutes.
    t.clock.set(new Date(end + 4 * MIN));
    expect(await q.submit(a.token, section, [{ id: pipe, sectorPrice: '85' }, { id: valve, sectorPrice: '30' }])).toMatchObject({ code: 200 });
    expect(await endOf(section)).toBe(end + 12 * MIN);
    const events = await t.db.query<{ kind: string; company_id: number | null; payload: { entTime: string } }>('SELECT kind, company_id, payload FROM section_event WHERE section_id = $1 ORDER BY id', [section]);
    expect(events.filter((e) => e.kind === 'endTime').map((e) => [e.company_id, e.payload.entTime])).toEqual([
      [null, new Date(extended).toISOString()],
      [null, new Date(end + 12 * MIN).toISOString()],
    ]);
    // Past the extended end: refused.
    t.clock.set(new Date(end + 12 * MIN));
    expect(await q.submit(b.token, section, [{ id: pipe, sectorPrice: '80' }, { id: valve, sectorPrice: '30' }])).toMatchObject({ code: 601 });
    expect(await storedRounds(t, b.signupId)).toHaveLength(1);
    t.clock.set(new Date(end - HOUR));
  });

  it('keeps the specification\'s end without the rule', async () => {
    const { section, pipe, valve } = await quotingSection(t);
    const end = await endOf(section);
    const a = await quotingSupplier(t, section);
    t.clock.set(new Date(end - 1000));
    expect(await q.submit(a.token, section, [{ id: pipe, sectorPrice: '90' }, { id: valve, sectorPrice: '30' }])).toMatchObject({ code: 200 });
    expect(await endOf(section)).toBe(end);
    t.clock.set(new Date(end - HOUR));
  });

  it('refuses an overtime rule with nonsense values in the editor, localized', async () => {
    const b = await buyer(t);
    const before = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM section'))[0].n;
    expect(await create(b.token, inquiryForm(t, { overtimeWindowMinutes: 5 }))).toMatchObject({ code: 601, msg: expect.stringContaining('all three values of the overtime rule') });
    expect(await create(b.token, inquiryForm(t, { overtimeWindowMinutes: -3, overtimeExtendMinutes: 2, overtimeMaxMinutes: 10 }), 'zh')).toMatchObject({
      code: 601,
      msg: expect.stringContaining('延时规则的分钟数必须是整数'),
    });
    expect(await create(b.token, inquiryForm(t, { overtimeWindowMinutes: 5, overtimeExtendMinutes: 20, overtimeMaxMinutes: 10 }), 'lo')).toMatchObject({
      code: 601,
      msg: expect.stringContaining('ການຕໍ່ເວລາລວມບໍ່ສາມາດສັ້ນກວ່າ'),
    });
    expect(await create(b.token, inquiryForm(t, { overtimeWindowMinutes: 'x', overtimeExtendMinutes: 2, overtimeMaxMinutes: 10 }))).toMatchObject({ code: 601 });
    expect((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM section'))[0].n).toBe(before);
    const ok = await create(b.token, inquiryForm(t, { overtimeWindowMinutes: 5, overtimeExtendMinutes: 3, overtimeMaxMinutes: 30 }));
    expect(ok).toMatchObject({ code: 200 });
    const [row] = await t.db.query('SELECT overtime_window_minutes, overtime_extend_minutes, overtime_max_minutes FROM section ORDER BY id DESC LIMIT 1');
    expect(row).toEqual({ overtime_window_minutes: 5, overtime_extend_minutes: 3, overtime_max_minutes: 30 });
  });
});
