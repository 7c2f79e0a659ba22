import { createHash } from 'node:crypto';
import { canonicalJson, parseLogEntry } from '@portal/domain';
import type { Queryable } from '../db/index';
import { appendLogEntry } from '../transparency/commands';

/**
 * Red flags in the transparency log (docs/flags.md "In the transparency log"): every write of a flag row (raised,
 * its evidence changed, cleared, a review recorded) appends a `flag` entry holding the SHA-256 of the row's
 * canonical content with the row's secret salt, never the content itself, so the public log reveals no sealed
 * price nor supplier before the results. `npm run audit:check` compares each logged flag's newest hash with its
 * row: a row deleted or changed outside the portal no longer matches what the log remembers.
 */

/** Why a flag row was written. */
export type FlagLogEvent = 'raised' | 'evidenceChanged' | 'cleared' | 'reviewed';

/** The columns hashed: every column of the row, so any write the portal did not log shows. */
const LOGGED_COLUMNS =
  'id, section_id, indicator, evidence, raised_time, update_time, cleared_time, review_status, review_note, reviewed_by, review_time, log_salt';

interface LoggedFlagRow {
  id: number | string;
  section_id: number | string;
  indicator: string;
  evidence: unknown;
  raised_time: Date;
  update_time: Date;
  cleared_time: Date | null;
  review_status: string;
  review_note: string;
  reviewed_by: number | string | null;
  review_time: Date | null;
  log_salt: string;
}

const iso = (d: Date | null) => (d === null ? null : new Date(d).toISOString());

/** SHA-256 hex of a flag row's canonical JSON (keys sorted, times ISO 8601 UTC, ids as numbers). */
export function flagContentSha256(r: LoggedFlagRow): string {
  const content = {
    id: Number(r.id),
    sectionId: Number(r.section_id),
    indicator: r.indicator,
    evidence: r.evidence,
    raisedTime: iso(r.raised_time),
    updateTime: iso(r.update_time),
    clearedTime: iso(r.cleared_time),
    reviewStatus: r.review_status,
    reviewNote: r.review_note,
    reviewedBy: r.reviewed_by === null ? null : Number(r.reviewed_by),
    reviewTime: iso(r.review_time),
    salt: r.log_salt,
  };
  return createHash('sha256').update(canonicalJson(content), 'utf8').digest('hex');
}

/**
 * Appends a `flag` entry for each of the flags `ids` as they now stand, in the caller's transaction (the one
 * that wrote them). The entry names no section: the log must not tell before the results that a section has one.
 */
export async function logFlagWrites(tx: Queryable, ids: readonly number[], event: FlagLogEvent): Promise<void> {
  if (ids.length === 0) return;
  const rows = await tx.query<LoggedFlagRow>(`SELECT ${LOGGED_COLUMNS} FROM section_flag WHERE id = ANY($1::bigint[]) ORDER BY id`, [ids]);
  for (const row of rows) {
    await appendLogEntry(tx, { kind: 'flag', sectionId: null, body: { flagId: Number(row.id), event, contentSha256: flagContentSha256(row) } });
  }
}

/** What the flags' check found: the flags the log holds, and each one whose row no longer matches, said plainly. */
export interface FlagLogCheck {
  logged: number;
  problems: string[];
}

/**
 * Compares every flag the transparency log recorded with its row: the row must exist and its content hash must
 * be the newest one logged for it. (That the log itself is whole, each entry's hash and the signed tree head,
 * is the audit chain check's part: transparency/queries.ts `checkAuditAgainstLog`.)
 */
export async function checkFlagsAgainstLog(q: Queryable): Promise<FlagLogCheck> {
  const entries = await q.query<{ leaf_index: number | string; entry: string }>("SELECT leaf_index, entry FROM transparency_log_entry WHERE kind = 'flag' ORDER BY leaf_index");
  const newest = new Map<number, { index: number; loggedAt: string; event: string; contentSha256: string }>();
  for (const row of entries) {
    const entry = parseLogEntry(row.entry);
    const body = entry?.body as { flagId?: number; event?: string; contentSha256?: string } | undefined;
    if (!entry || typeof body?.flagId !== 'number' || typeof body.contentSha256 !== 'string') continue;
    newest.set(body.flagId, { index: Number(row.leaf_index), loggedAt: entry.loggedAt, event: String(body.event), contentSha256: body.contentSha256 });
  }
  const rows = await q.query<LoggedFlagRow>(`SELECT ${LOGGED_COLUMNS} FROM section_flag WHERE id = ANY($1::bigint[])`, [[...newest.keys()]]);
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  const problems: string[] = [];
  for (const [flagId, logged] of newest) {
    const row = byId.get(flagId);
    const last = `last logged "${logged.event}" at ${logged.loggedAt}, entry ${logged.index}`;
    if (!row) problems.push(`red flag ${flagId} is missing: its row is gone, but the transparency log holds it (${last}): it was deleted outside the portal`);
    else if (flagContentSha256(row) !== logged.contentSha256)
      problems.push(`red flag ${flagId} (section ${Number(row.section_id)}, ${row.indicator}) was changed outside the portal: its row no longer matches the hash the transparency log holds for it (${last})`);
  }
  return { logged: newest.size, problems };
}
