import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { FeedbackProvider } from '../../feedback/FeedbackProvider';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { i18n, initI18n } from '../../i18n';
import type { SectionDetail } from '../../api/staffSections';

const api = vi.hoisted(() => ({ getSection: vi.fn(), updateSection: vi.fn(), createSection: vi.fn(), sectionAction: vi.fn(), uploadSectionFile: vi.fn() }));
vi.mock('../../api/staffSections', () => api);
vi.mock('../../hooks/useDict', async () => {
  const { DICTIONARIES } = await import('@portal/domain');
  const cache = new Map<string, unknown>();
  return {
    useDict: (type: string) => {
      if (!cache.has(type)) {
        const entries = (DICTIONARIES[type] ?? []).map((e) => ({ dictValue: e.dictValue, dictLabel: e.dictLabelEn, remark: '' }));
        cache.set(type, { entries, label: (v: unknown) => entries.find((e) => e.dictValue === String(v))?.dictLabel ?? '', remark: () => '' });
      }
      return cache.get(type);
    },
  };
});

import SectionEditor from './SectionEditor';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

/** A draft paid by ratio whose payment ratios add up but whose settlement stages add up to 90. */
const draft = (): SectionDetail =>
  ({
    sectionId: 9,
    sectionName: '路灯采购',
    organization: '采购中心',
    biddingType: 1,
    projectType: 1,
    sectionStauts: 0,
    actions: ['edit', 'publish'],
    entTime: '2099-11-25 08:00:00',
    settleMethod: 2,
    advancePaymentRatio: '100.00',
    fileList: [],
    sectorFileList: [],
    sectorList: [{ id: 3, sectorName: 'LED 路灯', sectorNumber: '1', maxPrice: '3000.00', taxRate: '9', outFileList: [], detailsList: [] }],
    receivingAccountList: [],
    settleMethodsList: [
      { type: '预付款', typeEn: 'Advance', typeLo: '', percentage: '30.00' },
      { type: '验收款', typeEn: 'Acceptance', typeLo: '', percentage: '60.00' },
    ],
  }) as unknown as SectionDetail;

function open(detail: SectionDetail = draft()) {
  api.getSection.mockResolvedValue(detail);
  const router = createMemoryRouter([{ path: '/admin/sections/:id', element: <SectionEditor /> }], { initialEntries: ['/admin/sections/9'] });
  return render(
    <FeedbackProvider>
      <RouterProvider router={router} />
    </FeedbackProvider>,
  );
}

/** antd forms in jsdom are slow on a shared machine. */
// The editor renders every antd field of a step and checks the whole form on each Next: slow in jsdom on a busy machine.
const SLOW = { timeout: 120_000 };
const WAIT = { timeout: 10_000 };

describe('the section editor', () => {
  it('opens the money step with the stage total message under the settlement stages, and saves nothing', async () => {
    open();
    await screen.findByDisplayValue('路灯采购', {}, WAIT);
    fireEvent.click(screen.getByRole('button', { name: i18n.t('admin.editor.saveDraft') }));
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
    fireEvent.click(screen.getByRole('button', { name: i18n.t('admin.editor.saveDraft') }));
    await screen.findByDisplayValue('60.00', {}, WAIT);
    fireEvent.change(screen.getByDisplayValue('60.00'), { target: { value: '70' } });
    fireEvent.click(screen.getByRole('button', { name: i18n.t('admin.editor.saveDraft') }));
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
    fireEvent.click(screen.getByRole('button', { name: i18n.t('admin.editor.saveDraft') }));
    await waitFor(() => expect(api.updateSection).toHaveBeenCalledTimes(1), WAIT);
    const [, body] = api.updateSection.mock.calls[0];
    expect(body.fileIds).toEqual([41]);
    expect(body.fileTitles).toEqual([{ fileId: 41, fileNameEn: 'Inquiry notice.pdf', fileNameLo: 'ແຈ້ງການ.pdf' }]);
  }, SLOW.timeout);

  it('shows the per-item fields in the panel an item opens', async () => {
    open();
    await screen.findByDisplayValue('路灯采购', {}, WAIT);
    fireEvent.click(screen.getByRole('button', { name: i18n.t('admin.editor.next') }));
    const summary = await screen.findByRole('button', { name: '9% · ≤ 3000.00' }, WAIT);
    fireEvent.click(summary);
    const panel = await screen.findByTestId('item-more-0', {}, WAIT);
    expect(panel.textContent).toContain(i18n.t('admin.editor.items.more.maxPrice'));
    expect(screen.getByDisplayValue('3000.00')).toBeTruthy();
    expect(panel.textContent).toContain(i18n.t('admin.editor.items.more.weightUnit'));
  }, SLOW.timeout);

  it('marks the missing Chinese name on Next and stays on the basics step', async () => {
    open({ ...draft(), sectionName: '' } as SectionDetail);
    await screen.findByDisplayValue('采购中心', {}, WAIT);
    fireEvent.click(screen.getByRole('button', { name: i18n.t('admin.editor.next') }));
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
    fireEvent.click(screen.getByRole('button', { name: i18n.t('admin.editor.saveDraft') }));
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

  it('publishes only a complete section, and a refused publish leaves the saved draft open without an unhandled rejection', async () => {
    api.updateSection.mockResolvedValue(undefined);
    api.sectionAction.mockRejectedValue(new Error('refused'));
    const stages = draft().settleMethodsList.map((m, i) => ({ ...m, percentage: i ? '70.00' : '30.00' }));
    open({ ...draft(), startTime: '2099-11-24 08:00:00', settleMethodsList: stages } as unknown as SectionDetail);
    await screen.findByDisplayValue('路灯采购', {}, WAIT);
    for (let i = 0; i < 5; i++) fireEvent.click(screen.getByRole('button', { name: i18n.t('admin.editor.next') }));
    // Buttons found by their text: role queries over the whole editor take seconds each in jsdom.
    const button = async (text: string, within: () => ParentNode = () => document) => {
      let found: HTMLButtonElement | undefined;
      await waitFor(() => {
        found = [...within().querySelectorAll('button')].find((b) => b.textContent?.replace(/\s/g, '') === text.replace(/\s/g, ''));
        expect(found).toBeTruthy();
      }, WAIT);
      return found!;
    };
    fireEvent.click(await button(i18n.t('admin.editor.publish')));
    const confirm = () => document.querySelector('.ant-modal-confirm') ?? document.createElement('div');
    fireEvent.click(await button(i18n.t('admin.list.publish'), confirm));
    await waitFor(() => expect(api.sectionAction).toHaveBeenCalledWith(9, 'publish'), WAIT);
    expect(api.updateSection).toHaveBeenCalledTimes(1);
    expect(await button(i18n.t('admin.editor.publish'))).toBeTruthy();
  }, SLOW.timeout);
});
