import type { Locale as AntdLocale } from 'antd/es/locale';
import type { Locale } from '@portal/domain';

/**
 * The UI kit's own strings (pagination, date pickers, empty states…) in one language, loaded with the page
 * instead of all three in every first load (docs/decisions/bundle.md). antd has no Lao locale: ours is in
 * i18n/antd-lo.
 */
const LOADERS: Record<Locale, () => Promise<AntdLocale>> = {
  zh: () => import('antd/locale/zh_CN').then((m) => m.default),
  en: () => import('antd/locale/en_US').then((m) => m.default),
  lo: () => import('./antd-lo').then((m) => m.loLA),
};

export const loadAntdLocale = (locale: Locale): Promise<AntdLocale> => LOADERS[locale]();
