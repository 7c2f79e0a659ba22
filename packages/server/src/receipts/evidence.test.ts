import { describe, expect, it } from 'vitest';
import { merkleRoot, type Receipt } from '@portal/domain';
import { advanceDueSections } from '../sections/clock';
import { testApp } from '../test/harness';
import { administrator } from '../test/staffSupport';
import { HOUR, publishAwards, quoteCalls, quotingSection, quotingSupplier } from '../quotations/testSupport';

const t = await testApp();
const q = quoteCalls(t);
const evidenceOf = (sectionId: number, locale = 'en') => t.call({ method: 'GET', url: `/prod-api/receipts/evidence/${sectionId}`, locale });
const receiptOf = async (token: string, roundId: number) => (await t.call({ method: 'GET', url: `/prod-api/system/quotes/receipt/${roundId}`, token })).data as Receipt;

describe('the published evidence of a section\'s rounds', () => {
  it('is published with the results, never before: every round\'s number, arrival time and commitment per supplier, the root and the winning commitment', async () => {
    const { section, pipe, valve } = await quotingSection(t, { ent_time: new Date(t.clock.now().getTime() + HOUR) });
    const alice = await quotingSupplier(t, section);
    const bob = await quotingSupplier(t, section);
    const a1 = await q.submit(alice.token, section, [{ id: pipe, sectorPrice: '95' }, { id: valve, sectorPrice: '30' }]);
    const b1 = await q.submit(bob.token, section, [{ id: pipe, sectorPrice: '94' }, { id: valve, sectorPrice: '30' }]);
    const a2 = await q.submit(alice.token, section, [{ id: pipe, sectorPrice: '90' }, { id: valve, sectorPrice: '30' }]);
    expect([a1.code, b1.code, a2.code]).toEqual([200, 200, 200]);

    // While quoting, and after it ended but before the results: an answer without data, in the reader's language.
    expect(await evidenceOf(section)).toEqual({ code: 200, msg: "The rounds' commitments are published with the results" });
    t.clock.advance(HOUR + 60_000);
    await advanceDueSections(t.db, t.clock.now());
    expect(await evidenceOf(section, 'zh')).toEqual({ code: 200, msg: '各轮报价的承诺哈希在结果公布后公开' });

    await publishAwards(t, section, [{ signupId: alice.signupId, sectorId: null, price: '990' }]);
    const answer = await evidenceOf(section);
    expect(answer.code).toBe(200);
    const evidence = answer.data;
    const [ra1, rb1, ra2] = [await receiptOf(alice.token, a1.data.id), await receiptOf(bob.token, b1.data.id), await receiptOf(alice.token, a2.data.id)];
    const round = (r: Receipt, leafIndex: number) => ({ quotesCount: r.quotesCount, arrivalTime: r.arrivalTime, commitment: r.commitment, signature: r.signature, leafIndex });
    expect(evidence.suppliers).toEqual([
      { signupId: alice.signupId, supplierName: alice.companyName, rounds: [round(ra1, 0), round(ra2, 2)] },
      { signupId: bob.signupId, supplierName: bob.companyName, rounds: [round(rb1, 1)] },
    ]);
    expect(evidence.quotingEnd).toBe(new Date(t.clock.now().getTime() - 60_000).toISOString());
    // Anyone rebuilds the sealed root from the published commitments in leaf order.
    expect(evidence.roots).toEqual([expect.objectContaining({ phase: 0, roundCount: 3, root: await merkleRoot([ra1, rb1, ra2].map((r) => r.commitment)) })]);
    expect(evidence.awards).toEqual([{ sectorId: null, signupId: alice.signupId, quotesCount: 2, price: '990.0000', commitment: ra2.commitment }]);
    // The buyer's and administrator's award names the same winning commitment.
    const admin = await administrator(t);
    const awards = await t.call({ method: 'GET', url: `/prod-api/admin/sections/${section}/awards`, token: admin.token });
    expect(awards.data.awards).toEqual([expect.objectContaining({ signupId: alice.signupId, commitment: ra2.commitment })]);
  });

  it('is named in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/prod-api/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/prod-api/receipts/evidence/{id}', '/prod-api/admin/sections/{id}/integrity']));
  });
});
