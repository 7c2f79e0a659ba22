import { describe, expect, it } from 'vitest';
import { testApp } from '../test/harness';
import { buyer, formTime, quote, signedUp, snapshot, buyerSection } from '../test/staffSupport';

const t = await testApp(); // clock: 2026-06-01 10:00 in Asia/Shanghai
const hour = 3_600_000;

const post = (token: string, url: string, payload: object = {}, locale = 'en') => t.call({ method: 'POST', url: '/prod-api' + url, token, payload, locale });

const section = (companyId: number, columns: Record<string, unknown> = {}) => buyerSection(t, companyId, columns);

describe('extra quoting rounds', () => {
  it('appoints suppliers who quoted after quoting ended, and the clock clears the appointment at its end', async () => {
    const b = await buyer(t);
    const id = await section(b.companyId, { section_stauts: 2 });
    const quoted = await signedUp(t, id, 19);
    await quote(t, quoted.signupId, '100.00');
    const never = await signedUp(t, id, 14);
    const before = await snapshot(t);
    expect(await post(b.token, `/admin/sections/${id}/rounds`, { signupIds: [never.signupId], endTime: formTime(t, 2) })).toEqual({ code: 601, msg: 'Only suppliers who have quoted can be appointed' });
    expect(await post(b.token, `/admin/sections/${id}/rounds`, { signupIds: [quoted.signupId], endTime: formTime(t, -1) })).toEqual({ code: 601, msg: 'The extra round must end in the future' });
    expect(await snapshot(t)).toEqual(before);

    expect(await post(b.token, `/admin/sections/${id}/rounds`, { signupIds: [quoted.signupId], endTime: formTime(t, 2) })).toMatchObject({ code: 200 });
    const appointed = async () => (await t.db.query<{ a: number }>('SELECT is_appoint_supplier_quotation_ing AS a FROM signup WHERE id = $1', [quoted.signupId]))[0].a;
    expect(await appointed()).toBe(1);
    expect(await post(b.token, `/admin/sections/${id}/rounds`, { signupIds: [quoted.signupId], endTime: formTime(t, 3) })).toEqual({ code: 601, msg: 'An extra round is already running' });
    t.clock.advance(2 * hour);
    await t.call({ method: 'GET', url: `/prod-api/system/section/triggerUpdateStatus/${id}` });
    expect(await appointed()).toBe(0);
    t.clock.advance(-2 * hour);
  });

  it('refuses an extra round while quoting is still open', async () => {
    const b = await buyer(t);
    const id = await section(b.companyId, { section_stauts: 1 });
    const quoted = await signedUp(t, id, 15);
    await quote(t, quoted.signupId, '100.00');
    expect(await post(b.token, `/admin/sections/${id}/rounds`, { signupIds: [quoted.signupId], endTime: formTime(t, 2) })).toEqual({
      code: 601,
      msg: 'Suppliers can be appointed to an extra round only after quoting has ended',
    });
  });
});
