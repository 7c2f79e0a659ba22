import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { i18n } from '../../i18n';
import type { SectionDetail } from '../../api/staffSections';
import { button, draft, renderEditor, setUpEditorTests, SLOW, WAIT } from '../sectionEditor/testSupport';

const api = vi.hoisted(() => ({ getSection: vi.fn(), updateSection: vi.fn(), createSection: vi.fn(), sectionAction: vi.fn(), uploadSectionFile: vi.fn() }));
vi.mock('../../api/staffSections', () => api);
vi.mock('../../hooks/useDict', () => import('../../testing/dictionaryMock').then((m) => m.englishDictionaries()));

setUpEditorTests();

function open(detail: SectionDetail = draft()) {
  api.getSection.mockResolvedValue(detail);
  return renderEditor();
}

// Saving a draft: what is checked, and the values sent (the steps and publishing are in SectionEditor.*.test.tsx).
describe('the section editor', () => {
  it('opens the money step with the stage total message under the settlement stages, and saves nothing', async () => {
    open();
    await screen.findByDisplayValue('路灯采购', {}, WAIT);
    fireEvent.click(await button(i18n.t('admin.editor.saveDraft')));
    await screen.findByText(i18n.t('admin.editor.money.stages'), {}, WAIT);
    expect(screen.getAllByTestId('settle-stage')).toHaveLength(2);
    expect(screen.getByDisplayValue('Acceptance')).toBeTruthy();
    // The message shows in the form, under the stage list (the toast says it too).
    await waitFor(() => expect(screen.getAllByText(i18n.t('messages.ratioSum')).filter((e) => e.closest('form'))).toHaveLength(1), WAIT);
    expect(screen.getByText(i18n.t('admin.editor.money.ratioTotal', { total: 90 }))).toBeTruthy();
    expect(api.updateSection).not.toHaveBeenCalled();
  }, SLOW.timeout);

  it('saves settlement stages once they add up to 100, with the item price bounds', async () => {
    api.updateSection.mockResolvedValue(undefined);
    open();
    await screen.findByDisplayValue('路灯采购', {}, WAIT);
    fireEvent.click(await button(i18n.t('admin.editor.saveDraft')));
    await screen.findByDisplayValue('60.00', {}, WAIT);
    fireEvent.change(screen.getByDisplayValue('60.00'), { target: { value: '70' } });
    fireEvent.click(await button(i18n.t('admin.editor.saveDraft')));
    await waitFor(() => expect(api.updateSection).toHaveBeenCalledTimes(1), WAIT);
    const [id, body] = api.updateSection.mock.calls[0];
    expect(id).toBe(9);
    expect(body.settleMethodsList).toEqual([
      { type: '预付款', typeEn: 'Advance', typeLo: '', percentage: '30.00' },
      { type: '验收款', typeEn: 'Acceptance', typeLo: '', percentage: '70' },
    ]);
    expect(body.sectorList[0]).toMatchObject({ maxPrice: '3000.00', taxRate: '9', minPrice: null });
  }, SLOW.timeout);

  it('saves an attachment\'s title in English and Lao beside its file name', async () => {
    api.updateSection.mockResolvedValue(undefined);
    const notice = { id: 41, fileName: '询价公告.pdf', filePath: '41.pdf', url: '/prod-api/common/files/41', fileSize: 10, createTime: null, type: 'pdf', bpmFileId: '41', fileNameEn: 'Notice.pdf', fileNameLo: null };
    const stages = [{ type: '预付款', typeEn: 'Advance', typeLo: '', percentage: '100.00' }];
    open({ ...draft(), fileList: [notice], settleMethodsList: stages } as SectionDetail);
    const english = await screen.findByDisplayValue('Notice.pdf', {}, WAIT);
    const lao = i18n.t('common.readerLanguage.labelIn', { label: i18n.t('admin.editor.attachmentTitle'), language: i18n.t('common.readerLanguage.language.lo') });
    expect(screen.getByDisplayValue('询价公告.pdf')).toHaveProperty('disabled', true);
    fireEvent.change(english, { target: { value: 'Inquiry notice.pdf' } });
    fireEvent.change(screen.getByLabelText(lao), { target: { value: 'ແຈ້ງການ.pdf' } });
    fireEvent.click(await button(i18n.t('admin.editor.saveDraft')));
    await waitFor(() => expect(api.updateSection).toHaveBeenCalledTimes(1), WAIT);
    const [, body] = api.updateSection.mock.calls[0];
    expect(body.fileIds).toEqual([41]);
    expect(body.fileTitles).toEqual([{ fileId: 41, fileNameEn: 'Inquiry notice.pdf', fileNameLo: 'ແຈ້ງການ.pdf' }]);
  }, SLOW.timeout);
});
