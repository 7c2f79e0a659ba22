import {
  canonicalDecimal,
  commitmentMessage,
  commitmentOf,
  merkleProof,
  merkleRoot,
  RECEIPT_FORMAT,
  RECEIPT_FORMAT_V1,
  resultsVisible,
  verifySignature,
  type InclusionProof,
  type PublishedKey,
  type Receipt,
} from '@portal/domain';
import type { Db } from '../db/index';
import type { SessionUser } from '../accounts/sessions';
import { failure, notFound } from '../http/errors';
import { ensureRoot, latestRoot, sectionCommitments } from './commands';
import { publishedKeys } from './signingKey';

export interface StoredRound {
  id: number;
  section_id: number;
  signup_id: number;
  company_id: number;
  quotes_count: number;
  /** The round's stored total. */
  total_price: string;
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
    tax_rate: string;
    settle_method: number | null;
    details: { detail_id: number; quantity: string | null; sector_price: string | null; other_expenses: string | null; total_material_price: string | null; total_price: string | null }[] | null;
  }[];
}

/** The columns of stored rounds with every value their canonical form covers (the rounds as `r`, their section as `s`). */
const STORED_ROUND = `SELECT r.id, r.section_id, r.signup_id, r.company_id, r.quotes_count, r.total_price::text AS total_price,
            COALESCE(r.arrival_time, r.create_time) AS create_time, r.nonce, r.commitment, r.signature, s.section_stauts, s.result_time,
            COALESCE((SELECT json_agg(json_build_object(
                       'sector_id', l.sector_id, 'quantity', sc.sector_number::text, 'sector_price', l.sector_price::text,
                       'other_expenses', l.other_expenses::text, 'total_material_price', l.total_material_price::text,
                       'total_price', l.total_price::text, 'volume', l.volume::text, 'weight', l.weight::text,
                       'tax_rate', l.tax_rate, 'settle_method', l.settle_method,
                       'details', (SELECT json_agg(json_build_object('detail_id', d.detail_id, 'quantity', sd.sector_number::text,
                                                                     'sector_price', d.sector_price::text, 'other_expenses', d.other_expenses::text,
                                                                     'total_material_price', d.total_material_price::text, 'total_price', d.total_price::text))
                                     FROM quote_detail_line d JOIN sector_detail sd ON sd.id = d.detail_id
                                    WHERE d.round_id = l.round_id AND d.sector_id = l.sector_id)))
                        FROM quote_line l JOIN sector sc ON sc.id = l.sector_id WHERE l.round_id = r.id), '[]') AS lines
       FROM quote_round r JOIN section s ON s.id = r.section_id`;

/** A stored round with every value its canonical form covers, as the database holds it now. */
export async function storedRound(db: Pick<Db, 'query'>, roundId: number): Promise<StoredRound | null> {
  const [row] = await db.query<StoredRound>(`${STORED_ROUND} WHERE r.id = $1`, [roundId]);
  return row ?? null;
}

/** Every stored round of a section, in stored order. */
export async function storedRounds(db: Pick<Db, 'query'>, sectionId: number): Promise<StoredRound[]> {
  return db.query<StoredRound>(`${STORED_ROUND} WHERE r.section_id = $1 ORDER BY r.id`, [sectionId]);
}

/** The receipt fields of a stored round (without proof) in a receipt format, rebuilt from what the database holds. */
export function receiptFields(round: StoredRound, keyUrl: string, format: Receipt['format'] = RECEIPT_FORMAT): Receipt {
  const v2 = format !== RECEIPT_FORMAT_V1;
  return {
    format,
    sectionId: Number(round.section_id),
    signupId: Number(round.signup_id),
    quotesCount: round.quotes_count,
    arrivalTime: new Date(round.create_time).toISOString(),
    nonce: round.nonce ?? '',
    ...(v2 ? { totalPrice: canonicalDecimal(round.total_price) } : {}),
    lines: round.lines.map((l) => ({
      sectorId: Number(l.sector_id),
      quantity: canonicalDecimal(l.quantity),
      sectorPrice: canonicalDecimal(l.sector_price),
      otherExpenses: canonicalDecimal(l.other_expenses),
      totalMaterialPrice: canonicalDecimal(l.total_material_price),
      totalPrice: canonicalDecimal(l.total_price),
      volume: canonicalDecimal(l.volume),
      weight: canonicalDecimal(l.weight),
      ...(v2 ? { taxRate: l.tax_rate, settleMethod: l.settle_method === null ? '' : String(l.settle_method) } : {}),
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

/**
 * The receipt of a stored round as it was signed: in the format whose commitment the stored values give (2, else
 * 1; format 2 when neither does: the round was altered), naming the published key its signature verifies with.
 */
export async function rebuiltReceipt(round: StoredRound, keys: readonly PublishedKey[], keyUrl: string): Promise<{ receipt: Receipt; committed: boolean; keyId: string | null }> {
  let receipt = receiptFields(round, keyUrl, RECEIPT_FORMAT);
  let committed = (await commitmentOf(receipt)) === round.commitment;
  if (!committed) {
    const v1 = receiptFields(round, keyUrl, RECEIPT_FORMAT_V1);
    if ((await commitmentOf(v1)) === round.commitment) [receipt, committed] = [v1, true];
  }
  for (const key of keys) {
    if (await verifySignature(key.publicKey, commitmentMessage(receipt.commitment), receipt.signature)) return { receipt: { ...receipt, keyId: key.keyId }, committed, keyId: key.keyId };
  }
  return { receipt, committed, keyId: null };
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
  const { receipt } = await rebuiltReceipt(round, await publishedKeys(db), keyUrl);
  return { ...receipt, ...(proof ? { proof } : {}) };
}

/** The inclusion proof of one of the caller's rounds; refused before the results. */
export async function inclusionProofFor(db: Db, user: SessionUser, roundId: number, now: Date): Promise<InclusionProof> {
  const round = await ownRound(db, user, roundId);
  const proof = await proofOf(db, round, now);
  if (!proof) throw failure('receiptProofNotYet');
  return proof;
}

/** What the stored rounds of a section say against their commitments and the sealed root (the burst benchmark reads it). */
export interface SectionIntegrity {
  /** Rounds stored with a receipt. */
  rounds: number;
  /** Rounds stored without one (before receipts existed, or seeded). */
  withoutReceipt: number;
  /** Rounds whose stored values no longer give their commitment, or whose signature fails. */
  altered: number[];
  /** The latest sealed root, and whether it is the root over exactly the stored commitments. */
  root: { root: string; roundCount: number } | null;
  rootMatches: boolean;
}

/** Every stored round recomputed and checked, and the section's latest root against the stored commitments. */
export async function checkSectionRounds(db: Db, sectionId: number): Promise<SectionIntegrity> {
  const keys = await publishedKeys(db);
  const rounds = await storedRounds(db, sectionId);
  const altered: number[] = [];
  for (const round of rounds) {
    if (!round.commitment) continue;
    const { committed, keyId } = await rebuiltReceipt(round, keys, '');
    if (!committed || keyId === null) altered.push(Number(round.id));
  }
  const root = await latestRoot(db, sectionId);
  const committed = rounds.filter((r) => r.commitment).map((r) => r.commitment!);
  const rootMatches = root !== null && root.roundCount === committed.length && root.root === (await merkleRoot(committed));
  return {
    rounds: committed.length,
    withoutReceipt: rounds.length - committed.length,
    altered,
    root: root && { root: root.root, roundCount: root.roundCount },
    rootMatches,
  };
}
