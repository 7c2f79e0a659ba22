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
export function arrivalOf(own: Date, header: string | string[] | undefined, fromProxy: boolean): Date {
  if (!fromProxy || typeof header !== 'string') return own;
  const stamp = parseRequestStart(header);
  if (stamp === null) return own;
  const lead = own.getTime() - stamp;
  if (lead <= 0 || lead > PROXY_ARRIVAL_WINDOW_MS) return own;
  return new Date(Math.round(stamp));
}
