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

/** Content width of the portal (part 1 §9). */
export const CONTENT_WIDTH = 1200;
