import type { Locale } from './constants';

/** Suffix of the language variant of a field: sectionName, sectionNameEn, sectionNameLo. */
const SUFFIX: Record<Locale, string> = { zh: '', en: 'En', lo: 'Lo' };

/**
 * The value of a three-variant field in the given language, falling back to the plain (Chinese) value
 * when a variant is empty, so a half-translated record still shows something meaningful.
 */
export function localized(record: Record<string, unknown>, field: string, locale: Locale): string {
  const value = record[field + SUFFIX[locale]];
  if (typeof value === 'string' && value.trim() !== '') return value;
  const plain = record[field];
  return typeof plain === 'string' ? plain : '';
}

export function parseLocale(value: string | undefined | null): Locale {
  const v = (value ?? '').toLowerCase().slice(0, 2);
  return v === 'en' || v === 'lo' ? v : 'zh';
}
