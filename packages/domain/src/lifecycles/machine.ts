/**
 * A lifecycle is a state machine written as data (docs/decisions/lifecycles.md): one row per move, naming the
 * action that makes it (the audit record's action), the statuses it leaves, the status it reaches, who may make
 * it and the condition its command checks first. The server's `transition()` of each resource refuses any move
 * the table does not hold; the table tests walk every row.
 */

/** Who makes a move: a supplier, the buyer's staff, an administrator, or the clock (nobody: time passed). */
export type Who = 'supplier' | 'buyer' | 'admin' | 'clock';
export const EVERY_WHO: readonly Who[] = ['supplier', 'buyer', 'admin', 'clock'];
/** The buyer's staff and administrators: the workbench's people. */
export const STAFF: readonly Who[] = ['buyer', 'admin'];

/** The status before a row exists: a move from it creates the row. */
export const CREATED = null;

export interface Transition<S extends number | string, A extends string = string, G extends string = string> {
  /** What makes the move; also the action of its audit record. */
  action: A;
  /** The statuses the move leaves (CREATED: the row is new). */
  from: readonly (S | null)[];
  /** The status the move reaches (may equal a `from`: the move is recorded, the status stays). */
  to: S;
  /** Who may make it. */
  who: readonly Who[];
  /** The condition the command checks before the move (named in the machine's GUARDS), if any. */
  guard?: G;
  /** Sections only: 0 tender, 1 inquiry; both when absent. */
  biddingType?: 0 | 1;
}

/** One move asked of a machine (statuses as read from a row: plain numbers or strings). */
export interface Move<S extends number | string = number | string> {
  action: string;
  from: S | null;
  to: S;
  who: Who;
  biddingType?: number;
}

/** The row of `machine` that allows `move`, or undefined when the table does not hold it. */
export function ruleFor<T extends Transition<number | string>>(machine: readonly T[], move: Move): T | undefined {
  return machine.find(
    (t) =>
      t.action === move.action &&
      t.to === move.to &&
      (t.from as readonly (number | string | null)[]).includes(move.from) &&
      t.who.includes(move.who) &&
      (t.biddingType === undefined || move.biddingType === undefined || t.biddingType === move.biddingType),
  );
}

/** Whether the table holds `move`. */
export const allows = (machine: readonly Transition<number | string>[], move: Move): boolean => ruleFor(machine, move) !== undefined;

/** The statuses `action` may leave for `to` (a bulk move checks its from-list against these). */
export function sourcesOf<S extends number | string>(machine: readonly Transition<S>[], action: string, to: S, who: Who): (S | null)[] {
  return [...new Set(machine.filter((t) => t.action === action && t.to === to && t.who.includes(who)).flatMap((t) => t.from))];
}

/** Every status a machine names, in the order met. */
export function statusesOf<S extends number | string>(machine: readonly Transition<S>[]): S[] {
  return [...new Set(machine.flatMap((t) => [...t.from, t.to]).filter((s): s is S => s !== null))];
}
