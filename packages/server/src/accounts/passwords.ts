import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * scrypt cost as log2 of N: 2^15 × 8 × 128 bytes = 32 MiB of memory per hash, about 0.1 s on a server core.
 * PASSWORD_HASH_COST may raise it (config.ts), never lower it. The cost travels with the app (its config) to
 * every command that makes a hash, so two apps in one process each hash at their own.
 */
export const DEFAULT_PASSWORD_HASH_COST = 15;
const KEY_LENGTH = 64;
const SALT_BYTES = 16;
/** Above the default 32 MiB limit of node:crypto, which the cost above would hit exactly. */
const MAX_MEMORY = 64 * 1024 * 1024;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem: MAX_MEMORY }, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/**
 * Hashes a password with scrypt and a random salt at `hashCost` (log2 of N: the app's config.passwordHashCost;
 * the API tests use a cheap one, test/harness.ts). The stored form names its parameters,
 * `scrypt$N$r$p$salt$hash` (base64), so the cost can be raised later without breaking old hashes.
 */
export async function hashPassword(password: string, hashCost: number): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const [N, r, p] = [2 ** hashCost, 8, 1];
  const key = await derive(password, salt, { N, r, p });
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Whether the password matches a stored hash; compares in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash of nothing anyone can type, made once per cost. */
const unusableHashes = new Map<number, Promise<string>>();

/**
 * Spends the time of one password check, with the same cost, when there is no hash to check against (an
 * unknown account), so the time of a refusal does not tell whether the account exists. Always false.
 */
export async function verifyWithoutAccount(password: string, hashCost: number): Promise<false> {
  const unusable = unusableHashes.get(hashCost) ?? hashPassword(randomBytes(32).toString('base64'), hashCost);
  unusableHashes.set(hashCost, unusable);
  await verifyPassword(password, await unusable);
  return false;
}
