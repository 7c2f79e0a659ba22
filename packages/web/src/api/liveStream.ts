import { API_BASE } from '@portal/domain';
import { getToken } from './token';

/** One event of a live quoting stream (GET /system/quotes/live, /admin/sections/{id}/live). */
export interface LiveEvent {
  id: number | null;
  event: string;
  data: any;
}

/**
 * Follows a Server-Sent Events stream of the API with the session's token (fetch, so the Authorization
 * header goes along). Reconnects by itself after a drop, sending Last-Event-ID so no event is lost;
 * `onState(false)` tells the caller to fall back to polling until the stream is open again. Returns a stop function.
 */
export function followLive(path: string, onEvent: (e: LiveEvent) => void, onState: (open: boolean) => void): () => void {
  let stopped = false;
  let lastId = 0;
  let controller: AbortController | null = null;
  const run = async () => {
    while (!stopped) {
      controller = new AbortController();
      try {
        const token = getToken();
        const response = await fetch(API_BASE + path, {
          headers: { Accept: 'text/event-stream', ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(lastId ? { 'Last-Event-ID': String(lastId) } : {}) },
          signal: controller.signal,
        });
        if (!response.ok || !response.body || !(response.headers.get('content-type') ?? '').includes('text/event-stream')) throw new Error('no stream');
        onState(true);
        const reader = response.body.getReader();
        const decoder = new TextDecoder();
        let buffer = '';
        for (;;) {
          const chunk = await reader.read();
          if (chunk.done) break;
          buffer += decoder.decode(chunk.value, { stream: true });
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const field = (name: string) => block.split('\n').find((l) => l.startsWith(name + ': '))?.slice(name.length + 2);
            const event = field('event');
            if (!event) continue;
            const id = field('id') ? Number(field('id')) : null;
            if (id !== null) lastId = id;
            onEvent({ id, event, data: JSON.parse(field('data') ?? 'null') });
          }
        }
      } catch {
        // Fall through: poll meanwhile, try again shortly.
      }
      if (stopped) return;
      onState(false);
      await new Promise((resolve) => setTimeout(resolve, 3_000));
    }
  };
  void run();
  return () => {
    stopped = true;
    controller?.abort();
  };
}
