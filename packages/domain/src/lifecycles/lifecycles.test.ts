import { describe, expect, it } from 'vitest';
import { CERTIFICATION_LIFECYCLE } from './certifications';
import { allows, EVERY_WHO, sourcesOf, type Transition, type Who } from './machine';
import { MARGIN_LIFECYCLE } from './margins';
import { SECTION_LIFECYCLE } from './sections';
import { SIGNUP_LIFECYCLE } from './signups';
import { WINNING_ENTRY_LIFECYCLE } from './awards';

/**
 * Table tests of every lifecycle: every action, from every status (and from nothing, a new row), to every
 * status, by every kind of caller, for both bidding types where the machine has them. The expected moves are
 * written here from DESIGN.md §3–§4 with plain numbers, not read from the tables the code runs on.
 */

type Expected = [action: string, from: readonly (number | string | null)[], to: readonly (number | string)[], who: readonly Who[], biddingType?: 0 | 1];
const STAFF: Who[] = ['buyer', 'admin'];
const SUPPLIER: Who[] = ['supplier'];
const CLOCK: Who[] = ['clock'];

/** Every move of `machine` over the given statuses, and whether `expected` holds it. */
function walk<S extends number | string>(machine: readonly Transition<S>[], statuses: readonly S[], expected: Expected[], biddingTypes: readonly (0 | 1 | undefined)[] = [undefined]) {
  const actions = [...new Set([...machine.map((t) => t.action), ...expected.map((e) => e[0])])];
  const held = (action: string, from: S | null, to: S, who: Who, biddingType: 0 | 1 | undefined) =>
    expected.some(([a, f, t, w, b]) => a === action && f.includes(from) && t.includes(to) && w.includes(who) && (b === undefined || biddingType === undefined || b === biddingType));
  const wrong: string[] = [];
  let walked = 0;
  for (const biddingType of biddingTypes)
    for (const action of actions)
      for (const from of [null, ...statuses])
        for (const to of statuses)
          for (const who of EVERY_WHO) {
            walked += 1;
            const want = held(action, from, to, who, biddingType);
            if (allows(machine, { action, from, to, who, biddingType }) !== want) wrong.push(`${action} ${from}→${to} by ${who}${biddingType === undefined ? '' : ` (type ${biddingType})`}: ${want ? 'refused' : 'allowed'}`);
          }
  return { wrong, walked };
}

describe('the section machine', () => {
  const statuses = [0, 1, 2, 6, 7, 8, 9, 12, 13, 14, 15];
  const running = [7, 8, 9, 1, 2, 12];
  const expected: Expected[] = [
    ['publish', [0], [7, 8, 9, 1], STAFF, 0],
    ['publish', [0], [1], STAFF, 1],
    ['suspend', running, [15], STAFF],
    ['resume', [15], running, STAFF],
    ['abandon', [...running, 15], [6], STAFF],
    ['close', [...running, 13, 15], [14], STAFF],
    ['award', [2, 12], [12], STAFF],
    ['results', [2, 12], [13], STAFF],
    ['clock', [7], [8], CLOCK, 0],
    ['clock', [7, 8], [9], CLOCK, 0],
    ['clock', [7, 8, 9], [1], CLOCK, 0],
    ['clock', [7, 8, 9, 1], [2], CLOCK, 0],
    ['clock', [1], [2], CLOCK, 1],
    ['clock', [13], [14], CLOCK],
  ];

  it('allows exactly the moves of DESIGN.md §3, for tenders and inquiries, to the right callers', () => {
    const { wrong, walked } = walk(SECTION_LIFECYCLE, statuses, expected, [0, 1]);
    expect(wrong).toEqual([]);
    expect(walked).toBe(2 * 8 * 12 * 11 * 4);
  });

  it('lets no caller but the clock make a time-driven move, and the clock nothing else', () => {
    expect(SECTION_LIFECYCLE.filter((t) => t.who.includes('clock')).every((t) => t.action === 'clock' && t.who.length === 1)).toBe(true);
  });
});

describe('the bid-status machine of a sign-up', () => {
  const statuses = [-1, ...Array.from({ length: 20 }, (_, i) => i + 1)];
  const notFinal = statuses.filter((s) => ![-1, 14, 20].includes(s));
  const expected: Expected[] = [
    ['signup', [null], [1, 5, 8, 11, 15], SUPPLIER],
    ['submit-base-files', [1, 2, 4], [3], SUPPLIER],
    ['submit-qualification', [5, 7], [6], SUPPLIER],
    ['submit-qualification', [1], [1], SUPPLIER],
    ['submit-payment', [8, 10], [9], SUPPLIER],
    ['submit-bid-file', [11, 13], [12], SUPPLIER],
    ['cancel-bid-file', [12], [13], SUPPLIER],
    ['submit-quotes-file', [15], [16], SUPPLIER],
    ['withdraw', statuses.filter((s) => s !== -1 && s !== 20), [-1], SUPPLIER],
    ['review-baseFiles', [3], [4, 5, 6, 8, 11, 15], STAFF],
    ['review-qualification', [6], [7, 8, 11, 15], STAFF],
    ['review-payment', [9], [10, 11, 15], STAFF],
    ['review-quotationNotes', [16, 17], [18, 19], STAFF],
    ['clock-missed-deadline', [1, 2, 4, 5, 7, 8, 10, 11, 13], [14], CLOCK],
    ['clock-missed-deadline', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13], [14], CLOCK],
    ['clock-bid-file-closed', [12], [15], CLOCK],
    ['clock-missed-payment', [8, 10], [14], CLOCK],
    ['clock-not-quoted', [15], [14], CLOCK],
    ['clock-missed-notes', [15, 18], [14], CLOCK],
    ['clock-quoting-ended', [15], [19], CLOCK],
    ['clock-quoting-ended', [16], [17], CLOCK],
    ['results', [19], [20], STAFF],
    ['results', notFinal, [14], STAFF],
    ['section-abandon', notFinal, [14], STAFF],
    ['section-close', notFinal, [14], STAFF],
  ];

  it('allows exactly the moves of DESIGN.md §4 to the right callers', () => {
    const { wrong, walked } = walk(SIGNUP_LIFECYCLE, statuses, expected);
    expect(wrong).toEqual([]);
    expect(walked).toBe(21 * 22 * 21 * 4);
  });

  it('names for a bulk move the statuses it may leave', () => {
    expect(sourcesOf(SIGNUP_LIFECYCLE, 'results', 20, 'buyer')).toEqual([19]);
    expect(sourcesOf(SIGNUP_LIFECYCLE, 'results', 20, 'clock')).toEqual([]);
  });
});

describe('the award machine (winning quote entry)', () => {
  it('lets the supplier submit at 0 or 20 and the staff confirm or return a submitted entry', () => {
    const expected: Expected[] = [
      ['winning-quote', [0, 20], [10], SUPPLIER],
      ['review-winning-quote', [10], [30, 20], STAFF],
    ];
    const { wrong, walked } = walk(WINNING_ENTRY_LIFECYCLE, [0, 10, 20, 30], expected);
    expect(wrong).toEqual([]);
    expect(walked).toBe(2 * 5 * 4 * 4);
  });
});

describe('the deposit machine', () => {
  it('holds, refunds and confirms deposits, the clock confirming a silent one', () => {
    const expected: Expected[] = [
      ['hold', [null], [4], STAFF],
      ['refund', [4], [6], STAFF],
      ['refund-confirm', [6], [5], SUPPLIER],
      ['clock-deemed-received', [6], [5], CLOCK],
    ];
    const { wrong, walked } = walk(MARGIN_LIFECYCLE, [4, 5, 6], expected);
    expect(wrong).toEqual([]);
    expect(walked).toBe(4 * 4 * 3 * 4);
  });
});

describe('the certification machine', () => {
  it('takes a form from a company never certified or sent back, and lets the staff pass or reject it', () => {
    const expected: Expected[] = [
      ['authenticate', ['Auth', 'modify'], ['prompt'], SUPPLIER],
      ['enterprise-certification', ['Auth', 'modify'], ['prompt'], SUPPLIER],
      ['certification-pass', ['prompt'], ['skip'], STAFF],
      ['certification-reject', ['prompt'], ['modify'], STAFF],
    ];
    const { wrong, walked } = walk(CERTIFICATION_LIFECYCLE, ['Auth', 'prompt', 'modify', 'skip'], expected);
    expect(wrong).toEqual([]);
    expect(walked).toBe(4 * 5 * 4 * 4);
  });
});
