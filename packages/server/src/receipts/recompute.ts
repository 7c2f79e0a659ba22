import { AwardMethod, canonicalDecimal, priceLine, sumOf, TOTAL_PRICE_QUOTING, totalDecimals, type QuoteLineInput } from '@portal/domain';
import type { Queryable } from '../db/index';
import type { RootAlarm } from './integrity';
import type { StoredRound } from './rounds';
import { loopTurns } from './loopTurns';

/**
 * The second half of the check of a sealed section (docs/verification.md, "Alarms"): each committed round's
 * amounts recomputed from its committed prices and quantities with the rules the portal prices a round by
 * (the domain's `priceLine`: unit price floored to 2 decimals × quantity, rounded half up; line total = material
 * total + other expenses; an item priced by detail rows the sums of its rows'), and each award checked against the award rules and the
 * award the buyer's command recorded. Kinds `amount` and `award`.
 */

type Line = StoredRound['lines'][number];
type Amounts = { other_expenses: string | null; total_material_price: string | null; total_price: string | null; sector_price: string | null; quantity: string | null };

const same = (a: string | null | undefined, b: string | null | undefined) => canonicalDecimal(a ?? '0') === canonicalDecimal(b ?? '0');

/** The amounts the pricing rules give for a stored line or detail row, from its committed price and quantity; null when it carries no price. */
function repriced(row: Amounts, quotationMethod: number): { totalMaterialPrice: string; totalPrice: string } | null {
  const input: QuoteLineInput =
    quotationMethod === TOTAL_PRICE_QUOTING
      ? { id: 0, totalPrice: canonicalDecimal(row.total_material_price), otherExpenses: canonicalDecimal(row.other_expenses) }
      : { id: 0, sectorPrice: canonicalDecimal(row.sector_price), otherExpenses: canonicalDecimal(row.other_expenses) };
  const price = quotationMethod === TOTAL_PRICE_QUOTING ? row.total_material_price : row.sector_price;
  if (price === null || price === '') return null;
  const priced = priceLine(input, { id: 0, sectorName: '', sectorNumber: canonicalDecimal(row.quantity) || '0', maxPrice: null, minPrice: null }, quotationMethod);
  return 'key' in priced ? { totalMaterialPrice: 'NaN', totalPrice: 'NaN' } : priced;
}

/** A line's total as the rules give it (items priced by detail rows: the sum of the rows'), or null when nothing in it can be recomputed. */
function lineTotal(line: Line, quotationMethod: number): { total: string; agrees: boolean } | null {
  const places = totalDecimals(quotationMethod);
  const agrees = (row: Amounts, amounts: { totalMaterialPrice: string; totalPrice: string }) => same(row.total_material_price, amounts.totalMaterialPrice) && same(row.total_price, amounts.totalPrice);
  if (line.details?.length) {
    const rows = line.details.map((d) => ({ row: d, amounts: repriced(d, quotationMethod) }));
    if (rows.some((r) => r.amounts === null)) return null;
    const material = sumOf(rows.map((r) => r.amounts!.totalMaterialPrice), places);
    const total = sumOf(rows.map((r) => r.amounts!.totalPrice), places);
    return { total, agrees: rows.every((r) => agrees(r.row, r.amounts!)) && same(line.total_material_price, material) && same(line.total_price, total) };
  }
  const amounts = repriced(line, quotationMethod);
  return amounts && { total: amounts.totalPrice, agrees: agrees(line, amounts) };
}

/**
 * A committed round's total as the rules give it from its lines, and whether every stored line and detail row
 * holds the amounts its price and quantity give (the round's total against the sum of its lines is the `total` alarm).
 */
export function recomputedRound(round: StoredRound, quotationMethod: number): { total: string; linesAgree: boolean } {
  const lines = round.lines.map((l) => ({ line: l, priced: lineTotal(l, quotationMethod) }));
  const total = sumOf(lines.map((l) => l.priced?.total ?? l.line.total_price ?? '0'), totalDecimals(quotationMethod));
  return { total, linesAgree: lines.every((l) => l.priced === null || l.priced.agrees) };
}

/** An award as stored, and as the buyer's command recorded it. */
interface AwardRow {
  sector_id: number | null;
  signup_id: number;
  round_id: number;
  price: string;
}
const awardKey = (a: { sectorId: number | null; signupId: number; roundId: number; price: string }) => `${a.sectorId ?? '-'}:${a.signupId}:${a.roundId}:${canonicalDecimal(a.price)}`;

/** What breaks the award rules in one award (in English), or null. */
function awardProblem(award: AwardRow, rounds: StoredRound[], method: number, quotationMethod: number, sectors: Set<number>): string | null {
  const round = rounds.find((r) => Number(r.id) === Number(award.round_id));
  if (!round || Number(round.signup_id) !== Number(award.signup_id)) return `round ${award.round_id} is not a round of sign-up ${award.signup_id} in this section`;
  const last = Math.max(...rounds.filter((r) => Number(r.signup_id) === Number(award.signup_id)).map((r) => r.quotes_count));
  if (round.quotes_count !== last) return `sign-up ${award.signup_id} is awarded its round ${round.quotes_count}, not its final round ${last}`;
  if (method === AwardMethod.wholeBid) {
    if (award.sector_id !== null) return `a whole-bid section awards no single item (item ${award.sector_id})`;
    const { total } = recomputedRound(round, quotationMethod);
    return same(award.price, total) ? null : `the award price ${canonicalDecimal(award.price)} is not the total ${canonicalDecimal(total)} its committed lines give`;
  }
  if (award.sector_id === null || !sectors.has(Number(award.sector_id))) return `an any-item section awards items of its own, one award each (item ${award.sector_id ?? 'none'})`;
  const line = round.lines.find((l) => Number(l.sector_id) === Number(award.sector_id));
  const priced = line && lineTotal(line, quotationMethod);
  const price = priced?.total ?? line?.total_price ?? line?.sector_price ?? null;
  if (price === null) return `sign-up ${award.signup_id} did not quote item ${award.sector_id} in round ${round.quotes_count}`;
  return same(award.price, price) ? null : `the award price ${canonicalDecimal(award.price)} of item ${award.sector_id} is not the price ${canonicalDecimal(price)} its committed line gives`;
}

/**
 * The awards against the rules (docs/verification.md, "Alarms"): the portal lets the buyer choose any winner with
 * a complete final quotation (a winner that is not the lowest is the public red flag `lowestBidNotAwarded`, not
 * an alarm), at that quotation's price: the winner's final round, its total (whole bid, one award without item)
 * or its line's total (any item, each item of the section at most once), recomputed from the committed lines.
 * And the awards stored must be those the buyer's last award recorded in the audit log. Awards of rounds stored
 * before receipts (without a commitment) are not checked.
 */
async function awardAlarms(q: Queryable, sectionId: number, rounds: StoredRound[], section: { successful_bidder_method: number; quotation_method: number }): Promise<RootAlarm[]> {
  const awards = await q.query<AwardRow>('SELECT sector_id, signup_id, round_id, price::text AS price FROM award WHERE section_id = $1 ORDER BY id', [sectionId]);
  const committed = new Set(rounds.filter((r) => r.commitment).map((r) => Number(r.id)));
  if (!awards.some((a) => committed.has(Number(a.round_id)) || !rounds.some((r) => Number(r.id) === Number(a.round_id)))) return [];
  const sectors = new Set((await q.query<{ id: number }>('SELECT id FROM sector WHERE section_id = $1', [sectionId])).map((s) => Number(s.id)));
  const problems = awards.map((a) => awardProblem(a, rounds, section.successful_bidder_method, section.quotation_method, sectors)).filter((p): p is string => p !== null);
  const items = awards.map((a) => a.sector_id);
  if (section.successful_bidder_method === AwardMethod.wholeBid && awards.length > 1) problems.push(`a whole-bid section has one winner, not ${awards.length}`);
  if (section.successful_bidder_method !== AwardMethod.wholeBid && new Set(items).size !== items.length) problems.push('an item is awarded twice');
  const [recorded] = await q.query<{ after: { awards?: { sectorId: number | null; signupId: number; roundId: number; price: string }[] } }>(
    "SELECT after FROM audit_log WHERE entity = 'section' AND entity_id = $1 AND action = 'award' ORDER BY id DESC LIMIT 1",
    [sectionId],
  );
  const stored = awards.map((a) => awardKey({ sectorId: a.sector_id === null ? null : Number(a.sector_id), signupId: Number(a.signup_id), roundId: Number(a.round_id), price: a.price })).sort();
  const audited = (recorded?.after.awards ?? []).map(awardKey).sort();
  if (stored.join() !== audited.join()) problems.push(recorded ? "the awards stored are not those the buyer's last award recorded in the audit log" : 'awards are stored that no award of the buyer recorded in the audit log');
  if (!problems.length) return [];
  const roundIds = [...new Set(awards.map((a) => Number(a.round_id)))].sort((a, b) => a - b);
  return [{ kind: 'award', roundIds, detail: `the award breaks the award rules: ${problems.join('; ')}` }];
}

/** The alarms of the recomputation: `amount` for rounds whose stored amounts are not what their committed prices give, `award` for awards against the rules. */
export async function recomputedAlarms(q: Queryable, sectionId: number, rounds: StoredRound[]): Promise<RootAlarm[]> {
  const [section] = await q.query<{ successful_bidder_method: number; quotation_method: number }>('SELECT successful_bidder_method, quotation_method FROM section WHERE id = $1', [sectionId]);
  if (!section) return [];
  const wrong: number[] = [];
  const turn = loopTurns();
  for (const r of rounds) {
    await turn();
    if (r.commitment && !recomputedRound(r, section.quotation_method).linesAgree) wrong.push(Number(r.id));
  }
  const alarms: RootAlarm[] = wrong.length
    ? [
        {
          kind: 'amount',
          roundIds: wrong,
          detail: `round${wrong.length > 1 ? 's' : ''} ${wrong.join(', ')}: a line's or detail row's stored amounts are not those the portal's pricing rules give from its committed price and quantity (material total = unit price floored to 2 decimals × quantity, rounded half up; line total = material total + other expenses; an item priced by detail rows = the sums of its rows)`,
        },
      ]
    : [];
  return [...alarms, ...(await awardAlarms(q, sectionId, rounds, section))];
}
