#!/usr/bin/env node
// npm start: builds the web app when it has not been built, then runs the portal (API + SPA on one port)
// with the embedded database and demo data unless DATABASE_URL / SEED_DEMO say otherwise.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const run = (command, args) => {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!existsSync(`${root}packages/web/dist/index.html`) || process.env.REBUILD === '1') {
  console.log('Building the web app (first start)…');
  run('npm', ['run', 'build', '--silent']);
}
run(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts']);
