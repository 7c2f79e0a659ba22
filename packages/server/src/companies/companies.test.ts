import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemoAccounts } from '../accounts/demoAccounts';
import { login, signedInSupplier, uniqueContact } from '../accounts/testSupport';
import { auditCount, staff, supplier, uploadedFile } from '../certification/testSupport';
import { splitStatements } from '../db/migrate';
import { testApp, TEST_PASSWORD_HASH_COST } from '../test/harness';

const t = await testApp();
await seedDemoAccounts(t.db, t.clock.now(), TEST_PASSWORD_HASH_COST);

const read = (token: string, id: number | string) => t.call({ method: 'GET', url: `/prod-api/bidCompany/${id}`, token, locale: 'en' });
const save = (token: string, payload: object, locale = 'en') => t.call({ method: 'PUT', url: '/prod-api/bidCompany', token, payload, locale });
const contacts = (token: string, query = '', locale?: string) => t.call({ method: 'GET', url: `/prod-api/bpm/bpmUser/list${query}`, token, locale });

describe('company qualification', () => {
  it('reads the caller\'s company, replaces its files and records the change', async () => {
    const s = await supplier(t);
    expect(await read(s.token, s.companyId)).toMatchObject({
      code: 200,
      data: { id: s.companyId, name: '万象钢铁贸易有限公司', mainBusiness: '钢材贸易', businessLicenseFileList: [], achievementFileList: [], agencyLicenseFileList: [] },
    });
    const licence = await uploadedFile(t, s.userId, 'application/pdf', 'licence.pdf');
    const achievement = await uploadedFile(t, s.userId, 'application/zip', 'projects.zip');
    const agency = await uploadedFile(t, s.userId, 'image/png', 'agency.png');
    const form = { id: s.companyId, businessLicenseFileList: [{ id: licence }], achievementFileList: [{ id: achievement }], agencyLicenseFileList: [] };
    expect(await save(s.token, form)).toMatchObject({ code: 200, msg: 'The company qualification has been saved' });
    expect((await read(s.token, s.companyId)).data).toMatchObject({
      businessLicenseFileList: [{ id: licence, fileName: 'licence.pdf', type: 'pdf', url: `/prod-api/common/files/${licence}` }],
      achievementFileList: [{ id: achievement, type: 'zip' }],
      agencyLicenseFileList: [],
    });
    expect((await save(s.token, { ...form, achievementFileList: [], agencyLicenseFileList: [{ id: agency }] })).code).toBe(200);
    expect((await read(s.token, s.companyId)).data).toMatchObject({ achievementFileList: [], agencyLicenseFileList: [{ id: agency }] });
    expect(await auditCount(t, 'company', 'qualification', s.companyId)).toBe(2);
  });

  it('flags the slots the page shows (part 1 §5): all three, no agency licence for a company certified in category 2', async () => {
    const s = await supplier(t);
    const flags = { isQualificationBusinessLicense: 1, isQualificationAchievement: 1, isQualificationAgencyLicense: 1 };
    expect((await read(s.token, s.companyId)).data).toMatchObject(flags);
    await t.db.query(
      `INSERT INTO enterprise_certification (company_id, submitted_by, form, status, create_time, update_time) VALUES ($1, $2, '{"category":"2"}', 'prompt', now(), now())`,
      [s.companyId, s.userId],
    );
    expect((await read(s.token, s.companyId)).data).toMatchObject({ ...flags, isQualificationAgencyLicense: 0 });
  });

  // Issue 26: the page hid the agency licence slot of a category-2 company, but the API stored a file sent for it.
  it('refuses a new file for the slot it flags 0, in the caller\'s language, changing nothing; what the slot holds may come back', async () => {
    const s = await supplier(t);
    const [licence, held, agency] = [await uploadedFile(t, s.userId), await uploadedFile(t, s.userId), await uploadedFile(t, s.userId)];
    const form = { id: s.companyId, businessLicenseFileList: [{ id: licence }], achievementFileList: [], agencyLicenseFileList: [{ id: held }] };
    expect((await save(s.token, form)).code).toBe(200);
    // Certified in category 2 afterwards: the slot is hidden, the file it holds stays.
    await t.db.query(
      `INSERT INTO enterprise_certification (company_id, submitted_by, form, status, create_time, update_time) VALUES ($1, $2, '{"category":"2"}', 'prompt', now(), now())`,
      [s.companyId, s.userId],
    );
    const stored = async () => (await t.db.query('SELECT business_license_file_ids, achievement_file_ids, agency_license_file_ids FROM company_qualification WHERE company_id = $1', [s.companyId]))[0];
    const before = await stored();
    const audits = await auditCount(t, 'company', 'qualification', s.companyId);
    for (const [locale, msg] of [
      ['en', 'No file can be uploaded for the agency licence: it is not asked for here'],
      ['zh', '此处不要求代理证书，不能上传'],
      ['lo', 'ບໍ່ສາມາດອັບໂຫຼດໄຟລ໌ສຳລັບ ໃບອະນຸຍາດຕົວແທນຈຳໜ່າຍ ໄດ້: ບ່ອນນີ້ບໍ່ຕ້ອງການເອກະສານນີ້'],
    ]) {
      expect(await save(s.token, { ...form, businessLicenseFileList: [], agencyLicenseFileList: [{ id: agency }] }, locale)).toEqual({ code: 601, msg });
    }
    expect(await stored()).toEqual(before);
    expect(await auditCount(t, 'company', 'qualification', s.companyId)).toBe(audits);
    // The page sends a hidden slot back as it is held: saving the other slots still works.
    expect((await save(s.token, { ...form, achievementFileList: [{ id: agency }] })).code).toBe(200);
  });

  it('hides other companies and refuses bad files', async () => {
    const s = await supplier(t);
    const other = await supplier(t);
    const mine = await uploadedFile(t, s.userId);
    const second = await uploadedFile(t, s.userId);
    const theirs = await uploadedFile(t, other.userId);
    expect(await read(s.token, other.companyId)).toMatchObject({ code: 404, msg: 'The company does not exist' });
    expect((await read(s.token, 99999999)).code).toBe(404);
    expect((await read(s.token, 'abc')).code).not.toBe(200);
    const empty = { businessLicenseFileList: [], achievementFileList: [], agencyLicenseFileList: [] };
    expect((await save(s.token, { ...empty, id: other.companyId, businessLicenseFileList: [{ id: mine }] })).code).toBe(404);
    expect(await save(s.token, { ...empty, id: s.companyId, businessLicenseFileList: [{ id: mine }, { id: second }] })).toMatchObject({
      msg: 'Only one file may be uploaded per item',
    });
    expect((await save(s.token, { ...empty, id: s.companyId, businessLicenseFileList: [{ id: mine }, { id: second }] }, 'lo')).msg).toBe('ແຕ່ລະລາຍການອັບໂຫຼດໄດ້ພຽງໜຶ່ງໄຟລ໌');
    expect(await save(s.token, { ...empty, id: s.companyId, achievementFileList: [{ id: theirs }] })).toMatchObject({ code: 601, msg: 'A file does not exist or does not belong to you' });
    expect((await read(s.token, s.companyId)).data.businessLicenseFileList).toEqual([]);
    expect((await read(other.token, other.companyId)).data.achievementFileList).toEqual([]);
    expect((await read(await staff(t, 'buyer'), s.companyId)).code).toBe(403);
    expect((await t.call({ method: 'GET', url: `/prod-api/bidCompany/${s.companyId}` })).code).toBe(401);
  });
});

describe('bid contacts', () => {
  it('pages the demo supplier\'s contacts and filters them by name', async () => {
    const token = await login(t, 'supplier', DEMO_PASSWORD);
    const all = await contacts(token);
    expect(all).toMatchObject({ code: 200, total: 6 });
    expect(all.rows[0]).toMatchObject({ bpmId: expect.any(Number), userName: '王明', business: '商务报价', status: 1 });
    expect(all.rows.map((r: { status: number }) => r.status)).toContain(0);
    const page2 = await contacts(token, '?pageNum=2&pageSize=4');
    expect(page2.total).toBe(6);
    expect(page2.rows.map((r: { userName: string }) => r.userName)).toEqual(['坎拉·西苏潘', '陈晓东']);
    expect((await contacts(token, '?userName=somchai')).rows.map((r: { userName: string }) => r.userName)).toEqual(['宋猜·彭玛占']);
    expect((await contacts(token, '?userName=ສົມໃຈ')).rows.map((r: { userNameEn: string }) => r.userNameEn)).toEqual(['Somchai Phommachanh']);
    expect(await contacts(token, '?userName=%25')).toMatchObject({ rows: [], total: 0 });
    expect((await contacts(token, '?pageSize=0')).code).not.toBe(200);
  });

  it('answers the same contact in each reader\'s language, a missing variant shown in another and marked by its language', async () => {
    const s = await supplier(t);
    const given = { userName: '王明', userNameEn: 'Wang Ming', business: '商务报价', businessEn: 'Commercial quotations', businessLo: 'ການສະເໜີລາຄາທາງການຄ້າ' };
    const onlyChinese = { userName: '陈晓东', business: '售后服务' };
    for (const form of [given, onlyChinese]) expect((await t.call({ method: 'POST', url: '/prod-api/bpm/bpmUser', token: s.token, payload: form })).code).toBe(200);
    const answer = async (locale: string) => (await contacts(s.token, '?userName=' + encodeURIComponent('晓东'), locale)).rows.concat((await contacts(s.token, '?userName=Wang', locale)).rows);
    const variants = { ...given, userNameLo: null };
    expect(await answer('zh')).toEqual([
      { bpmId: expect.any(Number), ...onlyChinese, userNameEn: null, userNameLo: null, businessEn: null, businessLo: null, userNameLang: 'zh', businessLang: 'zh', status: 1 },
      { bpmId: expect.any(Number), ...variants, userNameLang: 'zh', businessLang: 'zh', status: 1 },
    ]);
    expect(await answer('en')).toMatchObject([
      { userNameLang: 'zh', businessLang: 'zh' },
      { userNameLang: 'en', businessLang: 'en' },
    ]);
    // A Lao reader: the role in Lao; the name, not given in Lao, in English before Chinese.
    expect(await answer('lo')).toMatchObject([
      { userNameLang: 'zh', businessLang: 'zh' },
      { ...variants, userNameLang: 'en', businessLang: 'lo' },
    ]);
  });

  it('shows each company its own contacts only', async () => {
    const newcomer = await contacts(await login(t, 'newcomer', DEMO_PASSWORD));
    expect(newcomer.total).toBe(3);
    expect(newcomer.rows.map((r: { userName: string }) => r.userName)).not.toContain('王明');
    expect(await contacts((await supplier(t)).token)).toMatchObject({ code: 200, rows: [{ userName: '王明', business: null, status: 1 }], total: 1 });
    expect((await contacts(await staff(t, 'admin'))).code).toBe(403);
  });
});

describe('bid contacts', () => {
  const add = (token: string, payload: object, locale = 'en') => t.call({ method: 'POST', url: '/prod-api/bpm/bpmUser', token, payload, locale });
  const edit = (token: string, id: number | string, payload: object, locale = 'en') => t.call({ method: 'PUT', url: `/prod-api/bpm/bpmUser/${id}`, token, payload, locale });
  const rowsOf = async (companyId: number) =>
    t.db.query<{ user_name: string; business: string | null; status: number }>('SELECT user_name, business, status FROM bid_contact WHERE company_id = $1 ORDER BY id', [companyId]);

  it('makes the person registering an enterprise its first active contact, but not an individual', async () => {
    const s = await supplier(t);
    expect(await rowsOf(s.companyId)).toEqual([{ user_name: '王明', business: null, status: 1 }]);
    const { identityCard } = uniqueContact();
    const individual = await signedInSupplier(t, { registerType: 1, name: '宋达', nickName: '宋达', tin: '', identityCard: identityCard + 'x' });
    expect(await contacts(individual.token)).toMatchObject({ code: 200, rows: [], total: 0 });
  });

  it('gives enterprises registered earlier their first user as contact when migrating (012), leaving others alone', async () => {
    const [company] = await t.db.query<{ id: number }>("INSERT INTO company (name, tin, kind) VALUES ('Earlier Co', '91EARLIER0001', 'supplier') RETURNING id");
    for (const [name, phone] of [['Earlier first', '13900000901'], ['Earlier second', '13900000902']]) {
      await t.db.query("INSERT INTO app_user (user_name, nick_name, phonenumber, password_hash, role, operation_user_type, company_id) VALUES ($1, $2, $1, 'x', 'supplier', 0, $3)", [phone, name, company.id]);
    }
    const demo = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM bid_contact');
    const sql = await readFile(new URL('../db/migrations/012_bid_contacts.sql', import.meta.url), 'utf8');
    for (const statement of splitStatements(sql)) await t.db.query(statement);
    expect(await rowsOf(company.id)).toEqual([{ user_name: 'Earlier first', business: null, status: 1 }]);
    expect((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM bid_contact'))[0].n).toBe(demo[0].n + 1);
  });

  it('adds, edits, disables and enables a contact of the caller\'s company, each change recorded', async () => {
    const s = await supplier(t);
    const added = await add(s.token, { userName: '  Somchai  ', business: 'Technical offers' });
    expect(added).toEqual({
      code: 200,
      msg: 'The bid contact has been saved',
      data: {
        bpmId: expect.any(Number),
        // Typed in Latin letters: English, whatever box it was typed in.
        ...{ userName: 'Somchai', userNameEn: null, userNameLo: null, userNameLang: 'en' },
        ...{ business: 'Technical offers', businessEn: null, businessLo: null, businessLang: 'en' },
        status: 1,
      },
    });
    const id = added.data.bpmId;
    expect((await add(s.token, { userName: '陈晓东', status: 0 }, 'zh')).msg).toBe('投标联系人已保存');
    expect((await edit(s.token, id, { userName: 'Somchai P.', business: '', status: 0 })).data).toMatchObject({ bpmId: id, userName: 'Somchai P.', business: null, businessLang: null, status: 0 });
    expect((await edit(s.token, id, { userName: 'Somchai P.', status: '1' })).data.status).toBe(1);
    expect((await contacts(s.token)).rows.map((r: { userName: string; status: number }) => [r.userName, r.status])).toEqual([
      ['王明', 1],
      ['Somchai P.', 1],
      ['陈晓东', 0],
    ]);
    expect(await auditCount(t, 'bid_contact', 'bid-contact-add', id)).toBe(1);
    expect(await auditCount(t, 'bid_contact', 'bid-contact-update', id)).toBe(2);
  });

  it('refuses bad input, other companies\' contacts and non-suppliers, changing nothing', async () => {
    const s = await supplier(t);
    const other = await supplier(t);
    const [theirs] = await t.db.query<{ id: number }>('SELECT id FROM bid_contact WHERE company_id = $1', [other.companyId]);
    const before = await rowsOf(s.companyId);
    expect(await add(s.token, { userName: '   ' })).toEqual({ code: 601, msg: 'Please enter the name of the bid contact' });
    expect((await add(s.token, {}, 'lo')).msg).toBe('ກະລຸນາປ້ອນຊື່ຂອງຜູ້ຕິດຕໍ່ການປະມູນ');
    expect(await add(s.token, { userName: 'A', status: 2 })).toEqual({ code: 601, msg: 'A bid contact is either active or disabled' });
    expect((await add(s.token, { userName: 'x'.repeat(51) })).code).toBe(601);
    expect(await edit(s.token, theirs.id, { userName: 'Taken over', status: 0 })).toEqual({ code: 404, msg: 'The bid contact does not exist' });
    expect((await edit(s.token, 99999999, { userName: 'Nobody', status: 1 })).code).toBe(404);
    expect(await rowsOf(s.companyId)).toEqual(before);
    expect(await rowsOf(other.companyId)).toEqual([{ user_name: '王明', business: null, status: 1 }]);
    expect((await add(await staff(t, 'buyer'), { userName: 'Staff' })).code).toBe(403);
    expect((await t.call({ method: 'POST', url: '/prod-api/bpm/bpmUser', payload: { userName: 'Anyone' } })).code).toBe(401);
  });
});
