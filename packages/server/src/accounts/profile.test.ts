import { describe, expect, it } from 'vitest';
import { testApp } from '../test/harness';
import { callAs, latestCode, login, register, sendCode, signedInSupplier, uniqueContact } from './testSupport';

const t = await testApp();

const profile = (token?: string, locale?: string) => t.call({ method: 'GET', url: '/prod-api/system/user/profile/getInfo', token, locale });
const updateInfo = (token: string | undefined, payload: Record<string, unknown>, locale?: string) =>
  t.call({ method: 'POST', url: '/prod-api/system/user/profile/updateInfo', token, payload, locale });
const updatePwd = (token: string | undefined, payload: Record<string, unknown>, locale?: string, remoteAddress?: string) =>
  t.call({ method: 'PUT', url: '/prod-api/system/user/profile/updatePwd', token, payload, locale, ...(remoteAddress ? { remoteAddress } : {}) });
const attemptLogin = (username: string, password: string, locale?: string) => callAs(t, { method: 'POST', url: '/prod-api/login', payload: { username, password }, locale });
/** The code mailed to an address after asking for one (past the 120 s wait of an earlier code to it). */
const codeFor = async (email: string) => {
  t.clock.advance(121_000);
  expect((await sendCode(t, email)).code).toBe(200);
  return latestCode(t, email);
};
const contactOf = async (id: string) =>
  (await t.db.query('SELECT user_name, email, phonenumber FROM app_user WHERE phonenumber = $1 OR email = $1', [id]))[0];

describe('profile', () => {
  it('shows the signed-in user', async () => {
    const { form, token } = await signedInSupplier(t, { name: '占巴塞物流有限公司', nickName: '阿努' });
    expect(await profile(token)).toEqual({
      code: 200,
      msg: '操作成功',
      data: { nickName: '阿努', userName: form.phonenumber, supplierName: '占巴塞物流有限公司', tin: form.tin, phonenumber: form.phonenumber, email: form.email },
    });
  });

  it('needs a session for every profile call, before looking at the body', async () => {
    const unauthorized = { code: 401, msg: 'Authentication failed, system resources cannot be accessed' };
    expect(await profile(undefined, 'en')).toEqual(unauthorized);
    expect(await updateInfo(undefined, {}, 'en')).toEqual(unauthorized);
    expect(await updatePwd(undefined, {}, 'en')).toEqual(unauthorized);
  });
});

describe('contact change', () => {
  it('changes e-mail and phone; the phone user name follows and the new phone signs in', async () => {
    const { form, token } = await signedInSupplier(t);
    const next = uniqueContact();
    const smsCode = await codeFor(next.email);
    expect(await updateInfo(token, { email: next.email, phonenumber: next.phonenumber, smsCode }, 'en')).toEqual({ code: 200, msg: 'Profile saved' });
    expect(await contactOf(next.phonenumber)).toEqual({ user_name: next.phonenumber, email: next.email, phonenumber: next.phonenumber });
    await login(t, next.phonenumber, form.password);
    await login(t, next.email, form.password);
    expect((await attemptLogin(form.phonenumber, form.password, 'en')).msg).toBe('Wrong account or password');
    // The freed phone number can be registered again.
    await register(t, { phonenumber: form.phonenumber });
  });

  it('keeps a user name that is not the phone number', async () => {
    const form = await register(t);
    const token = await login(t, form.phonenumber, 'Steel@2026');
    const [{ id }] = await t.db.query<{ id: number }>("UPDATE app_user SET user_name = 'anou' WHERE id = (SELECT max(id) FROM app_user) RETURNING id");
    expect((await updateInfo(token, { email: form.email, phonenumber: uniqueContact().phonenumber })).code).toBe(200);
    expect((await t.db.query('SELECT user_name FROM app_user WHERE id = $1', [id]))[0]).toEqual({ user_name: 'anou' });
  });

  it('accepts the own e-mail and phone unchanged', async () => {
    const { form, token } = await signedInSupplier(t);
    expect((await updateInfo(token, { email: form.email.toUpperCase(), phonenumber: form.phonenumber })).code).toBe(200);
  });

  it('changes the phone alone without a code and stores it in one spelling', async () => {
    const { form, token } = await signedInSupplier(t);
    const phone = uniqueContact().phonenumber;
    expect((await updateInfo(token, { email: form.email, phonenumber: `0${phone}` })).code).toBe(200);
    expect(await contactOf(phone)).toEqual({ user_name: phone, email: form.email, phonenumber: phone });
    await login(t, `0${phone}`, form.password);
  });

  it('changes the e-mail sent alone, as part 2 §7 sends it ({email}): the phone stays, the new address still needs its code', async () => {
    const { form, token } = await signedInSupplier(t);
    const next = uniqueContact().email;
    expect(await updateInfo(token, { email: next }, 'en')).toEqual({ code: 601, msg: 'Please enter the verification code' });
    const smsCode = await codeFor(next);
    expect(await updateInfo(token, { email: next, smsCode }, 'en')).toEqual({ code: 200, msg: 'Profile saved' });
    expect(await contactOf(form.phonenumber)).toEqual({ user_name: form.phonenumber, email: next, phonenumber: form.phonenumber });
    expect((await updateInfo(token, { email: next.toUpperCase() })).code).toBe(200);
  });

  it("refuses another account's phone written with the leading 0", async () => {
    const other = await register(t);
    const { form, token } = await signedInSupplier(t);
    expect(await updateInfo(token, { email: form.email, phonenumber: `0${other.phonenumber}` }, 'en')).toEqual({
      code: 601,
      msg: 'This phone number is already registered',
    });
    expect(await contactOf(form.phonenumber)).toEqual({ user_name: form.phonenumber, email: form.email, phonenumber: form.phonenumber });
  });

  describe('a new e-mail address needs the code sent to it', () => {
    it.each([
      ['no code', async () => undefined, 'en', 'Please enter the verification code'],
      ['no code', async () => '', 'lo', 'ກະລຸນາປ້ອນລະຫັດຢືນຢັນ'],
      ['a code never sent to the new address', async () => '123456', 'en', 'Please request an e-mail verification code first'],
      ['a code sent to the old address', async (old: string) => codeFor(old), 'zh', '请先获取邮箱验证码'],
    ])('refuses %s (%s) and changes nothing', async (_, code, locale, msg) => {
      const { form, token } = await signedInSupplier(t);
      const next = uniqueContact().email;
      const smsCode = await code(form.email);
      expect(await updateInfo(token, { email: next, phonenumber: form.phonenumber, smsCode }, locale)).toEqual({ code: 601, msg });
      expect(await contactOf(form.phonenumber)).toEqual({ user_name: form.phonenumber, email: form.email, phonenumber: form.phonenumber });
    });

    it('refuses a wrong code for the new address', async () => {
      const { form, token } = await signedInSupplier(t);
      const next = uniqueContact().email;
      const right = await codeFor(next);
      const wrong = right === '000000' ? '000001' : '000000';
      expect(await updateInfo(token, { email: next, phonenumber: form.phonenumber, smsCode: wrong }, 'en')).toEqual({ code: 601, msg: 'The verification code is wrong' });
      expect((await updateInfo(token, { email: next, phonenumber: form.phonenumber, smsCode: right })).code).toBe(200);
    });

    it('uses the code up', async () => {
      const { form, token } = await signedInSupplier(t);
      const second = uniqueContact().email;
      const smsCode = await codeFor(second);
      expect((await updateInfo(token, { email: second, phonenumber: form.phonenumber, smsCode })).code).toBe(200);
      expect((await updateInfo(token, { email: form.email, phonenumber: form.phonenumber, smsCode: await codeFor(form.email) })).code).toBe(200);
      const again = await updateInfo(token, { email: second, phonenumber: form.phonenumber, smsCode }, 'en');
      expect(again).toEqual({ code: 601, msg: 'The verification code has already been used, please request a new one' });
      expect((await contactOf(form.phonenumber)).email).toBe(form.email);
    });

    it('refuses an address another account has even with a valid code, before using the code', async () => {
      const other = await register(t);
      const { form, token } = await signedInSupplier(t);
      const smsCode = await codeFor(other.email);
      expect(await updateInfo(token, { email: other.email, phonenumber: form.phonenumber, smsCode }, 'en')).toEqual({
        code: 601,
        msg: 'This e-mail address is already registered',
      });
    });
  });

  it.each([
    ['phonenumber', 'en', 'This phone number is already registered'],
    ['phonenumber', 'zh', '该手机号码已被注册'],
    ['email', 'en', 'This e-mail address is already registered'],
    ['email', 'lo', 'ອີເມວນີ້ຖືກລົງທະບຽນແລ້ວ'],
  ] as const)('refuses a %s of another account (%s) and changes nothing', async (field, locale, msg) => {
    const other = await register(t);
    const { form, token } = await signedInSupplier(t);
    const payload = { email: form.email, phonenumber: form.phonenumber, [field]: other[field] };
    expect(await updateInfo(token, payload, locale)).toEqual({ code: 601, msg });
    expect(await contactOf(form.phonenumber)).toEqual({ user_name: form.phonenumber, email: form.email, phonenumber: form.phonenumber });
  });

  it.each([
    [{ email: 'wrong@' }, 'en', 'The email format is incorrect'],
    [{ phonenumber: '123' }, 'en', 'The phone number format is incorrect'],
    [{ phonenumber: '' }, 'lo', 'ກະລຸນາປ້ອນເບີໂທລະສັບ'],
    [{ email: '' }, 'zh', '请输入邮箱'],
  ])('refuses %j', async (overrides, locale, msg) => {
    const { form, token } = await signedInSupplier(t);
    expect(await updateInfo(token, { email: form.email, phonenumber: form.phonenumber, ...overrides }, locale)).toEqual({ code: 601, msg });
  });
});

describe('password change', () => {
  it('changes the password and ends the other sessions, keeping this one', async () => {
    const { form, token } = await signedInSupplier(t);
    const elsewhere = await login(t, form.email, form.password);
    const body = await updatePwd(token, { oldPassword: form.password, newPassword: 'Newer#2027', confirmPassword: 'Newer#2027' }, 'en');
    expect(body).toEqual({ code: 200, msg: 'Password changed' });
    expect((await profile(token)).code).toBe(200);
    expect((await profile(elsewhere)).code).toBe(401);
    expect((await attemptLogin(form.phonenumber, form.password)).code).toBe(601);
    await login(t, form.phonenumber, 'Newer#2027');
  });

  it.each([
    [{ oldPassword: 'Wrong#2027' }, 'en', 'The old password is wrong'],
    [{ oldPassword: 'Wrong#2027' }, 'lo', 'ລະຫັດຜ່ານເກົ່າບໍ່ຖືກຕ້ອງ'],
    [{ newPassword: 'Steel@2026', confirmPassword: 'Steel@2026' }, 'en', 'The new password must differ from the old one'],
    [{ newPassword: 'lowercase', confirmPassword: 'lowercase' }, 'zh', '密码强度不足，请组合使用数字、小写字母、大写字母和符号中的至少两类'],
    [{ confirmPassword: 'Other#2027' }, 'en', 'The two passwords you entered do not match'],
    [{ oldPassword: '' }, 'en', 'Please enter the old password'],
    [{ newPassword: 'x'.repeat(21) + 'A1', confirmPassword: 'x'.repeat(21) + 'A1' }, 'en', 'The password must be between 5 and 20 characters long'],
  ])('refuses %j and changes nothing', async (overrides, locale, msg) => {
    const { form, token } = await signedInSupplier(t);
    const payload = { oldPassword: form.password, newPassword: 'Newer#2027', confirmPassword: 'Newer#2027', ...overrides };
    expect(await updatePwd(token, payload, locale)).toEqual({ code: 601, msg });
    await login(t, form.phonenumber, form.password);
  });

  it('limits the attempts of one user', async () => {
    const { token } = await signedInSupplier(t);
    const guess = (remoteAddress: string) => updatePwd(token, { oldPassword: 'Guess#0000', newPassword: 'Newer#2027', confirmPassword: 'Newer#2027' }, 'en', remoteAddress);
    for (let i = 0; i < 10; i++) expect((await guess(`10.200.0.${i}`)).msg).toBe('The old password is wrong');
    expect(await guess('10.200.1.1')).toEqual({ code: 601, msg: 'Too many attempts, please try again in 15 minutes' });
  });
});
