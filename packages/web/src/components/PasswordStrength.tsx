import { useTranslation } from 'react-i18next';
import { passwordStrength } from '@portal/domain';
import styles from './PasswordStrength.module.css';

/** Strength levels as the domain counts them: 1 weak, 2 medium, 3 to 4 strong (part 1 §5). */
function strengthLevel(password: string): 'weak' | 'medium' | 'strong' | undefined {
  if (!password) return undefined;
  const strength = passwordStrength(password);
  return strength === 1 ? 'weak' : strength === 2 ? 'medium' : 'strong';
}

const LEVELS = ['weak', 'medium', 'strong'] as const;

/** A three-bar meter under a password field, with the rule as a hint until something is typed. */
export function PasswordStrength({ password }: { password: string | undefined }) {
  const { t } = useTranslation();
  const level = strengthLevel(password ?? '');
  if (!level) return <span className={styles.hint}>{t('accounts.strength.hint')}</span>;
  const reached = LEVELS.indexOf(level);
  return (
    <span className={styles.meter} data-level={level}>
      <span className={styles.bars} aria-hidden="true">
        {LEVELS.map((l, i) => (
          <span key={l} className={i <= reached ? `${styles.bar} ${styles[level]}` : styles.bar} />
        ))}
      </span>
      <span>
        {t('accounts.strength.label')}: {t(`accounts.strength.${level}`)}
      </span>
    </span>
  );
}
