import { useTranslation } from 'react-i18next';
import styles from './CaptchaImage.module.css';

/**
 * A captcha image that is also the button asking for another one (login dialog, forgot password): a click on
 * the image, or Enter or Space once the keyboard has reached it, shows a new image. The button is named by
 * what it does; the image inside keeps its own name.
 */
export function CaptchaImage({ src, alt, className, onRefresh }: { src: string; alt: string; className: string; onRefresh: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className={styles.button} aria-label={t('accounts.captcha.another')} onClick={onRefresh}>
      <img className={className} src={src} alt={alt} />
    </button>
  );
}
