import { describe, expect, it } from 'vitest';
import { testApp } from '../test/harness';
import { createSection, createSector } from '../test/factories';
import { administrator, buyer, signedUp } from '../test/staffSupport';

const t = await testApp(); // clock: 2026-06-01 10:00 in Asia/Shanghai


/** A section of the buyer's company with `sectors` items. */
async function section(companyId: number, columns: Record<string, unknown> = {}, sectors = 1) {
  const id = await createSection(t.db, { buyer_company_id: companyId, ...columns });
  const sectorIds: number[] = [];
  for (let i = 0; i < sectors; i += 1) sectorIds.push(await createSector(t.db, id, { sort: i }));
  return { id, sectorIds };
}

/** A stored private file uploaded by `userId`. */
async function storedFile(userId: number, name = 'proof.pdf') {
  const key = `bf-${Math.random().toString(16).slice(2)}`;
  await t.storage.put(key, Buffer.from('%PDF-1.4\n%%EOF\n'), 'application/pdf');
  const [{ id }] = await t.db.query<{ id: number }>(
    "INSERT INTO stored_file (storage_key, file_name, content_type, file_size, owner_user_id) VALUES ($1, $2, 'application/pdf', 15, $3) RETURNING id",
    [key, name, userId],
  );
  return Number(id);
}

describe('private file downloads', () => {
  /** Whether the caller receives the file's content (refusals are answered with body code 404). */
  const readable = async (token: string, fileId: number) => {
    const response = await t.app.inject({ method: 'GET', url: `/prod-api/common/files/${fileId}`, headers: { authorization: `Bearer ${token}` } });
    return response.headers['content-type'] === 'application/pdf';
  };

  it("are open to the section's buyer and administrators, and absent for another buyer company", async () => {
    const owner = await buyer(t);
    const other = await buyer(t);
    const admin = await administrator(t);
    const { id } = await section(owner.companyId, { section_stauts: 8 });
    const s = await signedUp(t, id, 12);
    const bid = await storedFile(s.userId, 'bid.pdf');
    await t.db.query('INSERT INTO bid_file (signup_id, file_id, status, create_time) VALUES ($1, $2, 0, $3)', [s.signupId, bid, t.clock.now()]);
    const unrelated = await storedFile(s.userId, 'private.pdf');

    expect(await readable(owner.token, bid)).toBe(true);
    expect(await readable(admin.token, bid)).toBe(true);
    expect(await readable(admin.token, unrelated)).toBe(true);
    expect(await t.call({ method: 'GET', url: `/prod-api/common/files/${bid}`, token: other.token, locale: 'en' })).toEqual({ code: 404, msg: 'The file does not exist' });
    expect(await readable(owner.token, unrelated)).toBe(false);
  });

  it('are open to any buyer for the certification form of a company waiting for review, not after', async () => {
    const b = await buyer(t);
    const { id } = await section(b.companyId);
    const s = await signedUp(t, id, 1);
    const licence = await storedFile(s.userId, 'licence.pdf');
    await t.db.query('UPDATE company SET certification_status = $2 WHERE id = $1', [s.companyId, 'skip']);
    await t.db.query('INSERT INTO company_qualification (company_id, business_license_file_ids, update_time) VALUES ($1, $2, $3)', [s.companyId, [licence], t.clock.now()]);
    const reviewer = await buyer(t);
    expect(await readable(reviewer.token, licence)).toBe(false);
    expect(await readable(b.token, licence)).toBe(true); // signed up to its section
    await t.db.query("UPDATE company SET certification_status = 'prompt' WHERE id = $1", [s.companyId]);
    expect(await readable(reviewer.token, licence)).toBe(true);
  });

  it("let a supplier read the buyer's refund slip of its own deposit only", async () => {
    const b = await buyer(t);
    const { id } = await section(b.companyId);
    const s = await signedUp(t, id, 20);
    const [account] = await t.db.query<{ id: number }>("INSERT INTO receiving_account (section_id, type, money, currency, bank_account_name, bank_account, open_account_bank) VALUES ($1, '1', '100.00', 'CNY', 'Centre', '6222', 'Bank') RETURNING id", [id]);
    const slip = await storedFile(b.userId, 'refund.pdf');
    await t.db.query('INSERT INTO margin (signup_id, receiving_account_id, status, currency, money, payment_date, refund_file_id) VALUES ($1, $2, 6, $3, 100, $4, $5)', [
      s.signupId,
      account.id,
      'CNY',
      t.clock.now(),
      slip,
    ]);
    expect(await readable(s.token, slip)).toBe(true);
    const stranger = await signedUp(t, id, 20);
    expect(await readable(stranger.token, slip)).toBe(false);
  });
});
