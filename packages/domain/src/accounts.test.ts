import { describe, expect, it } from 'vitest';
import { canonicalPhone, EMAIL_PATTERN, passwordStrength, PHONE_PATTERN } from './accountRules';
import { registerSchema, changePasswordSchema, loginSchema, updateProfileSchema } from './accounts';

const issues = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.success ? [] : result.error!.issues.map((i) => `${i.path.join('.')}:${i.message}`);

describe('passwordStrength', () => {
  it.each([
    ['12345', 1],
    ['abcde', 1],
    ['abc12', 2],
    ['Abc12', 3],
    ['Abc1!', 4],
    ['!!!!!', 1],
  ])('%s has strength %s', (password, strength) => expect(passwordStrength(password)).toBe(strength));
});

describe('patterns', () => {
  it.each(['1381234567', '01381234567', '1991234567'])('accepts the phone %s as part 2 §5 writes it (0?, 13 to 19, 8 more digits)', (p) =>
    expect(PHONE_PATTERN.test(p)).toBe(true),
  );
  it.each(['13812345678', '013812345678', '19912345678', '02055512345', '2055512345'])('accepts the 11-digit Chinese or the Lao mobile %s', (p) =>
    expect(PHONE_PATTERN.test(p)).toBe(true),
  );
  it.each(['12812345678', '1281234567', '138123456', '138123456789', '0205551234', '03055512345', '+8613812345678'])('refuses the phone %s', (p) =>
    expect(PHONE_PATTERN.test(p)).toBe(false),
  );
  it.each([
    ['13812345678', '13812345678'],
    ['013812345678', '13812345678'],
    ['02055512345', '02055512345'],
    ['2055512345', '02055512345'],
    ['01381234567', '1381234567'],
    ['admin', 'admin'],
  ])('writes the phone %s as %s', (given, stored) => expect(canonicalPhone(given)).toBe(stored));
  it('stores one spelling of a phone in registration and profile', () => {
    expect(updateProfileSchema.parse({ email: 'a@b.co', phonenumber: '0 138 1234 5678' }).phonenumber).toBe('13812345678');
    expect(updateProfileSchema.parse({ email: 'a@b.co', phonenumber: '20 5551 2345' }).phonenumber).toBe('02055512345');
  });
  it.each(['a@b.co', 'first.last+tag@mail.example.la'])('accepts the e-mail %s', (e) => expect(EMAIL_PATTERN.test(e)).toBe(true));
  it.each(['a@b', 'a.b.co', '@b.co', 'a b@c.co'])('refuses the e-mail %s', (e) => expect(EMAIL_PATTERN.test(e)).toBe(false));
});

const unit = {
  registerType: 0,
  name: 'Vientiane Steel Co.',
  tin: '123456789',
  nickName: 'Somchai',
  password: 'Steel2026',
  rePassword: 'Steel2026',
  phonenumber: '138 1234 5678',
  email: 'somchai@steel.la',
  smsCode: '123456',
};

describe('registerSchema', () => {
  it('accepts a complete unit registration and strips spaces from the phone', () => {
    const result = registerSchema.safeParse(unit);
    expect(result.success).toBe(true);
    expect(result.data?.phonenumber).toBe('13812345678');
    expect(registerSchema.parse({ ...unit, phonenumber: '0138 1234 5678' }).phonenumber).toBe('13812345678');
  });
  it('requires the tin for a unit and the identity card for a person', () => {
    expect(issues(registerSchema.safeParse({ ...unit, tin: '' }))).toEqual(['tin:tinRequired']);
    expect(issues(registerSchema.safeParse({ ...unit, registerType: 1, tin: '' }))).toEqual(['identityCard:identityCardRequired']);
    expect(issues(registerSchema.safeParse({ ...unit, registerType: 1, tin: '', identityCard: '110101199001011234' }))).toEqual([]);
  });
  it('refuses a password out of length, a weak one, and a mismatched confirmation', () => {
    expect(issues(registerSchema.safeParse({ ...unit, password: 'Ab1', rePassword: 'Ab1' }))).toEqual(['password:passwordLength']);
    expect(issues(registerSchema.safeParse({ ...unit, password: 'a'.repeat(21) + '1', rePassword: 'a'.repeat(21) + '1' }))).toEqual(['password:passwordLength']);
    expect(issues(registerSchema.safeParse({ ...unit, password: 'abcdefg', rePassword: 'abcdefg' }))).toEqual(['password:passwordWeak']);
    expect(issues(registerSchema.safeParse({ ...unit, rePassword: 'Steel2027' }))).toEqual(['rePassword:passwordMismatch']);
  });
  it('names the e-mail and phone format errors', () => {
    expect(issues(registerSchema.safeParse({ ...unit, email: 'not-an-email' }))).toEqual(['email:emailFormat']);
    expect(issues(registerSchema.safeParse({ ...unit, phonenumber: '12345' }))).toEqual(['phonenumber:phoneFormat']);
  });
  it('leaves main business optional', () => {
    expect(registerSchema.safeParse({ ...unit, mainBusiness: undefined }).success).toBe(true);
  });
});

describe('loginSchema and changePasswordSchema', () => {
  it('strips spaces from the account', () => {
    expect(loginSchema.parse({ username: ' 138 1234 5678 ', password: 'x' }).username).toBe('13812345678');
  });
  it('requires the confirmation to equal the new password', () => {
    expect(issues(changePasswordSchema.safeParse({ oldPassword: 'old', newPassword: 'Newpass1', confirmPassword: 'Newpass2' }))).toEqual([
      'confirmPassword:passwordMismatch',
    ]);
  });
});
