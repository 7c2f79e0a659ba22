import { describe, expect, it } from 'vitest';
import {
  appealSchema,
  bidFileSubmitSchema,
  missingBaseFileType,
  missingQualificationFileType,
  unaskedFileType,
  questionSchema,
  technicalComplianceSchema,
  winningQuotesSchema,
  withdrawSchema,
} from './workbench';

const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) => (result.success ? null : result.error!.issues[0].message);
const none = { isQualificationTec: 0, isQualificationBusinessLicense: 0, isQualificationAchievement: 0, isQualificationAgencyLicense: 0, isQualificationOther: 0 };
const empty = { supTecFileList: [], supAchFileList: [], qualificationAgencyLicenseFileList: [], qualificationOtherFileList: [] };
const f = [{ id: 1 }];

describe('required file types', () => {
  it('names the first required base-file type without a file, in the order technical, achievement, agency, other', () => {
    const all = { ...none, isQualificationTec: 1, isQualificationAchievement: 1, isQualificationAgencyLicense: 1, isQualificationOther: 1 };
    expect(missingBaseFileType(all, empty)).toBe('fileTechnical');
    expect(missingBaseFileType(all, { ...empty, supTecFileList: f })).toBe('fileAchievement');
    expect(missingBaseFileType(all, { ...empty, supTecFileList: f, supAchFileList: f })).toBe('fileAgencyLicense');
    expect(missingBaseFileType(all, { ...empty, supTecFileList: f, supAchFileList: f, qualificationAgencyLicenseFileList: f })).toBe('fileOther');
    expect(missingBaseFileType(all, { supTecFileList: f, supAchFileList: f, qualificationAgencyLicenseFileList: f, qualificationOtherFileList: f })).toBeNull();
    expect(missingBaseFileType(none, empty)).toBeNull();
  });

  it('asks for qualification types only when the section requires them', () => {
    const lists = { qualificationBusinessLicenseFileList: [], qualificationAchievementFileList: [], qualificationAgencyLicenseFileList: [], qualificationOtherFileList: [] };
    expect(missingQualificationFileType(none, lists)).toBeNull();
    expect(missingQualificationFileType({ ...none, isQualificationBusinessLicense: 1 }, lists)).toBe('fileBusinessLicense');
    expect(missingQualificationFileType({ ...none, isQualificationOther: 1 }, lists)).toBe('fileOther');
    expect(missingQualificationFileType({ ...none, isQualificationOther: 1 }, { ...lists, qualificationOtherFileList: f })).toBeNull();
  });
});

describe('request schemas of the workbench', () => {
  it('takes a bid file by its id or bpmFileId, and at least one', () => {
    expect(bidFileSubmitSchema.parse({ id: 3, supplierBidFileList: [{ bpmFileId: '7', fileName: 'a.pdf' }, { id: 8 }] }).supplierBidFileList).toEqual([{ id: 7 }, { id: 8 }]);
    expect(firstError(bidFileSubmitSchema.safeParse({ id: 3, supplierBidFileList: [] }))).toBe('bidFileRequired');
    expect(firstError(bidFileSubmitSchema.safeParse({ id: 3, supplierBidFileList: [{ bpmFileId: 'x' }] }))).toBe('fileInvalid');
  });

  it('lets a supplier set no status but -1', () => {
    expect(withdrawSchema.safeParse({ id: 1, supplierBidStatus: -1 }).success).toBe(true);
    expect(firstError(withdrawSchema.safeParse({ id: 1, supplierBidStatus: 20 }))).toBe('withdrawOnly');
  });

  it('needs a deviation described when not complying', () => {
    expect(firstError(technicalComplianceSchema.safeParse({ id: 1, compliance: 0 }))).toBe('deviationRequired');
    expect(technicalComplianceSchema.safeParse({ id: 1, compliance: 1 }).success).toBe(true);
    expect(firstError(technicalComplianceSchema.safeParse({ id: 1, compliance: 2 }))).toBe('complianceInvalid');
  });

  it('checks winning amounts, tax rates and quantities, with the default tax rate 13', () => {
    const parsed = winningQuotesSchema.parse({ sectionId: 1, sectorList: [{ id: 2, sectorPrice: 12.5, sectorNumber: '1.000001' }] });
    expect(parsed.sectorList[0]).toEqual({ id: 2, sectorPrice: '12.5', taxRate: '13', otherExpenses: '0', sectorNumber: '1.000001' });
    expect(firstError(winningQuotesSchema.safeParse({ sectionId: 1, sectorList: [{ id: 2, sectorPrice: '1.001', sectorNumber: 1 }] }))).toBe('winningAmountInvalid');
    expect(firstError(winningQuotesSchema.safeParse({ sectionId: 1, sectorList: [{ id: 2, sectorPrice: '1', sectorNumber: '0' }] }))).toBe('quantityInvalid');
    expect(firstError(winningQuotesSchema.safeParse({ sectionId: 1, sectorList: [] }))).toBe('winningSectorsMismatch');
  });

  it('needs an appeal\'s type and description, a known type and at most 500 characters', () => {
    expect(firstError(appealSchema.safeParse({ sectionId: 1, problemDescription: 'x' }))).toBe('appealIncomplete');
    expect(firstError(appealSchema.safeParse({ sectionId: 1, type: '1', problemDescription: ' ' }))).toBe('appealIncomplete');
    expect(firstError(appealSchema.safeParse({ sectionId: 1, type: '4', problemDescription: 'x' }))).toBe('appealTypeInvalid');
    expect(firstError(appealSchema.safeParse({ sectionId: 1, type: 1, problemDescription: '字'.repeat(501) }))).toBe('descriptionTooLong');
    expect(appealSchema.parse({ sectionId: 1, type: 1, status: 1, problemDescription: ' 不公平 ' })).toEqual({ sectionId: 1, type: '1', problemDescription: '不公平' });
  });

  it('needs a question described in at most 500 characters, saved as draft by default', () => {
    expect(firstError(questionSchema.safeParse({ sectionId: 1 }))).toBe('questionRequired');
    expect(firstError(questionSchema.safeParse({ sectionId: 1, problemDescription: '问'.repeat(501) }))).toBe('descriptionTooLong');
    expect(questionSchema.parse({ sectionId: 1, problemDescription: '问'.repeat(500) }).status).toBe(1);
    expect(questionSchema.safeParse({ sectionId: 1, problemDescription: 'q', status: 3 }).success).toBe(false);
  });
});

describe('unaskedFileType', () => {
  it('names the first slot not asked for that is sent a file it does not hold; a held or empty hidden slot passes', () => {
    expect(unaskedFileType([[true, [1], [], 'fileBusinessLicense'], [false, [], [], 'fileAgencyLicense']])).toBeNull();
    expect(unaskedFileType([[false, [2], [], 'fileAgencyLicense'], [false, [3], [], 'fileOther']])).toBe('fileAgencyLicense');
    expect(unaskedFileType([[false, [2], [2], 'fileAgencyLicense']])).toBeNull();
    expect(unaskedFileType([[false, [2], ['2' as unknown as number], 'fileAgencyLicense']])).toBeNull();
    expect(unaskedFileType([[false, [2, 4], [2], 'fileAgencyLicense']])).toBe('fileAgencyLicense');
  });
});
