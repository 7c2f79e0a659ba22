import type { SessionUser } from '../accounts/sessions';
import type { Db } from '../db/index';
import { notFound } from '../http/errors';
import { formatTime } from '../http/time';

/** Entities whose records belong to a section, and how to find that section. */
const SECTION_OF: Record<string, string> = {
  section: 'SELECT id AS section_id FROM section WHERE id = $1',
  signup: 'SELECT section_id FROM signup WHERE id = $1',
  margin: 'SELECT g.section_id FROM margin m JOIN signup g ON g.id = m.signup_id WHERE m.id = $1',
  question: 'SELECT section_id FROM question WHERE id = $1',
  appeal: 'SELECT section_id FROM appeal WHERE id = $1',
  quote_round: 'SELECT section_id FROM quote_round WHERE id = $1',
  quote_refusal: 'SELECT section_id FROM quote_refusal WHERE id = $1',
};
export const SECTION_ENTITIES = Object.keys(SECTION_OF);

/**
 * What the trail asks of the sections resource, handed in when the app is built (app.ts) so that audit, which
 * every resource writes to, imports none of them: may this staff user read this section (throws 404 when not),
 * and which of these sections have their prices opened at `now` (a sealed round's record hides its price).
 */
export interface SectionGate {
  mayRead(db: Db, user: SessionUser, sectionId: number): Promise<unknown>;
  pricesOpened(db: Db, sectionIds: number[], now: Date): Promise<Set<number>>;
}

/** The records under a section ($1): its own, and those of its sign-ups, deposits, rounds, questions and appeals. */
const SECTION_TRAIL = `(a.entity = 'section' AND a.entity_id = $1)
  OR (a.entity = 'signup' AND a.entity_id IN (SELECT id FROM signup WHERE section_id = $1))
  OR (a.entity = 'margin' AND a.entity_id IN (SELECT m.id FROM margin m JOIN signup g ON g.id = m.signup_id WHERE g.section_id = $1))
  OR (a.entity = 'quote_round' AND a.entity_id IN (SELECT id FROM quote_round WHERE section_id = $1))
  OR (a.entity = 'quote_refusal' AND a.entity_id IN (SELECT id FROM quote_refusal WHERE section_id = $1))
  OR (a.entity = 'question' AND a.entity_id IN (SELECT id FROM question WHERE section_id = $1))
  OR (a.entity = 'appeal' AND a.entity_id IN (SELECT id FROM appeal WHERE section_id = $1))`;

/** The records under a sign-up ($1): its own, and those of its deposits, rounds and refused rounds. */
const SIGNUP_TRAIL = `(a.entity = 'signup' AND a.entity_id = $1)
  OR (a.entity = 'margin' AND a.entity_id IN (SELECT id FROM margin WHERE signup_id = $1))
  OR (a.entity = 'quote_round' AND a.entity_id IN (SELECT id FROM quote_round WHERE signup_id = $1))
  OR (a.entity = 'quote_refusal' AND a.entity_id IN (SELECT id FROM quote_refusal WHERE signup_id = $1))`;

/** The sign-up a record belongs to: a sign-up itself, or the sign-up of its deposit, round or refused round. */
const SIGNUP_OF = `CASE a.entity
  WHEN 'signup' THEN a.entity_id
  WHEN 'margin' THEN (SELECT signup_id FROM margin WHERE id = a.entity_id)
  WHEN 'quote_round' THEN (SELECT signup_id FROM quote_round WHERE id = a.entity_id)
  WHEN 'quote_refusal' THEN (SELECT signup_id FROM quote_refusal WHERE id = a.entity_id)
END`;

/** A record of the trail with who made it and the sign-up (and its supplier) it belongs to. */
interface TrailRow {
  id: number;
  at: Date;
  actor_id: number | null;
  actor_name: string | null;
  entity: string;
  entity_id: number;
  action: string;
  before: unknown;
  after: unknown;
  signup_id: number | null;
  supplier_name: string | null;
}

/**
 * The audit trail of one record, oldest first, with the actor's name (null for the clock). For a section
 * the trail includes its sign-ups, deposits, quotation rounds, refused rounds, questions and appeals; for a
 * sign-up, its deposits, rounds and refused rounds. Each record names the sign-up it belongs to and that
 * sign-up's supplier, so the reader can follow it. Buyers read the records of their own sections; other
 * entities (companies, users, dictionaries) are for administrators.
 */
export async function auditTrail(db: Db, sections: SectionGate, user: SessionUser, entity: string, id: number, page: { pageNum: number; pageSize: number }, zone: string, now: Date) {
  const sectionQuery = SECTION_OF[entity];
  if (user.role !== 'admin') {
    if (!sectionQuery) throw notFound();
    const [row] = await db.query<{ section_id: number }>(sectionQuery, [id]);
    if (!row) throw notFound();
    await sections.mayRead(db, user, Number(row.section_id));
  }
  const where = entity === 'section' ? SECTION_TRAIL : entity === 'signup' ? SIGNUP_TRAIL : 'a.entity = $2 AND a.entity_id = $1';
  const params = entity === 'section' || entity === 'signup' ? [id] : [id, entity];
  const offset = (page.pageNum - 1) * page.pageSize;
  const [rows, [{ total }]] = await Promise.all([
    db.query<TrailRow>(
      `SELECT a.id, a.at, a.actor_id, a.entity, a.entity_id, a.action, a.before, a.after, u.nick_name AS actor_name, g.id AS signup_id, c.name AS supplier_name
         FROM audit_log a
         LEFT JOIN app_user u ON u.id = a.actor_id
         LEFT JOIN signup g ON g.id = ${SIGNUP_OF}
         LEFT JOIN company c ON c.id = g.company_id
        WHERE ${where} ORDER BY a.id LIMIT ${page.pageSize} OFFSET ${offset}`,
      params,
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM audit_log a WHERE ${where}`, params),
  ]);
  const sealed = await sealedRoundRecords(db, sections, rows, now);
  return {
    total,
    rows: rows.map((r) => ({
      id: Number(r.id),
      at: formatTime(r.at, zone),
      actorId: r.actor_id === null ? null : Number(r.actor_id),
      actorName: r.actor_name,
      entity: r.entity,
      entityId: Number(r.entity_id),
      action: r.action,
      before: r.before ?? null,
      after: sealed.has(r) ? sealedRound(r.after) : (r.after ?? null),
      signupId: r.signup_id === null ? null : Number(r.signup_id),
      supplierName: r.supplier_name,
    })),
  };
}

/** A round's record as staff may read it while its section's prices are sealed (DESIGN.md §5): which round, no price. */
const sealedRound = (after: unknown) => {
  const { totalPrice: _price, ...rest } = (after ?? {}) as Record<string, unknown>;
  return rest;
};

/** The round records among `rows` whose section's prices are not opened yet at `now`. */
async function sealedRoundRecords(db: Db, sections: SectionGate, rows: TrailRow[], now: Date): Promise<Set<TrailRow>> {
  const rounds = rows.filter((r) => r.entity === 'quote_round');
  const sectionOf = (r: TrailRow) => Number((r.after as { sectionId?: number } | null)?.sectionId);
  const opened = await sections.pricesOpened(db, [...new Set(rounds.map(sectionOf).filter(Number.isSafeInteger))], now);
  return new Set(rounds.filter((r) => !opened.has(sectionOf(r))));
}
