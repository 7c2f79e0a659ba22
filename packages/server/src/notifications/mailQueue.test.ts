import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { openDb, type Db } from '../db/index';
import { migrate } from '../db/migrate';
import type { Mailer, MailMessage } from '../mail/mailer';
import { createTestDatabase, testDbKind } from '../test/harness';
import { runMailJobs } from './mailQueue';
import { LEASE_MS } from './mailRules';

/** A database that survives its process: a PGlite directory, or a database on the test PostgreSQL server. */
async function durableDb(): Promise<{ open: () => Promise<Db>; location: string; drop: () => Promise<void> }> {
  if (testDbKind === 'pglite') {
    const dir = await mkdtemp(join(tmpdir(), 'mailqueue-'));
    return { location: dir, open: () => openDb({ dataDir: dir }), drop: () => rm(dir, { recursive: true, force: true }) };
  }
  const created = await createTestDatabase();
  return { location: created.url, open: () => openDb({ databaseUrl: created.url, dataDir: '', poolSize: 3 }), drop: created.drop };
}

/** Records what it sends; fails the first `failures` sends. */
class RecordingMailer implements Mailer {
  sent: MailMessage[] = [];
  constructor(private failures = 0) {}
  async send(message: MailMessage) {
    if (this.failures-- > 0) throw new Error('SMTP server unavailable');
    this.sent.push(message);
  }
}

async function queueOne(db: Db, email = 'kim@example.test') {
  const [{ id: userId }] = await db.query<{ id: number }>("INSERT INTO app_user (user_name, nick_name, email, password_hash) VALUES ($1, 'Kim', $2, 'x') RETURNING id", [
    'kim' + randomBytes(3).toString('hex'),
    email,
  ]);
  const [{ id }] = await db.query<{ id: number }>(
    `INSERT INTO notification (user_id, event, params, dedupe_key, create_time) VALUES ($1, 'won', '{"sectionName":"道路照明设备采购"}', 'test', now()) RETURNING id`,
    [userId],
  );
  await db.query('INSERT INTO mail_job (notification_id) VALUES ($1)', [id]);
  return Number(id);
}

const now = new Date('2026-06-01T02:00:00Z');
const later = (ms: number) => new Date(now.getTime() + ms);

describe('the mail queue', () => {
  it('sends a mail once even when its worker is killed in the middle of sending it', async () => {
    const store = await durableDb();
    try {
      let db = await store.open();
      await migrate(db);
      await queueOne(db);
      if (testDbKind === 'pglite') await db.close(); // one process at a time opens a PGlite directory

      // A worker in another process claims the job and is killed while sending.
      const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./workerChild.ts', import.meta.url)), testDbKind, store.location, now.toISOString()], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('sending') && resolve());
        child.on('exit', (code) => reject(new Error(`worker exited (${code}) before sending`)));
      });
      const exited = new Promise((resolve) => child.on('exit', resolve));
      child.kill('SIGKILL');
      await exited;

      if (testDbKind === 'pglite') db = await store.open();
      const mailer = new RecordingMailer();
      // The dead worker's lease holds the job for a while; then another worker takes it and sends it, once.
      expect(await runMailJobs(db, mailer, later(60_000))).toEqual({ sent: 0, failed: 0 });
      expect(await runMailJobs(db, mailer, later(LEASE_MS + 1))).toEqual({ sent: 1, failed: 0 });
      expect(await runMailJobs(db, mailer, later(2 * LEASE_MS + 2))).toEqual({ sent: 0, failed: 0 });
      expect(mailer.sent).toEqual([{ to: 'kim@example.test', subject: '恭喜，您在「道路照明设备采购」中标', text: expect.stringContaining('个人中心') }]);
      expect(await db.query('SELECT state, attempts FROM mail_job')).toEqual([{ state: 'sent', attempts: 2 }]);
      await db.close();
    } finally {
      await store.drop();
    }
  });

  it('retries a failed mail with back-off, and two workers never send the same mail', async () => {
    const store = await durableDb();
    const db = await store.open();
    try {
      await migrate(db);
      await queueOne(db, 'a@example.test');
      const failing = new RecordingMailer(2);
      expect(await runMailJobs(db, failing, now)).toEqual({ sent: 0, failed: 1 });
      expect(await runMailJobs(db, failing, later(30_000))).toEqual({ sent: 0, failed: 0 }); // waits 1 minute
      expect(await runMailJobs(db, failing, later(61_000))).toEqual({ sent: 0, failed: 1 });
      expect(await runMailJobs(db, failing, later(61_000 + 119_000))).toEqual({ sent: 0, failed: 0 }); // then 2 minutes
      expect(await runMailJobs(db, failing, later(61_000 + 121_000))).toEqual({ sent: 1, failed: 0 });
      expect(failing.sent).toHaveLength(1);
      expect((await db.query<{ last_error: string }>('SELECT last_error FROM mail_job'))[0].last_error).toBe('SMTP server unavailable');

      for (let i = 0; i < 6; i++) await queueOne(db, `b${i}@example.test`);
      const one = new RecordingMailer();
      const two = new RecordingMailer();
      const results = await Promise.all([runMailJobs(db, one, later(600_000), 3), runMailJobs(db, two, later(600_000), 3), runMailJobs(db, one, later(600_000), 3)]);
      expect(results.reduce((n, r) => n + r.sent, 0)).toBe(6);
      const addresses = [...one.sent, ...two.sent].map((m) => m.to).sort();
      expect(addresses).toEqual(['b0@example.test', 'b1@example.test', 'b2@example.test', 'b3@example.test', 'b4@example.test', 'b5@example.test']);
    } finally {
      await db.close();
      await store.drop();
    }
  });
});
