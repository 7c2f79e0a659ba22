import { auctionBoundBreaches, comparedLinePrice, issueParams, translate, type QuoteItem } from '@portal/domain';
import type { Queryable } from '../db/index';
import type { RootAlarm } from './integrity';
import type { StoredRound } from './rounds';

/**
 * The auction's bound checked again at the seal (docs/verification.md, "The auction's bound at the seal"): under
 * isYuanJu, each later round must have beaten, on every item it moved, the lowest price (highest when selling) of the
 * competing suppliers' rounds stored before it (part 2 §5). The round's own check is made on bounds that PostgreSQL's
 * functions read; this replays the stored rounds in id order (each took its id under the section's quotation lock,
 * migration 107) with each sign-up's competing state at the time (signup_competing_change, migration 109), by the
 * domain's rule. Kind `bound`. Sections whose first round is older than that history are not checked.
 */
export async function boundAlarms(q: Queryable, sectionId: number, rounds: StoredRound[]): Promise<RootAlarm[]> {
  const signed = rounds.filter((r) => r.commitment);
  if (signed.length < 2) return [];
  const [section] = await q.query<{ is_yuan_ju: number; bidding_trade_type: number; quotation_method: number; since: string | null }>(
    'SELECT is_yuan_ju, bidding_trade_type, quotation_method, (SELECT max(round_id)::text FROM competing_history_since) AS since FROM section WHERE id = $1',
    [sectionId],
  );
  if (!section || Number(section.is_yuan_ju) !== 1) return [];
  if (section.since !== null && Math.min(...signed.map((r) => Number(r.id))) <= Number(section.since)) return [];
  const changes = await q.query<{ position: string; signup_id: number; competes: boolean }>(
    'SELECT position::text AS position, signup_id, competes FROM signup_competing_change WHERE section_id = $1 ORDER BY position',
    [sectionId],
  );
  const now = await q.query<{ id: number; competes: boolean }>('SELECT id, signup_competes(supplier_bid_status, disabled) AS competes FROM signup WHERE section_id = $1', [sectionId]);
  const sectors = await q.query<{ id: number; sector_name: string; sector_name_en: string | null; sector_name_lo: string | null }>(
    'SELECT id, sector_name, sector_name_en, sector_name_lo FROM sector WHERE section_id = $1',
    [sectionId],
  );
  // Before its first recorded change a sign-up was in the other state; one never changed is as it is now.
  const first = new Map<number, boolean>();
  for (const c of changes) if (!first.has(Number(c.signup_id))) first.set(Number(c.signup_id), !c.competes);
  const current = new Map(now.map((s) => [Number(s.id), s.competes]));
  const items: QuoteItem[] = sectors.map((s) => ({
    id: Number(s.id),
    sectorName: s.sector_name,
    sectorNameEn: s.sector_name_en ?? '',
    sectorNameLo: s.sector_name_lo ?? '',
    sectorNumber: '0',
    maxPrice: null,
    minPrice: null,
  }));
  const quotationMethod = Number(section.quotation_method);
  const breaches = auctionBoundBreaches({
    rules: { biddingTradeType: Number(section.bidding_trade_type), quotationMethod },
    items,
    rounds: signed.map((r) => ({
      id: Number(r.id),
      signupId: Number(r.signup_id),
      lines: r.lines.flatMap((l) => {
        const price = comparedLinePrice(l.sector_price, l.total_material_price, quotationMethod);
        return price === null ? [] : [{ id: Number(l.sector_id), price }];
      }),
    })),
    changes: changes.map((c) => ({ position: Number(c.position), signupId: Number(c.signup_id), competes: c.competes })),
    competesAtFirst: (signupId) => first.get(signupId) ?? current.get(signupId) ?? true,
  });
  if (!breaches.length) return [];
  const roundIds = breaches.map((b) => b.roundId);
  const said = breaches.map((b) => `round ${b.roundId}: ${b.issues.map((i) => translate(i.key, 'en', issueParams(i, 'en'))).join('; ')}`);
  return [
    {
      kind: 'bound',
      roundIds,
      detail: `${said.join('; ')} (a later round under isYuanJu must beat the competing suppliers' rounds stored before it; replayed in stored order with each supplier's competing state at the time)`,
    },
  ];
}
