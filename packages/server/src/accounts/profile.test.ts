import { describe, expect, it } from 'vitest';
import { testApp } from '../test/harness';
import { callAs, login, register, signedInSupplier, uniqueContact } from './testSupport';

const t = await testApp();

const profile = (token?: string, locale?: string) => t.call({ method: 'GET', url: '/prod-api/system/user/profile/getInfo', token, locale });
const updateInfo = (token: string | undefined, payload: Record<string, unknown>, locale?: string) =>
  t.call({ method: 'POST', url: '/prod-api/system/user/profile/updateInfo', token, payload, locale });
const updatePwd = (token: string | undefined, payload: Record<string, unknown>, locale?: string, remoteAddress?: string) =>
  t.call({ method: 'PUT', url: '/prod-api/system/user/profile/updatePwd', token, payload, locale, ...(remoteAddress ? { remoteAddress } : {}) });
const attemptLogin = (username: string, password: string, locale?: string) => callAs(t, { method: 'POST', url: '/prod-api/login', payload: { username, password }, locale });
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
    expect(await updateInfo(token, { email: next.email, phonenumber: next.phonenumber }, 'en')).toEqual({ code: 200, msg: 'Profile saved' });
    expect(await contactOf(next.phonenumber)).toEqual({ user_name: next.phonenumber, email: next.email, phonenumber: next.phonenumber });
    await login(t, next.phonenumber, form.password);
    await login(t, next.email, form.password);
    expect((await attemptLogin(form.phonenumber, form.password, 'en')).msg).toBe('The account does not exist');
    // The freed phone number can be registered again.
    await register(t, { phonenumber: form.phonenumber });
  });

  it('keeps a user name that is not the phone number', async () => {
    const token = await login(t, (await register(t)).phonenumber, 'Steel@2026');
    const [{ id }] = await t.db.query<{ id: number }>("UPDATE app_user SET user_name = 'anou' WHERE id = (SELECT max(id) FROM app_user) RETURNING id");
    const next = uniqueContact();
    expect((await updateInfo(token, next)).code).toBe(200);
    expect((await t.db.query('SELECT user_name FROM app_user WHERE id = $1', [id]))[0]).toEqual({ user_name: 'anou' });
  });

  it('accepts the own e-mail and phone unchanged', async () => {
    const { form, token } = await signedInSupplier(t);
    expect((await updateInfo(token, { email: form.email.toUpperCase(), phonenumber: form.phonenumber })).code).toBe(200);
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
