import { SectionStatus, type PublishedRoot } from '@portal/domain';
import type { Db, Queryable } from '../db/index';

/** The sealed roots of sections' quotation rounds, as stored (docs/verification.md, "Merkle root of a section"). */

/** Statuses after quoting: the rounds are final (until an appointed extra round adds to them). */
export const AFTER_QUOTING: ReadonlySet<number> = new Set([
  SectionStatus.quotingEnded,
  SectionStatus.evaluating,
  SectionStatus.resultPublished,
  SectionStatus.closed,
  SectionStatus.abandoned,
]);

export interface RootRow {
  section_id: number;
  root: string;
  round_count: number;
  signature: string;
  publish_time: Date;
  phase: number | null;
  key_id: string | null;
}
/** Every column of RootRow, named (the compiler checks the list complete against the row type). */
export const ROOT_COLUMNS = Object.keys({
  section_id: true,
  root: true,
  round_count: true,
  signature: true,
  publish_time: true,
  phase: true,
  key_id: true,
} satisfies Record<keyof RootRow, true>).join(', ');
export type StoredRoot = PublishedRoot & { publishTime: Date; phase: number | null };
export const rootOf = (r: RootRow): StoredRoot => ({
  sectionId: Number(r.section_id),
  root: r.root,
  roundCount: r.round_count,
  signature: r.signature,
  ...(r.key_id ? { keyId: r.key_id } : {}),
  publishTime: new Date(r.publish_time),
  phase: r.phase,
});

/** The section's latest sealed root, or null. */
export async function latestRoot(db: Queryable, sectionId: number): Promise<StoredRoot | null> {
  const [row] = await db.query<RootRow>(`SELECT ${ROOT_COLUMNS} FROM quote_root WHERE section_id = $1 ORDER BY round_count DESC, id DESC LIMIT 1`, [sectionId]);
  return row ? rootOf(row) : null;
}

/** Every root of the section, oldest first. */
export async function sectionRoots(db: Queryable, sectionId: number): Promise<StoredRoot[]> {
  const rows = await db.query<RootRow>(`SELECT ${ROOT_COLUMNS} FROM quote_root WHERE section_id = $1 ORDER BY round_count, id`, [sectionId]);
  return rows.map(rootOf);
}

/** The commitments of a section's rounds in stored order: the leaves of its Merkle tree. */
export async function sectionCommitments(db: Pick<Db, 'query'>, sectionId: number): Promise<{ id: number; commitment: string }[]> {
  return db.query<{ id: number; commitment: string }>('SELECT id, commitment FROM quote_round WHERE section_id = $1 AND commitment IS NOT NULL ORDER BY id', [sectionId]);
}

