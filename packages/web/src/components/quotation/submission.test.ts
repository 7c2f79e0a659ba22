import { describe, expect, it } from 'vitest';
import { NoAnswer, type SubmittedRound } from '../../api/quotation';
import { deliver, IDLE, retryDelay, submissionReducer, type Submission, type SubmissionEvent } from './submission';

const round: SubmittedRound = { id: 9, quotesCount: 2, totalPrice: '100.00', createTime: null, arrivalTime: '2026-11-27 18:00:00', quotesList: [], replayed: false };

/** A world where time passes only through `wait`, with answers scripted per attempt. */
function world(answers: (() => Promise<string>)[], { online = true } = {}) {
  const events: SubmissionEvent[] = [];
  const waits: number[] = [];
  const signals: AbortSignal[] = [];
  const stop = new AbortController();
  let now = 0;
  let state: Submission = IDLE;
  const sent = deliver<string>({
    send: (signal) => {
      signals.push(signal);
      const next = answers.shift();
      if (!next) throw new Error('no more attempts scripted');
      return next();
    },
    stop: stop.signal,
    onEvent: (e) => {
      events.push(e);
      state = submissionReducer(state, e);
    },
    online: () => online,
    wait: async (ms) => {
      waits.push(ms);
      now += ms;
    },
    now: () => now,
  });
  return { sent, events, waits, signals, stop, state: () => state };
}

const lost = () => Promise.reject(new NoAnswer());

describe('sending a round until the server answers', () => {
  it('sends again after each lost answer, waiting longer each time, and resolves with the answer', async () => {
    const w = world([lost, lost, lost, lost, lost, async () => 'stored']);
    expect(await w.sent).toBe('stored');
    expect(w.waits).toEqual([1_000, 2_000, 4_000, 8_000, 8_000]);
    expect(w.events.filter((e) => e.type === 'attempt').map((e) => (e as { attempt: number }).attempt)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(w.state()).toEqual({ phase: 'sending', attempt: 6 });
  });

  it('tells while waiting that no answer came, and whether the browser is offline', async () => {
    const w = world([lost, async () => 'stored'], { online: false });
    await w.sent;
    expect(w.events[1]).toEqual({ type: 'noAnswer', attempt: 1, retryAt: 1_000, offline: true });
  });

  it('stops when the supplier gives up: the attempt on its way is aborted and nothing more is sent', async () => {
    let release: (() => void) | undefined;
    const w = world([
      () =>
        new Promise((_, reject) => {
          release = () => reject(new NoAnswer());
        }),
    ]);
    await Promise.resolve();
    w.stop.abort();
    expect(w.signals[0].aborted).toBe(true);
    release!();
    expect(await w.sent).toBeNull();
    expect(w.state()).toEqual({ phase: 'unconfirmed', offline: false });
  });

  it('lets an error that is not a lost answer through', async () => {
    const w = world([() => Promise.reject(new TypeError('bug'))]);
    await expect(w.sent).rejects.toThrow('bug');
  });

  it('waits at most 8 s between attempts', () => {
    expect([1, 2, 3, 4, 5, 50].map(retryDelay)).toEqual([1_000, 2_000, 4_000, 8_000, 8_000, 8_000]);
  });
});

describe('what the page shows of a round', () => {
  const run = (...events: SubmissionEvent[]) => events.reduce(submissionReducer, IDLE);

  it('goes from sending to stored, with the stored round', () => {
    expect(run({ type: 'attempt', attempt: 1 }, { type: 'stored', round })).toEqual({ phase: 'stored', round });
  });

  it('waits to send again after a lost answer, then sends again', () => {
    expect(run({ type: 'attempt', attempt: 1 }, { type: 'noAnswer', attempt: 1, retryAt: 5, offline: false })).toEqual({ phase: 'retrying', attempt: 1, retryAt: 5, offline: false });
    expect(run({ type: 'attempt', attempt: 1 }, { type: 'noAnswer', attempt: 1, retryAt: 5, offline: false }, { type: 'attempt', attempt: 2 })).toEqual({ phase: 'sending', attempt: 2 });
  });

  it('shows a refusal in the server’s words', () => {
    expect(run({ type: 'attempt', attempt: 1 }, { type: 'refused', message: 'Quoting has ended' })).toEqual({ phase: 'refused', message: 'Quoting has ended' });
  });

  it('says "not confirmed" when stopped before an answer, "not sent" when the network was down', () => {
    expect(run({ type: 'attempt', attempt: 1 }, { type: 'stopped', offline: false })).toEqual({ phase: 'unconfirmed', offline: false });
    expect(run({ type: 'attempt', attempt: 1 }, { type: 'noAnswer', attempt: 1, retryAt: 5, offline: true }, { type: 'stopped', offline: true })).toEqual({
      phase: 'unconfirmed',
      offline: true,
    });
  });

  it('keeps an answer: a late stop or lost answer does not undo a stored round', () => {
    const storedState = run({ type: 'attempt', attempt: 1 }, { type: 'stored', round });
    expect(submissionReducer(storedState, { type: 'stopped', offline: false })).toBe(storedState);
    expect(submissionReducer(storedState, { type: 'noAnswer', attempt: 1, retryAt: 0, offline: false })).toBe(storedState);
  });
});
