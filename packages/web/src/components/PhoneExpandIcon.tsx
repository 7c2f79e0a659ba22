import { useContext, type MouseEvent } from 'react';
import { ConfigProvider } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './PhoneExpandIcon.module.css';

/** What antd gives a table's expand icon. */
interface ExpandIconProps<T> {
  expanded: boolean;
  expandable: boolean;
  record: T;
  onExpand: (record: T, event: MouseEvent<HTMLElement>) => void;
}

/**
 * The +/- of an expandable antd table on a phone (App.tsx gives it to every table there): antd's 17 px square
 * in a 44 px button, so a row expands under a thumb (issue 23, docs/decisions/phone.md). Rows that do not expand
 * get nothing, as antd does.
 */
export function PhoneExpandIcon<T>({ expanded, expandable, record, onExpand }: ExpandIconProps<T>) {
  const { t } = useTranslation();
  const tableLocale = useContext(ConfigProvider.ConfigContext).locale?.Table;
  if (!expandable) return null;
  const label = (expanded ? tableLocale?.collapse : tableLocale?.expand) ?? t('common.expandColumn');
  return (
    <button type="button" className={styles.button} aria-expanded={expanded} aria-label={label} onClick={(event) => onExpand(record, event)}>
      <span className={styles.square} data-open={expanded || undefined} aria-hidden="true" />
    </button>
  );
}
