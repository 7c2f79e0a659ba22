import {
  merkleProof,
  resultsVisible,
  type InclusionProof,
  type Receipt,
} from '@portal/domain';
import type { Db } from '../db/index';
import { merkleRootOf } from './nodeCrypto';
import type { SessionUser } from '../accounts/sessions';
import { failure, notFound } from '../http/errors';
import { ensureRoot } from './commands';
import { latestRoot, sectionCommitments } from './roots';
import { rebuiltReceipt, storedRound, storedRounds, type StoredRound } from './rounds';
import { publishedKeys } from '../signing/key';

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
  const rootMatches = root !== null && root.roundCount === committed.length && root.root === merkleRootOf(committed);
  return {
    rounds: committed.length,
    withoutReceipt: rounds.length - committed.length,
    altered,
    root: root && { root: root.root, roundCount: root.roundCount },
    rootMatches,
  };
}
