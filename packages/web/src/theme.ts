import type { ThemeConfig } from 'antd';

/** The focus glow of a field in error (see components below). */
const ERROR_FOCUS_RING = 'rgba(207, 19, 34, 0.6)';

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
    // Text reaches a contrast of 4.5:1 (WCAG 1.4.3, docs/decisions/accessibility.md): secondary text,
    // descriptions, breadcrumb links and placeholders darker than antd's greys (3.4:1 and 1.8:1) ...
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
  },
  components: {
    // Status tags and texts (success, processing, warning, error) write in the status colour itself, too
    // light for text on antd's defaults: here in darker shades, while icons and fills elsewhere keep theirs.
    // Coloured tags write in shade 7 of their colour: one or two shades darker where it stays below 4.5:1.
    Tag: {
      colorSuccess: '#237804',
      colorInfo: '#0958d9',
      colorWarning: '#ad4e00',
      colorError: '#cf1322',
      green7: '#237804',
      cyan7: '#006d75',
      orange7: '#ad4e00',
      gold7: '#874d00',
      lime7: '#3f6600',
      volcano7: '#ad2102',
    },
    // Danger buttons (withdraw, abandon) in red-7, on white and as the fill under white text.
    Button: { colorError: '#cf1322', colorErrorHover: '#a8071a', colorErrorActive: '#820014' },
    Typography: { colorSuccess: '#237804', colorWarning: '#ad4e00', colorError: '#cf1322' },
    // A field in error keeps its red border when it has the focus, and antd's glow around it is nearly
    // transparent (6 % red): the focus was not to be seen. Its glow here at 3:1 on white (red-7 at 60 %).
    Input: { colorErrorOutline: ERROR_FOCUS_RING },
    InputNumber: { colorErrorOutline: ERROR_FOCUS_RING },
    Select: { colorErrorOutline: ERROR_FOCUS_RING },
    DatePicker: { colorErrorOutline: ERROR_FOCUS_RING },
  },
};

/**
 * Phones (below antd's md breakpoint, 768 px): every control at least 44 px high, so a thumb hits it
 * (docs/decisions/phone.md).
 */
export const phoneTheme: ThemeConfig = {
  ...theme,
  token: { ...theme.token, controlHeight: 44, controlHeightSM: 44, controlHeightLG: 48 },
  // Step markers are not targets: they keep their desktop size. A calendar's day cells would follow the 44 px
  // controls to 66 × 56 px (1.5 × controlHeightSM wide, with 6 px above and below) and a month to 500 × 500 px:
  // each day is a 44 × 44 px cell (32 px and its padding), so a month fits a 360 px phone (layouts/responsive.css).
  components: {
    ...theme.components,
    Steps: { iconSize: 32, titleLineHeight: 32, customIconSize: 32, customIconFontSize: 24 },
    DatePicker: { cellWidth: 44, cellHeight: 32 },
  },
};

/** Content width of the portal (part 1 §9). */
export const CONTENT_WIDTH = 1200;
