#!/usr/bin/env node
// npm test: every test. Checks types, builds the web app, then runs the domain, API (PGlite, and
// PostgreSQL when TEST_DATABASE_URL is set), web and browser (Chromium) tests, and prints one summary line.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const run = (command, args, options = {}) => spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options }).status ?? 1;

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(chromium)) {
  if (process.getuid?.() === 0) {
    console.log('Installing Chromium from Debian packages for the browser tests…');
    run('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk fonts-lao >/dev/null']);
  }
  if (!existsSync(chromium)) {
    console.error(`Chromium not found at ${chromium}: install Debian's chromium package (or set CHROMIUM_PATH).`);
    process.exit(1);
  }
}
if (!process.env.TEST_DATABASE_URL) console.log('TEST_DATABASE_URL is not set: API tests run on embedded PGlite only.');

if (run('npm', ['run', 'typecheck', '--silent']) !== 0) process.exit(1);
if (run('npm', ['run', 'build', '--silent']) !== 0) process.exit(1);

const report = `${root}node_modules/.vitest-report.json`;
rmSync(report, { force: true });
const status = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]);
if (existsSync(report)) {
  const r = JSON.parse(readFileSync(report, 'utf8'));
  const skipped = r.numPendingTests + r.numTodoTests;
  console.log(`\ntests: ${r.numPassedTests} passed, ${r.numFailedTests} failed${skipped ? `, ${skipped} skipped` : ''}`);
}
process.exit(status);
