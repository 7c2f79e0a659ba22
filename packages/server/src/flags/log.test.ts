import { describe, expect, it } from 'vitest';
import { parseLogEntry } from '@portal/domain';
import { createSection } from '../test/factories';
import { testApp } from '../test/harness';
import { buyer } from '../test/staffSupport';
import { drainFlagQueue } from './commands';
import { checkFlagsAgainstLog } from './log';

const t = await testApp();
const hour = 3_600_000;
const ago = (hours: number) => new Date(t.clock.now().getTime() - hours * hour);
let counter = 0;

/** A section of `companyId` in evaluation (quoting ended 2 h ago) with one supplier who quoted `price`: singleSignup and singleBid. */
async function flaggedSection(companyId: number, price: string) {
  counter += 1;
  const sectionId = await createSection(t.db, { buyer_company_id: companyId, section_stauts: 12, release_time: ago(300), signup_start_time: ago(250), signup_end_time: ago(80), start_time: ago(78), ent_time: ago(2) });
  const [{ id: supplierId }] = await t.db.query<{ id: number }>("INSERT INTO company (name, kind) VALUES ($1, 'supplier') RETURNING id", [`日志供应商 ${counter}`]);
  const [{ id: userId }] = await t.db.query<{ id: number }>(
    "INSERT INTO app_user (user_name, nick_name, phonenumber, password_hash, role, company_id) VALUES ($1, $1, $2, 'x', 'supplier', $3) RETURNING id",
    [`logsupplier${counter}`, `138${String(counter).padStart(8, '0')}`, supplierId],
  );
  const [{ id: signupId }] = await t.db.query<{ id: number }>(
    'INSERT INTO signup (section_id, user_id, company_id, supplier_bid_status, create_time, update_time) VALUES ($1, $2, $3, 19, $4, $4) RETURNING id',
    [sectionId, userId, supplierId, ago(100)],
  );
  await t.db.query('INSERT INTO quote_round (section_id, signup_id, company_id, quotes_count, total_price, create_time) VALUES ($1, $2, $3, 1, $4, $5)', [sectionId, signupId, supplierId, price, ago(10)]);
  await drainFlagQueue(t.db, t.clock.now());
  const flags = await t.db.query<{ id: number; indicator: string }>('SELECT id, indicator FROM section_flag WHERE section_id = $1 ORDER BY indicator', [sectionId]);
  return { sectionId, flags: flags.map((f) => ({ id: Number(f.id), indicator: f.indicator })) };
}

/** The `flag` entries of the transparency log about `flagId`, oldest first, as the public reads them. */
async function logged(flagId: number) {
  const [{ size }] = await t.db.query<{ size: number }>('SELECT count(*)::int AS size FROM transparency_log_entry');
  const { data } = await t.call({ method: 'GET', url: `/prod-api/transparency/entries?start=0&end=${size}` });
  return (data as { kind: string; sectionId: number | null; entry: string }[])
    .filter((e) => e.kind === 'flag')
    .map((e) => ({ sectionId: e.sectionId, text: e.entry, body: parseLogEntry(e.entry)!.body as { flagId: number; event: string; contentSha256: string } }))
    .filter((e) => e.body.flagId === flagId);
}

describe('red flags in the transparency log', () => {
  it('logs a flag raised and a review recorded by the hash of its content, naming neither its section, its supplier nor a price', async () => {
    const own = await buyer(t);
    const { flags } = await flaggedSection(own.companyId, '87654.32');
    const singleBid = flags.find((f) => f.indicator === 'singleBid')!;
    const raised = await logged(singleBid.id);
    expect(raised).toHaveLength(1);
    expect(raised[0].sectionId).toBeNull();
    expect(raised[0].body).toEqual({ flagId: singleBid.id, event: 'raised', contentSha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(raised[0].text).not.toMatch(/87654|日志供应商|singleBid/);

    const answer = await t.call({ method: 'POST', url: `/prod-api/admin/flags/${singleBid.id}/review`, token: own.token, payload: { status: 'reviewed', note: 'Only one supplier in this trade' } });
    expect(answer.code).toBe(200);
    const after = await logged(singleBid.id);
    expect(after.map((e) => e.body.event)).toEqual(['raised', 'reviewed']);
    expect(after[1].body.contentSha256).not.toBe(after[0].body.contentSha256);
    expect(await checkFlagsAgainstLog(t.db)).toEqual({ logged: expect.any(Number), problems: [] });
  });

  it('logs a flag cleared by a recompute, so the check still finds every row as logged', async () => {
    const own = await buyer(t);
    const { sectionId, flags } = await flaggedSection(own.companyId, '90000');
    await t.db.query("UPDATE section SET ent_time = $2, section_stauts = 10 WHERE id = $1", [sectionId, new Date(t.clock.now().getTime() + hour)]);
    await t.db.query("INSERT INTO flag_queue (section_id) VALUES ($1)", [sectionId]);
    await drainFlagQueue(t.db, t.clock.now());
    const singleBid = flags.find((f) => f.indicator === 'singleBid')!;
    const [row] = await t.db.query<{ cleared_time: Date | null }>('SELECT cleared_time FROM section_flag WHERE id = $1', [singleBid.id]);
    expect(row.cleared_time).not.toBeNull();
    expect((await logged(singleBid.id)).map((e) => e.body.event)).toEqual(['raised', 'cleared']);
    expect((await checkFlagsAgainstLog(t.db)).problems).toEqual([]);
  });

  it('reports a flag row deleted or changed outside the portal, in words', async () => {
    const own = await buyer(t);
    const { sectionId, flags } = await flaggedSection(own.companyId, '90000');
    const [deleted, changed] = flags;
    await t.db.query('DELETE FROM section_flag WHERE id = $1', [deleted.id]);
    await t.db.query("UPDATE section_flag SET review_status = 'dismissed', review_note = 'nothing to see' WHERE id = $1", [changed.id]);
    const { problems } = await checkFlagsAgainstLog(t.db);
    expect(problems).toHaveLength(2);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^red flag ${deleted.id} is missing: its row is gone, but the transparency log holds it \\(last logged "raised" at \\S+, entry \\d+\\): it was deleted outside the portal$`)),
        expect.stringMatching(
          new RegExp(`^red flag ${changed.id} \\(section ${sectionId}, ${changed.indicator}\\) was changed outside the portal: its row no longer matches the hash the transparency log holds for it \\(last logged "raised"`),
        ),
      ]),
    );
  });
});
