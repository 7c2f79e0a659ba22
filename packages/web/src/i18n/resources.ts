import { LOCALES } from '@portal/domain';
import { FEATURES } from './features';

/**
 * Every language's messages of every feature, as i18next resources: for tests and tools. The page loads its
 * one language instead (i18n/localeMessages.ts), so this module is never part of a page's first load.
 */
export function buildResources() {
  return Object.fromEntries(
    LOCALES.map((locale) => [locale, { translation: Object.fromEntries(FEATURES.map((f) => [f.namespace, f.messages[locale]])) }]),
  );
}
