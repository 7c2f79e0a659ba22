import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Each status column has one writer, its resource's lifecycle module (docs/decisions/lifecycles.md): the
 * table check, the audit record and the live event go with every move only if nothing else writes it.
 * This scans the SQL in every string of the server for an UPDATE that sets, or an INSERT that names, a
 * status column outside its owner.
 */

const root = dirname(fileURLToPath(import.meta.url));

/** The status columns and the module that alone writes each. */
const OWNERS: { table: string; column: string; owner: string }[] = [
  { table: 'section', column: 'section_stauts', owner: 'sections/lifecycle.ts' },
  { table: 'signup', column: 'supplier_bid_status', owner: 'signups/lifecycle.ts' },
  { table: 'signup', column: 'confirmation_status', owner: 'signups/lifecycle.ts' },
  { table: 'margin', column: 'status', owner: 'margins/lifecycle.ts' },
  { table: 'company', column: 'certification_status', owner: 'certification/lifecycle.ts' },
];

/**
 * Files that write statuses without moving anything: demo and seed data are created in the state they show
 * (`seed/`, the demo accounts' companies), and tests set up rows in the state a case needs (`test/`, tests,
 * test support). Migrations are SQL files, not scanned: they change stored data once, outside any move.
 */
const EXEMPT = (file: string) =>
  file.startsWith('seed/') || file.startsWith('test/') || file === 'accounts/demoAccounts.ts' || /\.test\.ts$/.test(file) || /(^|\/)testSupport\.ts$/.test(file);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The text of every string and template literal of a source file (a template's placeholders as `?`). */
function stringsOf(source: string): string[] {
  const file = ts.createSourceFile('scanned.ts', source, ts.ScriptTarget.ES2022, false);
  const texts: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) texts.push(node.text);
    else if (ts.isTemplateExpression(node)) texts.push(node.head.text + node.templateSpans.map((span) => '?' + span.literal.text).join(''));
    ts.forEachChild(node, visit);
  };
  visit(file);
  return texts;
}

/** The `table.column` status columns an SQL text writes: set by an UPDATE, or named by an INSERT. */
function statusWrites(sql: string): string[] {
  const found = new Set<string>();
  for (const match of sql.matchAll(/\bUPDATE\s+(\w+)(?:\s+(?:AS\s+)?\w+)?\s+SET\s+([\s\S]*?)(?=\bWHERE\b|\bFROM\b|\bRETURNING\b|$)/gi)) {
    const [, table, assignments] = match;
    for (const o of OWNERS) if (o.table === table.toLowerCase() && new RegExp(`(^|[\\s,.])${o.column}\\s*=`, 'i').test(assignments)) found.add(`${o.table}.${o.column}`);
  }
  for (const match of sql.matchAll(/\bINSERT\s+INTO\s+(\w+)\s*\(([^)]*)\)/gi)) {
    const [, table, columns] = match;
    for (const o of OWNERS) if (o.table === table.toLowerCase() && new RegExp(`\\b${o.column}\\b`, 'i').test(columns)) found.add(`${o.table}.${o.column}`);
  }
  return [...found];
}

describe('status columns', () => {
  it('are written only by their lifecycle modules', () => {
    const offenders: string[] = [];
    for (const path of sourceFiles(root)) {
      const file = relative(root, path);
      if (EXEMPT(file)) continue;
      for (const written of stringsOf(readFileSync(path, 'utf8')).flatMap(statusWrites)) {
        const owner = OWNERS.find((o) => `${o.table}.${o.column}` === written)!.owner;
        if (file !== owner) offenders.push(`${file} writes ${written} (only ${owner} may)`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('are found in the SQL shapes the server writes, and not where only read', () => {
    expect(statusWrites('UPDATE section SET section_stauts = $2, update_time = $3 WHERE id = $1')).toEqual(['section.section_stauts']);
    expect(statusWrites('UPDATE signup t SET supplier_bid_status = $3 FROM (SELECT 1) o')).toEqual(['signup.supplier_bid_status']);
    expect(statusWrites("UPDATE company SET name = $2, certification_status = 'skip' WHERE id = $1")).toEqual(['company.certification_status']);
    expect(statusWrites('UPDATE signup SET confirmation_status = ?, update_time = ? WHERE id = $1')).toEqual(['signup.confirmation_status']);
    expect(statusWrites('INSERT INTO margin (signup_id, status, money) SELECT 1, 4, 2')).toEqual(['margin.status']);
    expect(statusWrites('UPDATE margin SET refund_time = $2 WHERE status = $3')).toEqual([]);
    expect(statusWrites('UPDATE bid_contact SET status = $2 WHERE id = $1')).toEqual([]);
    expect(statusWrites('SELECT section_stauts FROM section WHERE section_stauts = 1')).toEqual([]);
    expect(stringsOf('const q = `UPDATE section SET section_stauts = ${to} WHERE id = $1`;').flatMap(statusWrites)).toEqual(['section.section_stauts']);
  });
});
