import { scrypt } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { testApp } from '../test/harness';
import { DEVICE_COOKIE } from './deviceCookie';
import { delaySeconds, LOGIN_PROTECTION } from './loginAttempts';
import { freshAddress, register, siblingApp } from './testSupport';

// Counts the scrypt runs of a login (the real function still does the work).
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>();
  return { ...actual, scrypt: vi.fn(actual.scrypt) };
});

const t = await testApp();

interface Attempt {
  password: string;
  /** Client address; a fresh one unless given. */
  address?: string;
  /** Device cookie to send. */
  device?: string;
  captcha?: { code: string; uuid: string };
  locale?: string;
}

/** POST /login; returns the body and the device cookie the answer sets, if any. */
async function attempt(username: string, { password, address, device, captcha, locale = 'en' }: Attempt) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/prod-api/login',
    remoteAddress: address ?? freshAddress(),
    headers: { 'content-language': locale, ...(device ? { cookie: `other=1; ${DEVICE_COOKIE}=${device}` } : {}) },
    payload: { username, password, ...captcha },
  });
  const setCookie = response.headers['set-cookie'];
  return { body: response.json(), setCookie: typeof setCookie === 'string' ? setCookie : setCookie?.[0] };
}

/** A captcha and its answer, read from the database (no route reveals it). */
async function solvedCaptcha() {
  const { uuid } = (await t.app.inject({ method: 'GET', url: '/prod-api/captchaImage', remoteAddress: freshAddress() })).json();
  const [{ answer }] = await t.db.query<{ answer: string }>('SELECT answer FROM captcha WHERE uuid = $1', [uuid]);
  return { uuid, code: answer };
}

const wrongAnswer = { code: 601, msg: 'Wrong account or password' };
const seconds = (n: number) => n * 1000;

describe('one answer for an unknown account and a wrong password', () => {
  it('does the same scrypt work for both, so the time does not tell them apart either', async () => {
    const form = await register(t);
    const runs = vi.mocked(scrypt);
    await attempt('nobody-at-all', { password: 'Whatever1' }); // makes the stand-in hash once
    runs.mockClear();
    expect((await attempt('nobody-at-all', { password: 'Whatever1' })).body).toEqual(wrongAnswer);
    expect(runs).toHaveBeenCalledTimes(1);
    runs.mockClear();
    expect((await attempt(form.phonenumber, { password: 'Whatever1' })).body).toEqual(wrongAnswer);
    expect(runs).toHaveBeenCalledTimes(1);
  });

  it('slows down guesses at an unknown account exactly as at a known one', async () => {
    const form = await register(t);
    for (const username of [form.phonenumber, `unknown-${form.phonenumber}`]) {
      const address = freshAddress();
      const answers = [];
      for (let i = 0; i < 4; i++) answers.push((await attempt(username, { password: 'Wrong@2026', address })).body);
      expect(answers).toEqual([wrongAnswer, wrongAnswer, { ...wrongAnswer, captchaRequired: true }, { code: 601, msg: 'Please enter the captcha', captchaRequired: true }]);
    }
  });
});

describe('wrong passwords from one address', () => {
  it('ask for a captcha after three, then make every further try wait longer, in the caller’s language', async () => {
    const form = await register(t);
    const address = freshAddress();
    const wrong = async (locale = 'en') => (await attempt(form.phonenumber, { password: 'Wrong@2026', address, locale, captcha: await solvedCaptcha() })).body;
    for (let i = 1; i <= 2; i++) expect(await wrong()).toEqual(wrongAnswer);
    expect(await wrong()).toEqual({ ...wrongAnswer, captchaRequired: true });
    // Without a captcha, or with a wrong one, the password is not even tried.
    expect((await attempt(form.phonenumber, { password: form.password, address })).body).toEqual({ code: 601, msg: 'Please enter the captcha', captchaRequired: true });
    const badCaptcha = { ...(await solvedCaptcha()), code: 'xxxx' };
    expect((await attempt(form.phonenumber, { password: form.password, address, captcha: badCaptcha })).body).toEqual({
      code: 601,
      msg: 'The captcha is wrong, please try a new one',
      captchaRequired: true,
    });
    // The fourth wrong password earns a 5-second wait, the fifth 10 seconds.
    expect(await wrong()).toEqual({ ...wrongAnswer, captchaRequired: true });
    expect(await wrong()).toEqual({ code: 601, msg: 'Too many failed logins, please try again in 5 seconds', captchaRequired: true });
    t.clock.advance(seconds(5));
    expect(await wrong()).toEqual({ ...wrongAnswer, captchaRequired: true });
    t.clock.advance(seconds(3));
    expect(await wrong('zh')).toEqual({ code: 601, msg: '登录失败次数过多，请 7 秒后再试', captchaRequired: true });
    expect(await wrong('lo')).toEqual({ code: 601, msg: 'ເຂົ້າສູ່ລະບົບບໍ່ສຳເລັດຫຼາຍເກີນໄປ, ກະລຸນາລອງໃໝ່ໃນອີກ 7 ວິນາທີ', captchaRequired: true });
    // Waiting it out, the owner gets in with the captcha, and the count of this address starts again.
    t.clock.advance(seconds(7));
    expect((await attempt(form.phonenumber, { password: form.password, address, captcha: await solvedCaptcha() })).body).toMatchObject({ code: 200 });
    expect((await attempt(form.phonenumber, { password: 'Wrong@2026', address })).body).toEqual(wrongAnswer);
  });

  it('double the wait up to 15 minutes', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 12, 13, 40].map(delaySeconds)).toEqual([0, 0, 0, 5, 10, 20, 40, 900, 900, 900]);
  });

  it('are forgotten after a day without another', async () => {
    const form = await register(t);
    const address = freshAddress();
    for (let i = 0; i < 3; i++) await attempt(form.phonenumber, { password: 'Wrong@2026', address });
    t.clock.advance(LOGIN_PROTECTION.forgetAfterHours * 3_600_000 + 1000);
    expect((await attempt(form.phonenumber, { password: form.password, address })).body).toMatchObject({ code: 200 });
  });

  it('are written to the audit log once, when the address reaches the captcha', async () => {
    const form = await register(t);
    const address = freshAddress();
    for (let i = 0; i < 6; i++) await attempt(form.phonenumber, { password: 'Wrong@2026', address, captcha: await solvedCaptcha() });
    const [user] = await t.db.query<{ id: number }>('SELECT id FROM app_user WHERE phonenumber = $1', [form.phonenumber]);
    const entries = await t.db.query("SELECT actor_id, after FROM audit_log WHERE entity = 'app_user' AND entity_id = $1 AND action = 'loginThrottled'", [user.id]);
    expect(entries).toEqual([{ actor_id: null, after: { failures: 3, client: 'address', address } }]);
  });
});

describe('no lock-out of the owner', () => {
  it('gives a browser that signed in a long-lived HttpOnly device cookie, sent only to the login call', async () => {
    const form = await register(t);
    const { body, setCookie } = await attempt(form.phonenumber, { password: form.password });
    expect(body.code).toBe(200);
    expect(setCookie).toMatch(new RegExp(`^${DEVICE_COOKIE}=[A-Za-z0-9_-]{43}; Path=/prod-api/login; Max-Age=31536000; HttpOnly; SameSite=Strict$`));
    expect(JSON.stringify(body)).not.toContain(setCookie!.split(/[=;]/)[1]);
  });

  it('keeps the owner’s known browser usable, without captcha or wait, however many strangers guess, even from its own address', async () => {
    const form = await register(t);
    const home = freshAddress();
    const device = (await attempt(form.phonenumber, { password: form.password, address: home })).setCookie!.split(/[=;]/)[1];
    // A stranger at the same address (one NAT) and strangers elsewhere guess, each until it is made to wait.
    for (const address of [home, freshAddress(), freshAddress(), freshAddress()]) {
      for (let i = 0; i < 5; i++) await attempt(form.phonenumber, { password: 'Wrong@2026', address, captcha: await solvedCaptcha() });
      expect((await attempt(form.phonenumber, { password: 'Wrong@2026', address, captcha: await solvedCaptcha() })).body.msg).toMatch(/try again in \d+ seconds/);
    }
    const owner = await attempt(form.phonenumber, { password: form.password, address: home, device });
    expect(owner.body).toMatchObject({ code: 200, token: expect.any(String) });
    expect(owner.setCookie).toContain(`${DEVICE_COOKIE}=${device};`);
  });

  it('lets the owner in on a new browser too: strangers’ guesses cost it at most a captcha', async () => {
    const form = await register(t);
    for (let n = 0; n < 4; n++) {
      const address = freshAddress();
      for (let i = 0; i < 3; i++) await attempt(form.phonenumber, { password: 'Wrong@2026', address });
    }
    // Ten strangers' failures on the account: every address now needs a captcha, none has to wait.
    const address = freshAddress();
    expect((await attempt(form.phonenumber, { password: form.password, address })).body).toEqual({ code: 601, msg: 'Please enter the captcha', captchaRequired: true });
    expect((await attempt(form.phonenumber, { password: form.password, address, captcha: await solvedCaptcha() })).body).toMatchObject({ code: 200 });
  });

  it('counts the owner’s own mistakes on a known browser apart, asking a captcha only after five', async () => {
    const form = await register(t);
    const device = (await attempt(form.phonenumber, { password: form.password })).setCookie!.split(/[=;]/)[1];
    const answers = [];
    for (let i = 0; i < 5; i++) {
      answers.push((await attempt(form.phonenumber, { password: 'Wrong@2026', device })).body);
      t.clock.advance(seconds(60)); // past any wait
    }
    expect(answers.slice(0, 4).every((a) => a.captchaRequired === undefined)).toBe(true);
    expect(answers[4]).toMatchObject({ captchaRequired: true });
  });

  it('does not treat a device cookie of another account as known', async () => {
    const [owner, other] = [await register(t), await register(t)];
    const device = (await attempt(other.phonenumber, { password: other.password })).setCookie!.split(/[=;]/)[1];
    const address = freshAddress();
    for (let i = 0; i < 2; i++) await attempt(owner.phonenumber, { password: 'Wrong@2026', address, device });
    expect((await attempt(owner.phonenumber, { password: 'Wrong@2026', address, device })).body).toEqual({ ...wrongAnswer, captchaRequired: true });
  });
});

describe('with captcha switched off (CAPTCHA_ENABLED=false)', async () => {
  const app = await siblingApp(t, { captchaEnabled: false });

  it('never asks for one; the waits still hold', async () => {
    const form = await register(t);
    const remoteAddress = freshAddress();
    const wrong = async () =>
      (await app.inject({ method: 'POST', url: '/prod-api/login', remoteAddress, headers: { 'content-language': 'en' }, payload: { username: form.phonenumber, password: 'Wrong@2026' } })).json();
    for (let i = 0; i < 4; i++) expect(await wrong()).toEqual(wrongAnswer);
    expect(await wrong()).toEqual({ code: 601, msg: 'Too many failed logins, please try again in 5 seconds' });
  });
});
