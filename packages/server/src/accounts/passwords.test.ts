import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { DEFAULT_PASSWORD_HASH_COST, hashPassword, verifyPassword } from './passwords';
import { newSigningKeyPem } from '../signing/key';

describe('password hashing', () => {
  it('stores scrypt with its parameters and a random salt', async () => {
    const [a, b] = [await hashPassword('Demo@12345', DEFAULT_PASSWORD_HASH_COST), await hashPassword('Demo@12345', DEFAULT_PASSWORD_HASH_COST)];
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/);
    expect(a).not.toBe(b);
  });

  it('verifies the right password only', async () => {
    const stored = await hashPassword('Demo@12345', DEFAULT_PASSWORD_HASH_COST);
    expect(await verifyPassword('Demo@12345', stored)).toBe(true);
    expect(await verifyPassword('demo@12345', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('treats full-width characters as their plain forms', async () => {
    expect(await verifyPassword('Ｄｅｍｏ＠１２３４５', await hashPassword('Demo@12345', DEFAULT_PASSWORD_HASH_COST))).toBe(true);
  });

  it('refuses a stored value of another scheme or a damaged one', async () => {
    expect(await verifyPassword('Demo@12345', 'plain:Demo@12345')).toBe(false);
    expect(await verifyPassword('Demo@12345', 'scrypt$32768$8$1$')).toBe(false);
  });

  it('keeps the strong cost in every configuration a deployment can have; only the tests lower it, in code', async () => {
    // 15 (N = 32768) by default, in production too; PASSWORD_HASH_COST may raise it but never lower it.
    expect(loadConfig({}).passwordHashCost).toBe(15);
    expect(loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://portal@db/portal', RECEIPT_SIGNING_KEY: newSigningKeyPem() }).passwordHashCost).toBe(15);
    expect(loadConfig({ PASSWORD_HASH_COST: '16' }).passwordHashCost).toBe(16);
    for (const lower of ['14', '10', '0']) expect(() => loadConfig({ PASSWORD_HASH_COST: lower })).toThrow(ConfigError);
    expect(() => loadConfig({ PASSWORD_HASH_COST: '10' })).toThrow(/PASSWORD_HASH_COST="10": expected a whole number of powers of two \(log2 of scrypt N\) from 15 to 20/);
  });

  it('hashes at the cost it is given and still verifies hashes made at another cost', async () => {
    const strong = await hashPassword('Demo@12345', DEFAULT_PASSWORD_HASH_COST);
    const cheap = await hashPassword('Demo@12345', 10);
    expect(strong).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('Demo@12345', cheap)).toBe(true);
    expect(await verifyPassword('Demo@12345', strong)).toBe(true);
  });
});
