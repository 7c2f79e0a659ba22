import { describe, expect, it } from 'vitest';
import { BidStatus, SectionStatus } from '@portal/domain';
import { recordAudit } from './audit';
import { testApp } from '../test/harness';
import { createSection, createSector } from '../test/factories';
import { buyer, quote, signedUp } from '../test/staffSupport';

const t = await testApp();

const get = (token: string, url: string) => t.call({ method: 'GET', url: '/prod-api' + url, token, locale: 'en' });

/** A quotation round of a sign-up with its audit record, as the quotation handler writes them. */
async function auditedRound(signupId: number, price: string) {
  const roundId = await quote(t, signupId, price);
  await recordAudit(t.db, { actorId: null, entity: 'quote_round', entityId: roundId, action: 'quote', after: { signupId, quotesCount: 1, totalPrice: price } });
  return roundId;
}

/** A refused round of a sign-up with its audit record, as recordRefusal writes them. */
async function auditedRefusal(sectionId: number, signupId: number) {
  const [{ id }] = await t.db.query<{ id: number }>(
    "INSERT INTO quote_refusal (section_id, signup_id, reason, create_time) VALUES ($1, $2, 'quoteNotLower', $3) RETURNING id",
    [sectionId, signupId, t.clock.now()],
  );
  await recordAudit(t.db, { actorId: null, entity: 'quote_refusal', entityId: Number(id), action: 'refuse', after: { sectionId, signupId, reason: 'quoteNotLower' } });
  return Number(id);
}

describe("a section's audit trail", () => {
  it('includes the rounds and refused rounds of its sign-ups, each naming its sign-up and supplier; a sign-up reads its own', async () => {
    const b = await buyer(t);
    const sectionId = await createSection(t.db, { buyer_company_id: b.companyId, section_stauts: SectionStatus.quoting });
    await createSector(t.db, sectionId);
    const otherSection = await createSection(t.db, { buyer_company_id: b.companyId, section_stauts: SectionStatus.quoting });
    await createSector(t.db, otherSection);
    const s = await signedUp(t, sectionId, BidStatus.readyToQuote);
    const elsewhere = await signedUp(t, otherSection, BidStatus.readyToQuote);
    await recordAudit(t.db, { actorId: null, entity: 'signup', entityId: s.signupId, action: 'signup', after: { sectionId, supplierBidStatus: BidStatus.readyToQuote } });
    const roundId = await auditedRound(s.signupId, '100.00');
    const refusalId = await auditedRefusal(sectionId, s.signupId);
    await auditedRound(elsewhere.signupId, '90.00');
    await recordAudit(t.db, { actorId: b.userId, entity: 'section', entityId: sectionId, action: 'suspend', before: { sectionStauts: SectionStatus.quoting }, after: { sectionStauts: SectionStatus.suspended } });
    const [company] = await t.db.query<{ name: string }>('SELECT name FROM company WHERE id = $1', [s.companyId]);

    const trail = await get(b.token, `/admin/audit?entity=section&id=${sectionId}`);
    expect(trail.total).toBe(4);
    expect(trail.rows).toEqual([
      expect.objectContaining({ entity: 'signup', entityId: s.signupId, signupId: s.signupId, supplierName: company.name }),
      expect.objectContaining({ entity: 'quote_round', entityId: roundId, action: 'quote', signupId: s.signupId, supplierName: company.name }),
      expect.objectContaining({ entity: 'quote_refusal', entityId: refusalId, action: 'refuse', signupId: s.signupId, supplierName: company.name }),
      expect.objectContaining({ entity: 'section', entityId: sectionId, action: 'suspend', signupId: null, supplierName: null }),
    ]);

    // The sign-up's own trail: the sign-up and its rounds, not the section's records.
    const own = await get(b.token, `/admin/audit?entity=signup&id=${s.signupId}`);
    expect(own.rows.map((r: { entity: string }) => r.entity)).toEqual(['signup', 'quote_round', 'quote_refusal']);
    // A round is a record of the buyer's section: the buyer reads it; another buyer does not.
    expect((await get(b.token, `/admin/audit?entity=quote_round&id=${roundId}`)).rows).toHaveLength(1);
    const other = await buyer(t);
    expect(await get(other.token, `/admin/audit?entity=quote_round&id=${roundId}`)).toMatchObject({ code: 404 });
  });
});
