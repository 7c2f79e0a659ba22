import { useTranslation } from 'react-i18next';
import { localized, parseLocale, type Locale } from '@portal/domain';

/** The current language and a reader of three-variant fields (plain, En, Lo) in it. */
export function useLocale() {
  const { i18n } = useTranslation();
  const locale: Locale = parseLocale(i18n.language);
  return {
    locale,
    pick: (record: object, field: string) => localized(record as Record<string, unknown>, field, locale),
  };
}
