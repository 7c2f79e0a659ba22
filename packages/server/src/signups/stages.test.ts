import { describe, expect, it } from 'vitest';
import { testApp } from '../test/harness';
import { auditCount } from '../certification/testSupport';
import { administrator } from '../test/staffSupport';
import { bidContact, countOf, createSector, files, quoteRound, receivingAccount, refs, section, setStatus, signedUp, signupRow, supplier, award } from './testSupport';

const t = await testApp();
const hour = 3_600_000;
const at = (offsetHours: number) => new Date(t.clock.now().getTime() + offsetHours * hour);
const post = (token: string, url: string, payload: object, locale = 'en') => t.call({ method: 'POST', url: `/prod-api${url}`, token, payload, locale });
const status = async (id: number) => (await signupRow(t, id)).supplier_bid_status;

/** Sends a request that must be refused and checks that the sign-up did not change. */
async function refused(signupId: number, send: () => Promise<{ code: number; msg: string }>, expected: { code?: number; msg?: string | RegExp }) {
  const before = await signupRow(t, signupId);
  const audits = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log WHERE entity = $1 AND entity_id = $2', ['signup', signupId]))[0].n;
  const body = await send();
  expect(body.code).toBe(expected.code ?? 601);
  if (typeof expected.msg === 'string') expect(body.msg).toBe(expected.msg);
  else if (expected.msg) expect(body.msg).toMatch(expected.msg);
  expect(await signupRow(t, signupId)).toEqual(before);
  expect((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log WHERE entity = $1 AND entity_id = $2', ['signup', signupId]))[0].n).toBe(audits);
}

describe('base files (technical stage)', () => {
  const baseSection = () =>
    section(t, {
      is_qualification_tec: 1,
      is_qualification_achievement: 1,
      is_qualification_other: 1,
      qualification_other_describe: '安全生产许可证',
      qualification_other_describe_en: 'Safety production licence',
      qualification_other_describe_lo: 'ໃບອະນຸຍາດຄວາມປອດໄພ',
    });
  const body = (signUpId: number, sectionId: number, lists: Record<string, number[]>) => ({
    supplierBaseFile: { signUpId, sectionId, ...Object.fromEntries(Object.entries(lists).map(([k, v]) => [k, refs(v)])) },
  });

  it('names the first missing required type in the caller\'s language, the other type by its description', async () => {
    const sectionId = await baseSection();
    const s = await signedUp(t, sectionId, 1);
    const [tec, ach] = await files(t, s.userId, 2);
    const send = (lists: Record<string, number[]>, locale = 'en') => () => post(s.token, '/quotation/SupplierBaseFile', body(s.signupId, sectionId, lists), locale);
    await refused(s.signupId, send({}), { msg: 'Please upload the technical documents' });
    await refused(s.signupId, send({}, 'zh'), { msg: '请上传技术文件' });
    await refused(s.signupId, send({ supTecFileList: [tec] }), { msg: 'Please upload the achievement documents' });
    await refused(s.signupId, send({ supTecFileList: [tec], supAchFileList: [ach] }), { msg: 'Please upload Safety production licence' });
    await refused(s.signupId, send({ supTecFileList: [tec], supAchFileList: [ach] }, 'lo'), { msg: 'ກະລຸນາອັບໂຫຼດ ໃບອະນຸຍາດຄວາມປອດໄພ' });
    await refused(s.signupId, send({ supTecFileList: [tec], supAchFileList: [ach] }, 'zh'), { msg: '请上传安全生产许可证' });
  });

  it('submits once from 1, 2 or 4 to review (3) with the caller\'s files, and refuses a second submission', async () => {
    const sectionId = await baseSection();
    const s = await signedUp(t, sectionId, 1);
    const [tec, ach, other, extra] = await files(t, s.userId, 4);
    const lists = { supTecFileList: [tec], supAchFileList: [ach], qualificationOtherFileList: [other], tecFileList: [extra] };
    expect(await post(s.token, '/quotation/SupplierBaseFile', body(s.signupId, sectionId, lists))).toMatchObject({ code: 200, msg: 'Submitted successfully' });
    const row = await signupRow(t, s.signupId);
    expect(row).toMatchObject({ supplier_bid_status: 3 });
    expect([row.sup_tec_file_ids, row.sup_ach_file_ids, row.base_other_file_ids, row.tec_file_ids].map((l: unknown[]) => l.map(Number))).toEqual([[tec], [ach], [other], [extra]]);
    expect(await auditCount(t, 'signup', 'submit-base-files', s.signupId)).toBe(1);
    await refused(s.signupId, () => post(s.token, '/quotation/SupplierBaseFile', body(s.signupId, sectionId, lists)), {
      msg: 'This step cannot be submitted in the current status (already submitted, or not reached yet)',
    });
    for (const from of [2, 4]) {
      await setStatus(t, s.signupId, from);
      expect((await post(s.token, '/quotation/SupplierBaseFile', body(s.signupId, sectionId, lists))).code).toBe(200);
      expect(await status(s.signupId)).toBe(3);
    }
  });

  it('records one submission of two sent at once, with its audit record', async () => {
    const sectionId = await section(t, { is_qualification_tec: 1 });
    const s = await signedUp(t, sectionId, 1);
    const [tec] = await files(t, s.userId, 1);
    const send = () => post(s.token, '/quotation/SupplierBaseFile', body(s.signupId, sectionId, { supTecFileList: [tec] }));
    const codes = (await Promise.all([send(), send()])).map((b) => b.code).sort();
    expect(codes).toEqual([200, 601]);
    const audits = await t.db.query<{ before: unknown; after: { supplierBidStatus: number } }>(
      "SELECT before, after FROM audit_log WHERE entity = 'signup' AND entity_id = $1 AND action = 'submit-base-files'",
      [s.signupId],
    );
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ before: { supplierBidStatus: 1 }, after: { supplierBidStatus: 3 } });
  });

  it('answers another company\'s sign-up as absent and refuses files the caller did not upload', async () => {
    const sectionId = await baseSection();
    const owner = await signedUp(t, sectionId, 1);
    const other = await supplier(t, 'skip');
    const [tec, ach, oth] = await files(t, owner.userId, 3);
    const [foreign] = await files(t, other.userId, 1);
    const lists = { supTecFileList: [tec], supAchFileList: [ach], qualificationOtherFileList: [oth] };
    await refused(owner.signupId, () => post(other.token, '/quotation/SupplierBaseFile', body(owner.signupId, sectionId, lists)), { code: 404, msg: 'The sign-up does not exist' });
    await refused(owner.signupId, () => post(owner.token, '/quotation/SupplierBaseFile', body(owner.signupId, sectionId + 1000, lists)), { code: 404 });
    await refused(owner.signupId, () => post(owner.token, '/quotation/SupplierBaseFile', body(owner.signupId, sectionId, { ...lists, supTecFileList: [foreign] })), {
      msg: 'A file does not exist or does not belong to you',
    });
    await refused(owner.signupId, () => post(owner.token, '/quotation/SupplierBaseFile', body(99999999, sectionId, lists)).then((b) => b), { code: 404 });
  });

  it('refuses every change while the page is read-only (section suspended)', async () => {
    const sectionId = await section(t, { is_qualification_tec: 1, section_stauts: 15 });
    const s = await signedUp(t, sectionId, 1);
    const [tec] = await files(t, s.userId, 1);
    await refused(s.signupId, () => post(s.token, '/quotation/SupplierBaseFile', body(s.signupId, sectionId, { supTecFileList: [tec] })), {
      msg: 'This bid can no longer be changed at this stage of the project',
    });
  });
});

describe('qualification', () => {
  const payload = (id: number, sectionId: number, licence: number[]) => ({ id, sectionId, qualificationBusinessLicenseFileList: refs(licence) });

  it('refuses a submission out of order, with a missing type, or twice; accepts from 5 and from 7', async () => {
    const sectionId = await section(t, { is_qualification_tec: 1, is_qualification_business_license: 1 });
    const s = await signedUp(t, sectionId, 3);
    const [licence] = await files(t, s.userId, 1);
    const send = (list: number[], locale = 'en') => () => post(s.token, '/quotation/signup/submitQualification', payload(s.signupId, sectionId, list), locale);
    await refused(s.signupId, send([licence]), { msg: /cannot be submitted in the current status/ });
    await setStatus(t, s.signupId, 5);
    await refused(s.signupId, send([]), { msg: 'Please upload the business licence' });
    await refused(s.signupId, send([], 'zh'), { msg: '请上传营业执照' });
    expect((await send([licence])()).code).toBe(200);
    expect(await signupRow(t, s.signupId)).toMatchObject({ supplier_bid_status: 6 });
    expect((await signupRow(t, s.signupId)).qualification_business_license_file_ids.map(Number)).toEqual([licence]);
    await refused(s.signupId, send([licence]), { msg: /cannot be submitted/ });
    await setStatus(t, s.signupId, 7);
    expect((await send([licence])()).code).toBe(200);
    expect(await status(s.signupId)).toBe(6);
  });

  it('takes it at 1 ahead of its stage (part 2 §4 "5, 7 or 1 allow submit"): the sign-up stays at 1, and goes under review when the base files pass', async () => {
    const sectionId = await section(t, { is_qualification_tec: 1, is_qualification_business_license: 1 });
    const s = await signedUp(t, sectionId, 1);
    const [licence, tec] = await files(t, s.userId, 2);
    await refused(s.signupId, () => post(s.token, '/quotation/signup/submitQualification', payload(s.signupId, sectionId, [])), { msg: 'Please upload the business licence' });
    expect((await post(s.token, '/quotation/signup/submitQualification', payload(s.signupId, sectionId, [licence]))).code).toBe(200);
    expect(await signupRow(t, s.signupId)).toMatchObject({ supplier_bid_status: 1 });
    expect((await signupRow(t, s.signupId)).qualification_business_license_file_ids.map(Number)).toEqual([licence]);
    expect(await auditCount(t, 'signup', 'submit-qualification', s.signupId)).toBe(1);
    expect((await post(s.token, '/quotation/SupplierBaseFile', { supplierBaseFile: { signUpId: s.signupId, sectionId, supTecFileList: refs([tec]) } })).code).toBe(200);
    expect(await status(s.signupId)).toBe(3);
    const admin = await administrator(t);
    expect((await post(admin.token, `/admin/signups/${s.signupId}/review`, { stage: 'baseFiles', pass: true })).data).toEqual({ supplierBidStatus: 6 });
  });

  it('is refused at 1 in a section that asks for no qualification', async () => {
    const sectionId = await section(t, { is_qualification_tec: 1 });
    const s = await signedUp(t, sectionId, 1);
    const [licence] = await files(t, s.userId, 1);
    await refused(s.signupId, () => post(s.token, '/quotation/signup/submitQualification', payload(s.signupId, sectionId, [licence])), { msg: /cannot be submitted in the current status/ });
  });

  it('is refused once the supplier has withdrawn', async () => {
    const sectionId = await section(t, { is_qualification_business_license: 1 });
    const s = await signedUp(t, sectionId, -1);
    const [licence] = await files(t, s.userId, 1);
    await refused(s.signupId, () => post(s.token, '/quotation/signup/submitQualification', payload(s.signupId, sectionId, [licence])), { msg: /can no longer be changed/ });
  });
});

describe('payment proof', () => {
  async function paying() {
    const sectionId = await section(t);
    const a = await receivingAccount(t, sectionId, { payment_deadline: at(24) });
    const b = await receivingAccount(t, sectionId, { type: '标书费', money: '500.00' });
    const s = await signedUp(t, sectionId, 8);
    const [f1, f2, f3] = await files(t, s.userId, 3);
    return { sectionId, a, b, s, f1, f2, f3 };
  }
  const send = (token: string, id: number, list: { id: number; fileList: { id: number }[] }[]) => post(token, '/quotation/signup/submitPayment', { id, receivingAccountList: list });

  it('needs exactly one file for every receiving account', async () => {
    const { a, b, s, f1, f2, f3 } = await paying();
    const count = 'Upload exactly one payment proof for each receiving account';
    await refused(s.signupId, () => send(s.token, s.signupId, [{ id: a, fileList: refs([f1]) }]), { msg: count });
    await refused(s.signupId, () => send(s.token, s.signupId, [{ id: a, fileList: refs([f1, f3]) }, { id: b, fileList: refs([f2]) }]), { msg: count });
    await refused(s.signupId, () => send(s.token, s.signupId, [{ id: a, fileList: refs([f1]) }, { id: b, fileList: [] }]), { msg: count });
    await refused(s.signupId, () => send(s.token, s.signupId, [{ id: a, fileList: refs([f1]) }, { id: a, fileList: refs([f2]) }]), { msg: count });
    await refused(s.signupId, () => send(s.token, s.signupId, [{ id: a, fileList: refs([f1]) }, { id: b, fileList: refs([f2]) }, { id: 99999, fileList: refs([f3]) }]), { msg: count });
    expect(await countOf(t, 'signup_payment', s.signupId)).toBe(0);
  });

  it('moves 8 → 9 storing one proof per account; after a rejection (10) a new proof replaces the old', async () => {
    const { a, b, s, f1, f2, f3 } = await paying();
    expect((await send(s.token, s.signupId, [{ id: b, fileList: refs([f2]) }, { id: a, fileList: refs([f1]) }])).code).toBe(200);
    expect(await status(s.signupId)).toBe(9);
    const stored = async () => (await t.db.query<{ receiving_account_id: number; file_id: number }>('SELECT receiving_account_id, file_id FROM signup_payment WHERE signup_id = $1 ORDER BY receiving_account_id', [s.signupId])).map((r) => [Number(r.receiving_account_id), Number(r.file_id)]);
    expect(await stored()).toEqual([[a, f1], [b, f2]]);
    await refused(s.signupId, () => send(s.token, s.signupId, [{ id: a, fileList: refs([f1]) }, { id: b, fileList: refs([f2]) }]), { msg: /cannot be submitted/ });
    await setStatus(t, s.signupId, 10);
    expect((await send(s.token, s.signupId, [{ id: a, fileList: refs([f3]) }, { id: b, fileList: refs([f2]) }])).code).toBe(200);
    expect(await stored()).toEqual([[a, f3], [b, f2]]);
  });

  it('is refused after an account\'s payment deadline and before the stage is reached', async () => {
    const { a, b, s, f1, f2 } = await paying();
    const list = [{ id: a, fileList: refs([f1]) }, { id: b, fileList: refs([f2]) }];
    await setStatus(t, s.signupId, 5);
    await refused(s.signupId, () => send(s.token, s.signupId, list), { msg: /cannot be submitted/ });
    await t.db.query('UPDATE receiving_account SET payment_deadline = $2 WHERE id = $1', [a, at(-1)]);
    await setStatus(t, s.signupId, 8);
    await refused(s.signupId, () => send(s.token, s.signupId, list), { msg: 'The payment deadline has passed' });
    expect(await countOf(t, 'signup_payment', s.signupId)).toBe(0);
  });
});

describe('bid file', () => {
  /** A sign-up at 11 to a section whose bid-file window runs between the given offsets in hours. */
  async function window(from: number, to: number, status = 11) {
    const sectionId = await section(t, { is_bidding_commit_file: 1, bid_file_start_time: at(from), bid_file_end_time: at(to) });
    const s = await signedUp(t, sectionId, status);
    const [f1, f2] = await files(t, s.userId, 2);
    return { sectionId, s, f1, f2 };
  }
  const upload = (token: string, id: number, fileIds: number[]) =>
    post(token, '/quotation/signup/submitSupplierBidFile', { id, supplierBidFileList: fileIds.map((f) => ({ fileName: 'bid.pdf', filePath: 'x', url: 'y', bpmFileId: String(f) })) });
  const cancel = (token: string, id: number) => post(token, '/quotation/signup/cancelSupplierBidFile', { id });
  const rows = async (id: number) => (await t.db.query<{ file_id: number; status: number }>('SELECT file_id, status FROM bid_file WHERE signup_id = $1 ORDER BY id', [id])).map((r) => [Number(r.file_id), r.status]);
  const windowMessage = /^Bid files can only be uploaded between \d{4}-\d\d-\d\d \d\d:\d\d:\d\d and \d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/;

  it('accepts a bid file only inside its window, naming the window', async () => {
    const early = await window(1, 48);
    await refused(early.s.signupId, () => upload(early.s.token, early.s.signupId, [early.f1]), { msg: windowMessage });
    expect((await upload(early.s.token, early.s.signupId, [early.f1])).msg).toContain('2026-06-01 11:00:00');
    const { s, f1 } = await window(-1, 48);
    await refused(s.signupId, () => upload(s.token, s.signupId, []), { msg: 'Please upload the bid file' });
    expect((await upload(s.token, s.signupId, [f1])).code).toBe(200);
    expect(await status(s.signupId)).toBe(12);
    expect(await rows(s.signupId)).toEqual([[f1, 0]]);
    await refused(s.signupId, () => upload(s.token, s.signupId, [f1]), { msg: /cannot be submitted/ });
  });

  it('withdraws and re-uploads before the deadline', async () => {
    const { s, f1, f2 } = await window(-1, 48);
    await refused(s.signupId, () => cancel(s.token, s.signupId), { msg: 'There is no uploaded bid file to withdraw' });
    await upload(s.token, s.signupId, [f1]);
    expect((await cancel(s.token, s.signupId)).code).toBe(200);
    expect(await status(s.signupId)).toBe(13);
    expect(await rows(s.signupId)).toEqual([[f1, 3]]);
    await refused(s.signupId, () => cancel(s.token, s.signupId), { msg: 'There is no uploaded bid file to withdraw' });
    expect((await upload(s.token, s.signupId, [f2])).code).toBe(200);
    expect(await rows(s.signupId)).toEqual([[f1, 3], [f2, 0]]);
  });

  it('neither withdraws nor uploads after the deadline', async () => {
    const uploaded = await window(-48, -1, 12);
    await t.db.query('INSERT INTO bid_file (signup_id, file_id, create_time) VALUES ($1, $2, $3)', [uploaded.s.signupId, uploaded.f1, at(-2)]);
    await refused(uploaded.s.signupId, () => cancel(uploaded.s.token, uploaded.s.signupId), { msg: windowMessage });
    expect(await rows(uploaded.s.signupId)).toEqual([[uploaded.f1, 0]]);
    const withdrawn = await window(-48, -1, 13);
    await refused(withdrawn.s.signupId, () => upload(withdrawn.s.token, withdrawn.s.signupId, [withdrawn.f1]), { msg: windowMessage });
    expect(await rows(withdrawn.s.signupId)).toEqual([]);
  });

  it('answers another company\'s sign-up as absent', async () => {
    const { s, f1 } = await window(-1, 48);
    const other = await supplier(t, 'skip');
    await refused(s.signupId, () => upload(other.token, s.signupId, [f1]), { code: 404 });
    await refused(s.signupId, () => cancel(other.token, s.signupId), { code: 404 });
  });
});

describe('quotation notes', () => {
  const send = (token: string, id: number, fileIds: number[]) => post(token, '/quotation/signup/submitQuotesFile', { id, fileList: refs(fileIds) });

  it('needs the section to ask for notes, a quotation first, and at least one file; 15 → 16; 16, 17 and 18 lock the file', async () => {
    const sectionId = await section(t, { bidding_type: 1, section_stauts: 1, is_qualification_quotes: 1 });
    const s = await signedUp(t, sectionId, 15);
    const [f] = await files(t, s.userId, 1);
    await refused(s.signupId, () => send(s.token, s.signupId, [f]), { msg: 'Submit a quotation first, then the quotation notes' });
    await quoteRound(t, s.signupId);
    await refused(s.signupId, () => send(s.token, s.signupId, []), { msg: 'Please upload the quotation notes file' });
    expect((await send(s.token, s.signupId, [f])).code).toBe(200);
    expect(await signupRow(t, s.signupId)).toMatchObject({ supplier_bid_status: 16 });
    expect((await signupRow(t, s.signupId)).quotes_note_file_ids.map(Number)).toEqual([f]);
    await refused(s.signupId, () => send(s.token, s.signupId, [f]), { msg: /cannot be submitted/ });
    for (const locked of [17, 18]) {
      await setStatus(t, s.signupId, locked);
      await refused(s.signupId, () => send(s.token, s.signupId, [f]), { msg: /cannot be submitted/ });
    }

    const plain = await section(t, { bidding_type: 1, section_stauts: 1 });
    const p = await signedUp(t, plain, 15, s);
    await quoteRound(t, p.signupId);
    await refused(p.signupId, () => send(s.token, p.signupId, [f]), { msg: 'This project does not ask for quotation notes' });
  });
});

describe('withdraw', () => {
  const send = (token: string, id: number, supplierBidStatus: unknown = -1) => post(token, '/quotation/signup/updateSupplierBidStatus', { id, supplierBidStatus });

  it('withdraws below 20 once, and sets no other status', async () => {
    const sectionId = await section(t, { is_qualification_business_license: 1 });
    const s = await signedUp(t, sectionId, 5);
    await refused(s.signupId, () => send(s.token, s.signupId, 15), { msg: 'The only status you can set is withdrawn (-1)' });
    expect(await send(s.token, s.signupId)).toMatchObject({ code: 200, msg: 'You have withdrawn from the bid' });
    expect(await status(s.signupId)).toBe(-1);
    expect(await auditCount(t, 'signup', 'withdraw', s.signupId)).toBe(1);
    await refused(s.signupId, () => send(s.token, s.signupId), { msg: 'The bid can no longer be withdrawn' });
  });

  it('is refused at 20, when disabled by the buyer and for another company', async () => {
    const open = await section(t);
    const published = await signedUp(t, open, 20);
    await refused(published.signupId, () => send(published.token, published.signupId), { msg: 'The bid can no longer be withdrawn' });
    const disabled = await signedUp(t, open, 8, undefined, { disabled: 1 });
    await refused(disabled.signupId, () => send(disabled.token, disabled.signupId), { msg: 'The bid can no longer be withdrawn' });
    const mine = await signedUp(t, open, 8);
    await refused(mine.signupId, () => send(published.token, mine.signupId), { code: 404 });
  });
});

describe('withdraw as part 2 §4 says: "below 20, not -1 and not disabled"', () => {
  const send = (token: string, id: number) => post(token, '/quotation/signup/updateSupplierBidStatus', { id, supplierBidStatus: -1 });

  it('withdraws an ended sign-up (14) and one on a read-only page (section suspended, or in evaluation at 19)', async () => {
    const ended = await signedUp(t, await section(t), 14);
    const suspended = await signedUp(t, await section(t, { section_stauts: 15 }), 8);
    const evaluated = await signedUp(t, await section(t, { section_stauts: 12 }), 19);
    for (const s of [ended, suspended, evaluated]) {
      expect(await send(s.token, s.signupId)).toMatchObject({ code: 200, msg: 'You have withdrawn from the bid' });
      expect(await status(s.signupId)).toBe(-1);
    }
  });
});

describe('payment method, technical compliance and tender contact', () => {
  it('stores the answer to the payment method on the caller\'s sign-up', async () => {
    const sectionId = await section(t);
    const s = await signedUp(t, sectionId, 8);
    const other = await supplier(t, 'skip');
    expect((await post(other.token, '/system/section/acceptPaymentMethods', { sectionId, acceptPaymentMethods: 1 })).code).toBe(404);
    await refused(s.signupId, () => post(s.token, '/system/section/acceptPaymentMethods', { sectionId, acceptPaymentMethods: 2 }), { msg: 'Choose to accept or reject the payment method' });
    expect((await post(s.token, '/system/section/acceptPaymentMethods', { sectionId, acceptPaymentMethods: 0 })).code).toBe(200);
    expect((await signupRow(t, s.signupId)).accept_payment_methods).toBe(0);
    await setStatus(t, s.signupId, -1);
    await refused(s.signupId, () => post(s.token, '/system/section/acceptPaymentMethods', { sectionId, acceptPaymentMethods: 1 }), { msg: /can no longer be changed/ });
  });

  it('records compliance, requiring a description of a deviation', async () => {
    const s = await signedUp(t, await section(t), 8);
    const send = (payload: object) => post(s.token, '/quotation/signup/technicalCompliance', { id: s.signupId, ...payload });
    await refused(s.signupId, () => send({ compliance: 0 }), { msg: 'Please describe the deviation' });
    await refused(s.signupId, () => send({ compliance: 0, deviation: 'x'.repeat(501) }), { msg: 'The deviation cannot exceed 500 characters' });
    expect((await send({ compliance: 0, deviation: '交货期延后两周' })).code).toBe(200);
    expect(await signupRow(t, s.signupId)).toMatchObject({ technical_compliance: 0, technical_deviation: '交货期延后两周' });
    expect((await send({ compliance: 1, deviation: 'ignored' })).code).toBe(200);
    expect(await signupRow(t, s.signupId)).toMatchObject({ technical_compliance: 1, technical_deviation: null });
  });

  it('names an active contact of the caller\'s own company only', async () => {
    const s = await signedUp(t, await section(t), 8);
    const other = await supplier(t, 'skip');
    const theirs = await bidContact(t, other.companyId);
    const inactive = await bidContact(t, s.companyId, 0);
    const mine = await bidContact(t, s.companyId);
    const send = (bpmId: number) => post(s.token, '/quotation/signup/bidContact', { id: s.signupId, bpmId });
    await refused(s.signupId, () => send(theirs), { msg: 'The chosen bid contact does not exist' });
    await refused(s.signupId, () => send(inactive), { msg: 'The chosen bid contact is disabled' });
    expect((await send(mine)).code).toBe(200);
    expect(Number((await signupRow(t, s.signupId)).bid_contact_id)).toBe(mine);
  });
});

describe("another company's or an unknown sign-up", () => {
  const UNKNOWN = 99_999_999;
  /** The same answer for a sign-up that is not the caller's and for one that does not exist. */
  async function absent(send: (id: number) => Promise<{ code: number; msg: string }>, theirs: number) {
    const audits = async () => (await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM audit_log WHERE entity = 'signup'"))[0].n;
    const before = await audits();
    await refused(theirs, () => send(theirs), { code: 404, msg: 'The sign-up does not exist' });
    expect(await send(UNKNOWN)).toMatchObject({ code: 404, msg: 'The sign-up does not exist' });
    expect(await audits()).toBe(before);
  }

  it('answers technical compliance, the bid contact and quotation notes with 404, changing nothing', async () => {
    const sectionId = await section(t, { bidding_type: 1, section_stauts: 1, is_qualification_quotes: 1 });
    const owner = await signedUp(t, sectionId, 15);
    await quoteRound(t, owner.signupId);
    const stranger = await signedUp(t, await section(t, { bidding_type: 1, section_stauts: 1, is_qualification_quotes: 1 }), 15);
    const [strangerFile] = await files(t, stranger.userId, 1);
    const strangerContact = await bidContact(t, stranger.companyId);
    await absent((id) => post(stranger.token, '/quotation/signup/technicalCompliance', { id, compliance: 0, deviation: '交货期延后' }), owner.signupId);
    await absent((id) => post(stranger.token, '/quotation/signup/bidContact', { id, bpmId: strangerContact }), owner.signupId);
    await absent((id) => post(stranger.token, '/quotation/signup/submitQuotesFile', { id, fileList: refs([strangerFile]) }), owner.signupId);
    expect(await signupRow(t, owner.signupId)).toMatchObject({ supplier_bid_status: 15, technical_compliance: null, bid_contact_id: null, quotes_note_file_ids: [] });
  });
});

describe('withdrawing the bid file on a locked page', () => {
  const cancel = (token: string, id: number) => post(token, '/quotation/signup/cancelSupplierBidFile', { id });

  it('is refused while the page is read-only or the buyer disabled the sign-up, changing nothing', async () => {
    const window = { is_bidding_commit_file: 1, bid_file_start_time: at(-1), bid_file_end_time: at(48) };
    const suspended = await signedUp(t, await section(t, { ...window, section_stauts: 15 }), 12);
    const disabled = await signedUp(t, await section(t, window), 12, undefined, { disabled: 1 });
    for (const s of [suspended, disabled]) {
      const [f] = await files(t, s.userId, 1);
      await t.db.query('INSERT INTO bid_file (signup_id, file_id, status, create_time) VALUES ($1, $2, 0, $3)', [s.signupId, f, at(-0.5)]);
      await refused(s.signupId, () => cancel(s.token, s.signupId), { msg: /^This bid can no longer be changed/ });
      expect(await t.db.query('SELECT status FROM bid_file WHERE signup_id = $1', [s.signupId])).toEqual([{ status: 0 }]);
    }
  });
});

describe('winning quote entry and abandoning the award', () => {
  async function results() {
    const sectionId = await section(t, { section_stauts: 13 });
    const one = await createSector(t.db, sectionId);
    const two = await createSector(t.db, sectionId, { sector_name: '阀门' });
    const winner = await signedUp(t, sectionId, 20);
    await award(t, winner.signupId, one);
    const loser = await signedUp(t, sectionId, 20);
    return { sectionId, one, two, winner, loser };
  }
  const line = (id: number, extra: object = {}) => ({ id, sectorPrice: '1200.50', taxRate: '13', otherExpenses: '10', sectorNumber: '10', ...extra });
  const send = (token: string, sectionId: number, sectorList: object[]) => post(token, '/system/section/submitWinningQuotes', { sectionId, sectorList });

  it('lets only the awarded sign-up enter its awarded items, with amounts of at most 2 decimals and 10 characters', async () => {
    const { sectionId, one, two, winner, loser } = await results();
    await refused(loser.signupId, () => send(loser.token, sectionId, [line(one)]), { msg: 'Only the winning supplier can enter the winning quote, after the results' });
    await refused(winner.signupId, () => send(winner.token, sectionId, [line(two)]), { msg: 'The winning quote must list exactly the items you were awarded' });
    await refused(winner.signupId, () => send(winner.token, sectionId, [line(one), line(two)]), { msg: 'The winning quote must list exactly the items you were awarded' });
    await refused(winner.signupId, () => send(winner.token, sectionId, [line(one, { sectorPrice: '12.345' })]), { msg: 'Amounts have at most 2 decimals and 10 characters' });
    await refused(winner.signupId, () => send(winner.token, sectionId, [line(one, { sectorPrice: '12345678901' })]), { msg: 'Amounts have at most 2 decimals and 10 characters' });
    await refused(winner.signupId, () => send(winner.token, sectionId, [line(one, { taxRate: '7' })]), { msg: 'The tax rate is invalid' });
    expect(await send(winner.token, sectionId, [line(one)])).toMatchObject({ code: 200 });
    expect((await signupRow(t, winner.signupId)).confirmation_status).toBe(10);
    const [stored] = await t.db.query<Record<string, string>>('SELECT sector_price::text AS p, tax_rate, other_expenses::text AS o FROM winning_quote WHERE signup_id = $1', [winner.signupId]);
    expect(stored).toEqual({ p: '1200.50', tax_rate: '13', o: '10.00' });
    await refused(winner.signupId, () => send(winner.token, sectionId, [line(one, { sectorPrice: '1100' })]), { msg: 'The winning quote has been submitted and is locked' });
    await t.db.query('UPDATE signup SET confirmation_status = 20 WHERE id = $1', [winner.signupId]);
    expect((await send(winner.token, sectionId, [line(one, { sectorPrice: '1100' })])).code).toBe(200);
    expect((await signupRow(t, winner.signupId)).confirmation_status).toBe(10);
  });

  it('asks for every item of a whole-bid award, and nothing before the results', async () => {
    const sectionId = await section(t, { section_stauts: 12 });
    const one = await createSector(t.db, sectionId);
    const two = await createSector(t.db, sectionId);
    const w = await signedUp(t, sectionId, 19);
    await award(t, w.signupId, null);
    await refused(w.signupId, () => send(w.token, sectionId, [line(one), line(two)]), { msg: /^Only the winning supplier/ });
    await t.db.query('UPDATE section SET section_stauts = 13 WHERE id = $1', [sectionId]);
    await setStatus(t, w.signupId, 20);
    await refused(w.signupId, () => send(w.token, sectionId, [line(one)]), { msg: /exactly the items/ });
    expect((await send(w.token, sectionId, [line(one), line(two)])).code).toBe(200);
  });

  it('lets the winner abandon its award once, after which it enters no winning quote', async () => {
    const { sectionId, one, winner, loser } = await results();
    const abandon = (token: string, id: number) => post(token, '/quotation/signup/abandonBid', { id, reason: '产能不足' });
    await refused(loser.signupId, () => abandon(loser.token, loser.signupId), { msg: 'Only an awarded bid can be abandoned, once the results are published' });
    await refused(winner.signupId, () => abandon(loser.token, winner.signupId), { code: 404 });
    expect(await abandon(winner.token, winner.signupId)).toMatchObject({ code: 200, msg: 'You have declined the award' });
    expect(await signupRow(t, winner.signupId)).toMatchObject({ award_declined_reason: '产能不足' });
    await refused(winner.signupId, () => abandon(winner.token, winner.signupId), { msg: /^Only an awarded bid/ });
    await refused(winner.signupId, () => send(winner.token, sectionId, [line(one)]), { msg: /^Only the winning supplier/ });
  });

  it('takes the answer to the payment method after the results from the winner only, until it declines', async () => {
    const { sectionId, winner, loser } = await results();
    const answer = (token: string) => post(token, '/system/section/acceptPaymentMethods', { sectionId, acceptPaymentMethods: 1 });
    await refused(loser.signupId, () => answer(loser.token), { msg: /can no longer be changed/ });
    expect((await answer(winner.token)).code).toBe(200);
    expect((await signupRow(t, winner.signupId)).accept_payment_methods).toBe(1);
    await post(winner.token, '/quotation/signup/abandonBid', { id: winner.signupId });
    await refused(winner.signupId, () => answer(winner.token), { msg: /can no longer be changed/ });
  });
});

// Issue 26: the page hides a slot whose flag is 0, but the API stored a file sent for it.
describe('a slot the section does not ask for', () => {
  it('takes no file in the qualification stage, naming the type in the caller\'s language, and changes nothing', async () => {
    const sectionId = await section(t, { is_qualification_business_license: 1 });
    const s = await signedUp(t, sectionId, 5);
    const [licence, agency, other] = await files(t, s.userId, 3);
    const send = (lists: Record<string, number[]>, locale = 'en') => () =>
      post(s.token, '/quotation/signup/submitQualification', { id: s.signupId, sectionId, qualificationBusinessLicenseFileList: refs([licence]), ...Object.fromEntries(Object.entries(lists).map(([k, v]) => [k, refs(v)])) }, locale);
    await refused(s.signupId, send({ qualificationAgencyLicenseFileList: [agency] }), { msg: 'No file can be uploaded for the agency licence: it is not asked for here' });
    await refused(s.signupId, send({ qualificationAgencyLicenseFileList: [agency] }, 'zh'), { msg: '此处不要求代理证书，不能上传' });
    await refused(s.signupId, send({ qualificationAgencyLicenseFileList: [agency] }, 'lo'), { msg: 'ບໍ່ສາມາດອັບໂຫຼດໄຟລ໌ສຳລັບ ໃບອະນຸຍາດຕົວແທນຈຳໜ່າຍ ໄດ້: ບ່ອນນີ້ບໍ່ຕ້ອງການເອກະສານນີ້' });
    await refused(s.signupId, send({ qualificationOtherFileList: [other] }), { msg: /^No file can be uploaded for .*: it is not asked for here$/ });
    expect(await auditCount(t, 'signup', 'submit-qualification', s.signupId)).toBe(0);
    // The slots it asks for, with the others empty as the page sends them, are taken.
    expect((await send({ qualificationAgencyLicenseFileList: [], qualificationOtherFileList: [] })()).code).toBe(200);
    expect((await signupRow(t, s.signupId)).qualification_agency_license_file_ids).toEqual([]);
  });

  it('takes no file in the base-file stage either', async () => {
    const sectionId = await section(t, { is_qualification_tec: 1 });
    const s = await signedUp(t, sectionId, 1);
    const [tec, achievement] = await files(t, s.userId, 2);
    const send = (lists: Record<string, number[]>) => () =>
      post(s.token, '/quotation/SupplierBaseFile', { supplierBaseFile: { signUpId: s.signupId, sectionId, supTecFileList: refs([tec]), ...Object.fromEntries(Object.entries(lists).map(([k, v]) => [k, refs(v)])) } });
    await refused(s.signupId, send({ supAchFileList: [achievement] }), { msg: 'No file can be uploaded for the achievement documents: it is not asked for here' });
    expect((await send({ supAchFileList: [] })()).code).toBe(200);
    expect((await signupRow(t, s.signupId)).sup_ach_file_ids).toEqual([]);
  });
});
