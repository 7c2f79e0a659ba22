#!/usr/bin/env node
// npm test: every test. Checks types, builds the web app, then runs the domain, API (PGlite, and
// PostgreSQL when TEST_DATABASE_URL is set), web and browser (Chromium) tests, then prints how long each step,
// each test project and the slowest test files took (scripts/testDurations.mjs), and one summary line.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const run = (command, args, options = {}) => spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options }).status ?? 1;
/** How long each step took, in order, for the summary. */
const steps = [];
const timed = (name, command, args, options) => {
  const start = Date.now();
  const status = run(command, args, options);
  steps.push([name, Date.now() - start]);
  return status;
};
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`.padStart(9);

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

if (timed('typecheck', 'npm', ['run', 'typecheck', '--silent']) !== 0) process.exit(1);
if (timed('build', 'npm', ['run', 'build', '--silent']) !== 0) process.exit(1);

const report = `${root}node_modules/.vitest-report.json`;
const durations = `${root}node_modules/.vitest-durations.json`;
rmSync(report, { force: true });
rmSync(durations, { force: true });
const status = timed('tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
  '--reporter=./scripts/testDurations.mjs',
], { env: { ...process.env, TEST_DURATIONS_FILE: durations } });

/** Each step's time, each project's (its files run side by side with other projects'), the slowest files. */
function printDurations() {
  console.log('\nDurations');
  for (const [name, ms] of steps) console.log(`${seconds(ms)}  ${name}`);
  if (!existsSync(durations)) return;
  const { files } = JSON.parse(readFileSync(durations, 'utf8'));
  const projects = [...new Set(files.map((f) => f.project))];
  for (const project of projects) {
    const own = files.filter((f) => f.project === project);
    const starts = own.map((f) => f.start).filter(Boolean);
    const ends = own.map((f) => f.end).filter(Boolean);
    const span = starts.length ? Math.max(...ends) - Math.min(...starts) : 0;
    const total = own.reduce((sum, f) => sum + f.ms, 0);
    console.log(`${seconds(span)}  project ${project}: ${own.length} files, ${seconds(total).trim()} in its files (side by side)`);
  }
  console.log('  slowest test files:');
  for (const f of [...files].sort((a, b) => b.ms - a.ms).slice(0, 15)) {
    console.log(`${seconds(f.ms)}  ${f.project.padEnd(9)} ${f.file}  (import ${(f.importMs / 1000).toFixed(1)} s, tests ${(f.testsMs / 1000).toFixed(1)} s)`);
  }
}
printDurations();
if (existsSync(report)) {
  const r = JSON.parse(readFileSync(report, 'utf8'));
  const skipped = r.numPendingTests + r.numTodoTests;
  console.log(`\ntests: ${r.numPassedTests} passed, ${r.numFailedTests} failed${skipped ? `, ${skipped} skipped` : ''}`);
}
process.exit(status);
