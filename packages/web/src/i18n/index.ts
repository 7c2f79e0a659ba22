import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/lo';
import { DEFAULT_LOCALE, LANGUAGE_STORAGE_KEY, LOCALES, parseLocale, type Locale } from '@portal/domain';
import { FEATURES } from './features';

/** The chosen language, kept in local storage (part 1 §1); zh by default. */
export function currentLocale(): Locale {
  try {
    return parseLocale(localStorage.getItem(LANGUAGE_STORAGE_KEY) ?? DEFAULT_LOCALE);
  } catch {
    return DEFAULT_LOCALE;
  }
}

/** Switching language stores the choice and reloads the page (part 1 §1). */
export function switchLocale(locale: Locale) {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  window.location.reload();
}

export function buildResources() {
  return Object.fromEntries(
    LOCALES.map((locale) => [locale, { translation: Object.fromEntries(FEATURES.map((f) => [f.namespace, f.messages[locale]])) }]),
  );
}

const DAYJS_LOCALE: Record<Locale, string> = { zh: 'zh-cn', en: 'en', lo: 'lo' };

export function initI18n(locale: Locale = currentLocale()) {
  dayjs.locale(DAYJS_LOCALE[locale]);
  document.documentElement.lang = locale;
  return i18n.use(initReactI18next).init({
    resources: buildResources(),
    lng: locale,
    fallbackLng: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
}

export { i18n };
