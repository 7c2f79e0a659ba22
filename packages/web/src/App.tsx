import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import enUS from 'antd/locale/en_US';
import type { Locale as AntdLocale } from 'antd/es/locale';
import { RouterProvider } from 'react-router';
import type { Locale } from '@portal/domain';
import { FeedbackProvider } from './feedback/FeedbackProvider';
import { currentLocale } from './i18n';
import { loLA } from './i18n/antd-lo';
import { PHONE_QUERY, useMediaQuery } from './hooks/useMediaQuery';
import { router } from './router';
import { phoneTheme, theme } from './theme';

/** The UI kit's own strings in the portal's language (antd has no Lao locale: ours is in i18n/antd-lo). */
const ANTD_LOCALES: Record<Locale, AntdLocale> = { zh: zhCN, en: enUS, lo: loLA };

/**
 * On a phone a table wider than the screen scrolls inside itself, with a shadow at the edge that has more
 * (docs/decisions/phone.md); one that fits keeps the screen's width.
 */
const PHONE_TABLE = { scroll: { x: true } } as const;

export function App() {
  const phone = useMediaQuery(PHONE_QUERY);
  return (
    <ConfigProvider locale={ANTD_LOCALES[currentLocale()]} theme={phone ? phoneTheme : theme} table={phone ? PHONE_TABLE : undefined}>
      <FeedbackProvider>
        <BaseText>
          <RouterProvider router={router} />
        </BaseText>
      </FeedbackProvider>
    </ConfigProvider>
  );
}

/**
 * The theme's text colour, size, line height and fonts for the whole page, as antd's `App` gave its children
 * (antd's colorText, fontSize and lineHeight; the portal's fonts).
 */
const BASE_TEXT = { color: 'rgba(0, 0, 0, 0.88)', fontSize: 14, lineHeight: 22 / 14, fontFamily: theme.token?.fontFamily };

function BaseText({ children }: { children: ReactNode }) {
  return <div style={BASE_TEXT}>{children}</div>;
}
