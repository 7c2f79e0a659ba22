import { LOCALES, type Locale } from '@portal/domain';

/** Nested messages of one feature in one language. */
export type MessageTree = { [key: string]: string | MessageTree };

/** One message in the three languages, side by side. */
export type Texts = Record<Locale, string>;

/** Nested messages of one feature with the three languages side by side under each key. */
export type SideBySide = { [key: string]: Texts | SideBySide };

/** The tree of one language taken from a side-by-side tree. */
export type InLocale<T> = { [K in keyof T]: T[K] extends Texts ? string : InLocale<T[K]> };

/** Messages of one feature, split by language as i18next reads them. */
export interface FeatureMessages<T extends MessageTree = MessageTree> {
  namespace: string;
  messages: Record<Locale, T>;
}

const isTexts = (value: Texts | SideBySide): value is Texts => LOCALES.every((l) => typeof value[l] === 'string');

const inLocale = (tree: SideBySide, locale: Locale): MessageTree =>
  Object.fromEntries(Object.entries(tree).map(([key, value]) => [key, isTexts(value) ? value[locale] : inLocale(value, locale)]));

/**
 * A feature's messages (i18n/<feature>.ts), written as the domain's messages are: the zh, en and lo texts of
 * each key side by side, so a missing or stale translation shows next to its siblings (and a missing
 * language does not type-check).
 */
export const defineMessages = <T extends SideBySide>(namespace: string, tree: T): FeatureMessages<InLocale<T> & MessageTree> => ({
  namespace,
  messages: Object.fromEntries(LOCALES.map((l) => [l, inLocale(tree, l)])) as Record<Locale, InLocale<T> & MessageTree>,
});
