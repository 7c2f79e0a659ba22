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
