import { Readable } from 'node:stream';
import type { Db, Queryable } from '../db/index';
import { warning } from '../http/errors';
import { isPublished } from './policy';
import { presentRelease, type StoredRelease } from './presenter';

const COLUMNS = 'id, section_id, txid::text AS txid, release_date, data';
type FeedRow = StoredRelease & { txid: string };

/** Whether the section exists and is public (not a draft). */
export async function publicSection(db: Queryable, sectionId: number): Promise<boolean> {
  const [row] = await db.query<{ section_stauts: number }>('SELECT section_stauts FROM section WHERE id = $1', [sectionId]);
  return Boolean(row && isPublished(row.section_stauts));
}

export async function sectionReleases(db: Queryable, prefix: string, origin: string, sectionId: number) {
  const rows = await db.query<FeedRow>(`SELECT ${COLUMNS} FROM ocds_release WHERE section_id = $1 ORDER BY id`, [sectionId]);
  return rows.map((r) => presentRelease(prefix, r, origin));
}

/** A feed position: the (transaction, release) pair of the last release served, written `txid.id`. */
export interface Cursor {
  txid: string;
  id: number;
}
const CURSOR = /^(\d{1,19})\.(\d{1,18})$/;
export const formatCursor = (c: Cursor) => `${c.txid}.${c.id}`;

/** Reads a cursor; malformed ones and ones past anything the database has made are refused (601). */
export async function parseCursor(db: Queryable, text: string | undefined): Promise<Cursor> {
  if (text === undefined || text === '') return { txid: '0', id: 0 };
  const m = CURSOR.exec(text);
  if (!m) throw warning('ocdsCursorInvalid');
  const cursor = { txid: m[1], id: Number(m[2]) };
  const [bounds] = await db.query<{ future: boolean }>(
    `SELECT ($1::xid8 >= pg_snapshot_xmax(pg_current_snapshot())) OR $2::bigint > COALESCE((SELECT max(id) FROM ocds_release), 0) AS future`,
    [cursor.txid, cursor.id],
  );
  if (bounds.future) throw warning('ocdsCursorFuture');
  return cursor;
}

/**
 * One page of the change feed after `cursor`, in (txid, id) order, holding back releases of transactions
 * younger than the oldest one still running: a release committed late (a lower id visible after a higher
 * one) is therefore served after the cursor has passed the others, never skipped, never repeated.
 */
export async function feedPage(db: Queryable, prefix: string, origin: string, cursor: Cursor, limit: number) {
  const rows = await db.query<FeedRow>(
    `SELECT ${COLUMNS} FROM ocds_release
      WHERE (txid, id) > ($1::xid8, $2::bigint) AND txid < pg_snapshot_xmin(pg_current_snapshot())
      ORDER BY txid, id LIMIT $3`,
    [cursor.txid, cursor.id, limit],
  );
  const last = rows[rows.length - 1];
  return {
    releases: rows.map((r) => presentRelease(prefix, r, origin)),
    next: formatCursor(last ? { txid: last.txid, id: Number(last.id) } : cursor),
  };
}

/** Every release as JSON Lines, read in id batches so memory stays flat however many there are. */
export function releaseLines(db: Db, prefix: string, origin: string, batch = 1000): Readable {
  async function* lines() {
    let after = 0;
    for (;;) {
      const rows = await db.query<FeedRow>(`SELECT ${COLUMNS} FROM ocds_release WHERE id > $1 ORDER BY id LIMIT $2`, [after, batch]);
      if (!rows.length) return;
      yield rows.map((r) => JSON.stringify(presentRelease(prefix, r, origin)) + '\n').join('');
      after = Number(rows[rows.length - 1].id);
    }
  }
  return Readable.from(lines());
}
