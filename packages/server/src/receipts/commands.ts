import { randomBytes } from 'node:crypto';
import {
  canonicalDecimal,
  DEFAULT_TAX_RATE,
  commitmentMessage,
  rootMessage,
  storedDecimal,
  sumOf,
  RECEIPT_FORMAT,
  type CommittedRound,
  type PricedLine,
} from '@portal/domain';
import type { Db, Queryable } from '../db/index';
import { commitmentOfRound, merkleRootOf } from './nodeCrypto';
import { recordAudit } from '../audit/audit';
import { appendLogEntry } from '../transparency/commands';
import { checkSealedRoots, raiseAlarms } from './integrity';
import { AFTER_QUOTING, latestRoot, rootOf, ROOT_COLUMNS, sectionCommitments, type RootRow, type StoredRoot } from './roots';

/** The latest sealed root, for the other resources (receipts/roots.ts). */
export { latestRoot };
import type { ReceiptSigner } from '../signing/key';
import { signerIn, signingKeyOf } from '../signing/key';

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
 * One priced line of a new round, with what it stores beside the prices: the tax rate and settlement method,
 * given here or carried by the priced column as the submission builds it (its form's taxRate, its settleMethod).
 */
export interface CommittedLineInput {
  priced: PricedLine & { form?: { taxRate?: string | null }; settleMethod?: number | null };
  volume: string | null;
  weight: string | null;
  /** Tax rate as stored (text, e.g. '13'). */
  taxRate?: string;
  /** Settlement method as stored; null when none. */
  settleMethod?: number | null;
  sector: QuantityOf;
}

/**
 * The receipt of a round about to be stored (format 2, docs/verification.md): a fresh nonce, the SHA-256
 * commitment over the canonical form of exactly what the insert stores (amounts rounded to their columns'
 * scales, the round's total, each line's tax rate and settlement method) and the portal's signature.
 */
export async function commitNewRound(
  signer: ReceiptSigner,
  round: { sectionId: number; signupId: number; quotesCount: number; arrivalTime: Date },
  lines: CommittedLineInput[],
): Promise<RoundReceipt> {
  const nonce = randomBytes(32).toString('hex');
  const committed: CommittedRound = {
    format: RECEIPT_FORMAT,
    sectionId: round.sectionId,
    signupId: round.signupId,
    quotesCount: round.quotesCount,
    arrivalTime: round.arrivalTime.toISOString(),
    nonce,
    // The round's total as stored: the sum of its lines' totals (checkRound's totalPrice).
    totalPrice: storedDecimal(sumOf(lines.map((l) => l.priced.totalPrice), 4), 4),
    lines: lines.map(({ priced, volume, weight, taxRate, settleMethod, sector }) => {
      const method = settleMethod !== undefined ? settleMethod : (priced.settleMethod ?? null);
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
        taxRate: taxRate ?? priced.form?.taxRate ?? DEFAULT_TAX_RATE,
        settleMethod: method === null ? '' : String(method),
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
  // The domain's commitmentOf, hashed with node:crypto (nodeCrypto.ts): synchronous and a few microseconds, where
  // WebCrypto's digest is a thread-pool job of about 0.9 ms on the round's path (bench/README.md, "Write path: cost per round").
  const commitment = commitmentOfRound(committed);
  return { nonce, commitment, signature: signer.sign(commitmentMessage(commitment)) };
}

/**
 * The quoting phase a section is in once quoting is over (0 the quoting period, n the n-th appointed extra
 * round), or null while rounds may still come: quoting open, or an appointed extra round whose end is ahead
 * (a round is refused after its end, whether or not the clock has cleared the appointment yet).
 */
async function closedPhase(q: Queryable, sectionId: number, now: Date): Promise<number | null> {
  const [row] = await q.query<{ section_stauts: number; appointments: number; running: boolean }>(
    `SELECT s.section_stauts, (SELECT count(*)::int FROM quote_round_appointment a WHERE a.section_id = s.id) AS appointments,
            EXISTS (SELECT 1 FROM quote_round_appointment a WHERE a.section_id = s.id AND a.end_time > $2) AS running
       FROM section s WHERE s.id = $1`,
    [sectionId, now],
  );
  if (!row || !AFTER_QUOTING.has(row.section_stauts) || row.running) return null;
  return row.appointments;
}

/**
 * Seals the section's root when a quoting phase ends (docs/verification.md, "Roots"): the clock calls it in the
 * transaction that moves the section out of quoting or ends an appointed round (and at every later look, when
 * it checks the sealed phase instead). Each phase is sealed once: the
 * Merkle root over the commitments stored then, signed, stored, logged (with the opening of the prices at the
 * end of quoting), and never derived again. Before sealing, the rounds are checked against the roots sealed
 * before (checkSealedRoots): a difference is an alarm, stored and audited beside the new root.
 * Answers the root sealed now, or null.
 */
export async function sealQuotingRoot(tx: Queryable, sectionId: number, now: Date, key: ReceiptSigner): Promise<StoredRoot | null> {
  const phase = await closedPhase(tx, sectionId, now);
  if (phase === null) return null;
  const [sealed] = await tx.query('SELECT 1 FROM quote_root WHERE section_id = $1 AND phase = $2', [sectionId, phase]);
  if (sealed) {
    // Sealed before: the clock checks the stored rounds against it each time it looks at the section.
    await raiseAlarms(tx, sectionId, await checkSealedRoots(tx, sectionId, now), now);
    return null;
  }
  // Exclusive quotation lock: every round being stored is committed first, none starts meanwhile.
  await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [QUOTE_LOCK_CLASS, sectionId]);
  // Sealed over what is stored, whatever the check finds: the alarms stand beside the root (withholding the root
  // would let one tampered row keep every later round unsealed).
  await raiseAlarms(tx, sectionId, await checkSealedRoots(tx, sectionId, now, { sealing: true }), now);
  const signer = await signerIn(tx, key);
  const leaves = await sectionCommitments(tx, sectionId);
  const root = { sectionId, roundCount: leaves.length, root: merkleRootOf(leaves.map((l) => l.commitment)) };
  const signature = signer.sign(rootMessage(root));
  const [row] = await tx.query<RootRow>(
    `INSERT INTO quote_root (section_id, root, round_count, signature, publish_time, phase, key_id) VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (section_id, phase) DO NOTHING RETURNING ${ROOT_COLUMNS}`,
    [sectionId, root.root, root.roundCount, signature, now, phase, signer.keyId],
  );
  if (!row) return null;
  const body = { phase, roundCount: root.roundCount, root: root.root, keyId: signer.keyId, signature, sealedAt: now.toISOString() };
  if (phase === 0) await appendLogEntry(tx, { kind: 'opening', sectionId, body: { roundCount: root.roundCount, root: root.root, openedAt: now.toISOString() } });
  await appendLogEntry(tx, { kind: 'section-root', sectionId, body }, signer);
  await recordAudit(tx, { actorId: null, entity: 'section', entityId: sectionId, action: 'root-sealed', after: { phase, roundCount: root.roundCount, root: root.root } });
  return rootOf(row);
}

/**
 * The section's root for readers: sealed by the clock when quoting ended; a section moved out of quoting
 * otherwise (or before this version) has its phase sealed at its first read, once. Never a second root for a
 * phase: a later difference is an alarm (checkSealedRoots), not a new root.
 */
export async function ensureRoot(db: Db, sectionId: number, now: Date): Promise<StoredRoot | null> {
  const phase = await closedPhase(db, sectionId, now);
  if (phase !== null) {
    const [sealed] = await db.query('SELECT 1 FROM quote_root WHERE section_id = $1 AND phase = $2', [sectionId, phase]);
    if (!sealed) await db.transaction((tx) => sealQuotingRoot(tx, sectionId, now, signingKeyOf(db)));
  }
  return latestRoot(db, sectionId);
}
