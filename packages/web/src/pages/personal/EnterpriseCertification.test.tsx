import { describe, expect, it, onTestFinished, vi, type MockInstance } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Form, type FormInstance } from 'antd';
import { FeedbackProvider } from '../../feedback/FeedbackProvider';
import { DICTIONARIES, enterpriseFieldRules, SUPPLIER_CATEGORIES } from '@portal/domain';
import { setUpComponentTests, storedFile } from '../../testing/componentTest';
import * as certification from '../../api/certification';
import EnterpriseCertification from './EnterpriseCertification';

const session = vi.hoisted(() => ({ operationUserType: 0 }));
vi.mock('../../store/session', () => ({ useSession: () => session }));
vi.mock('../../api/certification', () => ({
  getEnterpriseOperation: vi.fn(),
  getEnterpriseForm: vi.fn(),
  submitEnterpriseForm: vi.fn(),
  listBidContacts: vi.fn(),
  downloadAuthorizationTemplate: vi.fn(),
}));
/** The dictionaries as the server gives them, in English. */
vi.mock('../../api/dictionaries', () => ({
  getDict: async (type: string) => (DICTIONARIES[type] ?? []).map((e) => ({ dictType: type, dictValue: e.dictValue, dictLabel: e.dictLabelEn, remark: e.remark ?? '' })),
}));
vi.mock('../../api/uploads', () => ({ uploadFile: vi.fn(), fetchFile: () => new Promise<Blob>(() => undefined) }));
vi.mock('../../api/settings', () => ({ getPublicConfig: () => Promise.resolve({ uploadLimitMb: 20, demoMode: false }) }));

const pdf = storedFile;

/** A stored certification, complete for category 3 (the server sends the select values as numbers). */
const stored = (overrides: Record<string, unknown> = {}) => ({
  id: 9,
  instanceId: 'wf-9',
  declareName: 'Acme Trading',
  simpleName: 'Acme',
  realAddress: 'Vientiane, Lao PDR',
  category: 3,
  enterpriseType: 2,
  natureTaxpayer: 1,
  payedCapital: '1000000',
  suppliedProductName: 'Steel',
  threeYearsFinancialReprotFileList: [pdf(1, 'reports.pdf')],
  businessLicenseFileList: [pdf(2, 'licence.pdf')],
  businessLicenseStart: '2025-01-01',
  businessLicenseEnd: '2099-12-31',
  agencyLicenseFileList: [],
  productionLicenseFileList: [],
  legalPerson: 'Li Lei',
  idType: 1,
  idNo: 'P123456',
  manufacturingAddress: null,
  name: 'Somchai',
  isLegalRepresentative: 'N',
  mobile: '02055551234',
  email: 'somchai@acme.la',
  authorizationFileList: [pdf(3, 'letter.pdf')],
  authorizationStart: '2025-01-01',
  authorizationEnd: '2099-12-31',
  corporateIdCardFront: [],
  corporateIdCardOpposite: [],
  bpmIdStr: '3',
  bpmNameStr: 'Khamla',
  ...overrides,
});

function openWith(operation: string, form: Record<string, unknown> | null = stored(), operationContent: string | null = null) {
  vi.mocked(certification.getEnterpriseOperation).mockResolvedValue({ code: 200, msg: '', data: { operation, operationContent } } as never);
  vi.mocked(certification.getEnterpriseForm).mockResolvedValue({ code: 200, msg: '', data: form });
  render(
    <FeedbackProvider>
      <EnterpriseCertification />
    </FeedbackProvider>,
  );
}

/** The title of the step the wizard stands on. */
const currentStep = () => document.querySelector('.ant-steps-item-active .ant-steps-item-title')?.textContent;
const fieldOf = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
/** The label element of a form item, to read its required mark. */
const labelOf = (text: string) => screen.queryAllByText(text).map((el) => el.closest('label')).find(Boolean) ?? null;
const isRequired = (text: string) => labelOf(text)!.classList.contains('ant-form-item-required');
/** Clicks the button with this text (found by text: role queries are slow on a form this size). */
const click = (name: string) => fireEvent.click(screen.getByText(name).closest('button')!);

setUpComponentTests(() => {
  session.operationUserType = 0;
});

describe('enterprise certification wizard: modes per operation', { timeout: 60_000 }, () => {
  it('Auth opens step 1 editable, without the stored authorization or ids', async () => {
    vi.mocked(certification.submitEnterpriseForm).mockResolvedValue({ code: 200, msg: 'Submitted successfully, please wait for the review' });
    openWith('Auth');
    await waitFor(() => expect(fieldOf('Short name').value).toBe('Acme'));
    expect(currentStep()).toBe('Company information');
    expect(fieldOf('Short name').disabled).toBe(false);
    click('Next');
    await waitFor(() => expect(currentStep()).toBe('Personal information'));
    // The authorization letter and its period were cleared: the letter must be uploaded again.
    expect(screen.queryByRole('link', { name: /letter.pdf/ })).toBeNull();
    expect(screen.getByText('Khamla')).toBeTruthy();
    click('Submit');
    expect(await screen.findByText('Please upload the authorization letter')).toBeTruthy();
    expect(certification.submitEnterpriseForm).not.toHaveBeenCalled();
  });

  it('moves the focus to the step shown after Next and after the submit, not on opening', async () => {
    vi.mocked(certification.submitEnterpriseForm).mockResolvedValue({ code: 200, msg: 'Submitted successfully, please wait for the review' });
    openWith('modify', stored());
    expect(await screen.findByText('Information is under review')).toBeTruthy();
    expect(document.activeElement).toBe(document.body);
    const activeStep = () => document.querySelector('.ant-steps-item-active');
    click('Edit the certification');
    await waitFor(() => expect(currentStep()).toBe('Company information'));
    expect(document.activeElement).toBe(activeStep());
    click('Next');
    await waitFor(() => expect(currentStep()).toBe('Personal information'));
    expect(document.activeElement).toBe(activeStep());
    click('Submit');
    await waitFor(() => expect(currentStep()).toBe('Review feedback'));
    expect(document.activeElement).toBe(activeStep());
  });

  it('Auth with nothing stored opens an empty step 1', async () => {
    openWith('Auth', null);
    await waitFor(() => expect(currentStep()).toBe('Company information'));
    expect(fieldOf('Short name').value).toBe('');
    expect(fieldOf('Actual business address').value).toBe('');
  });

  it('modify opens the feedback, then edits and resubmits the stored form, ending read-only under review', async () => {
    vi.mocked(certification.submitEnterpriseForm).mockResolvedValue({ code: 200, msg: 'Submitted successfully, please wait for the review' });
    openWith('modify', stored(), 'The business licence is unreadable');
    expect(await screen.findByText('The business licence is unreadable')).toBeTruthy();
    expect(currentStep()).toBe('Review feedback');
    click('Edit the certification');
    await waitFor(() => expect(currentStep()).toBe('Company information'));
    expect(fieldOf('Short name').disabled).toBe(false);
    fireEvent.change(fieldOf('Short name'), { target: { value: 'Acme Steel' } });
    click('Next');
    await waitFor(() => expect(currentStep()).toBe('Personal information'));
    // modify keeps the stored authorization letter.
    expect(screen.getByRole('link', { name: /letter.pdf/ })).toBeTruthy();
    click('Submit');
    await waitFor(() => expect(certification.submitEnterpriseForm).toHaveBeenCalledTimes(1));
    expect(vi.mocked(certification.submitEnterpriseForm).mock.calls[0][0]).toMatchObject({ id: 9, simpleName: 'Acme Steel', category: '3', authorizationFileList: [pdf(3, 'letter.pdf')] });
    // After the submit: the feedback step, read-only, with the default text.
    expect(await screen.findByText('Information is under review')).toBeTruthy();
    expect(currentStep()).toBe('Review feedback');
    expect(screen.queryByRole('button', { name: 'Edit the certification' })).toBeNull();
  });

  it('prompt opens the feedback read-only with the default text; earlier steps open read-only', async () => {
    openWith('prompt', stored(), null);
    expect(await screen.findByText('Information is under review')).toBeTruthy();
    expect(currentStep()).toBe('Review feedback');
    expect(screen.queryByRole('button', { name: 'Edit the certification' })).toBeNull();
    fireEvent.click(screen.getByText('Company information'));
    await waitFor(() => expect(currentStep()).toBe('Company information'));
    expect(fieldOf('Short name').value).toBe('Acme');
    expect(fieldOf('Short name').disabled).toBe(true);
    // Next moves on without checking or sending anything, and step 2 offers no submit.
    click('Next');
    await waitFor(() => expect(currentStep()).toBe('Personal information'));
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(screen.queryByRole('button', { name: /choose bid contacts/i })).toBeNull();
    expect(certification.submitEnterpriseForm).not.toHaveBeenCalled();
  });

  it('skip opens the read-only summary of both steps', async () => {
    openWith('skip', stored({ bpmIdStr: '3,4', bpmNameStr: 'Khamla,Somchai P.' }));
    await waitFor(() => expect(currentStep()).toBe('Certification details'));
    const tables = document.querySelectorAll<HTMLElement>('.ant-descriptions');
    expect(tables).toHaveLength(2);
    const [company, contact] = [...tables];
    expect(within(company).getByText('Company information')).toBeTruthy();
    expect(within(company).getByText('Acme')).toBeTruthy();
    expect(await within(company).findByText('Service provider')).toBeTruthy();
    expect(within(company).getByText('2025-01-01 ~ 2099-12-31')).toBeTruthy();
    expect(within(company).getByRole('link', { name: /licence.pdf/ })).toBeTruthy();
    expect(within(contact).getByText('Personal information')).toBeTruthy();
    expect(within(contact).getByText('Somchai')).toBeTruthy();
    expect(within(contact).getByText('Khamla, Somchai P.')).toBeTruthy();
    expect(within(contact).getByRole('link', { name: /letter.pdf/ })).toBeTruthy();
    expect(document.querySelector('input, textarea')).toBeNull();
    expect(screen.queryByRole('button', { name: /next|submit|edit/i })).toBeNull();
  });

  it('any other operation shows the feedback read-only', async () => {
    openWith('pass', stored(), 'Accredited');
    expect(await screen.findByText('Accredited')).toBeTruthy();
    expect(currentStep()).toBe('Review feedback');
    expect(screen.queryByRole('button', { name: 'Edit the certification' })).toBeNull();
  });

  it('tells a personal account that it has no enterprise certification, once, without asking the server', async () => {
    session.operationUserType = 1;
    openWith('Auth');
    expect(screen.getByText('Personal accounts do not need enterprise certification.')).toBeTruthy();
    // The server refuses an individual's wizard calls: asked, each refusal would add an error message.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(certification.getEnterpriseOperation).not.toHaveBeenCalled();
    expect(certification.getEnterpriseForm).not.toHaveBeenCalled();
    expect(document.querySelectorAll('.ant-message-notice')).toHaveLength(0);
  });
});

describe('enterprise certification wizard: step 1 refused', { timeout: 60_000 }, () => {
  it('Next with required fields empty stays on step 1 and scrolls to the first error', async () => {
    // The wizard's form, caught as the page creates it, to watch where it scrolls (jsdom has no layout to scroll).
    const useForm = Form.useForm;
    const scrolls: MockInstance<FormInstance['scrollToField']>[] = [];
    const spy = vi.spyOn(Form, 'useForm').mockImplementation((...args: Parameters<typeof useForm>) => {
      const made = useForm(...args);
      if (!vi.isMockFunction(made[0].scrollToField)) scrolls.push(vi.spyOn(made[0], 'scrollToField'));
      return made;
    });
    onTestFinished(() => spy.mockRestore());
    // Two required fields empty: the actual business address and, further down, the paid-in capital.
    openWith('Auth', stored({ realAddress: '', payedCapital: '' }));
    await waitFor(() => expect(fieldOf('Short name').value).toBe('Acme'));
    click('Next');
    await waitFor(() => expect(fieldOf('Actual business address').getAttribute('aria-invalid')).toBe('true'));
    expect(fieldOf('Paid-in capital').getAttribute('aria-invalid')).toBe('true');
    const calls = scrolls.flatMap((s) => s.mock.calls);
    expect(calls).toEqual([[['realAddress'], expect.objectContaining({ behavior: 'smooth', block: 'center' })]]);
    // The focus goes to that field too: a keyboard user types the missing value there.
    expect(document.activeElement).toBe(fieldOf('Actual business address'));
    expect(currentStep()).toBe('Company information');
  });
});

describe('enterprise certification wizard: step 1 refused in one round', { timeout: 60_000 }, () => {
  it('Next names the missing fields and the missing files and period together', async () => {
    openWith('Auth', stored({ realAddress: '', businessLicenseFileList: [], businessLicenseEnd: null }));
    await waitFor(() => expect(fieldOf('Short name').value).toBe('Acme'));
    click('Next');
    expect(await screen.findByText('Please enter the actual business address')).toBeTruthy();
    expect(screen.getByText('Please upload the business licence')).toBeTruthy();
    expect(screen.getAllByText('Please select the validity period of the business licence').length).toBeGreaterThan(0);
    expect(currentStep()).toBe('Company information');
  });
});

describe('enterprise certification wizard: step 1 by category', { timeout: 60_000 }, () => {
  it.each(SUPPLIER_CATEGORIES)('category %s shows and requires the fields enterpriseFieldRules decides', async (category) => {
    const rules = enterpriseFieldRules(category);
    openWith('Auth', stored({ category: Number(category) }));
    await waitFor(() => expect(fieldOf('Short name').value).toBe('Acme'));
    expect(labelOf('Manufacturing address') !== null).toBe(rules.showManufacturing);
    expect(labelOf('Production capacity') !== null).toBe(rules.showManufacturing);
    expect(labelOf('Production licence') !== null).toBe(rules.showProductionLicense);
    expect(labelOf('Agency licence') !== null).toBe(rules.showAgencyLicense);
    if (rules.showManufacturing) {
      expect(isRequired('Manufacturing address')).toBe(rules.requireManufacturing);
      expect(isRequired('Production capacity')).toBe(false);
    }
    if (rules.showAgencyLicense) expect(isRequired('Agency licence')).toBe(rules.requireAgencyLicense);
    if (rules.showProductionLicense) expect(isRequired('Production licence')).toBe(false);

    // With neither the manufacturing address nor the agency licence given, Next stops only where they are required.
    click('Next');
    if (rules.requireManufacturing) expect(await screen.findByText('Please enter the manufacturing address')).toBeTruthy();
    if (rules.requireAgencyLicense) expect(await screen.findByText('Please upload the agency licence')).toBeTruthy();
    if (rules.requireManufacturing || rules.requireAgencyLicense) expect(currentStep()).toBe('Company information');
    else await waitFor(() => expect(currentStep()).toBe('Personal information'));
  });

  it('the requirements agree with the spec: 1 agency licence, 2 manufacturing address, 3 and 4 neither', () => {
    expect(enterpriseFieldRules('1')).toMatchObject({ showManufacturing: false, showProductionLicense: false, showAgencyLicense: true, requireAgencyLicense: true });
    expect(enterpriseFieldRules('2')).toMatchObject({ showManufacturing: true, requireManufacturing: true, showAgencyLicense: false, showProductionLicense: true });
    for (const c of ['3', '4']) expect(enterpriseFieldRules(c)).toMatchObject({ showManufacturing: true, requireManufacturing: false, showAgencyLicense: true, requireAgencyLicense: false });
  });

  it('changing the category changes the fields at once', async () => {
    openWith('Auth', stored({ category: 2 }));
    await waitFor(() => expect(labelOf('Manufacturing address')).not.toBeNull());
    expect(labelOf('Agency licence')).toBeNull();
    fireEvent.mouseDown(screen.getByLabelText('Supplier category'));
    fireEvent.click(await screen.findByTitle('Agent or distributor'));
    await waitFor(() => expect(labelOf('Manufacturing address')).toBeNull());
    expect(labelOf('Production licence')).toBeNull();
    expect(isRequired('Agency licence')).toBe(true);
  });
});
