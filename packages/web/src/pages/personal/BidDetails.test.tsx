import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FeedbackProvider } from '../../feedback/FeedbackProvider';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { BidRecord } from '@portal/domain';
import { initI18n } from '../../i18n';
import * as bids from '../../api/bids';
import { getDict } from '../../api/dictionaries';
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
  listAppeals: vi.fn(async () => ({ code: 200, msg: '', data: [] })),
  submitWinningQuotes: vi.fn(),
  fileAppeal: vi.fn(),
  acceptPaymentMethods: vi.fn(),
}));
vi.mock('../../api/dictionaries', () => ({ getDict: vi.fn(async () => []) }));

beforeAll(async () => {
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
    winningQuoteReviewRemark: null,
    winningQuoteList: [],
    awardDeclinedTime: null,
    user: { supplierName: 'Acme Trading', nickName: 'Li Lei' },
    section: { ...testSection(), isBiddingCommitFile: 0, settleMethod: null },
    bidAwardManageDetailList: [],
    createTime: '2026-01-07 09:00:00',
    actions: [],
    ...overrides,
  } as BidRecord;
}

function renderDetail(bid: BidRecord) {
  vi.mocked(bids.getBid).mockResolvedValue({ code: 200, msg: '', data: bid });
  const router = createMemoryRouter([{ path: '/PersonalCenter/BidDetails', element: <BidDetails /> }], { initialEntries: [`/PersonalCenter/BidDetails?id=${bid.id}`] });
  render(
    <FeedbackProvider>
      <RouterProvider router={router} />
    </FeedbackProvider>,
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

  it('shows the passed stamp on an ended or withdrawn sign-up only when it went past the base files', async () => {
    const proof = { id: 4, fileName: 'licence.pdf', filePath: 'x', url: '/prod-api/x', fileSize: 1, createTime: null, type: 'pdf', bpmFileId: '4' };
    for (const supplierBidStatus of [14, -1]) {
      // Ended while its base files were still to submit: the base-file part shows, without a stamp.
      renderDetail(record({ supplierBidStatus, sectionStauts: 14, supplierBaseFile: { ...noFiles, supTecFileList: [proof], signUpId: 7, sectionId: 1 } }));
      await shown('Base files');
      expect(document.querySelector('#stage-base svg[role=img]')).toBeNull();
      cleanup();
      // Qualification files were sent, so the base files had passed.
      renderDetail(record({ supplierBidStatus, sectionStauts: 14, qualificationBusinessLicenseFileList: [proof] }));
      await waitFor(() => expect(stamp('Passed')).not.toBeNull(), { timeout: 5000 });
      cleanup();
      // A review remark of a later stage says the same.
      renderDetail(record({ supplierBidStatus, sectionStauts: 14, marginReviewRemark: 'Payment proof unreadable' }));
      await waitFor(() => expect(stamp('Passed')).not.toBeNull(), { timeout: 5000 });
      cleanup();
    }
  });

  it('hides every edit on a locked page and says why, but keeps the withdrawal (part 2 §4: below 20, not -1, not disabled)', async () => {
    renderDetail(record({ pageDisabled: true, sectionStauts: 14 }));
    expect(await shown('This project cannot be acted on now: the bid can no longer be changed')).toBeTruthy();
    expect(submitOf('stage-base')).toBeNull();
    expect(screen.getByText('Withdraw from bid')).toBeTruthy();
  });

  it('offers no withdrawal when the buyer disabled the sign-up', async () => {
    renderDetail(record({ disabled: 1 }));
    await shown('Base files');
    expect(screen.queryByText('Withdraw from bid')).toBeNull();
  });

  it('offers the withdrawal of an ended sign-up (14)', async () => {
    renderDetail(record({ supplierBidStatus: 14, sectionStauts: 2, pageDisabled: true }));
    expect(await shown('Withdraw from bid')).toBeTruthy();
  });

  it('takes the qualification at 1 beside the base files, saying when it is reviewed', async () => {
    renderDetail(record({ supplierBidStatus: 1 }));
    expect(await shown('You may send the qualification files together with the technical files; they are reviewed once the technical files pass.')).toBeTruthy();
    expect(submitOf('stage-qualification')).not.toBeNull();
    expect(submitOf('stage-base')).not.toBeNull();
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

/** A time `ms` from now as the wire writes it (`yyyy-MM-dd HH:mm:ss`, local time). */
function wireTime(ms: number) {
  const d = new Date(Date.now() + ms);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
}
const HOUR = 3_600_000;
const file = (id: number, fileName: string) => ({ id, fileName, filePath: 'x', url: `/prod-api/file/${id}`, fileSize: 1, createTime: null, type: 'pdf', bpmFileId: String(id) });
const account = (fileList: ReturnType<typeof file>[] = []) => ({
  id: 31,
  type: '保证金',
  money: '2000.00',
  currency: 'CNY',
  bankAccountName: 'Procurement Centre',
  bankAccount: '6222000011112222',
  openAccountBank: 'Bank of China',
  paymentDeadline: wireTime(48 * HOUR),
  fileList,
  paymentDate: fileList.length ? '2026-01-08 10:00:00' : null,
  timeList: [],
});
const bidFileRow = (status = 0) => ({ id: 41, fileId: 41, fileName: 'bid-offer.pdf', filePath: 'x', url: '/prod-api/file/41', createTime: '2026-01-09 10:00:00', status });
/** A tender asking for a bid file, its window between the given offsets from now. */
const withBidFile = (from: number, to: number) => ({ ...testSection(), biddingType: 0, isBiddingCommitFile: 1, settleMethod: null, bidFileStartTime: wireTime(from), bidFileEndTime: wireTime(to) });
const within = (id: string) => document.querySelector<HTMLElement>(`#${id}`);
const buttonIn = (id: string, text: string) => [...(within(id)?.querySelectorAll('button') ?? [])].find((b) => b.textContent?.replace(/\s/g, '') === text.replace(/\s/g, '')) ?? null;
const timer = (label: string) => document.querySelector(`[role=timer][aria-label="${label}"]`);

const MINUTE = 60_000;

/**
 * Runs a test on a fake clock that also follows real time (so rendering and waits go on), which the test
 * moves past a window's bound at once: no test depends on how fast the machine renders.
 */
async function onFakeClock(test: () => Promise<void>) {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  try {
    await test();
  } finally {
    vi.useRealTimers();
  }
}

describe('bid detail at each status', { timeout: 30_000 }, () => {
  it('counts down to the payment deadline at 8 and takes one proof per account', async () => {
    renderDetail(
      record({ supplierBidStatus: 8, isQualificationTec: 0, progressSteps: [1, 6, 8, 15, 20], receivingAccountList: [account()], section: { ...testSection(), settleMethod: null, startTime: wireTime(72 * HOUR) } }),
    );
    expect(await shown('Upload one proof of payment for each receiving account')).toBeTruthy();
    expect(timer('Payment closes in')).not.toBeNull();
    expect(buttonIn('stage-payment', 'Submit')).not.toBeNull();
    expect(timer('Starts in')).not.toBeNull();
    expect(screen.getByText('Quoting opens at the bid opening; watch the start time')).toBeTruthy();
  });

  it('says the steps come first, not the bid opening, while the inquiry already takes quotes', async () => {
    renderDetail(record({ supplierBidStatus: 6, sectionStauts: 1, isQualificationTec: 0, progressSteps: [6, 15, 20], section: { ...testSection(), biddingType: 1, sectionStauts: 1 } }));
    expect(await shown('Quoting is open: you can quote once the steps above are complete and approved')).toBeTruthy();
    expect(screen.queryByText('Quoting opens at the bid opening; watch the start time')).toBeNull();
  });

  it('shows the deposit refund of an inquiry holding a deposit once its result is out, and none without a deposit', async () => {
    const inquiry = { ...testSection(), biddingType: 1, securityDeposit: null, settleMethod: null };
    renderDetail(record({ supplierBidStatus: 20, sectionStauts: 13, isQualificationTec: 0, progressSteps: [8, 15, 20], receivingAccountList: [{ ...account(), type: '1' }], section: inquiry }));
    await waitFor(() => expect(within('deposit-refund')).not.toBeNull(), { timeout: 5000 });
    expect(bids.getMargins).toHaveBeenCalledWith(7);
    cleanup();
    renderDetail(record({ supplierBidStatus: 20, sectionStauts: 13, isQualificationTec: 0, progressSteps: [8, 15, 20], receivingAccountList: [{ ...account(), type: '2' }], section: inquiry }));
    await waitFor(() => expect(within('stage-quotation')).not.toBeNull(), { timeout: 5000 });
    expect(within('deposit-refund')).toBeNull();
  });

  it('offers to withdraw the uploaded bid file at 12 while the window is open, without the end countdown', async () => {
    renderDetail(record({ supplierBidStatus: 12, isQualificationTec: 0, section: withBidFile(-HOUR, 48 * HOUR), supplierBidFileList: [bidFileRow()] }));
    expect(await shown('bid-offer.pdf')).toBeTruthy();
    expect(buttonIn('stage-bid-file', 'Withdraw')).not.toBeNull();
    expect(buttonIn('stage-bid-file', 'Upload bid file')).toBeNull();
    expect(timer('Bid file submission closes in')).toBeNull();
  });

  it('takes the withdraw button away the moment the bid-file window closes, without a reload', async () => {
    await onFakeClock(async () => {
      renderDetail(record({ supplierBidStatus: 12, isQualificationTec: 0, section: withBidFile(-HOUR, 10 * MINUTE), supplierBidFileList: [bidFileRow()] }));
      await waitFor(() => expect(buttonIn('stage-bid-file', 'Withdraw')).not.toBeNull(), { timeout: 5000 });
      await act(async () => void vi.advanceTimersByTime(10 * MINUTE + 1000));
      await waitFor(() => expect(buttonIn('stage-bid-file', 'Withdraw')).toBeNull(), { timeout: 5000 });
      expect(bids.getBid).toHaveBeenCalledTimes(1);
    });
  });

  it('counts down to the opening of the bid-file window at 11 and offers the upload once it opens', async () => {
    await onFakeClock(async () => {
      renderDetail(record({ supplierBidStatus: 11, isQualificationTec: 0, section: withBidFile(10 * MINUTE, 48 * HOUR) }));
      await waitFor(() => expect(timer('Bid file submission opens in')).not.toBeNull(), { timeout: 5000 });
      expect(screen.getByText('Bid files cannot be submitted at this time')).toBeTruthy();
      expect(within('stage-bid-file')!.textContent).not.toContain('Upload bid file');
      await act(async () => void vi.advanceTimersByTime(10 * MINUTE + 1000));
      await waitFor(() => expect(within('stage-bid-file')!.textContent).toContain('Upload bid file'), { timeout: 5000 });
      expect(timer('Bid file submission closes in')).not.toBeNull();
      expect(screen.queryByText('Bid files cannot be submitted at this time')).toBeNull();
    });
  });

  it('shows the quote button at 15 while quoting, enabled by the answer\'s quote, and no bid-opening text', async () => {
    renderDetail(record({ supplierBidStatus: 15, sectionStauts: 1, actions: ['edit', 'quote'] }));
    await waitFor(() => expect(buttonIn('stage-quotation', 'Quote')).not.toBeNull(), { timeout: 5000 });
    expect(buttonIn('stage-quotation', 'Quote')!.disabled).toBe(false);
    expect(screen.queryByText('Quoting opens at the bid opening; watch the start time')).toBeNull();
    expect(timer('Starts in')).toBeNull();
    expect(await shown('No quotations yet')).toBeTruthy();
  });

  it('shows the quote button at 15 disabled when the answer names no quote (the quoting deadline passed)', async () => {
    renderDetail(record({ supplierBidStatus: 15, sectionStauts: 1, actions: ['edit'] }));
    await waitFor(() => expect(buttonIn('stage-quotation', 'Quote')).not.toBeNull(), { timeout: 5000 });
    expect(buttonIn('stage-quotation', 'Quote')!.disabled).toBe(true);
  });

  it('shows the rejection of the quotation notes at 18 with the file locked (part 2 §4: "16 and 18 lock the file")', async () => {
    const remark = { quotesNoteReviewRemark: '缺少交货计划', quotesNoteReviewRemarkEn: 'Missing the delivery plan' };
    renderDetail(record({ supplierBidStatus: 18, sectionStauts: 1, isQualificationQuotes: 1, quotesCount: 1, ...remark, quotesNoteFileList: [file(51, 'notes-v1.pdf')] }));
    // The buyer's remark in the reader's language (English given beside the Chinese one), unmarked.
    expect((await shown('Missing the delivery plan')).closest('.ant-alert')!.textContent).toBe('Reason for rejection：Missing the delivery planView reason');
    expect(screen.getByText('notes-v1.pdf')).toBeTruthy();
    expect(buttonIn('stage-notes', 'Submit')).toBeNull();
  });

  it('awaits the result at 19 on a locked page: history and result, nothing to change but the withdrawal', async () => {
    renderDetail(record({ supplierBidStatus: 19, sectionStauts: 12, pageDisabled: true }));
    expect(await shown('Awaiting the result')).toBeTruthy();
    expect(screen.getByText('This project cannot be acted on now: the bid can no longer be changed')).toBeTruthy();
    expect(buttonIn('stage-quotation', 'Quote')).toBeNull();
    expect(screen.getByText('Withdraw from bid')).toBeTruthy();
    expect(submitOf('stage-base')).toBeNull();
    expect(await shown('No quotations yet')).toBeTruthy();
  });

  it('keeps the history of a withdrawn sign-up visible, read-only', async () => {
    renderDetail(
      record({
        supplierBidStatus: -1,
        pageDisabled: true,
        isQualificationTec: 0,
        isQualificationQuotes: 1,
        section: withBidFile(-48 * HOUR, 48 * HOUR),
        qualificationBusinessLicenseFileList: [file(61, 'licence.pdf')],
        receivingAccountList: [account([file(62, 'transfer-slip.pdf')])],
        supplierBidFileList: [bidFileRow(3)],
        quotesNoteFileList: [file(63, 'notes.pdf')],
      }),
    );
    for (const name of ['licence.pdf', 'transfer-slip.pdf', 'bid-offer.pdf', 'notes.pdf']) expect(await shown(name)).toBeTruthy();
    for (const id of ['stage-qualification', 'stage-payment', 'stage-bid-file', 'stage-notes']) {
      expect(buttonIn(id, 'Submit'), id).toBeNull();
      expect(within(id)!.querySelector('input[type=file]'), id).toBeNull();
    }
    expect(buttonIn('stage-bid-file', 'Withdraw')).toBeNull();
    expect(screen.queryByText('Withdraw from bid')).toBeNull();
    expect(timer('Bid file submission closes in')).toBeNull();
  });

  it('shows no empty stage of a withdrawn or ended sign-up', async () => {
    renderDetail(record({ supplierBidStatus: 14, isQualificationTec: 0, receivingAccountList: [account()], section: withBidFile(-HOUR, HOUR) }));
    await waitFor(() => expect(within('stage-quotation')).not.toBeNull(), { timeout: 5000 });
    expect(within('stage-qualification')).toBeNull();
    expect(within('stage-payment')).toBeNull();
    expect(within('stage-bid-file')).toBeNull();
    // Ended (14) is below 20: part 2 §4 still allows the withdrawal.
    expect(screen.getByText('Withdraw from bid')).toBeTruthy();
  });
});

describe('appeals on the bid detail', { timeout: 30_000 }, () => {
  const appeal = (id: number, extra: Partial<bids.AppealRow> = {}): bids.AppealRow => ({
    id,
    sectionId: 1,
    type: '1',
    status: 1,
    problemDescription: 'The scoring rules favour one brand',
    problemReply: null,
    problemReplyEn: null,
    problemReplyLo: null,
    problemReplyLang: null,
    replyName: null,
    replyTime: null,
    createTime: '2026-01-10 09:00:00',
    ...extra,
  });

  it('lists the appeals already filed, with type, status and the reply, and the new one after filing', async () => {
    vi.mocked(getDict).mockImplementation(async (type: string) =>
      type === 'bid_announce_question_type'
        ? [
            { dictValue: '1', dictLabel: 'Challenge', dictLabelEn: 'Challenge', dictLabelLo: '', remark: null },
            { dictValue: '2', dictLabel: 'Complaint', dictLabelEn: 'Complaint', dictLabelLo: '', remark: null },
          ] as never
        : [],
    );
    const replied = appeal(81, { status: 2, problemReply: 'The rules follow the national standard.', replyName: 'Zhang San', replyTime: '2026-01-11 15:00:00' });
    vi.mocked(bids.listAppeals).mockResolvedValue({ code: 200, msg: '', data: [replied] });
    vi.mocked(bids.fileAppeal).mockResolvedValue({ code: 200, msg: 'Submitted successfully' });
    renderDetail(record());
    expect(await shown('The scoring rules favour one brand')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Appeals filed' });
    // The type's label comes from its dictionary, loaded apart from the appeals.
    await waitFor(() => expect(list.textContent).toContain('Challenge'), { timeout: 5000 });
    expect(list.textContent).toContain('Replied');
    expect(list.textContent).toContain('The rules follow the national standard.');
    expect(list.textContent).toContain('Replied by Zhang San on 2026-01-11 15:00:00');
    expect(bids.listAppeals).toHaveBeenCalledWith(1);

    vi.mocked(bids.listAppeals).mockResolvedValue({ code: 200, msg: '', data: [replied, appeal(82, { type: '2', problemDescription: 'Sign-up closed a day early' })] });
    fireEvent.mouseDown(document.querySelector('#appeal #type')!);
    fireEvent.click(await screen.findByText('Complaint', { selector: '.ant-select-item-option-content' }));
    fireEvent.change(document.querySelector('#appeal textarea')!, { target: { value: 'Sign-up closed a day early' } });
    fireEvent.click(buttonIn('appeal', 'Submit')!);
    await waitFor(() => expect(bids.fileAppeal).toHaveBeenCalledWith(1, '2', 'Sign-up closed a day early'));
    expect(await shown('Sign-up closed a day early')).toBeTruthy();
    const items = screen.getByRole('list', { name: 'Appeals filed' }).querySelectorAll('li');
    expect(items).toHaveLength(2);
    expect(items[1].textContent).toContain('Complaint');
    expect(items[1].textContent).toContain('Awaiting reply');
  });

  it('says when no appeal has been filed yet', async () => {
    vi.mocked(bids.listAppeals).mockResolvedValue({ code: 200, msg: '', data: [] });
    renderDetail(record());
    expect(await shown('No appeals filed yet')).toBeTruthy();
  });
});

describe('winning quote entry', { timeout: 30_000 }, () => {
  const sector = { id: 71, sectorName: '钢管', sectorNameEn: 'Steel pipe', sectorNameLo: 'ທໍ່ເຫຼັກ', sectorNumber: '120.000000', taxRate: '13', detailsList: [] };
  const won = () =>
    record({
      supplierBidStatus: 20,
      sectionStauts: 13,
      pageDisabled: true,
      section: { ...testSection(), settleMethod: null, sectorList: [sector] } as never,
      bidAwardManageDetailList: [{ id: 1, sectorId: 71, sectorName: '钢管', sectorNameEn: 'Steel pipe', sectorNameLo: 'ທໍ່ເຫຼັກ', price: '900.0000', supplierName: 'Acme Trading', organization: 'Org', supplierBidFileName: null, supplierBidFileDateTime: null }] as never,
    });
  const quantity = () => document.querySelector<HTMLInputElement>('#stage-result input[id$="sectorNumber"]')!;

  it('shows a bad quantity before sending and sends a good one', async () => {
    vi.mocked(bids.submitWinningQuotes).mockResolvedValue({ code: 200, msg: 'Submitted successfully' });
    renderDetail(won());
    await waitFor(() => expect(quantity()).not.toBeNull(), { timeout: 5000 });
    expect(quantity().value).toBe('120');
    fireEvent.change(document.querySelector('#stage-result input[id$="sectorPrice"]')!, { target: { value: '1200.50' } });
    for (const bad of ['0', '1.1234567', '-3']) {
      fireEvent.change(quantity(), { target: { value: bad } });
      fireEvent.click(buttonIn('stage-result', 'Submit winning quote')!);
      expect(await shown('The quantity must be above 0 with at most 6 decimals')).toBeTruthy();
    }
    expect(bids.submitWinningQuotes).not.toHaveBeenCalled();
    fireEvent.change(quantity(), { target: { value: '118.5' } });
    fireEvent.click(buttonIn('stage-result', 'Submit winning quote')!);
    await waitFor(() => expect(bids.submitWinningQuotes).toHaveBeenCalledWith(1, [expect.objectContaining({ id: 71, sectorPrice: '1200.50', sectorNumber: '118.5' })]));
  });
});

describe('after the results', { timeout: 30_000 }, () => {
  const sector = { id: 71, sectorName: '钢管', sectorNameEn: 'Steel pipe', sectorNameLo: 'ທໍ່ເຫຼັກ', sectorNumber: '120.000000', taxRate: '13', detailsList: [] };
  const award = { id: 1, sectorId: 71, sectorName: '钢管', sectorNameEn: 'Steel pipe', sectorNameLo: 'ທໍ່ເຫຼັກ', price: '900.0000', supplierName: 'Acme Trading', organization: 'Org', supplierBidFileName: null, supplierBidFileDateTime: null };
  /** A sign-up of a section with a payment method and a refunded deposit, at `status` in a section at `sectionStauts`. */
  const signup = (overrides: Partial<BidRecord>) =>
    record({
      pageDisabled: true,
      quotesCount: 1,
      securityDeposit: undefined,
      receivingAccountList: [account()],
      section: { ...testSection(), settleMethod: '1', settleMethodsList: [], securityDeposit: '2000', sectorList: [sector] } as never,
      ...overrides,
    } as Partial<BidRecord>);
  const refunded = { id: 5, type: '1', money: '2000.00', currency: 'CNY', paymentDate: null, fileList: [], status: 6, refundDateDeadline: null };
  const round = { id: 9, quotesCount: 2, totalPrice: '108000.00', createTime: '2026-01-20 10:00:00', quotesList: [{ id: 71, sectorPrice: '900.00', otherExpenses: '15.00', totalMaterialPrice: null, totalPrice: '108000.00', taxRate: '9' }] };
  const input = (name: string) => document.querySelector<HTMLInputElement>(`#stage-result input[id$="${name}"]`);

  it("shows the winner its entry prefilled from the winning quote, abandoning, the payment method's answer, the refund and the appeal, under a banner that says only the bid is closed", async () => {
    vi.mocked(bids.getMargins).mockResolvedValue({ code: 200, msg: '', data: [refunded] as never });
    vi.mocked(bids.getQuoteHistory).mockResolvedValue({ code: 200, msg: '', data: [{ ...round, id: 8, quotesCount: 1, quotesList: [{ ...round.quotesList[0], sectorPrice: '950.00' }] }, round] });
    renderDetail(signup({ supplierBidStatus: 20, sectionStauts: 13, bidAwardManageDetailList: [award] as never }));
    expect(await shown('The results are published: the bid can no longer be changed. What you can still do is shown below')).toBeTruthy();
    expect(screen.queryByText(/read-only/)).toBeNull();
    await waitFor(() => expect(input('sectorPrice')).not.toBeNull(), { timeout: 5000 });
    // The latest round is the one the buyer awarded.
    expect(input('sectorPrice')!.value).toBe('900.00');
    expect(input('otherExpenses')!.value).toBe('15.00');
    expect(buttonIn('stage-result', 'Submit winning quote')).not.toBeNull();
    expect(buttonIn('stage-result', 'Abandon award')).not.toBeNull();
    expect(buttonIn('payment-method', 'Accept')).not.toBeNull();
    expect(buttonIn('payment-method', 'Reject')).not.toBeNull();
    await waitFor(() => expect(buttonIn('deposit-refund', 'Confirm receipt')).not.toBeNull(), { timeout: 5000 });
    expect(buttonIn('appeal', 'Submit')).not.toBeNull();
  });

  it('shows a supplier who lost the refund to confirm and the appeal, and no entry, abandoning or answer to the payment method', async () => {
    vi.mocked(bids.getMargins).mockResolvedValue({ code: 200, msg: '', data: [refunded] as never });
    renderDetail(signup({ supplierBidStatus: 20, sectionStauts: 13 }));
    expect(await shown('Unfortunately, you did not win')).toBeTruthy();
    expect(screen.getByText('The results are published: the bid can no longer be changed. What you can still do is shown below')).toBeTruthy();
    await waitFor(() => expect(buttonIn('deposit-refund', 'Confirm receipt')).not.toBeNull(), { timeout: 5000 });
    expect(buttonIn('appeal', 'Submit')).not.toBeNull();
    expect(within('payment-method')).not.toBeNull();
    expect(buttonIn('payment-method', 'Accept')).toBeNull();
    expect(buttonIn('payment-method', 'Reject')).toBeNull();
    expect(input('sectorPrice')).toBeNull();
    expect(buttonIn('stage-result', 'Abandon award')).toBeNull();
    expect(bids.getQuoteHistory).toHaveBeenCalledTimes(1);
  });

  it('shows a winner that declined its award neither the entry nor the answer to the payment method', async () => {
    renderDetail(signup({ supplierBidStatus: 20, sectionStauts: 13, bidAwardManageDetailList: [award] as never, awardDeclinedTime: '2026-01-21 09:00:00' }));
    expect((await screen.findAllByText('Award abandoned', {}, { timeout: 5000 })).length).toBeGreaterThan(0);
    expect(input('sectorPrice')).toBeNull();
    expect(buttonIn('stage-result', 'Abandon award')).toBeNull();
    expect(buttonIn('payment-method', 'Accept')).toBeNull();
  });

  it('before the results takes the answer to the payment method, with no result to act on and no refund yet', async () => {
    renderDetail(signup({ supplierBidStatus: 19, sectionStauts: 12 }));
    expect(await shown('Awaiting the result')).toBeTruthy();
    expect(screen.getByText('This project cannot be acted on now: the bid can no longer be changed')).toBeTruthy();
    expect(buttonIn('payment-method', 'Accept')).not.toBeNull();
    expect(input('sectorPrice')).toBeNull();
    expect(buttonIn('stage-result', 'Abandon award')).toBeNull();
    expect(within('deposit-refund')).toBeNull();
    expect(buttonIn('appeal', 'Submit')).not.toBeNull();
  });
});
