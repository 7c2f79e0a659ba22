import pg from 'pg';
const c = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
await c.connect();
const counts = new Map<string, number>();
let samples = 0;
const end = Date.now() + Number(process.argv[2] ?? 60) * 1000;
while (Date.now() < end) {
  const { rows } = await c.query(`SELECT regexp_replace(left(query, 70), '\\s+', ' ', 'g') AS q, coalesce(wait_event_type || ':' || wait_event, 'CPU') AS w FROM pg_stat_activity WHERE state = 'active' AND datname LIKE 'portal_bench%' AND pid <> pg_backend_pid()`);
  // Only while rounds are being stored: the round's insert (a prepared EXECUTE with the arrival time first) or a COMMIT.
  if (!rows.some((r) => /^EXECUTE portal_\w+\('20/.test(r.q) || r.q.startsWith('COMMIT'))) { await new Promise((r) => setTimeout(r, 5)); continue; }
  samples++;
  for (const r of rows) { const k = `${r.w} | ${r.q.replace(/\(.*/, '(…')}`; counts.set(k, (counts.get(k) ?? 0) + 1); }
  await new Promise((r) => setTimeout(r, 5));
}
console.log('samples while rounds were stored', samples);
for (const [k, n] of [...counts].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(String(n).padStart(6), k);
await c.end();
