import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/index';
import type { SessionUser } from '../accounts/sessions';
import { warning } from '../http/errors';
import type { QuotingSection } from '../quotations/queries';
import { unreadCount } from '../notifications/queries';
import { SESSION_END_CHANNEL } from '../accounts/sessionCache';
import { SectionChannel, type Audience, type EventPosition, type LiveStateOf } from './channel';
import { frame } from './frame';

/**
 * The limits of the live streams (issue 22 §4, docs/decisions/live.md). Per server process: every process keeps
 * its own streams, so with N processes behind a balancer a session may hold up to N × perSession.
 */
export interface LiveLimits {
  /** Streams one session may hold open (one per browser tab). */
  perSession: number;
  /** Streams one client address may hold open (an office behind one address has many suppliers). */
  perAddress: number;
  /** A stream is ended after this long; the client resumes it at once with Last-Event-ID, with no gap. */
  maxAgeMs: number;
  /** How often every open stream's session (revoked, expired, its user disabled or moved) is checked. */
  sessionCheckMs: number;
  /** Bytes a stream may have waiting to be sent: past it the client is too slow to read, and the stream is closed. */
  maxBufferedBytes: number;
  /** Heartbeat: the server's time, so a countdown keeps the server's clock. */
  heartbeatMs: number;
  /** The sessions' idle expiry (the setting SESSION_IDLE_MINUTES). */
  sessionIdleMs: number;
}

export const DEFAULT_LIVE_LIMITS: LiveLimits = {
  perSession: 6,
  perAddress: 200,
  maxAgeMs: 10 * 60_000,
  sessionCheckMs: 5_000,
  maxBufferedBytes: 256 * 1024,
  heartbeatMs: 15_000,
  sessionIdleMs: 120 * 60_000,
};

/** How long the notification counts of one user wait for more changes before they are read and sent. */
const NOTIFY_SETTLE_MS = 150;

/** One open stream: whose, where from, which section (if any), what it has been sent. */
export interface LiveStream {
  user: SessionUser;
  address: string;
  /** The section followed, or null for a stream of notifications only. */
  channel: SectionChannel | null;
  audience: Audience;
  /** The place in the section's events (commit order) written to it. */
  position: EventPosition;
  /** The last rank and bounds written (JSON), so an unchanged one is not sent again. */
  lastRank: string | null;
  lastBounds: string | null;
  reply: FastifyReply;
  /** Ends the stream (idempotent). */
  end(reason?: 'reconnect'): void;
}

/** What `open` needs to know of the section stream asked for. */
export interface SectionStreamRequest {
  section: QuotingSection;
  audience: Audience;
}

/**
 * The live streams of this process (Server-Sent Events; docs/decisions/live.md). Events live in section_event,
 * written in the transaction of what they tell; a trigger NOTIFYs every process when one commits. Each process
 * reads a section's new events once per notification (its SectionChannel) and hands them to every stream of that
 * section from memory, each event encoded once per audience: the buyer's staff (activity without prices while
 * sealed), the supplier whose round it is, every other supplier (that something happened). Ranks and the shared
 * auction bounds are computed once per batch for the whole section. The signed-in user's unread notification
 * count travels on the same stream (one stream per browser tab), read once per change per user.
 */
export class LiveHub {
  private readonly channels = new Map<number, SectionChannel>();
  private readonly streams = new Set<LiveStream>();
  private readonly byUser = new Map<number, Set<LiveStream>>();
  private readonly notifyDue = new Map<number, NodeJS.Timeout>();
  private stopListening: (() => Promise<void>)[] = [];
  private starting: Promise<void> | null = null;
  private sessionTimer: NodeJS.Timeout | null = null;
  /** Counts kept for tests and the benchmark: section event reads and notification count reads by this process. */
  readonly stats = { eventReads: 0, stateReads: 0, unreadReads: 0 };

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    private readonly liveStateOf: LiveStateOf,
    readonly limits: LiveLimits = DEFAULT_LIVE_LIMITS,
  ) {}

  private async ensureListening() {
    this.starting ??= (async () => {
      this.stopListening.push(
        await this.db.listen(
          'section_event',
          (payload) => this.channels.get(Number(payload.split(':')[0]))?.pump(),
          () => {
            for (const channel of this.channels.values()) channel.pump();
          },
        ),
        // A user's sessions may have ended (migration 036): that user's streams are checked at once, in every process.
        await this.db.listen(
          SESSION_END_CHANNEL,
          (payload) => void this.checkSessions(Number(payload)).catch(() => undefined),
          () => void this.checkSessions().catch(() => undefined),
        ),
        await this.db.listen(
          'user_event',
          (payload) => this.countsChanged(Number(payload)),
          () => {
            for (const userId of this.byUser.keys()) this.countsChanged(userId);
          },
        ),
      );
      this.sessionTimer = setInterval(() => void this.checkSessions().catch(() => undefined), this.limits.sessionCheckMs);
      this.sessionTimer.unref();
    })();
    await this.starting;
  }

  /** Streams open in this process (for tests and the benchmark). */
  get size() {
    return this.streams.size;
  }

  /** Refuses a stream past the per-session or per-address cap (601, localized), before anything is written. */
  private checkLimits(user: SessionUser, address: string) {
    let session = 0;
    let sameAddress = 0;
    for (const s of this.streams) {
      if (s.user.sessionHash === user.sessionHash) session += 1;
      if (s.address === address) sameAddress += 1;
    }
    if (session >= this.limits.perSession) throw warning('liveTooManyStreams', { max: this.limits.perSession });
    if (sameAddress >= this.limits.perAddress) throw warning('liveTooManyStreamsFromAddress', { max: this.limits.perAddress });
  }

  /**
   * Opens a stream on the request: `hello` (server time and, for a section, its end and status), the unread
   * notification count, then every section event after Last-Event-ID, the caller's rank and the shared bounds.
   */
  async open(request: FastifyRequest, reply: FastifyReply, user: SessionUser, section: SectionStreamRequest | null) {
    this.checkLimits(user, request.ip);
    await this.ensureListening();
    const header = request.headers['last-event-id'];
    const query = (request.query as { lastEventId?: string }).lastEventId;
    const resume = Number(Array.isArray(header) ? header[0] : (header ?? query));
    const asked = Number.isSafeInteger(resume) && resume > 0 ? resume : 0;
    reply.hijack();
    reply.raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    reply.raw.write('retry: 3000\n\n');
    const channel = section ? this.channelOf(section.section.id) : null;
    let ended = false;
    const stream: LiveStream = {
      user,
      address: request.ip,
      channel,
      audience: section?.audience ?? { kind: 'staff' },
      position: { xid: 0n, id: 0 },
      lastRank: null,
      lastBounds: null,
      reply,
      end: (reason) => {
        if (ended) return;
        ended = true;
        if (reason === 'reconnect') writeFrame(reply, frame(null, 'reconnect', {}));
        reply.raw.end();
        forget();
      },
    };
    const forget = () => {
      clearInterval(heartbeat);
      clearTimeout(expiry);
      this.streams.delete(stream);
      const own = this.byUser.get(user.id);
      own?.delete(stream);
      if (own?.size === 0) this.byUser.delete(user.id);
      if (channel && channel.remove(stream)) this.channels.delete(channel.sectionId);
    };
    const heartbeat = setInterval(() => this.write(stream, frame(null, 'time', { serverTime: this.now().toISOString() })), this.limits.heartbeatMs);
    const expiry = setTimeout(() => stream.end('reconnect'), this.limits.maxAgeMs);
    heartbeat.unref();
    expiry.unref();
    request.raw.on('close', () => stream.end());
    reply.raw.on('close', () => stream.end());
    this.streams.add(stream);
    let own = this.byUser.get(user.id);
    if (!own) this.byUser.set(user.id, (own = new Set()));
    own.add(stream);

    const s = section?.section;
    this.write(stream, frame(null, 'hello', {
      serverTime: this.now().toISOString(),
      ...(s ? { entTime: s.ent_time ? new Date(s.ent_time).toISOString() : null, sectionStauts: s.section_stauts } : {}),
    }));
    this.stats.unreadReads += 1;
    let unread: number;
    try {
      [unread] = await Promise.all([unreadCount(this.db, user.id), channel?.join(stream, asked)]);
    } catch {
      // The answer has begun (an event stream): a failed read ends it, and the client resumes after its last event.
      stream.end();
      return;
    }
    this.write(stream, frame(null, 'notify', { unread }));
    // A caller that does not ask for an event stream (Accept without text/event-stream: not EventSource, not the
    // portal's client) gets what is due now and the end of the answer, through the same filter.
    if (!String(request.headers.accept ?? '').includes('text/event-stream')) stream.end();
  }

  private channelOf(sectionId: number) {
    let channel = this.channels.get(sectionId);
    if (!channel) {
      channel = new SectionChannel(sectionId, this.db, this.liveStateOf, (stream, text) => this.write(stream, text), this.stats);
      this.channels.set(sectionId, channel);
    }
    return channel;
  }

  /**
   * Writes one encoded frame; a stream whose client does not read (more than maxBufferedBytes waiting) is
   * closed: its client resumes with Last-Event-ID, and one slow phone never holds memory or the event loop.
   */
  private write(stream: LiveStream, text: string) {
    const raw = stream.reply.raw;
    if (raw.writableEnded || raw.destroyed) return;
    raw.write(text);
    if (raw.writableLength > this.limits.maxBufferedBytes) {
      raw.destroy();
      stream.end();
    }
  }

  /** A user's notifications changed (NOTIFY user_event): their unread count is read once and sent to each of their streams. */
  private countsChanged(userId: number) {
    if (!this.byUser.has(userId) || this.notifyDue.has(userId)) return;
    const timer = setTimeout(() => {
      this.notifyDue.delete(userId);
      const targets = this.byUser.get(userId);
      if (!targets) return;
      this.stats.unreadReads += 1;
      unreadCount(this.db, userId).then(
        (unread) => {
          const text = frame(null, 'notify', { unread });
          for (const stream of this.byUser.get(userId) ?? []) this.write(stream, text);
        },
        () => undefined,
      );
    }, NOTIFY_SETTLE_MS);
    timer.unref();
    this.notifyDue.set(userId, timer);
  }

  /**
   * Ends the streams whose session ended (logout, expiry, password change, user disabled) or whose user's role or
   * company changed since the stream opened (it may no longer see the section): one query for every open stream
   * of this process, or of one user's streams when `userId` is given (a session_end notification).
   */
  async checkSessions(userId?: number) {
    const streams = userId === undefined ? [...this.streams] : [...(this.byUser.get(userId) ?? [])];
    if (streams.length === 0) return;
    const hashes = [...new Set(streams.map((s) => s.user.sessionHash))];
    const live = await liveSessions(this.db, hashes, new Date(this.now().getTime() - this.limits.sessionIdleMs));
    for (const stream of streams) {
      const current = live.get(stream.user.sessionHash);
      if (!current || current.role !== stream.user.role || current.companyId !== stream.user.companyId) stream.end();
    }
  }

  /** Ends at once this process's streams of one session (logout here); other processes notice within sessionCheckMs. */
  endSession(sessionHash: string) {
    for (const stream of [...this.streams]) if (stream.user.sessionHash === sessionHash) stream.end();
  }

  /** Ends at once this process's streams of a user's sessions but `exceptHash` (password changed here). */
  endUserSessions(userId: number, exceptHash: string | null = null) {
    for (const stream of [...(this.byUser.get(userId) ?? [])]) if (stream.user.sessionHash !== exceptHash) stream.end();
  }

  async close() {
    if (this.sessionTimer) clearInterval(this.sessionTimer);
    for (const timer of this.notifyDue.values()) clearTimeout(timer);
    for (const stream of [...this.streams]) stream.end();
    await Promise.all(this.stopListening.map((stop) => stop()));
  }
}

function writeFrame(reply: FastifyReply, text: string) {
  if (!reply.raw.writableEnded && !reply.raw.destroyed) reply.raw.write(text);
}

/** The sessions among `hashes` that are live (not revoked, seen after `idleCutoff`, user enabled), with their user's role and company. */
async function liveSessions(db: Db, hashes: string[], idleCutoff: Date) {
  const rows = await db.query<{ token_hash: string; role: SessionUser['role']; company_id: number | null }>(
    `SELECT s.token_hash, u.role, u.company_id FROM user_session s JOIN app_user u ON u.id = s.user_id
      WHERE s.token_hash = ANY($1::text[]) AND NOT s.revoked AND u.status = 0 AND s.last_seen > $2`,
    [hashes, idleCutoff],
  );
  return new Map(rows.map((r) => [r.token_hash, { role: r.role, companyId: r.company_id === null ? null : Number(r.company_id) }]));
}

declare module 'fastify' {
  interface FastifyInstance {
    liveHub: LiveHub;
  }
}

/**
 * Registers this process's hub (closed with the app), with the session idle expiry of the app's settings and the
 * quotations resource's reader of ranks and bounds.
 */
export function registerLiveHub(app: FastifyInstance, liveStateOf: LiveStateOf, limits: Partial<LiveLimits> = {}) {
  const hub = new LiveHub(app.db, () => app.clock.now(), liveStateOf, { ...DEFAULT_LIVE_LIMITS, sessionIdleMs: app.config.sessionIdleMinutes * 60_000, ...limits });
  app.decorate('liveHub', hub);
  // Before the server waits for its connections to end: an open stream would hold it forever.
  app.addHook('preClose', async () => hub.close());
}
