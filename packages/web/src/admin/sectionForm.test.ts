import { describe, expect, it } from 'vitest';
import { checkSection, formOf, plainQuantity, stepOf } from './sectionForm';
import type { SectionDetail } from './api';

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
});
