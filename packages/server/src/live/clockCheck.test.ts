import { describe, expect, it } from 'vitest';
import { testApp } from '../test/harness';
import { assertClockAgrees, ClockSkewError } from './clockCheck';

const t = await testApp();

describe('clocks kept honest', () => {
  it('starts when the process clock agrees with the database, refuses when it is seconds off', async () => {
    expect(Math.abs(await assertClockAgrees(t.db, 1000))).toBeLessThan(1000);
    const ahead = () => Date.now() + 5_000;
    await expect(assertClockAgrees(t.db, 1000, ahead)).rejects.toBeInstanceOf(ClockSkewError);
    await expect(assertClockAgrees(t.db, 1000, () => Date.now() - 5_000)).rejects.toThrow(/behind the database's/);
  });
});
