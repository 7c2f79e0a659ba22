import type { ThemeConfig } from 'antd';

/** Brand colours and sizes of the portal. */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#1457b8',
    colorLink: '#1457b8',
    borderRadius: 6,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Microsoft YaHei', 'Noto Sans Lao', 'Phetsarath OT', 'Noto Sans CJK SC', sans-serif",
  },
};

/** Content width of the portal (part 1 §9). */
export const CONTENT_WIDTH = 1200;
