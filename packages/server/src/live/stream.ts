import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RankingType } from '@portal/domain';
import type { Db } from '../db/index';
import { findQuotingSection, type QuotingSection } from '../quotations/queries';
import { rankingOf } from '../quotations/views';

/** One open stream: which section, whose (a supplier's company and sign-up, or the section's staff), the last event id sent. */
interface Subscriber {
  sectionId: number;
  /** The supplier's company; null for the buyer or an admin (who may see every round). */
  companyId: number | null;
  signupId: number | null;
  lastId: number;
  reply: FastifyReply;
  busy: Promise<void>;
}

interface EventRow {
  id: number;
  company_id: number | null;
  kind: string;
  payload: Record<string, unknown>;
}

const HEARTBEAT_MS = 15_000;

/**
 * The live quoting streams of this process (Server-Sent Events, issue 13). Events live in section_event
 * (migration 023), written in the transaction of what they tell; a trigger NOTIFYs every process when one
 * commits, and each stream then reads the rows after the last id it sent. A reconnecting client sends
 * Last-Event-ID and receives every event it missed. What a supplier receives is filtered here: events for
 * everyone, its own rounds, and — for another supplier's round — only that something happened (`activity`,
 * no price, no identity), followed by its own new rank where the section shows ranks.
 */
export class LiveHub {
  private readonly subscribers = new Set<Subscriber>();
  private stopListening: (() => Promise<void>) | null = null;
  private starting: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  private async ensureListening() {
    if (this.stopListening) return;
    this.starting ??= this.db
      .listen(
        'section_event',
        (payload) => {
          const sectionId = Number(payload.split(':')[0]);
          for (const s of this.subscribers) if (s.sectionId === sectionId) this.pump(s);
        },
        () => {
          for (const s of this.subscribers) this.pump(s);
        },
      )
      .then((stop) => {
        this.stopListening = stop;
      });
    await this.starting;
  }

  /** Sends what the subscriber has not received yet, one pump at a time per subscriber. */
  private pump(s: Subscriber) {
    s.busy = s.busy.then(() => this.deliver(s)).catch(() => undefined);
    return s.busy;
  }

  private async deliver(s: Subscriber) {
    const rows = await this.db.query<EventRow>('SELECT id, company_id, kind, payload FROM section_event WHERE section_id = $1 AND id > $2 ORDER BY id LIMIT 500', [
      s.sectionId,
      s.lastId,
    ]);
    let rankDue = false;
    for (const row of rows) {
      const id = Number(row.id);
      s.lastId = id;
      if (s.companyId === null || row.company_id === null || Number(row.company_id) === s.companyId) {
        write(s.reply, id, row.kind, row.payload);
        if (row.kind === 'round') rankDue = true;
      } else if (row.kind === 'round') {
        write(s.reply, id, 'activity', {});
        rankDue = true;
      }
    }
    if (rankDue && s.signupId !== null) await this.sendRank(s);
    if (rows.length === 500) await this.deliver(s);
  }

  /** The supplier's own rank, only where the section's ranking rules show it (showRanking, rankingType). */
  private async sendRank(s: Subscriber) {
    const section = await findQuotingSection(this.db, s.sectionId);
    if (section.show_ranking !== 1) return;
    const ranking = await rankingOf(this.db, section, s.signupId!);
    if (ranking.total === null) return;
    write(s.reply, null, 'rank', {
      rankingType: section.ranking_type,
      ranking: section.ranking_type === RankingType.total ? ranking.total : null,
      priceRanking: section.ranking_type === RankingType.perItem ? Object.fromEntries(ranking.perItem) : null,
    });
  }

  /** Opens a stream on the request: the current end and server time, then every event after Last-Event-ID. */
  async open(request: FastifyRequest, reply: FastifyReply, who: { sectionId: number; companyId: number | null; signupId: number | null; section: QuotingSection }) {
    await this.ensureListening();
    const header = request.headers['last-event-id'];
    const query = (request.query as { lastEventId?: string }).lastEventId;
    const resume = Number(Array.isArray(header) ? header[0] : (header ?? query));
    let lastId = Number.isSafeInteger(resume) && resume > 0 ? resume : 0;
    if (lastId === 0) {
      // A new stream starts after the events of the past (its page has just read the current state).
      const [row] = await this.db.query<{ id: number | null }>('SELECT max(id) AS id FROM section_event WHERE section_id = $1', [who.sectionId]);
      lastId = Number(row?.id ?? 0);
    }
    reply.hijack();
    reply.raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    reply.raw.write('retry: 3000\n\n');
    const subscriber: Subscriber = { sectionId: who.sectionId, companyId: who.companyId, signupId: who.signupId, lastId, reply, busy: Promise.resolve() };
    write(reply, null, 'hello', {
      serverTime: this.now().toISOString(),
      entTime: who.section.ent_time ? new Date(who.section.ent_time).toISOString() : null,
      sectionStauts: who.section.section_stauts,
    });
    this.subscribers.add(subscriber);
    const heartbeat = setInterval(() => write(reply, null, 'time', { serverTime: this.now().toISOString() }), HEARTBEAT_MS);
    const close = () => {
      clearInterval(heartbeat);
      this.subscribers.delete(subscriber);
    };
    request.raw.on('close', close);
    reply.raw.on('close', close);
    await this.pump(subscriber);
    if (subscriber.signupId !== null) await (subscriber.busy = subscriber.busy.then(() => this.sendRank(subscriber)).catch(() => undefined));
    // A caller that does not ask for an event stream (Accept without text/event-stream: not EventSource, not
    // the portal's client) gets what is due now and the end of the answer, through the same filter.
    if (!String(request.headers.accept ?? '').includes('text/event-stream')) {
      close();
      reply.raw.end();
    }
  }

  async close() {
    for (const s of this.subscribers) s.reply.raw.end();
    this.subscribers.clear();
    await this.stopListening?.();
  }
}

function write(reply: FastifyReply, id: number | null, event: string, data: unknown) {
  if (reply.raw.writableEnded) return;
  reply.raw.write(`${id === null ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

declare module 'fastify' {
  interface FastifyInstance {
    liveHub: LiveHub;
  }
}

/** Registers this process's hub (closed with the app). */
export function registerLiveHub(app: FastifyInstance) {
  const hub = new LiveHub(app.db, () => app.clock.now());
  app.decorate('liveHub', hub);
  app.addHook('onClose', async () => hub.close());
}
