import { describe, expect, it } from 'vitest';
import { testApp, TEST_PASSWORD_HASH_COST } from '../test/harness';
import { DEMO_PASSWORD, seedDemoAccounts } from './demoAccounts';
import { purgeExpiredAccountState } from './housekeeping';
import { callAs, latestMail, login, sendCode, uniqueContact } from './testSupport';

const t = await testApp();
await seedDemoAccounts(t.db, t.clock.now(), TEST_PASSWORD_HASH_COST);

const count = async (table: string) => (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0].n;

describe('account housekeeping', () => {
  it('deletes what can no longer matter and keeps what still can', async () => {
    await callAs(t, { method: 'GET', url: '/prod-api/captchaImage' });
    await sendCode(t, uniqueContact().email);
    const ended = await login(t, 'supplier', DEMO_PASSWORD);
    await t.call({ method: 'GET', url: '/prod-api/logout', token: ended });
    await login(t, 'buyer', DEMO_PASSWORD);
    await t.db.query("INSERT INTO password_reset (token_hash, user_id, create_time, expires_at) SELECT 'h', id, $1, $1::timestamptz + interval '15 minutes' FROM app_user WHERE user_name = 'admin'", [t.clock.now()]);
    expect(await count('rate_limit')).toBeGreaterThan(0);

    await purgeExpiredAccountState(t.db, t.clock.now(), 120);
    expect([await count('captcha'), await count('email_code'), await count('password_reset'), await count('user_session')]).toEqual([1, 1, 1, 1]);
    expect(await count('mail_outbox')).toBe(1);

    t.clock.advance(25 * 3_600_000);
    await purgeExpiredAccountState(t.db, t.clock.now(), 120);
    const tables = ['captcha', 'email_code', 'password_reset', 'user_session', 'rate_limit', 'mail_outbox'];
    expect(await Promise.all(tables.map(count))).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('keeps outbox mail for a day, so the demo mailbox still shows a recent code', async () => {
    const { email } = uniqueContact();
    await sendCode(t, email);
    t.clock.advance(23 * 3_600_000);
    await purgeExpiredAccountState(t.db, t.clock.now(), 120);
    expect((await latestMail(t, email)).text).toMatch(/\d{6}/);
    t.clock.advance(2 * 3_600_000);
    await purgeExpiredAccountState(t.db, t.clock.now(), 120);
    expect(await t.call({ method: 'GET', url: `/prod-api/demo/mailbox?to=${encodeURIComponent(email)}` })).toMatchObject({ code: 200, rows: [] });
  });
});
