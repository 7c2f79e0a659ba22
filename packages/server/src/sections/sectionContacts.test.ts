import { describe, expect, it } from 'vitest';
import { testApp } from '../test/harness';
import { buyer, tenderForm } from '../test/staffSupport';

const t = await testApp();

const create = (token: string, payload: object) => t.call({ method: 'POST', url: '/prod-api/admin/sections', token, payload, locale: 'en' });
const get = (token: string, id: number) => t.call({ method: 'GET', url: `/prod-api/admin/sections/${id}`, token });

describe('a section\'s contact persons in three languages', () => {
  it('stores the English and Lao names beside the plain one and reads them back (blank ones empty, which readers take as not given)', async () => {
    const b = await buyer(t);
    const contacts = { technicalContacts: '王建国', technicalContactsEn: 'Wang Jianguo', technicalContactsLo: 'ຫວັງ ຈ້ຽນກົວ', businessContacts: '李明华', businessContactsEn: ' ', businessContactsLo: '' };
    const created = await create(b.token, tenderForm(t, contacts));
    expect(created.code, created.msg).toBe(200);
    expect((await get(b.token, created.data.id)).data).toMatchObject({
      ...{ technicalContacts: '王建国', technicalContactsEn: 'Wang Jianguo', technicalContactsLo: 'ຫວັງ ຈ້ຽນກົວ' },
      ...{ businessContacts: '李明华', businessContactsEn: '', businessContactsLo: '' },
    });
    const [row] = await t.db.query('SELECT technical_contacts_lo, business_contacts_en FROM section WHERE id = $1', [created.data.id]);
    expect(row).toEqual({ technical_contacts_lo: 'ຫວັງ ຈ້ຽນກົວ', business_contacts_en: '' });
  });

  it('refuses a name over 100 characters in any language', async () => {
    const b = await buyer(t);
    expect((await create(b.token, tenderForm(t, { technicalContactsLo: 'ກ'.repeat(101) }))).code).toBe(601);
  });
});
