import { describe, expect, it } from 'vitest';
import { checkBundle } from './evidenceChecks';
import { evidenceBundle, keyDocumentOf, testKey, type TestBundle } from '../testing/evidenceFixture';

const portal = testKey();
const states = (r: Awaited<ReturnType<typeof checkBundle>>) => Object.fromEntries(r.checks.map((c) => [c.name, c.state]));
const check = async (change: (b: TestBundle) => void = () => {}, keys?: Awaited<ReturnType<typeof keyDocumentOf>>) => {
  const bundle = structuredClone(await evidenceBundle(portal));
  change(bundle);
  return checkBundle(bundle, keys ?? (await keyDocumentOf(portal)));
};

describe('checking an evidence bundle in the browser', () => {
  it('passes every check of a bundle the portal signed, and says where the root is logged', async () => {
    const result = await check();
    expect(states(result)).toEqual({ receipt: 'passed', root: 'passed', proof: 'passed', log: 'passed', treeHead: 'passed' });
    expect(result.logged).toEqual({ index: 1, treeSize: 3, timestamp: '2026-11-27T15:00:01.000Z' });
  });

  it('fails the receipt check when a price was changed, and checks nothing after it', async () => {
    const result = await check((b) => (b.receipt.lines[0].sectorPrice = '680'));
    expect(states(result)).toEqual({ receipt: 'failed', root: 'skipped', proof: 'skipped', log: 'skipped', treeHead: 'skipped' });
    expect(result.verdict).toMatchObject({ ok: false, failure: 'commitment' });
  });

  it('fails the inclusion check when the receipt\'s proof does not lead to the signed root', async () => {
    const result = await check((b) => (b.receipt.proof.path[0] = 'ff'.repeat(32)));
    expect(states(result)).toMatchObject({ receipt: 'passed', root: 'passed', proof: 'failed', log: 'skipped' });
  });

  it('fails the root check when the root was replaced', async () => {
    const result = await check((b) => (b.root.root = 'ee'.repeat(32)));
    expect(states(result)).toMatchObject({ receipt: 'passed', root: 'failed', proof: 'skipped' });
  });

  it('fails the log check when the log inclusion proof or the entry was changed', async () => {
    const proof = await check((b) => (b.inclusion.path[0] = 'dd'.repeat(32)));
    expect(states(proof)).toMatchObject({ proof: 'passed', log: 'failed', treeHead: 'skipped' });
    expect(proof.logFailure).toBe('inclusion');
    const entry = await check((b) => (b.logEntry.entry = b.logEntry.entry.replace('"roundCount":3', '"roundCount":4')));
    expect(entry.logFailure).toBe('entry');
  });

  it('fails the tree head check when the head was re-signed by another key under the portal\'s key id', async () => {
    const forger = testKey();
    const result = await check((b) => (b.treeHead.signature = forger.sign('anything')));
    expect(states(result)).toMatchObject({ log: 'passed', treeHead: 'failed' });
  });

  it('refuses a bundle checked against another key (a pinned key that is not the signer\'s): the receipt check fails', async () => {
    const result = await check(undefined, await keyDocumentOf(testKey()));
    expect(states(result).receipt).toBe('failed');
    expect(result.verdict).toMatchObject({ ok: false, failure: 'unknownKey' });
  });
});
