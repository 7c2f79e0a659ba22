import type { ReactNode } from 'react';
import styles from './Tag.module.css';

/**
 * Text, tint and border of each tone, as antd's Tag drew them with the portal's theme (src/theme.ts): the
 * status tones in the theme's darker shades, the named colours in shade 7 (cyan and green darker) on shade 1
 * with a shade 3 border (docs/decisions/bundle.md).
 */
const TONES: Record<string, readonly [text: string, tint: string, border: string]> = {
  default: ['rgba(0, 0, 0, 0.88)', '#f5f5f5', '#d9d9d9'],
  success: ['#237804', '#f6ffed', '#b7eb8f'],
  processing: ['#0958d9', '#e6f4ff', '#91caff'],
  warning: ['#ad4e00', '#fffbe6', '#ffe58f'],
  error: ['#cf1322', '#fff2f0', '#ffccc7'],
  purple: ['#531dab', '#f9f0ff', '#d3adf7'],
  cyan: ['#006d75', '#e6fffb', '#87e8de'],
  geekblue: ['#1d39c4', '#f0f5ff', '#adc6ff'],
  blue: ['#0958d9', '#e6f4ff', '#91caff'],
  green: ['#237804', '#f6ffed', '#b7eb8f'],
};

/**
 * A label in a tone (a name of `TONES` or a colour such as `#595959`, written on an 8 % tint of itself),
 * outlined or filled (no border), in place of antd's Tag so a page's first load does not pull it.
 */
export function Tag({ tone = 'default', filled = false, children }: { tone?: string; filled?: boolean; children: ReactNode }) {
  const [color, background, border] = TONES[tone] ?? [tone, `color-mix(in srgb, ${tone} 8%, #fff)`, tone];
  return (
    <span className={styles.tag} style={{ color, background, borderColor: filled ? 'transparent' : border }}>
      {children}
    </span>
  );
}
