/** Columns as a terminal shows them: combining marks take no room, CJK characters take two. */
function displayWidth(text: string) {
  let width = 0;
  for (const char of text) {
    if (/\p{M}/u.test(char)) continue;
    width += /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u.test(char) ? 2 : 1;
  }
  return width;
}

const pad = (text: string, width: number, right: boolean) => {
  const fill = ' '.repeat(Math.max(0, width - displayWidth(text)));
  return right ? fill + text : text + fill;
};

/** Prints rows as a table; columns whose header starts with a space are right-aligned. */
export function printTable(headers: string[], rows: string[][]) {
  const right = headers.map((h) => h.startsWith(' '));
  const titles = headers.map((h) => h.trim());
  const widths = titles.map((h, i) => Math.max(displayWidth(h), ...rows.map((r) => displayWidth(r[i]))));
  const line = (cells: string[]) => cells.map((c, i) => pad(c, widths[i], right[i])).join('  ').trimEnd();
  console.log(line(titles));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}

export const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value >= 10 ? value.toFixed(1) : value.toFixed(2));
export const count = (value: number) => Math.round(value).toLocaleString('en-US');
