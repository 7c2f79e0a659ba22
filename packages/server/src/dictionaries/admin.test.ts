import { describe, expect, it } from 'vitest';
import { testApp } from '../test/harness';
import { administrator, buyer } from '../test/staffSupport';

const t = await testApp(); // clock: 2026-06-01 10:00 in Asia/Shanghai

const post = (token: string, url: string, payload: object = {}, locale = 'en') => t.call({ method: 'POST', url: '/prod-api' + url, token, payload, locale });
const get = (token: string, url: string) => t.call({ method: 'GET', url: '/prod-api' + url, token, locale: 'en' });

describe('dictionary administration', () => {
  it('lets an admin add and relabel dictionary entries in three languages, and refuses buyers', async () => {
    const admin = await administrator(t);
    const b = await buyer(t);
    const entry = { dictType: 'sys_receiving_account_type', dictValue: '9', dictLabel: '履约保证金', dictLabelEn: 'Performance bond', dictLabelLo: 'ເງິນຄ້ຳປະກັນການປະຕິບັດສັນຍາ' };
    expect(await post(b.token, '/admin/dictionaries', entry)).toMatchObject({ code: 403 });
    const created = await post(admin.token, '/admin/dictionaries', entry);
    expect(created).toMatchObject({ code: 200, data: { id: expect.any(Number) } });
    expect(await post(admin.token, '/admin/dictionaries', entry)).toEqual({ code: 601, msg: 'This dictionary value exists already' });
    expect(await post(admin.token, '/admin/dictionaries', { ...entry, dictValue: '10', dictLabelLo: '' })).toMatchObject({ code: 601 });
    const relabel = await t.call({ method: 'PUT', url: `/prod-api/admin/dictionaries/${created.data.id}`, token: admin.token, payload: { ...entry, dictLabelEn: 'Performance guarantee' } });
    expect(relabel.code).toBe(200);
    const lo = await t.call({ method: 'GET', url: '/prod-api/system/dict/data/type/sys_receiving_account_type', locale: 'en' });
    expect(lo.data.find((e: { dictValue: string }) => e.dictValue === '9').dictLabel).toBe('Performance guarantee');
    const list = await get(admin.token, '/admin/dictionaries?dictType=sys_receiving_account_type');
    expect(list.rows.map((r: { dictValue: string }) => r.dictValue)).toEqual(['1', '2', '3', '9']);
  });
});
