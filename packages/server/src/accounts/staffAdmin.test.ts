import { describe, expect, it } from 'vitest';
import { testApp } from '../test/harness';
import { login } from '../accounts/testSupport';
import { administrator, buyer } from '../test/staffSupport';

const t = await testApp(); // clock: 2026-06-01 10:00 in Asia/Shanghai

const post = (token: string, url: string, payload: object = {}, locale = 'en') => t.call({ method: 'POST', url: '/prod-api' + url, token, payload, locale });
const get = (token: string, url: string) => t.call({ method: 'GET', url: '/prod-api' + url, token, locale: 'en' });

describe('staff users', () => {
  it('lets an admin create, disable and re-enable staff users', async () => {
    const admin = await administrator(t);
    const b = await buyer(t);
    const form = { userName: 'newbuyer', nickName: '新采购', password: 'Buyer@2026', role: 'buyer', companyId: b.companyId };
    expect(await post(b.token, '/admin/users', form)).toMatchObject({ code: 403 });
    const created = await post(admin.token, '/admin/users', form);
    expect(created).toMatchObject({ code: 200 });
    expect(await post(admin.token, '/admin/users', form)).toEqual({ code: 601, msg: 'This user name is already taken' });
    expect(await post(admin.token, '/admin/users', { ...form, userName: 'short', password: '1' })).toMatchObject({ code: 601 });
    const token = await login(t, 'newbuyer', 'Buyer@2026');
    expect((await get(token, '/admin/sections')).code).toBe(200);
    const put = (payload: object) => t.call({ method: 'PUT', url: `/prod-api/admin/users/${created.data.id}`, token: admin.token, payload });
    expect((await put({ status: 1 })).code).toBe(200);
    expect((await get(token, '/admin/sections')).code).toBe(401);
    expect((await put({ status: 0 })).code).toBe(200);
    expect((await get(await login(t, 'newbuyer', 'Buyer@2026'), '/admin/sections')).code).toBe(200);
    const users = await get(admin.token, '/admin/users?pageSize=100');
    expect(users.rows.find((u: { userName: string }) => u.userName === 'newbuyer')).toMatchObject({ role: 'buyer', status: 0, companyId: b.companyId });
    expect(await t.call({ method: 'PUT', url: `/prod-api/admin/users/${admin.userId}`, token: admin.token, payload: { status: 1 }, locale: 'en' })).toEqual({
      code: 601,
      msg: 'You cannot disable your own account',
    });
  });
});

// Bug fixed (docs/decisions/rules.md): staff phones had their own rule (/^\d{6,20}$/) and were stored as typed,
// so a staff user given 013912345678 could not sign in by phone (the login looks a phone up in its one spelling).
describe("a staff user's phone", () => {
  it('follows the suppliers\' rule and spelling, so the staff user signs in by phone however it is typed', async () => {
    const admin = await administrator(t);
    const form = { userName: 'phonebuyer', nickName: '电话采购', password: 'Buyer@2026', role: 'admin', phonenumber: '0139 1234 5678' };
    expect(await post(admin.token, '/admin/users', form)).toMatchObject({ code: 200 });
    expect(await t.db.query("SELECT phonenumber FROM app_user WHERE user_name = 'phonebuyer'")).toEqual([{ phonenumber: '13912345678' }]);
    for (const typed of ['013912345678', '13912345678', '139 1234 5678']) expect((await get(await login(t, typed, 'Buyer@2026'), '/admin/users')).code).toBe(200);
    // Another spelling of the same number is the same number.
    expect(await post(admin.token, '/admin/users', { ...form, userName: 'phonebuyer2', phonenumber: '13912345678' })).toEqual({ code: 601, msg: 'This phone number is already registered' });
    // A Lao mobile is stored with its leading 0.
    expect(await post(admin.token, '/admin/users', { ...form, userName: 'laobuyer', phonenumber: '2055512345' })).toMatchObject({ code: 200 });
    expect(await t.db.query("SELECT phonenumber FROM app_user WHERE user_name = 'laobuyer'")).toEqual([{ phonenumber: '02055512345' }]);
    expect((await login(t, '2055512345', 'Buyer@2026')).length).toBeGreaterThan(0);
  });

  it('refuses a number the suppliers\' rule refuses, in the caller\'s language, and creates nothing', async () => {
    const admin = await administrator(t);
    const form = { userName: 'badphone', nickName: 'n', password: 'Buyer@2026', role: 'admin' };
    for (const [locale, msg] of [
      ['en', 'The phone number format is incorrect'],
      ['zh', '手机号码格式不正确'],
      ['lo', 'ຮູບແບບເບີໂທລະສັບບໍ່ຖືກຕ້ອງ'],
    ]) {
      expect(await post(admin.token, '/admin/users', { ...form, phonenumber: '123456' }, locale)).toEqual({ code: 601, msg });
    }
    expect(await t.db.query("SELECT 1 FROM app_user WHERE user_name = 'badphone'")).toEqual([]);
    expect(await post(admin.token, '/admin/users', { ...form, phonenumber: null })).toMatchObject({ code: 200 });
  });
});
