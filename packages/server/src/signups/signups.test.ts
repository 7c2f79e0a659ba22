import { describe, expect, it } from 'vitest';
import { testApp } from '../test/harness';
import { createSection } from '../test/factories';
import { auditCount, staff, supplier } from '../certification/testSupport';

const t = await testApp();
const hour = 3_600_000;
const at = (offsetHours: number) => new Date(t.clock.now().getTime() + offsetHours * hour);

const signup = (token: string | undefined, sectionId: unknown, locale = 'en') => t.call({ method: 'POST', url: '/prod-api/quotation/signup', token, payload: { sectionId }, locale });
const detail = (token: string | undefined, id: number) => t.call({ method: 'GET', url: `/prod-api/system/section/getSectionByIdWithAuth/${id}`, token });
const signupsOf = (sectionId: number) =>
  t.db.query<{ id: number; user_id: number; company_id: number; supplier_bid_status: number }>('SELECT * FROM signup WHERE section_id = $1', [sectionId]);

describe('sign-up', () => {
  it('signs a certified supplier up once, at the first stage the section requires, and shows it in the detail', async () => {
    const section = await createSection(t.db, { signup_end_time: at(24), is_qualification_achievement: 1, is_bidding_commit_file: 1 });
    const s = await supplier(t, 'skip');
    expect((await detail(s.token, section)).data.bidSection).toMatchObject({ isSignup: 0, supplierSignupId: null });
    const first = await signup(s.token, section);
    expect(first).toMatchObject({ code: 200, msg: 'Signed up successfully', data: { id: expect.any(Number) } });
    expect(await signup(s.token, section)).toMatchObject({ code: 200, data: { id: first.data.id } });
    expect(await signupsOf(section)).toMatchObject([{ id: first.data.id, user_id: s.userId, company_id: s.companyId, supplier_bid_status: 5 }]);
    expect((await detail(s.token, section)).data.bidSection).toMatchObject({ isSignup: 1, supplierSignupId: first.data.id });
    expect(await auditCount(t, 'signup', 'signup', first.data.id)).toBe(1);
  });

  it('keeps each company\'s sign-up its own', async () => {
    const section = await createSection(t.db, { bidding_type: 1, section_stauts: 1, ent_time: at(48) });
    const alice = await supplier(t, 'skip');
    const bob = await supplier(t, 'skip');
    const mine = (await signup(alice.token, section)).data.id;
    expect((await detail(bob.token, section)).data.bidSection).toMatchObject({ isSignup: 0, supplierSignupId: null });
    expect((await detail(undefined, section)).data.bidSection).toMatchObject({ isSignup: 0, supplierSignupId: null });
    const theirs = (await signup(bob.token, section)).data.id;
    expect(theirs).not.toBe(mine);
    const rows = await signupsOf(section);
    expect(rows.find((r) => r.id === theirs)).toMatchObject({ company_id: bob.companyId, user_id: bob.userId, supplier_bid_status: 15 });
    expect(rows.find((r) => r.id === mine)).toMatchObject({ company_id: alice.companyId });
  });

  it('refuses a section that is not open for sign-up, also once the clock has closed it', async () => {
    const s = await supplier(t, 'skip');
    const announced = await createSection(t.db, { section_stauts: 7, signup_start_time: at(24), signup_end_time: at(48) });
    const closing = await createSection(t.db, { section_stauts: 8, signup_end_time: at(0.1) });
    const draft = await createSection(t.db, { section_stauts: 0 });
    expect(await signup(s.token, announced)).toMatchObject({ code: 601, msg: 'This project is not open for sign-up at the moment' });
    expect((await signup(s.token, announced, 'lo')).msg).toBe('ໂຄງການນີ້ບໍ່ໄດ້ເປີດໃຫ້ລົງທະບຽນເຂົ້າຮ່ວມໃນຕອນນີ້');
    expect((await signup(s.token, draft)).code).toBe(404);
    expect((await signup(s.token, 99999999)).code).toBe(404);
    t.clock.advance(0.2 * hour);
    expect(await signup(s.token, closing)).toMatchObject({ code: 601, msg: 'This project is not open for sign-up at the moment' });
    expect((await detail(s.token, closing)).data.bidSection.sectionStauts).toBe(9);
    for (const id of [announced, closing, draft]) expect(await signupsOf(id)).toEqual([]);
  });

  it('refuses a supplier whose company is not accredited, with the certification\'s message', async () => {
    const section = await createSection(t.db, { signup_end_time: at(240) });
    const messages = {
      Auth: 'The current user is not authenticated, please authenticate first',
      prompt: 'Enterprise authentication in progress, please wait',
      modify: 'The authentication was not approved',
    } as const;
    for (const [status, msg] of Object.entries(messages)) {
      const s = await supplier(t, status as keyof typeof messages);
      const body = await signup(s.token, section);
      expect(body.code).toBe(601);
      expect(body.msg).toContain(msg);
    }
    const uncertified = await supplier(t);
    expect((await signup(uncertified.token, section, 'zh')).msg).toBe('当前用户未认证，请先进行认证');
    expect(await signupsOf(section)).toEqual([]);
  });

  it('asks for a supplier\'s login and a valid section id', async () => {
    const section = await createSection(t.db, { signup_end_time: at(240) });
    expect((await signup(undefined, section)).code).toBe(401);
    expect((await signup(await staff(t, 'buyer'), section)).code).toBe(403);
    const s = await supplier(t, 'skip');
    expect((await signup(s.token, 'x')).code).not.toBe(200);
    expect((await signup(s.token, -1)).code).not.toBe(200);
    expect(await signupsOf(section)).toEqual([]);
  });
});
