import { beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '@portal/domain';
import { i18n, initI18n } from '../i18n';
import { DICTIONARIES } from '@portal/domain';
import { actionLabel, AUDIT_ACTIONS, changesOf, readChanges, readTime, type AuditReader } from './auditChanges';

beforeAll(async () => {
  await initI18n('zh');
});

describe('audit trail labels and changes', () => {
  it('names every action code the server writes in zh, en and lo, each different from the code', async () => {
    for (const locale of LOCALES) {
      await i18n.changeLanguage(locale);
      for (const code of AUDIT_ACTIONS) {
        expect(i18n.exists(`admin.audit.actions.${code}`), `${locale} ${code}`).toBe(true);
        expect(actionLabel(i18n.t, code), `${locale} ${code}`).not.toBe(code);
      }
    }
    await i18n.changeLanguage('lo');
    expect(actionLabel(i18n.t, 'clock-missed-deadline')).toBe('ເກີນກຳນົດ (ສິ້ນສຸດ)');
    await i18n.changeLanguage('zh');
    expect(actionLabel(i18n.t, 'review-baseFiles')).toBe('审核基础文件');
  });

  it('shows an unknown action code as it is', () => {
    expect(actionLabel(i18n.t, 'some-new-action')).toBe('some-new-action');
  });

  it('lists only the fields that changed, one line each', () => {
    expect(changesOf({ supplierBidStatus: 2, remark: 'x' }, { supplierBidStatus: 3, remark: 'x' })).toEqual([{ field: 'supplierBidStatus', before: '2', after: '3' }]);
    expect(changesOf(null, { sectionId: 7, status: '0' })).toEqual([
      { field: 'sectionId', before: undefined, after: '7' },
      { field: 'status', before: undefined, after: '0' },
    ]);
    expect(changesOf({ fileIds: [1, 2] }, null)).toEqual([{ field: 'fileIds', before: '[1,2]', after: undefined }]);
  });

  it('shortens long values and shows non-object values without a field name', () => {
    const [line] = changesOf(null, { text: 'a'.repeat(200) });
    expect(line.after!.length).toBe(80);
    expect(line.after!.endsWith('…')).toBe(true);
    expect(changesOf([1], 'done')).toEqual([{ field: '', before: '[1]', after: 'done' }]);
  });

  /** A reader in `locale` whose dictionaries are the domain's, labelled in that language. */
  const reader = (locale: 'zh' | 'en' | 'lo', biddingType = 0): AuditReader => ({
    t: i18n.getFixedT(locale),
    locale,
    biddingType,
    dict: (type, value) => {
      const entry = DICTIONARIES[type]?.find((e) => e.dictValue === String(value));
      return entry ? { zh: entry.dictLabel, en: entry.dictLabelEn, lo: entry.dictLabelLo }[locale] : '';
    },
  });

  it('names the fields and reads status codes as their labels in the reader\'s language', () => {
    const en = readChanges(reader('en'), 'section', { sectionStauts: 8 }, { sectionStauts: 15 });
    expect(en).toEqual([{ field: 'sectionStauts', label: 'Project status', before: 'Sign-up open', after: 'Suspended' }]);
    const lo = readChanges(reader('lo'), 'signup', { supplierBidStatus: 1 }, { supplierBidStatus: 3 });
    expect(lo[0].label).toBe('ສະຖານະການລົງທະບຽນ');
    expect(lo[0].before).toBe('ລໍຖ້າສົ່ງເອກະສານພື້ນຖານ');
    expect(lo[0].after).toBe('ກຳລັງກວດສອບເອກະສານພື້ນຖານ');
    // An inquiry's statuses by the inquiry dictionary; a deposit's status by the deposit statuses.
    expect(readChanges(reader('zh', 1), 'section', { sectionStauts: 1 }, { sectionStauts: 2 })[0]).toMatchObject({ label: '项目状态', before: '询价中', after: '询价结束' });
    expect(readChanges(reader('en'), 'margin', { status: 6 }, { status: 5 })[0]).toMatchObject({ label: 'Status', before: 'Refunded, awaiting confirmation', after: 'Refund received' });
  });

  it('writes times as the portal does everywhere, yyyy-MM-dd HH:mm:ss in the reader\'s zone, never as UTC instants', () => {
    const [line] = readChanges(reader('en'), 'section', { entTime: '2026-11-25T00:00:00.000Z' }, { entTime: '2026-11-25 09:30:00' });
    expect(line.label).toBe(i18n.t('admin.editor.times.entTime', { lng: 'en' }));
    const local = new Date('2026-11-25T00:00:00.000Z');
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(line.before).toBe(`${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())} ${pad(local.getHours())}:${pad(local.getMinutes())}:00`);
    expect(line.before).not.toContain('T00:00');
    expect(line.after).toBe('2026-11-25 09:30:00');
    expect(readTime('2026-11-27 23:19:00')).toBe('2026-11-27 23:19:00');
    expect(readTime('not a time')).toBeUndefined();
  });

  it('labels the language variants of section fields, flags as yes or no, and keeps unknown fields by name', () => {
    const lines = readChanges(reader('en'), 'section', { sectionNameEn: 'Old', isTax: 1, someNewField: 'a' }, { sectionNameEn: 'New', isTax: 0, someNewField: 'b' });
    expect(lines).toEqual([
      { field: 'sectionNameEn', label: 'Project name (English)', before: 'Old', after: 'New' },
      { field: 'isTax', label: i18n.t('admin.editor.isTax', { lng: 'en' }), before: 'Yes', after: 'No' },
      { field: 'someNewField', label: 'someNewField', before: 'a', after: 'b' },
    ]);
    expect(readChanges(reader('zh'), 'quote_refusal', null, { reason: 'someUnknownReason' })[0].after).toBe('someUnknownReason');
    // A stage's file lists by the review pages' names, record ids as references, awards by sign-up and price.
    expect(readChanges(reader('en'), 'signup', null, { tecFileIds: [118], signupId: 5, awards: [{ signupId: 5, price: '144.0000', sectorId: null }] })).toEqual([
      { field: 'tecFileIds', label: i18n.t('admin.reviews.groups.tecFileList', { lng: 'en' }), before: undefined, after: '#118' },
      { field: 'signupId', label: 'Sign-up', before: undefined, after: '#5' },
      { field: 'awards', label: 'Awards', before: undefined, after: 'Sign-up #5 · 144.0000' },
    ]);
  });
});
