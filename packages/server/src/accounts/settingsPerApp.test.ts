import { describe, expect, it } from 'vitest';
import { testApp } from '../test/harness';
import { login, register } from './testSupport';

/** scrypt's N of the password stored for a phone number. */
async function storedCost(t: Awaited<ReturnType<typeof testApp>>, phonenumber: string): Promise<number> {
  const [row] = await t.db.query<{ password_hash: string }>('SELECT password_hash FROM app_user WHERE phonenumber = $1', [phonenumber]);
  return Number(row.password_hash.split('$')[1]);
}

describe('settings travel with the app', () => {
  it('hashes passwords at each app’s own cost when two apps run in one process', async () => {
    const cheap = await testApp({ config: { passwordHashCost: 10 } });
    const dearer = await testApp({ config: { passwordHashCost: 11 } });
    // Interleaved: building the second app must not change what the first one does.
    const first = await register(cheap);
    const second = await register(dearer);
    const third = await register(cheap);
    expect(await storedCost(cheap, first.phonenumber as string)).toBe(2 ** 10);
    expect(await storedCost(dearer, second.phonenumber as string)).toBe(2 ** 11);
    expect(await storedCost(cheap, third.phonenumber as string)).toBe(2 ** 10);
    // And each signs its own users in.
    expect(await login(dearer, second.phonenumber as string, second.password as string)).toEqual(expect.any(String));
    expect(await login(cheap, third.phonenumber as string, third.password as string)).toEqual(expect.any(String));
  });
});
