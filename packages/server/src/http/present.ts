/** snake_case column name to the camelCase wire name: section_stauts → sectionStauts. */
export const camel = (name: string) => name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** camelCase wire name to the snake_case column: sectionStauts → section_stauts. */
export const snake = (name: string) => name.replace(/[A-Z]/g, (c) => '_' + c.toLowerCase());

/** The columns (under `alias`) of the fields of a wire schema's shape, but those in `except` (not columns). */
export const columnsOf = (shape: object, alias: string, except: readonly string[] = []) =>
  Object.keys(shape)
    .filter((field) => !except.includes(field))
    .map((field) => `${alias}.${snake(field)}`)
    .join(', ');

/** A database row with camelCase keys. */
export function camelize<T = Record<string, unknown>>(row: Record<string, unknown>): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) out[camel(key)] = value;
  return out as T;
}

/** Page answer of every list: `{code, msg, rows, total}`. */
export const pageOf = <T>(rows: T[], total: number, msg: string) => ({ code: 200, msg, rows, total });
/** Object answer: `{code, msg, data}`. */
export const dataOf = <T>(data: T, msg: string) => ({ code: 200, msg, data });
