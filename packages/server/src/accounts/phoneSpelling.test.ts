import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { splitStatements } from '../db/migrate';
import { testApp, TEST_PASSWORD_HASH_COST } from '../test/harness';
import { hashPassword } from './passwords';
import { callAs } from './testSupport';

const t = await testApp();
const passwordHash = await hashPassword('Steel@2026', TEST_PASSWORD_HASH_COST);

/** The phone statement of a migration (009 by default), run again on rows written in the spellings an old rule let through. */
async function normalizeStoredPhones(migration = '009_accounts.sql') {
  const sql = await readFile(new URL(`../db/migrations/${migration}`, import.meta.url), 'utf8');
  const [statement] = splitStatements(sql).filter((s) => s.startsWith('UPDATE app_user'));
  await t.db.query(statement);
}

async function userWithPhone(userName: string, phonenumber: string, role = 'supplier') {
  const [{ id }] = await t.db.query<{ id: number }>(
    "INSERT INTO app_user (user_name, nick_name, phonenumber, password_hash, role) VALUES ($1, 'n', $2, $3, $4) RETURNING id",
    [userName, phonenumber, passwordHash, role],
  );
  return id;
}

const contactOf = async (id: number) => (await t.db.query('SELECT user_name, phonenumber FROM app_user WHERE id = $1', [id]))[0];
const signIn = (username: string) => callAs(t, { method: 'POST', url: '/prod-api/login', payload: { username, password: 'Steel@2026' }, locale: 'en' });

describe('migration 009: one spelling per stored phone', () => {
  it('drops the 0 of Chinese mobiles and adds it to Lao ones; a phone user name follows', async () => {
    const chinese = await userWithPhone('013700000001', '013700000001');
    const lao = await userWithPhone('lao-seller', '2077700001');
    const kept = await userWithPhone('13700000002', '13700000002');
    await normalizeStoredPhones();
    expect(await contactOf(chinese)).toEqual({ user_name: '13700000001', phonenumber: '13700000001' });
    expect(await contactOf(lao)).toEqual({ user_name: 'lao-seller', phonenumber: '02077700001' });
    expect(await contactOf(kept)).toEqual({ user_name: '13700000002', phonenumber: '13700000002' });
    expect((await signIn('013700000001')).code).toBe(200);
    expect((await signIn('2077700001')).code).toBe(200);
  });

  it('leaves a number whose other spelling another account has, and both accounts still sign in', async () => {
    const canonical = await userWithPhone('13700000003', '13700000003');
    const duplicate = await userWithPhone('013700000003', '013700000003');
    await normalizeStoredPhones();
    expect(await contactOf(canonical)).toEqual({ user_name: '13700000003', phonenumber: '13700000003' });
    expect(await contactOf(duplicate)).toEqual({ user_name: '013700000003', phonenumber: '013700000003' });
    const idOf = async (username: string) => {
      const { token } = await signIn(username);
      return (await t.call({ method: 'GET', url: '/prod-api/getInfo', token })).data.id;
    };
    expect([await idOf('13700000003'), await idOf('013700000003')]).toEqual([canonical, duplicate]);
  });
});

// Staff phones were stored as typed (docs/decisions/rules.md, issue 26) until the staff form took the suppliers' rule.
describe('migration 050: staff phones in the one spelling too', () => {
  it('gives every stored phone the spelling canonicalPhone writes, so a staff user signs in by phone; others stay', async () => {
    const chinese = await userWithPhone('buyer-cn', '013912345670', 'buyer');
    const asSpecified = await userWithPhone('admin-spec', '01391234567', 'admin');
    const lao = await userWithPhone('buyer-lao', '2055500001', 'buyer');
    const named = await userWithPhone('013912345671', '013912345671', 'admin');
    const landline = await userWithPhone('buyer-landline', '02112345', 'buyer');
    expect((await signIn('013912345670')).code).not.toBe(200);
    await normalizeStoredPhones('050_staff_phones.sql');
    expect(await contactOf(chinese)).toEqual({ user_name: 'buyer-cn', phonenumber: '13912345670' });
    expect(await contactOf(asSpecified)).toEqual({ user_name: 'admin-spec', phonenumber: '1391234567' });
    expect(await contactOf(lao)).toEqual({ user_name: 'buyer-lao', phonenumber: '02055500001' });
    expect(await contactOf(named)).toEqual({ user_name: '13912345671', phonenumber: '13912345671' });
    expect(await contactOf(landline)).toEqual({ user_name: 'buyer-landline', phonenumber: '02112345' });
    for (const typed of ['013912345670', '13912345670', '01391234567', '2055500001', '02055500001', '013912345671', '02112345']) expect((await signIn(typed)).code, typed).toBe(200);
  });

  it('leaves a staff phone whose other spelling another account has', async () => {
    await userWithPhone('13912345672', '13912345672');
    const staff = await userWithPhone('buyer-dup', '013912345672', 'buyer');
    await normalizeStoredPhones('050_staff_phones.sql');
    expect(await contactOf(staff)).toEqual({ user_name: 'buyer-dup', phonenumber: '013912345672' });
  });
});
