import { describe, expect, it } from 'vitest';
import { checkSection, EMPTY_FORM, formOf, stepOf } from './sectionForm';
import type { SectionDetail } from '../api/staffSections';

/** A stored draft paid by ratio, with settlement stages and an item with its price bounds and measures. */
const stored = (): SectionDetail =>
  ({
    sectionId: 9,
    sectionName: '路灯采购',
    organization: '采购中心',
    biddingType: 1,
    projectType: 1,
    sectionStauts: 0,
    entTime: '2026-11-25 08:00:00',
    settleMethod: 2,
    advancePaymentRatio: '30.00',
    deliveryPaymentRatio: '60.00',
    warrantyPaymentRatio: '10.00',
    fileList: [],
    sectorFileList: [],
    sectorList: [
      {
        id: 3,
        sectorName: 'LED 路灯',
        sectorNumber: '120.000000',
        maxPrice: '3000.00',
        minPrice: '1000.00',
        taxRate: '9',
        settleMethod: 1,
        isForceSettleMethod: 1,
        costCoefficient: '1.2500',
        volume: '2.1250',
        volumeUnit: 'm3',
        weight: '35.5000',
        weightUnit: 'kg',
        outFileList: [],
        detailsList: [],
      },
    ],
    receivingAccountList: [],
    settleMethodsList: [
      { id: 1, type: '预付款', typeEn: 'Advance', typeLo: 'ເງິນລ່ວງໜ້າ', percentage: '30.00' },
      { id: 2, type: '验收款', typeEn: 'Acceptance', typeLo: 'ຮັບມອບ', percentage: '70.00' },
    ],
  }) as unknown as SectionDetail;

const issuesOf = (values: Record<string, unknown>) => checkSection(values).error!.issues.map((i) => ({ path: i.path.join('.'), message: i.message, step: stepOf(i.path[0]) }));

describe('settlement stages and item fields in the section editor form', () => {
  it('round-trips settlement stages, payment ratios and every per-item field as the server sends them', () => {
    const parsed = checkSection(formOf(stored()));
    expect(parsed.success).toBe(true);
    expect(parsed.data!.settleMethodsList).toEqual([
      { type: '预付款', typeEn: 'Advance', typeLo: 'ເງິນລ່ວງໜ້າ', percentage: '30.00' },
      { type: '验收款', typeEn: 'Acceptance', typeLo: 'ຮັບມອບ', percentage: '70.00' },
    ]);
    expect(parsed.data).toMatchObject({ settleMethod: 2, advancePaymentRatio: '30.00', deliveryPaymentRatio: '60.00', warrantyPaymentRatio: '10.00', paymentShipmentRatio: null });
    expect(parsed.data!.sectorList[0]).toMatchObject({
      maxPrice: '3000.00',
      minPrice: '1000.00',
      taxRate: '9',
      settleMethod: 1,
      isForceSettleMethod: 1,
      costCoefficient: '1.2500',
      volume: '2.1250',
      volumeUnit: 'm3',
      weight: '35.5000',
      weightUnit: 'kg',
    });
  });

  it('gives a new item the 13 % tax rate and an empty form no stages', () => {
    const parsed = checkSection({ ...EMPTY_FORM, sectorList: [{ sectorName: '桌子', sectorNumber: '1' }] });
    expect(parsed.data!.sectorList[0]).toMatchObject({ taxRate: '13', maxPrice: null, settleMethod: null, isForceSettleMethod: 0, costCoefficient: null });
    expect(parsed.data!.settleMethodsList).toEqual([]);
  });

  it('puts a stage total other than 100 on the money step, under the stage list', () => {
    const values = formOf(stored()) as { settleMethodsList: { percentage: string }[] };
    values.settleMethodsList[1].percentage = '60';
    expect(issuesOf(values as never)).toEqual([{ path: 'settleMethodsList', message: 'ratioSum', step: 'money' }]);
  });

  it('puts payment ratios not adding up to 100 on the money step', () => {
    expect(issuesOf({ ...formOf(stored()), warrantyPaymentRatio: '5' })).toEqual([{ path: 'advancePaymentRatio', message: 'ratioSum', step: 'money' }]);
  });

  it('accepts any stage total when the section is not paid by ratio, but not a stage without a name', () => {
    const values = formOf(stored()) as Record<string, unknown> & { settleMethodsList: { percentage: string; type: string }[] };
    values.settleMethod = 0;
    values.settleMethodsList[1].percentage = '10';
    expect(checkSection(values).success).toBe(true);
    values.settleMethodsList[0].type = '';
    expect(issuesOf(values)).toEqual([{ path: 'settleMethodsList.0.type', message: 'requiredParam', step: 'money' }]);
  });

  it('puts a price floor above the ceiling and a malformed item measure on the items step', () => {
    const values = formOf(stored()) as { sectorList: Record<string, unknown>[] };
    values.sectorList[0].minPrice = '4000';
    values.sectorList[0].weight = 'heavy';
    expect(issuesOf(values as never)).toEqual(
      expect.arrayContaining([
        { path: 'sectorList.0.weight', message: 'amountInvalid', step: 'items' },
        { path: 'sectorList.0.minPrice', message: 'minAboveMax', step: 'items' },
      ]),
    );
  });
});
