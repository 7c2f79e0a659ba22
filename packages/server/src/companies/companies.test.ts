import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemoAccounts } from '../accounts/demoAccounts';
import { login } from '../accounts/testSupport';
import { auditCount, staff, supplier, uploadedFile } from '../certification/testSupport';
import { testApp } from '../test/harness';

const t = await testApp();
await seedDemoAccounts(t.db, t.clock.now());

const read = (token: string, id: number | string) => t.call({ method: 'GET', url: `/prod-api/bidCompany/${id}`, token, locale: 'en' });
const save = (token: string, payload: object, locale = 'en') => t.call({ method: 'PUT', url: '/prod-api/bidCompany', token, payload, locale });
const contacts = (token: string, query = '') => t.call({ method: 'GET', url: `/prod-api/bpm/bpmUser/list${query}`, token });

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
    expect(await auditCount(t, 'company', 'qualification')).toBe(2);
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
    expect(all.rows[0]).toEqual({ bpmId: expect.any(Number), userName: '王明', business: '商务报价', status: 1 });
    expect(all.rows.map((r: { status: number }) => r.status)).toContain(0);
    const page2 = await contacts(token, '?pageNum=2&pageSize=4');
    expect(page2.total).toBe(6);
    expect(page2.rows.map((r: { userName: string }) => r.userName)).toEqual(['Khamla Sisouphanh', '陈晓东']);
    expect((await contacts(token, '?userName=somchai')).rows.map((r: { userName: string }) => r.userName)).toEqual(['Somchai Phommachanh']);
    expect(await contacts(token, '?userName=%25')).toMatchObject({ rows: [], total: 0 });
    expect((await contacts(token, '?pageSize=0')).code).not.toBe(200);
  });

  it('shows each company its own contacts only', async () => {
    const newcomer = await contacts(await login(t, 'newcomer', DEMO_PASSWORD));
    expect(newcomer.total).toBe(3);
    expect(newcomer.rows.map((r: { userName: string }) => r.userName)).not.toContain('王明');
    expect(await contacts((await supplier(t)).token)).toMatchObject({ code: 200, rows: [], total: 0 });
    expect((await contacts(await staff(t, 'admin'))).code).toBe(403);
  });
});
