import { afterEach, beforeAll, expect, vi } from 'vitest';
import { cleanup, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { FeedbackProvider } from '../../feedback/FeedbackProvider';
import { initI18n } from '../../i18n';
import type { SectionDetail } from '../../api/staffSections';
import SectionEditor from '../pages/SectionEditor';

/**
 * The section editor's test files (split so they run side by side: each renders the whole editor in jsdom,
 * which is slow). Each file mocks '../../api/staffSections' and '../../hooks/useDict' itself.
 */

/** The editor renders every antd field of a step and checks the whole form on each Next: slow in jsdom on a busy machine. */
export const SLOW = { timeout: 120_000 };
export const WAIT = { timeout: 10_000 };

/** English texts; a clean page and fresh mocks after each test. */
export function setUpEditorTests() {
  beforeAll(async () => {
    await initI18n('en');
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });
}

/** A draft paid by ratio whose payment ratios add up but whose settlement stages add up to 90. */
export const draft = (): SectionDetail =>
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

/** Opens the editor on section 9 (the caller's mocked getSection answers it). */
export function renderEditor() {
  const router = createMemoryRouter([{ path: '/admin/sections/:id', element: <SectionEditor /> }], { initialEntries: ['/admin/sections/9'] });
  return render(
    <FeedbackProvider>
      <RouterProvider router={router} />
    </FeedbackProvider>,
  );
}

/**
 * The button whose text is `text` (spaces aside), once it shows. Found by its text: role queries over the
 * whole editor take seconds each in jsdom.
 */
export async function button(text: string, within: () => ParentNode = () => document) {
  let found: HTMLButtonElement | undefined;
  await waitFor(() => {
    found = [...within().querySelectorAll('button')].find((b) => b.textContent?.replace(/\s/g, '') === text.replace(/\s/g, ''));
    expect(found).toBeTruthy();
  }, WAIT);
  return found!;
}
