import { NoAnswer, type SubmittedRound } from '../../api/quotation';

/**
 * What is true of a round the supplier sent, at each moment (issue 23 §2): the page shows exactly this. A round
 * whose answer was lost is sent again with the same key until the server answers or the supplier stops; the
 * server answers a repeated key with the round it stored, so a round is never stored twice.
 */
export type Submission =
  /** Nothing sent since the page opened (or the form changed after an answer). */
  | { phase: 'idle' }
  /** An attempt is on its way; `attempt` counts from 1. */
  | { phase: 'sending'; attempt: number }
  /** The last attempt got no answer; the next goes out at `retryAt` (ms, Date.now()), or when the network is back if offline. */
  | { phase: 'retrying'; attempt: number; retryAt: number; offline: boolean }
  /** The server stored the round (or had stored it under this key: `round.replayed`). */
  | { phase: 'stored'; round: SubmittedRound }
  /** The server refused the round, in its words. */
  | { phase: 'refused'; message: string }
  /** The supplier stopped before any answer: the round may or may not have arrived; sending again cannot store it twice. */
  | { phase: 'unconfirmed'; offline: boolean };

export type SubmissionEvent =
  | { type: 'attempt'; attempt: number }
  | { type: 'noAnswer'; attempt: number; retryAt: number; offline: boolean }
  | { type: 'stored'; round: SubmittedRound }
  | { type: 'refused'; message: string }
  | { type: 'stopped'; offline: boolean };

export const IDLE: Submission = { phase: 'idle' };

/** The next state. An answer (stored, refused) is final for its key: a late "no answer" of a stopped attempt changes nothing. */
export function submissionReducer(state: Submission, event: SubmissionEvent): Submission {
  switch (event.type) {
    case 'attempt':
      return { phase: 'sending', attempt: event.attempt };
    case 'noAnswer':
      return state.phase === 'sending' ? { phase: 'retrying', attempt: event.attempt, retryAt: event.retryAt, offline: event.offline } : state;
    case 'stored':
      return { phase: 'stored', round: event.round };
    case 'refused':
      return { phase: 'refused', message: event.message };
    case 'stopped':
      return inFlight(state) ? { phase: 'unconfirmed', offline: event.offline } : state;
  }
}

/** Whether a round is on its way (sending or waiting to send again): the form is locked meanwhile. */
export const inFlight = (state: Submission) => state.phase === 'sending' || state.phase === 'retrying';

/** How long an attempt may wait for its answer before it counts as lost (a 2G phone needs a few seconds). */
export const ATTEMPT_TIMEOUT_MS = 20_000;

/** Waits between attempts after a lost answer: quick at first, then every 8 s. */
export const RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000];

export const retryDelay = (attempt: number) => RETRY_DELAYS_MS[Math.min(attempt - 1, RETRY_DELAYS_MS.length - 1)];

/** What delivery needs from the world; the page passes the browser's, tests their own. */
export interface DeliveryWorld<T> {
  /** Sends one attempt; rejects with NoAnswer when no answer came (it is aborted by `signal` on timeout or stop). */
  send(signal: AbortSignal): Promise<T>;
  /** Aborted when the supplier gives up. */
  stop: AbortSignal;
  onEvent(event: SubmissionEvent): void;
  /** Whether the browser believes it is online. */
  online(): boolean;
  /** Resolves after `ms`, or earlier when the network comes back or the supplier stops. */
  wait(ms: number, stop: AbortSignal): Promise<void>;
  now(): number;
  timeoutMs?: number;
}

/**
 * Sends a round until the server answers: each attempt times out after ATTEMPT_TIMEOUT_MS, a lost answer is
 * followed by another attempt (the caller's `send` carries the same key each time) after RETRY_DELAYS_MS, or
 * as soon as the network is back. Resolves with the answer, or null when the supplier stopped first.
 */
export async function deliver<T>(world: DeliveryWorld<T>): Promise<T | null> {
  for (let attempt = 1; ; attempt += 1) {
    if (world.stop.aborted) return stopped(world);
    world.onEvent({ type: 'attempt', attempt });
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), world.timeoutMs ?? ATTEMPT_TIMEOUT_MS);
    const abortOnStop = () => timeout.abort();
    world.stop.addEventListener('abort', abortOnStop);
    try {
      return await world.send(timeout.signal);
    } catch (error) {
      if (!(error instanceof NoAnswer)) throw error;
    } finally {
      clearTimeout(timer);
      world.stop.removeEventListener('abort', abortOnStop);
    }
    if (world.stop.aborted) return stopped(world);
    const delay = retryDelay(attempt);
    world.onEvent({ type: 'noAnswer', attempt, retryAt: world.now() + delay, offline: !world.online() });
    await world.wait(delay, world.stop);
  }
}

function stopped<T>(world: DeliveryWorld<T>): null {
  world.onEvent({ type: 'stopped', offline: !world.online() });
  return null;
}

/** The browser's wait: `ms`, or until the network is back when offline, or until stopped. */
export function browserWait(ms: number, stop: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      stop.removeEventListener('abort', done);
      resolve();
    };
    // Offline, the next attempt waits for the network (checked every `ms` too: `online` is not always fired).
    const timer = setTimeout(done, ms);
    window.addEventListener('online', done);
    stop.addEventListener('abort', done);
  });
}
