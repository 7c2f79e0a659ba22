import type { ThemeConfig } from 'antd';

/** Brand colours and sizes of the portal. */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#1457b8',
    colorLink: '#1457b8',
    borderRadius: 6,
    // Latin fonts first, so digits and Latin letters never come from the Lao or CJK fonts (whose digits
    // are drawn differently); then Chinese, then Lao.
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Liberation Sans', 'Noto Sans', 'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Noto Sans Lao', 'Phetsarath OT', sans-serif",
  },
};

/**
 * Phones (below antd's md breakpoint, 768 px): every control at least 44 px high, so a thumb hits it
 * (docs/decisions/phone.md).
 */
export const phoneTheme: ThemeConfig = {
  ...theme,
  token: { ...theme.token, controlHeight: 44, controlHeightSM: 44, controlHeightLG: 48 },
  // Step markers are not targets: they keep their desktop size.
  components: { ...theme.components, Steps: { iconSize: 32, titleLineHeight: 32, customIconSize: 32, customIconFontSize: 24 } },
};

/** Content width of the portal (part 1 §9). */
export const CONTENT_WIDTH = 1200;
