import enUS from 'antd/locale/en_US';
import type { Locale } from 'antd/es/locale';

/** Placeholder until the Lao locale of the UI kit lands in this session. */
export const loLA: Locale = { ...enUS, locale: 'lo' };
