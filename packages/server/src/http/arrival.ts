/**
 * When a request arrived, as quotation rounds are judged by it (issue 12 §2, issue 22).
 *
 * A process stamps a request when its event loop reaches it. On a machine whose cores the process shares (with
 * PostgreSQL, other processes, a busy host), that can be a few hundred milliseconds after the request arrived:
 * bench/README.md measured up to 300 ms on two shared cores. A round that arrived in the last such moment before the
 * end would then be judged late. A reverse proxy in front reads each request as it comes and is not held up by the
 * app's work, so, where the operator says the proxy stamps requests (ARRIVAL_FROM_PROXY), its stamp is the arrival:
 * nginx's `proxy_set_header X-Request-Start "t=${msec}";` (README, Production).
 *
 * The proxy's stamp is trusted only within PROXY_ARRIVAL_WINDOW_MS before the process's own: a proxy that passed on
 * a client's header (one not set by the proxy) could move a round's arrival by at most that much, and a stamp from
 * further back (a clock gone wrong) is not used. A stamp after the process's own (the proxy's clock a little ahead)
 * counts as the process's own: an arrival is never later than the process saw the request.
 */

/** How far before the process's own stamp the proxy's may be and still be used. */
export const PROXY_ARRIVAL_WINDOW_MS = 1000;

/**
 * The epoch milliseconds of an X-Request-Start value: `t=` (optional) and a number of seconds (nginx's `$msec`,
 * `1732843200.123`), milliseconds or microseconds since the epoch (told apart by their size); null otherwise.
 */
export function parseRequestStart(value: string | undefined): number | null {
  const match = value === undefined ? null : /^\s*(?:t=)?(\d{1,17}(?:\.\d{1,6})?)\s*$/.exec(value);
  if (!match) return null;
  const number = Number(match[1]);
  // 1e11 s is the year 5138, 1e14 ms the year 5138: each unit's range is far from the others'.
  if (number < 1e11) return number * 1000;
  if (number < 1e14) return number;
  return number / 1000;
}

/** The request's arrival: the proxy's stamp where it is trusted and within the window, else the process's own. */
export function arrivalOf(own: Date, header: string | string[] | undefined, fromProxy: boolean, watch?: ProxyClockWatch): Date {
  if (!fromProxy) return own;
  const stamp = typeof header === 'string' ? parseRequestStart(header) : null;
  watch?.note(stamp === null ? null : own.getTime() - stamp);
  if (stamp === null) return own;
  const lead = own.getTime() - stamp;
  if (lead <= 0 || lead > PROXY_ARRIVAL_WINDOW_MS) return own;
  return new Date(Math.round(stamp));
}

/** Requests a ProxyClockWatch looks at before it judges the proxy's clock. */
export const CLOCK_WATCH_REQUESTS = 200;
/** The least lead over those requests above which the proxy's clock is taken to run behind the process's. */
export const CLOCK_BEHIND_MS = 250;
/** The least lead below which (negative: stamps after the process's own) the proxy's clock is taken to run ahead. */
export const CLOCK_AHEAD_MS = -20;

/**
 * Watches how far the proxy's stamps lead the process's own. Some of any few hundred requests reach an idle process
 * within a millisecond or two of the proxy, so the least lead over CLOCK_WATCH_REQUESTS of them is about the two
 * clocks' difference. Behind by more than CLOCK_BEHIND_MS, every round is judged that much earlier than it came (up
 * to the window's second); ahead, every stamp is after the process's own and none is used; and when none of them
 * carried a stamp it can read, the proxy does not stamp (its configuration lacks the header line) and the setting does
 * nothing. Each way the operator is told (`warn`), at most once every `quietMs`.
 */
export class ProxyClockWatch {
  private least = Infinity;
  private seen = 0;
  private warnedAt = -Infinity;

  constructor(
    private readonly warn: (message: string, leastLeadMs: number) => void,
    private readonly now: () => number = Date.now,
    private readonly quietMs = 600_000,
  ) {}

  /** One request: its stamp's lead over the process's own, null when it carried no stamp that reads as a time. */
  note(leadMs: number | null) {
    if (leadMs !== null) this.least = Math.min(this.least, leadMs);
    if (++this.seen < CLOCK_WATCH_REQUESTS) return;
    const least = this.least;
    this.least = Infinity;
    this.seen = 0;
    const message =
      least === Infinity
        ? `none of the last ${CLOCK_WATCH_REQUESTS} requests carried an X-Request-Start this process could read, though ARRIVAL_FROM_PROXY is on: rounds are judged by this process's own stamp (README, Production: the proxy's header line)`
        : least > CLOCK_BEHIND_MS || least < CLOCK_AHEAD_MS
          ? `the reverse proxy's clock seems to run ${Math.abs(Math.round(least))} ms ${least > 0 ? 'behind' : 'ahead of'} this process's (X-Request-Start, ARRIVAL_FROM_PROXY): synchronize both clocks`
          : null;
    if (!message || this.now() - this.warnedAt < this.quietMs) return;
    this.warnedAt = this.now();
    this.warn(message, least);
  }
}
