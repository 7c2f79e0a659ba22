import type { SessionUser } from '../accounts/sessions';

/**
 * The one shape of every resource's policy (docs/decisions/policies.md), after Outline's
 * `allow(User, action, Model)`: each `<resource>/policy.ts` answers three questions about its rows.
 *
 * - `may(caller, action, row)`: may this caller do this action to this row? A pure answer over the row's
 *   columns (the owner, the section's buyer company, the status), so commands ask it and tests walk it.
 * - `scope(caller, alias, params)`: the SQL condition that limits a list (the resource's table under `alias`)
 *   to the rows the caller may see; its values are pushed onto `params`.
 * - `actions(caller, row)`: the actions the caller may take next, in the policy's order; answers carry them
 *   as `actions` and pages show buttons from them, so the web keeps no copy of the rule.
 *
 * What the caller may not see reads as absent (404); a step the row's state does not allow is refused (601).
 */

/** Who asks: a signed-in user, or null for a visitor. */
export type Caller = SessionUser | null;

/**
 * `view` (may the caller see the row at all) is every policy's first question; it is asked by `may` and never
 * listed in `actions`, which name what the caller may do beyond seeing.
 */
export type ViewOr<Action extends string> = Action | 'view';

export interface Policy<Row, Action extends string> {
  /** Every action the policy knows, in the order `actions` answers them. */
  readonly known: readonly Action[];
  may(caller: Caller, action: ViewOr<Action>, row: Row): boolean;
  scope(caller: Caller, alias: string, params: unknown[]): string;
  actions(caller: Caller, row: Row): Action[];
}

/** A policy from its rule (`may`) and its list scope; `actions` are the known actions `may` allows, in order. */
export function definePolicy<Row, const Action extends string>(rules: {
  known: readonly Action[];
  may: (caller: Caller, action: ViewOr<Action>, row: Row) => boolean;
  scope: (caller: Caller, alias: string, params: unknown[]) => string;
}): Policy<Row, Action> {
  return { ...rules, actions: (caller, row) => rules.known.filter((action) => rules.may(caller, action, row)) };
}

/** Pushes a value onto a query's parameters and answers its placeholder (`$n`). */
export function placeholder(params: unknown[], value: unknown): string {
  params.push(value);
  return `$${params.length}`;
}

/** SQL that no row satisfies: the scope of a caller who may see none. */
export const NO_ROWS = 'FALSE';
/** SQL every row satisfies: the scope of an administrator. */
export const ALL_ROWS = 'TRUE';

/** The kinds of caller a policy tells apart. */
export const isAdmin = (caller: Caller): caller is SessionUser & { role: 'admin' } => caller?.role === 'admin';
export const isSupplier = (caller: Caller): caller is SessionUser & { role: 'supplier' } => caller?.role === 'supplier';
export const isBuyer = (caller: Caller): caller is SessionUser & { role: 'buyer' } => caller?.role === 'buyer';
/** A buyer acting for the buyer company `companyId` (null: a row of no buyer company, which only administrators manage). */
export const isBuyerOf = (caller: Caller, companyId: number | string | null): boolean =>
  caller?.role === 'buyer' && caller.companyId !== null && companyId !== null && Number(companyId) === caller.companyId;
/** A supplier of the company `companyId` (its owner's company). */
export const isSupplierOf = (caller: Caller, companyId: number | string | null): boolean =>
  caller?.role === 'supplier' && caller.companyId !== null && companyId !== null && Number(companyId) === caller.companyId;
/** Staff who manage what belongs to buyer company `companyId`: an administrator, or a buyer of that company. */
export const managesCompany = (caller: Caller, companyId: number | string | null): boolean => isAdmin(caller) || isBuyerOf(caller, companyId);
