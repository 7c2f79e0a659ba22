import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The shape of the server (docs/architecture.md): one folder per resource; a resource uses another only
 * through its public modules, and no module imports itself back through a chain of imports.
 */

const root = dirname(fileURLToPath(import.meta.url));

/**
 * Folders that are not resources: shared infrastructure every resource may use (the portal's signing key, which
 * receipts and the transparency log both sign with, among it), and tools over all of them.
 */
const SHARED = new Set(['db', 'http', 'mail', 'cache', 'firstView', 'live', 'signing', 'test', 'seed']);

/**
 * What a resource shows the others: its commands, queries, policy, presenter, its lifecycle (the one writer
 * of its status, which the clock and other resources' commands move it through), or a public index.
 */
const PUBLIC = new Set(['commands', 'queries', 'policy', 'presenter', 'lifecycle', 'index']);

/**
 * Further modules some resources show the others, named here so each exception is a decision: the session
 * (who is signed in), the audit log writer, the clock that moves sections, file storage and access. (The
 * quotation rounds in flight reach the clock through `clockHooks.ts`, a root file, which this check leaves out.)
 */
const ALSO_PUBLIC: Record<string, string[]> = {
  accounts: ['authentication', 'sessions', 'passwords', 'rateLimits', 'captcha', 'emailCodes', 'users', 'schema'],
  audit: ['audit'],
  sections: ['clock', 'upToDate', 'scheduler'],
  files: ['storage', 'uploads', 'ownership', 'fileReader', 'zipLimits', 'pdf'],
  companies: ['bidContacts'],
  notifications: ['events'],
  settings: [],
  dictionaries: ['install'],
};

const isTest = (file: string) => /\.test\.ts$/.test(file) || /(^|\/)testSupport\.ts$/.test(file);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The relative imports of a file that exist at run time (`import type` and type-only specifiers are erased). */
function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, false);
  const targets: string[] = [];
  for (const statement of source.statements) {
    let specifier: ts.Expression | undefined;
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (clause?.isTypeOnly) continue;
      const named = clause?.namedBindings;
      if (clause && !clause.name && named && ts.isNamedImports(named) && named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly)) continue;
      specifier = statement.moduleSpecifier;
    } else if (ts.isExportDeclaration(statement) && !statement.isTypeOnly) specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) continue;
    const base = resolve(dirname(file), specifier.text);
    targets.push([base + '.ts', join(base, 'index.ts'), base].find((candidate) => files.has(candidate)) ?? base + '.ts');
  }
  return targets;
}

const files = new Set(sourceFiles(root));
const graph = new Map([...files].map((file) => [file, runtimeImports(file)]));
const name = (file: string) => relative(root, file);
const folderOf = (file: string) => (name(file).includes('/') ? name(file).split('/')[0] : null);
const moduleOf = (file: string) => name(file).split('/').pop()!.replace(/\.ts$/, '');

/** Every cycle of a graph: its strongly connected components of more than one node, or a node importing itself. */
function cyclesOf(graph: Map<string, string[]>, label: (node: string) => string = (node) => node): string[][] {
  let index = 0;
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    indexOf.set(v, index);
    low.set(v, index);
    index += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!indexOf.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, indexOf.get(w)!));
    }
    if (low.get(v) === indexOf.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(label(w));
      } while (w !== v);
      if (component.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!indexOf.has(v)) visit(v);
  return found;
}

const cycles = () => cyclesOf(graph, name);

/** Scripts run on their own (package.json's scripts): nothing imports them, so each is a node of its own. */
const entryPoints = new Set(
  Object.values((JSON.parse(readFileSync(join(root, '../package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts)
    .flatMap((script) => script.match(/\bsrc\/[\w/.-]+\.ts\b/g) ?? [])
    .map((path) => join(root, '..', path)),
);

/** Test code: tests, test helpers, the `test/` harness, and any module that imports one of them. */
const testCode = new Set([...files].filter((file) => isTest(file) || folderOf(file) === 'test'));
for (let grown = true; grown; ) {
  grown = false;
  for (const [file, imports] of graph) if (!testCode.has(file) && imports.some((target) => testCode.has(target))) grown = !!testCode.add(file);
}

/**
 * The server's folders as one graph, shared folders included: a folder imports another when one of its
 * product modules does. The files at the root (app.ts, portal.ts, config.ts …) and the scripts are nodes of
 * their own, so a folder that reaches up to the root is a cycle too.
 */
function folderGraph(): Map<string, Map<string, string[]>> {
  const nodeOf = (file: string) => (entryPoints.has(file) ? name(file) : (folderOf(file) ?? name(file)));
  const folders = new Map<string, Map<string, string[]>>();
  for (const [file, imports] of graph) {
    if (testCode.has(file)) continue;
    const from = nodeOf(file);
    const edges = folders.get(from) ?? folders.set(from, new Map()).get(from)!;
    for (const target of imports) {
      const to = nodeOf(target);
      if (to === from || !graph.has(target)) continue;
      edges.set(to, [...(edges.get(to) ?? []), `${name(file)} → ${name(target)}`]);
    }
  }
  return folders;
}

describe('the import graph of the server', () => {
  it('has no cycles', () => {
    expect(cycles().map((component) => component.join(' → '))).toEqual([]);
  });

  it('has no cycles among its folders, the shared ones included', () => {
    const folders = folderGraph();
    const cyclesLeft = cyclesOf(new Map([...folders].map(([from, edges]) => [from, [...edges.keys()]]))).map((component) => {
      const inside = new Set(component);
      const imports = component.flatMap((from) => [...folders.get(from)!].filter(([to]) => inside.has(to)).map(([, why]) => why[0]));
      return `${component.join(', ')}: ${imports.join('; ')}`;
    });
    expect(cyclesLeft).toEqual([]);
  });

  it("lets a resource use another only through that one's public modules", () => {
    const offenders: string[] = [];
    for (const [file, imports] of graph) {
      const from = folderOf(file);
      if (isTest(file) || from === null || SHARED.has(from)) continue;
      for (const target of imports) {
        const to = folderOf(target);
        if (to === null || to === from || SHARED.has(to)) continue;
        const module = moduleOf(target);
        if (PUBLIC.has(module) || ALSO_PUBLIC[to]?.includes(module)) continue;
        offenders.push(`${name(file)} imports ${name(target)}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('brings sections up to date only through sections/upToDate, so no route or command can forget the clock', () => {
    // The scheduler ticks the clock itself; a quotation round's transaction probes it and retries after it.
    const clockCallers = new Set(['sections/clock.ts', 'sections/upToDate.ts', 'sections/scheduler.ts', 'quotations/commands.ts']);
    const callers = [...files].filter((file) => !isTest(file) && /\badvanceDueSections\(/.test(readFileSync(file, 'utf8'))).map(name);
    expect(callers.filter((file) => !clockCallers.has(file))).toEqual([]);
  });

  it('has no admin folder: the workbench lives in the resources it serves', () => {
    expect([...files].filter((file) => folderOf(file) === 'admin').map(name)).toEqual([]);
  });
});
