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
  company_id: number | null;
  kind: string;
  payload: Record<string, unknown>;
}

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
  companyId: number | null;
  staff: string;
  owner: string;
  other: string | null;
  /** The others' frame only says that something happened (`activity`): of several in one batch, the last says it all. */
  otherIsActivity: boolean;
}

function encode(row: EventRow): Encoded {
  const id = Number(row.id);
  const companyId = row.company_id === null ? null : Number(row.company_id);
  if (row.kind === 'round') {
    return { id, companyId, staff: frame(id, 'round', staffRound(row.payload)), owner: frame(id, 'round', row.payload), other: frame(id, 'activity', {}), otherIsActivity: true };
  }
  const text = frame(id, row.kind, row.payload);
  // An event for one supplier only (company_id set) is not shown to the others.
  return { id, companyId, staff: text, owner: text, other: companyId === null ? text : null, otherIsActivity: false };
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
  /** The last event id this process has read for the section (null until the first join). */
  private cursor: number | null = null;
  private queue: Promise<void> = Promise.resolve();
  private readQueued = false;
  /** The ranks and bounds last read, sent to a stream that joins. */
  private state: Awaited<ReturnType<LiveStateOf>> | null = null;

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
  join(stream: LiveStream) {
    return this.enqueue(async () => {
      const cursor = await this.ensureCursor();
      if (stream.lastId === 0) stream.lastId = cursor;
      while (stream.lastId < cursor) {
        const rows = await this.read(stream.lastId, cursor);
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

  private async ensureCursor() {
    if (this.cursor === null) {
      const [row] = await this.db.query<{ id: number | null }>('SELECT max(id) AS id FROM section_event WHERE section_id = $1', [this.sectionId]);
      this.cursor = Number(row?.id ?? 0);
    }
    return this.cursor;
  }

  private async read(after: number, upTo: number | null) {
    this.stats.eventReads += 1;
    return this.db.query<EventRow>(
      `SELECT id, company_id, kind, payload FROM section_event WHERE section_id = $1 AND id > $2 ${upTo === null ? '' : 'AND id <= $4'} ORDER BY id LIMIT $3`,
      upTo === null ? [this.sectionId, after, BATCH] : [this.sectionId, after, BATCH, upTo],
    );
  }

  private async readNew() {
    if (this.streams.size === 0) return;
    const rows = await this.read(await this.ensureCursor(), null);
    if (rows.length === 0) return;
    this.deliver(rows.map(encode), [...this.streams]);
    this.cursor = Number(rows[rows.length - 1].id);
    if (rows.length === BATCH) this.pump();
    if (rows.some((row) => row.kind === 'round' || row.kind === 'status')) {
      this.state = await this.readState();
      this.sendState([...this.streams]);
    }
  }

  /**
   * Every event a stream is due of `events`, in one write per stream (one socket write, not one per event). Another
   * supplier's rounds tell a supplier only that something happened: of several in the batch, the last is sent (its
   * id resumes the stream after all of them).
   */
  private deliver(events: Encoded[], streams: LiveStream[]) {
    for (const stream of streams) {
      const audience = stream.audience;
      // The last `activity` this stream is due in the batch: the earlier ones are left out, the order kept.
      let lastActivity = -1;
      if (audience.kind === 'supplier') for (let i = events.length - 1; i >= 0 && lastActivity < 0; i--) if (events[i].otherIsActivity && !isOwner(events[i], audience)) lastActivity = i;
      let text = '';
      events.forEach((event, i) => {
        if (event.id <= stream.lastId) return;
        stream.lastId = event.id;
        if (audience.kind === 'staff') text += event.staff;
        else if (isOwner(event, audience)) text += event.owner;
        else if (!event.otherIsActivity) text += event.other ?? '';
        else if (i === lastActivity) text += event.other;
      });
      if (text) this.write(stream, text);
    }
  }

  private readState() {
    this.stats.stateReads += 1;
    return this.liveStateOf(this.db, this.sectionId);
  }

  /** Each stream's own rank (suppliers, where shown) and the shared bounds (isYuanJu), when they changed for it. */
  private sendState(streams: LiveStream[]) {
    const state = this.state;
    if (!state) return;
    const bounds = state.bounds && JSON.stringify(state.bounds);
    const boundsFrame = bounds && frame(null, 'bounds', { bounds: state.bounds });
    for (const stream of streams) {
      if (boundsFrame && stream.lastBounds !== bounds) {
        stream.lastBounds = bounds;
        this.write(stream, boundsFrame);
      }
      if (stream.audience.kind !== 'supplier' || !state.ranks) continue;
      const rank = state.ranks.get(stream.audience.signupId);
      const text = rank && JSON.stringify(rank);
      if (text && stream.lastRank !== text) {
        stream.lastRank = text;
        this.write(stream, frame(null, 'rank', rank));
      }
    }
  }
}
