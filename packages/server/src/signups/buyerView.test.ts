import { describe, expect, it } from 'vitest';
import { testApp } from '../test/harness';
import { createSection, createSector } from '../test/factories';
import { buyer, signedUp, snapshot } from '../test/staffSupport';

const t = await testApp(); // clock: 2026-06-01 10:00 in Asia/Shanghai

const post = (token: string, url: string, payload: object = {}, locale = 'en') => t.call({ method: 'POST', url: '/prod-api' + url, token, payload, locale });
const get = (token: string, url: string, locale = 'en') => t.call({ method: 'GET', url: '/prod-api' + url, token, locale });

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

describe("the buyer's disabled switch", () => {
  it("makes the supplier's bid page read-only until lifted, audited", async () => {
    const b = await buyer(t);
    const { id } = await section(b.companyId, { section_stauts: 1 });
    const s = await signedUp(t, id, 15);
    expect(await post(b.token, `/admin/signups/${s.signupId}/disable`, { disabled: 2 })).toMatchObject({ code: 601 });
    expect(await post(b.token, `/admin/signups/${s.signupId}/disable`, { disabled: 1, remark: 'Forged licence' })).toEqual({
      code: 200,
      msg: "The supplier's bid page is now read-only",
      data: { disabled: 1 },
    });
    expect((await get(s.token, `/quotation/signup/getWithAuth/${s.signupId}`)).data.disabled).toBe(1);
    expect(await post(s.token, '/quotation/signup/updateSupplierBidStatus', { id: s.signupId, supplierBidStatus: -1 })).toMatchObject({ code: 601 });

    const list = await get(b.token, `/admin/sections/${id}/signups`);
    expect(list.data[0]).toMatchObject({ signupId: s.signupId, disabled: 1, disabledRemark: 'Forged licence' });

    expect((await post(b.token, `/admin/signups/${s.signupId}/disable`, { disabled: 0 })).data).toEqual({ disabled: 0 });
    expect(await post(s.token, '/quotation/signup/updateSupplierBidStatus', { id: s.signupId, supplierBidStatus: -1 })).toMatchObject({ code: 200 });
    const audit = await t.db.query<{ action: string }>("SELECT action FROM audit_log WHERE entity = 'signup' AND entity_id = $1 AND action IN ('disable', 'enable') ORDER BY id", [s.signupId]);
    expect(audit.map((a) => a.action)).toEqual(['disable', 'enable']);
  });

  it("refuses another buyer and a supplier, changing nothing", async () => {
    const owner = await buyer(t);
    const other = await buyer(t);
    const { id } = await section(owner.companyId, { section_stauts: 1 });
    const s = await signedUp(t, id, 15);
    const before = await snapshot(t);
    expect(await post(other.token, `/admin/signups/${s.signupId}/disable`, { disabled: 1 })).toMatchObject({ code: 404 });
    expect(await post(s.token, `/admin/signups/${s.signupId}/disable`, { disabled: 1 })).toMatchObject({ code: 403 });
    expect(await snapshot(t)).toEqual(before);
  });
});

describe("a section's sign-ups", () => {
  it('lists every sign-up with the files of each stage, payment proofs and bid files with their status', async () => {
    const b = await buyer(t);
    const { id } = await section(b.companyId, { section_stauts: 8, is_bidding_commit_file: 1 });
    const s = await signedUp(t, id, 12);
    const tech = await storedFile(s.userId, 'tech.pdf');
    const bid = await storedFile(s.userId, 'bid.pdf');
    const old = await storedFile(s.userId, 'old-bid.pdf');
    await t.db.query('UPDATE signup SET sup_tec_file_ids = $2 WHERE id = $1', [s.signupId, [tech]]);
    await t.db.query('INSERT INTO bid_file (signup_id, file_id, status, create_time) VALUES ($1, $2, 3, $4), ($1, $3, 0, $4)', [s.signupId, old, bid, t.clock.now()]);
    const other = await signedUp(t, id, 1);
    const list = await get(b.token, `/admin/sections/${id}/signups`);
    expect(list.code).toBe(200);
    expect(list.data.map((r: { signupId: number }) => r.signupId)).toEqual([s.signupId, other.signupId]);
    expect(list.data[0]).toMatchObject({
      supplierBidStatus: 12,
      createTime: '2026-06-01 10:00:00',
      disabled: 0,
      files: { baseFiles: { supTecFileList: [{ id: tech, fileName: 'tech.pdf' }] }, qualification: { qualificationBusinessLicenseFileList: [] } },
      payments: [],
      bidFiles: [
        { status: 0, file: { id: bid, fileName: 'bid.pdf' } },
        { status: 3, file: { id: old, fileName: 'old-bid.pdf' } },
      ],
    });
    const other2 = await buyer(t);
    expect(await get(other2.token, `/admin/sections/${id}/signups`)).toMatchObject({ code: 404 });
  });
});
