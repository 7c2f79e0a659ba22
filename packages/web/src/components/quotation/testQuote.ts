import type { QuoteSector, QuoteSectorDetail } from '../../api/quotation';
import { testSection } from '../announcement/testSection';

/** A quoting inquiry: unit-price quoting, any-item award, buying (prices go down), round rules on. */
export const quotingSection = (overrides: Parameters<typeof testSection>[0] = {}) =>
  testSection({
    biddingType: 1,
    sectionStauts: 1,
    quotationMethod: 0,
    successfulBidderMethod: 1,
    biddingTradeType: 1,
    isYuanJu: 1,
    entTime: '2099-01-01 00:00:00',
    ...overrides,
  });

/** An item of the quotation table with no quote of the caller yet. */
export function quoteSector(id: number, overrides: Partial<QuoteSector> = {}): QuoteSector {
  return {
    id,
    sectorTypeName: '',
    sectorName: `钢管${id}`,
    sectorNameEn: `Steel pipe ${id}`,
    sectorNameLo: `ທໍ່ເຫຼັກ ${id}`,
    specifications: 'DN100',
    model: '',
    sectorNumber: '3.000000',
    number: '3.000000',
    sectorUnits: '吨',
    sectorUnitsEn: 't',
    sectorUnitsLo: 'ໂຕນ',
    unit: '吨',
    budgetAmount: null,
    remark: '',
    currencyTypeId: null,
    taxRate: '13',
    settleMethod: null,
    isForceSettleMethod: 0,
    maxPrice: '1000.00',
    minPrice: null,
    costCoefficient: null,
    volume: null,
    volumeUnit: null,
    weight: null,
    weightUnit: null,
    isDefault: 0,
    outFileList: [],
    fileList: [],
    minQuotesPrice: null,
    minOrMaxQuotesAmount: null,
    detailsList: [],
    sectorPrice: null,
    otherExpenses: null,
    totalMaterialPrice: null,
    totalPrice: null,
    remarks: '',
    remarks1: '',
    priceRanking: null,
    ...overrides,
  };
}

/** A detail row of an item (sectionType 1) with no price of the caller yet. */
export function quoteDetail(id: number, sectorName: string, sectorNumber: string, overrides: Partial<QuoteSectorDetail> = {}): QuoteSectorDetail {
  return {
    id,
    sectorType: '',
    sectorName,
    sectorNameEn: sectorName,
    sectorNameLo: '',
    specifications: '',
    model: '',
    sectorNumber,
    detailUnits: '',
    detailUnitsEn: '',
    detailUnitsLo: '',
    budgetAmount: null,
    sectorPrice: null,
    otherExpenses: null,
    totalMaterialPrice: null,
    totalPrice: null,
    ...overrides,
  };
}
