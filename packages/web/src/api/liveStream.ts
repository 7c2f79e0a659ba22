import { API_BASE } from '@portal/domain';
import { getToken } from './token';

/** One event of a live stream (GET /live, /system/quotes/live, /admin/sections/{id}/live). */
export interface LiveEvent {
  id: number | null;
  event: string;
  data: any;
}

/** Wait before a stream is opened again after it failed or was refused (a cap reached, a server restarting). */
const RETRY_MS = 3_000;
const REFUSED_RETRY_MS = 30_000;
/** A notifications-only stream waits for the page's own calls first: it is not part of any page's first content. */
const NOTIFY_ONLY_DELAY_MS = 1_500;

/** Reads one Server-Sent Event block (`id:`, `event:`, `data:` lines). */
function parseBlock(block: string): LiveEvent | null {
  const field = (name: string) => block.split('\n').find((l) => l.startsWith(name + ': '))?.slice(name.length + 2);
  const event = field('event');
  if (!event) return null;
  const id = field('id');
  return { id: id ? Number(id) : null, event, data: JSON.parse(field('data') ?? 'null') };
}

/**
 * Follows a Server-Sent Events stream of the API with the session's token (fetch, so the Authorization header
 * goes along). Reconnects by itself after a drop, sending Last-Event-ID so no event is lost, and at once when the
 * server ends the stream at its age limit (`reconnect`); `onState(false)` tells the caller to fall back to polling
 * until the stream is open again. Returns a stop function.
 */
export function followLive(path: string, onEvent: (e: LiveEvent) => void, onState: (open: boolean) => void): () => void {
  let stopped = false;
  let lastId = 0;
  let controller: AbortController | null = null;
  const run = async () => {
    while (!stopped) {
      controller = new AbortController();
      let wait = RETRY_MS;
      let resume = false;
      try {
        const token = getToken();
        const response = await fetch(API_BASE + path, {
          headers: { Accept: 'text/event-stream', ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(lastId ? { 'Last-Event-ID': String(lastId) } : {}) },
          signal: controller.signal,
        });
        if (!response.ok || !response.body || !(response.headers.get('content-type') ?? '').includes('text/event-stream')) {
          // Refused (a cap reached, no session): try again much later; the caller polls meanwhile.
          wait = REFUSED_RETRY_MS;
          throw new Error('no stream');
        }
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
            const event = parseBlock(buffer.slice(0, end));
            buffer = buffer.slice(end + 2);
            if (!event) continue;
            if (event.id !== null) lastId = event.id;
            if (event.event === 'reconnect') resume = true;
            else onEvent(event);
          }
        }
      } catch {
        // Fall through: poll meanwhile, try again shortly.
      }
      if (stopped) return;
      if (resume) continue;
      onState(false);
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  };
  void run();
  return () => {
    stopped = true;
    controller?.abort();
  };
}

type Listener = (event: LiveEvent) => void;
type StateListener = (open: boolean) => void;

/**
 * The one live stream of this browser tab (issue 22 §3): the section the page follows (the quotation page, the
 * buyer's live view), whose stream also carries the user's notifications, or, when the page follows none, the
 * notifications alone (GET /live). The bell and the page listen to the same stream.
 */
class TabStream {
  private section: { path: string; onEvent: Listener; onState: StateListener } | null = null;
  private readonly notifyListeners = new Set<{ onEvent: Listener; onState: StateListener }>();
  private current: { path: string; token: string | undefined; stop: () => void } | null = null;
  private open = false;
  private lastNotify: LiveEvent | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;

  /** Follows one section's stream (a later call replaces it). Returns the function that stops following it. */
  followSection(path: string, onEvent: Listener, onState: StateListener) {
    const follow = { path, onEvent, onState };
    this.section = follow;
    this.schedule();
    return () => {
      if (this.section !== follow) return;
      this.section = null;
      this.schedule();
    };
  }

  /** Hears the unread notification count (`notify` events) and whether the stream is open. */
  onNotify(onEvent: Listener, onState: StateListener) {
    const listener = { onEvent, onState };
    this.notifyListeners.add(listener);
    if (this.lastNotify) onEvent(this.lastNotify);
    onState(this.open);
    this.schedule();
    return () => {
      this.notifyListeners.delete(listener);
      this.schedule();
    };
  }

  /** The stream this tab should have now: the followed section's, else notifications while a listener wants them and a session exists. */
  private wanted() {
    if (this.section) return this.section.path;
    return this.notifyListeners.size > 0 && getToken() ? '/live' : null;
  }

  private schedule() {
    if (this.timer) clearTimeout(this.timer);
    const path = this.wanted();
    this.timer = setTimeout(() => this.reconcile(), path === '/live' && !this.current ? NOTIFY_ONLY_DELAY_MS : 0);
  }

  private reconcile() {
    this.timer = null;
    const path = this.wanted();
    // The same stream while the path and the session are the same; a new session (another login) opens its own.
    if (this.current?.path === path && this.current.token === getToken()) return;
    this.current?.stop();
    this.current = null;
    this.lastNotify = null;
    this.setOpen(false);
    if (!path) return;
    const stop = followLive(
      path,
      (event) => this.dispatch(event),
      (open) => this.setOpen(open),
    );
    this.current = { path, token: getToken(), stop };
  }

  private dispatch(event: LiveEvent) {
    if (event.event === 'notify') {
      this.lastNotify = event;
      for (const listener of this.notifyListeners) listener.onEvent(event);
      return;
    }
    this.section?.onEvent(event);
  }

  private setOpen(open: boolean) {
    this.open = open;
    this.section?.onState(open);
    for (const listener of this.notifyListeners) listener.onState(open);
  }

  /** Ends the stream now (logout): the next listener or follow opens a new one with the new session. */
  restart() {
    this.current?.stop();
    this.current = null;
    this.lastNotify = null;
    this.setOpen(false);
    this.schedule();
  }
}

export const tabStream = new TabStream();
