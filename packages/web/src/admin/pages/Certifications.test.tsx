import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { FeedbackProvider } from '../../feedback/FeedbackProvider';
import { setUpComponentTests } from '../../testing/componentTest';
import { ENTERPRISE_TEXT_FIELDS, type EnterpriseTextField } from '@portal/domain';
import type { CertificationRow } from '../../api/certificationReviews';

const api = vi.hoisted(() => ({ listCertifications: vi.fn(), reviewCertification: vi.fn() }));
vi.mock('../../api/certificationReviews', () => api);
// The server answers a dictionary in the reader's language: here English.
vi.mock('../../api/dictionaries', async () => {
  const { DICTIONARIES } = await import('@portal/domain');
  return { getDict: vi.fn(async (type: string) => (DICTIONARIES[type] ?? []).map((e) => ({ dictValue: e.dictValue, dictLabel: e.dictLabelEn, remark: '' }))) };
});

import Certifications from './Certifications';

setUpComponentTests();

/** An enterprise certification under review: every text field blank except the given ones, no files. */
const enterpriseRow = (texts: Partial<Record<EnterpriseTextField, string>>): CertificationRow => ({
  companyId: 4,
  companyName: 'Vientiane Steel',
  tin: '123',
  certificationStatus: 'prompt',
  submittedBy: 'li',
  operationUserType: 0,
  submitTime: '2026-01-02 10:00:00',
  kind: 'enterprise',
  form: null,
  enterpriseForm: {
    declareName: 'Vientiane Steel',
    mobile: null,
    email: null,
    ...(Object.fromEntries(ENTERPRISE_TEXT_FIELDS.map((field) => [field, texts[field] ?? null])) as Record<EnterpriseTextField, string | null>),
    agencyLicenseFileList: [],
    productionLicenseFileList: [],
    threeYearsFinancialReprotFileList: [],
    businessLicenseFileList: [],
    authorizationFileList: [],
    corporateIdCardFront: [],
    corporateIdCardOpposite: [],
    id: 9,
    instanceId: 'enterprise-certification-9',
    taskId: null,
    status: 'prompt',
    feedback: null,
    feedbackEn: null,
    feedbackLo: null,
    feedbackLang: null,
  },
  actions: ['review'],
});

function open(rows: CertificationRow[]) {
  api.listCertifications.mockResolvedValue({ code: 200, msg: '', rows, total: rows.length });
  render(
    <FeedbackProvider>
      <Certifications />
    </FeedbackProvider>,
  );
}

describe('certification review', { timeout: 30_000 }, () => {
  it('offers pass and reject when the server answers review', async () => {
    open([enterpriseRow({})]);
    expect(await screen.findByRole('button', { name: 'Pass' })).toBeTruthy();
  });

  it('shows a form the server answers no review for without the review buttons', async () => {
    open([{ ...enterpriseRow({}), certificationStatus: 'modify', actions: [] }]);
    expect(await screen.findByText('Vientiane Steel', { selector: 'td, td *' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pass' })).toBeNull();
  });

  it('shows the dictionary labels of the form in the reviewer’s language, not the stored codes', async () => {
    api.listCertifications.mockResolvedValue({ code: 200, msg: '', rows: [enterpriseRow({ category: '1', enterpriseType: '2', natureTaxpayer: '2', idType: '2', trial: '0', isLegalRepresentative: 'N', bpmNameStr: 'A,B' })], total: 1 });
    render(
      <FeedbackProvider>
        <Certifications />
      </FeedbackProvider>,
    );
    const cell = async (label: string) => {
      const th = await screen.findByText(label, { selector: 'th, th *' });
      return th.closest('th')!.nextElementSibling as HTMLElement;
    };
    expect(await within(await cell('Supplier category')).findByText('Agent or distributor')).toBeTruthy();
    expect(await within(await cell('Enterprise type')).findByText('Private enterprise')).toBeTruthy();
    expect(await within(await cell('Taxpayer type')).findByText('Small-scale taxpayer')).toBeTruthy();
    expect((await cell('Identity document type')).textContent).toBe('Passport');
    expect((await cell('Accepts trial')).textContent).toBe('No');
    expect((await cell('Legal representative')).textContent).toBe('No');
    expect((await cell('Bid contacts')).textContent).toBe('A, B');
  });
});
