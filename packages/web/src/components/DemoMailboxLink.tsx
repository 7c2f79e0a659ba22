import { useTranslation } from 'react-i18next';
import { isDemoAddress } from '@portal/domain';
import { usePublicConfig } from '../hooks/usePublicConfig';
import styles from './DemoMailboxLink.module.css';

/**
 * A discreet way to the demo mailbox beside an e-mail code, shown only when the server says demo mode is on.
 * Opens in a new tab so the form being filled in stays as it is. For an address outside the demo domain it says
 * instead that the mailbox will not show its code (issue 23: the link promised a code that never came).
 */
export function DemoMailboxLink({ email }: { email?: string }) {
  const { t } = useTranslation();
  if (!usePublicConfig()?.demoMode) return null;
  const address = email?.trim();
  if (address && address.includes('@') && !isDemoAddress(address)) return <span className={styles.note}>{t('accounts.mailbox.otherDomain')}</span>;
  return (
    <a className={styles.link} href={`/demo/mailbox${address ? `?to=${encodeURIComponent(address)}` : ''}`} target="_blank" rel="noopener">
      {t('accounts.mailbox.link')}
    </a>
  );
}
