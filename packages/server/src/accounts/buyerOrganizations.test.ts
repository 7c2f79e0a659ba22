import { describe, expect, it } from 'vitest';
import { testApp, TEST_PASSWORD_HASH_COST } from '../test/harness';
import { bootstrapAdmin } from '../accounts/staff';
import { administrator, buyer } from '../test/staffSupport';

const t = await testApp(); // clock: 2026-06-01 10:00 in Asia/Shanghai

const post = (token: string, url: string, payload: object = {}, locale = 'en') => t.call({ method: 'POST', url: '/prod-api' + url, token, payload, locale });
const get = (token: string, url: string, locale = 'en') => t.call({ method: 'GET', url: '/prod-api' + url, token, locale });

describe('buyer organizations and the first administrator', () => {
  it('lets an administrator create and list buyer organizations, refusing a duplicate name and a buyer', async () => {
    const admin = await administrator(t);
    const created = await post(admin.token, '/admin/companies', { name: '  Vientiane Water Authority ' });
    expect(created.code).toBe(200);
    expect(await post(admin.token, '/admin/companies', { name: 'vientiane water authority' })).toEqual({ code: 601, msg: 'A buyer organization with this name exists already' });
    expect(await post(admin.token, '/admin/companies', { name: '' })).toMatchObject({ code: 601 });
    const list = await get(admin.token, '/admin/companies?pageSize=100');
    expect(list.rows).toContainEqual(expect.objectContaining({ companyId: created.data.id, name: 'Vientiane Water Authority', staffCount: 0, sectionCount: 0 }));
    const staffUser = await post(admin.token, '/admin/users', { userName: 'water1', nickName: 'Water', password: 'Staff@2026', role: 'buyer', companyId: created.data.id });
    expect(staffUser.code).toBe(200);
    const b = await buyer(t);
    expect(await post(b.token, '/admin/companies', { name: 'Mine' })).toMatchObject({ code: 403 });
    expect(await get(b.token, '/admin/companies')).toMatchObject({ code: 403 });
  });

  it('creates the first administrator only when none exists', async () => {
    await administrator(t);
    expect(await bootstrapAdmin(t.db, { userName: 'root', password: 'Boot@2026x' }, t.clock.now(), TEST_PASSWORD_HASH_COST)).toBe(false);
    expect((await t.db.query("SELECT 1 FROM app_user WHERE user_name = 'root'")).length).toBe(0);
    await t.db.query("UPDATE app_user SET role = 'buyer' WHERE role = 'admin'");
    expect(await bootstrapAdmin(t.db, { userName: 'root', password: 'Boot@2026x' }, t.clock.now(), TEST_PASSWORD_HASH_COST)).toBe(true);
    expect(await bootstrapAdmin(t.db, { userName: 'root2', password: 'Boot@2026x' }, t.clock.now(), TEST_PASSWORD_HASH_COST)).toBe(false);
    const login = await t.call({ method: 'POST', url: '/prod-api/login', payload: { username: 'root', password: 'Boot@2026x' } });
    expect(login).toMatchObject({ code: 200, token: expect.any(String) });
  });
});
