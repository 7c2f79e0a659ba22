import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { DICTIONARIES, type DictItem, type SectionSummary } from '@portal/domain';
import { initI18n } from '../../i18n';
import { SectionCard } from './SectionCard';

// Dictionaries as the server answers them in English.
vi.mock('../../api/dictionaries', () => ({
  getDict: async (type: string): Promise<DictItem[]> =>
    (DICTIONARIES[type] ?? []).map((e, i) => ({ ...e, dictType: type, dictLabel: e.dictLabelEn, remark: e.remark ?? null, dictSort: i })),
}));

function summary(overrides: Partial<SectionSummary> = {}): SectionSummary {
  return {
    sectionId: 42,
    id: 42,
    sectionName: '变电站电缆采购',
    sectionNameEn: 'Substation cable purchase',
    sectionNameLo: 'ຈັດຊື້ສາຍໄຟສະຖານີໄຟຟ້າ',
    biddingType: 0,
    sectionStauts: 8,
    sectionType: 0,
    projectType: 1,
    biddingMethod: '1',
    projectPrice: '1500000.00',
    securityDeposit: '30000.00',
    documentsAmount: null,
    currency: 'USD',
    moneyUnit: '美元',
    moneyUnitEn: 'dollars',
    moneyUnitLo: 'ໂດລາ',
    organization: '电力公司',
    organizationEn: 'Power Company',
    organizationLo: 'ບໍລິສັດໄຟຟ້າ',
    createTime: '2026-01-05 09:00:00',
    releaseTime: '2026-01-05 10:00:00',
    signupStartTime: '2026-01-06 09:00:00',
    signupEndTime: '2026-01-20 17:00:00',
    startTime: '2026-01-21 09:00:00',
    entTime: '2026-01-25 17:00:00',
    technicalContacts: 'Tech Li',
    technicalContactsEn: null,
    technicalContactsLo: null,
    technicalPhoneNumber: '13800000001',
    businessContacts: 'Biz Wang',
    businessContactsEn: null,
    businessContactsLo: null,
    businessPhoneNumber: '13800000002',
    ...overrides,
  };
}

beforeAll(() => initI18n('en'));
afterEach(cleanup);

describe('project card in English', () => {
  it('shows a tender with its English name, money, technical contact and sign-up end, linking to the tender announcement', async () => {
    render(<SectionCard section={summary()} />);
    const link = screen.getByRole('link', { name: 'Substation cable purchase' });
    expect(link.getAttribute('href')).toBe('/TenderAnnouncement?id=42');
    expect(link.getAttribute('target')).toBe('_blank');
    const card = link.closest('article')!;
    const inCard = within(card);
    expect(await inCard.findByText('Sign-up open')).toBeTruthy();
    expect(inCard.getByText('Tender')).toBeTruthy();
    expect(await inCard.findByText('Materials')).toBeTruthy();
    expect(await inCard.findByText('$1,500,000.00')).toBeTruthy();
    expect(inCard.getByText('$30,000.00')).toBeTruthy();
    expect(inCard.getByText('Power Company')).toBeTruthy();
    expect(inCard.getByText('Contact').nextElementSibling?.textContent).toBe('Tech Li 13800000001');
    expect(card.textContent).not.toContain('Biz Wang');
    expect(inCard.getByText('Sign-up closes', { exact: false })).toBeTruthy();
    expect(inCard.getByText('2026-01-20 17:00:00')).toBeTruthy();
  });

  it('shows an inquiry with its business contact and end time, linking to the inquiry announcement', async () => {
    render(<SectionCard section={summary({ biddingType: 1, sectionStauts: 1 })} />);
    const link = screen.getByRole('link', { name: 'Substation cable purchase' });
    expect(link.getAttribute('href')).toBe('/InquiryAnnouncement?id=42');
    const inCard = within(link.closest('article')!);
    expect(await inCard.findByText('Inquiring')).toBeTruthy();
    expect(inCard.getByText('Inquiry')).toBeTruthy();
    expect(inCard.getByText('Contact').nextElementSibling?.textContent).toBe('Biz Wang 13800000002');
    expect(inCard.getByText('2026-01-25 17:00:00')).toBeTruthy();
  });

  it('marks amounts that are not set instead of leaving a blank', () => {
    render(<SectionCard section={summary({ securityDeposit: null })} />);
    expect(screen.getByText('Security deposit').nextElementSibling?.textContent).toBe('—');
  });
});
