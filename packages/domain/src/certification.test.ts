import { describe, expect, it } from 'vitest';
import { authenticationSchema, enterpriseCertificationSchema, enterpriseFieldRules } from './certification';

const now = () => new Date('2026-06-01T02:00:00Z');
const schema = enterpriseCertificationSchema(now);

/** A complete form of a manufacturer (category 2) whose contact is the legal representative. */
const valid = {
  declareName: '万象钢铁贸易有限公司',
  simpleName: '万象钢铁',
  realAddress: 'Vientiane, Sisattanak',
  category: '2',
  enterpriseType: '2',
  manufacturingAddress: 'Vientiane industrial park',
  natureTaxpayer: 1,
  payedCapital: '5000000',
  employeesNumber: '120',
  setUpTime: '2012-03-15',
  threeYearsFinancialReprotFileList: [{ id: 1 }],
  suppliedProductName: 'Steel pipes',
  businessLicenseFileList: [{ id: 2 }],
  businessLicenseStart: '2020-01-01',
  businessLicenseEnd: '2030-12-31',
  legalPerson: '王明',
  idType: '1',
  idNo: 'P1234567',
  isLegalRepresentative: 'Y',
  mobile: '13800000001',
  email: 'supplier@demo.test',
  corporateIdCardFront: [{ id: 3 }],
  corporateIdCardOpposite: [{ id: 4 }],
};

/** The message keys of the refusals of a form. */
const problems = (form: object) => {
  const result = schema.safeParse(form);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('enterprise field rules', () => {
  it('shows and requires fields by supplier category', () => {
    expect(enterpriseFieldRules('1')).toEqual({ showManufacturing: false, requireManufacturing: false, showAgencyLicense: true, requireAgencyLicense: true, showProductionLicense: false });
    expect(enterpriseFieldRules(2)).toEqual({ showManufacturing: true, requireManufacturing: true, showAgencyLicense: false, requireAgencyLicense: false, showProductionLicense: true });
    expect(enterpriseFieldRules('3')).toEqual({ showManufacturing: true, requireManufacturing: false, showAgencyLicense: true, requireAgencyLicense: false, showProductionLicense: true });
    expect(enterpriseFieldRules('4')).toEqual(enterpriseFieldRules('3'));
  });
});

describe('enterprise certification form', () => {
  it('accepts a complete form and keeps select values as dictionary strings', () => {
    const form = schema.parse(valid);
    expect(form).toMatchObject({ category: '2', natureTaxpayer: '1', idType: '1' });
  });

  it('requires the manufacturing address for a manufacturer only', () => {
    expect(problems({ ...valid, manufacturingAddress: '' })).toEqual(['manufacturingAddress:manufacturingAddressRequired']);
    for (const category of ['3', '4']) expect(problems({ ...valid, category, manufacturingAddress: '' })).toEqual([]);
    expect(problems({ ...valid, category: '1', manufacturingAddress: '', agencyLicenseFileList: [{ id: 5 }] })).toEqual([]);
  });

  it('requires the agency licence for an agent only', () => {
    expect(problems({ ...valid, category: '1' })).toEqual(['agencyLicenseFileList:agencyLicenseRequired']);
    for (const category of ['2', '3', '4']) expect(problems({ ...valid, category })).toEqual([]);
  });

  it('refuses missing required fields with their messages', () => {
    const cases: [string, object, string][] = [
      ['simpleName', { simpleName: ' ' }, 'simpleNameRequired'],
      ['realAddress', { realAddress: undefined }, 'realAddressRequired'],
      ['category', { category: '' }, 'categoryRequired'],
      ['category', { category: '5' }, 'categoryRequired'],
      ['enterpriseType', { enterpriseType: '99' }, 'enterpriseTypeRequired'],
      ['natureTaxpayer', { natureTaxpayer: null }, 'natureTaxpayerRequired'],
      ['payedCapital', { payedCapital: '' }, 'payedCapitalRequired'],
      ['employeesNumber', { employeesNumber: '12a' }, 'employeesNumberDigits'],
      ['setUpTime', { setUpTime: '2012-02-30' }, 'dateFormat'],
      ['threeYearsFinancialReprotFileList', { threeYearsFinancialReprotFileList: [] }, 'financialReportRequired'],
      ['suppliedProductName', { suppliedProductName: '' }, 'suppliedProductNameRequired'],
      ['businessLicenseFileList', { businessLicenseFileList: [] }, 'licenceFileRequired'],
      ['businessLicenseStart', { businessLicenseStart: '' }, 'licencePeriodRequired'],
      ['businessLicenseEnd', { businessLicenseEnd: '2026-06-01' }, 'periodEnded'],
      ['businessLicenseEnd', { businessLicenseStart: '2031-01-01' }, 'periodStartAfterEnd'],
      ['legalPerson', { legalPerson: '' }, 'legalPersonRequired'],
      ['idType', { idType: '3' }, 'idTypeRequired'],
      ['idNo', { idNo: '' }, 'idNoRequired'],
      ['isLegalRepresentative', { isLegalRepresentative: undefined }, 'legalRepresentativeRequired'],
      ['mobile', { mobile: '' }, 'phoneRequired'],
      ['email', { email: 'not-an-address' }, 'emailFormat'],
      ['corporateIdCardOpposite', { corporateIdCardOpposite: [] }, 'idCardBackRequired'],
      ['bpmIdStr', { bpmIdStr: '1,x' }, 'bidContactUnknown'],
    ];
    for (const [path, change, key] of cases) expect(problems({ ...valid, ...change }), path).toContain(`${path}:${key}`);
  });

  it('reports the cross-field rules together with the missing fields, in one round', () => {
    const { simpleName: _name, payedCapital: _capital, ...rest } = valid;
    const refused = problems({ ...rest, manufacturingAddress: '', businessLicenseFileList: [], businessLicenseEnd: '', corporateIdCardFront: [] });
    expect(refused).toEqual([
      'simpleName:simpleNameRequired',
      'payedCapital:payedCapitalRequired',
      'manufacturingAddress:manufacturingAddressRequired',
      'businessLicenseFileList:licenceFileRequired',
      'businessLicenseEnd:licencePeriodRequired',
      'corporateIdCardFront:idCardFrontRequired',
    ]);
  });

  it('holds back a cross-field rule only while a field it reads is refused', () => {
    // Without a category, which fields it requires is unknown: only "choose a category" is said.
    expect(problems({ ...valid, category: '', manufacturingAddress: '' })).toEqual(['category:categoryRequired']);
    // A malformed date is named as such, not also as a period ending before it starts.
    expect(problems({ ...valid, businessLicenseEnd: '2030-02-30', businessLicenseFileList: [] })).toEqual(['businessLicenseEnd:dateFormat', 'businessLicenseFileList:licenceFileRequired']);
  });

  it('asks someone other than the legal representative for an authorization letter and its period', () => {
    const authorized = { ...valid, isLegalRepresentative: 'N', corporateIdCardFront: [], corporateIdCardOpposite: [] };
    expect(problems(authorized)).toEqual(['authorizationFileList:authorizationFileRequired', 'authorizationStart:authorizationPeriodRequired', 'authorizationEnd:authorizationPeriodRequired']);
    const withLetter = { ...authorized, authorizationFileList: [{ id: 6 }], authorizationStart: '2026-01-01', authorizationEnd: '2027-01-01' };
    expect(problems(withLetter)).toEqual([]);
    expect(problems({ ...withLetter, authorizationEnd: '2026-05-31' })).toEqual(['authorizationEnd:periodEnded']);
  });
});

describe('a body that is not a form at all', () => {
  // The cross-field rules run once the fields they read parsed; a body that is no object has no fields to read.
  it.each([[null], [[]], [1], ['text'], [[[[]]]]])('is refused as a whole, without running a cross-field rule: %j', (body) => {
    for (const form of [enterpriseCertificationSchema(now), authenticationSchema(now)]) {
      const result = form.safeParse(body);
      expect(result.success).toBe(false);
      expect(result.error!.issues.map((i) => i.path)).toEqual([[]]);
    }
  });
});
