import { useTranslation } from 'react-i18next';
import { inReaderLanguage, LANGUAGE_NAMES, textInReaderLanguage, type Locale } from '@portal/domain';
import { useLocale } from '../../hooks/useLocale';
import styles from './readerLanguage.module.css';

/**
 * The small mark after a text shown in another language than the reader's ("中文", "in Chinese"): its
 * variant in the reader's language was not given (docs/decisions/reader-language.md).
 */
export function FallbackMark({ lang }: { lang: Locale }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <span className={styles.fallback} title={t('common.readerLanguage.notGiven')}>
      {LANGUAGE_NAMES[locale][lang]}
    </span>
  );
}

/**
 * A text people typed in up to three languages (a contact's role, a buyer's remark), shown in the reader's
 * language, else in another one marked as such; nothing (or `empty`) when no variant is given. The shown
 * text carries its `lang`, so a screen reader reads it in its own language.
 */
export function ShownText({ record, field, empty = null }: { record: object; field: string; empty?: string | null }) {
  const { locale } = useLocale();
  const shown = inReaderLanguage(record, field, locale);
  if (shown.lang === null) return empty;
  return (
    <>
      <span lang={shown.lang}>{shown.text}</span>
      {shown.fallback && (
        <>
          {' '}
          <FallbackMark lang={shown.lang} />
        </>
      )}
    </>
  );
}

/** The reader's text of a three-language field, as a plain string with a fallback's language named (for dialogs and labels). */
export function useShownText() {
  const { locale } = useLocale();
  return (record: object, field: string) => textInReaderLanguage(record, field, locale);
}
