import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../hooks/usePublicConfig';
import styles from './DemoMailboxLink.module.css';

/**
 * A discreet way to the demo mailbox beside an e-mail code, shown only when the server says demo mode is on.
 * Opens in a new tab so the form being filled in stays as it is.
 */
export function DemoMailboxLink({ email }: { email?: string }) {
  const { t } = useTranslation();
  if (!usePublicConfig()?.demoMode) return null;
  const address = email?.trim();
  return (
    <a className={styles.link} href={`/demo/mailbox${address ? `?to=${encodeURIComponent(address)}` : ''}`} target="_blank" rel="noopener">
      {t('accounts.mailbox.link')}
    </a>
  );
}
