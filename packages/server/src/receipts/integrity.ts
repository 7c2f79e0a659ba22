import { rootMessage, sumOf, type PublishedKey } from '@portal/domain';
import { merkleRootOf, verifySignatureNow } from './nodeCrypto';
import { loopTurns } from './loopTurns';
import type { Db, Queryable } from '../db/index';
import { recordAudit } from '../audit/audit';
import { AFTER_QUOTING, sectionRoots, type StoredRoot } from './roots';
import { rebuiltReceipt, storedRounds, type StoredRound } from './rounds';
import { publishedKeys } from '../signing/key';
import { recomputedAlarms } from './recompute';
import { boundAlarms } from './bounds';

/**
 * What can differ between a section's stored rounds and what the portal signed (docs/verification.md,
 * "Alarms"). Each is an alarm: stored once, audited, shown to the buyer and the administrator, reported by
 * `npm run audit:check`; never answered with a new root.
 */
export type AlarmKind = 'altered' | 'signature' | 'total' | 'unsigned' | 'late' | 'root' | 'rootSignature' | 'inserted' | 'amount' | 'award' | 'bound';

export interface RootAlarm {
  kind: AlarmKind;
  /** The rounds concerned (ids), ascending; empty for a root's alarm. */
  roundIds: number[];
  /** What was found, in plain English (the audit record and the command line; the pages show the kind in the reader's language). */
  detail: string;
}

/** Whether a round's stored total is the sum of its lines' totals, and each line's total its material total plus other expenses. */
const totalsAgree = (round: StoredRound) =>
  sumOf(round.lines.map((l) => l.total_price ?? '0'), 4) === sumOf([round.total_price], 4) &&
  round.lines.every((l) => l.total_price === null || sumOf([l.total_material_price ?? '0', l.other_expenses ?? '0'], 4) === sumOf([l.total_price], 4));

/** The alarms of the rounds themselves: each recomputed from what the database holds now. */
async function roundAlarms(rounds: StoredRound[], keys: PublishedKey[], lastEnd: Date | null): Promise<RootAlarm[]> {
  const found = new Map<AlarmKind, number[]>();
  const add = (kind: AlarmKind, id: number) => found.set(kind, [...(found.get(kind) ?? []), id]);
  const anySigned = rounds.some((r) => r.commitment);
  const turn = loopTurns();
  for (const round of rounds) {
    await turn();
    const id = Number(round.id);
    if (!round.commitment) {
      // Rounds stored before receipts existed have none, and so have every round of their section; a round
      // without one in a section with signed rounds was put there, whatever id or time it was given.
      if (anySigned) add('unsigned', id);
      continue;
    }
    const verdict = await rebuiltReceipt(round, keys, '');
    if (!verdict.committed) add('altered', id);
    if (verdict.keyId === null) add('signature', id);
    if (!totalsAgree(round)) add('total', id);
    if (lastEnd !== null && new Date(round.create_time).getTime() >= lastEnd.getTime()) add('late', id);
  }
  const detail: Record<AlarmKind, string> = {
    altered: 'the stored prices, quantities or totals no longer give the signed commitment (the round was changed)',
    signature: 'the signature was made by no key the portal published (the round was not signed by the portal)',
    total: "the round's total is not the sum of its lines, or a line's total is not its material total plus other expenses",
    unsigned: 'a round without a receipt among signed rounds (stored without passing through the portal)',
    late: 'arrived at or after the end of quoting and of every appointed round',
    root: '',
    rootSignature: '',
    inserted: '',
    amount: '',
    award: '',
    bound: '',
  };
  return [...found].map(([kind, ids]) => ({ kind, roundIds: ids, detail: `round${ids.length > 1 ? 's' : ''} ${ids.join(', ')}: ${detail[kind]}` }));
}

/** The alarms of the sealed roots: each root against the commitments stored now, in stored order. */
async function rootAlarms(roots: StoredRoot[], leaves: { id: number; commitment: string }[], keys: PublishedKey[], phaseOpen: boolean): Promise<RootAlarm[]> {
  const alarms: RootAlarm[] = [];
  for (const root of roots) {
    const key = root.keyId ? keys.filter((k) => k.keyId === root.keyId) : keys;
    const signed = key.some((k) => verifySignatureNow(k.publicKey, rootMessage(root), root.signature));
    if (!signed) alarms.push({ kind: 'rootSignature', roundIds: [], detail: `the root sealed over ${root.roundCount} rounds carries no valid signature of the portal` });
    const under = leaves.slice(0, root.roundCount);
    const recomputed = merkleRootOf(under.map((l) => l.commitment));
    if (under.length !== root.roundCount || recomputed !== root.root) {
      alarms.push({
        kind: 'root',
        roundIds: [],
        detail: `the root sealed over ${root.roundCount} rounds (${root.root}) is not the root of the rounds stored now (${leaves.length} signed rounds, the first ${under.length} give ${recomputed}): rounds were removed, replaced or inserted before the end`,
      });
    }
  }
  const last = roots.at(-1);
  if (last && !phaseOpen && leaves.length > last.roundCount) {
    const ids = leaves.slice(last.roundCount).map((l) => Number(l.id));
    alarms.push({ kind: 'inserted', roundIds: ids, detail: `round${ids.length > 1 ? 's' : ''} ${ids.join(', ')} stored after the root over ${last.roundCount} rounds was sealed, with no quoting open` });
  }
  return alarms;
}

/**
 * Checks a section's stored rounds against their receipts and its sealed roots: every round's commitment
 * recomputed from the values stored now (format 2 commits the totals, tax rates and settlement methods) and its
 * signature checked with the published keys; its total recomputed from its lines; its arrival against the end;
 * every sealed root against the commitments stored now; rounds stored after the last root; the amounts and the
 * awards recomputed from the committed lines (recompute.ts); the auction's bound replayed (bounds.ts). `sealing`: asked
 * before a new phase is sealed, when rounds after the last root are that phase's.
 */
export async function checkSealedRoots(q: Queryable, sectionId: number, now: Date, options: { sealing?: boolean } = {}): Promise<RootAlarm[]> {
  const keys = await publishedKeys(q);
  const rounds = await storedRounds(q, sectionId);
  const [section] = await q.query<{ last_end: Date | null; running: boolean }>(
    `SELECT CASE WHEN s.section_stauts = ANY($2::int[]) THEN GREATEST(s.ent_time, (SELECT max(a.end_time) FROM quote_round_appointment a WHERE a.section_id = s.id)) END AS last_end,
            EXISTS (SELECT 1 FROM quote_round_appointment a WHERE a.section_id = s.id AND a.end_time > $3) AS running
       FROM section s WHERE s.id = $1`,
    [sectionId, [...AFTER_QUOTING], now],
  );
  const leaves = rounds.filter((r) => r.commitment).map((r) => ({ id: Number(r.id), commitment: r.commitment! }));
  const roots = await sectionRoots(q, sectionId);
  return [
    ...(await roundAlarms(rounds, keys, section?.last_end ? new Date(section.last_end) : null)),
    ...(await rootAlarms(roots, leaves, keys, options.sealing === true || section?.running === true)),
    ...(await recomputedAlarms(q, sectionId, rounds)),
    ...(await boundAlarms(q, sectionId, rounds)),
  ];
}

/** Stores the alarms not stored before, each with an audit record; answers those that are new. */
export async function raiseAlarms(tx: Queryable, sectionId: number, alarms: RootAlarm[], now: Date): Promise<RootAlarm[]> {
  const raised: RootAlarm[] = [];
  for (const alarm of alarms) {
    const [row] = await tx.query<{ id: number }>(
      'INSERT INTO quote_root_alarm (section_id, kind, round_ids, detail, detect_time) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (section_id, kind, round_ids) DO NOTHING RETURNING id',
      [sectionId, alarm.kind, alarm.roundIds, alarm.detail, now],
    );
    if (!row) continue;
    raised.push(alarm);
    await recordAudit(tx, { actorId: null, entity: 'section', entityId: sectionId, action: 'root-alarm', after: { kind: alarm.kind, roundIds: alarm.roundIds, detail: alarm.detail } });
  }
  return raised;
}

/** An alarm as stored and shown. */
export interface StoredAlarm extends RootAlarm {
  detectTime: Date;
}

/** The alarms stored for a section, oldest first. */
export async function storedAlarms(q: Queryable, sectionId: number): Promise<StoredAlarm[]> {
  const rows = await q.query<{ kind: AlarmKind; round_ids: (number | string)[]; detail: string; detect_time: Date }>(
    'SELECT kind, round_ids, detail, detect_time FROM quote_root_alarm WHERE section_id = $1 ORDER BY id',
    [sectionId],
  );
  return rows.map((r) => ({ kind: r.kind, roundIds: r.round_ids.map(Number), detail: r.detail, detectTime: new Date(r.detect_time) }));
}

/**
 * Checks a section now (the buyer's and the administrator's view, the clock after sealing): new alarms are stored
 * and audited. Answers its sealed roots and every alarm stored for it.
 */
export async function sectionIntegrity(db: Db, sectionId: number, now: Date): Promise<{ roots: StoredRoot[]; alarms: StoredAlarm[] }> {
  const roots = await sectionRoots(db, sectionId);
  if (roots.length) {
    const alarms = await checkSealedRoots(db, sectionId, now);
    if (alarms.length) await db.transaction((tx) => raiseAlarms(tx, sectionId, alarms, now));
  }
  return { roots, alarms: await storedAlarms(db, sectionId) };
}

/** Every section with a sealed root checked (npm run audit:check): the sections with an alarm, and how many were checked. */
export async function checkAllSealedRoots(db: Db, now: Date): Promise<{ checked: number; alarms: { sectionId: number; alarms: RootAlarm[] }[] }> {
  const sections = await db.query<{ section_id: number }>('SELECT DISTINCT section_id FROM quote_root ORDER BY section_id');
  const found: { sectionId: number; alarms: RootAlarm[] }[] = [];
  for (const { section_id } of sections) {
    const id = Number(section_id);
    const alarms = await checkSealedRoots(db, id, now);
    if (!alarms.length) continue;
    await db.transaction((tx) => raiseAlarms(tx, id, alarms, now));
    found.push({ sectionId: id, alarms });
  }
  return { checked: sections.length, alarms: found };
}
