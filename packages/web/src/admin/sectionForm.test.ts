import { describe, expect, it } from 'vitest';
import { checkSection, formOf, missingForPublish, plainQuantity, requiredForPublish, stepOf } from './sectionForm';
import type { SectionDetail } from '../api/staffSections';

const file = (id: number) => ({ id, fileName: `f${id}.pdf`, filePath: `p${id}`, url: `/prod-api/common/files/${id}`, type: 'pdf' }) as never;

/** A stored draft as GET /admin/sections/{id} gives it: nulls where nothing was entered. */
const stored = (): SectionDetail =>
  ({
    sectionId: 7,
    sectionName: '办公桌采购',
    sectionNameEn: null,
    sectionNameLo: null,
    organization: '采购中心',
    biddingType: 1,
    projectType: 1,
    sectionStauts: 0,
    successfulBidderMethod: 2,
    projectPrice: '100.00',
    securityDeposit: null,
    startTime: '2026-11-22 08:00:00',
    entTime: '2026-11-25 08:00:00',
    signupStartTime: null,
    advancePaymentRatio: null,
    fileList: [file(1)],
    sectorFileList: [file(2)],
    sectorList: [{ id: 3, sectorName: '桌子', sectorNumber: '2.000000', specifications: null, outFileList: [file(4)], detailsList: [{ sectorName: '桌腿', sectorNumber: '8.500000' }] }],
    receivingAccountList: [],
    settleMethodsList: [],
  }) as unknown as SectionDetail;

describe('the section editor form', () => {
  it('reads a stored section back into values the shared schema accepts, file lists as ids', () => {
    const values = formOf(stored());
    expect(values).toMatchObject({ fileIds: [1], sectorFileIds: [2] });
    const parsed = checkSection(values);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ sectionNameEn: '', securityDeposit: null, sectionType: 1, fileIds: [1], sectorFileIds: [2] });
    expect(parsed.data!.sectorList[0]).toMatchObject({ sectorName: '桌子', specifications: '', fileIds: [4] });
  });

  it('shows stored quantities as typed, without the zeros of their six-decimal scale', () => {
    const values = formOf(stored()) as { sectorList: { sectorNumber: string; detailsList: { sectorNumber: string }[] }[] };
    expect(values.sectorList[0].sectorNumber).toBe('2');
    expect(values.sectorList[0].detailsList[0].sectorNumber).toBe('8.5');
    expect(['420.000000', '100.0', '0.500000', '12', '', null].map(plainQuantity)).toEqual(['420', '100', '0.5', '12', '', null]);
  });

  it('marks a section without detail rows as sectionType 0', () => {
    const values = formOf(stored()) as { sectorList: { detailsList: unknown[] }[] };
    values.sectorList[0].detailsList = [];
    expect(checkSection(values as never).data?.sectionType).toBe(0);
  });

  it('refuses times in the wrong order and a malformed amount, each problem on the step that shows it', () => {
    const values = { ...formOf(stored()), startTime: '2026-11-26 08:00:00', projectPrice: '-5' };
    const parsed = checkSection(values);
    expect(parsed.success).toBe(false);
    const problems = parsed.error!.issues.map((i) => [String(i.path[0]), i.message, stepOf(i.path[0])]);
    expect(problems).toContainEqual(['entTime', 'endAfterStart', 'times']);
    expect(problems).toContainEqual(['projectPrice', 'amountInvalid', 'money']);
  });

  it('puts item problems on the items step and unknown fields on the basics step', () => {
    const values = formOf(stored()) as { sectorList: { sectorNumber: string }[] };
    values.sectorList[0].sectorNumber = '0';
    const parsed = checkSection(values as never);
    expect(parsed.error!.issues[0]).toMatchObject({ path: ['sectorList', 0, 'sectorNumber'], message: 'quantityInvalid' });
    expect(stepOf(parsed.error!.issues[0].path[0])).toBe('items');
    expect(stepOf('sectionName')).toBe('basics');
  });

  it('lists nothing missing for a complete inquiry, whose only time needed is its quoting end', () => {
    expect(missingForPublish(formOf(stored()))).toEqual([]);
    expect(missingForPublish({ ...formOf(stored()), entTime: null })).toEqual([{ name: 'entTime', step: 'times', label: 'times.entTime', message: 'enter' }]);
    expect([...requiredForPublish({ biddingType: 1 })]).toEqual(['sectionName', 'organization', 'entTime']);
  });

  it('asks a tender for its sign-up times and a bid file window, each on the step that shows it', () => {
    const values = { ...formOf(stored()), biddingType: 0, isBiddingCommitFile: 1, sectionName: '  ', sectorList: [] };
    expect(missingForPublish(values).map((m) => [m.name, m.step, m.message])).toEqual([
      ['sectionName', 'basics', 'enter'],
      ['sectorList', 'items', 'addItem'],
      ['signupStartTime', 'times', 'enter'],
      ['signupEndTime', 'times', 'enter'],
      ['bidFileStartTime', 'times', 'enter'],
      ['bidFileEndTime', 'times', 'enter'],
    ]);
    expect(requiredForPublish({ biddingType: 0, isBiddingCommitFile: 1 })).toEqual(
      new Set(['sectionName', 'organization', 'signupStartTime', 'signupEndTime', 'startTime', 'entTime', 'bidFileStartTime', 'bidFileEndTime']),
    );
  });

  it('asks for a security deposit account when the project names a deposit, and for the other qualification it names', () => {
    const values = { ...formOf(stored()), securityDeposit: '500', isQualificationOther: 1, qualificationOtherDescribe: '' };
    expect(missingForPublish(values).map((m) => m.name)).toEqual(['qualificationOtherDescribe', 'receivingAccountList']);
    const paid = { ...values, qualificationOtherDescribe: '三年业绩', receivingAccountList: [{ type: '1', money: '500' }] };
    expect(missingForPublish(paid)).toEqual([]);
  });
});
