import { readdir, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';

const SRC = new URL('./', import.meta.url);

/** The package an import specifier names (`@scope/name` or `name`), or null for a relative or node: import. */
const packageOf = (specifier: string) => {
  if (specifier.startsWith('.') || specifier.startsWith('node:')) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
};

/** Every package the server's own code (not its tests) imports, statically or dynamically. */
async function importedPackages(): Promise<Set<string>> {
  const files = (await readdir(SRC, { recursive: true })).filter((f) => /\.(ts|mjs)$/.test(f) && !/\.test\.ts$/.test(f));
  const packages = new Set<string>();
  for (const file of files) {
    const text = await readFile(new URL(file, SRC), 'utf8');
    for (const [, specifier] of text.matchAll(/(?:\bfrom|\bimport\s*\(|^import)\s*['"]([^'"]+)['"]/gm)) {
      const name = packageOf(specifier);
      if (name) packages.add(name);
    }
  }
  return packages;
}

describe("the server's dependencies", () => {
  // Issue 26: @fastify/rate-limit stayed a dependency that no code imported (the rate limits are the portal's own, accounts/rateLimits.ts).
  it('are all imported by its code: none is installed and shipped for nothing', async () => {
    const { dependencies } = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8')) as { dependencies: Record<string, string> };
    const imported = await importedPackages();
    expect(Object.keys(dependencies).filter((name) => !imported.has(name))).toEqual([]);
  });
});
