import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Short functions (issue 26 item 8): no product function of any package is over MAX_LINES lines. A long page
 * becomes a page that composes components and hooks; a long route file, routes that parse, call and present.
 */

const MAX_LINES = 150;
const repository = join(dirname(fileURLToPath(import.meta.url)), '../../..');
/** The product's sources: every package's code that runs (tests, test helpers and the browser journeys are not). */
const SOURCES = ['packages/domain/src', 'packages/domain/bin', 'packages/server/src', 'packages/web/src'];
const isTest = (path: string) => /\.test\.tsx?$|(^|\/)(testSupport|testing\/[^/]+)\.tsx?$|\/test\/|\/testing\//.test(path);

/**
 * Functions still over the limit, each named (file: function) so the list only shrinks: the test fails when one
 * of them is short already (remove it here) as when another grows past the limit. The pages listed are left to
 * split (issue 26 item 8).
 */
const STILL_LONG: string[] = [];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|tsx|mts)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The name a function goes by: its own, or the variable, property or class member it is assigned to. */
function nameOf(node: ts.Node): string {
  const named = node as ts.Node & { name?: ts.Node };
  if (named.name && (ts.isIdentifier(named.name) || ts.isStringLiteral(named.name))) return named.name.text;
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) return parent.name.getText();
  if (ts.isCallExpression(parent)) return `${nameOf(parent)}(…)`;
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  return '(anonymous)';
}

/** Every function of the product longer than MAX_LINES, as `file: name (lines)`. */
function longFunctions(): Map<string, number> {
  const found = new Map<string, number>();
  for (const file of SOURCES.flatMap((dir) => sourceFiles(join(repository, dir)))) {
    const path = relative(repository, file);
    if (isTest(path)) continue;
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const visit = (node: ts.Node) => {
      if (ts.isFunctionLike(node) && 'body' in node && node.body) {
        const lines = source.getLineAndCharacterOfPosition(node.getEnd()).line - source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
        if (lines > MAX_LINES) found.set(`${path}: ${nameOf(node)}`, lines);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

describe('the product’s functions', () => {
  const long = longFunctions();

  it(`are at most ${MAX_LINES} lines long, except the ones still being split`, () => {
    expect([...long].filter(([name]) => !STILL_LONG.includes(name)).map(([name, lines]) => `${name} (${lines} lines)`)).toEqual([]);
  });

  it('name no function as still long that is short already, so the list only shrinks', () => {
    expect(STILL_LONG.filter((name) => !long.has(name))).toEqual([]);
  });
});
