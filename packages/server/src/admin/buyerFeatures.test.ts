import { describe, expect, it } from 'vitest';
import { testApp } from '../test/harness';
import { createSection, createSector } from '../test/factories';
import { bootstrapAdmin } from './staff';
import { administrator, buyer, formTime, quote, signedUp, snapshot } from './testSupport';

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

/** A whole-bid section after results with one winner at 20 who quoted. */
async function publishedWithWinner(companyId: number) {
  const { id, sectorIds } = await section(companyId, { section_stauts: 2, successful_bidder_method: 2 });
  const winner = await signedUp(t, id, 19);
  await quote(t, winner.signupId, '90.00');
  const loser = await signedUp(t, id, 19);
  await quote(t, loser.signupId, '95.00');
  return { id, sectorIds, winner, loser };
}

describe('awards read back', () => {
  it('returns the marks per item before publication, and after it the declined winner with its reason', async () => {
    const b = await buyer(t);
    const { id, sectorIds } = await section(b.companyId, { section_stauts: 2, successful_bidder_method: 1 }, 2);
    const first = await signedUp(t, id, 19);
    await quote(t, first.signupId, '10.00');
    const second = await signedUp(t, id, 19);
    await quote(t, second.signupId, '12.00');
    expect(await get(b.token, `/admin/sections/${id}/awards`)).toMatchObject({ code: 200, data: { awards: [], winners: [] } });

    const award = await post(b.token, `/admin/sections/${id}/award`, { winners: [{ sectorId: sectorIds[0], signupId: first.signupId }, { sectorId: sectorIds[1], signupId: second.signupId }] });
    expect(award.code).toBe(200);
    const marks = await get(b.token, `/admin/sections/${id}/awards`);
    expect(marks.data).toMatchObject({
      sectionStauts: 12,
      successfulBidderMethod: 1,
      awards: [
        { sectorId: sectorIds[0], signupId: first.signupId, price: '10.00', awardDeclinedTime: null },
        { sectorId: sectorIds[1], signupId: second.signupId, price: '12.00', awardDeclinedTime: null },
      ],
    });

    expect((await post(b.token, `/admin/sections/${id}/results`)).code).toBe(200);
    const declined = await post(second.token, '/quotation/signup/abandonBid', { id: second.signupId, reason: 'Capacity' });
    expect(declined.code).toBe(200);
    const after = await get(b.token, `/admin/sections/${id}/awards`);
    expect(after.data.sectionStauts).toBe(13);
    expect(after.data.awards[1]).toMatchObject({ signupId: second.signupId, awardDeclinedTime: '2026-06-01 10:00:00', awardDeclinedReason: 'Capacity' });
    expect(after.data.winners.map((w: { signupId: number }) => w.signupId)).toEqual([first.signupId, second.signupId]);
  });

  it("answers another buyer's section as absent and refuses a supplier", async () => {
    const owner = await buyer(t);
    const other = await buyer(t);
    const { id } = await section(owner.companyId);
    expect(await get(other.token, `/admin/sections/${id}/awards`)).toMatchObject({ code: 404 });
    const s = await signedUp(t, id, 1);
    expect(await get(s.token, `/admin/sections/${id}/awards`)).toMatchObject({ code: 403 });
  });
});

describe('winning quote entry review', () => {
  it('returns an entry with the remark the supplier reads, and confirms the corrected one for good', async () => {
    const b = await buyer(t);
    const { id, sectorIds, winner } = await publishedWithWinner(b.companyId);
    await post(b.token, `/admin/sections/${id}/award`, { signupId: winner.signupId });
    await post(b.token, `/admin/sections/${id}/results`);
    const entry = { sectionId: id, sectorList: [{ id: sectorIds[0], sectorPrice: '88.50', taxRate: '13', otherExpenses: '5', sectorNumber: '120' }] };

    // Nothing submitted yet: refused, nothing changed.
    const before = await snapshot(t);
    expect(await post(b.token, `/admin/signups/${winner.signupId}/winning-quotes/review`, { pass: true })).toEqual({
      code: 601,
      msg: 'Only a submitted winning quote entry awaiting confirmation can be reviewed; nothing was changed',
    });
    expect(await snapshot(t)).toEqual(before);

    expect((await post(winner.token, '/system/section/submitWinningQuotes', entry)).code).toBe(200);
    const view = await get(b.token, `/admin/sections/${id}/awards`);
    expect(view.data.winners[0]).toMatchObject({
      signupId: winner.signupId,
      confirmationStatus: 10,
      winningQuoteList: [{ sectorId: sectorIds[0], sectorPrice: '88.50', taxRate: '13', otherExpenses: '5.00', sectorNumber: '120.000000' }],
    });

    expect(await post(b.token, `/admin/signups/${winner.signupId}/winning-quotes/review`, { pass: false, remark: ' ' }, 'zh')).toEqual({ code: 601, msg: '退回修改时请填写退回原因' });
    expect(await post(b.token, `/admin/signups/${winner.signupId}/winning-quotes/review`, { pass: false, remark: 'Unit price must match the award' })).toMatchObject({
      code: 200,
      msg: 'The winning quote entry was returned for correction',
      data: { confirmationStatus: 20 },
    });
    const record = await get(winner.token, `/quotation/signup/getWithAuth/${winner.signupId}`);
    expect(record.data).toMatchObject({ confirmationStatus: 20, winningQuoteReviewRemark: 'Unit price must match the award' });

    const corrected = { ...entry, sectorList: [{ ...entry.sectorList[0], sectorPrice: '90.00' }] };
    expect((await post(winner.token, '/system/section/submitWinningQuotes', corrected)).code).toBe(200);
    expect((await post(b.token, `/admin/signups/${winner.signupId}/winning-quotes/review`, { pass: true })).data).toEqual({ confirmationStatus: 30 });
    expect(await post(winner.token, '/system/section/submitWinningQuotes', entry)).toMatchObject({ code: 601 });
    expect(await post(b.token, `/admin/signups/${winner.signupId}/winning-quotes/review`, { pass: false, remark: 'again' })).toMatchObject({ code: 601 });
    const audit = await t.db.query<{ after: { confirmationStatus: number } }>("SELECT after FROM audit_log WHERE entity = 'signup' AND entity_id = $1 AND action = 'review-winning-quote' ORDER BY id", [winner.signupId]);
    expect(audit.map((a) => a.after.confirmationStatus)).toEqual([20, 30]);
  });

  it("answers another buyer's sign-up as absent", async () => {
    const owner = await buyer(t);
    const other = await buyer(t);
    const { winner } = await publishedWithWinner(owner.companyId);
    await t.db.query('UPDATE signup SET confirmation_status = 10 WHERE id = $1', [winner.signupId]);
    expect(await post(other.token, `/admin/signups/${winner.signupId}/winning-quotes/review`, { pass: true })).toMatchObject({ code: 404 });
  });
});

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

describe('the countdown source of the quoting view', () => {
  it("gives the section's end and the server time, and the running extra round's end while one runs", async () => {
    const b = await buyer(t);
    const { id } = await section(b.companyId, { section_stauts: 2, ent_time: new Date(t.clock.now().getTime() - 3_600_000) });
    const s = await signedUp(t, id, 19);
    await quote(t, s.signupId, '50.00');
    const before = await get(b.token, `/admin/sections/${id}/quotes`);
    expect(before.data).toMatchObject({ sectionStauts: 2, endTime: '2026-06-01 09:00:00', appointmentEndTime: null, nowTime: '2026-06-01 10:00:00' });
    expect((await post(b.token, `/admin/sections/${id}/rounds`, { signupIds: [s.signupId], endTime: formTime(t, 2) })).code).toBe(200);
    const during = await get(b.token, `/admin/sections/${id}/quotes`);
    expect(during.data).toMatchObject({ endTime: '2026-06-01 12:00:00', appointmentEndTime: '2026-06-01 12:00:00' });
  });
});

describe('buyer organizations and the first administrator', () => {
  it('lets an administrator create and list buyer organizations, refusing a duplicate name and a buyer', async () => {
    const admin = await administrator(t);
    const created = await post(admin.token, '/admin/companies', { name: '  Vientiane Water Authority ' });
    expect(created.code).toBe(200);
    expect(await post(admin.token, '/admin/companies', { name: 'vientiane water authority' })).toEqual({ code: 601, msg: 'A buyer organization with this name exists already' });
    expect(await post(admin.token, '/admin/companies', { name: '' })).toMatchObject({ code: 601 });
    const list = await get(admin.token, '/admin/companies?pageSize=100');
    expect(list.rows).toContainEqual(expect.objectContaining({ companyId: created.data.id, name: 'Vientiane Water Authority', staffCount: 0, sectionCount: 0 }));
    const staffUser = await post(admin.token, '/admin/users', { userName: 'water1', nickName: 'Water', password: 'Staff@2026', role: 'buyer', companyId: created.data.id });
    expect(staffUser.code).toBe(200);
    const b = await buyer(t);
    expect(await post(b.token, '/admin/companies', { name: 'Mine' })).toMatchObject({ code: 403 });
    expect(await get(b.token, '/admin/companies')).toMatchObject({ code: 403 });
  });

  it('creates the first administrator only when none exists', async () => {
    await administrator(t);
    expect(await bootstrapAdmin(t.db, { userName: 'root', password: 'Boot@2026x' }, t.clock.now())).toBe(false);
    expect((await t.db.query("SELECT 1 FROM app_user WHERE user_name = 'root'")).length).toBe(0);
    await t.db.query("UPDATE app_user SET role = 'buyer' WHERE role = 'admin'");
    expect(await bootstrapAdmin(t.db, { userName: 'root', password: 'Boot@2026x' }, t.clock.now())).toBe(true);
    expect(await bootstrapAdmin(t.db, { userName: 'root2', password: 'Boot@2026x' }, t.clock.now())).toBe(false);
    const login = await t.call({ method: 'POST', url: '/prod-api/login', payload: { username: 'root', password: 'Boot@2026x' } });
    expect(login).toMatchObject({ code: 200, token: expect.any(String) });
  });
});
