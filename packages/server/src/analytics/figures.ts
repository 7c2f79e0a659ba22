import {
  ANALYTICS_PARTICIPANTS_CAP,
  ANALYTICS_TOP,
  FLAG_DEFINITIONS,
  PROCUREMENT_CATEGORIES,
  RESULT_DELAY_BUCKETS,
  isFlagIndicator,
  participantsLabel,
  resultDelayBucket,
  type Analytics,
  type Locale,
  type SpendingRow,
  type TopRow,
} from '@portal/domain';
import type { FlagShare } from '../flags/queries';
import type { PublishedSection } from './queries';

/** Amounts are summed as numbers (as the bulk file's JSON has them) and shown to the cent. */
const cents = (value: number) => Math.round(value * 100) / 100;
const awardedOf = (s: PublishedSection) => s.awards.reduce((sum, a) => sum + (a.value?.amount ?? 0), 0);
const currencyOf = (s: PublishedSection) => s.ceiling?.currency ?? s.awards.find((a) => a.value?.currency)?.value?.currency ?? '';

const nameIn = (party: { name?: string; name_en?: string; name_lo?: string } | null, locale: Locale) =>
  (locale === 'en' ? party?.name_en : locale === 'lo' ? party?.name_lo : undefined) || party?.name || '';

/** The sections a spending figure counts: a ceiling (tender.value) and at least one active award. */
const withSpending = (sections: PublishedSection[]) => sections.filter((s) => typeof s.ceiling?.amount === 'number' && s.awards.some((a) => typeof a.value?.amount === 'number'));

/** Sums ceilings and awarded values by group and currency, largest awarded first (months in time order). */
function spendingBy(sections: PublishedSection[], group: (s: PublishedSection) => { key: string; label: string }, byKey = false): SpendingRow[] {
  const rows = new Map<string, SpendingRow>();
  for (const s of withSpending(sections)) {
    const { key, label } = group(s);
    const currency = currencyOf(s);
    const id = key + '\u0000' + currency;
    const row = rows.get(id) ?? { key, label, currency, sections: 0, ceiling: 0, awarded: 0, savings: 0, savingsShare: null };
    row.sections++;
    row.ceiling += s.ceiling!.amount!;
    row.awarded += awardedOf(s);
    rows.set(id, row);
  }
  const out = [...rows.values()].map((r) => ({
    ...r,
    ceiling: cents(r.ceiling),
    awarded: cents(r.awarded),
    savings: cents(r.ceiling - r.awarded),
    savingsShare: r.ceiling > 0 ? (r.ceiling - r.awarded) / r.ceiling : null,
  }));
  return out.sort(byKey ? (a, b) => a.key.localeCompare(b.key) || a.currency.localeCompare(b.currency) : (a, b) => b.awarded - a.awarded || a.key.localeCompare(b.key));
}

function summary(values: number[]) {
  if (!values.length) return { sections: 0, mean: null, median: null };
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { sections: values.length, mean: values.reduce((a, b) => a + b, 0) / values.length, median };
}

function competition(sections: PublishedSection[]) {
  const measured = sections.filter((s) => s.signups !== null && s.bidders !== null);
  const rows = Array.from({ length: ANALYTICS_PARTICIPANTS_CAP + 1 }, (_, n) => ({ participants: participantsLabel(n), signupSections: 0, bidderSections: 0 }));
  for (const s of measured) {
    rows[Math.min(s.signups!, ANALYTICS_PARTICIPANTS_CAP)]!.signupSections++;
    rows[Math.min(s.bidders!, ANALYTICS_PARTICIPANTS_CAP)]!.bidderSections++;
  }
  return { signups: summary(measured.map((s) => s.signups!)), bidders: summary(measured.map((s) => s.bidders!)), rows };
}

const DAY = 24 * 3600 * 1000;

function timeToResults(sections: PublishedSection[]) {
  const days = sections
    .filter((s) => s.datePublished !== null)
    .map((s) => (new Date(s.resultsDate).getTime() - new Date(s.datePublished!).getTime()) / DAY)
    .filter((d) => Number.isFinite(d) && d >= 0);
  const counts = new Map<string, number>();
  for (const d of days) counts.set(resultDelayBucket(d), (counts.get(resultDelayBucket(d)) ?? 0) + 1);
  const rows = RESULT_DELAY_BUCKETS.map((b) => ({ bucket: b.id, sections: counts.get(b.id) ?? 0, share: days.length ? (counts.get(b.id) ?? 0) / days.length : 0 }));
  return { days: summary(days), rows };
}

/** The ANALYTICS_TOP largest rows of each currency. */
const topOfEachCurrency = (rows: TopRow[]) => {
  const sorted = rows.map((r) => ({ ...r, awarded: cents(r.awarded) })).sort((a, b) => a.currency.localeCompare(b.currency) || b.awarded - a.awarded || a.key.localeCompare(b.key));
  const seen = new Map<string, number>();
  return sorted.filter((r) => {
    const n = (seen.get(r.currency) ?? 0) + 1;
    seen.set(r.currency, n);
    return n <= ANALYTICS_TOP;
  });
};

function topBuyers(sections: PublishedSection[], locale: Locale): TopRow[] {
  const rows = new Map<string, TopRow>();
  for (const s of sections) {
    for (const a of s.awards) {
      if (typeof a.value?.amount !== 'number') continue;
      const currency = a.value.currency ?? currencyOf(s);
      const id = s.buyerId + '\u0000' + currency;
      const row = rows.get(id) ?? { key: s.buyerId, label: nameIn(s.buyer, locale), currency, awarded: 0, sections: 0 };
      row.awarded += a.value.amount;
      rows.set(id, row);
    }
  }
  for (const s of sections) {
    const currencies = new Set(s.awards.filter((a) => typeof a.value?.amount === 'number').map((a) => a.value!.currency ?? currencyOf(s)));
    for (const currency of currencies) rows.get(s.buyerId + '\u0000' + currency)!.sections!++;
  }
  return topOfEachCurrency([...rows.values()]);
}

function topSuppliers(sections: PublishedSection[]): TopRow[] {
  const rows = new Map<string, TopRow>();
  for (const s of sections) {
    for (const a of s.awards) {
      if (typeof a.value?.amount !== 'number') continue;
      const currency = a.value.currency ?? currencyOf(s);
      for (const supplier of a.suppliers ?? []) {
        const id = supplier.id + '\u0000' + currency;
        const row = rows.get(id) ?? { key: supplier.id, label: supplier.name, currency, awarded: 0, awards: 0 };
        row.awarded += a.value.amount;
        row.awards!++;
        rows.set(id, row);
      }
    }
  }
  return topOfEachCurrency([...rows.values()]);
}

/** Currencies met, the one with the most sections first. */
function currencies(sections: PublishedSection[]) {
  const counts = new Map<string, number>();
  for (const s of sections) {
    const c = currencyOf(s);
    if (c) counts.set(c, (counts.get(c) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([c]) => c);
}

/** Every figure of the analytics page from the published sections and the flags' shares, in the caller's language. */
export function computeFigures(sections: PublishedSection[], flags: FlagShare[], locale: Locale): Omit<Analytics, 'computedAt' | 'timeZone'> {
  const category = (s: PublishedSection) => {
    const key = s.category && PROCUREMENT_CATEGORIES[s.category] ? s.category : 'unspecified';
    return { key, label: PROCUREMENT_CATEGORIES[key]![locale] };
  };
  return {
    publishedSections: sections.length,
    currencies: currencies(sections),
    spendingByBuyer: spendingBy(sections, (s) => ({ key: s.buyerId, label: nameIn(s.buyer, locale) })),
    spendingByCategory: spendingBy(sections, category),
    spendingByMonth: spendingBy(sections, (s) => ({ key: s.resultsMonth, label: s.resultsMonth }), true),
    competition: competition(sections),
    timeToResults: timeToResults(sections),
    flagShares: flags.map((f) => ({
      key: f.indicator,
      label: isFlagIndicator(f.indicator) ? FLAG_DEFINITIONS[f.indicator].name[locale] : f.indicator,
      sections: f.sections,
      publishedSections: f.publishedSections,
      share: f.publishedSections ? f.sections / f.publishedSections : 0,
    })),
    topBuyers: topBuyers(sections, locale),
    topSuppliers: topSuppliers(sections),
  };
}
