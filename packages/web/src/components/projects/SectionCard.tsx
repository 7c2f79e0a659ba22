import { ClockCircleOutlined, PhoneOutlined, RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { SectionSummary } from '@portal/domain';
import { useLocale } from '../../hooks/useLocale';
import { useMoney } from '../../hooks/useMoney';
import { announcementPath, cardContact, cardDeadline } from './card';
import { ShownText } from '../readerLanguage/ShownText';
import { StatusTag } from './StatusTag';
import { TypeBadges } from './TypeBadges';
import styles from './SectionCard.module.css';

/** One project of a list (part 1 §2, project list page); opens its announcement in a new tab. */
export function SectionCard({ section }: { section: SectionSummary }) {
  const { t } = useTranslation();
  const { pick } = useLocale();
  const money = useMoney(section);
  const contact = cardContact(section);
  const deadline = cardDeadline(section);
  const notSet = t('projects.card.notSet');
  const name = pick(section, 'sectionName');

  return (
    // The project's name is the link, stretched over the whole card: the card opens on a click anywhere,
    // and the link is named by the name alone, not by every fact of the card (docs/decisions/accessibility.md).
    <article className={styles.card}>
      <div className={styles.main}>
        <div className={styles.heading}>
          <StatusTag biddingType={section.biddingType} status={section.sectionStauts} />
          <h3 className={styles.name} title={name}>
            <a className={styles.link} href={announcementPath(section)} target="_blank" rel="noopener">
              {name}
            </a>
          </h3>
        </div>
        <div className={styles.badges}>
          <TypeBadges biddingType={section.biddingType} projectType={section.projectType} />
          <span className={styles.created}>
            {t('projects.card.createTime')} {section.createTime ?? notSet}
          </span>
        </div>
        <dl className={styles.facts}>
          <div>
            <dt>{t('projects.card.projectPrice')}</dt>
            <dd className={styles.amount}>{money(section.projectPrice) || notSet}</dd>
          </div>
          <div>
            <dt>{t('projects.card.securityDeposit')}</dt>
            <dd>{money(section.securityDeposit) || notSet}</dd>
          </div>
          <div>
            <dt>{t('projects.card.organization')}</dt>
            <dd title={pick(section, 'organization')}>{pick(section, 'organization') || notSet}</dd>
          </div>
          <div>
            <dt>{t('projects.card.contact')}</dt>
            <dd>
              {contact.name ? <ShownText record={section} field={contact.field} /> : !contact.phone && notSet}
              {contact.phone && (
                <span className={styles.phone}>
                  <PhoneOutlined /> {contact.phone}
                </span>
              )}
            </dd>
          </div>
        </dl>
      </div>
      <div className={styles.aside}>
        <span className={styles.deadlineLabel}>
          <ClockCircleOutlined /> {t(deadline.labelKey)}
        </span>
        <span className={styles.deadline}>{deadline.time ?? notSet}</span>
        <span className={styles.open}>
          {t('projects.card.open')} <RightOutlined />
        </span>
      </div>
    </article>
  );
}
