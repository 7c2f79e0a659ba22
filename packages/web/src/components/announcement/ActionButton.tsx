import type { ReactNode } from 'react';
import { LoadingOutlined } from '@ant-design/icons';
import styles from './ActionButton.module.css';

interface ActionButtonProps {
  primary?: boolean;
  icon?: ReactNode;
  disabled?: boolean;
  /** A request is on its way: a spinner takes the icon's place and a click does nothing. */
  loading?: boolean;
  onClick: () => void;
  children: ReactNode;
}

/**
 * A large button of the announcement's header, looking as antd's large Button (default or primary). Disabled
 * with aria-disabled, not the attribute: a button disabled by its own press (follow → followed) keeps the
 * keyboard's focus, now reading "followed", instead of dropping it to the top of the page.
 */
export function ActionButton({ primary = false, icon, disabled = false, loading = false, onClick, children }: ActionButtonProps) {
  const className = [styles.button, primary && styles.primary, loading && styles.loading].filter(Boolean).join(' ');
  return (
    <button type="button" className={className} aria-disabled={disabled || undefined} aria-busy={loading || undefined} onClick={loading || disabled ? undefined : onClick}>
      {(loading || icon) && <span className={styles.icon}>{loading ? <LoadingOutlined /> : icon}</span>}
      <span>{children}</span>
    </button>
  );
}
