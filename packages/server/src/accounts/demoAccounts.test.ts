import { describe, expect, it } from 'vitest';
import { testApp, TEST_PASSWORD_HASH_COST } from '../test/harness';
import { DEMO_PASSWORD, seedDemoAccounts } from './demoAccounts';
import { login } from './testSupport';

const t = await testApp();

describe('demo accounts', () => {
  it('creates the five accounts once and lists them every time', async () => {
    const first = await seedDemoAccounts(t.db, t.clock.now(), TEST_PASSWORD_HASH_COST);
    expect(first.map((a) => [a.userName, a.role, a.created])).toEqual([
      ['supplier', 'supplier', true],
      ['newcomer', 'supplier', true],
      ['individual', 'supplier', true],
      ['buyer', 'buyer', true],
      ['admin', 'admin', true],
    ]);
    expect(first.every((a) => a.password === DEMO_PASSWORD)).toBe(true);
    const again = await seedDemoAccounts(t.db, t.clock.now(), TEST_PASSWORD_HASH_COST);
    expect(again.map((a) => a.created)).toEqual([false, false, false, false, false]);
    expect((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM app_user'))[0].n).toBe(5);
  });

  it('signs each account in with the demo password', async () => {
    const infos = [];
    for (const userName of ['supplier', 'newcomer', 'individual', 'buyer', 'admin']) {
      infos.push(await t.call({ method: 'GET', url: '/prod-api/getInfo', token: await login(t, userName, DEMO_PASSWORD) }));
    }
    expect(infos.map((i) => [i.roles[0], i.data.operationUserType, i.isClientCompany])).toEqual([
      ['supplier', 0, true],
      ['supplier', 0, true],
      ['supplier', 1, false],
      ['buyer', null, false],
      ['admin', null, false],
    ]);
    expect(infos[0].data.email).toBe('supplier@demo.test');
  });

  it('marks the supplier certified and the newcomer not yet', async () => {
    const rows = await t.db.query(
      'SELECT u.user_name, c.kind, c.certification_status FROM app_user u JOIN company c ON c.id = u.company_id ORDER BY u.id',
    );
    expect(rows).toEqual([
      { user_name: 'supplier', kind: 'supplier', certification_status: 'skip' },
      { user_name: 'newcomer', kind: 'supplier', certification_status: 'Auth' },
      { user_name: 'individual', kind: 'supplier', certification_status: 'Auth' },
      { user_name: 'buyer', kind: 'buyer', certification_status: 'Auth' },
    ]);
  });
});
