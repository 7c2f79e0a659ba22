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

// Publishing, from the last step.
describe('the section editor', () => {
  it('publishes only a complete section, and a refused publish leaves the saved draft open without an unhandled rejection', async () => {
    api.updateSection.mockResolvedValue(undefined);
    api.sectionAction.mockRejectedValue(new Error('refused'));
    const stages = draft().settleMethodsList.map((m, i) => ({ ...m, percentage: i ? '70.00' : '30.00' }));
    open({ ...draft(), startTime: '2099-11-24 08:00:00', settleMethodsList: stages } as unknown as SectionDetail);
    await screen.findByDisplayValue('路灯采购', {}, WAIT);
    for (let i = 0; i < 5; i++) fireEvent.click(await button(i18n.t('admin.editor.next')));
    fireEvent.click(await button(i18n.t('admin.editor.publish')));
    const confirm = () => document.querySelector('.ant-modal-confirm') ?? document.createElement('div');
    fireEvent.click(await button(i18n.t('admin.list.publish'), confirm));
    await waitFor(() => expect(api.sectionAction).toHaveBeenCalledWith(9, 'publish'), WAIT);
    expect(api.updateSection).toHaveBeenCalledTimes(1);
    expect(await button(i18n.t('admin.editor.publish'))).toBeTruthy();
  }, SLOW.timeout);
});
