import type { Locale } from '@portal/domain';

/**
 * Display formats of amounts, quantities, file sizes and times. Amounts travel as exact decimal strings
 * (DESIGN.md §2), so they are formatted as text, never through binary floating point: Intl.NumberFormat
 * formats a decimal string exactly. The rules are in docs/decisions/formatting.md.
 */

/** The Intl locale of each language of the portal. */
export const INTL_LOCALE: Record<Locale, string> = { zh: 'zh-CN', en: 'en-US', lo: 'lo-LA' };

/** Decimals a quantity may have (QUOTE_LIMITS.quantityDecimals; not imported, to keep decimal.js off the public pages). */
const QUANTITY_DECIMALS = 6;

/** Decimals of an amount unless the section says otherwise (part 1 §5: amounts have 2 decimals). */
export const MONEY_DECIMALS = 2;

const formats = new Map<string, Intl.NumberFormat>();
/** One Intl.NumberFormat per locale and options, kept: amounts are formatted by the hundred in a table. */
function numberFormat(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = locale + JSON.stringify(options);
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALE[locale], options);
    formats.set(key, format);
  }
  return format;
}

/** Formats a decimal string exactly (Intl.NumberFormat takes decimal strings since ES2023; the project's lib types only numbers). */
const formatDecimal = (format: Intl.NumberFormat, decimal: string) => (format.format as unknown as (value: string) => string)(decimal);

/** The currencies the runtime writes with a symbol of their own (ISO 4217 codes). */
let knownCurrencies: Set<string> | undefined;
const isKnownCurrency = (code: string) => (knownCurrencies ??= new Set(Intl.supportedValuesOf('currency'))).has(code);

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

/** The decimal of parts() as Intl reads it. */
const exact = (p: NonNullable<ReturnType<typeof parts>>) => p.sign + p.whole + (p.fraction ? '.' + p.fraction : '');

/**
 * A quantity without the trailing zeros of its stored scale: "10.500000" → "10.5", "1200.000000" → "1,200"; in
 * the reader's language when given ("1.200" in Lao), so quantities and amounts beside them group alike.
 */
export function formatQuantity(value: string | number | null | undefined, locale?: Locale): string {
  const p = parts(value);
  if (!p) return '';
  if (locale) return formatDecimal(numberFormat(locale, { maximumFractionDigits: QUANTITY_DECIMALS }), exact(p));
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

/** How an amount is written: in its currency, with the section's decimals. */
export interface MoneyOptions {
  /** The ISO 4217 code (sys_currency value, e.g. CNY): written as its symbol. */
  currency?: string | null;
  /** The money unit in the reader's language (元, yuan): written after the amount when the currency has no symbol. */
  unit?: string | null;
  /**
   * Decimals shown. When not given: those the value carries (the server writes each amount with its section's
   * decimals: 2, or 4 for total-price quoting), and at least MONEY_DECIMALS.
   */
  decimals?: number;
}

/**
 * An amount as the reader's language writes it: the currency's symbol or, for a currency without one, the
 * money unit, never both; thousands separators; the section's decimals. "2175600" in CNY → "¥2,175,600.00"
 * (zh, en), "¥2.175.600,00" (lo). Without a currency or unit, the number alone (a column that names its
 * currency in the header). Empty or malformed values give ''.
 */
export function formatMoney(value: string | number | null | undefined, locale: Locale, { currency, unit, decimals }: MoneyOptions = {}): string {
  const p = parts(value);
  if (!p) return '';
  const decimal = exact(p);
  const places = decimals ?? Math.max(MONEY_DECIMALS, p.fraction.length);
  const digits = { minimumFractionDigits: places, maximumFractionDigits: places };
  if (currency && isKnownCurrency(currency)) return formatDecimal(numberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol', ...digits }), decimal);
  const number = formatDecimal(numberFormat(locale, digits), decimal);
  const word = unit || currency;
  return word ? `${number} ${word}` : number;
}

/**
 * A currency as a section's details name it: its name in the reader's language and its symbol, "US dollar ($)";
 * the name alone for a currency without a symbol of its own.
 */
export function formatCurrencyName(name: string, code: string, locale: Locale): string {
  if (!isKnownCurrency(code)) return name || code;
  const symbol = numberFormat(locale, { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' })
    .formatToParts(0)
    .find((part) => part.type === 'currency')?.value;
  return symbol && symbol !== code ? `${name || code} (${symbol})` : name || code;
}

/**
 * Items of a list in one line, joined as the language joins them: "A、B" in Chinese, "A, B" in English and
 * Lao (Intl.ListFormat; plain ", " where the runtime lacks it).
 */
export function formatList(items: readonly string[], locale: string): string {
  if (typeof Intl.ListFormat !== 'function') return items.join(', ');
  return new Intl.ListFormat(locale, { type: 'conjunction', style: 'narrow' }).format(items);
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * A moment as the portal writes every time (DESIGN.md §2): `yyyy-MM-dd HH:mm:ss` in the reader's time zone, the
 * zone the server writes wire times in for this browser (Accept-Timezone). For times the browser holds as
 * instants: an ISO string of a signed receipt, a Date. An unreadable value gives ''.
 */
export function formatDateTime(value: Date | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const day = `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
  return `${day} ${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}:${twoDigits(date.getSeconds())}`;
}

/** A month `yyyy-MM` as the reader's language writes it: "2026年6月", "Jun 2026" (analytics, by month of results). */
export function formatMonth(month: string, locale: Locale): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return month;
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { year: 'numeric', month: 'short', timeZone: 'UTC' }).format(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
}

/** A number on a chart's axis, short: 1,250,000 → "1.3M" (en), "125万" (zh). */
export function formatCompact(value: number, locale: Locale): string {
  return numberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(value);
}

/** A share (0 to 1) as a percentage with one decimal in the reader's language: 0.06875 → "6.9%". */
export function formatShare(share: number | null | undefined, locale: Locale): string {
  if (share === null || share === undefined || !Number.isFinite(share)) return '';
  return numberFormat(locale, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(share);
}
