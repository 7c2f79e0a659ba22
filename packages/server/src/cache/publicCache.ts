import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { VIEW_COOKIE } from '@portal/domain';
import type { Db } from '../db/index';

/**
 * Tables the public calls read. A committed write to one of them drops every entry read from it (an entry is read
 * from all of them unless its call names fewer, as the dictionaries do): in this process at once (Db.onWrite, before
 * the writing request answers), in the other processes on one PostgreSQL through the NOTIFY of the triggers of
 * migrations 022 and 106 (LISTEN public_cache; the payload names the table). A new table read by a public call must
 * be added here and get the same trigger.
 */
export const PUBLIC_TABLES: ReadonlySet<string> = new Set([
  'section',
  'sector',
  'sector_detail',
  'section_file',
  'stored_file',
  'receiving_account',
  'section_settle_method',
  'dict_data',
]);
export const PUBLIC_CACHE_CHANNEL = 'public_cache';

/** Bodies below this many bytes are sent uncompressed (as @fastify/compress does for the rest). */
const COMPRESS_THRESHOLD = 1024;
/** Entries kept at most (a few KB each); the oldest go first. */
const MAX_ENTRIES = 5_000;

/** One cached answer: the JSON body and what it takes to send it again. */
export interface CachedAnswer {
  /** The answer as the handler returned it, kept when asked (for overlays of a signed-in caller's own fields). */
  readonly value: unknown;
  readonly body: Buffer;
  /** Strong validator: a hash of the body. */
  readonly etag: string;
  /** Time (ms) after which the answer may be out of date by the clock alone (a time-driven status move). */
  readonly expiresAt: number;
  readonly generation: number;
  /** The tables it was read from: a write to one of them drops it. */
  readonly tables: ReadonlySet<string>;
  /** Dropped by a write to one of its tables (an alias may still point to it). */
  dropped?: boolean;
  gzip?: Buffer;
  br?: Buffer;
}

/** What a handler computes on a miss: the answer and until when the clock leaves it true (ms, or Infinity). */
export interface Computed {
  value: unknown;
  expiresAt: number;
}

/**
 * The response cache of the public reads, one per process, shared by every caller of the process.
 * Entries are keyed by the call's normalized query, language and time zone. `invalidate(tables)` drops those read
 * from one of the tables written, `invalidate()` every one (when a write may have been missed); `expiresAt` drops
 * one when the clock would move a section it shows.
 */
export class PublicCache {
  private generation = 0;
  /** Writes seen to each table: a fill that started before one to a table it reads does not store what it read. */
  private readonly writesTo = new Map<string, number>();
  private readonly entries = new Map<string, CachedAnswer>();
  /** Raw request line (URL, language, zone) of anonymous callers → the entry, for answering before routing. */
  private readonly aliases = new Map<string, CachedAnswer>();
  private readonly inFlight = new Map<string, { fill: Promise<CachedAnswer>; tables: ReadonlySet<string> }>();
  invalidations = 0;

  /**
   * Drops the entries read from any of `tables` (of PUBLIC_TABLES), or every entry when no table is named; fills
   * running now that read from them will not store what they read.
   */
  invalidate(tables?: Iterable<string>): void {
    if (tables === undefined) {
      this.generation++;
      this.invalidations++;
      this.entries.clear();
      this.aliases.clear();
      this.inFlight.clear();
      return;
    }
    const written = new Set([...tables].filter((table) => PUBLIC_TABLES.has(table)));
    if (written.size === 0) return;
    this.invalidations++;
    for (const table of written) this.writesTo.set(table, (this.writesTo.get(table) ?? 0) + 1);
    const readFrom = (read: ReadonlySet<string>) => [...written].some((table) => read.has(table));
    for (const [key, entry] of this.entries) {
      if (!readFrom(entry.tables)) continue;
      entry.dropped = true;
      this.entries.delete(key);
    }
    for (const [key, running] of this.inFlight) if (readFrom(running.tables)) this.inFlight.delete(key);
  }

  /** Where the writes to `tables` stand: equal before and after a fill when none was written meanwhile. */
  private stamp(tables: ReadonlySet<string>) {
    let writes = 0;
    for (const table of tables) writes += this.writesTo.get(table) ?? 0;
    return `${this.generation}:${writes}`;
  }

  get size() {
    return this.entries.size;
  }

  private live(entry: CachedAnswer | undefined, now: number): CachedAnswer | undefined {
    return entry && entry.generation === this.generation && !entry.dropped && entry.expiresAt > now ? entry : undefined;
  }

  /** The entry of an anonymous caller's raw request, if live. */
  byAlias(alias: string, now: number): CachedAnswer | undefined {
    return this.live(this.aliases.get(alias), now);
  }

  /**
   * The live entry under `key`, or computes and stores it. Concurrent misses of one key share one
   * computation. `serialize` writes the JSON (the route's response serializer, reply.serialize); `alias`
   * (the raw request of an anonymous caller) is remembered for the fast path.
   */
  async get(
    key: string,
    now: number,
    compute: () => Promise<Computed>,
    options: { serialize: (value: unknown) => string; alias?: string; keepValue?: boolean; tables?: ReadonlySet<string> },
  ): Promise<{ entry: CachedAnswer; hit: boolean }> {
    const { alias } = options;
    const tables = options.tables ?? PUBLIC_TABLES;
    const hit = this.live(this.entries.get(key), now);
    if (hit) {
      if (alias) this.remember(alias, hit);
      return { entry: hit, hit: true };
    }
    const running = this.inFlight.get(key);
    if (running) return { entry: await running.fill, hit: true };
    const generation = this.generation;
    const stamp = this.stamp(tables);
    const fill = (async () => {
      const computed = await compute();
      const body = Buffer.from(options.serialize(computed.value));
      const entry: CachedAnswer = {
        value: options.keepValue ? computed.value : undefined,
        body,
        etag: '"' + createHash('sha1').update(body).digest('base64url') + '"',
        expiresAt: computed.expiresAt,
        generation,
        tables,
      };
      // Stored only if none of its tables was written meanwhile and the clock leaves it true for a while.
      if (stamp === this.stamp(tables) && entry.expiresAt > now) {
        if (this.entries.size >= MAX_ENTRIES) this.evictOldest();
        this.entries.set(key, entry);
        if (alias) this.remember(alias, entry);
      }
      return entry;
    })();
    this.inFlight.set(key, { fill, tables });
    try {
      return { entry: await fill, hit: false };
    } finally {
      if (this.inFlight.get(key)?.fill === fill) this.inFlight.delete(key);
    }
  }

  /** Aliases are bounded too: many spellings of one query (unknown parameters) must not grow memory. */
  private remember(alias: string, entry: CachedAnswer) {
    if (this.aliases.size >= 2 * MAX_ENTRIES) this.aliases.clear();
    this.aliases.set(alias, entry);
  }

  private evictOldest() {
    const oldest = this.entries.keys().next().value;
    if (oldest !== undefined) this.entries.delete(oldest);
  }
}

/**
 * Whether the caller may be signed in (a session token or a cookie): then the answer is theirs, not public. The
 * page's view cookie (its language and time zone, for index.html) is no credential.
 */
export function hasCredentials(request: FastifyRequest): boolean {
  if (request.headers.authorization !== undefined) return true;
  const cookie = request.headers.cookie;
  return cookie !== undefined && cookie.split(';').some((part) => {
    const name = part.split('=', 1)[0]!.trim();
    return name !== '' && name !== VIEW_COOKIE;
  });
}

const pickEncoding = (accept: string | undefined): 'br' | 'gzip' | undefined => {
  if (!accept) return undefined;
  if (/\bbr\b/.test(accept)) return 'br';
  if (/\bgzip\b/.test(accept)) return 'gzip';
  return undefined;
};

/**
 * Sends a cached answer: strong ETag, 304 when the caller has it, the body compressed once per entry.
 * `Cache-Control: no-cache` lets a browser or CDN keep it but revalidate every time (data can change at any
 * moment); answers to a caller with credentials are private.
 */
export function sendCached(request: FastifyRequest, reply: FastifyReply, answer: { entry: CachedAnswer; hit: boolean }, shared = !hasCredentials(request)) {
  const { entry } = answer;
  reply
    .header('X-Cache', answer.hit ? 'HIT' : 'MISS')
    .header('ETag', entry.etag)
    .header('Cache-Control', shared ? 'public, no-cache' : 'private, no-cache')
    .header('Vary', 'Accept-Encoding, Content-Language, Accept-Timezone, Authorization, Cookie')
    .header('Content-Language', request.locale);
  const match = request.headers['if-none-match'];
  if (match && match.split(',').some((tag) => tag.trim() === entry.etag || tag.trim() === '*')) {
    return reply.code(304).send();
  }
  reply.type('application/json; charset=utf-8');
  const encoding = entry.body.length >= COMPRESS_THRESHOLD ? pickEncoding(request.headers['accept-encoding']) : undefined;
  if (encoding === 'br') {
    entry.br ??= brotliCompressSync(entry.body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: entry.body.length } });
    return reply.header('Content-Encoding', 'br').send(entry.br);
  }
  if (encoding === 'gzip') {
    entry.gzip ??= gzipSync(entry.body, { level: 6 });
    return reply.header('Content-Encoding', 'gzip').send(entry.gzip);
  }
  return reply.send(entry.body);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Shared response cache of the public reads (see cache/publicCache.ts). */
    publicCache: PublicCache;
  }
}

/** Alias of a raw request: URL, language and zone. */
export const aliasOf = (request: FastifyRequest) => request.url + '\u0000' + request.locale + '\u0000' + request.timezone;

/**
 * Answers a public GET from the cache: `key` names the normalized call (language and zone are added here),
 * `compute` runs on a miss, `tables` are the tables it reads when fewer than PUBLIC_TABLES. Anonymous callers' raw
 * requests become aliases for the fast path.
 */
export async function cachedAnswer(request: FastifyRequest, reply: FastifyReply, key: string, compute: () => Promise<Computed>, options: { alias?: boolean; tables?: ReadonlySet<string> } = {}) {
  return sendCached(request, reply, await answerOf(request, reply, key, compute, { ...options, keepValue: false }));
}

/** The cached answer of a public call (see cachedAnswer), for a handler that overlays a caller's own fields. */
export function answerOf(
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  compute: () => Promise<Computed>,
  options: { alias?: boolean; keepValue?: boolean; tables?: ReadonlySet<string> } = {},
) {
  const app = request.server;
  return app.publicCache.get(key + '\u0000' + request.locale + '\u0000' + request.timezone, app.clock.now().getTime(), compute, {
    serialize: (value) => String(reply.serialize(value)),
    alias: options.alias !== false && !hasCredentials(request) ? aliasOf(request) : undefined,
    keepValue: options.keepValue ?? true,
    tables: options.tables,
  });
}

/**
 * The cache and its invalidation: this process's own writes (Db.onWrite, synchronous after the commit) and
 * every process's writes (LISTEN public_cache). Anonymous GETs whose answer is cached are answered here,
 * before routing, validation, the session lookup and the clock probe. Must be registered after
 * requestContext (it reads the language and zone).
 */
export const publicCachePlugin = fp(async (app) => {
  const cache = new PublicCache();
  app.decorate('publicCache', cache);
  const db: Db = app.db;
  const stopWrites = db.onWrite((tables) => cache.invalidate(tables));
  let stopListening: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    // The payload is the writer's application_name and the table (migration 106); without a table (a writer of before
    // that migration), every entry goes. Notifications that may have been missed drop every entry too.
    const written = (payload: string) => {
      const table = payload.slice(payload.lastIndexOf(' ') + 1);
      cache.invalidate(payload.includes(' ') && PUBLIC_TABLES.has(table) ? [table] : undefined);
    };
    stopListening = await db.listen(PUBLIC_CACHE_CHANNEL, written, () => cache.invalidate());
  });
  app.addHook('onClose', async () => {
    stopWrites();
    await stopListening?.();
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || hasCredentials(request)) return;
    const entry = cache.byAlias(aliasOf(request), app.clock.now().getTime());
    if (entry) return sendCached(request, reply, { entry, hit: true }, true);
  });
});
