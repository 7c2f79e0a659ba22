import { describe, expect, it } from 'vitest';
import { testApp } from '../test/harness';
import { createSection, createSector } from '../test/factories';
import { buyer, formTime, quote, signedUp } from '../test/staffSupport';

const t = await testApp(); // clock: 2026-06-01 10:00 in Asia/Shanghai

const post = (token: string, url: string, payload: object = {}, locale = 'en') => t.call({ method: 'POST', url: '/prod-api' + url, token, payload, locale });
const get = (token: string, url: string, locale = 'en') => t.call({ method: 'GET', url: '/prod-api' + url, token, locale });

/** A section of the buyer's company with `sectors` items. */
async function section(companyId: number, columns: Record<string, unknown> = {}, sectors = 1) {
  const id = await createSection(t.db, { buyer_company_id: companyId, ...columns });
  const sectorIds: number[] = [];
  for (let i = 0; i < sectors; i += 1) sectorIds.push(await createSector(t.db, id, { sort: i }));
  return { id, sectorIds };
}

describe('the countdown source of the quoting view', () => {
  it("gives the section's end and the server time, and the running extra round's end while one runs", async () => {
    const b = await buyer(t);
    const { id } = await section(b.companyId, { section_stauts: 2, ent_time: new Date(t.clock.now().getTime() - 3_600_000) });
    const s = await signedUp(t, id, 19);
    await quote(t, s.signupId, '50.00');
    const before = await get(b.token, `/admin/sections/${id}/quotes`);
    expect(before.data).toMatchObject({ sectionStauts: 2, endTime: '2026-06-01 09:00:00', appointmentEndTime: null, nowTime: '2026-06-01 10:00:00' });
    expect((await post(b.token, `/admin/sections/${id}/rounds`, { signupIds: [s.signupId], endTime: formTime(t, 2) })).code).toBe(200);
    const during = await get(b.token, `/admin/sections/${id}/quotes`);
    expect(during.data).toMatchObject({ endTime: '2026-06-01 12:00:00', appointmentEndTime: '2026-06-01 12:00:00' });
  });
});
