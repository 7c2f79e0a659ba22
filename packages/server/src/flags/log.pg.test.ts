import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { createSection } from '../test/factories';
import { freshDb } from '../test/harness';
import { recomputeSectionFlags } from './commands';

/** Runs `npm run audit:check`'s first script (the audit chain, then the red flags against the log) on a PostgreSQL database. */
async function auditCheck(url: string) {
  const script = join(import.meta.dirname, '../audit/checkChain.ts');
  const tsx = join(import.meta.dirname, '../../../../node_modules/tsx/dist/cli.mjs');
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [tsx, script], { env: { ...process.env, DATABASE_URL: url, INIT_CWD: '' } });
    return { code: 0, stdout };
  } catch (error) {
    return { code: (error as { code: number }).code, stdout: (error as { stdout: string }).stdout };
  }
}

describe('red flags against the transparency log (PostgreSQL)', () => {
  it('npm run audit:check finds nothing while the flags are untouched, and names a flag row deleted in SQL', { timeout: 120_000 }, async () => {
    const fresh = await freshDb();
    afterAll(() => fresh.drop());
    const { db } = fresh;
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
    const sectionId = await createSection(db, { section_stauts: 12, release_time: hoursAgo(300), signup_start_time: hoursAgo(250), signup_end_time: hoursAgo(80), start_time: hoursAgo(78), ent_time: hoursAgo(2) });
    const [{ id: companyId }] = await db.query<{ id: number }>("INSERT INTO company (name, kind) VALUES ('唯一供应商', 'supplier') RETURNING id");
    const [{ id: userId }] = await db.query<{ id: number }>("INSERT INTO app_user (user_name, nick_name, phonenumber, password_hash, role, company_id) VALUES ('onlyone', 'onlyone', '13800000001', 'x', 'supplier', $1) RETURNING id", [companyId]);
    await db.query('INSERT INTO signup (section_id, user_id, company_id, supplier_bid_status, create_time, update_time) VALUES ($1, $2, $3, 19, $4, $4)', [sectionId, userId, companyId, hoursAgo(100)]);
    await db.transaction((tx) => recomputeSectionFlags(tx, sectionId, new Date()));
    const [flag] = await db.query<{ id: number }>("SELECT id FROM section_flag WHERE section_id = $1 AND indicator = 'singleSignup'", [sectionId]);

    const untouched = await auditCheck(fresh.url!);
    expect(untouched).toMatchObject({ code: 0, stdout: expect.stringMatching(/red flags intact: the \d+ flags in the transparency log match their rows/) });
    expect(untouched.stdout).not.toContain('BROKEN');

    await db.query('DELETE FROM section_flag WHERE id = $1', [flag.id]);
    const { code, stdout } = await auditCheck(fresh.url!);
    expect(code).toBe(1);
    expect(stdout).toContain(`red flags BROKEN against the transparency log: red flag ${flag.id} is missing: its row is gone, but the transparency log holds it`);
    expect(stdout).toContain('it was deleted outside the portal');
  });
});
