import type { ReactNode } from 'react';
import { PhoneOutlined } from '@ant-design/icons';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SectionDetail } from '@portal/domain';
import { useDict } from '../../hooks/useDict';
import { useLocale } from '../../hooks/useLocale';
import { useCurrencyName, useMoney } from '../../hooks/useMoney';
import { infoFields, type AnnouncementKind, type InfoField } from './blocks';
import styles from './announcement.module.css';

function Contact({ name, phone }: { name: string | null; phone: string | null }) {
  return (
    <span className={styles.contact}>
      {name}
      {phone && (
        <a href={`tel:${phone.replace(/\s/g, '')}`}>
          <PhoneOutlined /> {phone}
        </a>
      )}
    </span>
  );
}

/** The info grid of an announcement (part 1 §2): the facts a supplier weighs before signing up. */
export function InfoGrid({ section, kind }: { section: SectionDetail; kind: AnnouncementKind }) {
  const { t } = useTranslation();
  const { pick } = useLocale();
  const projectTypes = useDict('sys_section_type');
  const methods = useDict('sys_bidding_method');
  const money = useMoney(section);
  const currencyName = useCurrencyName();
  const label = (field: InfoField) =>
    field === 'startTime' || field === 'entTime' ? t(`announcement.info.${field}.${kind}`) : t(`announcement.info.${field}`);

  const values: Record<InfoField, () => ReactNode> = {
    organization: () => pick(section, 'organization'),
    projectType: () => projectTypes.label(section.projectType),
    biddingMethod: () => methods.label(section.biddingMethod) || section.biddingMethod,
    currency: () => currencyName(section.currency),
    projectPrice: () => <span className={styles.price}>{money(section.projectPrice)}</span>,
    securityDeposit: () => money(section.securityDeposit),
    documentsAmount: () => money(section.documentsAmount),
    technicalContact: () => <Contact name={section.technicalContacts} phone={section.technicalPhoneNumber} />,
    businessContact: () => <Contact name={section.businessContacts} phone={section.businessPhoneNumber} />,
    signupStartTime: () => section.signupStartTime,
    signupEndTime: () => section.signupEndTime,
    bidFileWindow: () => `${section.bidFileStartTime ?? ''} ~ ${section.bidFileEndTime ?? ''}`,
    startTime: () => section.startTime,
    entTime: () => section.entTime,
    bidOpeningTime: () => section.bidOpeningTime,
    sceneAddress: () => pick(section, 'sceneAddress'),
    isTax: () => t(section.isTax === 1 ? 'announcement.info.taxIncluded' : 'announcement.info.taxExcluded'),
    award: () => t(section.successfulBidderMethod === 1 ? 'announcement.info.awardPerItem' : 'announcement.info.awardWhole'),
    // The warranty is free text; a bare number is a period in months.
    warranty: () => (/^\d+$/.test(section.warranty ?? '') ? t('announcement.info.warrantyMonths', { count: Number(section.warranty) }) : section.warranty),
  };

  const fields = infoFields(section, kind);
  return (
    <Descriptions
      bordered
      size="middle"
      column={2}
      className={styles.info}
      items={fields.map((field, index) => ({
        key: field,
        label: label(field),
        children: values[field](),
        // The purchaser heads the grid on its own row; a long address or the last field takes what is left of its row.
        span: field === 'organization' ? 2 : field === 'sceneAddress' || index === fields.length - 1 ? 'filled' : 1,
      }))}
    />
  );
}
