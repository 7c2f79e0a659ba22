import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD_HASH_COST, testApp } from '../test/harness';
import { RATE_LIMITS } from './rateLimits';
import {
  callAs,
  countUsers,
  freshAddress,
  latestCode,
  latestMail,
  login,
  postRegistration,
  register,
  sendCode,
  siblingApp,
  uniqueContact,
  unitForm,
} from './testSupport';

const t = await testApp();

/** A form whose e-mail already holds a fresh, unused code. */
async function formWithCode(overrides: Record<string, unknown> = {}) {
  const form = unitForm(overrides);
  expect((await sendCode(t, form.email as string)).code).toBe(200);
  form.smsCode = await latestCode(t, form.email as string);
  return form;
}

const userInfo = async (token: string) => t.call({ method: 'GET', url: '/prod-api/getInfo', token });

describe('e-mail code', () => {
  it('mails a 6-digit code in the language of the request', async () => {
    const { email } = uniqueContact();
    expect(await sendCode(t, email, { locale: 'en' })).toEqual({ code: 200, msg: 'The verification code has been sent: read it in the demo mailbox', delivery: 'demoMailbox' });
    const mail = await latestMail(t, email);
    expect(mail.subject).toBe('Procurement portal: your verification code');
    expect(mail.text).toMatch(/^Your verification code is \d{6}\. It is valid for 10 minutes/);
    expect(mail.to).toBe(email);
    expect(mail.createTime).toBe('2026-06-01 10:00:00');
  });

  it('writes the mail in Chinese by default and in Lao on request', async () => {
    const zh = uniqueContact().email;
    await sendCode(t, zh);
    expect((await latestMail(t, zh)).text).toMatch(/^您的验证码是 \d{6}，10 分钟内有效/);
    const lo = uniqueContact().email;
    await sendCode(t, lo, { locale: 'lo' });
    expect(await latestMail(t, lo)).toMatchObject({ subject: 'ລະບົບຈັດຊື້: ລະຫັດຢືນຢັນຂອງທ່ານ' });
    expect((await latestMail(t, lo)).text).toMatch(/^ລະຫັດຢືນຢັນຂອງທ່ານແມ່ນ \d{6}\./);
  });

  it('refuses a second code for the same address within 120 seconds, naming the seconds left', async () => {
    const { email } = uniqueContact();
    await sendCode(t, email);
    t.clock.advance(30_000);
    expect(await sendCode(t, email, { locale: 'en' })).toEqual({ code: 601, msg: 'Please wait 90 seconds before requesting another code' });
    expect(await sendCode(t, email.toUpperCase())).toEqual({ code: 601, msg: '请 90 秒后再获取验证码' });
    t.clock.advance(90_000);
    expect((await sendCode(t, email)).code).toBe(200);
    const mails = (await t.call({ method: 'GET', url: `/prod-api/demo/mailbox?to=${email}` })).rows;
    expect(mails).toHaveLength(2);
  });

  it.each([
    ['not-an-email', 'en', 'The email format is incorrect'],
    ['a@b', 'zh', '邮箱格式不正确'],
    ['', 'lo', 'ກະລຸນາປ້ອນອີເມວ'],
  ])('refuses the address %j with a localized message', async (email, locale, msg) => {
    expect(await sendCode(t, email, { locale })).toEqual({ code: 601, msg });
  });

  it('refuses a request without the address', async () => {
    expect(await callAs(t, { method: 'POST', url: '/prod-api/smsSendEmail', locale: 'en' })).toEqual({ code: 601, msg: 'Please enter the e-mail address' });
  });

  it('limits the codes one client address may ask for in an hour', async () => {
    const remoteAddress = freshAddress();
    for (let i = 0; i < RATE_LIMITS.emailCode.max; i++) expect((await sendCode(t, uniqueContact().email, { remoteAddress })).code).toBe(200);
    expect(await sendCode(t, uniqueContact().email, { remoteAddress, locale: 'en' })).toEqual({
      code: 601,
      msg: 'Too many attempts, please try again in 60 minutes',
    });
  });

  it('answers the same whether or not an account uses the address', async () => {
    const existing = await register(t);
    t.clock.advance(120_000);
    expect(await sendCode(t, existing.email, { locale: 'en' })).toEqual(await sendCode(t, uniqueContact().email, { locale: 'en' }));
  });

  it('says where the code can be read: the demo mailbox, nowhere on a demo server without mail, or the inbox', async () => {
    expect(await sendCode(t, uniqueContact().email, { locale: 'lo' })).toMatchObject({ code: 200, msg: 'ສົ່ງລະຫັດຢືນຢັນແລ້ວ: ອ່ານມັນໃນກ່ອງຈົດໝາຍທົດລອງ', delivery: 'demoMailbox' });
    const address = (locale: string) => `someone.${locale}.${Date.now()}@example.com`;
    expect(await sendCode(t, address('en'), { locale: 'en' })).toEqual({
      code: 200,
      msg: 'This demo portal sends no real e-mail and its demo mailbox shows only mail to @demo.test addresses: you will not be able to read the code sent to this address. Use an address ending in @demo.test.',
      delivery: 'notShown',
    });
    expect(await sendCode(t, address('zh'), { locale: 'zh' })).toMatchObject({ delivery: 'notShown', msg: expect.stringContaining('@demo.test') });
    const withMail = await siblingApp(t, { smtpUrl: 'smtp://mail.example.com:587' }, { send: async () => undefined });
    const sent = await withMail.inject({ method: 'POST', url: `/prod-api/smsSendEmail?email=${address('mail')}`, headers: { 'content-language': 'en' } });
    expect(sent.json()).toEqual({ code: 200, msg: 'The verification code has been sent to your e-mail', delivery: 'mail' });
    const production = await siblingApp(t, { demoMode: false }, { send: async () => undefined });
    const outbox = await production.inject({ method: 'POST', url: `/prod-api/smsSendEmail?email=${address('prod')}`, headers: { 'content-language': 'en' } });
    expect(outbox.json()).toMatchObject({ code: 200, delivery: 'mail' });
  });

  it('reports a mail server failure and lets the user ask again at once', async () => {
    const broken = await siblingApp(t, {}, { send: async () => Promise.reject(new Error('connection refused')) });
    const { email } = uniqueContact();
    const failed = await broken.inject({ method: 'POST', url: `/prod-api/smsSendEmail?email=${email}`, headers: { 'content-language': 'en' } });
    expect(failed.json()).toEqual({ code: 500, msg: 'The e-mail could not be sent, please try again later' });
    expect((await sendCode(t, email)).code).toBe(200);
  });
});

describe('registration', () => {
  it('registers a company (unit) and the client then signs in with phone and password', async () => {
    const form = await register(t, { name: '琅勃拉邦建材有限公司', tin: 'abc123xyz', mainBusiness: '水泥' });
    const token = await login(t, form.phonenumber, form.password);
    const info = await userInfo(token);
    expect(info).toMatchObject({
      code: 200,
      data: {
        userName: form.phonenumber,
        nickName: '王明',
        supplierName: '琅勃拉邦建材有限公司',
        tin: 'ABC123XYZ',
        email: form.email,
        phonenumber: form.phonenumber,
        operationUserType: 0,
      },
      roles: ['supplier'],
      isClientCompany: true,
    });
    const [company] = await t.db.query('SELECT kind, main_business, certification_status FROM company WHERE id = $1', [info.data.supplierId]);
    expect(company).toEqual({ kind: 'supplier', main_business: '水泥', certification_status: 'Auth' });
  });

  it('registers an individual with an identity card and a company row holding the name', async () => {
    const { identityCard } = uniqueContact();
    const form = await register(t, { registerType: 1, name: '宋达', nickName: '宋达', tin: '', identityCard: identityCard + 'x' });
    const info = await userInfo(await login(t, form.email, form.password));
    expect(info.data).toMatchObject({ supplierName: '宋达', tin: null, operationUserType: 1 });
    expect(info.data.supplierId).toBeGreaterThan(0);
    expect(info.isClientCompany).toBe(false);
    const [user] = await t.db.query('SELECT identity_card FROM app_user WHERE id = $1', [info.data.id]);
    expect(user).toEqual({ identity_card: identityCard + 'X' });
  });

  it('keeps only a scrypt hash of the password', async () => {
    const form = await register(t);
    const [user] = await t.db.query<{ password_hash: string }>('SELECT password_hash FROM app_user WHERE phonenumber = $1', [form.phonenumber]);
    // At the tests' cost (harness.ts); passwords.test.ts holds production's.
    expect(user.password_hash).toMatch(new RegExp(`^scrypt\\$${2 ** TEST_PASSWORD_HASH_COST}\\$8\\$1\\$`));
    expect(user.password_hash).not.toContain(form.password);
  });

  describe('refuses a taken', () => {
    const taken = async (field: string, value: string, overrides: Record<string, unknown> = {}) => {
      const form = await formWithCode(overrides);
      const before = await countUsers(t);
      const en = await postRegistration(t, { ...form, [field]: value }, 'en');
      const lo = await postRegistration(t, { ...form, [field]: value }, 'lo');
      expect(await countUsers(t)).toBe(before);
      // The code was not used up: the corrected form goes through with it.
      expect((await postRegistration(t, form)).code).toBe(200);
      return [en, lo];
    };

    it('phone number', async () => {
      const existing = await register(t);
      expect(await taken('phonenumber', existing.phonenumber)).toEqual([
        { code: 601, msg: 'This phone number is already registered' },
        { code: 601, msg: 'ເບີໂທລະສັບນີ້ຖືກລົງທະບຽນແລ້ວ' },
      ]);
    });

    it.each([
      ['with the optional leading 0', (phone: string) => `0${phone}`, (phone: string) => phone],
      ['without the leading 0 when registered with it', (phone: string) => phone, (phone: string) => `0${phone}`],
    ])('phone number written %s', async (_, again, first) => {
      const phone = uniqueContact().phonenumber;
      await register(t, { phonenumber: first(phone) });
      expect(await taken('phonenumber', again(phone))).toEqual([
        { code: 601, msg: 'This phone number is already registered' },
        { code: 601, msg: 'ເບີໂທລະສັບນີ້ຖືກລົງທະບຽນແລ້ວ' },
      ]);
    });

    it('Lao phone number written with or without its leading 0', async () => {
      const phone = `20${uniqueContact().phonenumber.slice(-8)}`;
      await register(t, { phonenumber: phone });
      const [en] = await taken('phonenumber', `0${phone}`);
      expect(en).toEqual({ code: 601, msg: 'This phone number is already registered' });
    });

    it('e-mail address, in any letter case, to the holder of a code sent to it', async () => {
      const existing = await register(t);
      t.clock.advance(120_000);
      const form = await formWithCode({ email: existing.email.toUpperCase() });
      expect(await postRegistration(t, form, 'en')).toEqual({ code: 601, msg: 'This e-mail address is already registered' });
    });

    it('taxpayer number, in any letter case', async () => {
      const existing = await register(t, { tin: 'TAKEN42' });
      expect(existing.tin).toBe('TAKEN42');
      const [en, lo] = await taken('tin', ' taken42 ');
      expect(en).toEqual({ code: 601, msg: 'This taxpayer identification number is already registered' });
      expect(lo).toEqual({ code: 601, msg: 'ເລກປະຈຳຕົວຜູ້ເສຍອາກອນນີ້ຖືກລົງທະບຽນແລ້ວ' });
    });

    it('identity card', async () => {
      const card = uniqueContact().identityCard;
      await register(t, { registerType: 1, tin: '', identityCard: card });
      const [en] = await taken('identityCard', card, { registerType: 1, tin: '', identityCard: uniqueContact().identityCard });
      expect(en).toEqual({ code: 601, msg: 'This identity card number is already registered' });
    });

    it('phone number when two registrations race: one succeeds, the other is told why', async () => {
      const phonenumber = uniqueContact().phonenumber;
      const [a, b] = [await formWithCode({ phonenumber }), await formWithCode({ phonenumber })];
      const answers = await Promise.all([postRegistration(t, a, 'en'), postRegistration(t, b, 'en')]);
      expect(answers.map((r) => r.code).sort()).toEqual([200, 601]);
      expect(answers.find((r) => r.code === 601)).toEqual({ code: 601, msg: 'This phone number is already registered' });
      expect((await t.db.query('SELECT 1 FROM app_user WHERE phonenumber = $1', [phonenumber])).length).toBe(1);
    });
  });

  describe('tells whether a detail is taken only to the holder of a code sent to the form’s address', () => {
    it('answers a form without a right code about the code, never about the account', async () => {
      const existing = await register(t);
      const probe = { phonenumber: existing.phonenumber, tin: existing.tin, smsCode: '123456' };
      expect(await postRegistration(t, unitForm(probe), 'en')).toEqual({ code: 601, msg: 'Please request an e-mail verification code first' });
      expect(await postRegistration(t, unitForm({ ...probe, email: existing.email }), 'en')).toEqual({ code: 601, msg: 'The verification code is wrong' });
      const withCode = await formWithCode();
      const wrong = withCode.smsCode === '000000' ? '111111' : '000000';
      expect(await postRegistration(t, { ...withCode, phonenumber: existing.phonenumber, smsCode: wrong }, 'en')).toEqual({ code: 601, msg: 'The verification code is wrong' });
    });

    it('spends one of the code’s five tries with every taken detail it names', async () => {
      const existing = await register(t);
      const form = await formWithCode();
      for (let i = 0; i < 5; i++) {
        expect(await postRegistration(t, { ...form, phonenumber: existing.phonenumber }, 'en')).toEqual({ code: 601, msg: 'This phone number is already registered' });
      }
      expect(await postRegistration(t, form, 'en')).toEqual({ code: 601, msg: 'Too many wrong codes, please request a new one' });
    });
  });

  it.each([
    ['a weak password', { password: 'abcdefgh', rePassword: 'abcdefgh' }, 'en', 'The password is too weak: combine at least two of digits, lowercase letters, uppercase letters and symbols'],
    ['a short password', { password: 'Ab1', rePassword: 'Ab1' }, 'zh', '用户密码长度必须介于 5 和 20 之间'],
    ['a long password', { password: 'Ab1'.repeat(7), rePassword: 'Ab1'.repeat(7) }, 'en', 'The password must be between 5 and 20 characters long'],
    ['mismatched passwords', { rePassword: 'Other@2026' }, 'en', 'The two passwords you entered do not match'],
    ['mismatched passwords', { rePassword: 'Other@2026' }, 'lo', 'ລະຫັດຜ່ານທີ່ປ້ອນທັງສອງຄັ້ງບໍ່ກົງກັນ'],
    ['a malformed e-mail', { email: 'someone@' }, 'en', 'The email format is incorrect'],
    ['a malformed phone', { phonenumber: '12345' }, 'en', 'The phone number format is incorrect'],
    ['a malformed phone', { phonenumber: '12345' }, 'zh', '手机号码格式不正确'],
    ['a missing phone', { phonenumber: ' ' }, 'en', 'Please enter the phone number'],
    ['a unit without taxpayer number', { tin: '' }, 'en', 'Please enter the taxpayer identification number'],
    ['a person without identity card', { registerType: 1, identityCard: '' }, 'lo', 'ກະລຸນາປ້ອນເລກບັດປະຈຳຕົວ'],
    ['a missing name', { name: '  ' }, 'en', 'Please enter the name'],
    ['a missing contact', { nickName: '' }, 'zh', '请输入联系人'],
    ['a missing code', { smsCode: '' }, 'en', 'Please enter the verification code'],
    ['an unknown registration type', { registerType: 2 }, 'en', 'The value of registerType is invalid'],
  ])('refuses %s with its message and creates nothing', async (_, overrides, locale, msg) => {
    const form = await formWithCode();
    const before = await countUsers(t);
    expect(await postRegistration(t, { ...form, ...overrides }, locale)).toEqual({ code: 601, msg });
    expect(await countUsers(t)).toBe(before);
  });

  it('accepts a phone with spaces and stores it without them', async () => {
    const { phonenumber } = uniqueContact();
    const form = await formWithCode({ phonenumber: phonenumber.replace(/(\d{3})(\d{4})/, '$1 $2 ') });
    expect((await postRegistration(t, form)).code).toBe(200);
    expect((await t.db.query('SELECT user_name FROM app_user WHERE phonenumber = $1', [phonenumber]))[0]).toEqual({ user_name: phonenumber });
  });

  it.each([
    ['a Chinese mobile with the optional leading 0', (phone: string) => `0${phone}`, (phone: string) => phone],
    ['a Lao mobile without its leading 0', (phone: string) => `20${phone.slice(-8)}`, (phone: string) => `020${phone.slice(-8)}`],
  ])('stores %s in one spelling and signs in with either', async (_, typed, stored) => {
    const phone = uniqueContact().phonenumber;
    const form = await formWithCode({ phonenumber: typed(phone) });
    expect((await postRegistration(t, form)).code).toBe(200);
    expect((await t.db.query('SELECT user_name FROM app_user WHERE phonenumber = $1', [stored(phone)]))[0]).toEqual({ user_name: stored(phone) });
    const tokens = [await login(t, typed(phone), form.password as string), await login(t, stored(phone), form.password as string)];
    const ids = await Promise.all(tokens.map(async (token) => (await userInfo(token)).data.id));
    expect(ids[0]).toBe(ids[1]);
  });

  describe('e-mail code checks', () => {
    it('refuses a form when no code was sent to the address', async () => {
      const form = unitForm({ smsCode: '123456' });
      expect(await postRegistration(t, form, 'en')).toEqual({ code: 601, msg: 'Please request an e-mail verification code first' });
    });

    it('refuses a wrong code, then spends the code after five wrong ones', async () => {
      const form = await formWithCode();
      const wrong = form.smsCode === '000000' ? '111111' : '000000';
      const before = await countUsers(t);
      for (let i = 0; i < 4; i++) expect(await postRegistration(t, { ...form, smsCode: wrong }, 'en')).toEqual({ code: 601, msg: 'The verification code is wrong' });
      expect(await postRegistration(t, { ...form, smsCode: wrong }, 'en')).toEqual({ code: 601, msg: 'Too many wrong codes, please request a new one' });
      expect(await postRegistration(t, form, 'en')).toEqual({ code: 601, msg: 'Too many wrong codes, please request a new one' });
      expect(await countUsers(t)).toBe(before);
    });

    it('refuses an expired code', async () => {
      const form = await formWithCode();
      t.clock.advance(10 * 60_000 + 1_000);
      expect(await postRegistration(t, form, 'en')).toEqual({ code: 601, msg: 'The verification code has expired, please request a new one' });
      expect(await postRegistration(t, form, 'zh')).toEqual({ code: 601, msg: '验证码已过期，请重新获取' });
    });

    it('refuses a code already used', async () => {
      const form = await register(t);
      const again = unitForm({ email: form.email, smsCode: form.smsCode });
      // The address is now taken, so the code is checked with another account's form for the same address.
      await t.db.query('UPDATE app_user SET email = $2 WHERE email = $1', [form.email, `moved-${form.email}`]);
      expect(await postRegistration(t, again, 'en')).toEqual({ code: 601, msg: 'The verification code has already been used, please request a new one' });
    });

    it('accepts only the latest code once a new one was sent', async () => {
      const form = await formWithCode();
      const first = form.smsCode;
      t.clock.advance(121_000);
      await sendCode(t, form.email);
      const second = await latestCode(t, form.email);
      if (first !== second) expect((await postRegistration(t, form, 'en')).msg).toBe('The verification code is wrong');
      expect((await postRegistration(t, { ...form, smsCode: second })).code).toBe(200);
    });
  });

  it('limits registrations from one client address', async () => {
    const remoteAddress = freshAddress();
    const attempt = () => t.call({ method: 'POST', url: '/prod-api/bidCompany/register', payload: unitForm({ smsCode: '123456' }), remoteAddress, locale: 'en' });
    for (let i = 0; i < 10; i++) expect((await attempt()).msg).toBe('Please request an e-mail verification code first');
    expect(await attempt()).toEqual({ code: 601, msg: 'Too many attempts, please try again in 60 minutes' });
    t.clock.advance(60 * 60_000);
    expect((await attempt()).msg).toBe('Please request an e-mail verification code first');
  });
});
