import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { BidRecord } from '@portal/domain';
import { initI18n } from '../../i18n';
import * as bids from '../../api/bids';
import { testSection } from '../../components/announcement/testSection';
import BidDetails from './BidDetails';

vi.mock('../../api/bids', async (original) => ({
  ...(await original<typeof import('../../api/bids')>()),
  getBid: vi.fn(),
  submitBaseFiles: vi.fn(),
  submitQualification: vi.fn(),
  withdrawBid: vi.fn(),
  getMargins: vi.fn(async () => ({ code: 200, msg: '', data: [] })),
  getQuoteHistory: vi.fn(async () => ({ code: 200, msg: '', data: [] })),
  getBidResult: vi.fn(async () => ({ code: 200, msg: '', data: null })),
}));
vi.mock('../../api/dictionaries', () => ({ getDict: vi.fn(async () => []) }));

beforeAll(async () => {
  window.matchMedia ??= (query: string) =>
    ({ matches: false, media: query, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {} }) as unknown as MediaQueryList;
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  await initI18n('en');
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const noFiles = { supAchFileList: [], supTecFileList: [], tecFileList: [], qualificationAgencyLicenseFileList: [], qualificationOtherFileList: [] };

/** A sign-up record with no stage done; tests set what they look at. */
function record(overrides: Partial<BidRecord> = {}): BidRecord {
  return {
    id: 7,
    sectionId: 1,
    supplierBidStatus: 1,
    sectionStauts: 8,
    isAppointSupplierQuotationIng: 0,
    baseFileReviewRemark: null,
    qualificationReviewRemark: null,
    marginReviewRemark: null,
    bidFileReviewRemark: null,
    quotesNoteReviewRemark: null,
    disabled: 0,
    pageDisabled: false,
    progressSteps: [1, 6, 15, 20],
    supplierBaseFile: { ...noFiles, signUpId: 7, sectionId: 1 },
    qualificationBusinessLicenseFileList: [],
    qualificationAchievementFileList: [],
    qualificationAgencyLicenseFileList: [],
    qualificationOtherFileList: [],
    isQualificationBusinessLicense: 1,
    isQualificationAchievement: 0,
    isQualificationAgencyLicense: 0,
    isQualificationOther: 1,
    isQualificationTec: 1,
    isQualificationQuotes: 0,
    qualificationOtherDescribe: '安全生产许可证',
    qualificationOtherDescribeEn: 'Work safety permit',
    qualificationOtherDescribeLo: 'ໃບອະນຸຍາດຄວາມປອດໄພ',
    quotesNoteFileList: [],
    quotesCount: 0,
    supplierBidFileList: [],
    receivingAccountList: [],
    acceptPaymentMethods: null,
    technicalCompliance: null,
    technicalDeviation: null,
    bidContact: null,
    confirmationStatus: 0,
    winningQuoteList: [],
    awardDeclinedTime: null,
    user: { supplierName: 'Acme Trading', nickName: 'Li Lei' },
    section: { ...testSection(), isBiddingCommitFile: 0, settleMethod: null },
    bidAwardManageDetailList: [],
    createTime: '2026-01-07 09:00:00',
    ...overrides,
  } as BidRecord;
}

function renderDetail(bid: BidRecord) {
  vi.mocked(bids.getBid).mockResolvedValue({ code: 200, msg: '', data: bid });
  const router = createMemoryRouter([{ path: '/PersonalCenter/BidDetails', element: <BidDetails /> }], { initialEntries: [`/PersonalCenter/BidDetails?id=${bid.id}`] });
  render(
    <AntdApp>
      <RouterProvider router={router} />
    </AntdApp>,
  );
}

const shown = (text: string | RegExp) => screen.findByText(text, {}, { timeout: 5000 });
const stamp = (label: string) => document.querySelector(`#stage-base svg[role=img][aria-label="${label}"]`);
const submitOf = (blockId: string) => document.querySelector(`#${blockId}`)!.querySelector<HTMLButtonElement>('button[type=submit]');

describe('bid detail', { timeout: 30_000 }, () => {
  it('names the missing base file type and sends nothing', async () => {
    renderDetail(record());
    await shown('Base files');
    fireEvent.click(submitOf('stage-base')!);
    expect(await shown('Please upload Technical documents')).toBeTruthy();
    expect(bids.submitBaseFiles).not.toHaveBeenCalled();
  });

  it("names the 'other' qualification by the section's description in the language", async () => {
    const licence = { id: 3, fileName: 'licence.pdf', filePath: 'x', url: '/prod-api/x', fileSize: 1, createTime: null, type: 'pdf', bpmFileId: '3' };
    renderDetail(record({ supplierBidStatus: 5, qualificationBusinessLicenseFileList: [licence] }));
    await shown('Qualification files');
    fireEvent.click(submitOf('stage-qualification')!);
    expect(await shown('Please upload Work safety permit')).toBeTruthy();
    expect(bids.submitQualification).not.toHaveBeenCalled();
  });

  it('shows the passed stamp above 4 and the review stamp at 3', async () => {
    renderDetail(record({ supplierBidStatus: 5 }));
    await waitFor(() => expect(stamp('Passed')).not.toBeNull(), { timeout: 5000 });
    cleanup();
    renderDetail(record({ supplierBidStatus: 3 }));
    await waitFor(() => expect(stamp('Under review')).not.toBeNull(), { timeout: 5000 });
    expect(submitOf('stage-base')).toBeNull();
  });

  it('hides every edit on a disabled page and says why', async () => {
    renderDetail(record({ pageDisabled: true, sectionStauts: 14 }));
    expect(await shown('This project cannot be acted on now; the page is read-only')).toBeTruthy();
    expect(submitOf('stage-base')).toBeNull();
    expect(screen.queryByText('Withdraw from bid')).toBeNull();
  });

  it('withdraws after a confirmation', async () => {
    vi.mocked(bids.withdrawBid).mockResolvedValue({ code: 200, msg: 'You have withdrawn from the bid' });
    renderDetail(record());
    fireEvent.click((await shown('Withdraw from bid')).closest('button')!);
    fireEvent.click((await shown('OK')).closest('button')!);
    await waitFor(() => expect(bids.withdrawBid).toHaveBeenCalledWith(7));
  });

  it('offers no withdrawal once the result is published', async () => {
    renderDetail(record({ supplierBidStatus: 20, sectionStauts: 1 }));
    await shown('Base files');
    expect(screen.queryByText('Withdraw from bid')).toBeNull();
  });
});
