import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import type { Locale as AntdLocale } from 'antd/es/locale';
import { RouterProvider } from 'react-router';
import { FeedbackProvider } from './feedback/FeedbackProvider';
import { PHONE_QUERY, useMediaQuery } from './hooks/useMediaQuery';
import { router } from './router';
import { phoneTheme, theme } from './theme';

/**
 * On a phone a table wider than the screen scrolls inside itself, with a shadow at the edge that has more
 * (docs/decisions/phone.md); one that fits keeps the screen's width.
 */
const PHONE_TABLE = { scroll: { x: true } } as const;

/** The shell, with antd's own strings in the portal's language (`antdLocale`, from i18n/antdLocale.ts). */
export function App({ antdLocale }: { antdLocale: AntdLocale }) {
  const phone = useMediaQuery(PHONE_QUERY);
  return (
    <ConfigProvider locale={antdLocale} theme={phone ? phoneTheme : theme} table={phone ? PHONE_TABLE : undefined}>
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
