import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FeedbackProvider } from '../../feedback/FeedbackProvider';
import { initI18n } from '../../i18n';
import { storedFile } from '../../testing/componentTest';
import * as qualification from '../../api/qualification';
import CompanyQualification from './CompanyQualification';

const session = vi.hoisted(() => ({ supplierId: 41 as number | undefined }));
vi.mock('../../store/session', () => ({ useSession: () => session }));
vi.mock('../../api/qualification', () => ({ getCompany: vi.fn(), saveQualification: vi.fn() }));
/** Thumbnails fetch the file with the session; here the fetch never answers. */
vi.mock('../../api/uploads', () => ({ uploadFile: vi.fn(), fetchFile: () => new Promise<Blob>(() => undefined) }));
vi.mock('../../api/settings', () => ({ getPublicConfig: () => Promise.resolve({ uploadLimitMb: 20, demoMode: false }) }));

const stored = storedFile;

const company = (files: Partial<qualification.CompanyQualification> = {}) => ({
  code: 200,
  msg: '',
  data: {
    id: 41,
    name: '万象钢铁贸易有限公司',
    businessLicenseFileList: [],
    achievementFileList: [],
    agencyLicenseFileList: [],
    isQualificationBusinessLicense: 1,
    isQualificationAchievement: 1,
    isQualificationAgencyLicense: 1,
    ...files,
  },
});

const renderPage = () =>
  render(
    <FeedbackProvider>
      <CompanyQualification />
    </FeedbackProvider>,
  );

beforeAll(() => initI18n('en'));
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  session.supplierId = 41;
});

describe('company qualification page', () => {
  it('shows the company and a slot for each document, with the stored file as a download', async () => {
    vi.mocked(qualification.getCompany).mockResolvedValue(company({ businessLicenseFileList: [stored(7, 'licence.pdf')] }));
    renderPage();
    expect(await screen.findByText('万象钢铁贸易有限公司')).toBeTruthy();
    expect(qualification.getCompany).toHaveBeenCalledWith(41);
    for (const label of ['Business licence', 'Achievement file', 'Agency licence']) expect(screen.getByText(label)).toBeTruthy();
    expect(screen.getByRole('link', { name: /licence.pdf/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /replace/i })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /upload file/i })).toHaveLength(2);
  });

  it('saves the three lists, says so and reads the company again', async () => {
    vi.mocked(qualification.getCompany)
      .mockResolvedValueOnce(company({ businessLicenseFileList: [stored(7, 'licence.pdf')] }))
      .mockResolvedValueOnce(company({ businessLicenseFileList: [stored(7, 'licence.pdf')], achievementFileList: [stored(8, 'achievements.pdf')] }));
    vi.mocked(qualification.saveQualification).mockResolvedValue({ code: 200, msg: 'The company qualification has been saved' });
    renderPage();
    await screen.findByText('万象钢铁贸易有限公司');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(qualification.saveQualification).toHaveBeenCalledWith({ id: 41, businessLicenseFileList: [stored(7, 'licence.pdf')], achievementFileList: [], agencyLicenseFileList: [] }),
    );
    expect(await screen.findByText('Saved successfully')).toBeTruthy();
    expect(await screen.findByRole('link', { name: /achievements.pdf/ })).toBeTruthy();
    expect(qualification.getCompany).toHaveBeenCalledTimes(2);
  });

  it('shows only the slots whose flag is 1 (part 1 §5), and saves a hidden slot as stored', async () => {
    vi.mocked(qualification.getCompany).mockResolvedValue(
      company({ isQualificationAchievement: 0, isQualificationAgencyLicense: 0, agencyLicenseFileList: [stored(9, 'agency.pdf')] }),
    );
    vi.mocked(qualification.saveQualification).mockResolvedValue({ code: 200, msg: 'The company qualification has been saved' });
    renderPage();
    await screen.findByText('万象钢铁贸易有限公司');
    expect(screen.getByText('Business licence')).toBeTruthy();
    expect(screen.queryByText('Achievement file')).toBeNull();
    expect(screen.queryByText('Agency licence')).toBeNull();
    expect(screen.queryByRole('link', { name: /agency.pdf/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(qualification.saveQualification).toHaveBeenCalledWith({ id: 41, businessLicenseFileList: [], achievementFileList: [], agencyLicenseFileList: [stored(9, 'agency.pdf')] }),
    );
  });

  it('shows no slot when the answer flags none', async () => {
    vi.mocked(qualification.getCompany).mockResolvedValue(company({ isQualificationBusinessLicense: undefined, isQualificationAchievement: 0, isQualificationAgencyLicense: 0 }));
    renderPage();
    await screen.findByText('万象钢铁贸易有限公司');
    expect(screen.queryByRole('button', { name: /upload file/i })).toBeNull();
  });

  it('keeps the form when the server refuses the save', async () => {
    vi.mocked(qualification.getCompany).mockResolvedValue(company());
    vi.mocked(qualification.saveQualification).mockResolvedValue({ code: 601, msg: 'Only one file may be uploaded per item' });
    renderPage();
    await screen.findByText('万象钢铁贸易有限公司');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(qualification.saveQualification).toHaveBeenCalled());
    expect(screen.queryByText('Saved successfully')).toBeNull();
    expect(qualification.getCompany).toHaveBeenCalledTimes(1);
  });

  it('explains that an account without a company has no qualification', () => {
    session.supplierId = undefined;
    renderPage();
    expect(screen.getByText('This account is not linked to a company')).toBeTruthy();
    expect(qualification.getCompany).not.toHaveBeenCalled();
  });
});
