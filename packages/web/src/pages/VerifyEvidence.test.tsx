import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { KeyDocument } from '@portal/domain';
import { setUpComponentTests } from '../testing/componentTest';
import { evidenceBundle, keyDocumentOf, testKey, type TestBundle } from '../testing/evidenceFixture';
import { getKeyDocument, getPublishedRoot } from '../api/receipts';
import VerifyReceipt from './VerifyReceipt';

const portal = testKey();
let published: KeyDocument;
let bundle: TestBundle;
vi.mock('../api/receipts', () => ({ getKeyDocument: vi.fn(async () => published), getPublishedRoot: vi.fn(async () => null) }));

setUpComponentTests();
beforeAll(async () => {
  published = await keyDocumentOf(portal);
  bundle = await evidenceBundle(portal);
});

/** Drops a file holding `json` on the page (jsdom's File has no text(): the page reads the file with it). */
function drop(json: unknown) {
  const text = JSON.stringify(json);
  const file = Object.assign(new File([text], 'receipt-evidence-38-2.json', { type: 'application/json' }), { text: async () => text });
  fireEvent.change(document.querySelector('input[type=file]')!, { target: { files: [file] } });
}

function openPage() {
  render(
    <MemoryRouter>
      <VerifyReceipt />
    </MemoryRouter>,
  );
}

/** Each check's words as the page writes them. */
const checkLines = () => [...screen.getByTestId('bundle-checks').querySelectorAll('li')].map((li) => li.textContent?.trim());

describe('the verification page with an evidence bundle', () => {
  it('checks every part of a valid bundle in the browser against the portal\'s key, with no call for the root', { timeout: 20_000 }, async () => {
    openPage();
    drop(bundle);
    expect((await screen.findByRole('heading', { level: 2 })).textContent).toBe('The evidence is valid');
    expect(checkLines()).toEqual([
      "The receipt's contents and the portal's signature: passed",
      'The signature of the Merkle root: passed',
      'The round is included in the Merkle root: passed',
      'The Merkle root is recorded in the transparency log: passed',
      "The portal's signature of the log's tree head: passed",
    ]);
    expect(document.body.textContent).toContain('entry 1 of the transparency log, included in the signed tree head of 3 entries');
    expect(getKeyDocument).toHaveBeenCalledTimes(1);
    expect(getPublishedRoot).not.toHaveBeenCalled();
  });

  it('refuses a bundle whose price was changed, naming the failed check in plain words', { timeout: 20_000 }, async () => {
    openPage();
    const tampered = structuredClone(bundle);
    tampered.receipt.totalPrice = '17600';
    drop(tampered);
    expect((await screen.findByRole('heading', { level: 2 })).textContent).toBe('Verification failed');
    expect(checkLines()[0]).toBe(
      "The receipt's contents and the portal's signature: failed — The receipt was altered: its prices, quantities or other contents do not match its commitment hash.",
    );
    expect(checkLines()[4]).toBe("The portal's signature of the log's tree head: not checked (an earlier check failed)");
  });

  it('refuses a bundle whose log proof was changed', { timeout: 20_000 }, async () => {
    openPage();
    const tampered = structuredClone(bundle);
    tampered.inclusion.path[0] = 'dd'.repeat(32);
    drop(tampered);
    await screen.findByRole('heading', { level: 2, name: 'Verification failed' });
    expect(checkLines()[3]).toContain('The Merkle root is recorded in the transparency log: failed — The log\'s inclusion proof does not lead');
  });

  it('checks against a key the reader pins, with no server call: another key refuses the bundle', { timeout: 20_000 }, async () => {
    openPage();
    fireEvent.change(screen.getByPlaceholderText('Portal public key (base64)'), { target: { value: testKey().publicKey } });
    drop(bundle);
    await screen.findByRole('heading', { level: 2, name: 'Verification failed' });
    expect(checkLines()[0]).toContain('This receipt was signed with a key this portal never published');
    expect(getKeyDocument).not.toHaveBeenCalled();
  });

  it('passes with the portal\'s key pinned, with no server call at all', { timeout: 20_000 }, async () => {
    openPage();
    fireEvent.change(screen.getByPlaceholderText('Portal public key (base64)'), { target: { value: portal.publicKey } });
    drop(bundle);
    await screen.findByRole('heading', { level: 2, name: 'The evidence is valid' });
    expect(getKeyDocument).not.toHaveBeenCalled();
    expect(getPublishedRoot).not.toHaveBeenCalled();
  });

  it('refuses a pinned key that is not a key, saying what one looks like, and checks nothing until it is corrected', { timeout: 20_000 }, async () => {
    openPage();
    const field = screen.getByPlaceholderText('Portal public key (base64)');
    fireEvent.change(field, { target: { value: portal.publicKey.slice(0, 40) } });
    drop(bundle);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This is not an Ed25519 public key: it should be 44 characters of base64 (32 bytes, ending in "="). Correct it or clear it, then choose the file again.',
    );
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByTestId('bundle-checks')).toBeNull();
    expect(getKeyDocument).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: portal.publicKey } });
    expect(screen.queryByRole('alert')).toBeNull();
    drop(bundle);
    await screen.findByRole('heading', { level: 2, name: 'The evidence is valid' });
  });

  it("says nothing was checked when the portal's key cannot be fetched, and how to check offline", { timeout: 20_000 }, async () => {
    vi.mocked(getKeyDocument).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    openPage();
    drop(bundle);
    expect((await screen.findByRole('heading', { level: 2 })).textContent).toBe('Not checked');
    expect(document.body.textContent).toContain('pin a portal key you trust above to check offline');
    expect(screen.queryByTestId('bundle-checks')).toBeNull();
  });
});

