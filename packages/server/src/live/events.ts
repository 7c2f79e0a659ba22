import type { Queryable } from '../db/index';

/**
 * Kinds of live quoting events (GET /system/quotes/live). `competitors`: a sign-up with rounds started or stopped
 * competing (migration 109's trigger writes it; no payload).
 */
export type LiveEventKind = 'endTime' | 'status' | 'round' | 'rank' | 'competitors';

/**
 * Records a live event of a section in the caller's transaction (table section_event, migration 023): its id
 * is the stream's event id, so a client reconnecting with Last-Event-ID resumes after it; a trigger notifies
 * every server process when it commits. `companyId` set: only that supplier's stream receives it.
 */
export async function publishEvent(tx: Queryable, sectionId: number, companyId: number | null, kind: LiveEventKind, payload: Record<string, unknown>) {
  await tx.query('INSERT INTO section_event (section_id, company_id, kind, payload) VALUES ($1, $2, $3, $4)', [sectionId, companyId, kind, JSON.stringify(payload)]);
}
