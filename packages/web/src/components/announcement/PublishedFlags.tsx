import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PublicFlag } from '@portal/domain';
import { FlagEvidence } from '../../admin/flags/FlagEvidence';
import { Block } from './Block';
import styles from './announcement.module.css';

/**
 * A section's red flags on its public announcement, once its results are published (issue 25 §2): each flag's
 * name, its plain-language reason and the evidence the public may see (suppliers by letter only), with the link
 * to the analytics page that says how each is computed. Loaded as its own chunk, only for a section that has one.
 */
export function PublishedFlags({ flags }: { flags: PublicFlag[] }) {
  const { t } = useTranslation();
  return (
    <Block title={t('flags.public.title')} extra={<Link to="/analytics">{t('flags.public.howComputed')}</Link>}>
      <p className={styles.muted}>{t('flags.public.intro')}</p>
      <ul className={styles.flagList} data-testid="published-flags">
        {flags.map((flag) => (
          <li key={flag.id} className={styles.flag}>
            <h3 className={styles.flagName}>{flag.name}</h3>
            <FlagEvidence flag={flag} />
          </li>
        ))}
      </ul>
    </Block>
  );
}
