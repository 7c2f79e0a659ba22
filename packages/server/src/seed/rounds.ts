import { checkRound, isPricedByDetails, TOTAL_PRICE_QUOTING, type QuoteLineInput } from '@portal/domain';
import type { Queryable } from '../db/index';
import { loadSectors, rulesOf, type QuotingSection } from '../quotations/queries';
import { commitNewRound } from '../receipts/commands';
import type { ReceiptSigner } from '../signing/key';

/**
 * A price of the demo: `percent` of an item's (or detail row's) budget, as a unit price rounded down to the cent,
 * or as the item's total under total-price quoting.
 */
export const shareOfBudget = (budget: string, quantity: string, percent: number, totalQuoting: boolean) => {
  const amount = (Math.floor((Number(budget) * percent) / Number(totalQuoting ? '1' : quantity)) / 100).toFixed(2);
  return totalQuoting ? { totalPrice: amount } : { sectorPrice: amount };
};

/**
 * One quotation round of every item of a section, stored as the quotation command stores it: priced by the
 * domain's rules, signed with the portal's key (its receipt verifies and the section's root includes it), its
 * lines and detail rows written. Every seeded round goes through here, so the demo is what the portal would
 * have stored and its integrity check finds nothing (docs/verification.md, "Alarms").
 */
export async function storeSeededRound(
  tx: Queryable,
  signer: ReceiptSigner,
  section: QuotingSection,
  round: { signupId: number; companyId: number; at: Date },
  percent: number,
  ofMaximum = false,
): Promise<{ id: number; total: string }> {
  const items = await loadSectors(tx, section.id);
  const budgets = new Map(
    (
      await tx.query<{ id: number; budget: string }>(
        `SELECT id, budget_amount::text AS budget FROM sector WHERE section_id = $1
         UNION ALL SELECT d.id, d.budget_amount::text FROM sector_detail d JOIN sector s ON s.id = d.sector_id WHERE s.section_id = $1`,
        [section.id],
      )
    ).map((r) => [Number(r.id), r.budget]),
  );
  // Sector and detail ids come from different sequences: a detail is looked up only among detail rows.
  const total = section.quotation_method === TOTAL_PRICE_QUOTING;
  // With `ofMaximum`, an item with a maximum price under its budget is quoted at the share of that maximum instead
  // (floored, so 100 % is never over it): the order of the suppliers' prices stays the order of their shares.
  const itemPercent = (item: (typeof items)[number]) => {
    if (!ofMaximum || item.maxPrice === null) return percent;
    const cap = (Number(item.maxPrice) * Number(total ? '1' : item.sectorNumber) * 100) / Number(budgets.get(item.id)!);
    return (percent * Math.min(100, Math.floor(cap * 1000) / 1000)) / 100;
  };
  const price = (id: number, quantity: string, share: number) => shareOfBudget(budgets.get(id)!, quantity, share, total);
  const lines: QuoteLineInput[] = items.map((item) =>
    isPricedByDetails(item)
      ? { id: item.id, detailsList: item.details!.map((d) => ({ id: d.id, ...price(d.id, d.sectorNumber, itemPercent(item)) })) }
      : { id: item.id, ...price(item.id, item.sectorNumber, itemPercent(item)) },
  );
  const checked = checkRound({ rules: rulesOf(section), items, lines });
  if (checked.issues.length) throw new Error(`demo quote of section ${section.id}: ${checked.issues[0].key}`);
  const byId = new Map(items.map((i) => [i.id, i]));
  const [{ count }] = await tx.query<{ count: number }>('SELECT count(*)::int AS count FROM quote_round WHERE signup_id = $1', [round.signupId]);
  const quotesCount = Number(count) + 1;
  const receipt = await commitNewRound(
    signer,
    { sectionId: section.id, signupId: round.signupId, quotesCount, arrivalTime: round.at },
    checked.lines.map((line) => ({ priced: line, volume: null, weight: null, taxRate: byId.get(line.id)!.taxRate, settleMethod: byId.get(line.id)!.settleMethod, sector: byId.get(line.id)! })),
  );
  const [stored] = await tx.query<{ id: number }>(
    `INSERT INTO quote_round (section_id, signup_id, company_id, quotes_count, total_price, create_time, arrival_time, nonce, commitment, signature)
     VALUES ($1, $2, $3, $4, $5, $6, $6, $7, $8, $9) RETURNING id`,
    [section.id, round.signupId, round.companyId, quotesCount, checked.totalPrice, round.at, receipt.nonce, receipt.commitment, receipt.signature],
  );
  for (const line of checked.lines) {
    const item = byId.get(line.id)!;
    await tx.query(
      `INSERT INTO quote_line (round_id, sector_id, sector_price, other_expenses, total_material_price, total_price, tax_rate, settle_method)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [stored.id, line.id, line.sectorPrice, line.otherExpenses, line.totalMaterialPrice, line.totalPrice, item.taxRate, item.settleMethod],
    );
    for (const d of line.details ?? []) {
      await tx.query(
        `INSERT INTO quote_detail_line (round_id, sector_id, detail_id, sector_price, other_expenses, total_material_price, total_price)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [stored.id, line.id, d.id, d.sectorPrice, d.otherExpenses, d.totalMaterialPrice, d.totalPrice],
      );
    }
  }
  return { id: Number(stored.id), total: String(checked.totalPrice) };
}
