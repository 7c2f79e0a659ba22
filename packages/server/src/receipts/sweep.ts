import type { FastifyBaseLogger } from 'fastify';
import { runPeriodically } from '../db/periodic';
import type { Db } from '../db/index';
import type { Clock } from '../http/clock';
import { checkSealedRoots, raiseAlarms, type RootAlarm } from './integrity';

/** How often each process runs a pass of the sweep (docs/verification.md, "Alarms"). */
export const ROOT_SWEEP_INTERVAL_MS = 3 * 60_000;
/** Sections checked per pass, the longest unchecked first. */
export const ROOT_SWEEP_BATCH = 25;
/** Advisory lock of the sweep's pass: one process at a time across the database; the others skip. */
const ROOT_SWEEP_LOCK = 7_310_095;

/**
 * One pass of the sweep: checks the sections with a sealed root that were checked longest ago (checkSealedRoots:
 * the rounds against their receipts and roots, the amounts and awards recomputed), stores and audits each new
 * alarm, and notes when each was checked. Sections the clock is due to look at are left to the clock (it seals a
 * phase that just ended before it checks). One process at a time (a try-lock; a process finding it held skips
 * the pass). Answers the new alarms by section, or null when another process holds the pass.
 */
export async function sweepSealedSections(db: Db, now: Date, batch = ROOT_SWEEP_BATCH): Promise<{ checked: number; raised: { sectionId: number; alarms: RootAlarm[] }[] } | null> {
  return db.transaction(async (tx) => {
    const [{ locked }] = await tx.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS locked', [ROOT_SWEEP_LOCK]);
    if (!locked) return null;
    const sections = await tx.query<{ id: number }>(
      `SELECT s.id FROM section s LEFT JOIN quote_root_sweep w ON w.section_id = s.id
        WHERE EXISTS (SELECT 1 FROM quote_root r WHERE r.section_id = s.id) AND (s.next_clock_at IS NULL OR s.next_clock_at > $1)
        ORDER BY w.checked_at NULLS FIRST, s.id LIMIT $2`,
      [now, batch],
    );
    const raised: { sectionId: number; alarms: RootAlarm[] }[] = [];
    for (const { id } of sections) {
      const sectionId = Number(id);
      const alarms = await raiseAlarms(tx, sectionId, await checkSealedRoots(tx, sectionId, now), now);
      if (alarms.length) raised.push({ sectionId, alarms });
      await tx.query('INSERT INTO quote_root_sweep (section_id, checked_at) VALUES ($1, $2) ON CONFLICT (section_id) DO UPDATE SET checked_at = EXCLUDED.checked_at', [sectionId, now]);
    }
    return { checked: sections.length, raised };
  });
}

/**
 * Runs sweepSealedSections every `intervalMs` in this process, so a change behind the portal after sealing is
 * found without anyone asking (the clock looks at a section only while it has something due). Every process of a
 * deployment runs it; the pass's advisory lock lets one through at a time.
 */
export function startRootSweep(db: Db, clock: Clock, log: FastifyBaseLogger, intervalMs = ROOT_SWEEP_INTERVAL_MS) {
  return runPeriodically(
    async () => {
      const result = await sweepSealedSections(db, clock.now());
      for (const { sectionId, alarms } of result?.raised ?? []) {
        for (const alarm of alarms) log.warn({ sectionId, kind: alarm.kind, roundIds: alarm.roundIds }, `quotation root ALARM: ${alarm.detail}`);
      }
    },
    intervalMs,
    (error) => log.error({ err: error }, 'sealed sections sweep failed'),
  );
}
