import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemoAccounts } from '../accounts/demoAccounts';
import { login } from '../accounts/testSupport';
import { testApp, TEST_PASSWORD_HASH_COST } from '../test/harness';
import { createSection } from '../test/factories';
import { auditCount, staff, supplier, uploadedFile } from './testSupport';

const t = await testApp(); // clock: 2026-06-01 10:00 in Asia/Shanghai
await seedDemoAccounts(t.db, t.clock.now(), TEST_PASSWORD_HASH_COST);

const operation = (token: string, locale = 'en') => t.call({ method: 'GET', url: '/prod-api/web/enterprise/operation', token, locale });
const stored = (token: string) => t.call({ method: 'GET', url: '/prod-api/web/enterprise/getByTaxCode', token });
const submit = (token: string, payload: object, locale = 'en') => t.call({ method: 'POST', url: '/prod-api/web/enterprise/submit', token, payload, locale });
const review = (token: string, companyId: number, payload: object) =>
  t.call({ method: 'POST', url: `/prod-api/admin/certifications/${companyId}/review`, token, payload, locale: 'en' });
const statusOf = async (companyId: number) =>
  (await t.db.query<{ s: string }>('SELECT certification_status AS s FROM company WHERE id = $1', [companyId]))[0].s;

/** An enterprise supplier with uploaded files and a complete manufacturer form (legal representative). */
async function applicant() {
  const s = await supplier(t);
  const file = (type: string, name: string) => uploadedFile(t, s.userId, type, name);
  const files = {
    report: await file('application/pdf', 'report.pdf'),
    licence: await file('application/pdf', 'licence.pdf'),
    agency: await file('application/pdf', 'agency.pdf'),
    production: await file('application/pdf', 'production.pdf'),
    front: await file('image/jpeg', 'front.jpg'),
    back: await file('image/png', 'back.png'),
    letter: await file('application/pdf', 'letter.pdf'),
  };
  const [contact] = await t.db.query<{ id: number }>("INSERT INTO bid_contact (company_id, user_name, business) VALUES ($1, '张丽', '技术方案') RETURNING id", [s.companyId]);
  const form = {
    declareName: 'anything',
    simpleName: '万象钢铁',
    realAddress: 'Vientiane, Sisattanak district',
    category: '2',
    enterpriseType: '2',
    manufacturingAddress: 'Vientiane industrial park, lot 12',
    productionCapacity: '20000 t/year',
    agencyLicenseFileList: [{ id: files.agency }],
    productionLicenseFileList: [{ id: files.production }],
    natureTaxpayer: '1',
    payedCapital: '5000000',
    employeesNumber: '120',
    setUpTime: '2012-03-15',
    threeYearsFinancialReprotFileList: [{ id: files.report }],
    trial: 1,
    suppliedProductName: 'Steel pipes',
    businessLicenseFileList: [{ id: files.licence }],
    businessLicenseStart: '2020-01-01',
    businessLicenseEnd: '2030-12-31',
    legalPerson: '王明',
    idType: '1',
    idNo: 'P1234567',
    bankName: 'BCEL',
    name: '王明',
    isLegalRepresentative: 'Y',
    mobile: '13800000000',
    email: 'someone@example.test',
    corporateIdCardFront: [{ id: files.front }],
    corporateIdCardOpposite: [{ id: files.back }],
    authorizationFileList: [{ id: files.letter }],
    authorizationStart: '2026-01-01',
    authorizationEnd: '2027-01-01',
    bpmIdStr: String(contact.id),
    bpmNameStr: 'ignored',
  };
  return { ...s, files, form, contactId: contact.id };
}

/** Sends the applicant's personal authentication form as well (legal representative, same files). */
const authenticatePersonally = (a: Awaited<ReturnType<typeof applicant>>) =>
  t.call({
    method: 'POST',
    url: '/prod-api/web/authorization/authenticate',
    token: a.token,
    payload: {
      isLegalRepresentative: 'Y',
      businessLicenseStart: '2020-01-01',
      businessLicenseEnd: '2030-12-31',
      businessLicenseFileList: [{ id: a.files.licence }],
      corporateIdCardFront: [{ id: a.files.front }],
      corporateIdCardOpposite: [{ id: a.files.back }],
    },
  });

describe('enterprise certification', () => {
  it('starts in Auth with the default text and the company name, phone and e-mail filled in', async () => {
    const a = await applicant();
    expect(await operation(a.token)).toMatchObject({ code: 200, data: { operation: 'Auth', operationContent: 'Information is under review' } });
    expect((await operation(a.token, 'zh')).data.operationContent).toBe('信息审核中');
    expect((await operation(a.token, 'lo')).data.operationContent).toBe('ຂໍ້ມູນກຳລັງຢູ່ໃນການກວດສອບ');
    const [user] = await t.db.query<{ phonenumber: string; email: string }>('SELECT phonenumber, email FROM app_user WHERE id = $1', [a.userId]);
    expect((await stored(a.token)).data).toMatchObject({
      declareName: '万象钢铁贸易有限公司',
      mobile: user.phonenumber,
      email: user.email,
      simpleName: null,
      businessLicenseFileList: [],
      status: null,
      feedback: null,
    });
  });

  it('stores a manufacturer\'s form, drops the hidden fields and puts the company under review', async () => {
    const a = await applicant();
    expect(await submit(a.token, a.form)).toMatchObject({ code: 200, msg: 'Submitted successfully, please wait for the review' });
    expect(await statusOf(a.companyId)).toBe('prompt');
    const { data } = await stored(a.token);
    expect(data).toMatchObject({
      declareName: '万象钢铁贸易有限公司',
      category: '2',
      natureTaxpayer: '1',
      trial: '1',
      manufacturingAddress: 'Vientiane industrial park, lot 12',
      setUpTime: '2012-03-15',
      businessLicenseStart: '2020-01-01',
      businessLicenseEnd: '2030-12-31',
      threeYearsFinancialReprotFileList: [{ id: a.files.report, fileName: 'report.pdf', type: 'pdf' }],
      productionLicenseFileList: [{ id: a.files.production }],
      agencyLicenseFileList: [],
      corporateIdCardFront: [{ id: a.files.front }],
      authorizationFileList: [],
      authorizationStart: null,
      bpmIdStr: String(a.contactId),
      bpmNameStr: '张丽',
      status: 'prompt',
    });
    expect(data.email).not.toBe('someone@example.test');
    expect(await auditCount(t, 'company', 'enterprise-certification', a.companyId)).toBe(1);
    expect(await operation(a.token)).toMatchObject({ data: { operation: 'prompt', operationContent: 'Information is under review' } });
    expect(await submit(a.token, a.form)).toMatchObject({ code: 601, msg: 'Enterprise authentication in progress, please wait' });
  });

  it('keeps an agent\'s agency licence and drops the manufacturing fields', async () => {
    const a = await applicant();
    expect((await submit(a.token, { ...a.form, category: 1, manufacturingAddress: '' })).code).toBe(200);
    expect((await stored(a.token)).data).toMatchObject({
      category: '1',
      manufacturingAddress: null,
      productionCapacity: null,
      productionLicenseFileList: [],
      agencyLicenseFileList: [{ id: a.files.agency }],
    });
  });

  it('keeps the authorization letter of someone other than the legal representative', async () => {
    const a = await applicant();
    expect((await submit(a.token, { ...a.form, isLegalRepresentative: 'N', corporateIdCardFront: [] })).code).toBe(200);
    expect((await stored(a.token)).data).toMatchObject({
      isLegalRepresentative: 'N',
      authorizationFileList: [{ id: a.files.letter }],
      authorizationStart: '2026-01-01',
      authorizationEnd: '2027-01-01',
      corporateIdCardFront: [],
      corporateIdCardOpposite: [],
    });
  });

  it('refuses invalid forms and stores nothing', async () => {
    const a = await applicant();
    const other = await applicant();
    const cases: [object, string][] = [
      [{ ...a.form, manufacturingAddress: '' }, 'Please enter the manufacturing address'],
      [{ ...a.form, category: '1', agencyLicenseFileList: [] }, 'Please upload the agency licence'],
      [{ ...a.form, category: '' }, 'Please select the supplier category'],
      [{ ...a.form, simpleName: '' }, 'Please enter the short name of the company'],
      [{ ...a.form, employeesNumber: '1 200' }, 'The number of employees may contain digits only'],
      [{ ...a.form, threeYearsFinancialReprotFileList: [] }, 'Please upload the financial reports of the last three years'],
      [{ ...a.form, businessLicenseEnd: '2026-05-01' }, 'The end date must be in the future'],
      [{ ...a.form, businessLicenseStart: '2031-01-01' }, 'The start date must be before the end date'],
      [{ ...a.form, idType: '' }, 'Please select the type of identity document'],
      [{ ...a.form, isLegalRepresentative: 'N', authorizationEnd: '2026-05-31' }, 'The end date must be in the future'],
      [{ ...a.form, corporateIdCardOpposite: [] }, 'Please upload the back of the identity card'],
      [{ ...a.form, email: 'bad' }, 'The email format is incorrect'],
      [{ ...a.form, businessLicenseFileList: [{ id: other.files.licence }] }, 'A file does not exist or does not belong to you'],
      [{ ...a.form, threeYearsFinancialReprotFileList: [{ id: 99999999 }] }, 'A file does not exist or does not belong to you'],
      [{ ...a.form, corporateIdCardFront: [{ id: a.files.licence }] }, 'Identity card photos must be jpg or png images'],
      [{ ...a.form, isLegalRepresentative: 'N', authorizationFileList: [{ id: a.files.front }] }, 'Format error: the authorization letter must be a PDF file'],
      [{ ...a.form, bpmIdStr: String(other.contactId) }, 'The chosen bid contact does not exist'],
      ...(['businessLicenseFileList', 'agencyLicenseFileList', 'productionLicenseFileList', 'threeYearsFinancialReprotFileList'] as const).map(
        (item): [object, string] => [{ ...a.form, category: '3', [item]: [{ id: a.files.report }, { id: a.files.licence }] }, 'Only one file may be uploaded per item'],
      ),
      [{ ...a.form, isLegalRepresentative: 'N', authorizationFileList: [{ id: a.files.letter }, { id: a.files.report }] }, 'Only one file may be uploaded per item'],
      [{ ...a.form, corporateIdCardFront: [1, 2, 3, 4].map(() => ({ id: a.files.front })) }, 'At most 3 images per side of the identity card'],
    ];
    for (const [form, msg] of cases) {
      const body = await submit(a.token, form);
      expect({ form, body }).toMatchObject({ form, body: { msg } });
      expect(body.code).not.toBe(200);
    }
    expect((await submit(a.token, { ...a.form, manufacturingAddress: '' }, 'zh')).msg).toBe('请输入生产地址');
    expect((await submit(a.token, { ...a.form, manufacturingAddress: '' }, 'lo')).msg).toBe('ກະລຸນາປ້ອນທີ່ຢູ່ຂອງສະຖານທີ່ຜະລິດ');
    expect(await statusOf(a.companyId)).toBe('Auth');
    expect((await t.db.query('SELECT 1 FROM enterprise_certification WHERE company_id = $1', [a.companyId])).length).toBe(0);
  });

  it('is for enterprise suppliers only', async () => {
    const individual = await login(t, 'individual', DEMO_PASSWORD);
    expect(await operation(individual)).toMatchObject({ code: 403, msg: 'Enterprise certification is for enterprise accounts only' });
    expect((await stored(individual)).code).toBe(403);
    const a = await applicant();
    expect((await submit(individual, a.form)).code).toBe(403);
    expect((await operation(await staff(t, 'buyer'))).code).toBe(403);
    expect((await t.call({ method: 'GET', url: '/prod-api/web/enterprise/operation' })).code).toBe(401);
  });

  it('is reviewed from the certification queue: reject shows the feedback, a correction goes back, pass accredits', async () => {
    const admin = await staff(t, 'admin');
    const a = await applicant();
    expect((await submit(a.token, a.form)).code).toBe(200);
    const queue = await t.call({ method: 'GET', url: '/prod-api/admin/certifications?pageSize=100', token: admin });
    const row = queue.rows.find((r: { companyId: number }) => r.companyId === a.companyId);
    expect(row).toMatchObject({ kind: 'enterprise', form: null, enterpriseForm: { simpleName: '万象钢铁', declareName: '万象钢铁贸易有限公司', status: 'prompt' } });

    expect((await review(admin, a.companyId, { pass: false, remark: 'Financial report unsigned' })).code).toBe(200);
    expect(await operation(a.token)).toMatchObject({ data: { operation: 'modify', operationContent: 'Financial report unsigned' } });
    expect((await stored(a.token)).data).toMatchObject({ status: 'modify', feedback: 'Financial report unsigned' });

    expect((await submit(a.token, { ...a.form, simpleName: '万象钢铁集团' })).code).toBe(200);
    expect((await stored(a.token)).data).toMatchObject({ simpleName: '万象钢铁集团', status: 'prompt', feedback: null });
    expect((await review(admin, a.companyId, { pass: true })).code).toBe(200);
    expect(await statusOf(a.companyId)).toBe('skip');
    expect((await operation(a.token)).data.operation).toBe('skip');
    expect((await stored(a.token)).data.status).toBe('skip');
    expect(await submit(a.token, a.form)).toMatchObject({ code: 601, msg: 'The authentication has already been approved and need not be submitted again' });
  });

  it("is read by tax code with step 2's id, instanceId and taskId (part 1 §3); another company's code reads as absent", async () => {
    const admin = await staff(t, 'admin');
    const a = await applicant();
    const [{ tin }] = await t.db.query<{ tin: string }>('SELECT tin FROM company WHERE id = $1', [a.companyId]);
    const byCode = (code: string) => t.call({ method: 'GET', url: `/prod-api/web/enterprise/getByTaxCode?taxCode=${encodeURIComponent(code)}`, token: a.token, locale: 'en' });
    expect((await byCode(tin)).data).toMatchObject({ id: null, instanceId: null, taskId: null, status: null });
    expect((await submit(a.token, a.form)).code).toBe(200);
    const [{ id }] = await t.db.query<{ id: number }>('SELECT id FROM enterprise_certification WHERE company_id = $1', [a.companyId]);
    const underReview = (await byCode(` ${tin.toLowerCase()} `)).data;
    expect(underReview).toMatchObject({ id: Number(id), instanceId: `enterprise-certification-${id}`, taskId: expect.stringMatching(new RegExp(`^${id}-prompt-\\d+$`)) });
    expect((await t.call({ method: 'GET', url: `/prod-api/web/enterprise/getByTaxCode?tin=${tin}`, token: a.token })).data.id).toBe(Number(id));
    expect((await review(admin, a.companyId, { pass: false, remark: 'Financial report unsigned' })).code).toBe(200);
    const returned = (await byCode(tin)).data;
    expect(returned).toMatchObject({ id: Number(id), instanceId: underReview.instanceId, status: 'modify' });
    expect(returned.taskId).not.toBe(underReview.taskId);
    // The whole form goes back with the ids (part 1 §7 "submit personal step with the whole form").
    expect((await submit(a.token, { ...a.form, id: returned.id, instanceId: returned.instanceId, taskId: returned.taskId })).code).toBe(200);
    expect((await review(admin, a.companyId, { pass: true })).code).toBe(200);
    // Issue 26: the summary step the client shows once accredited (part 1 §2, step 4) reads step 2's ids too; the
    // taskId is the review task that accredited the company, not null.
    const accredited = (await byCode(tin)).data;
    expect(accredited).toMatchObject({ id: Number(id), instanceId: underReview.instanceId, status: 'skip', taskId: expect.stringMatching(new RegExp(`^${id}-skip-\\d+$`)) });
    expect(accredited.taskId).not.toBe(returned.taskId);
    const other = await applicant();
    const [{ tin: otherTin }] = await t.db.query<{ tin: string }>('SELECT tin FROM company WHERE id = $1', [other.companyId]);
    expect(await byCode(otherTin)).toMatchObject({ code: 404 });
  });

  it('reviews the latest form when a company sent both kinds', async () => {
    const admin = await staff(t, 'admin');
    const a = await applicant();
    expect((await authenticatePersonally(a)).code).toBe(200);
    expect((await review(admin, a.companyId, { pass: false, remark: 'Use the enterprise certification' })).code).toBe(200);
    t.clock.advance(60_000);
    expect((await submit(a.token, a.form)).code).toBe(200);
    const queue = await t.call({ method: 'GET', url: '/prod-api/admin/certifications?pageSize=100', token: admin });
    expect(queue.rows.filter((r: { companyId: number }) => r.companyId === a.companyId).map((r: { kind: string }) => r.kind)).toEqual(['enterprise']);
    expect((await review(admin, a.companyId, { pass: false, remark: 'Second look' })).code).toBe(200);
    expect((await operation(a.token)).data.operationContent).toBe('Second look');
    const personalRow = await t.call({ method: 'GET', url: '/prod-api/web/authorization/getAuthorizationByRaxCode', token: a.token });
    expect(personalRow.data).toMatchObject({ feedback: 'Use the enterprise certification' });
  });

  it('refuses a sign-up after the enterprise form was sent back, naming the remark on that form', async () => {
    const admin = await staff(t, 'admin');
    const a = await applicant();
    expect((await authenticatePersonally(a)).code).toBe(200);
    expect((await review(admin, a.companyId, { pass: false, remark: 'Old personal remark' })).code).toBe(200);
    t.clock.advance(60_000);
    expect((await submit(a.token, a.form)).code).toBe(200);
    expect((await review(admin, a.companyId, { pass: false, remark: 'Production licence expired' })).code).toBe(200);

    const section = await createSection(t.db, { signup_end_time: new Date(t.clock.now().getTime() + 24 * 3_600_000) });
    const body = await t.call({ method: 'POST', url: '/prod-api/quotation/signup', token: a.token, payload: { sectionId: section }, locale: 'en' });
    expect(body.code).toBe(601);
    expect(body.msg).toContain('Production licence expired');
    expect(body.msg).not.toContain('Old personal remark');
    expect(await t.db.query('SELECT 1 FROM signup WHERE company_id = $1', [a.companyId])).toEqual([]);
  });
});
