import { allows, type MessageKey, type Move, type Transition } from '@portal/domain';
import { warning } from './errors';

/**
 * Refuses a move its machine's table does not hold: with the command's localized refusal (601, nothing
 * changed), or, for a move the code makes by itself (the clock, a bulk move), as a fault of the code.
 */
export function requireMove(machine: readonly Transition<number | string>[], move: Move, refusal?: MessageKey): void {
  if (allows(machine, move)) return;
  if (refusal) throw warning(refusal);
  throw new Error(`no move ${move.action} ${String(move.from)} → ${String(move.to)} by ${move.who} in the lifecycle table`);
}

/**
 * The further columns a move writes with the status, as `, name = $n` after the first `offset` parameters.
 * Names come from the code, never from input.
 */
export function alsoSet(columns: Record<string, unknown>, offset: number): { sql: string; values: unknown[] } {
  const names = Object.keys(columns);
  return { sql: names.map((name, i) => `, ${name} = $${offset + i + 1}`).join(''), values: names.map((name) => columns[name]) };
}
