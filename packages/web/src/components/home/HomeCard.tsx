import { BankOutlined, ClockCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { SectionSummary } from '@portal/domain';
import { useDict } from '../../hooks/useDict';
import { useLocale } from '../../hooks/useLocale';
import { useMoney } from '../../hooks/useMoney';
import { announcementPath, cardDeadline } from '../projects/card';
import { StatusTag } from '../projects/StatusTag';
import styles from './Home.module.css';

/** A project on the home page: status, type, name, buyer, value and closing time; opens in a new tab. */
export function HomeCard({ section }: { section: SectionSummary }) {
  const { t } = useTranslation();
  const { pick } = useLocale();
  const projectTypes = useDict('sys_section_type');
  const name = pick(section, 'sectionName');
  const organization = pick(section, 'organization');
  const deadline = cardDeadline(section);
  const price = useMoney(section)(section.projectPrice);

  return (
    <a className={styles.card} href={announcementPath(section)} target="_blank" rel="noopener">
      <div className={styles.cardTop}>
        <StatusTag biddingType={section.biddingType} status={section.sectionStauts} />
        <span className={styles.cardType}>{projectTypes.label(section.projectType)}</span>
      </div>
      <h3 className={styles.cardName} title={name}>
        {name}
      </h3>
      <div className={styles.cardOrg} title={organization}>
        <BankOutlined /> {organization}
      </div>
      <dl className={styles.cardFacts}>
        <div>
          <dt>{t('home.price')}</dt>
          <dd className={price ? styles.cardPrice : undefined}>{price || t('home.notSet')}</dd>
        </div>
        <div>
          <dt>{t(deadline.labelKey)}</dt>
          <dd>
            <ClockCircleOutlined /> {deadline.time?.slice(0, 16) ?? t('home.notSet')}
          </dd>
        </div>
      </dl>
    </a>
  );
}
