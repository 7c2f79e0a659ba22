import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { testApp } from '../test/harness';
import { auditCount, staff, supplier, uploadedFile } from './testSupport';

const t = await testApp(); // clock: 2026-06-01 10:00 in Asia/Shanghai

const verify = (token: string, locale = 'en') => t.call({ method: 'GET', url: '/prod-api/web/authorization/verify', token, locale });
const authenticate = (token: string, payload: object, locale = 'en') =>
  t.call({ method: 'POST', url: '/prod-api/web/authorization/authenticate', token, payload, locale });
const stored = (token: string) => t.call({ method: 'GET', url: '/prod-api/web/authorization/getAuthorization', token });
const review = (token: string, companyId: number, payload: object, locale = 'en') =>
  t.call({ method: 'POST', url: `/prod-api/admin/certifications/${companyId}/review`, token, payload, locale });
const statusOf = async (companyId: number) =>
  (await t.db.query<{ s: string }>('SELECT certification_status AS s FROM company WHERE id = $1', [companyId]))[0].s;

/** A supplier with uploaded files and a valid form for each branch. */
async function applicant() {
  const s = await supplier(t);
  const licence = await uploadedFile(t, s.userId, 'application/pdf', 'licence.pdf');
  const front = await uploadedFile(t, s.userId, 'image/jpeg', 'front.jpg');
  const back = await uploadedFile(t, s.userId, 'image/png', 'back.png');
  const letter = await uploadedFile(t, s.userId, 'application/pdf', 'letter.pdf');
  const legal = {
    isLegalRepresentative: 'Y',
    businessLicenseStart: '2020-01-01',
    businessLicenseEnd: '2030-12-31',
    businessLicenseFileList: [{ id: licence, fileName: 'licence.pdf', url: `/prod-api/common/files/${licence}` }],
    corporateIdCardFront: [{ id: front }],
    corporateIdCardOpposite: [{ id: back }],
  };
  const authorized = {
    isLegalRepresentative: 'N',
    businessLicenseStart: '2020-01-01',
    businessLicenseEnd: '2030-12-31',
    businessLicenseFileList: [{ id: licence }],
    authorizationFileList: [{ id: letter }],
    authorizationStart: '2026-01-01',
    authorizationEnd: '2027-01-01',
  };
  return { ...s, files: { licence, front, back, letter }, legal, authorized };
}

describe('certification check', () => {
  it('answers each operation with its explanation', async () => {
    const s = await supplier(t);
    expect(await verify(s.token)).toMatchObject({
      code: 200,
      data: { operation: 'Auth', operationUserType: 0, operationMsg: 'The current user is not authenticated, please authenticate first' },
    });
    expect((await verify(s.token, 'zh')).data.operationMsg).toBe('当前用户未认证，请先进行认证');
    await t.db.query("UPDATE company SET certification_status = 'prompt' WHERE id = $1", [s.companyId]);
    expect((await verify(s.token)).data).toMatchObject({ operation: 'prompt', operationMsg: 'Enterprise authentication in progress, please wait' });
    await t.db.query("UPDATE company SET certification_status = 'skip' WHERE id = $1", [s.companyId]);
    expect((await verify(s.token)).data).toMatchObject({ operation: 'skip', operationMsg: 'The authentication has been approved' });
  });

  it('tells a rejected supplier the reviewer\'s feedback', async () => {
    const a = await applicant();
    expect((await authenticate(a.token, a.legal)).code).toBe(200);
    expect((await review(await staff(t, 'admin'), a.companyId, { pass: false, remark: 'Licence scan unreadable' })).code).toBe(200);
    const { data } = await verify(a.token);
    expect(data.operation).toBe('modify');
    expect(data.operationMsg).toContain('Licence scan unreadable');
  });

  it('gives the feedback in the reader\'s language, a fallback marked with its language, and clears it with a new form', async () => {
    const a = await applicant();
    expect((await authenticate(a.token, a.legal)).code).toBe(200);
    const feedback = { remark: '营业执照扫描件不清晰', remarkLo: 'ສຳເນົາໃບທະບຽນວິສາຫະກິດບໍ່ຈະແຈ້ງ' };
    expect((await review(await staff(t, 'admin'), a.companyId, { pass: false, ...feedback })).code).toBe(200);
    expect((await verify(a.token, 'zh')).data.operationMsg).toContain('营业执照扫描件不清晰');
    expect((await verify(a.token, 'lo')).data.operationMsg).toContain('ສຳເນົາໃບທະບຽນວິສາຫະກິດບໍ່ຈະແຈ້ງ');
    expect((await verify(a.token, 'en')).data.operationMsg).toContain('营业执照扫描件不清晰 (in Chinese)');
    const form = (locale: string) => t.call({ method: 'GET', url: '/prod-api/web/authorization/getAuthorization', token: a.token, locale });
    const variants = { feedback: feedback.remark, feedbackEn: null, feedbackLo: feedback.remarkLo };
    expect((await form('zh')).data).toMatchObject({ ...variants, feedbackLang: 'zh' });
    expect((await form('en')).data).toMatchObject({ ...variants, feedbackLang: 'zh' });
    expect((await form('lo')).data).toMatchObject({ ...variants, feedbackLang: 'lo' });
    expect((await authenticate(a.token, a.legal)).code).toBe(200);
    expect((await form('lo')).data).toMatchObject({ feedback: null, feedbackEn: null, feedbackLo: null, feedbackLang: null });
  });

  it('asks for a login and refuses buyer staff', async () => {
    expect((await t.call({ method: 'GET', url: '/prod-api/web/authorization/verify' })).code).toBe(401);
    expect((await verify(await staff(t, 'buyer'))).code).toBe(403);
  });
});

describe('personal authentication', () => {
  it('stores the legal representative\'s form, puts the company under review and reads it back', async () => {
    const a = await applicant();
    expect((await stored(a.token)).data).toBeNull();
    expect(await authenticate(a.token, a.legal)).toMatchObject({ code: 200, msg: 'Submitted successfully, please wait for the review' });
    expect(await statusOf(a.companyId)).toBe('prompt');
    const { data } = await stored(a.token);
    expect(data).toMatchObject({
      isLegalRepresentative: 'Y',
      businessLicenseStart: '2020-01-01',
      businessLicenseEnd: '2030-12-31',
      businessLicenseFileList: [{ id: a.files.licence, fileName: 'licence.pdf', type: 'pdf' }],
      corporateIdCardFront: [{ id: a.files.front }],
      corporateIdCardOpposite: [{ id: a.files.back }],
      authorizationFileList: [],
      authorizationStart: null,
      status: 'prompt',
    });
    const [audit] = await t.db.query<{ actor_id: number; after: { certificationStatus: string } }>(
      "SELECT actor_id, after FROM audit_log WHERE entity = 'company' AND entity_id = $1 AND action = 'authenticate'",
      [a.companyId],
    );
    expect(audit).toMatchObject({ actor_id: a.userId, after: { certificationStatus: 'prompt' } });
    expect(await authenticate(a.token, a.legal)).toMatchObject({ code: 601, msg: 'Enterprise authentication in progress, please wait' });
  });

  it('stores an authorized person\'s form with the letter and its period', async () => {
    const a = await applicant();
    expect((await authenticate(a.token, a.authorized)).code).toBe(200);
    expect((await stored(a.token)).data).toMatchObject({
      isLegalRepresentative: 'N',
      authorizationFileList: [{ id: a.files.letter }],
      authorizationStart: '2026-01-01',
      authorizationEnd: '2027-01-01',
      corporateIdCardFront: [],
    });
  });

  it('refuses invalid forms and stores nothing', async () => {
    const a = await applicant();
    const other = await applicant();
    const cases: [object, string][] = [
      [{ ...a.legal, businessLicenseEnd: '2026-05-31' }, 'The end date must be in the future'],
      [{ ...a.legal, businessLicenseEnd: '2026-06-01' }, 'The end date must be in the future'],
      [{ ...a.legal, businessLicenseStart: '2031-01-01' }, 'The start date must be before the end date'],
      [{ ...a.legal, businessLicenseStart: '' }, 'Please select the validity period of the business licence'],
      [{ ...a.legal, businessLicenseEnd: '2030-02-30' }, 'The date must be written as yyyy-MM-dd'],
      [{ ...a.legal, businessLicenseFileList: [] }, 'Please upload the business licence'],
      [{ ...a.legal, isLegalRepresentative: undefined }, 'Please select whether you are the legal representative'],
      [{ ...a.legal, corporateIdCardFront: [] }, 'Please upload the front of the identity card'],
      [{ ...a.legal, corporateIdCardOpposite: undefined }, 'Please upload the back of the identity card'],
      [{ ...a.legal, corporateIdCardFront: [1, 2, 3, 4].map(() => ({ id: a.files.front })) }, 'At most 3 images per side of the identity card'],
      [{ ...a.legal, businessLicenseFileList: [{ id: a.files.licence }, { id: a.files.letter }] }, 'Only one file may be uploaded per item'],
      [{ ...a.authorized, authorizationFileList: [{ id: a.files.letter }, { id: a.files.licence }] }, 'Only one file may be uploaded per item'],
      [{ ...a.authorized, authorizationFileList: [] }, 'Please upload the authorization letter'],
      [{ ...a.authorized, authorizationEnd: undefined }, 'Please select the validity period of the authorization'],
      [{ ...a.authorized, authorizationStart: '2027-01-01' }, 'The start date must be before the end date'],
      [{ ...a.authorized, authorizationEnd: '2026-01-02' }, 'The end date must be in the future'],
      [{ ...a.legal, corporateIdCardFront: [{ id: other.files.front }] }, 'A file does not exist or does not belong to you'],
      [{ ...a.legal, businessLicenseFileList: [{ id: 99999999 }] }, 'A file does not exist or does not belong to you'],
      [{ ...a.legal, corporateIdCardFront: [{ id: a.files.licence }] }, 'Identity card photos must be jpg or png images'],
      [{ ...a.authorized, authorizationFileList: [{ id: a.files.front }] }, 'Format error: the authorization letter must be a PDF file'],
    ];
    for (const [form, msg] of cases) {
      const body = await authenticate(a.token, form);
      expect({ form, body }).toMatchObject({ form, body: { msg } });
      expect(body.code).not.toBe(200);
    }
    expect(await statusOf(a.companyId)).toBe('Auth');
    expect((await t.db.query('SELECT 1 FROM authorization_form WHERE company_id = $1', [a.companyId])).length).toBe(0);
    expect((await stored(a.token)).data).toBeNull();
  });

  it('localizes the refusals', async () => {
    const a = await applicant();
    expect((await authenticate(a.token, { ...a.legal, corporateIdCardFront: [] }, 'zh')).msg).toBe('请上传身份证正面');
    expect((await authenticate(a.token, { ...a.legal, corporateIdCardFront: [] }, 'lo')).msg).toBe('ກະລຸນາອັບໂຫຼດດ້ານໜ້າຂອງບັດປະຈຳຕົວ');
  });

  it('offers the authorization letter template as a PDF attachment', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/prod-api/web/authorization/template/downLoad' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename=/);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await PDFDocument.load(response.rawPayload);
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(pdf.getTitle()).toContain('Letter of Authorization');
  });
});

describe('review of certifications', () => {
  it('lists the companies waiting, passes one and rejects another with a remark', async () => {
    const admin = await staff(t, 'admin');
    const buyer = await staff(t, 'buyer');
    const first = await applicant();
    const second = await applicant();
    await authenticate(first.token, first.legal);
    await authenticate(second.token, second.authorized);
    const queue = await t.call({ method: 'GET', url: '/prod-api/admin/certifications?status=prompt&pageSize=100', token: buyer });
    expect(queue.code).toBe(200);
    const row = queue.rows.find((r: { companyId: number }) => r.companyId === second.companyId);
    expect(row).toMatchObject({ companyName: '万象钢铁贸易有限公司', certificationStatus: 'prompt', form: { isLegalRepresentative: 'N', authorizationFileList: [{ id: second.files.letter }] } });
    expect(row.tin).toMatch(/^91TEST/);
    // Reviewers are given the review of a form under review (certificationPolicy); the page shows its buttons from it.
    expect(row.actions).toEqual(['review']);

    expect(await review(buyer, first.companyId, { pass: true })).toMatchObject({ code: 200, msg: 'The certification has been approved' });
    expect(await statusOf(first.companyId)).toBe('skip');
    expect((await verify(first.token)).data.operation).toBe('skip');
    expect(await review(admin, first.companyId, { pass: false, remark: 'again' })).toMatchObject({ code: 601, msg: 'This company has no certification waiting for review' });

    expect(await review(admin, second.companyId, { pass: false }, 'en')).toMatchObject({ msg: 'Please give the reason for the rejection' });
    expect(await review(admin, second.companyId, { pass: false, remark: '   ' })).toMatchObject({ msg: 'Please give the reason for the rejection' });
    expect(await statusOf(second.companyId)).toBe('prompt');
    expect(await review(admin, second.companyId, { pass: false, remark: 'Letter not signed' })).toMatchObject({ code: 200, msg: 'The certification has been sent back' });
    expect(await statusOf(second.companyId)).toBe('modify');
    // Sent back, the form is no longer reviewed: listed among the rejected, with no action.
    const rejected = await t.call({ method: 'GET', url: '/prod-api/admin/certifications?status=modify&pageSize=100', token: admin });
    expect(rejected.rows.find((r: { companyId: number }) => r.companyId === second.companyId)).toMatchObject({ certificationStatus: 'modify', actions: [] });
    expect((await stored(second.token)).data).toMatchObject({ status: 'modify', feedback: 'Letter not signed' });
    expect(await auditCount(t, 'company', 'certification-pass', first.companyId)).toBe(1);
    expect(await auditCount(t, 'company', 'certification-reject', second.companyId)).toBe(1);

    // After a rejection the supplier corrects and submits again.
    expect((await authenticate(second.token, second.legal)).code).toBe(200);
    expect((await stored(second.token)).data).toMatchObject({ status: 'prompt', feedback: null, isLegalRepresentative: 'Y' });
    // An accredited company does not submit again.
    expect((await authenticate(first.token, first.legal)).code).toBe(601);
  });

  it('refuses suppliers, unknown companies and companies not under review', async () => {
    const a = await applicant();
    await authenticate(a.token, a.legal);
    expect((await review(a.token, a.companyId, { pass: true })).code).toBe(403);
    expect((await t.call({ method: 'GET', url: '/prod-api/admin/certifications', token: a.token })).code).toBe(403);
    expect(await statusOf(a.companyId)).toBe('prompt');
    const admin = await staff(t, 'admin');
    expect((await review(admin, 99999999, { pass: true })).code).toBe(404);
    const idle = await supplier(t);
    expect((await review(admin, idle.companyId, { pass: true })).code).toBe(601);
    expect(await statusOf(idle.companyId)).toBe('Auth');
  });
});
