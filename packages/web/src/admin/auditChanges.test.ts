import { beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '@portal/domain';
import { i18n, initI18n } from '../i18n';
import { actionLabel, AUDIT_ACTIONS, changesOf } from './auditChanges';

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
});
