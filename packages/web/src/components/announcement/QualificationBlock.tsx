import { CheckCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { SectionDetail } from '@portal/domain';
import { useLocale } from '../../hooks/useLocale';
import { requiredDocuments } from './blocks';
import styles from './announcement.module.css';

/** The documents a supplier must submit after signing up (qualification flags and the bid file). */
export function QualificationBlock({ section }: { section: SectionDetail }) {
  const { t } = useTranslation();
  const { pick } = useLocale();
  const required = requiredDocuments(section);
  if (required.length === 0) return <p className={styles.muted}>{t('announcement.qualification.none')}</p>;
  const otherDescription = pick(section, 'qualificationOtherDescribe');
  return (
    <>
      <p className={styles.muted}>{t('announcement.qualification.intro')}</p>
      <ul className={styles.requirements}>
        {required.map((requirement) => (
          <li key={requirement} className={styles.requirement}>
            <CheckCircleFilled className={styles.requirementIcon} />
            <div>
              <div className={styles.requirementName}>{t(`announcement.qualification.${requirement}`)}</div>
              {requirement === 'other' && otherDescription && <div className={styles.requirementNote}>{otherDescription}</div>}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
