import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FeedbackProvider } from '../../feedback/FeedbackProvider';
import { initI18n } from '../../i18n';
import * as auth from '../../api/auth';
import * as profileApi from '../../api/profile';
import PersonalInformation from './PersonalInformation';

vi.mock('../../api/auth', () => ({ sendEmailCode: vi.fn() }));
vi.mock('../../api/profile', () => ({ getProfile: vi.fn(), updateProfile: vi.fn() }));
vi.mock('../../store/session', () => ({ loadUserInfo: vi.fn() }));
vi.mock('../../api/notifications', () => ({
  getPreferences: () => Promise.resolve({ code: 200, msg: '', data: { mailEvents: ['stageRejected'], events: ['stagePassed', 'stageRejected'] } }),
  savePreferences: vi.fn(),
}));
vi.mock('../../api/settings', () => ({ getPublicConfig: () => Promise.resolve({ uploadLimitMb: 20, demoMode: false }) }));

const PROFILE = { nickName: 'Li Lei', userName: '13800138000', supplierName: 'Acme', tin: 'T1', phonenumber: '13800138000', email: 'li@acme.test' };

beforeAll(() => initI18n('en'));
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

async function renderPage() {
  vi.mocked(profileApi.getProfile).mockResolvedValue({ code: 200, msg: '', data: PROFILE });
  vi.mocked(profileApi.updateProfile).mockResolvedValue({ code: 200, msg: '' });
  vi.mocked(auth.sendEmailCode).mockResolvedValue({ code: 200, msg: '' });
  const view = render(
    <FeedbackProvider>
      <PersonalInformation />
    </FeedbackProvider>,
  );
  const field = (id: string) => view.container.querySelector<HTMLInputElement>(`#${id}`);
  await waitFor(() => expect(field('email')?.value).toBe(PROFILE.email), { timeout: 5000 });
  return field;
}

const type = (input: Element | null, value: string) => fireEvent.change(input!, { target: { value } });
const save = () => fireEvent.click(screen.getByText('Save', { selector: 'button[type=submit] *' }));
const eventually = (assertion: () => void) => waitFor(assertion, { timeout: 5000 });

describe('personal information', { timeout: 30_000 }, () => {
  it('saves a new phone without asking for a code', async () => {
    const field = await renderPage();
    await eventually(() => expect(field('smsCode')).toBeNull());
    type(field('phonenumber'), '0139 0000 1111');
    save();
    await eventually(() => expect(profileApi.updateProfile).toHaveBeenCalledWith({ email: PROFILE.email, phonenumber: '13900001111', smsCode: '' }));
  });

  it('asks for the code sent to a new e-mail address before saving it', async () => {
    const field = await renderPage();
    type(field('email'), 'new@acme.test');
    await eventually(() => expect(field('smsCode')).not.toBeNull());
    save();
    expect(await screen.findByText('Please enter the verification code', {}, { timeout: 5000 })).toBeTruthy();
    expect(profileApi.updateProfile).not.toHaveBeenCalled();

    fireEvent.click(screen.getByText('Get code', { selector: 'button *' }));
    await eventually(() => expect(auth.sendEmailCode).toHaveBeenCalledWith('new@acme.test'));
    expect(await screen.findByText(/Resend in 1[12]\d s/, {}, { timeout: 5000 })).toBeTruthy();
    type(field('smsCode'), '123456');
    save();
    await eventually(() =>
      expect(profileApi.updateProfile).toHaveBeenCalledWith({ email: 'new@acme.test', phonenumber: PROFILE.phonenumber, smsCode: '123456' }),
    );
  });

  it('hides the code again when the address is set back, in any letter case', async () => {
    const field = await renderPage();
    type(field('email'), 'other@acme.test');
    await eventually(() => expect(field('smsCode')).not.toBeNull());
    type(field('email'), 'LI@acme.test');
    await eventually(() => expect(field('smsCode')).toBeNull());
  });
});
