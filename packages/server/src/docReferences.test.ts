import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** Where code lives that may point a reader to the docs. */
const SOURCES = ['packages/domain/src', 'packages/server/src', 'packages/web/src', 'e2e'];

describe('references to the docs in the code', () => {
  // Issue 26: ocds/policy.ts sent the reader to a decisions file that does not exist (ocds.md).
  it('name files that exist', async () => {
    const missing: string[] = [];
    for (const dir of SOURCES) {
      const files = (await readdir(ROOT + dir, { recursive: true })).filter((f) => /\.(ts|tsx|mjs|sql)$/.test(f) && !f.includes('node_modules'));
      for (const file of files) {
        const text = await readFile(`${ROOT}${dir}/${file}`, 'utf8');
        for (const [path] of text.matchAll(/docs\/[A-Za-z0-9_./-]+\.md/g)) if (!existsSync(ROOT + path)) missing.push(`${dir}/${file}: ${path}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
