import { afterAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { BidRecord } from '@portal/domain';
import { i18n } from '../../i18n';
import { setUpComponentTests } from '../../testing/componentTest';
import { testSection } from '../announcement/testSection';
import { PaymentMethodBlock } from './AnswersBlock';
import { BidInfo } from './BidInfo';

vi.mock('../../api/dictionaries', () => ({ getDict: vi.fn(async () => []) }));

setUpComponentTests();
afterAll(() => i18n.changeLanguage('en'));

const bid = () =>
  ({
    id: 7,
    sectionId: 1,
    supplierBidStatus: 20,
    sectionStauts: 13,
    disabled: 0,
    acceptPaymentMethods: null,
    user: { supplierName: 'Acme', nickName: 'Li' },
    section: testSection({
      businessContacts: '王',
      businessContactsEn: 'Wang',
      businessContactsLo: 'ຫວັງ',
      businessPhoneNumber: '020 1111',
      technicalContacts: '李',
      technicalContactsEn: 'Li',
      technicalPhoneNumber: '020 2222',
      settleMethod: 2,
      settleMethodsList: [
        { type: '预付款', typeEn: 'Advance', typeLo: 'ລ່ວງໜ້າ', percentage: '30.00' },
        { type: '验收款', typeEn: 'Acceptance', typeLo: 'ກວດຮັບ', percentage: '70.00' },
      ],
    } as never),
  }) as unknown as BidRecord;

const detail = { busy: false, act: vi.fn() } as never;
const valueOf = (label: string) => screen.getByText(label, { selector: 'th, th *' }).closest('th')!.nextElementSibling!.textContent;

describe('lists in the bid detail', () => {
  it('joins contacts and payment ratios the English way, without the Chinese semicolon', () => {
    render(<BidInfo bid={bid()} />);
    expect(valueOf(i18n.t('bids.info.contacts'))).toBe('Wang 020 1111, Li 020 2222');
    render(<PaymentMethodBlock bid={bid()} detail={detail} />);
    expect(screen.getByText('Advance 30%, Acceptance 70%')).toBeTruthy();
    expect(document.body.textContent).not.toContain('；');
  });

  it('joins them the Lao and the Chinese way in those languages, each name in the reader\'s language or marked', async () => {
    await i18n.changeLanguage('lo');
    render(<BidInfo bid={bid()} />);
    expect(valueOf(i18n.t('bids.info.contacts'))).toBe(new Intl.ListFormat('lo', { type: 'conjunction', style: 'narrow' }).format(['ຫວັງ 020 1111', 'Li (ພາສາອັງກິດ) 020 2222']));
    expect(document.body.textContent).not.toContain('；');
    cleanup();
    await i18n.changeLanguage('zh');
    render(<BidInfo bid={bid()} />);
    expect(valueOf(i18n.t('bids.info.contacts'))).toBe('王 020 1111、李 020 2222');
  });
});
