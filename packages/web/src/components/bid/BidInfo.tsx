import type { ReactNode } from 'react';
import { Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { BIDDING_TYPE, type BidRecord } from '@portal/domain';
import { formatList } from '../../format';
import { useCurrencyName, useMoney } from '../../hooks/useMoney';
import { useDict } from '../../hooks/useDict';
import { useLocale } from '../../hooks/useLocale';
import { StatusTag } from '../projects/StatusTag';
import { useShownText } from '../readerLanguage/ShownText';

const present = (value: unknown) => value !== null && value !== undefined && String(value).trim() !== '';

/**
 * The basic-info table of the bid detail (part 2 §2). Its layout follows the section: a tender shows its
 * procurement method and sign-up period, an inquiry neither; the fee and deposit rows appear only when the
 * section has them, and the last row fills what is left of its line.
 */
export function BidInfo({ bid }: { bid: BidRecord }) {
  const { t } = useTranslation();
  const { pick, locale } = useLocale();
  const section = bid.section;
  const tender = section.biddingType === BIDDING_TYPE.tender;
  const projectTypes = useDict('sys_section_type');
  const methods = useDict('sys_bidding_method');
  const bidStatuses = useDict('sys_supplier_bid_status');
  const money = useMoney(section);
  const currencyName = useCurrencyName();
  const shownText = useShownText();
  const period = (from: string | null, to: string | null) => `${from ?? '—'} ~ ${to ?? '—'}`;
  const contacts = formatList(
    [
      [shownText(section, 'businessContacts'), section.businessPhoneNumber],
      [shownText(section, 'technicalContacts'), section.technicalPhoneNumber],
    ]
      .filter(([name, phone]) => present(name) || present(phone))
      .map(([name, phone]) => [name, phone].filter(Boolean).join(' ')),
    locale,
  );

  const rows: [key: string, shown: boolean, value: ReactNode][] = [
    ['sectionName', true, pick(section, 'sectionName')],
    ['organization', true, pick(section, 'organization')],
    ['biddingType', true, t(tender ? 'bids.list.tender' : 'bids.list.inquiry')],
    ['sectionStauts', true, <StatusTag key="status" biddingType={section.biddingType} status={bid.sectionStauts} />],
    ['projectType', true, projectTypes.label(section.projectType)],
    ['biddingMethod', tender && present(section.biddingMethod), methods.label(section.biddingMethod)],
    ['currency', true, currencyName(section.currency)],
    ['projectPrice', present(section.projectPrice), money(section.projectPrice)],
    ['documentsAmount', present(section.documentsAmount), money(section.documentsAmount)],
    ['securityDeposit', present(section.securityDeposit), money(section.securityDeposit)],
    ['signupTime', tender, period(section.signupStartTime, section.signupEndTime)],
    ['bidFileWindow', section.isBiddingCommitFile === 1, period(section.bidFileStartTime, section.bidFileEndTime)],
    ['startTime', true, section.startTime ?? '—'],
    ['entTime', true, section.entTime ?? '—'],
    ['contacts', contacts !== '', contacts],
  ];
  const shown = rows.filter(([, visible]) => visible);
  const items = [
    ...shown.map(([key, , value]) => ({ key, label: t(`bids.info.${key}`), children: value, span: key === 'sectionName' ? 2 : 1 })),
    { key: 'supplierName', label: t('bids.detail.supplierName'), children: bid.user.supplierName, span: 1 },
    { key: 'myStatus', label: t('messages.bidRecordBidStatus'), children: <Tag color={bid.supplierBidStatus < 0 ? 'default' : 'blue'}>{bidStatuses.label(bid.supplierBidStatus)}</Tag>, span: 'filled' as const },
  ];
  return <Descriptions bordered size="small" column={2} title={t('bids.info.title')} items={items} />;
}
