import { createHash } from 'node:crypto';
import { requestKeySchema, type BidQuotesBody, type BidQuotesForm } from '@portal/domain';
import type { SessionUser } from '../accounts/sessions';
import type { Queryable } from '../db/index';
import { warning } from '../http/errors';
import { requestHash } from './commands';
import { findQuotingSignup } from './queries';

/** Prefix of a key the server derived (no key in the body nor in the Idempotency-Key header). */
export const DERIVED_KEY_PREFIX = 'auto-';

/**
 * The section of a bare array of sectors (part 2 §7 sends no sectionId): the one section its sector ids belong
 * to. Ids of no sector are refused like any unknown item; ids of two sections are refused.
 */
async function sectionOfSectors(db: Queryable, sectorIds: number[]): Promise<number> {
  const rows = await db.query<{ section_id: number }>('SELECT DISTINCT section_id FROM sector WHERE id = ANY($1::bigint[])', [sectorIds]);
  if (rows.length === 0) throw warning('quoteSectorUnknown');
  if (rows.length > 1) throw warning('quoteMixedSections');
  return Number(rows[0].section_id);
}

/** The Idempotency-Key header, checked like a requestKey; undefined when absent. */
function headerKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const parsed = requestKeySchema.safeParse(Array.isArray(header) ? header[0] : header);
  if (!parsed.success) throw warning('invalidParam', { field: 'Idempotency-Key' });
  return parsed.data;
}

/**
 * The key of a round sent without one: the sign-up, the quotation's hash, and the latest of the sign-up's
 * rounds that holds a different quotation. A double click or a retry of a round already stored finds the
 * same latest-different round, so it gets the stored round's key and is answered by it (stored once); the
 * same prices sent again after a different round are a new round (a price may go back where it was).
 */
async function derivedKey(db: Queryable, user: SessionUser, form: Omit<BidQuotesForm, 'requestKey'>): Promise<string> {
  const signup = await findQuotingSignup(db, user.companyId, form.sectionId);
  const hash = requestHash({ ...form, requestKey: '' });
  const [previous] = await db.query<{ quotes_count: number }>(
    'SELECT quotes_count FROM quote_round WHERE signup_id = $1 AND request_hash IS DISTINCT FROM $2 ORDER BY quotes_count DESC LIMIT 1',
    [signup.id, hash],
  );
  const digest = createHash('sha256').update(`${signup.id}:${previous?.quotes_count ?? 0}:${hash}`).digest('hex');
  return `${DERIVED_KEY_PREFIX}${digest}`;
}

/**
 * The round a POST /system/quotes/bidQuotes body asks for (docs/decisions/spec-differences.md): the section
 * from the body, else from the sectors; the key from the body or the Idempotency-Key header (both given must
 * agree), else derived from the sign-up and the round.
 */
export async function quoteForm(db: Queryable, user: SessionUser, body: BidQuotesBody, idempotencyKey: string | string[] | undefined): Promise<BidQuotesForm> {
  const sectionId = body.sectionId ?? (await sectionOfSectors(db, body.sectors.map((s) => s.id)));
  const fromHeader = headerKey(idempotencyKey);
  if (fromHeader !== undefined && body.requestKey !== undefined && fromHeader !== body.requestKey) throw warning('quoteKeyMismatch');
  const requestKey = body.requestKey ?? fromHeader ?? (await derivedKey(db, user, { sectionId, sectors: body.sectors }));
  return { sectionId, requestKey, sectors: body.sectors };
}
