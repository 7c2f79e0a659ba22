import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@portal/domain';
import { buildResources } from './resources';

const SRC = join(import.meta.dirname, '..');

/** Source files of the web app, tests left out. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * Static keys handed to i18next: t('ns.key') (also i18n.t) and i18nKey="ns.key". Keys built at run time
 * (template strings, variables) cannot be read here. A key needs a namespace and a dot, which leaves out
 * helpers that prefix their own path (the request layer's t('timeout')).
 */
const KEY_PATTERNS = [/\bt\(\s*(['"])([\w-]+(?:\.[\w-]+)+)\1/g, /\bi18nKey=(?:\{\s*)?(['"])([\w-]+(?:\.[\w-]+)+)\1/g];
/** Route handles name their breadcrumb and tab title by key (router.tsx). */
const HANDLE_TITLE = /\btitle:\s*(['"])([\w-]+(?:\.[\w-]+)+)\1/g;

function usedKeys() {
  return sourceFiles(SRC).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    const patterns = file.endsWith('router.tsx') ? [...KEY_PATTERNS, HANDLE_TITLE] : KEY_PATTERNS;
    return patterns.flatMap((pattern) => [...text.matchAll(pattern)].map((m) => ({ key: m[2], file: relative(SRC, file) })));
  });
}

/** Whether the message tree holds a text (or, for i18next plurals, its _one/_other forms) at the dotted path. */
function exists(tree: unknown, key: string): boolean {
  const parts = key.split('.');
  const last = parts.pop()!;
  let node = tree as Record<string, unknown> | undefined;
  for (const part of parts) node = node?.[part] as Record<string, unknown> | undefined;
  if (!node || typeof node !== 'object') return false;
  return typeof node[last] === 'string' || typeof node[`${last}_other`] === 'string';
}

describe('keys used in the code', () => {
  const used = usedKeys();

  it('finds the static keys of the screens', () => {
    expect(used.length).toBeGreaterThan(200);
    expect(used.map((u) => u.key)).toEqual(expect.arrayContaining(['common.appName', 'personal.menu.myBid']));
  });

  it.each(LOCALES)('exist in %s', (locale) => {
    const messages = buildResources()[locale].translation;
    const missing = used.filter(({ key }) => !exists(messages, key)).map(({ key, file }) => `${file}: ${key}`);
    expect(missing).toEqual([]);
  });
});
