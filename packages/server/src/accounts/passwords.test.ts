import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('stores scrypt with its parameters and a random salt', async () => {
    const [a, b] = [await hashPassword('Demo@12345'), await hashPassword('Demo@12345')];
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/);
    expect(a).not.toBe(b);
  });

  it('verifies the right password only', async () => {
    const stored = await hashPassword('Demo@12345');
    expect(await verifyPassword('Demo@12345', stored)).toBe(true);
    expect(await verifyPassword('demo@12345', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('treats full-width characters as their plain forms', async () => {
    expect(await verifyPassword('Ｄｅｍｏ＠１２３４５', await hashPassword('Demo@12345'))).toBe(true);
  });

  it('refuses a stored value of another scheme or a damaged one', async () => {
    expect(await verifyPassword('Demo@12345', 'plain:Demo@12345')).toBe(false);
    expect(await verifyPassword('Demo@12345', 'scrypt$32768$8$1$')).toBe(false);
  });
});
