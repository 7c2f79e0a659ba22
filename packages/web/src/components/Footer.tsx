import { Link } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { ClockCircleOutlined, PhoneOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { SITE } from '../site';
import { NAV_ITEMS } from './TopBar';
import styles from './Footer.module.css';

/**
 * Footer of every page: about, quick links, contact and copyright. The home page's footer also shows the
 * website filing notice (part 1 §1), linked to the public filing register.
 */
export function Footer({ showFiling }: { showFiling: boolean }) {
  const { t } = useTranslation();
  const app = t('common.appName');
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <section className={styles.about}>
          <h2 className={styles.heading}>{t('shell.footer.about')}</h2>
          <p className={styles.text}>{t('shell.footer.aboutText')}</p>
        </section>
        <section>
          <h2 className={styles.heading}>{t('shell.footer.links')}</h2>
          <ul className={styles.links}>
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{t(item.key)}</Link>
              </li>
            ))}
            <li>
              <Link to="/OpenData">{t('notify.openData.footer')}</Link>
            </li>
            <li>
              <Link to="/analytics">{t('analytics.footer')}</Link>
            </li>
            <li>
              <Link to="/verify">{t('receipts.verifyLink')}</Link>
            </li>
          </ul>
        </section>
        <section>
          <h2 className={styles.heading}>{t('shell.footer.contact')}</h2>
          <ul className={styles.contact}>
            <li>
              <PhoneOutlined />{' '}
              <Trans i18nKey="shell.footer.hotline" values={{ phone: SITE.hotline }} components={{ strong: <span className={styles.hotline} /> }} />
            </li>
            <li>
              <ClockCircleOutlined /> {t('shell.footer.hours')}
            </li>
          </ul>
        </section>
      </div>
      <div className={styles.bottom}>
        <span>{t('shell.footer.copyright', { year: new Date().getFullYear(), app })}</span>
        {showFiling && (
          <a className={styles.filing} href={SITE.filingRegistry} target="_blank" rel="noopener noreferrer">
            <SafetyCertificateOutlined /> {t('shell.footer.filing', { number: SITE.filingNumber })}
          </a>
        )}
      </div>
    </footer>
  );
}
