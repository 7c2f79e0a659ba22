import { describe, expect, it } from 'vitest';
import { testApp } from '../test/harness';
import { callAs, freshAddress, latestCode, login, register, sendCode, siblingApp, signedInSupplier, uniqueContact } from './testSupport';

const t = await testApp();

const captcha = async (remoteAddress?: string) => {
  const body = await callAs(t, { method: 'GET', url: '/prod-api/captchaImage', ...(remoteAddress ? { remoteAddress } : {}) });
  return body as { code: number; msg: string; captchaEnabled: boolean; uuid: string; img: string };
};
/** The answer of a captcha, read from the database (no route reveals it). */
const answerOf = async (uuid: string) => (await t.db.query<{ answer: string }>('SELECT answer FROM captcha WHERE uuid = $1', [uuid]))[0].answer;
const verify = (payload: Record<string, unknown>, locale?: string, remoteAddress?: string) =>
  callAs(t, { method: 'POST', url: '/prod-api/bidCompany/identityVerification', payload, locale, ...(remoteAddress ? { remoteAddress } : {}) });
const reset = (payload: Record<string, unknown>, locale?: string) => callAs(t, { method: 'POST', url: '/prod-api/bidCompany/resetPwd', payload, locale });

/** Step 0 done right: a fresh captcha and code for the address (past the resend wait of the registration code). */
async function identity(email: string) {
  t.clock.advance(120_000);
  const { uuid } = await captcha();
  await sendCode(t, email);
  return { email, uuid, captchaCode: await answerOf(uuid), smsCode: await latestCode(t, email) };
}

describe('captcha image', () => {
  it('answers an SVG image as a data URI with its id', async () => {
    const body = await captcha();
    expect(body).toMatchObject({ code: 200, captchaEnabled: true, uuid: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(body.img.startsWith('data:image/svg+xml;base64,')).toBe(true);
    expect(Buffer.from(body.img.split(',')[1], 'base64').toString()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(await answerOf(body.uuid)).toMatch(/^[a-z2-9]{4}$/);
  });

  it('limits the images one client address may ask for in a minute', async () => {
    const remoteAddress = freshAddress();
    for (let i = 0; i < 30; i++) expect((await captcha(remoteAddress)).code).toBe(200);
    expect(await callAs(t, { method: 'GET', url: '/prod-api/captchaImage', remoteAddress, locale: 'en' })).toEqual({
      code: 601,
      msg: 'Too many attempts, please try again in 1 minutes',
    });
  });
});

describe('forgot password', () => {
  it('verifies the identity, sets the new password and ends every session', async () => {
    const { form, token: session } = await signedInSupplier(t);
    const step0 = await verify(await identity(form.email));
    expect(step0).toMatchObject({ code: 200, token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    const step1 = await reset({ email: form.email, password: 'Fresh#2027', rePassword: 'Fresh#2027', token: step0.token }, 'en');
    expect(step1).toEqual({ code: 200, msg: 'Password reset successful' });
    expect((await t.call({ method: 'GET', url: '/prod-api/getInfo', token: session })).code).toBe(401);
    expect((await callAs(t, { method: 'POST', url: '/prod-api/login', payload: { username: form.phonenumber, password: form.password } })).code).toBe(601);
    await login(t, form.phonenumber, 'Fresh#2027');
  });

  it('compares the captcha answer without letter case', async () => {
    const form = await register(t);
    const payload = await identity(form.email);
    expect((await verify({ ...payload, captchaCode: ` ${payload.captchaCode.toUpperCase()} ` })).code).toBe(200);
  });

  describe('captcha checks', () => {
    it('refuses a missing captcha', async () => {
      const form = await register(t);
      const { captchaCode: _, ...payload } = await identity(form.email);
      expect(await verify(payload, 'en')).toEqual({ code: 601, msg: 'Please enter the captcha' });
    });

    it('refuses a wrong answer and uses the captcha up', async () => {
      const form = await register(t);
      const payload = await identity(form.email);
      expect(await verify({ ...payload, captchaCode: 'zzzzz' }, 'en')).toEqual({ code: 601, msg: 'The captcha is wrong, please try a new one' });
      expect(await verify(payload, 'en')).toEqual({ code: 601, msg: 'The captcha has already been used, please refresh it' });
    });

    it('refuses a captcha used before', async () => {
      const form = await register(t);
      const payload = await identity(form.email);
      expect((await verify(payload)).code).toBe(200);
      expect(await verify(payload, 'zh')).toEqual({ code: 601, msg: '图形验证码已使用，请刷新' });
    });

    it('accepts a captcha for just under five minutes', async () => {
      const form = await register(t);
      const payload = await identity(form.email);
      t.clock.advance(299_000);
      expect(await verify(payload, 'en')).toMatchObject({ code: 200, token: expect.any(String) });
    });

    it('refuses a captcha after five minutes, and an unknown one', async () => {
      const form = await register(t);
      const payload = await identity(form.email);
      t.clock.advance(300_000);
      expect(await verify(payload, 'en')).toEqual({ code: 601, msg: 'The captcha has expired, please refresh it' });
      expect(await verify({ ...payload, uuid: 'no-such-captcha' }, 'lo')).toEqual({ code: 601, msg: 'ລະຫັດຮູບພາບໝົດອາຍຸແລ້ວ, ກະລຸນາໂຫຼດໃໝ່' });
    });
  });

  describe('e-mail code checks', () => {
    it('refuses a wrong code', async () => {
      const form = await register(t);
      const payload = await identity(form.email);
      expect(await verify({ ...payload, smsCode: payload.smsCode === '000000' ? '111111' : '000000' }, 'en')).toEqual({
        code: 601,
        msg: 'The verification code is wrong',
      });
    });

    it('refuses a code used before', async () => {
      const form = await register(t);
      const payload = await identity(form.email);
      expect((await verify(payload)).code).toBe(200);
      const { uuid } = await captcha();
      expect(await verify({ ...payload, uuid, captchaCode: await answerOf(uuid) }, 'en')).toEqual({
        code: 601,
        msg: 'The verification code has already been used, please request a new one',
      });
    });

    it('refuses an expired code', async () => {
      const form = await register(t);
      t.clock.advance(120_000);
      await sendCode(t, form.email);
      const smsCode = await latestCode(t, form.email);
      t.clock.advance(11 * 60_000);
      const { uuid } = await captcha();
      expect(await verify({ email: form.email, smsCode, uuid, captchaCode: await answerOf(uuid) }, 'en')).toEqual({
        code: 601,
        msg: 'The verification code has expired, please request a new one',
      });
    });
  });

  it('tells the owner of a mailbox that no account uses it', async () => {
    const { email } = uniqueContact();
    expect(await verify(await identity(email), 'en')).toEqual({ code: 601, msg: 'No account is registered with this e-mail address' });
  });

  it.each([
    [{ email: 'bad' }, 'en', 'The email format is incorrect'],
    [{ smsCode: '' }, 'zh', '请输入验证码'],
  ])('refuses a malformed step 0: %j', async (overrides, locale, msg) => {
    expect(await verify({ email: 'someone@example.test', uuid: 'x', captchaCode: 'abcd', smsCode: '123456', ...overrides }, locale)).toEqual({ code: 601, msg });
  });

  describe('step 1', () => {
    const passwordOf = async (email: string) => (await t.db.query<{ password_hash: string }>('SELECT password_hash FROM app_user WHERE email = $1', [email]))[0].password_hash;
    const verified = async () => {
      const form = await register(t);
      const { token } = await verify(await identity(form.email));
      return { form, token: token as string, before: await passwordOf(form.email) };
    };

    it.each([
      [{ password: 'abcdefg', rePassword: 'abcdefg' }, 'en', 'The password is too weak: combine at least two of digits, lowercase letters, uppercase letters and symbols'],
      [{ password: 'abcdefg', rePassword: 'abcdefg' }, 'lo', 'ລະຫັດຜ່ານອ່ອນເກີນໄປ: ກະລຸນາໃຊ້ຢ່າງໜ້ອຍສອງປະເພດຈາກ ຕົວເລກ, ຕົວພິມນ້ອຍ, ຕົວພິມໃຫຍ່ ແລະ ສັນຍາລັກ'],
      [{ rePassword: 'Other#2027' }, 'en', 'The two passwords you entered do not match'],
      [{ password: 'Ab1', rePassword: 'Ab1' }, 'zh', '用户密码长度必须介于 5 和 20 之间'],
      [{ email: 'not-mail' }, 'en', 'The email format is incorrect'],
      [{ token: '' }, 'en', 'The identity verification has expired, please verify again'],
    ])('refuses %j and changes nothing', async (overrides, locale, msg) => {
      const { form, token, before } = await verified();
      expect(await reset({ email: form.email, password: 'Fresh#2027', rePassword: 'Fresh#2027', token, ...overrides }, locale)).toEqual({ code: 601, msg });
      expect(await passwordOf(form.email)).toBe(before);
      // The token was not used up by the refusal.
      expect((await reset({ email: form.email, password: 'Fresh#2027', rePassword: 'Fresh#2027', token })).code).toBe(200);
    });

    it('refuses a token used before, expired, unknown or issued for another address', async () => {
      const invalid = { code: 601, msg: 'The identity verification has expired, please verify again' };
      const { form, token } = await verified();
      const good = { email: form.email, password: 'Fresh#2027', rePassword: 'Fresh#2027', token };
      expect((await reset(good)).code).toBe(200);
      expect(await reset({ ...good, password: 'Again#2027', rePassword: 'Again#2027' }, 'en')).toEqual(invalid);

      const other = await verified();
      expect(await reset({ ...good, token: other.token }, 'en')).toEqual(invalid);
      expect(await reset({ ...good, token: 'A'.repeat(43) }, 'en')).toEqual(invalid);
      t.clock.advance(15 * 60_000);
      expect(await reset({ ...good, email: other.form.email, token: other.token }, 'en')).toEqual(invalid);
      expect(await passwordOf(other.form.email)).toBe(other.before);
    });

    it('lifts the captcha and the wait that wrong passwords left on the account', async () => {
      const { form, token } = await verified();
      const remoteAddress = freshAddress();
      const attempt = (password: string) => t.call({ method: 'POST', url: '/prod-api/login', payload: { username: form.email, password }, remoteAddress, locale: 'en' });
      for (let i = 0; i < 3; i++) await attempt('Wrong#2027');
      expect(await attempt('Fresh#2027')).toEqual({ code: 601, msg: 'Please enter the captcha', captchaRequired: true });
      expect((await reset({ email: form.email, password: 'Fresh#2027', rePassword: 'Fresh#2027', token })).code).toBe(200);
      expect(await attempt('Fresh#2027')).toMatchObject({ code: 200 });
    });
  });

  it('limits the forgot-password steps from one client address', async () => {
    const remoteAddress = freshAddress();
    const payload = { email: 'someone@example.test', uuid: 'x', captchaCode: 'abcd', smsCode: '123456' };
    for (let i = 0; i < 10; i++) expect((await verify(payload, 'en', remoteAddress)).msg).toBe('The captcha has expired, please refresh it');
    expect(await verify(payload, 'en', remoteAddress)).toEqual({ code: 601, msg: 'Too many attempts, please try again in 15 minutes' });
  });
});

describe('with captcha switched off (CAPTCHA_ENABLED=false)', async () => {
  const app = await siblingApp(t, { captchaEnabled: false });

  it('says so at the captcha call and gives no image', async () => {
    expect((await app.inject({ method: 'GET', url: '/prod-api/captchaImage' })).json()).toEqual({ code: 200, msg: '操作成功', captchaEnabled: false, uuid: '', img: '' });
  });

  it('verifies the identity by the e-mail code alone', async () => {
    const form = await register(t);
    t.clock.advance(120_000);
    await sendCode(t, form.email);
    const smsCode = await latestCode(t, form.email);
    const body = (await app.inject({ method: 'POST', url: '/prod-api/bidCompany/identityVerification', payload: { email: form.email, smsCode } })).json();
    expect(body).toMatchObject({ code: 200, token: expect.any(String) });
  });
});
