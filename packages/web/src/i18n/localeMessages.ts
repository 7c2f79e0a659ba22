import type { Locale } from '@portal/domain';
import { addMessages, currentLocale, type Resources } from './index';

/**
 * The messages of one language, each in its own chunk: the build turns virtual:portal-messages/<locale>
 * into that language's texts of every feature (the portal-locale-messages plugin in vite.config.ts), so a
 * visitor downloads one language, not three (docs/decisions/bundle.md). The other languages come with their
 * own name only (common.languageName), for the language switcher.
 */
const LOADERS: Record<Locale, () => Promise<{ default: Resources }>> = {
  zh: () => import('virtual:portal-messages/zh'),
  en: () => import('virtual:portal-messages/en'),
  lo: () => import('virtual:portal-messages/lo'),
};

export const loadLocaleMessages = (locale: Locale): Promise<Resources> => LOADERS[locale]().then((module) => module.default);

const ADMIN_LOADERS: Record<Locale, () => Promise<{ default: Resources }>> = {
  zh: () => import('virtual:portal-messages/zh/admin'),
  en: () => import('virtual:portal-messages/en/admin'),
  lo: () => import('virtual:portal-messages/lo/admin'),
};

/**
 * Adds the buyer workbench's messages (the admin namespace, left out of every page's messages) in the current
 * language; the workbench's layout waits for them (router.tsx).
 */
export async function loadAdminMessages(locale: Locale = currentLocale()): Promise<void> {
  await addMessages((await ADMIN_LOADERS[locale]()).default);
}
