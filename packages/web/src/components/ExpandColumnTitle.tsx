import { useTranslation } from 'react-i18next';

/**
 * Header of a table's expand-button column: antd leaves it empty, which tells a screen-reader user nothing
 * (axe: empty-table-header). Named for them, drawn for nobody: the column holds only the +/- buttons.
 */
export function ExpandColumnTitle() {
  const { t } = useTranslation();
  return <span className="visually-hidden">{t('common.expandColumn')}</span>;
}
