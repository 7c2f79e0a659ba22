import type { Db, Queryable } from '../db/index';

/**
 * Quotation rounds that reached a server process and are not answered yet (issue 12 §2, a fair deadline).
 *
 * A round is judged by the time it arrived, yet it may wait in the connection pool or on a lock for longer than
 * the clock's settling time (QUOTING_SETTLE_MS) after the end. The clock must not end quoting (and publish the
 * Merkle root over the rounds) while such a round is still on its way: it would then be refused as late, or be
 * stored outside the root. So each process notes its rounds in flight here, from the first hook of the request
 * (before the session check takes a connection), and the clock holds a section's end while any round that
 * arrived before it is pending, in this process or, through the table `quote_pending`, in another one.
 *
 * A request's section is known only once its body is read: until then its hold counts for every section
 * (section 0), so an unauthenticated or malformed request may delay an end by the time it takes to refuse it.
 * The clock gives up waiting MAX_HOLD_MS after the settling time (docs/decisions/scale.md).
 */

/** Section key of a hold whose section is not known yet: it holds every section's end. */
const ANY_SECTION = 0;

/** One round in flight: its arrival time and, once known, its section. Released exactly once. */
export interface ArrivalHold {
  /** Names the section once the body is read. */
  place(sectionId: number): void;
  release(): void;
}

/** The rounds in flight of one process, by section. */
export class PendingArrivals {
  private readonly held = new Map<number, Map<object, number>>();
  /** Bumped on every change: the sync writes only when something changed (or to renew). */
  version = 0;

  hold(arrival: Date): ArrivalHold {
    const token = {};
    let section: number | null = ANY_SECTION;
    const add = (id: number) => {
      let entries = this.held.get(id);
      if (!entries) this.held.set(id, (entries = new Map()));
      entries.set(token, arrival.getTime());
      this.version += 1;
    };
    const remove = () => {
      if (section === null) return;
      const entries = this.held.get(section);
      entries?.delete(token);
      if (entries?.size === 0) this.held.delete(section);
      section = null;
      this.version += 1;
    };
    add(ANY_SECTION);
    return {
      place: (sectionId) => {
        if (section === null || section === sectionId) return;
        remove();
        section = sectionId;
        add(sectionId);
      },
      release: remove,
    };
  }

  /** The earliest arrival among the rounds in flight for `sectionId` (or for a section not known yet). */
  oldest(sectionId: number): Date | null {
    let earliest = Infinity;
    for (const id of [sectionId, ANY_SECTION]) for (const at of this.held.get(id)?.values() ?? []) earliest = Math.min(earliest, at);
    return earliest === Infinity ? null : new Date(earliest);
  }

  /** The earliest arrival per section (0 for not known yet), as the sync writes them. */
  bySection(): { sectionIds: number[]; oldest: Date[] } {
    const sectionIds: number[] = [];
    const oldest: Date[] = [];
    for (const [id, entries] of this.held) {
      sectionIds.push(id);
      oldest.push(new Date(Math.min(...entries.values())));
    }
    return { sectionIds, oldest };
  }
}

/** This process's rounds in flight (the quotation route holds them; the clock reads them). */
export const processArrivals = new PendingArrivals();

/** How often a process writes its changed holds to `quote_pending`; they are renewed every RENEW_MS while any is held. */
export const SYNC_MS = 200;
const RENEW_MS = 1_000;
/** A row not renewed for this long is of a process that stopped: the clock ignores it. */
export const STALE_MS = 5_000;
/** How long past the settling time the clock waits for rounds in flight before it ends quoting anyway. */
export const MAX_HOLD_MS = 60_000;
/** While it holds an end, the clock looks at the section again this often. */
export const HOLD_RECHECK_MS = 250;

/**
 * Writes `arrivals` to `quote_pending` under `processTag` on a connection outside the pool (so it never waits
 * behind the rounds it speaks for): every SYNC_MS when they changed, every RENEW_MS while any is held. PostgreSQL
 * only: embedded PGlite is one process, whose clock reads the registry itself. Returns a function that stops the
 * sync and removes the process's rows.
 */
export function syncPendingArrivals(db: Db, arrivals: PendingArrivals = processArrivals): () => Promise<void> {
  let written = -1;
  let writtenAt = 0;
  let writtenAny = false;
  let running: Promise<void> | null = null;
  const write = async () => {
    const version = arrivals.version;
    const { sectionIds, oldest } = arrivals.bySection();
    const renew = sectionIds.length > 0 && Date.now() - writtenAt >= RENEW_MS;
    if (version === written && !renew) return;
    if (sectionIds.length === 0 && !writtenAny) {
      written = version;
      return;
    }
    await db.sideQuery(
      `WITH gone AS (DELETE FROM quote_pending WHERE process_tag = $1 AND NOT (section_id = ANY($2::bigint[])))
       INSERT INTO quote_pending (process_tag, section_id, oldest_arrival, renewed_at)
       SELECT $1, u.section_id, u.oldest, clock_timestamp() FROM unnest($2::bigint[], $3::timestamptz[]) AS u(section_id, oldest)
       ON CONFLICT (process_tag, section_id) DO UPDATE SET oldest_arrival = EXCLUDED.oldest_arrival, renewed_at = EXCLUDED.renewed_at`,
      [db.processTag, sectionIds, oldest],
    );
    written = version;
    writtenAt = Date.now();
    writtenAny = sectionIds.length > 0;
  };
  const timer = setInterval(() => {
    // One write at a time; a failed one (connection lost) is tried again at the next tick.
    running ??= write()
      .catch(() => undefined)
      .finally(() => (running = null));
  }, SYNC_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
    await db.sideQuery('DELETE FROM quote_pending WHERE process_tag = $1', [db.processTag]).catch(() => undefined);
  };
}

/**
 * Whether the clock must hold the end `end` of quoting in `sectionId` at `now`: a round that arrived before it
 * is still in flight here or in another live process, and the wait has not passed `settledEnd` + MAX_HOLD_MS.
 */
export async function roundsInFlight(tx: Queryable, sectionId: number, end: Date, settledEnd: Date, now: Date): Promise<boolean> {
  if (now.getTime() >= settledEnd.getTime() + MAX_HOLD_MS) return false;
  const local = processArrivals.oldest(sectionId);
  if (local !== null && local.getTime() < end.getTime()) return true;
  const [other] = await tx.query<{ pending: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM quote_pending
                     WHERE section_id IN ($1, ${ANY_SECTION}) AND oldest_arrival < $2
                       AND process_tag <> current_setting('application_name')
                       AND renewed_at > clock_timestamp() - make_interval(secs => $3)) AS pending`,
    [sectionId, end, STALE_MS / 1000],
  );
  return other?.pending === true;
}
