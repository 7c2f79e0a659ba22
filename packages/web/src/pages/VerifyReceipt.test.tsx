import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { setUpComponentTests } from '../testing/componentTest';
import { verifyReceipt } from '@portal/domain';
import VerifyReceipt from './VerifyReceipt';

const arrivalTime = '2026-11-27T14:45:21.389Z';
const keys = { algorithm: 'Ed25519', publicKey: 'key', keyId: 'kid', keys: [{ keyId: 'kid', publicKey: 'key', validFrom: arrivalTime, validUntil: null }] };
vi.mock('../api/receipts', () => ({ getKeyDocument: vi.fn(async () => keys), getPublishedRoot: vi.fn(async () => null) }));
vi.mock('@portal/domain', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@portal/domain')>()),
  verifyReceipt: vi.fn(async () => ({ ok: false, failure: 'notPublished', receipt: { sectionId: 38, quotesCount: 2, arrivalTime, commitment: 'c0ffee' } })),
}));

setUpComponentTests();

function openPage() {
  render(
    <MemoryRouter>
      <VerifyReceipt />
    </MemoryRouter>,
  );
}

describe('the receipt verification page', () => {
  it('has one h1, and links the scheme and the key where the portal serves them, not a file of the repository', () => {
    openPage();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Verify a quotation receipt']);
    expect(screen.getByRole('link', { name: /How receipts are verified/ }).getAttribute('href')).toBe('/.well-known/portal-receipt-verification.txt');
    expect(screen.getByRole('link', { name: 'The portal\'s public key' }).getAttribute('href')).toBe('/.well-known/portal-receipt-key.json');
    expect(document.body.textContent).not.toContain('docs/verification.md');
  });

  it('writes the round\'s time as the portal writes times, in the reader\'s zone, not as an ISO instant', { timeout: 20_000 }, async () => {
    openPage();
    const input = document.querySelector('input[type=file]')!;
    // jsdom's File has no text(): the page reads the file with it, as browsers allow.
    const file = Object.assign(new File(['{"sectionId":38}'], 'receipt.json', { type: 'application/json' }), { text: async () => '{"sectionId":38}' });
    fireEvent.change(input, { target: { files: [file] } });
    const label = await screen.findByText('Time of the round');
    const local = new Date(arrivalTime);
    const pad = (n: number) => String(n).padStart(2, '0');
    const expected = `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())} ${pad(local.getHours())}:${pad(local.getMinutes())}:21`;
    expect(label.closest('tr')?.textContent).toContain(expected);
    expect(document.body.textContent).not.toContain(arrivalTime);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('The signature is correct');
    // Checked against this portal's key document (never the receipt's keyUrl), and the key's id shown.
    expect(vi.mocked(verifyReceipt)).toHaveBeenCalledWith(expect.objectContaining({ keys }));
    expect(screen.getByTestId('verify-key-id').textContent).toBe('kid');
  });
});
