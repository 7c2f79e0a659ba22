import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { AppError } from '../http/errors';
import { testApp, TEST_PASSWORD_HASH_COST } from '../test/harness';
import { requireRole } from '../http/guards';
import { DEMO_PASSWORD, seedDemoAccounts } from './demoAccounts';
import { RATE_LIMITS } from './rateLimits';
import type { SessionUser } from './sessions';
import { callAs, freshAddress, login, register, signedInSupplier } from './testSupport';

const t = await testApp();
await seedDemoAccounts(t.db, t.clock.now(), TEST_PASSWORD_HASH_COST);

const attemptLogin = (username: string, password: string, options: { locale?: string; timezone?: string; remoteAddress?: string } = {}) =>
  callAs(t, { method: 'POST', url: '/prod-api/login', payload: { username, password }, ...options });
const getInfo = (token?: string, locale?: string) => t.call({ method: 'GET', url: '/prod-api/getInfo', token, locale });
const minutes = (n: number) => n * 60_000;

describe('login', () => {
  it('accepts the phone number, the e-mail address (any case) or the user name, spaces stripped', async () => {
    const form = await register(t);
    for (const account of [form.phonenumber, ` ${form.phonenumber.slice(0, 3)} ${form.phonenumber.slice(3)} `, form.email.toUpperCase()]) {
      const body = await attemptLogin(account, form.password, { locale: 'en' });
      expect(body).toMatchObject({ code: 200, msg: 'Login successful' });
    }
    expect((await attemptLogin('supplier', DEMO_PASSWORD)).code).toBe(200);
    expect((await attemptLogin('SUPPLIER', DEMO_PASSWORD)).code).toBe(200);
  });

  it('gives a 256-bit token and keeps only its SHA-256', async () => {
    const token = await login(t, 'supplier', DEMO_PASSWORD);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const hash = createHash('sha256').update(token).digest('hex');
    expect(await t.db.query('SELECT 1 FROM user_session WHERE token_hash = $1', [hash])).toHaveLength(1);
    expect(await t.db.query('SELECT 1 FROM user_session WHERE token_hash = $1', [token])).toHaveLength(0);
  });

  it.each([
    ['en', 'Wrong account or password'],
    ['zh', '账号或密码错误'],
    ['lo', 'ບັນຊີ ຫຼື ລະຫັດຜ່ານບໍ່ຖືກຕ້ອງ'],
  ])('refuses an unknown account and a wrong password with the same answer (%s)', async (locale, msg) => {
    expect(await attemptLogin('nobody@example.test', 'Whatever1', { locale })).toEqual({ code: 601, msg });
    expect(await attemptLogin('supplier', 'Whatever1', { locale })).toEqual({ code: 601, msg });
  });

  it.each([
    [{ username: '  ', password: 'x' }, 'Please enter the account or phone number'],
    [{ username: 'supplier', password: '' }, 'Please enter the password'],
    [{ password: 'x' }, 'Please enter the account or phone number'],
  ])('refuses a missing field: %j', async (payload, msg) => {
    expect(await callAs(t, { method: 'POST', url: '/prod-api/login', payload, locale: 'en' })).toEqual({ code: 601, msg });
  });

  it('names a disabled account only to whoever gives its right password', async () => {
    const form = await register(t);
    await t.db.query('UPDATE app_user SET status = 1 WHERE phonenumber = $1', [form.phonenumber]);
    expect(await attemptLogin(form.phonenumber, form.password, { locale: 'en' })).toEqual({
      code: 601,
      msg: 'The account is disabled, please contact the administrator',
    });
    expect(await attemptLogin(form.phonenumber, 'Wrong@2026', { locale: 'en' })).toEqual({ code: 601, msg: 'Wrong account or password' });
  });

  it('limits sign-in attempts from one client address', async () => {
    const remoteAddress = freshAddress();
    for (let i = 0; i < RATE_LIMITS.login.max; i++) expect((await attemptLogin('nobody', 'x', { remoteAddress })).code).toBe(601);
    expect(await attemptLogin('supplier', DEMO_PASSWORD, { remoteAddress, locale: 'en' })).toEqual({
      code: 601,
      msg: 'Too many attempts, please try again in 10 minutes',
    });
    expect((await attemptLogin('supplier', DEMO_PASSWORD)).code).toBe(200);
  });
});

describe('user info', () => {
  it('describes an enterprise supplier', async () => {
    const token = await login(t, 'supplier', DEMO_PASSWORD);
    expect(await getInfo(token)).toEqual({
      code: 200,
      msg: '操作成功',
      data: {
        id: expect.any(Number),
        userName: 'supplier',
        nickName: '王明',
        supplierId: expect.any(Number),
        supplierName: '万象钢铁贸易有限公司',
        tin: '91530100MA6DEMO01K',
        email: 'supplier@demo.test',
        phonenumber: '13800000001',
        operationUserType: 0,
      },
      roles: ['supplier'],
      permissions: ['supplier:*:*'],
      isClientCompany: true,
    });
  });

  it('describes buyer staff and admins without supplier fields', async () => {
    const buyer = await getInfo(await login(t, 'buyer', DEMO_PASSWORD));
    expect(buyer).toMatchObject({ roles: ['buyer'], isClientCompany: false, data: { supplierId: null, supplierName: null, tin: null, operationUserType: null } });
    const admin = await getInfo(await login(t, 'admin', DEMO_PASSWORD));
    expect(admin).toMatchObject({ roles: ['admin'], permissions: ['*:*:*'], isClientCompany: false, data: { supplierId: null } });
  });

  it.each([
    [undefined, 'en', 'Authentication failed, system resources cannot be accessed'],
    ['not-a-token', 'zh', '认证失败，无法访问系统资源'],
    ['A'.repeat(43), 'lo', 'ການຢືນຢັນຕົວຕົນລົ້ມເຫຼວ, ບໍ່ສາມາດເຂົ້າເຖິງຊັບພະຍາກອນຂອງລະບົບໄດ້'],
  ])('answers 401 for the token %j', async (token, locale, msg) => {
    expect(await getInfo(token, locale)).toEqual({ code: 401, msg });
  });
});

describe('session life', () => {
  it('ends the token at logout, and only that one', async () => {
    const { form, token } = await signedInSupplier(t);
    const other = await login(t, form.email, form.password);
    expect(await t.call({ method: 'GET', url: '/prod-api/logout', token, locale: 'en' })).toEqual({ code: 200, msg: 'Logged out' });
    expect((await getInfo(token)).code).toBe(401);
    expect((await getInfo(other)).code).toBe(200);
  });

  it('answers a logout without a session as done', async () => {
    expect(await t.call({ method: 'GET', url: '/prod-api/logout' })).toEqual({ code: 200, msg: '退出成功' });
  });

  it('keeps a session alive while it is used and ends it after 120 idle minutes', async () => {
    const token = await login(t, 'newcomer', DEMO_PASSWORD);
    t.clock.advance(minutes(119));
    expect((await getInfo(token)).code).toBe(200);
    t.clock.advance(minutes(119));
    expect((await getInfo(token)).code).toBe(200);
    t.clock.advance(minutes(120) + 1);
    expect((await getInfo(token)).code).toBe(401);
    expect((await getInfo(await login(t, 'newcomer', DEMO_PASSWORD))).code).toBe(200);
  });

  it('writes the last use at most once a minute, so a burst of calls is not a burst of writes', async () => {
    const token = await login(t, 'individual', DEMO_PASSWORD);
    const hash = createHash('sha256').update(token).digest('hex');
    const lastSeen = async () =>
      new Date((await t.db.query<{ last_seen: Date }>('SELECT last_seen FROM user_session WHERE token_hash = $1', [hash]))[0].last_seen).getTime();
    const signedInAt = await lastSeen();
    t.clock.advance(30_000);
    expect((await getInfo(token)).code).toBe(200);
    expect(await lastSeen()).toBe(signedInAt);
    t.clock.advance(31_000);
    expect((await getInfo(token)).code).toBe(200);
    expect(await lastSeen()).toBe(t.clock.now().getTime());
  });

  it('follows the idle setting', async () => {
    t.app.config.sessionIdleMinutes = 5;
    try {
      const token = await login(t, 'individual', DEMO_PASSWORD);
      t.clock.advance(minutes(5) + 1);
      expect((await getInfo(token)).code).toBe(401);
    } finally {
      t.app.config.sessionIdleMinutes = 120;
    }
  });

  it('ends the sessions of a disabled account', async () => {
    const { form, token } = await signedInSupplier(t);
    await t.db.query('UPDATE app_user SET status = 1 WHERE phonenumber = $1', [form.phonenumber]);
    expect((await getInfo(token)).code).toBe(401);
  });
});

describe('requireRole', () => {
  const caller = (role: SessionUser['role'] | null) =>
    ({ user: role ? { id: 1, role, companyId: null, operationUserType: null, sessionHash: 'h' } : null }) as FastifyRequest;

  it('lets the named roles through', async () => {
    await expect(requireRole('buyer', 'admin')(caller('admin'))).resolves.toBeUndefined();
  });

  it('refuses another role with 403 and no session with 401', async () => {
    await expect(requireRole('buyer')(caller('supplier'))).rejects.toMatchObject({ code: 403, key: 'forbidden' });
    await expect(requireRole('buyer')(caller(null))).rejects.toBeInstanceOf(AppError);
    await expect(requireRole('buyer')(caller(null))).rejects.toMatchObject({ code: 401 });
  });
});

describe('settings', () => {
  it('reads the idle limit and the captcha switch from the environment', () => {
    expect(loadConfig({})).toMatchObject({ captchaEnabled: true, sessionIdleMinutes: 120 });
    expect(loadConfig({ CAPTCHA_ENABLED: 'false', SESSION_IDLE_MINUTES: '30' })).toMatchObject({ captchaEnabled: false, sessionIdleMinutes: 30 });
  });
});
