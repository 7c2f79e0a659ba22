import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FeedbackProvider } from '../../feedback/FeedbackProvider';
import type { BidRecord } from '@portal/domain';
import { setUpComponentTests } from '../../testing/componentTest';
import type { MarginRow } from '../../api/bids';

const api = vi.hoisted(() => ({ getMargins: vi.fn(), confirmRefund: vi.fn() }));
vi.mock('../../api/bids', () => api);
vi.mock('../../api/dictionaries', () => ({ getDict: vi.fn(async () => []) }));

import { RefundBlock } from './RefundBlock';

setUpComponentTests();

const margin = (id: number, status: number): MarginRow =>
  ({ id, status, currency: 'USD', money: '500.00', paymentDate: '2026-01-02 10:00:00', fileList: [], paymentFileList: [], timeList: [], refundDateDeadline: '2099-01-01 00:00:00', receivingAccountId: 1, type: '1' }) as unknown as MarginRow;

describe('the deposit refund block', () => {
  it('puts the confirm button under the table, in a row that wraps within the card', async () => {
    api.getMargins.mockResolvedValue({ code: 200, msg: '', data: [margin(1, 6), margin(2, 5)] });
    const act = vi.fn(async (call: () => Promise<unknown>) => call());
    render(
      <FeedbackProvider>
        <RefundBlock bid={{ id: 7 } as BidRecord} detail={{ busy: false, act } as never} />
      </FeedbackProvider>,
    );
    const button = await screen.findByRole('button', { name: 'Confirm receipt' });
    const card = document.getElementById('deposit-refund')!;
    expect(card.contains(button)).toBe(true);
    // Not in a table cell, where the table's own width (it scrolls sideways) would carry it out of the card.
    expect(button.closest('table')).toBeNull();
    expect(button.closest('.ant-table-wrapper')).toBeNull();
    const row = button.closest('[data-testid="refund-confirm"]')!;
    expect(row).not.toBeNull();
    expect(row.querySelector('[role="timer"]')).not.toBeNull();
    // Only the refunded deposit (6) waits for a confirmation.
    expect(screen.getAllByRole('button', { name: 'Confirm receipt' })).toHaveLength(1);

    fireEvent.click(button);
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(api.confirmRefund).toHaveBeenCalledWith(1));
  });

  it('gives the focus to the block when the button of the confirmed deposit goes, and only then', async () => {
    api.getMargins.mockResolvedValue({ code: 200, msg: '', data: [margin(1, 6)] });
    const detail = { busy: false, act: vi.fn() } as never;
    const view = render(
      <FeedbackProvider>
        <RefundBlock bid={{ id: 7 } as BidRecord} detail={detail} />
      </FeedbackProvider>,
    );
    const button = await screen.findByRole('button', { name: 'Confirm receipt' });
    const card = document.getElementById('deposit-refund')!;
    // Named by its title, and not a Tab stop of its own.
    expect(card.getAttribute('role')).toBe('group');
    expect(card.getAttribute('aria-label')).toBe('Deposit refund');
    expect(card.tabIndex).toBe(-1);
    button.focus();
    // The page reloads the record after the confirmation; the deposit comes back confirmed (5), without its button.
    api.getMargins.mockResolvedValue({ code: 200, msg: '', data: [margin(1, 5)] });
    view.rerender(
      <FeedbackProvider>
        <RefundBlock bid={{ id: 7 } as BidRecord} detail={detail} />
      </FeedbackProvider>,
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Confirm receipt' })).toBeNull());
    expect(document.activeElement).toBe(card);

    // With the focus elsewhere on the page, a reload leaves it there.
    card.blur();
    const outside = document.body.appendChild(document.createElement('button'));
    outside.focus();
    view.rerender(
      <FeedbackProvider>
        <RefundBlock bid={{ id: 7 } as BidRecord} detail={detail} />
      </FeedbackProvider>,
    );
    await waitFor(() => expect(api.getMargins).toHaveBeenCalledTimes(3));
    expect(document.activeElement).toBe(outside);
    outside.remove();
  });

  it('lays that row out to wrap', () => {
    const css = readFileSync(join(process.cwd(), 'packages/web/src/components/bid/bid.module.css'), 'utf8');
    const rule = /\.refundConfirm\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(rule).toMatch(/display:\s*flex/);
    expect(rule).toMatch(/flex-wrap:\s*wrap/);
  });
});
