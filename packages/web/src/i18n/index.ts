import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import { DEFAULT_LOCALE, LANGUAGE_STORAGE_KEY, parseLocale, type Locale } from '@portal/domain';
import type { MessageTree } from './define';
import { rememberView } from '../api/firstView';

/** The chosen language, kept in local storage (part 1 §1); zh by default. */
export function currentLocale(): Locale {
  try {
    return parseLocale(localStorage.getItem(LANGUAGE_STORAGE_KEY) ?? DEFAULT_LOCALE);
  } catch {
    return DEFAULT_LOCALE;
  }
}

/** Switching language stores the choice and reloads the page (part 1 §1), whose HTML the server then writes in it. */
export function switchLocale(locale: Locale) {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  rememberView(locale);
  window.location.reload();
}

/** i18next resources: by language, the messages of every feature by namespace. */
export type Resources = Partial<Record<Locale, { translation: Record<string, MessageTree> }>>;

const DAYJS_LOCALE: Record<Locale, string> = { zh: 'zh-cn', en: 'en', lo: 'lo' };
/** dayjs's locale of each language, loaded only for the language shown (en is built in). */
const DAYJS_LOCALE_CODE: Record<Locale, () => Promise<unknown>> = {
  zh: () => import('dayjs/locale/zh-cn'),
  en: async () => undefined,
  lo: () => import('dayjs/locale/lo'),
};

/**
 * Sets up the texts in `locale`. The page passes that language's messages only (docs/decisions/bundle.md);
 * without them (tests) every language's messages of i18n/resources.ts are loaded.
 */
export async function initI18n(locale: Locale = currentLocale(), messages?: Resources | Promise<Resources>) {
  document.documentElement.lang = locale;
  const [resources] = await Promise.all([
    messages ?? import('./resources').then((m) => m.buildResources()),
    DAYJS_LOCALE_CODE[locale](),
  ]);
  dayjs.locale(DAYJS_LOCALE[locale]);
  return i18n.use(initReactI18next).init({
    resources,
    lng: locale,
    fallbackLng: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
}

/**
 * Adds messages loaded after the start (the buyer workbench's, i18n/localeMessages.ts) to the running texts,
 * once i18next has started: the router loads the first page's code while main.tsx still awaits initI18n.
 */
export async function addMessages(resources: Resources) {
  if (!i18n.isInitialized) await new Promise<void>((resolve) => i18n.on('initialized', () => resolve()));
  for (const [locale, bundle] of Object.entries(resources)) {
    if (bundle) i18n.addResourceBundle(locale, 'translation', bundle.translation, true, false);
  }
}

export { i18n };
