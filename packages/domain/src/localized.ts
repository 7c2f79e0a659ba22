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

/**
 * Where a reader whose language has no text of its own looks next: English, the language buyers and
 * suppliers share most often, before Chinese; a Chinese reader reads English before Lao.
 */
const READING_ORDER: Record<Locale, readonly Locale[]> = { zh: ['zh', 'en', 'lo'], en: ['en', 'zh', 'lo'], lo: ['lo', 'en', 'zh'] };

const LAO_LETTER = /[\u0E80-\u0EFF]/;
const HAN_CHARACTER = /[\u3400-\u9FFF\uF900-\uFAFF]/;
const LATIN_LETTER = /[A-Za-z\u00C0-\u024F]/;

/**
 * The language a text is written in, read from its script: the three languages of the portal write with
 * three scripts (Lao letters, Chinese characters, Latin letters). Used for the plain variant, which is
 * Chinese by convention but holds whatever its writer typed first ("Financial report unsigned", "Somchai").
 * A text with none of them (figures only) counts as Chinese.
 */
export function scriptLanguage(text: string): Locale {
  if (LAO_LETTER.test(text)) return 'lo';
  if (HAN_CHARACTER.test(text)) return 'zh';
  if (LATIN_LETTER.test(text)) return 'en';
  return 'zh';
}

/** A three-language text as one reader is shown it. */
export interface ShownText {
  /** The text shown ('' when no variant is given). */
  text: string;
  /** The language of that text; null when no variant is given. */
  lang: Locale | null;
  /** True when the text is in another language than the reader's. */
  fallback: boolean;
}

/** The variants given of a field, each with its language: En and Lo by their names, the plain one by its script. */
function givenVariants(record: object, field: string): { text: string; lang: Locale }[] {
  const values = record as Record<string, unknown>;
  const text = (suffix: string) => {
    const value = values[field + suffix];
    return typeof value === 'string' ? value.trim() : '';
  };
  const plain = text('');
  return [
    { text: text(SUFFIX.en), lang: 'en' as Locale },
    { text: text(SUFFIX.lo), lang: 'lo' as Locale },
    { text: plain, lang: scriptLanguage(plain) },
  ].filter((v) => v.text !== '');
}

/**
 * Data typed by people in up to three languages (a bid contact's role, a buyer's remark): the variant in the
 * reader's language, else the first in READING_ORDER, with its language so that a fallback can be marked as
 * such. A variant named for the language (En, Lo) is preferred to a plain text in that language. Unlike
 * `localized`, a Lao reader is shown English before Chinese.
 */
export function inReaderLanguage(record: object, field: string, locale: Locale): ShownText {
  const given = givenVariants(record, field);
  for (const lang of READING_ORDER[locale]) {
    const found = given.find((v) => v.lang === lang);
    if (found) return { text: found.text, lang, fallback: lang !== locale };
  }
  return { text: '', lang: null, fallback: false };
}

/**
 * The language marks of a record's three-language fields for one reader: `{ businessLang: 'zh', … }`, the
 * language of the text `inReaderLanguage` shows (null when none is given). Presenters add them beside the
 * variants, so a client sees whether the reader is shown its own language or a fallback.
 */
export function languageMarks<F extends string>(record: object, fields: readonly F[], locale: Locale): Record<`${F}Lang`, Locale | null> {
  return Object.fromEntries(fields.map((field) => [`${field}Lang`, inReaderLanguage(record, field, locale).lang])) as Record<`${F}Lang`, Locale | null>;
}

/** The name of each language in each reader's language, for marking a text shown in another language. */
export const LANGUAGE_NAMES: Record<Locale, Record<Locale, string>> = {
  zh: { zh: '中文', en: '英文', lo: '老挝文' },
  en: { zh: 'in Chinese', en: 'in English', lo: 'in Lao' },
  lo: { zh: 'ພາສາຈີນ', en: 'ພາສາອັງກິດ', lo: 'ພາສາລາວ' },
};

/**
 * A three-language text written into a server's own text (a message, an export cell): the reader's variant
 * as it is, a fallback followed by its language in brackets ("商务报价 (in Chinese)").
 */
export function textInReaderLanguage(record: object, field: string, locale: Locale): string {
  const shown = inReaderLanguage(record, field, locale);
  if (!shown.fallback || shown.lang === null) return shown.text;
  return locale === 'zh' ? `${shown.text}（${LANGUAGE_NAMES.zh[shown.lang]}）` : `${shown.text} (${LANGUAGE_NAMES[locale][shown.lang]})`;
}

/** A remark given in up to three languages (a review, a certification's feedback). */
export interface RemarkVariants {
  remark?: string;
  remarkEn?: string;
  remarkLo?: string;
}

/** The variants of a remark as stored: the plain one as given ('' when none), the others null when blank. */
export function remarkVariants(given: RemarkVariants): { remark: string; remarkEn: string | null; remarkLo: string | null } {
  const orNull = (v?: string) => (v && v.trim() !== '' ? v.trim() : null);
  return { remark: (given.remark ?? '').trim(), remarkEn: orNull(given.remarkEn), remarkLo: orNull(given.remarkLo) };
}
