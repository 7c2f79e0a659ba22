import { LOCALES, MESSAGES, type Locale } from '@portal/domain';
import { defineMessages } from './define';

/**
 * The domain's message catalogue (validation and business messages), so that the page warns with the same
 * words the server would answer: `t('messages.passwordWeak')`. Placeholders {x} become i18next's {{x}}.
 */
const forLocale = (locale: Locale) =>
  Object.fromEntries(Object.entries(MESSAGES).map(([key, texts]) => [key, texts[locale].replace(/\{(\w+)\}/g, '{{$1}}')]));

export default defineMessages('messages', Object.fromEntries(LOCALES.map((l) => [l, forLocale(l)])) as Record<Locale, Record<string, string>>);
