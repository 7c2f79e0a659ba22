import { expect } from 'vitest';

/** One Server-Sent Event as a test reads it. */
export interface Sse {
  id: number | null;
  event: string;
  data: any;
}

/**
 * Opens a live stream at `base + path` as `token` and collects every event (and the raw text, for privacy checks).
 * `paused`: the body is never read (a client too slow to read). `ended` resolves when the server ends the stream.
 */
export async function openStream(base: string, path: string, token: string, options: { lastEventId?: number; paused?: boolean } = {}) {
  const controller = new AbortController();
  const response = await fetch(base + path, {
    headers: { accept: 'text/event-stream', authorization: `Bearer ${token}`, ...(options.lastEventId ? { 'last-event-id': String(options.lastEventId) } : {}) },
    signal: controller.signal,
  });
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const events: Sse[] = [];
  let raw = '';
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const ended = options.paused
    ? new Promise<void>(() => undefined)
    : (async () => {
        let buffer = '';
        for (;;) {
          const chunk = await reader.read().catch(() => ({ done: true as const, value: undefined }));
          if (chunk.done) return;
          const text = decoder.decode(chunk.value, { stream: true });
          raw += text;
          buffer += text;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const field = (name: string) => block.split('\n').find((l) => l.startsWith(name + ': '))?.slice(name.length + 2);
            if (!field('event')) continue;
            events.push({ id: field('id') ? Number(field('id')) : null, event: field('event')!, data: JSON.parse(field('data') ?? 'null') });
          }
        }
      })();
  const until = async (predicate: (events: Sse[]) => boolean) => {
    for (let i = 0; i < 200 && !predicate(events); i++) await new Promise((r) => setTimeout(r, 30));
    expect(predicate(events)).toBe(true);
  };
  return { events, raw: () => raw, until, ended, close: () => controller.abort() };
}
