/**
 * The people watching a quotation burst (README.md, "Quotation burst"), in a process of their own so that reading
 * hundreds of streams does not share an event loop with the suppliers' requests (nor their timings):
 * - `streams`: every supplier's quotation page live stream (GET /system/quotes/live, its own Bearer token) and the
 *   buyer's live view (GET /admin/sections/{id}/live), read by a small Server-Sent Events reader over node:http.
 *   For every event id it notes when the first and the last stream had it and how many did; for each supplier's own
 *   `round` event, which round (quotesCount) the id was. A stream the server ends is opened again with Last-Event-ID,
 *   as EventSource does. Another supplier's round reaches a stream as an `activity` event, and of several in one
 *   batch only the last is sent (docs/decisions/live.md): a stream has an event once it has received that event or
 *   one the server sent after it, in the order of the buyer's stream, which is sent every event.
 * - `visitors`: people reading the section's announcement, each loading the page's public calls (the section and
 *   the dictionaries it shows), reading for a few seconds and loading it again.
 * Started by quotation-burst.ts with an IPC channel: it sends the settings, this process answers 'ready' once every
 * stream has its first event (or the visitors have started), and its report when told to stop.
 */
import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';

/** What the parent sends to start. */
export type WatchersStart =
  | { kind: 'streams'; appUrl: string; sectionId: number; supplierTokens: string[]; buyerToken: string }
  | { kind: 'visitors'; appUrl: string; sectionId: number; visitors: number; thinkSeconds: [number, number] };

/** When each event id reached the streams (milliseconds since the epoch, sub-millisecond precision). */
export interface EventReceipt {
  first: number;
  last: number;
  streams: number;
}

export interface StreamsReport {
  kind: 'streams';
  /** Event id → receipts over the suppliers' streams. */
  events: [number, EventReceipt][];
  /** `${supplier}:${quotesCount}` → the id of that round's event (the supplier's own stream's `round`). */
  rounds: [string, number][];
  /** Event id → when the buyer's stream received it. */
  buyer: [number, number][];
  /** Streams opened again after the server ended them; openings refused (not an event stream). */
  reopened: number;
  refused: number;
  /** Streams that were open when told to stop. */
  open: number;
}

export interface VisitorsReport {
  kind: 'visitors';
  /** [started at, latency ms, ok, the call's path, sent on a new connection] of every call. */
  calls: [number, number, boolean, string, boolean][];
  /** How late this process's own event loop ran, p99 and max ms: a late loop makes every call it times look slow. */
  loop: { p99: number; max: number };
}

/** Wall-clock time in milliseconds with sub-millisecond precision, comparable across processes of this machine. */
export const wall = () => performance.timeOrigin + performance.now();

const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

/** One Server-Sent Events stream, opened again after the server ends it. */
function openStream(url: URL, token: string, onEvent: (id: number | null, event: string, data: string) => void, counters: { reopened: number; refused: number; open: number }, stopped: () => boolean) {
  let lastId = '';
  let opened = false;
  return new Promise<void>((firstEvent) => {
    const connect = () => {
      if (stopped()) return;
      const headers: Record<string, string> = { accept: 'text/event-stream', authorization: `Bearer ${token}` };
      if (lastId) headers['last-event-id'] = lastId;
      const request = http.get(url, { agent, headers }, (response) => {
        if (response.statusCode !== 200 || !String(response.headers['content-type']).includes('text/event-stream')) {
          counters.refused += 1;
          response.resume();
          setTimeout(connect, 1000);
          return;
        }
        counters.open += 1;
        response.setEncoding('utf8');
        let buffer = '';
        response.on('data', (chunk: string) => {
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            let id: number | null = null;
            let event = 'message';
            let data = '';
            for (const line of block.split('\n')) {
              if (line.startsWith('id: ')) id = Number(line.slice(4));
              else if (line.startsWith('event: ')) event = line.slice(7);
              else if (line.startsWith('data: ')) data = line.slice(6);
            }
            if (id !== null) lastId = String(id);
            if (event !== 'message' || data) onEvent(id, event, data);
            if (!opened) {
              opened = true;
              firstEvent();
            }
          }
        });
        response.on('close', () => {
          counters.open -= 1;
          if (stopped()) return;
          counters.reopened += 1;
          setTimeout(connect, 100);
        });
      });
      request.on('error', () => {
        if (!stopped()) setTimeout(connect, 1000);
      });
    };
    connect();
  });
}

async function watchStreams(start: Extract<WatchersStart, { kind: 'streams' }>, stop: Promise<void>): Promise<StreamsReport> {
  let stopped = false;
  const counters = { reopened: 0, refused: 0, open: 0 };
  const rounds = new Map<string, number>();
  const buyer = new Map<number, number>();
  /** Every stream's received event ids, in the order received, with when. */
  const received: { ids: number[]; at: number[] }[] = start.supplierTokens.map(() => ({ ids: [], at: [] }));
  const live = new URL(`${start.appUrl}/prod-api/system/quotes/live?sectionId=${start.sectionId}`);
  const opening = start.supplierTokens.map((token, k) =>
    openStream(
      live,
      token,
      (id, event, data) => {
        if (id === null) return;
        received[k].ids.push(id);
        received[k].at.push(wall());
        if (event === 'round') rounds.set(`${k}:${(JSON.parse(data) as { quotesCount: number }).quotesCount}`, id);
      },
      counters,
      () => stopped,
    ),
  );
  opening.push(
    openStream(
      new URL(`${start.appUrl}/prod-api/admin/sections/${start.sectionId}/live`),
      start.buyerToken,
      (id) => {
        if (id !== null && !buyer.has(id)) buyer.set(id, wall());
      },
      counters,
      () => stopped,
    ),
  );
  // Streams the server keeps refusing would never open: the burst goes ahead after half a minute, the refusals counted.
  await Promise.race([Promise.all(opening), new Promise((resolve) => setTimeout(resolve, 30_000))]);
  process.send!('ready');
  await stop;
  stopped = true;
  const open = counters.open;
  agent.destroy();
  return { kind: 'streams', events: coverage([...buyer.keys()], received), rounds: [...rounds], buyer: [...buyer], reopened: counters.reopened, refused: counters.refused, open };
}

/**
 * When each event (in the server's order, `order`: the buyer's stream) was had by the first and the last stream, and by
 * how many: a stream has an event from the moment it received it or any event the server sent after it.
 */
function coverage(order: number[], received: { ids: number[]; at: number[] }[]): [number, EventReceipt][] {
  const index = new Map(order.map((id, i) => [id, i]));
  const first = new Float64Array(order.length).fill(Infinity);
  const last = new Float64Array(order.length).fill(-Infinity);
  const streams = new Uint32Array(order.length);
  for (const { ids, at } of received) {
    let covered = -1;
    ids.forEach((id, k) => {
      const i = index.get(id);
      if (i === undefined || i <= covered) return;
      for (let j = covered + 1; j <= i; j++) {
        first[j] = Math.min(first[j], at[k]);
        last[j] = Math.max(last[j], at[k]);
        streams[j] += 1;
      }
      covered = i;
    });
  }
  return order.map((id, i) => [id, { first: first[i], last: last[i], streams: streams[i] }]);
}

/** The public calls of the announcement page (packages/web/src/components/announcement): the section and its dictionaries. */
const announcementCalls = (sectionId: number) => [
  `/prod-api/system/section/getSectionByIdWithAuth/${sectionId}`,
  '/prod-api/system/dict/data/type/sys_section_type',
  '/prod-api/system/dict/data/type/sys_bidding_method',
  '/prod-api/system/dict/data/type/sys_settle_method',
  '/prod-api/system/dict/data/type/sys_receiving_account_type',
];
const LANGUAGES = ['zh', 'en', 'lo'];

/** One call: whether it was answered 200 with a body, and whether it opened a new connection (the agent had none free). */
function get(url: string, language: string) {
  return new Promise<{ ok: boolean; opened: boolean }>((resolve) => {
    const request = http.get(url, { agent, headers: { 'content-language': language, 'accept-encoding': 'br, gzip' } }, (response) => {
      let body = '';
      response.setEncoding('latin1');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ ok: response.statusCode === 200 && body.length > 0, opened: !request.reusedSocket }));
    });
    request.on('error', () => resolve({ ok: false, opened: !request.reusedSocket }));
  });
}

async function watchAnnouncement(start: Extract<WatchersStart, { kind: 'visitors' }>, stop: Promise<void>): Promise<VisitorsReport> {
  let stopped = false;
  const calls: VisitorsReport['calls'] = [];
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const paths = announcementCalls(start.sectionId);
  const [from, to] = start.thinkSeconds;
  const visitor = async () => {
    const language = LANGUAGES[Math.floor(Math.random() * LANGUAGES.length)];
    // Visitors arrive over the first reading time, not all at one instant.
    await new Promise((resolve) => setTimeout(resolve, Math.random() * to * 1000));
    while (!stopped) {
      await Promise.all(
        paths.map(async (path) => {
          const at = wall();
          const { ok, opened } = await get(start.appUrl + path, language);
          calls.push([at, wall() - at, ok, path, opened]);
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, (from + Math.random() * (to - from)) * 1000));
    }
  };
  const running = Array.from({ length: start.visitors }, visitor);
  process.send!('ready');
  await stop;
  stopped = true;
  await Promise.race([Promise.all(running), new Promise((resolve) => setTimeout(resolve, 5_000))]);
  agent.destroy();
  return { kind: 'visitors', calls, loop: { p99: loop.percentile(99) / 1e6, max: loop.max / 1e6 } };
}

let stopNow: () => void = () => undefined;
const stop = new Promise<void>((resolve) => (stopNow = resolve));
process.on('message', async (message: WatchersStart | 'stop') => {
  if (message === 'stop') return stopNow();
  const report = message.kind === 'streams' ? await watchStreams(message, stop) : await watchAnnouncement(message, stop);
  process.send!(report, () => process.exit(0));
});
process.on('disconnect', () => process.exit(0));
