import {
  canonicalDecimal,
  commitmentMessage,
  commitmentOf,
  merkleProof,
  merkleRoot,
  RECEIPT_FORMAT,
  resultsVisible,
  verifySignature,
  type InclusionProof,
  type Receipt,
} from '@portal/domain';
import type { Db } from '../db/index';
import type { SessionUser } from '../accounts/sessions';
import { failure, notFound } from '../http/errors';
import { ensureRoot, latestRoot, sectionCommitments } from './commands';
import { signerFor } from './signingKey';

interface StoredRound {
  id: number;
  section_id: number;
  signup_id: number;
  company_id: number;
  quotes_count: number;
  create_time: Date;
  nonce: string | null;
  commitment: string | null;
  signature: string | null;
  section_stauts: number;
  /** When the section's results were published (null: never), which with the status decides resultsVisible. */
  result_time: Date | null;
  lines: {
    sector_id: number;
    quantity: string | null;
    sector_price: string | null;
    other_expenses: string | null;
    total_material_price: string | null;
    total_price: string | null;
    volume: string | null;
    weight: string | null;
    details: { detail_id: number; quantity: string | null; sector_price: string | null; other_expenses: string | null; total_material_price: string | null; total_price: string | null }[] | null;
  }[];
}

/** A stored round with every value its canonical form covers, as the database holds it now. */
export async function storedRound(db: Pick<Db, 'query'>, roundId: number): Promise<StoredRound | null> {
  const [row] = await db.query<StoredRound>(
    `SELECT r.id, r.section_id, r.signup_id, r.company_id, r.quotes_count, COALESCE(r.arrival_time, r.create_time) AS create_time, r.nonce, r.commitment, r.signature, s.section_stauts, s.result_time,
            COALESCE((SELECT json_agg(json_build_object(
                       'sector_id', l.sector_id, 'quantity', sc.sector_number::text, 'sector_price', l.sector_price::text,
                       'other_expenses', l.other_expenses::text, 'total_material_price', l.total_material_price::text,
                       'total_price', l.total_price::text, 'volume', l.volume::text, 'weight', l.weight::text,
                       'details', (SELECT json_agg(json_build_object('detail_id', d.detail_id, 'quantity', sd.sector_number::text,
                                                                     'sector_price', d.sector_price::text, 'other_expenses', d.other_expenses::text,
                                                                     'total_material_price', d.total_material_price::text, 'total_price', d.total_price::text))
                                     FROM quote_detail_line d JOIN sector_detail sd ON sd.id = d.detail_id
                                    WHERE d.round_id = l.round_id AND d.sector_id = l.sector_id)))
                        FROM quote_line l JOIN sector sc ON sc.id = l.sector_id WHERE l.round_id = r.id), '[]') AS lines
       FROM quote_round r JOIN section s ON s.id = r.section_id
      WHERE r.id = $1`,
    [roundId],
  );
  return row ?? null;
}

/** The receipt fields of a stored round (without proof), rebuilt from what the database holds. */
export function receiptFields(round: StoredRound, keyUrl: string): Receipt {
  return {
    format: RECEIPT_FORMAT,
    sectionId: Number(round.section_id),
    signupId: Number(round.signup_id),
    quotesCount: round.quotes_count,
    arrivalTime: new Date(round.create_time).toISOString(),
    nonce: round.nonce ?? '',
    lines: round.lines.map((l) => ({
      sectorId: Number(l.sector_id),
      quantity: canonicalDecimal(l.quantity),
      sectorPrice: canonicalDecimal(l.sector_price),
      otherExpenses: canonicalDecimal(l.other_expenses),
      totalMaterialPrice: canonicalDecimal(l.total_material_price),
      totalPrice: canonicalDecimal(l.total_price),
      volume: canonicalDecimal(l.volume),
      weight: canonicalDecimal(l.weight),
      details: (l.details ?? []).map((d) => ({
        detailId: Number(d.detail_id),
        quantity: canonicalDecimal(d.quantity),
        sectorPrice: canonicalDecimal(d.sector_price),
        otherExpenses: canonicalDecimal(d.other_expenses),
        totalMaterialPrice: canonicalDecimal(d.total_material_price),
        totalPrice: canonicalDecimal(d.total_price),
      })),
    })),
    commitment: round.commitment ?? '',
    signature: round.signature ?? '',
    keyUrl,
  };
}

/** One of the caller's own rounds; another supplier's round, or none, is refused alike. */
async function ownRound(db: Db, user: SessionUser, roundId: number): Promise<StoredRound> {
  const round = await storedRound(db, roundId);
  if (!round || user.companyId === null || Number(round.company_id) !== user.companyId) throw notFound('receiptRoundNotFound');
  if (!round.commitment) throw failure('receiptNotAvailable');
  return round;
}

/**
 * The inclusion proof of a stored round in its section's published root, once the results are published
 * (`resultsVisible`: a section abandoned or closed without results gives none).
 */
async function proofOf(db: Db, round: StoredRound, now: Date): Promise<InclusionProof | null> {
  if (!resultsVisible({ sectionStauts: round.section_stauts, resultTime: round.result_time })) return null;
  const root = await ensureRoot(db, Number(round.section_id), now);
  if (!root) return null;
  const leaves = (await sectionCommitments(db, Number(round.section_id))).slice(0, root.roundCount);
  const index = leaves.findIndex((l) => Number(l.id) === Number(round.id));
  if (index < 0) return null;
  return merkleProof(leaves.map((l) => l.commitment), index);
}

/** The receipt of one of the caller's rounds, with its inclusion proof once the results are out. */
export async function receiptFor(db: Db, user: SessionUser, roundId: number, keyUrl: string, now: Date): Promise<Receipt> {
  const round = await ownRound(db, user, roundId);
  const proof = await proofOf(db, round, now);
  return { ...receiptFields(round, keyUrl), ...(proof ? { proof } : {}) };
}

/** The inclusion proof of one of the caller's rounds; refused before the results. */
export async function inclusionProofFor(db: Db, user: SessionUser, roundId: number, now: Date): Promise<InclusionProof> {
  const round = await ownRound(db, user, roundId);
  const proof = await proofOf(db, round, now);
  if (!proof) throw failure('receiptProofNotYet');
  return proof;
}

/** What the stored rounds of a section say against their commitments and the published root. */
export interface SectionIntegrity {
  /** Rounds stored with a receipt. */
  rounds: number;
  /** Rounds stored without one (before receipts existed, or seeded). */
  withoutReceipt: number;
  /** Rounds whose stored values no longer give their commitment, or whose signature fails. */
  altered: number[];
  /** The published root, and whether it is the root over exactly the stored commitments. */
  root: { root: string; roundCount: number } | null;
  rootMatches: boolean;
}

/**
 * Recomputes every stored round's commitment from the values the database holds now and checks its
 * signature, and the section's published root against the stored commitments (the burst benchmark and the
 * tamper tests use it).
 */
export async function checkSectionRounds(db: Db, sectionId: number): Promise<SectionIntegrity> {
  const { publicKey } = await signerFor(db);
  const ids = await db.query<{ id: number; commitment: string | null }>('SELECT id, commitment FROM quote_round WHERE section_id = $1 ORDER BY id', [sectionId]);
  const altered: number[] = [];
  for (const { id, commitment } of ids) {
    if (!commitment) continue;
    const round = (await storedRound(db, Number(id)))!;
    const fields = receiptFields(round, '');
    const ok = (await commitmentOf(fields)) === commitment && (await verifySignature(publicKey, commitmentMessage(commitment), fields.signature));
    if (!ok) altered.push(Number(id));
  }
  const root = await latestRoot(db, sectionId);
  const committed = ids.filter((r) => r.commitment).map((r) => r.commitment!);
  const rootMatches = root !== null && root.roundCount === committed.length && root.root === (await merkleRoot(committed));
  return {
    rounds: committed.length,
    withoutReceipt: ids.length - committed.length,
    altered,
    root: root && { root: root.root, roundCount: root.roundCount },
    rootMatches,
  };
}
