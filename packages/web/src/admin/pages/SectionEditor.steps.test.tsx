import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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

// Moving through the steps: what Next checks, and what publishing still needs.
describe('the section editor', () => {
  it('shows the per-item fields in the panel an item opens', async () => {
    open();
    await screen.findByDisplayValue('路灯采购', {}, WAIT);
    fireEvent.click(await button(i18n.t('admin.editor.next')));
    const summary = await button('9% · ≤ 3000.00');
    fireEvent.click(summary);
    const panel = await screen.findByTestId('item-more-0', {}, WAIT);
    expect(panel.textContent).toContain(i18n.t('admin.editor.items.more.maxPrice'));
    expect(screen.getByDisplayValue('3000.00')).toBeTruthy();
    expect(panel.textContent).toContain(i18n.t('admin.editor.items.more.weightUnit'));
  }, SLOW.timeout);

  it('marks the missing Chinese name on Next and stays on the basics step', async () => {
    open({ ...draft(), sectionName: '' } as SectionDetail);
    await screen.findByDisplayValue('采购中心', {}, WAIT);
    fireEvent.click(await button(i18n.t('admin.editor.next')));
    const asked = i18n.t('admin.editor.required.enter', { label: 'Project name (Chinese)' });
    await waitFor(() => expect(screen.getAllByText(asked).filter((e) => e.closest('form'))).toHaveLength(1), WAIT);
    expect(screen.getByDisplayValue('采购中心')).toBeTruthy();
    expect(screen.queryByText(i18n.t('admin.editor.items.add'))).toBeNull();
    expect(screen.getByTestId('publish-missing').textContent).toContain(asked);
  }, SLOW.timeout);

  it('saves an inquiry draft without its quoting end and says what publishing still needs, with no sign-up times', async () => {
    api.updateSection.mockResolvedValue(undefined);
    const stages = draft().settleMethodsList.map((m, i) => ({ ...m, percentage: i ? '70.00' : '30.00' }));
    open({ ...draft(), entTime: null, settleMethodsList: stages } as unknown as SectionDetail);
    await screen.findByDisplayValue('路灯采购', {}, WAIT);
    fireEvent.click(await button(i18n.t('admin.editor.saveDraft')));
    await waitFor(() => expect(api.updateSection).toHaveBeenCalledTimes(1), WAIT);
    const missing = await screen.findByTestId('publish-missing', {}, WAIT);
    expect(missing.textContent).toContain(i18n.t('admin.editor.required.enter', { label: i18n.t('admin.editor.times.entTime') }));
    expect(missing.textContent).not.toContain(i18n.t('admin.editor.times.signupStartTime'));
    await screen.findByText(i18n.t('admin.editor.savedMissing', { list: i18n.t('admin.editor.required.enter', { label: i18n.t('admin.editor.times.entTime') }) }), {}, WAIT);
    // The list's step opens that step, worded for an inquiry, the missing time marked as needed.
    fireEvent.click(within(missing).getByRole('button', { name: i18n.t('admin.editor.steps.times') }));
    await screen.findByText(i18n.t('admin.editor.times.introInquiry'), {}, WAIT);
    expect(screen.queryByLabelText(i18n.t('admin.editor.times.signupStartTime'))).toBeNull();
    expect(screen.getByText(i18n.t('admin.editor.times.entTime')).closest('label')?.className).toContain('required');
  }, SLOW.timeout);
});
