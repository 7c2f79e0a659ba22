import { randomBytes } from 'node:crypto';
import {
  canonicalDecimal,
  commitmentMessage,
  commitmentOf,
  merkleRoot,
  rootMessage,
  SectionStatus,
  storedDecimal,
  type CommittedRound,
  type PricedLine,
  type PublishedRoot,
} from '@portal/domain';
import type { Db } from '../db/index';
import { runningRoundEnd } from '../quotations/queries';
import type { ReceiptSigner } from './signingKey';
import { signerFor } from './signingKey';

/** Advisory-lock class of quotation rounds, as in quotations/commands.ts (the second key is the section id). */
const QUOTE_LOCK_CLASS = 7007;

/** The receipt columns of a new round. */
export interface RoundReceipt {
  nonce: string;
  commitment: string;
  signature: string;
}

/** A sector of the section as the submission reads it: its quantity and its detail rows' quantities. */
interface QuantityOf {
  sectorNumber: string;
  details?: readonly { id: number; sectorNumber: string }[] | null;
}

/**
 * The receipt of a round about to be stored: a fresh nonce, the SHA-256 commitment over the canonical form
 * of exactly what the insert stores (amounts rounded to their columns' scales) and the portal's signature.
 */
export async function commitNewRound(
  signer: ReceiptSigner,
  round: { sectionId: number; signupId: number; quotesCount: number; arrivalTime: Date },
  lines: { priced: PricedLine; volume: string | null; weight: string | null; sector: QuantityOf }[],
): Promise<RoundReceipt> {
  const nonce = randomBytes(32).toString('hex');
  const committed: CommittedRound = {
    sectionId: round.sectionId,
    signupId: round.signupId,
    quotesCount: round.quotesCount,
    arrivalTime: round.arrivalTime.toISOString(),
    nonce,
    lines: lines.map(({ priced, volume, weight, sector }) => {
      const detailQuantity = new Map((sector.details ?? []).map((d) => [d.id, d.sectorNumber]));
      return {
        sectorId: priced.id,
        quantity: canonicalDecimal(sector.sectorNumber),
        sectorPrice: storedDecimal(priced.sectorPrice, 4),
        otherExpenses: storedDecimal(priced.otherExpenses, 2),
        totalMaterialPrice: storedDecimal(priced.totalMaterialPrice, 4),
        totalPrice: storedDecimal(priced.totalPrice, 4),
        volume: storedDecimal(volume, 4),
        weight: storedDecimal(weight, 4),
        details: (priced.details ?? []).map((d) => ({
          detailId: d.id,
          quantity: canonicalDecimal(detailQuantity.get(d.id)),
          sectorPrice: storedDecimal(d.sectorPrice, 4),
          otherExpenses: storedDecimal(d.otherExpenses, 2),
          totalMaterialPrice: storedDecimal(d.totalMaterialPrice, 4),
          totalPrice: storedDecimal(d.totalPrice, 4),
        })),
      };
    }),
  };
  const commitment = await commitmentOf(committed);
  return { nonce, commitment, signature: signer.sign(commitmentMessage(commitment)) };
}

/** Statuses after quoting: the rounds are final (until an appointed extra round adds to them). */
const AFTER_QUOTING: ReadonlySet<number> = new Set([
  SectionStatus.quotingEnded,
  SectionStatus.evaluating,
  SectionStatus.resultPublished,
  SectionStatus.closed,
  SectionStatus.abandoned,
]);

interface RootRow {
  section_id: number;
  root: string;
  round_count: number;
  signature: string;
  publish_time: Date;
}
/** Every column of RootRow, named (the compiler checks the list complete against the row type). */
const ROOT_COLUMNS = Object.keys({ section_id: true, root: true, round_count: true, signature: true, publish_time: true } satisfies Record<keyof RootRow, true>).join(', ');
export type StoredRoot = PublishedRoot & { publishTime: Date };
const rootOf = (r: RootRow): StoredRoot => ({
  sectionId: Number(r.section_id),
  root: r.root,
  roundCount: r.round_count,
  signature: r.signature,
  publishTime: new Date(r.publish_time),
});

/** The section's latest published root, or null. */
export async function latestRoot(db: Db, sectionId: number): Promise<StoredRoot | null> {
  const [row] = await db.query<RootRow>(`SELECT ${ROOT_COLUMNS} FROM quote_root WHERE section_id = $1 ORDER BY round_count DESC LIMIT 1`, [sectionId]);
  return row ? rootOf(row) : null;
}

/** The commitments of a section's rounds in stored order: the leaves of its Merkle tree. */
export async function sectionCommitments(db: Pick<Db, 'query'>, sectionId: number): Promise<{ id: number; commitment: string }[]> {
  return db.query<{ id: number; commitment: string }>('SELECT id, commitment FROM quote_round WHERE section_id = $1 AND commitment IS NOT NULL ORDER BY id', [sectionId]);
}

/**
 * Publishes the section's Merkle root once quoting is over (status 2 and later, no appointed round running):
 * under the section's quotation lock taken exclusively, so every round being submitted is committed first.
 * A root is stored once per number of rounds; appointed extra rounds later publish a new root. Answers the
 * latest root, or null while quoting is open.
 */
export async function ensureRoot(db: Db, sectionId: number, now: Date): Promise<StoredRoot | null> {
  const [section] = await db.query<{ section_stauts: number }>('SELECT section_stauts FROM section WHERE id = $1', [sectionId]);
  if (!section || !AFTER_QUOTING.has(section.section_stauts) || (await runningRoundEnd(db, sectionId, now))) return latestRoot(db, sectionId);
  const signer = await signerFor(db);
  const published = await latestRoot(db, sectionId);
  const [{ n }] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM quote_round WHERE section_id = $1 AND commitment IS NOT NULL', [sectionId]);
  if (published && published.roundCount === n) return published;
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [QUOTE_LOCK_CLASS, sectionId]);
    const leaves = await sectionCommitments(tx, sectionId);
    const root = { sectionId, roundCount: leaves.length, root: await merkleRoot(leaves.map((l) => l.commitment)) };
    await tx.query(
      'INSERT INTO quote_root (section_id, root, round_count, signature, publish_time) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (section_id, round_count) DO NOTHING',
      [sectionId, root.root, root.roundCount, signer.sign(rootMessage(root)), now],
    );
    const [row] = await tx.query<RootRow>(`SELECT ${ROOT_COLUMNS} FROM quote_root WHERE section_id = $1 ORDER BY round_count DESC LIMIT 1`, [sectionId]);
    return rootOf(row);
  });
}
