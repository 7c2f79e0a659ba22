/**
 * Display formats of amounts, quantities and file sizes. Amounts travel as exact decimal strings
 * (DESIGN.md §2), so they are formatted as text, never through binary floating point.
 */

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/** Groups the digits of a whole number by thousands: 1234567 → 1,234,567. */
const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** A decimal as text, or null when the value is empty or not a plain decimal. */
function parts(value: string | number | null | undefined) {
  if (value === null || value === undefined) return null;
  const match = DECIMAL.exec(String(value).trim());
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  return { sign, whole: whole.replace(/^0+(?=\d)/, ''), fraction };
}

/**
 * An amount with thousands separators and the decimals it was given: "1500000.00" → "1,500,000.00".
 * Empty or malformed values give ''.
 */
export function formatMoney(value: string | number | null | undefined): string {
  const p = parts(value);
  if (!p) return '';
  return p.sign + groupThousands(p.whole) + (p.fraction ? '.' + p.fraction : '');
}

/** A quantity without the trailing zeros of its stored scale: "10.500000" → "10.5", "1200.000000" → "1,200". */
export function formatQuantity(value: string | number | null | undefined): string {
  const p = parts(value);
  if (!p) return '';
  const fraction = p.fraction.replace(/0+$/, '');
  return p.sign + groupThousands(p.whole) + (fraction ? '.' + fraction : '');
}

/** A percentage without needless zeros: "30.00" → "30%", "12.50" → "12.5%". */
export function formatPercent(value: string | number | null | undefined): string {
  const quantity = formatQuantity(value);
  return quantity ? quantity + '%' : '';
}

const SIZE_UNITS = ['B', 'KB', 'MB', 'GB'];

/** A file size for people: 2048 → "2 KB", 1572864 → "1.5 MB". */
export function formatFileSize(bytes: number): string {
  let size = bytes;
  let unit = 0;
  while (size >= 1024 && unit < SIZE_UNITS.length - 1) {
    size /= 1024;
    unit += 1;
  }
  const shown = unit === 0 ? String(size) : size.toFixed(1).replace(/\.0$/, '');
  return `${shown} ${SIZE_UNITS[unit]}`;
}

/** An amount with its currency symbol and money unit: "¥1,500,000.00 元"; '' when there is no amount. */
export function formatAmount(value: string | number | null | undefined, symbol: string, unit = ''): string {
  const amount = formatMoney(value);
  if (!amount) return '';
  return `${symbol}${amount}${unit ? ' ' + unit : ''}`;
}

/**
 * Items of a list in one line, joined as the language joins them: "A、B" in Chinese, "A, B" in English and
 * Lao (Intl.ListFormat; plain ", " where the runtime lacks it).
 */
export function formatList(items: readonly string[], locale: string): string {
  if (typeof Intl.ListFormat !== 'function') return items.join(', ');
  return new Intl.ListFormat(locale, { type: 'conjunction', style: 'narrow' }).format(items);
}
