import type { Db } from '../db/index';
import type { LiveStream } from './stream';
import { frame } from './frame';

/**
 * Who a stream is for: the section's staff (the buyer, an administrator), or one supplier (its company and
 * sign-up). It decides how each event is encoded for it.
 */
export type Audience = { kind: 'staff' } | { kind: 'supplier'; companyId: number; signupId: number };

/** A rank as the quotation page shows it (quotations/views.ts presentRank). */
export type LiveRank = { rankingType: number; ranking: number | null; priceRanking: Record<number, number> | null };

/**
 * What every stream of a section is shown after a batch of rounds, read once for the section: each supplier's rank
 * by sign-up (null where the section shows no ranks) and the shared auction bounds (null unless isYuanJu). Given by
 * the quotations resource (live/ does not import it: quotations writes the events this folder reads).
 */
export type LiveStateOf = (db: Db, sectionId: number) => Promise<{ ranks: Map<number, LiveRank> | null; bounds: Record<string, string> | null }>;

interface EventRow {
  id: number;
  /** The transaction that wrote it (xid8 as text): with the id, its place in commit order. */
  xid: string;
  company_id: number | null;
  kind: string;
  payload: Record<string, unknown>;
  /** Its transaction and every older one have ended: nothing can be committed before it any more. */
  settled: boolean;
}

/**
 * A place in a section's events in commit order: (transaction, id). Rows of one transaction keep their id order;
 * rows of an older transaction come first. The stream's event id stays the row id (Last-Event-ID); a reader maps it
 * back to its place.
 */
export interface EventPosition {
  xid: bigint;
  id: number;
}
const ORIGIN: EventPosition = { xid: 0n, id: 0 };
const after = (a: EventPosition, b: EventPosition) => a.xid > b.xid || (a.xid === b.xid && a.id > b.id);
const positionOf = (row: Pick<EventRow, 'xid' | 'id'>): EventPosition => ({ xid: BigInt(row.xid), id: Number(row.id) });
/** How soon a section is read again when some of its rows wait for an older transaction to end. */
const UNSETTLED_RETRY_MS = 50;

/** Events read in one statement; a longer backlog is read in several. */
const BATCH = 1000;
/**
 * Least time between two reads of a section's events: under a burst the events of this many milliseconds go out in
 * one read and one write per stream (at 150 rounds a second, 20 writes a second to each of 500 streams instead of
 * 150), well inside the quarter second an event may take from its commit to the last stream.
 */
const READ_GAP_MS = 50;

/** A round's event as the section's staff see it while prices are sealed (DESIGN.md §5): who, which round, when; no price. */
const staffRound = (payload: Record<string, unknown>) => ({ signupId: payload.signupId, quotesCount: payload.quotesCount, arrivalTime: payload.arrivalTime });

/** An event encoded once per audience: for the staff, for the supplier it belongs to, and for every other supplier. */
interface Encoded {
  id: number;
  position: EventPosition;
  companyId: number | null;
  staff: string;
  owner: string;
  other: string | null;
  /** The others' frame only says that something happened (`activity`): of several in one batch, the last says it all. */
  otherIsActivity: boolean;
}

function encode(row: EventRow): Encoded {
  const id = Number(row.id);
  const position = positionOf(row);
  const companyId = row.company_id === null ? null : Number(row.company_id);
  if (row.kind === 'round') {
    return { id, position, companyId, staff: frame(id, 'round', staffRound(row.payload)), owner: frame(id, 'round', row.payload), other: frame(id, 'activity', {}), otherIsActivity: true };
  }
  const text = frame(id, row.kind, row.payload);
  // An event for one supplier only (company_id set) is not shown to the others.
  return { id, position, companyId, staff: text, owner: text, other: companyId === null ? text : null, otherIsActivity: false };
}

const isOwner = (event: Encoded, audience: LiveStream['audience']) => audience.kind === 'supplier' && (event.companyId === null || event.companyId === audience.companyId);

/**
 * The streams of one section in this process, and the one reader of its events. A notification queues one read
 * (notifications that arrive meanwhile join it); the rows read are handed to every stream from memory; after a
 * batch with rounds, the ranks and bounds are read once and each stream is sent what changed for it. Joins are
 * queued with the reads, so a stream that resumes after Last-Event-ID gets its backlog and then every new event,
 * with no gap and no repeat.
 */
export class SectionChannel {
  private readonly streams = new Set<LiveStream>();
  private lastRead = 0;
  /** The place in commit order this process has read the section's events to (null until the first join). */
  private cursor: EventPosition | null = null;
  private queue: Promise<void> = Promise.resolve();
  private readQueued = false;
  /** The ranks and bounds last read, sent to a stream that joins. */
  private state: Awaited<ReturnType<LiveStateOf>> | null = null;
  /** The bounds of `state`, as compared and as sent. */
  private bounds: { key: string; frame: string } | null = null;

  constructor(
    readonly sectionId: number,
    private readonly db: Db,
    private readonly liveStateOf: LiveStateOf,
    private readonly write: (stream: LiveStream, text: string) => void,
    private readonly stats: { eventReads: number; stateReads: number },
  ) {}

  private enqueue(task: () => Promise<void>) {
    const run = this.queue.then(task).catch(() => undefined);
    this.queue = run;
    return run;
  }

  /** A new event was committed (or may have been missed): one read is queued unless one is already waiting. */
  pump() {
    if (this.readQueued) return;
    this.readQueued = true;
    const read = () =>
      void this.enqueue(async () => {
        this.readQueued = false;
        this.lastRead = Date.now();
        await this.readNew();
      });
    const wait = this.lastRead + READ_GAP_MS - Date.now();
    if (wait <= 0) read();
    else setTimeout(read, wait).unref();
  }

  /** Adds a stream: its backlog after its Last-Event-ID (none for a new stream), then its rank and the bounds. */
  join(stream: LiveStream, lastEventId: number) {
    return this.enqueue(async () => {
      const cursor = await this.ensureCursor();
      stream.position = (lastEventId > 0 && (await this.positionOfEvent(lastEventId))) || cursor;
      while (after(cursor, stream.position)) {
        const rows = (await this.read(stream.position, cursor)).filter((row) => row.settled);
        if (rows.length === 0) break;
        this.deliver(rows.map(encode), [stream]);
      }
      this.streams.add(stream);
      this.state ??= await this.readState();
      this.sendState([stream]);
    });
  }

  /** Removes a stream; true when the channel has none left (the hub then forgets it). */
  remove(stream: LiveStream) {
    this.streams.delete(stream);
    return this.streams.size === 0;
  }

  /** Where a new stream starts: after the last settled event of the section. */
  private async ensureCursor() {
    if (this.cursor === null) {
      const [row] = await this.db.query<{ id: number; xid: string }>(
        `SELECT id, xid::text AS xid FROM section_event WHERE section_id = $1 AND xid < pg_snapshot_xmin(pg_current_snapshot()) ORDER BY xid DESC, id DESC LIMIT 1`,
        [this.sectionId],
      );
      this.cursor = row ? positionOf(row) : ORIGIN;
    }
    return this.cursor;
  }

  /** The place of an event the client names (Last-Event-ID), null when it is not one of this section's. */
  private async positionOfEvent(id: number): Promise<EventPosition | null> {
    const [row] = await this.db.query<{ id: number; xid: string }>('SELECT id, xid::text AS xid FROM section_event WHERE id = $1 AND section_id = $2', [id, this.sectionId]);
    return row ? positionOf(row) : null;
  }

  /** The section's events after `from` (up to `upTo`) in commit order, each saying whether it is settled. */
  private async read(from: EventPosition, upTo: EventPosition | null) {
    this.stats.eventReads += 1;
    const params: unknown[] = [this.sectionId, from.xid.toString(), from.id, BATCH];
    if (upTo) params.push(upTo.xid.toString(), upTo.id);
    return this.db.query<EventRow>(
      `SELECT id, xid::text AS xid, company_id, kind, payload, xid < pg_snapshot_xmin(pg_current_snapshot()) AS settled
         FROM section_event
        WHERE section_id = $1 AND (xid, id) > ($2::xid8, $3::bigint) ${upTo ? 'AND (xid, id) <= ($5::xid8, $6::bigint)' : ''}
        ORDER BY xid, id LIMIT $4`,
      params,
    );
  }

  /**
   * Reads and hands out the settled events after the cursor. The settled ones come first in commit order; a row
   * whose transaction (or an older one) is still running waits, and the section is read again shortly.
   */
  private async readNew() {
    if (this.streams.size === 0) return;
    const read = await this.read(await this.ensureCursor(), null);
    const rows = read.filter((row) => row.settled);
    if (rows.length < read.length) setTimeout(() => this.pump(), UNSETTLED_RETRY_MS).unref();
    if (rows.length === 0) return;
    // Ranks and bounds change with rounds, status moves and a supplier who starts or stops competing: read once,
    // before the events go out, so each stream is sent the events and what changed for it in one write.
    const stateChanged = rows.some((row) => row.kind === 'round' || row.kind === 'status' || row.kind === 'competitors');
    if (stateChanged) this.state = await this.readState();
    this.deliver(rows.map(encode), [...this.streams], stateChanged);
    this.cursor = positionOf(rows[rows.length - 1]);
    if (read.length === BATCH) this.pump();
  }

  /**
   * Every event a stream is due of `events`, and with `withState` its rank and the bounds where they changed, in one
   * write per stream (one socket write, not one per event). Another supplier's rounds tell a supplier only that
   * something happened: of several in the batch, the last is sent (its id resumes the stream after all of them).
   */
  private deliver(events: Encoded[], streams: LiveStream[], withState = false) {
    for (const stream of streams) {
      const audience = stream.audience;
      // The last `activity` this stream is due in the batch: the earlier ones are left out, the order kept.
      let lastActivity = -1;
      if (audience.kind === 'supplier') for (let i = events.length - 1; i >= 0 && lastActivity < 0; i--) if (events[i].otherIsActivity && !isOwner(events[i], audience)) lastActivity = i;
      let text = '';
      events.forEach((event, i) => {
        if (!after(event.position, stream.position)) return;
        stream.position = event.position;
        if (audience.kind === 'staff') text += event.staff;
        else if (isOwner(event, audience)) text += event.owner;
        else if (!event.otherIsActivity) text += event.other ?? '';
        else if (i === lastActivity) text += event.other;
      });
      if (withState) text += this.stateText(stream);
      if (text) this.write(stream, text);
    }
  }

  private async readState() {
    this.stats.stateReads += 1;
    const state = await this.liveStateOf(this.db, this.sectionId);
    // The bounds are the same for every stream: compared and encoded once per read.
    this.bounds = state.bounds ? { key: JSON.stringify(state.bounds), frame: frame(null, 'bounds', { bounds: state.bounds }) } : null;
    return state;
  }

  /** Each stream's own rank and the shared bounds (isYuanJu), in one write, when they changed for it. */
  private sendState(streams: LiveStream[]) {
    for (const stream of streams) {
      const text = this.stateText(stream);
      if (text) this.write(stream, text);
    }
  }

  /** The frames of a stream's own rank (suppliers, where shown) and of the shared bounds (isYuanJu) that changed for it. */
  private stateText(stream: LiveStream) {
    const state = this.state;
    if (!state) return '';
    let text = '';
    const bounds = this.bounds;
    if (bounds && stream.lastBounds !== bounds.key) {
      stream.lastBounds = bounds.key;
      text += bounds.frame;
    }
    if (stream.audience.kind !== 'supplier' || !state.ranks) return text;
    const rank = state.ranks.get(stream.audience.signupId);
    const rankText = rank && JSON.stringify(rank);
    if (rankText && stream.lastRank !== rankText) {
      stream.lastRank = rankText;
      text += frame(null, 'rank', rank);
    }
    return text;
  }
}
