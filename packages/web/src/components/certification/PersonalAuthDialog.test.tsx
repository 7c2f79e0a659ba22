import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { FeedbackProvider } from '../../feedback/FeedbackProvider';
import { setUpComponentTests, storedFile } from '../../testing/componentTest';
import * as certification from '../../api/certification';
import type { Authentication } from '../../api/certification';
import { saveBlob } from '../upload/saveBlob';
import { PendingDialog } from './PendingDialog';
import { PersonalAuthDialog } from './PersonalAuthDialog';

vi.mock('../../api/certification', () => ({ getAuthorization: vi.fn(), authenticate: vi.fn(), downloadAuthorizationTemplate: vi.fn() }));
/** Thumbnails fetch the image with the session; here the fetch never answers. */
vi.mock('../../api/uploads', () => ({ uploadFile: vi.fn(), fetchFile: () => new Promise<Blob>(() => undefined) }));
vi.mock('../../api/settings', () => ({ getPublicConfig: () => Promise.resolve({ uploadLimitMb: 20, demoMode: false }) }));
vi.mock('../upload/saveBlob', () => ({ saveBlob: vi.fn() }));

const file = storedFile;

/** A stored authentication of a legal representative, complete and valid. */
const storedLegal = (overrides: Authentication = {}): Authentication => ({
  isLegalRepresentative: 'Y',
  businessLicenseFileList: [file(1, 'licence.pdf')],
  businessLicenseStart: '2025-01-01',
  businessLicenseEnd: '2099-12-31',
  corporateIdCardFront: [file(2, 'front.jpg')],
  corporateIdCardOpposite: [file(3, 'back.png')],
  authorizationFileList: [],
  ...overrides,
});

/** A stored authentication of someone authorized by the company, complete and valid. */
const storedAuthorized = (overrides: Authentication = {}): Authentication =>
  storedLegal({ isLegalRepresentative: 'N', corporateIdCardFront: [], corporateIdCardOpposite: [], authorizationFileList: [file(4, 'letter.pdf')], authorizationStart: '2025-01-01', authorizationEnd: '2099-12-31', ...overrides });

function renderDialog(mode: 'Auth' | 'modify' = 'Auth', stored: Authentication | null = null, notice?: string) {
  vi.mocked(certification.getAuthorization).mockResolvedValue({ code: 200, msg: '', data: stored });
  const onClose = vi.fn();
  render(
    <FeedbackProvider>
      <PersonalAuthDialog open mode={mode} notice={notice} onClose={onClose} />
    </FeedbackProvider>,
  );
  return { onClose, dialog: screen.getByRole('dialog') };
}

/** The upload control of a form field's slot (the slot carries the field's id), or null when not offered. */
const uploadOf = (field: string) => document.getElementById(field)?.querySelector<HTMLInputElement>('input[type=file]') ?? null;
/** The dialog's submit button (found by text: role queries are slow on a dialog this size). */
const submitOf = (dialog: HTMLElement) => within(dialog).getByText('Submit').closest('button')!;
const modalWidth = () => (document.querySelector('.ant-modal') as HTMLElement).style.width;

setUpComponentTests();

describe('personal authentication dialog', { timeout: 60_000 }, () => {
  it('is 800 px wide and opens on the legal representative case: both identity card sides, jpg/jpeg/png, up to 3 at once', async () => {
    const { dialog } = renderDialog('Auth', null, 'Please complete the identity authentication first');
    expect(modalWidth()).toBe('800px');
    expect(within(dialog).getByText('Please complete the identity authentication first')).toBeTruthy();
    expect(within(dialog).getByLabelText('Yes')).toHaveProperty('checked', true);
    expect(within(dialog).getByText('Identity card, front')).toBeTruthy();
    expect(within(dialog).getByText('Identity card, back')).toBeTruthy();
    expect(within(dialog).getAllByText('jpg, jpeg or png; at most 3 images per side')).toHaveLength(2);
    for (const side of ['corporateIdCardFront', 'corporateIdCardOpposite']) {
      const input = uploadOf(side)!;
      expect(input.accept).toBe('.jpg,.jpeg,.png,image/jpeg,image/png');
      expect(input.multiple).toBe(true);
    }
    expect(within(dialog).queryByText('Authorization letter')).toBeNull();
    expect(within(dialog).queryByText('Download the authorization letter template')).toBeNull();
    expect(certification.getAuthorization).not.toHaveBeenCalled();
  });

  it('shows an identity card side\'s upload control only while the side is empty', async () => {
    renderDialog('modify', storedLegal({ corporateIdCardOpposite: [] }));
    await waitFor(() => expect(document.querySelector('#corporateIdCardFront img')).not.toBeNull());
    expect(uploadOf('corporateIdCardFront')).toBeNull();
    expect(uploadOf('corporateIdCardOpposite')).not.toBeNull();
  });

  it('shows the authorization letter (PDF), its template and its validity when not the legal representative', async () => {
    vi.mocked(certification.downloadAuthorizationTemplate).mockResolvedValue(new Blob(['%PDF-1.4']));
    const { dialog } = renderDialog();
    fireEvent.click(within(dialog).getByLabelText('No'));
    expect(await within(dialog).findByText('Authorization letter')).toBeTruthy();
    expect(uploadOf('authorizationFileList')!.accept).toBe('.pdf,application/pdf');
    expect(within(dialog).getByText('Authorization validity')).toBeTruthy();
    expect(within(dialog).getAllByPlaceholderText('Start date')).toHaveLength(2);
    expect(within(dialog).queryByText('Identity card, front')).toBeNull();
    fireEvent.click(within(dialog).getByText('Download the authorization letter template').closest('button')!);
    await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(expect.any(Blob), 'authorization-letter-template.pdf'));
  });

  it('asks for the files of the chosen case and sends nothing', async () => {
    const { dialog } = renderDialog();
    fireEvent.click(submitOf(dialog));
    expect(await within(dialog).findByText('Please upload the business licence')).toBeTruthy();
    expect(certification.authenticate).not.toHaveBeenCalled();
  });

  it('refuses a licence period that starts after it ends', async () => {
    const { dialog } = renderDialog('modify', storedLegal({ businessLicenseStart: '2099-06-01', businessLicenseEnd: '2098-01-01' }));
    await waitFor(() => expect(within(dialog).getByText('licence.pdf').closest('a')).toBeTruthy());
    fireEvent.click(submitOf(dialog));
    expect(await within(dialog).findByText('The start date must be before the end date')).toBeTruthy();
    expect(certification.authenticate).not.toHaveBeenCalled();
  });

  it('refuses an authorization period that has already ended', async () => {
    const { dialog } = renderDialog('modify', storedAuthorized({ authorizationStart: '2020-01-01', authorizationEnd: '2020-12-31' }));
    await waitFor(() => expect(within(dialog).getByText('letter.pdf').closest('a')).toBeTruthy());
    fireEvent.click(submitOf(dialog));
    expect(await within(dialog).findByText('The end date must be in the future')).toBeTruthy();
    expect(certification.authenticate).not.toHaveBeenCalled();
  });

  it('sends only the chosen case\'s files and dates, then says so and closes', async () => {
    vi.mocked(certification.authenticate).mockResolvedValue({ code: 200, msg: 'Submitted successfully, please wait for the review' });
    // Stored with both cases' files: the authorized person's case is the one chosen.
    const { dialog, onClose } = renderDialog('modify', storedAuthorized({ corporateIdCardFront: [file(2, 'front.jpg')] }));
    await waitFor(() => expect(within(dialog).getByText('letter.pdf').closest('a')).toBeTruthy());
    fireEvent.click(submitOf(dialog));
    await waitFor(() => expect(certification.authenticate).toHaveBeenCalledTimes(1));
    expect(vi.mocked(certification.authenticate).mock.calls[0][0]).toMatchObject({
      isLegalRepresentative: 'N',
      corporateIdCardFront: [],
      corporateIdCardOpposite: [],
      authorizationFileList: [file(4, 'letter.pdf')],
      authorizationStart: '2025-01-01',
      authorizationEnd: '2099-12-31',
    });
    expect(await screen.findByText('Submitted successfully, please wait for the review')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
  });
});

describe('certification under review prompt', () => {
  it('is 700 px wide, shows the server\'s message or the default text, and closes', async () => {
    const onClose = vi.fn();
    const view = render(<PendingDialog open message="Your authentication is being reviewed" onClose={onClose} />);
    expect(modalWidth()).toBe('700px');
    expect(screen.getByText('Your authentication is being reviewed')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalled();
    view.rerender(<PendingDialog open onClose={onClose} />);
    expect(screen.getByText('Your certification is under review. Please wait for the result.')).toBeTruthy();
  });
});
