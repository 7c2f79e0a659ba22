import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { setUpComponentTests } from '../../testing/componentTest';
import { evidenceBundle, testKey, type TestBundle } from '../../testing/evidenceFixture';
import * as receipts from '../../api/receipts';
import type { HistoryRound } from '../../api/quotation';
import { RequestError } from '../../api/request';
import { QuoteHistory } from './QuoteHistory';

vi.mock('../../api/receipts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/receipts')>()),
  getPublishedRoot: vi.fn(async () => null),
  getReceiptEvidence: vi.fn(),
}));

let bundle: TestBundle;
setUpComponentTests();
beforeAll(async () => {
  bundle = await evidenceBundle(testKey());
});
afterEach(() => vi.restoreAllMocks());

const round: HistoryRound = { id: 81, quotesCount: 2, totalPrice: '27600.00', createTime: '2026-11-27 22:45:21', arrivalTime: null, quotesList: [] };
const show = () => render(<QuoteHistory rounds={[round]} sectors={[]} section={{ currency: 'CNY' }} sectionId={38} />);

describe("the evidence of a supplier's round in its quote history", () => {
  it('is disabled, saying when it becomes available, while the section\'s root is not published', { timeout: 20_000 }, async () => {
    show();
    await waitFor(() => expect(receipts.getPublishedRoot).toHaveBeenCalledWith(38));
    const button = screen.getByTestId('evidence-2');
    expect(button).toHaveProperty('disabled', true);
    fireEvent.mouseEnter(button.parentElement!);
    expect(await screen.findByText(/can be downloaded once quoting has ended/)).toBeTruthy();
    expect(receipts.getReceiptEvidence).not.toHaveBeenCalled();
  });

  it('asks the API for the round\'s bundle once the root is published and saves it as a JSON file', { timeout: 20_000 }, async () => {
    vi.mocked(receipts.getPublishedRoot).mockResolvedValue({ ...bundle.root, publishTime: null });
    vi.mocked(receipts.getReceiptEvidence).mockResolvedValue({ code: 200, msg: '', data: bundle });
    const saved: { name: string; blob: Blob }[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved.push({ name: '', blob });
      return 'blob:evidence';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.at(-1)!.name = this.download;
    });
    show();
    const button = screen.getByTestId('evidence-2');
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    fireEvent.click(button);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(receipts.getReceiptEvidence).toHaveBeenCalledWith(81);
    expect(saved[0].name).toBe('receipt-evidence-38-2.json');
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(saved[0].blob);
    });
    expect(JSON.parse(text)).toEqual(bundle);
  });

  it('asks once however often it is pressed while the answer is on its way, and saves nothing when refused', { timeout: 20_000 }, async () => {
    vi.mocked(receipts.getPublishedRoot).mockResolvedValue({ ...bundle.root, publishTime: null });
    let refuse!: () => void;
    vi.mocked(receipts.getReceiptEvidence).mockImplementation(
      () => new Promise((_, reject) => (refuse = () => reject(new RequestError('The root is not in the log yet', 601)))),
    );
    const save = vi.spyOn(URL, 'createObjectURL');
    show();
    const button = screen.getByTestId('evidence-2');
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    fireEvent.click(button);
    await waitFor(() => expect(button.className).toContain('ant-btn-loading'));
    fireEvent.click(button);
    expect(receipts.getReceiptEvidence).toHaveBeenCalledTimes(1);
    refuse();
    // The refusal is the request layer's to show; the button is usable again and nothing was saved.
    await waitFor(() => expect(button.className).not.toContain('ant-btn-loading'));
    expect(save).not.toHaveBeenCalled();
  });
});
