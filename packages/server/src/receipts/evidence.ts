import { resultsVisible } from '@portal/domain';
import type { Db } from '../db/index';
import { ensureRoot } from './commands';
import { sectionRoots } from './roots';

/** One round as the evidence publishes it. */
interface EvidenceRound {
  quotesCount: number;
  arrivalTime: string;
  commitment: string | null;
  signature: string | null;
  leafIndex: number | null;
}

/** The published evidence of a section's rounds (docs/verification.md, "Published evidence"). */
export interface PublishedEvidence {
  sectionId: number;
  quotingEnd: string | null;
  appointedRoundEnds: string[];
  roots: { phase: number | null; roundCount: number; root: string; keyId: string | null; signature: string; publishTime: string | null }[];
  suppliers: { signupId: number; supplierName: string; rounds: EvidenceRound[] }[];
  awards: { sectorId: number | null; signupId: number; quotesCount: number; price: string; commitment: string | null }[];
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * Every round's commitment with its round number and arrival time, per supplier, the sealed roots, the ends of
 * quoting and each award's winning commitment: published once the results are (resultsVisible), never before,
 * so anyone can recount the rounds, check them against the deadline and recompute the award. Null before.
 */
export async function publishedEvidence(db: Db, sectionId: number, now: Date): Promise<PublishedEvidence | null> {
  const [section] = await db.query<{ section_stauts: number; result_time: Date | null; ent_time: Date | null }>(
    'SELECT section_stauts, result_time, ent_time FROM section WHERE id = $1',
    [sectionId],
  );
  if (!section || !resultsVisible({ sectionStauts: section.section_stauts, resultTime: section.result_time })) return null;
  await ensureRoot(db, sectionId, now);
  const rounds = await db.query<{ id: number; signup_id: number; supplier_name: string; quotes_count: number; arrival: Date; commitment: string | null; signature: string | null }>(
    `SELECT r.id, r.signup_id, c.name AS supplier_name, r.quotes_count, COALESCE(r.arrival_time, r.create_time) AS arrival, r.commitment, r.signature
       FROM quote_round r JOIN company c ON c.id = r.company_id
      WHERE r.section_id = $1 ORDER BY r.id`,
    [sectionId],
  );
  const appointments = await db.query<{ end_time: Date }>('SELECT end_time FROM quote_round_appointment WHERE section_id = $1 ORDER BY id', [sectionId]);
  const awards = await db.query<{ sector_id: number | null; signup_id: number; quotes_count: number; price: string; commitment: string | null }>(
    `SELECT a.sector_id, a.signup_id, r.quotes_count, a.price::text AS price, r.commitment
       FROM award a JOIN quote_round r ON r.id = a.round_id WHERE a.section_id = $1 ORDER BY a.sector_id NULLS FIRST`,
    [sectionId],
  );
  const suppliers = new Map<number, PublishedEvidence['suppliers'][number]>();
  let leaf = 0;
  for (const r of rounds) {
    const signupId = Number(r.signup_id);
    if (!suppliers.has(signupId)) suppliers.set(signupId, { signupId, supplierName: r.supplier_name, rounds: [] });
    suppliers.get(signupId)!.rounds.push({
      quotesCount: r.quotes_count,
      arrivalTime: new Date(r.arrival).toISOString(),
      commitment: r.commitment,
      signature: r.signature,
      leafIndex: r.commitment ? leaf++ : null,
    });
  }
  return {
    sectionId,
    quotingEnd: iso(section.ent_time),
    appointedRoundEnds: appointments.map((a) => new Date(a.end_time).toISOString()),
    roots: (await sectionRoots(db, sectionId)).map((r) => ({
      phase: r.phase,
      roundCount: r.roundCount,
      root: r.root,
      keyId: r.keyId ?? null,
      signature: r.signature,
      publishTime: iso(r.publishTime),
    })),
    suppliers: [...suppliers.values()],
    awards: awards.map((a) => ({
      sectorId: a.sector_id === null ? null : Number(a.sector_id),
      signupId: Number(a.signup_id),
      quotesCount: a.quotes_count,
      price: a.price,
      commitment: a.commitment,
    })),
  };
}
