import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The web never compares a status value to decide what a user may do (docs/decisions/policies.md): the
 * server's answers carry `actions`, and a page shows a control for each action it is given. This test reads
 * every source file of the web as TypeScript and lists each comparison (`===`, `!==`, `<`, `>=` …) with an
 * operand named like a status (`status`, `sectionStauts`, `supplierBidStatus`, `confirmationStatus` …).
 *
 * A comparison may stay where it decides only what is shown, never what may be done: inside a function or
 * constant named for display (a tag's colour or tone, a label, a progress step, a stamp, a hint, or
 * `shows…`). Everywhere else it is a finding. The few findings still left are listed in REMAINING with the
 * reason each has not moved yet; a new one anywhere fails the test.
 */

const root = dirname(fileURLToPath(import.meta.url));
const STATUS_LIKE = /(status|stauts)$/i;
const COMPARISONS = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
  ts.SyntaxKind.LessThanToken,
  ts.SyntaxKind.LessThanEqualsToken,
  ts.SyntaxKind.GreaterThanToken,
  ts.SyntaxKind.GreaterThanEqualsToken,
]);
/** Names of display-only functions and constants: what is shown, never what may be done. */
const DISPLAY_ONLY = /^(shows|tone|colou?r|label|stamp|hint|progress)|(Tone|Colou?r|Label|Step|Stamp|Hint|Tag)$/;

/**
 * Comparisons not yet replaced by an answer's actions, per file, with why. Each count may only go down.
 */
const REMAINING: Record<string, { count: number; why: string }> = {
  'components/bid/bidDetail.ts': { count: 15, why: 'display: the progress step and the stage stamp of a sign-up status' },
  'components/bid/RefundBlock.tsx': { count: 2, why: "display: a deposit's tag colour" },
  'components/bid/BidInfo.tsx': { count: 1, why: "display: the status tag's colour" },
  'components/bid/BidProgress.tsx': { count: 1, why: 'display: the progress bar finished at 20' },
  'components/bid/BidFileStage.tsx': { count: 1, why: 'display: the re-upload hint at 13' },
  'components/bid/FilesStage.tsx': { count: 1, why: 'display: the hint that the qualification goes with the base files' },
  'components/bid/NotesStage.tsx': { count: 1, why: 'display: the hint to quote before the notes' },
  'components/bid/ResultBlock.tsx': { count: 2, why: "display: the returned entry's remark and the published result's wording" },
  'components/bid/AppealForm.tsx': { count: 1, why: "display: an appeal's tag colour" },
  'admin/components/WinningEntries.tsx': { count: 1, why: "display: the returned entry's remark" },
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The name of the innermost named function or constant around a node, if any. */
function enclosingName(node: ts.Node): string | undefined {
  for (let current: ts.Node | undefined = node.parent; current; current = current.parent) {
    if ((ts.isFunctionDeclaration(current) || ts.isMethodDeclaration(current)) && current.name) return current.name.getText();
    if (ts.isVariableDeclaration(current) && ts.isIdentifier(current.name) && current.initializer && (ts.isArrowFunction(current.initializer) || ts.isFunctionExpression(current.initializer))) {
      return current.name.text;
    }
  }
  return undefined;
}

/** Whether an operand names a status: an identifier or a property access ending in status / stauts. */
function namesStatus(expression: ts.Expression): boolean {
  if (ts.isIdentifier(expression)) return STATUS_LIKE.test(expression.text);
  if (ts.isPropertyAccessExpression(expression)) return STATUS_LIKE.test(expression.name.text);
  if (ts.isParenthesizedExpression(expression)) return namesStatus(expression.expression);
  return false;
}

/** Each status comparison outside a display-only function, as `file:line  text`. */
export function statusDecisions(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of sourceFiles(root)) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const visit = (node: ts.Node) => {
      if (ts.isBinaryExpression(node) && COMPARISONS.has(node.operatorToken.kind) && (namesStatus(node.left) || namesStatus(node.right))) {
        const name = enclosingName(node);
        if (!name || !DISPLAY_ONLY.test(name)) {
          const path = relative(root, file);
          const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
          found.set(path, [...(found.get(path) ?? []), `${path}:${line}  ${node.getText()}`]);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

describe('the web decides no action from a status value', () => {
  it('compares status values only to show them, or where REMAINING says why not yet', () => {
    const offending = [...statusDecisions()].flatMap(([path, sites]) => (sites.length > (REMAINING[path]?.count ?? 0) ? sites : []));
    expect(offending).toEqual([]);
  });

  it('finds a status comparison that decides a button', () => {
    const source = ts.createSourceFile('x.tsx', 'function Page() { return row.status === 4 ? <Button /> : null; }', ts.ScriptTarget.ES2022, true, ts.ScriptKind.TSX);
    let found = false;
    const visit = (node: ts.Node) => {
      if (ts.isBinaryExpression(node) && namesStatus(node.left) && !DISPLAY_ONLY.test(enclosingName(node) ?? '')) found = true;
      ts.forEachChild(node, visit);
    };
    visit(source);
    expect(found).toBe(true);
  });
});
