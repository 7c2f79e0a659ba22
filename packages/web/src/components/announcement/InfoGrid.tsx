import { Fragment, type ReactNode } from 'react';
import { PhoneOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { SectionDetail } from '@portal/domain';
import { useDict } from '../../hooks/useDict';
import { useLocale } from '../../hooks/useLocale';
import { useCurrencyName, useMoney } from '../../hooks/useMoney';
import { infoFields, type AnnouncementKind, type InfoField } from './blocks';
import { ShownText } from '../readerLanguage/ShownText';
import styles from './announcement.module.css';

function Contact({ section, field, phone }: { section: object; field: string; phone: string | null }) {
  return (
    <span className={styles.contact}>
      <span>
        <ShownText record={section} field={field} />
      </span>
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
    technicalContact: () => <Contact section={section} field="technicalContacts" phone={section.technicalPhoneNumber} />,
    businessContact: () => <Contact section={section} field="businessContacts" phone={section.businessPhoneNumber} />,
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
  // Two label-value pairs to a row, as antd's bordered Descriptions drew them: the purchaser heads the grid on
  // its own row; a long address or the last field takes what is left of its row.
  const rows: { field: InfoField; span: 1 | 2 }[][] = [];
  let row: { field: InfoField; span: 1 | 2 }[] = [];
  let used = 0;
  fields.forEach((field, index) => {
    const fills = field === 'organization' || field === 'sceneAddress' || index === fields.length - 1;
    if (field === 'organization' && used > 0) {
      rows.push(row);
      row = [];
      used = 0;
    }
    const span = fills ? ((2 - used) as 1 | 2) : 1;
    row.push({ field, span });
    used += span;
    if (used >= 2) {
      rows.push(row);
      row = [];
      used = 0;
    }
  });
  if (row.length > 0) rows.push(row);

  return (
    <div className={styles.info}>
      <table>
        <tbody>
          {rows.map((cells) => (
            <tr key={cells[0].field}>
              {cells.map(({ field, span }) => (
                <Fragment key={field}>
                  <th scope="row">{label(field)}</th>
                  <td colSpan={span === 2 ? 3 : undefined}>{values[field]()}</td>
                </Fragment>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
