import { DICTIONARIES } from '@portal/domain';
import {
  ACCOUNT_SUFFIX,
  CURRENCIES,
  DOCUMENT_FEES,
  ORGANIZATIONS,
  PAYMENT_PLANS,
  PAYMENT_STAGES,
  QUALIFICATION_TEXT,
  UNITS,
  t3,
  type Organization,
  type Text3,
} from './catalog';
import { PROJECTS, type ProjectTemplate } from './projects';
import { inquiryTimeline, seededRandom, tenderTimeline, type Random, type Timeline } from './timeline';

/**
 * The demo sections worked out in full from the templates: amounts, times, flags, items, accounts and
 * payment stages. Pure: the same `now` gives the same plan. Amounts are whole cents (exact integers).
 */

/** Fixed seed of the generator of times: the demo looks the same on every start. */
const SEED = 20_260_601;

export interface DetailPlan {
  name: Text3;
  spec: string;
  quantity: number;
  unit: Text3;
  budgetCents: number;
}

export interface SectorPlan {
  name: Text3;
  spec: string;
  model: string;
  quantity: number;
  unit: Text3;
  budgetCents: number;
  /** Ceiling of a unit price quote (biddingTradeType 1), when the buyer sets one. */
  maxPriceCents: number | null;
  details: DetailPlan[];
}

export interface AccountPlan {
  /** sys_receiving_account_type: 1 security deposit, 2 tender document fee. */
  type: '1' | '2';
  moneyCents: number;
  holder: string;
  number: string;
  bank: string;
}

export interface StagePlan {
  name: Text3;
  percentage: number;
  /** The ratio column of `section` the stage fills. */
  column: string;
}

export interface SectionPlan {
  template: ProjectTemplate;
  /** Reference number, e.g. EDL-2026-T004. */
  reference: string;
  organization: Organization;
  moneyUnit: Text3;
  /** Procurement method label (sys_bidding_method). */
  methodLabel: Text3;
  times: Timeline;
  /** 1 when the items carry detail rows. */
  sectionType: 0 | 1;
  projectPriceCents: number;
  depositCents: number | null;
  documentsCents: number | null;
  sectors: SectorPlan[];
  settleMethod: 0 | 1 | 2;
  stages: StagePlan[];
  accounts: AccountPlan[];
  biddingMethod: string;
  /** Eligibility conditions, as the announcement lists them. */
  eligibility: Text3[];
  flags: {
    businessLicense: number;
    achievement: number;
    agencyLicense: number;
    other: number;
    technical: number;
    bidFile: number;
    businessFile: number;
    technicalFile: number;
    onSite: number;
    showRanking: number;
    isLowest: number;
    quotationMethod: number;
    successfulBidderMethod: number;
  };
  taxRate: string;
  /** Warranty in months; none for services. */
  warranty: string | null;
  contractPeriodDays: number | null;
}

export const toCents = (amount: number) => Math.round(amount * 100);

/** Cents as the decimal string the database stores: 123456 → "1234.56". */
export const decimal = (cents: number) => `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** Cents for people to read: 123456700 → "1,234,567"; decimals only when there are some. */
export function grouped(cents: number): string {
  const whole = String(Math.trunc(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return cents % 100 === 0 ? whole : `${whole}.${String(cents % 100).padStart(2, '0')}`;
}

const label = (dictType: string, value: string): Text3 => {
  const entry = DICTIONARIES[dictType].find((e) => e.dictValue === value);
  if (!entry) throw new Error(`no ${dictType} entry ${value}`);
  return t3(entry.dictLabel, entry.dictLabelEn, entry.dictLabelLo);
};

/** Security deposit: 2% of the price, rounded to 100 yuan or dollars, or to a million kip. */
function depositOf(priceCents: number, currency: keyof typeof CURRENCIES) {
  const step = currency === 'LAK' ? 1_000_000 * 100 : 100 * 100;
  return Math.max(step, Math.round(priceCents / 50 / step) * step);
}

const TAX_RATE = { 1: '13', 2: '9', 3: '6' } as const;
const WARRANTY_MONTHS = { 1: '12', 2: '24', 3: null } as const;
const CONTRACT_DAYS = { 1: 90, 2: 240, 3: 365 } as const;

function planSectors(template: ProjectTemplate): SectorPlan[] {
  const withCeiling = template.biddingType === 1 || template.projectType === 1;
  return template.items.map((item) => {
    const details = item.details.map((d) => ({
      name: d.name,
      spec: d.spec,
      quantity: d.quantity,
      unit: UNITS[d.unit],
      budgetCents: d.quantity * toCents(d.unitPrice),
    }));
    const unitCents = item.unitPrice === null ? null : toCents(item.unitPrice);
    return {
      name: item.name,
      spec: item.spec,
      model: item.model,
      quantity: item.quantity,
      unit: UNITS[item.unit],
      budgetCents: unitCents === null ? details.reduce((sum, d) => sum + d.budgetCents, 0) : item.quantity * unitCents,
      maxPriceCents: withCeiling ? unitCents : null,
      details,
    };
  });
}

function planSettlement(template: ProjectTemplate): { settleMethod: 0 | 1 | 2; stages: StagePlan[] } {
  const { projectType, biddingType, options } = template;
  const fallback = projectType === 2 ? 'works' : projectType === 1 && biddingType === 0 ? 'goods' : 1;
  const settle = options.settle ?? fallback;
  if (settle === 0 || settle === 1) return { settleMethod: settle, stages: [] };
  const stages = PAYMENT_PLANS[settle].map(([key, percentage]) => ({
    name: PAYMENT_STAGES[key].name,
    percentage,
    column: PAYMENT_STAGES[key].column,
  }));
  return { settleMethod: 2, stages };
}

function planSection(template: ProjectTemplate, sequence: number, now: Date, random: Random): SectionPlan {
  const { biddingType, projectType, currency, options } = template;
  const tender = biddingType === 0;
  const organization = ORGANIZATIONS[template.organization];
  const sectors = planSectors(template);
  const projectPriceCents = sectors.reduce((sum, s) => sum + s.budgetCents, 0);
  const times = tender
    ? tenderTimeline(template.status, now, random, true)
    : inquiryTimeline(template.status, now, random, options.closesInHours);
  const depositCents = (options.deposit ?? tender) ? depositOf(projectPriceCents, currency) : null;
  const documentsCents = options.documentFee ? toCents(DOCUMENT_FEES[currency]) : null;
  const account = (type: AccountPlan['type'], moneyCents: number): AccountPlan => ({
    type,
    moneyCents,
    holder: organization.name.en,
    number: organization.accountBase + ACCOUNT_SUFFIX[currency],
    bank: organization.bank,
  });
  const accounts = [
    ...(depositCents === null ? [] : [account('1', depositCents)]),
    ...(documentsCents === null ? [] : [account('2', documentsCents)]),
  ];
  const flags = {
    businessLicense: 1,
    achievement: tender && (projectType !== 1 || options.technicalReview) ? 1 : 0,
    agencyLicense: options.agencyLicense ? 1 : 0,
    other: options.otherQualification ? 1 : 0,
    technical: options.technicalReview ? 1 : 0,
    bidFile: tender ? 1 : 0,
    businessFile: tender ? 1 : 0,
    technicalFile: tender && options.technicalReview ? 1 : 0,
    onSite: options.onSite ? 1 : 0,
    showRanking: tender ? 0 : 1,
    isLowest: tender ? 0 : 1,
    quotationMethod: projectType === 1 ? 0 : 1,
    successfulBidderMethod: projectType === 1 && sectors.length >= 3 ? 1 : 2,
  };
  const eligibility = [
    QUALIFICATION_TEXT.businessLicense,
    ...(flags.achievement ? [QUALIFICATION_TEXT.achievement] : []),
    ...(flags.agencyLicense ? [QUALIFICATION_TEXT.agencyLicense] : []),
    ...(options.otherQualification ? [options.otherQualification] : []),
    ...(flags.technical ? [QUALIFICATION_TEXT.technical] : []),
    QUALIFICATION_TEXT.notDebarred,
  ];
  const year = new Date(times.createTime.getTime() + 8 * 3_600_000).getUTCFullYear();
  const biddingMethod = options.method ?? (tender ? '1' : '4');
  return {
    template,
    reference: `${organization.code}-${year}-${tender ? 'T' : 'I'}${String(sequence).padStart(3, '0')}`,
    organization,
    moneyUnit: CURRENCIES[currency],
    methodLabel: label('sys_bidding_method', biddingMethod),
    times,
    sectionType: sectors.some((s) => s.details.length > 0) ? 1 : 0,
    projectPriceCents,
    depositCents,
    documentsCents,
    sectors,
    ...planSettlement(template),
    accounts,
    biddingMethod,
    eligibility,
    flags,
    taxRate: TAX_RATE[projectType],
    warranty: WARRANTY_MONTHS[projectType],
    contractPeriodDays: CONTRACT_DAYS[projectType],
  };
}

/** Every demo section, planned relative to `now`. */
export function planDemoSections(now: Date): SectionPlan[] {
  const random = seededRandom(SEED);
  const sequence = { 0: 0, 1: 0 };
  return PROJECTS.map((template) => planSection(template, ++sequence[template.biddingType], now, random));
}
