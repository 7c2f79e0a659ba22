import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { FeedbackProvider } from '../feedback/FeedbackProvider';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { initI18n, i18n } from '../i18n';
import * as api from '../api/quotation';
import * as signup from '../api/signup';
import type { LiveEvent } from '../api/liveStream';
import { draftKey } from '../hooks/useQuotationDraft';
import { quoteDetail, quotingSection, quoteSector } from '../components/quotation/testQuote';
import Quotation from './Quotation';

vi.mock('../api/quotation', async (actual) => ({
  NoAnswer: (await actual<typeof import('../api/quotation')>()).NoAnswer,
  getQuotationInfo: vi.fn(),
  getQuoteHistory: vi.fn(async () => ({ code: 200, msg: '', data: [] })),
  getSupplierBidResult: vi.fn(async () => ({ code: 200, msg: '', data: null })),
  sendRound: vi.fn(),
  exportTemplate: vi.fn(),
  importTemplate: vi.fn(),
}));
/** The section's live events as the end-time hook hands them to the page: `live.emit` plays one. */
const live = vi.hoisted(() => ({ emit: (_: LiveEvent) => {} }));
vi.mock('../hooks/useEndTime', async (actual) => ({
  ...(await actual<typeof import('../hooks/useEndTime')>()),
  useEndTime: (_: number, onEvent: (e: LiveEvent) => void) => {
    live.emit = onEvent;
    return null;
  },
}));
vi.mock('../api/dictionaries', () => ({ getDict: vi.fn(async () => []), dictNow: vi.fn(() => undefined) }));
/** The certification check the page runs when opened: accredited unless a test says otherwise. */
vi.mock('../api/signup', () => ({ verifyCertification: vi.fn(), signUp: vi.fn() }));
vi.mock('../store/session', () => {
  const session = { user: { id: 42 }, name: 'x', roles: [], permissions: [], isClientCompany: false, loading: false, operationUserType: 0 };
  return { useSession: () => session, getSession: () => session };
});

const SECTION_ID = 7;
/** The stored round a submit answers with. */
const storedRound = (quotesCount: number, price = '500.00'): api.SubmittedRound => ({
  id: 90 + quotesCount,
  quotesCount,
  totalPrice: '1500.00',
  createTime: '2026-11-27 18:00:01',
  arrivalTime: '2026-11-27 18:00:00',
  replayed: false,
  quotesList: [
    {
      id: 1,
      sectorPrice: price,
      otherExpenses: null,
      totalMaterialPrice: '1500.00',
      totalPrice: '1500.00',
      taxRate: '13',
      settleMethod: null,
      remarks: '',
      remarks1: '',
      volume: null,
      volumeUnit: null,
      weight: null,
      weightUnit: null,
      detailsList: [],
    },
  ],
});
const sectors = [quoteSector(1, { maxPrice: '1000.00' }), quoteSector(2, { maxPrice: '1000.00' })];

function info(overrides: { lastRound?: api.QuotationInfo['lastRound']; bidSectors?: api.QuoteSector[] } = {}): api.QuotationInfo {
  return {
    bidSection: { ...quotingSection({ id: SECTION_ID, sectionId: SECTION_ID }), signupId: 3, supplierBidStatus: 15, isAppointSupplierQuotationIng: 0, canQuote: true, actions: ['quote'], resultsPublished: false, endTime: '2099-01-01 00:00:00' },
    bidSectors: overrides.bidSectors ?? sectors,
    lastRound: overrides.lastRound ?? null,
    ranking: null,
  };
}

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.mocked(api.getQuotationInfo).mockResolvedValue({ code: 200, msg: '', data: info() });
  vi.mocked(signup.verifyCertification).mockResolvedValue({ code: 200, msg: '', data: { operation: 'skip', operationUserType: 0 } });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  // Answers a test queued and did not use are not left to the next one.
  vi.mocked(api.sendRound).mockReset();
});

function renderPage() {
  const router = createMemoryRouter([{ path: '/quotation', element: <Quotation /> }], { initialEntries: [`/quotation?id=${SECTION_ID}`] });
  const view = render(
    <FeedbackProvider>
      <RouterProvider router={router} />
    </FeedbackProvider>,
  );
  return { view, input: (id: string) => view.container.querySelector<HTMLInputElement>(`#${id}`)! };
}

const type = (input: Element, value: string) => fireEvent.change(input, { target: { value } });
const button = (name: string) => screen.getByRole('button', { name: new RegExp(name) });
/** The warnings block under the table. */
const warnings = () => waitFor(() => {
  const block = document.querySelector('#quotation-warnings');
  expect(block).toBeTruthy();
  return block!.textContent ?? '';
});
/**
 * Submits through the confirm dialog, which closes at once. A dialog answered before may still be fading out (and
 * hide the new one from role queries): the newest dialog's OK is pressed.
 */
const confirmSubmit = async () => {
  fireEvent.click(button(i18n.t('quotation.actions.submit')));
  const ok = await waitFor(() => {
    const buttons = document.querySelectorAll<HTMLButtonElement>('.ant-modal-confirm .ant-btn-primary');
    expect(buttons.length).toBeGreaterThan(0);
    return buttons[buttons.length - 1];
  });
  fireEvent.click(ok);
};
/** What the bar says of the round last sent. */
const submission = () => screen.getByTestId('submission');
const loaded = () => screen.findByText(i18n.t('quotation.table.grandTotal'), {}, { timeout: 10_000 });

describe('opening the quotation page directly', { timeout: 30_000 }, () => {
  it('runs the Quote button\'s certification check and shows no quotation while it fails', async () => {
    vi.mocked(signup.verifyCertification).mockResolvedValue({ code: 200, msg: '', data: { operation: 'prompt', operationUserType: 0, operationMsg: 'Enterprise authentication in progress, please wait' } });
    renderPage();
    expect(await screen.findByText('Quoting requires a passed certification')).toBeTruthy();
    expect(await screen.findByText('Enterprise authentication in progress, please wait')).toBeTruthy();
    expect(screen.queryByText(i18n.t('quotation.table.grandTotal'))).toBeNull();
  });

  it('asks for the check and the quotation together and opens it once the check passes', async () => {
    let passCheck: (() => void) | undefined;
    vi.mocked(signup.verifyCertification).mockReturnValue(
      new Promise((resolve) => {
        passCheck = () => resolve({ code: 200, msg: '', data: { operation: 'skip', operationUserType: 0 } });
      }),
    );
    renderPage();
    await waitFor(() => expect(api.getQuotationInfo).toHaveBeenCalledWith(SECTION_ID));
    expect(signup.verifyCertification).toHaveBeenCalledTimes(1);
    passCheck!();
    await loaded();
    expect(api.getQuotationInfo).toHaveBeenCalledTimes(1);
  });
});

/** antd's table renders slowly in jsdom on a loaded machine. */
describe('the quotation page', { timeout: 30_000 }, () => {
  it('computes each item total and the quotation total live with the domain rules, in the section’s currency', async () => {
    const { input, view } = renderPage();
    await loaded();
    type(input('price-1'), '10.999');
    expect(input('price-1').value).toBe('10.99');
    type(input('other-1'), '1.5');
    expect(view.container.querySelector('[data-testid="material-1"]')!.textContent).toBe('¥32.97');
    expect(view.container.querySelector('[data-testid="total-1"]')!.textContent).toBe('¥34.47');
    type(input('price-2'), '2');
    expect(screen.getByTestId('grand-total').textContent).toBe('¥40.47');
    // Prices read one way once left: "2" beside "10.99" becomes "2.00", other expenses "1.50".
    fireEvent.blur(input('price-2'));
    fireEvent.blur(input('other-1'));
    expect(input('price-2').value).toBe('2.00');
    expect(input('other-1').value).toBe('1.50');
    expect(input('price-2').inputMode).toBe('decimal');
  });

  it('offers only the sys_tax_rate values as tax rates, 13 by default, with no free text', async () => {
    const { input, view } = renderPage();
    await loaded();
    const tax = input('tax-1');
    expect(tax.readOnly).toBe(true);
    const select = tax.closest('.ant-select')!;
    expect(select.textContent).toContain('13%');
    fireEvent.mouseDown(select.querySelector('[class*="ant-select-"]') ?? select);
    const options = await waitFor(() => {
      const found = [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent);
      expect(found.length).toBeGreaterThan(0);
      return found;
    });
    expect(options).toEqual(['0%', '1%', '3%', '6%', '9%', '13%']);
    fireEvent.click(screen.getByTitle('6%'));
    await waitFor(() => expect(view.container.querySelector('#tax-1')!.closest('.ant-select')!.textContent).toContain('6%'));
  });

  it('warns before sending and sends nothing when a price is over the ceiling', async () => {
    const { input } = renderPage();
    await loaded();
    type(input('price-1'), '1000.01');
    fireEvent.click(button(i18n.t('quotation.actions.submit')));
    expect(await warnings()).toContain(i18n.t('messages.quotePriceAboveMax', { item: 'Steel pipe 1', max: '1000.00' }));
    expect(api.sendRound).not.toHaveBeenCalled();
  });

  it('warns that a later round must lower an item', async () => {
    vi.mocked(api.getQuotationInfo).mockResolvedValue({
      code: 200,
      msg: '',
      data: info({ lastRound: { quotesCount: 1, totalPrice: '2700.00', createTime: null }, bidSectors: [quoteSector(1, { sectorPrice: '900.00', totalPrice: '2700.00' })] }),
    });
    renderPage();
    await loaded();
    fireEvent.click(button(i18n.t('quotation.actions.submit')));
    expect(await warnings()).toContain(i18n.t('messages.quoteNoItemLower'));
    expect(api.sendRound).not.toHaveBeenCalled();
  });

  it('keeps a draft per user and section and restores it with a notice', async () => {
    const first = renderPage();
    await loaded();
    type(first.input('price-2'), '123.45');
    fireEvent.click(button(i18n.t('quotation.actions.saveDraft')));
    const stored = JSON.parse(localStorage.getItem(draftKey(42, SECTION_ID))!);
    expect(stored.lines.find((l: { id: number }) => l.id === 2).price).toBe('123.45');
    cleanup();

    const second = renderPage();
    await loaded();
    expect(second.input('price-2').value).toBe('123.45');
    expect(screen.getByText(/Draft saved at .* restored/)).toBeTruthy();
  });

  it('sends a lost round again with the same key until stored, shows its receipt and applies it without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const reload = vi.fn();
    Object.defineProperty(window, 'location', { configurable: true, value: { ...window.location, reload } });
    localStorage.setItem(draftKey(42, SECTION_ID), JSON.stringify({ savedAt: new Date().toISOString(), lines: [] }));
    vi.mocked(api.sendRound).mockRejectedValueOnce(new api.NoAnswer()).mockResolvedValueOnce({ code: 200, msg: '', data: storedRound(1) });
    const { input } = renderPage();
    await loaded();
    type(input('price-1'), '500');
    await confirmSubmit();
    await waitFor(() => expect(submission().dataset.phase).toBe('retrying'));
    expect(submission().textContent).toContain('No answer from the server yet');
    // The form is locked while the round is on its way.
    expect(input('price-1').disabled).toBe(true);
    await vi.advanceTimersByTimeAsync(1_000);
    await waitFor(() => expect(submission().dataset.phase).toBe('stored'));
    expect(submission().textContent).toContain(i18n.t('quotation.sending.stored', { round: 1, time: '2026-11-27 18:00:00' }));

    const [[first], [second]] = vi.mocked(api.sendRound).mock.calls;
    expect(first.sectionId).toBe(SECTION_ID);
    expect(first.requestKey).toMatch(/^[\w-]{8,}$/);
    expect(second.requestKey).toBe(first.requestKey);
    expect(first.sectors.find((s) => s.id === 1)).toMatchObject({ sectorPrice: '500', taxRate: '13', totalPrice: '1500.00' });
    expect(localStorage.getItem(draftKey(42, SECTION_ID))).toBeNull();
    // Applied, not reloaded: the round is in the history and the last price under the item; the next round is 2.
    expect(await screen.findByText(i18n.t('quotation.history.round', { round: 1 }))).toBeTruthy();
    expect(screen.getByText(i18n.t('quotation.table.lastPrice', { price: '¥500.00' }))).toBeTruthy();
    expect(input('price-1').disabled).toBe(false);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(reload).not.toHaveBeenCalled();
    expect(api.getQuotationInfo).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it('stops at the supplier’s word, says the round is not confirmed, and tries again under the same key', async () => {
    vi.mocked(api.sendRound)
      .mockImplementationOnce((_, signal) => new Promise((_, reject) => signal.addEventListener('abort', () => reject(new api.NoAnswer()))))
      .mockResolvedValueOnce({ code: 200, msg: '', data: { ...storedRound(1), replayed: true } });
    const { input } = renderPage();
    await loaded();
    type(input('price-1'), '500');
    await confirmSubmit();
    await waitFor(() => expect(submission().dataset.phase).toBe('sending'));
    fireEvent.click(within(submission()).getByRole('button', { name: i18n.t('quotation.sending.stop') }));
    await waitFor(() => expect(submission().dataset.phase).toBe('unconfirmed'));
    expect(submission().textContent).toContain(i18n.t('quotation.sending.unconfirmed'));
    fireEvent.click(within(submission()).getByRole('button', { name: i18n.t('quotation.sending.retry') }));
    await waitFor(() => expect(submission().dataset.phase).toBe('stored'));
    const [[first], [second]] = vi.mocked(api.sendRound).mock.calls;
    expect(second.requestKey).toBe(first.requestKey);
  });

  it('prices a sector through its detail rows: live sums, remarks 1, the draft, the details import and what is sent', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    Object.defineProperty(window, 'location', { configurable: true, value: { ...window.location, reload: vi.fn() } });
    const pump = quoteSector(3, { sectorNameEn: 'Pump', sectorNumber: '4.000000', detailsList: [quoteDetail(31, 'Motor', '2'), quoteDetail(32, 'Frame', '0.5')] });
    const data = info({ bidSectors: [pump] });
    vi.mocked(api.getQuotationInfo).mockResolvedValue({ code: 200, msg: '', data: { ...data, bidSection: { ...data.bidSection, sectionType: 1 } } });
    vi.mocked(api.importTemplate).mockResolvedValue({ code: 200, msg: '', data: [{ id: 3, detailsList: [{ id: 32, sectorPrice: '10.01', otherExpenses: '0.00' }] }] });
    vi.mocked(api.sendRound).mockResolvedValue({ code: 200, msg: '', data: storedRound(1) });
    const { input, view } = renderPage();
    await loaded();
    // The pump has no price of its own: its rows are priced.
    expect(view.container.querySelector('#price-3')).toBeNull();
    type(input('detail-price-31'), '33.333');
    expect(input('detail-price-31').value).toBe('33.33');
    type(input('detail-other-31'), '1.5');
    type(input('remarks1-3'), 'second remark');
    expect(screen.getByTestId('total-3').textContent).toBe('');
    fireEvent.click(button(i18n.t('quotation.actions.saveDraft')));
    const stored = JSON.parse(localStorage.getItem(draftKey(42, SECTION_ID))!);
    // Saved as the fields show once left, whether or not the field last typed in was left first: 1.5 as 1.50.
    expect(stored.lines[0]).toMatchObject({ remarks1: 'second remark', details: { 31: { price: '33.33', otherExpenses: '1.50' } } });

    // The details template's import fills the frame's price.
    const files = view.container.querySelectorAll<HTMLInputElement>('input[type="file"]');
    fireEvent.change(files[files.length - 1], { target: { files: [new File(['x'], 'details.xlsx')] } });
    await waitFor(() => expect(input('detail-price-32').value).toBe('10.01'));
    expect(api.importTemplate).toHaveBeenCalledWith('details', SECTION_ID, expect.any(File));
    expect(screen.getByTestId('detail-material-32').textContent).toBe('¥5.01');
    expect(screen.getByTestId('other-sum-3').textContent).toBe('¥1.50');
    expect(screen.getByTestId('material-3').textContent).toBe('¥71.67');
    expect(screen.getByTestId('total-3').textContent).toBe('¥73.17');
    expect(screen.getByTestId('derived-3').textContent).toBe(i18n.t('quotation.table.derivedUnitPrice', { price: '¥17.92' }));

    fireEvent.click(button(i18n.t('quotation.actions.submit')));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: new RegExp(i18n.t('quotation.submit.ok')) }));
    await waitFor(() => expect(api.sendRound).toHaveBeenCalledTimes(1));
    expect(vi.mocked(api.sendRound).mock.calls[0][0].sectors).toEqual([
      expect.objectContaining({
        id: 3,
        sectorPrice: null,
        remarks1: 'second remark',
        detailsList: [
          { id: 31, sectorPrice: '33.33', totalPrice: null, otherExpenses: '1.5' },
          { id: 32, sectorPrice: '10.01', totalPrice: null, otherExpenses: '0.00' },
        ],
      }),
    ]);
    vi.useRealTimers();
  });

  it('keeps the key of a round with no answer through a reload of the tab: sent again, it cannot be stored twice', { timeout: 90_000 }, async () => {
    vi.mocked(api.sendRound)
      .mockImplementationOnce((_, signal) => new Promise((_, reject) => signal.addEventListener('abort', () => reject(new api.NoAnswer()))))
      .mockResolvedValueOnce({ code: 200, msg: '', data: { ...storedRound(1), replayed: true } });
    const first = renderPage();
    await loaded();
    type(first.input('price-1'), '500');
    await confirmSubmit();
    await waitFor(() => expect(submission().dataset.phase).toBe('sending'));
    // The tab goes (its round stopped first, as a closing tab aborts its requests).
    fireEvent.click(within(submission()).getByRole('button', { name: i18n.t('quotation.sending.stop') }));
    await waitFor(() => expect(submission().dataset.phase).toBe('unconfirmed'));
    cleanup();

    const second = renderPage();
    await loaded();
    type(second.input('price-1'), '500');
    await confirmSubmit();
    await waitFor(() => expect(submission().dataset.phase).toBe('stored'));
    const [[a], [b]] = vi.mocked(api.sendRound).mock.calls;
    expect(b.requestKey).toBe(a.requestKey);
    expect(sessionStorage.getItem(`quotation-attempt:${SECTION_ID}`)).toBeNull();
  });

  it('shows the server’s refusal in its words and starts a new key for the next attempt', async () => {
    vi.mocked(api.sendRound).mockResolvedValueOnce({ code: 601, msg: 'Quoting has ended' }).mockResolvedValueOnce({ code: 601, msg: 'again' });
    const { input } = renderPage();
    await loaded();
    type(input('price-1'), '500');
    await confirmSubmit();
    await waitFor(() => expect(submission().dataset.phase).toBe('refused'));
    expect(submission().textContent).toContain(i18n.t('quotation.sending.refused', { message: 'Quoting has ended' }));
    await confirmSubmit();
    await waitFor(() => expect(api.sendRound).toHaveBeenCalledTimes(2));
    expect(await warnings()).toContain('again');
    const [[a], [b]] = vi.mocked(api.sendRound).mock.calls;
    expect(a.requestKey).not.toBe(b.requestKey);
  });
});

describe('live events on the quotation page', { timeout: 60_000 }, () => {
  const event = (name: string, data: unknown): LiveEvent => ({ id: 1, event: name, data });

  it('shows the auction’s current lowest price of each item and the caller’s rank, drawn together', async () => {
    const data = info();
    vi.mocked(api.getQuotationInfo).mockResolvedValue({ code: 200, msg: '', data: { ...data, bidSection: { ...data.bidSection, showRanking: 1, rankingType: 1 } } });
    renderPage();
    await loaded();
    act(() => {
      live.emit(event('bounds', { bounds: { 1: '850.00' } }));
      live.emit(event('bounds', { bounds: { 1: '840.00' } }));
      live.emit(event('rank', { rankingType: 1, ranking: 2 }));
    });
    expect(await screen.findByText(i18n.t('quotation.table.auctionLowest', { price: '¥840.00' }))).toBeTruthy();
    expect(screen.getByText(i18n.t('quotation.rank.total', { rank: 2 }))).toBeTruthy();
    expect(screen.queryByText(i18n.t('quotation.table.auctionLowest', { price: '¥850.00' }))).toBeNull();
  });

  it('asks for the history once when a round of the caller’s comes from elsewhere, not for its own', async () => {
    vi.mocked(api.sendRound).mockResolvedValueOnce({ code: 200, msg: '', data: storedRound(1) });
    const { input } = renderPage();
    await loaded();
    // No round yet: no history to ask for.
    expect(api.getQuoteHistory).not.toHaveBeenCalled();
    type(input('price-1'), '500');
    await confirmSubmit();
    await waitFor(() => expect(submission().dataset.phase).toBe('stored'));
    act(() => live.emit(event('round', { signupId: 3, quotesCount: 1, totalPrice: '1500.00', arrivalTime: '2026-11-27 18:00:00' })));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(api.getQuoteHistory).not.toHaveBeenCalled();
    act(() => {
      live.emit(event('round', { signupId: 3, quotesCount: 2, totalPrice: '1400.00', arrivalTime: '2026-11-27 18:01:00' }));
      live.emit(event('activity', {}));
    });
    await waitFor(() => expect(api.getQuoteHistory).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(api.getQuoteHistory).toHaveBeenCalledTimes(1);
  });
});
