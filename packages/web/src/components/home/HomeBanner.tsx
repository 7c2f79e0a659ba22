import { useTranslation } from 'react-i18next';
import type { Locale } from '@portal/domain';
import { useLocale } from '../../hooks/useLocale';
import bannerZh from '../../assets/banner-zh.svg';
import bannerEn from '../../assets/banner-en.svg';
import bannerLo from '../../assets/banner-lo.svg';
import styles from './Home.module.css';

/** The advertisement banner in the visitor's language (part 1 §2, home). */
export const BANNERS: Record<Locale, string> = { zh: bannerZh, en: bannerEn, lo: bannerLo };

export function HomeBanner() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return <img className={styles.banner} src={BANNERS[locale]} alt={t('home.bannerAlt', { app: t('common.appName') })} />;
}
