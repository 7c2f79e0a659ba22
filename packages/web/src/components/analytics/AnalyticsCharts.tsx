import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@portal/domain';
import { formatCompact, formatMoney, formatQuantity, formatShare } from '../../format';

/**
 * The charts of the analytics page (recharts), in a module of their own that the page imports on demand: the
 * library never reaches another page (docs/decisions/analytics.md). Each chart is drawn for the eye only; the
 * table under it says the same to a screen reader (the page hides the drawing from assistive technology).
 */

/** Colours of the portal (theme.ts): the brand blue, a light blue beside it, an orange for contrast. */
const PRIMARY = '#1457b8';
const LIGHT = '#91b4e6';
const ACCENT = '#d46b08';
const TICK = { fill: '#4b5563', fontSize: 12 };
/** Rows of a horizontal bar chart: this many pixels each. */
const ROW_HEIGHT = 44;

/** One bar of a category (buyer, category, supplier, flag): its name and values. */
export interface ChartRow {
  label: string;
  [series: string]: string | number | null;
}

/**
 * The legend in the order of the series (recharts sorts it by name otherwise), its texts in dark grey: a series'
 * own colour (the light blue of ceilings) is too pale for text.
 */
const legendProps = (series: { field: string }[]) => ({
  itemSorter: (item: { dataKey?: unknown }) => series.findIndex((s) => s.field === item.dataKey),
  formatter: (value: string) => <span style={{ color: '#1f2a37' }}>{value}</span>,
});

/** Cuts a long name on an axis, the table under the chart has it whole. */
const short = (text: string, max: number) => (text.length > max ? text.slice(0, max - 1) + '…' : text);

interface AmountChartProps {
  rows: ChartRow[];
  currency: string;
  locale: Locale;
  /** The series drawn: field and its legend name. */
  series: { field: string; name: string; color?: string }[];
  /** Bars laid horizontally (named groups) or standing (months). */
  horizontal: boolean;
  narrow: boolean;
}

/** Amounts in one currency, a bar per series: ceilings and awarded values, or awarded values alone. */
export function AmountChart({ rows, currency, locale, series, horizontal, narrow }: AmountChartProps) {
  const { t } = useTranslation();
  const money = (value: unknown) => formatMoney(Number(value).toFixed(2), locale, { currency });
  const axisName = t('analytics.axis.amount', { currency });
  const amountAxis = { type: 'number' as const, tick: TICK, tickFormatter: (v: number) => formatCompact(v, locale) };
  const nameWidth = narrow ? 96 : 180;
  const height = horizontal ? Math.max(160, rows.length * ROW_HEIGHT * Math.max(1, series.length * 0.6) + 70) : 300;
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart data={rows} layout={horizontal ? 'vertical' : 'horizontal'} margin={{ top: 8, right: 16, bottom: 24, left: 8 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" horizontal={!horizontal} vertical={horizontal} />
        {horizontal ? (
          <>
            <XAxis {...amountAxis} label={{ value: axisName, position: 'insideBottom', offset: -16, fill: '#4b5563', fontSize: 12 }} />
            <YAxis type="category" dataKey="label" width={nameWidth} tick={TICK} tickFormatter={(v: string) => short(v, narrow ? 12 : 24)} />
          </>
        ) : (
          <>
            <XAxis type="category" dataKey="label" tick={TICK} />
            <YAxis {...amountAxis} width={64} label={{ value: axisName, angle: -90, position: 'insideLeft', fill: '#4b5563', fontSize: 12, dy: 50 }} />
          </>
        )}
        <Tooltip formatter={(value) => money(value)} />
        <Legend verticalAlign="top" height={28} {...legendProps(series)} />
        {series.map((s, i) => (
          <Bar key={s.field} dataKey={s.field} name={s.name} fill={s.color ?? (i === 0 && series.length > 1 ? LIGHT : PRIMARY)} isAnimationActive={false} />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}

interface CountChartProps {
  rows: ChartRow[];
  locale: Locale;
  series: { field: string; name: string }[];
  /** The name of the category axis and of the value axis. */
  categoryAxis: string;
  valueAxis: string;
  /** Values are shares (0 to 1) rather than counts. */
  shares?: boolean;
  horizontal?: boolean;
  narrow: boolean;
}

/** Counts of sections (by participants, by days to results) or shares of sections (by flag). */
export function CountChart({ rows, locale, series, categoryAxis, valueAxis, shares = false, horizontal = false, narrow }: CountChartProps) {
  const shown = (value: unknown) => (shares ? formatShare(Number(value), locale) : formatQuantity(String(value), locale));
  const valueTicks = {
    type: 'number' as const,
    tick: TICK,
    allowDecimals: shares,
    // Shares run up to 100 % at most (recharts would stretch an axis of zeros to 400 %).
    domain: shares ? [0, (top: number) => (top > 0 ? Math.min(1, top * 1.2) : 1)] as [number, (top: number) => number] : undefined,
    tickFormatter: (v: number) => (shares ? formatShare(v, locale) : formatQuantity(String(v), locale)),
  };
  const height = horizontal ? Math.max(160, rows.length * 30 + 70) : 280;
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart data={rows} layout={horizontal ? 'vertical' : 'horizontal'} margin={{ top: 8, right: 16, bottom: 24, left: 8 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" horizontal={!horizontal} vertical={horizontal} />
        {horizontal ? (
          <>
            <XAxis {...valueTicks} label={{ value: valueAxis, position: 'insideBottom', offset: -16, fill: '#4b5563', fontSize: 12 }} />
            <YAxis type="category" dataKey="label" width={narrow ? 110 : 280} tick={TICK} tickFormatter={(v: string) => short(v, narrow ? 14 : 44)} interval={0} />
          </>
        ) : (
          <>
            <XAxis type="category" dataKey="label" tick={TICK} label={{ value: categoryAxis, position: 'insideBottom', offset: -16, fill: '#4b5563', fontSize: 12 }} />
            <YAxis {...valueTicks} width={48} label={{ value: valueAxis, angle: -90, position: 'insideLeft', fill: '#4b5563', fontSize: 12, dy: 30 }} />
          </>
        )}
        <Tooltip formatter={(value) => shown(value)} />
        {series.length > 1 && <Legend verticalAlign="top" height={28} {...legendProps(series)} />}
        {series.map((s, i) => (
          <Bar key={s.field} dataKey={s.field} name={s.name} fill={i === 0 ? PRIMARY : ACCENT} isAnimationActive={false} />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
