import { describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../test/harness';
import { quotingSection, quotingSupplier, storedRounds } from '../quotations/testSupport';
import { arrivalOf, CLOCK_WATCH_REQUESTS, parseRequestStart, PROXY_ARRIVAL_WINDOW_MS, ProxyClockWatch } from './arrival';

describe("a reverse proxy's arrival stamp (X-Request-Start)", () => {
  it('reads seconds (nginx $msec), milliseconds and microseconds since the epoch, with or without t=', () => {
    expect(parseRequestStart('t=1732843200.123')).toBe(1732843200123);
    expect(parseRequestStart('1732843200.5')).toBe(1732843200500);
    expect(parseRequestStart('t=1732843200123')).toBe(1732843200123);
    expect(parseRequestStart(' t=1732843200123456 ')).toBeCloseTo(1732843200123.456, 3);
    for (const bad of [undefined, '', 't=', 'soon', 't=-1732843200', '1732843200,123', 't=1e12', '0x6747d2c0']) expect(parseRequestStart(bad), String(bad)).toBeNull();
  });

  it("is the arrival only where the operator says the proxy stamps, within a second before the process's own stamp", () => {
    const own = new Date('2026-11-29T02:00:00.000Z');
    const header = (msBefore: number) => `t=${((own.getTime() - msBefore) / 1000).toFixed(3)}`;
    expect(arrivalOf(own, header(300), true)).toEqual(new Date(own.getTime() - 300));
    expect(arrivalOf(own, header(PROXY_ARRIVAL_WINDOW_MS), true)).toEqual(new Date(own.getTime() - PROXY_ARRIVAL_WINDOW_MS));
    // Not trusted: the process's own stamp.
    expect(arrivalOf(own, header(300), false)).toBe(own);
    // Further back than the window (a client's header passed on, a clock gone wrong), or after the process's own.
    expect(arrivalOf(own, header(PROXY_ARRIVAL_WINDOW_MS + 1), true)).toBe(own);
    expect(arrivalOf(own, header(-50), true)).toBe(own);
    // Two headers, or one that does not read as a time.
    expect(arrivalOf(own, [header(300), header(200)], true)).toBe(own);
    expect(arrivalOf(own, 'yesterday', true)).toBe(own);
  });
});

describe("the proxy's clock", () => {
  /** A watch fed `leads` (ms, the process's stamp minus the proxy's; null: no stamp) at a clock that moves one second a request. */
  function watched(leads: (number | null)[]) {
    const warnings: string[] = [];
    let now = 0;
    const watch = new ProxyClockWatch((message) => warnings.push(message), () => now);
    for (const lead of leads) {
      now += 1000;
      watch.note(lead);
    }
    return warnings;
  }
  const requests = (least: number, rest = least + 40) => Array.from({ length: CLOCK_WATCH_REQUESTS }, (_, i) => (i === 7 ? least : rest));

  it('is quiet while some stamps come within milliseconds of the process’s own, however late the others', () => {
    expect(watched([...requests(1, 300), ...requests(0.4, 900)])).toEqual([]);
  });

  it('says so when every stamp of a window is far behind, or after the process’s own, at most once in ten minutes', () => {
    expect(watched(requests(400))).toEqual([expect.stringContaining("the reverse proxy's clock seems to run 400 ms behind this process's")]);
    expect(watched(requests(-150))).toEqual([expect.stringContaining('150 ms ahead of')]);
    // Four windows of 200 s each (a request a second): warned at the first, and at the fourth, ten minutes later.
    expect(watched(Array.from({ length: 4 }, () => requests(2_000)).flat())).toHaveLength(2);
  });

  it('judges a window only when it is full', () => {
    expect(watched(requests(400).slice(1))).toEqual([]);
  });

  it('says so when the setting is on and no request of a window carries a stamp, and not while some do', () => {
    const none = Array.from({ length: CLOCK_WATCH_REQUESTS }, () => null);
    expect(watched(none)).toEqual([expect.stringContaining(`none of the last ${CLOCK_WATCH_REQUESTS} requests carried an X-Request-Start`)]);
    // Health checks straight to the process, past the proxy: most without a stamp, one with.
    expect(watched(none.map((n, i) => (i === 3 ? 2 : n)))).toEqual([]);
  });

  it('reads every request of a process with the setting on, and none with it off', () => {
    const seen: (number | null)[] = [];
    const watch = { note: (lead: number | null) => seen.push(lead) } as unknown as ProxyClockWatch;
    const own = new Date('2026-11-29T02:00:00.000Z');
    arrivalOf(own, `t=${(own.getTime() - 5) / 1000}`, true, watch);
    arrivalOf(own, undefined, true, watch);
    arrivalOf(own, 'soon', true, watch);
    arrivalOf(own, `t=${(own.getTime() - 5) / 1000}`, false, watch);
    expect(seen).toEqual([5, null, null]);
  });
});

/** A round sent with an X-Request-Start of `msBefore` before the process's clock. */
async function quoteStamped(t: TestApp, msBefore: number | null) {
  const end = new Date(t.clock.now().getTime() + 60_000);
  const { section, pipe, valve } = await quotingSection(t, { ent_time: end });
  const s = await quotingSupplier(t, section);
  // The process reaches the request 200 ms after the end.
  t.clock.set(new Date(end.getTime() + 200));
  const stamp = msBefore === null ? {} : { 'x-request-start': `t=${((t.clock.now().getTime() - msBefore) / 1000).toFixed(3)}` };
  const answer = await t.call({
    method: 'POST',
    url: '/prod-api/system/quotes/bidQuotes',
    token: s.token,
    locale: 'en',
    headers: stamp,
    payload: { sectionId: section, requestKey: `stamped-${msBefore}`, sectors: [{ id: pipe, sectorPrice: '90' }, { id: valve, sectorPrice: '30' }] },
  });
  const [row] = await t.db.query<{ arrival_time: Date }>('SELECT arrival_time FROM quote_round WHERE signup_id = $1', [s.signupId]);
  return { end, answer, arrival: row ? new Date(row.arrival_time) : null, rounds: await storedRounds(t, s.signupId) };
}

describe('rounds judged by the proxy’s stamp (ARRIVAL_FROM_PROXY)', () => {
  it('stores a round the proxy stamped before the end that this process reached after it, with the proxy’s time', async () => {
    const t = await testApp({ config: { arrivalFromProxy: true } });
    const { end, answer, arrival } = await quoteStamped(t, 300);
    expect(answer).toMatchObject({ code: 200, data: { quotesCount: 1 } });
    expect(arrival).toEqual(new Date(end.getTime() - 100));
    // A stamp from further back than the window is not used: reached after the end, the round is refused.
    const back = await quoteStamped(t, PROXY_ARRIVAL_WINDOW_MS + 500);
    expect(back.answer).toMatchObject({ code: 601, msg: 'Quoting is not open for you at this time' });
    expect(back.rounds).toHaveLength(0);
    // Without the header: the process's own stamp, after the end.
    const plain = await quoteStamped(t, null);
    expect(plain.answer).toMatchObject({ code: 601 });
    expect(plain.rounds).toHaveLength(0);
  });

  it('ignores the header where the operator has not said a proxy stamps it (the default): a client cannot move its arrival', async () => {
    const t = await testApp();
    const { answer, rounds } = await quoteStamped(t, 300);
    expect(answer).toMatchObject({ code: 601, msg: 'Quoting is not open for you at this time' });
    expect(rounds).toHaveLength(0);
  });
});
