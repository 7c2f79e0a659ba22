import { canonicalJson, logLeafHash, parseLogEntry, verifyInclusion } from '@portal/domain';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buyerCaller } from '../test/lifecycleSupport';
import { testApp } from '../test/harness';
import { inquiryForm } from '../test/staffSupport';
import { releasePackage } from '../ocds/testSupport';
import { signerFor } from '../signing/key';
import { transparencyPass } from './commands';

const t = await testApp();
const get = (url: string) => t.call({ method: 'GET', url: `/prod-api${url}` });

describe('published notices in the transparency log', () => {
  it('logs each OCDS release in the transaction that publishes it, and the release names its entry', async () => {
    const b = await buyerCaller(t);
    const sectionId = (await b.post('/admin/sections', inquiryForm(t))).data.id as number;
    expect((await get('/transparency/entries?start=0&end=0')).data).toEqual([]);
    expect(await b.post(`/admin/sections/${sectionId}/publish`)).toMatchObject({ code: 200 });
    const head = (await transparencyPass(t.db, await signerFor(t.db)))!;

    const [release] = (await releasePackage(t, sectionId)).releases;
    expect(release.transparencyLog).toEqual({ index: expect.any(Number), leafHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const { index, leafHash } = release.transparencyLog;
    const [entry] = (await get(`/transparency/entries?start=${index}&end=${index + 1}`)).data;
    expect(entry).toMatchObject({ kind: 'notice', sectionId, leafHash });
    expect(await logLeafHash(entry.entry)).toBe(leafHash);
    // The entry commits to the release as stored: served without ocid, id, date and its own log field, paths as paths.
    const { ocid: _ocid, id: _id, date: _date, transparencyLog: _log, ...stored } = release;
    expect(parseLogEntry(entry.entry)!.body).toEqual({
      notice: 'announcement',
      tags: ['tender'],
      releaseSha256: createHash('sha256').update(canonicalJson(stored)).digest('hex'),
    });
    const { data: proof } = await get(`/transparency/inclusion?index=${index}&size=${head.treeSize}`);
    expect(await verifyInclusion(leafHash, proof, head.rootHash)).toBe(true);
  });
});
