import { expect, it } from 'vitest';
import type { Queryable } from '../db/index';
import { advanceDueSections } from '../sections/clock';
import type { TestApp } from '../test/harness';
import { administrator } from '../test/staffSupport';
import { HOUR, quoteCalls, quotingSection, quotingSupplier } from '../quotations/testSupport';
import { commitNewRound } from './commands';
import { checkAllSealedRoots } from './integrity';
import { signerFor } from './signingKey';

/**
 * The tamper cases of issue 24 on the stored rounds, each by someone with direct access to the database (the
 * append-only triggers switched off with session_replication_role = replica): an inserted round, a deleted
 * round, a changed total. Each must be an alarm of the check the clock runs, of `npm run audit:check`
 * (checkAllSealedRoots) and of the buyer's and administrator's view, never a new root. Run on PGlite
 * (rootAlarms.test.ts) and on PostgreSQL (rootAlarms.pg.test.ts).
 */
export function tamperCases(t: TestApp) {
  const q = quoteCalls(t);

  /** Runs statements as a database administrator would: triggers off for this transaction only. */
  const asDatabaseAdministrator = (work: (tx: Queryable) => Promise<void>) =>
    t.db.transaction(async (tx) => {
      await tx.query('SET LOCAL session_replication_role = replica');
      await work(tx);
    });

  /** A section quoted by Alice (95) and Bob (94), quoting ended by the clock: its root sealed over 2 rounds. */
  async function sealedSection() {
    const { section, pipe, valve } = await quotingSection(t, { ent_time: new Date(t.clock.now().getTime() + HOUR) });
    const alice = await quotingSupplier(t, section);
    const bob = await quotingSupplier(t, section);
    const a = await q.submit(alice.token, section, [{ id: pipe, sectorPrice: '95' }, { id: valve, sectorPrice: '30' }]);
    const b = await q.submit(bob.token, section, [{ id: pipe, sectorPrice: '94' }, { id: valve, sectorPrice: '30' }]);
    expect([a.code, b.code]).toEqual([200, 200]);
    t.clock.advance(HOUR + 60_000);
    await advanceDueSections(t.db, t.clock.now());
    const [root] = await t.db.query<{ round_count: number; root: string }>('SELECT round_count, root FROM quote_root WHERE section_id = $1', [section]);
    expect(root.round_count).toBe(2);
    return { section, pipe, valve, alice, bob, rounds: { alice: Number(a.data.id), bob: Number(b.data.id) }, root };
  }

  /** What every reporter says after the tampering: the clock's check, audit:check and the staff view. */
  async function reported(section: number) {
    await t.db.query('UPDATE section SET next_clock_at = $2 WHERE id = $1', [section, t.clock.now()]);
    await advanceDueSections(t.db, t.clock.now(), section);
    const rows = await t.db.query<{ kind: string; round_ids: (string | number)[]; detail: string }>('SELECT kind, round_ids, detail FROM quote_root_alarm WHERE section_id = $1 ORDER BY id', [section]);
    const stored = rows.map((a) => ({ ...a, round_ids: a.round_ids.map(Number) }));
    const audited = await t.db.query<{ after: { kind: string } }>("SELECT after FROM audit_log WHERE entity = 'section' AND entity_id = $1 AND action = 'root-alarm' ORDER BY id", [section]);
    const auditCheck = (await checkAllSealedRoots(t.db, t.clock.now())).alarms.find((a) => a.sectionId === section);
    const admin = await administrator(t);
    const view = await t.call({ method: 'GET', url: `/prod-api/admin/sections/${section}/integrity`, token: admin.token });
    const roots = await t.db.query<{ round_count: number }>('SELECT round_count FROM quote_root WHERE section_id = $1 ORDER BY id', [section]);
    return { stored, audited, auditCheck, view, roots };
  }

  it('raises an alarm, and signs no new root, for a round inserted in SQL after quoting ended and signed with the portal\'s own key', async () => {
    const s = await sealedSection();
    // Where the old design kept the private key, there is none to read.
    expect(await t.db.query('SELECT private_key FROM receipt_signing_key')).toEqual([]);
    // Worse than the old design's case: the attacker holds the portal's key itself (read from the server's memory or file).
    const signer = await signerFor(t.db);
    const [signup] = await t.db.query<{ id: number; company_id: number }>('SELECT id, company_id FROM signup WHERE id = $1', [s.alice.signupId]);
    const arrival = new Date(t.clock.now().getTime() - 2 * HOUR);
    const line = { id: s.pipe, price: '50', sectorPrice: '50', otherExpenses: '0', totalMaterialPrice: '500', totalPrice: '500' };
    const receipt = await commitNewRound(signer, { sectionId: s.section, signupId: signup.id, quotesCount: 2, arrivalTime: arrival }, [
      { priced: line, volume: null, weight: null, taxRate: '13', settleMethod: null, sector: { sectorNumber: '10' } },
    ]);
    let inserted = 0;
    await asDatabaseAdministrator(async (tx) => {
      const [round] = await tx.query<{ id: number }>(
        `INSERT INTO quote_round (section_id, signup_id, company_id, quotes_count, total_price, create_time, arrival_time, nonce, commitment, signature)
         VALUES ($1, $2, $3, 2, 500, $4, $4, $5, $6, $7) RETURNING id`,
        [s.section, signup.id, signup.company_id, arrival, receipt.nonce, receipt.commitment, receipt.signature],
      );
      inserted = Number(round.id);
      await tx.query("INSERT INTO quote_line (round_id, sector_id, sector_price, other_expenses, total_material_price, total_price, tax_rate) VALUES ($1, $2, 50, 0, 500, 500, '13')", [inserted, s.pipe]);
    });

    const r = await reported(s.section);
    expect(r.roots, 'the sealed root stays the only root: no new root is signed over the inserted round').toEqual([{ round_count: 2 }]);
    expect(r.stored).toContainEqual({ kind: 'inserted', round_ids: [inserted], detail: `round ${inserted} stored after the root over 2 rounds was sealed, with no quoting open` });
    expect(r.audited.map((a) => a.after.kind)).toContain('inserted');
    expect(r.auditCheck?.alarms.map((a) => a.kind)).toContain('inserted');
    expect(r.view.code).toBe(200);
    expect(r.view.data.alarms).toContainEqual(expect.objectContaining({ kind: 'inserted', roundIds: [inserted] }));
    expect((await t.call({ method: 'GET', url: `/prod-api/receipts/root/${s.section}` })).data).toMatchObject({ roundCount: 2, root: s.root.root });
  });

  it('raises an alarm, and signs no new root, for a round deleted in SQL', async () => {
    const s = await sealedSection();
    await asDatabaseAdministrator(async (tx) => {
      await tx.query('DELETE FROM quote_line WHERE round_id = $1', [s.rounds.bob]);
      await tx.query('DELETE FROM quote_round WHERE id = $1', [s.rounds.bob]);
    });
    const r = await reported(s.section);
    expect(r.roots).toEqual([{ round_count: 2 }]);
    const root = r.stored.find((a) => a.kind === 'root');
    expect(root?.detail, 'the check names the sealed root that no longer matches').toMatch(/^the root sealed over 2 rounds \([0-9a-f]{64}\) is not the root of the rounds stored now \(1 signed rounds/);
    expect(r.auditCheck?.alarms.map((a) => a.kind)).toContain('root');
    expect(r.view.data.alarms.map((a: { kind: string }) => a.kind)).toContain('root');
  });

  it('raises an alarm for a total lowered by 5000 in SQL: the total is committed and recomputed from the lines', async () => {
    const s = await sealedSection();
    await asDatabaseAdministrator(async (tx) => {
      await tx.query('UPDATE quote_round SET total_price = total_price - 5000 WHERE id = $1', [s.rounds.alice]);
    });
    const r = await reported(s.section);
    expect(r.roots).toEqual([{ round_count: 2 }]);
    expect(r.stored.map((a) => [a.kind, a.round_ids])).toEqual([
      ['altered', [s.rounds.alice]],
      ['total', [s.rounds.alice]],
    ]);
    expect(r.stored[0].detail).toBe(`round ${s.rounds.alice}: the stored prices, quantities or totals no longer give the signed commitment (the round was changed)`);
    expect(r.audited.map((a) => a.after.kind)).toEqual(['altered', 'total']);
    expect(r.auditCheck?.alarms.map((a) => a.kind)).toEqual(['altered', 'total']);
  });

  it('reports nothing for a section nobody touched', async () => {
    const s = await sealedSection();
    const r = await reported(s.section);
    expect(r.stored).toEqual([]);
    expect(r.view.data).toMatchObject({ alarms: [], roots: [{ phase: 0, roundCount: 2, root: s.root.root }] });
    // Sealed in the clock's transaction with the opening of the prices, both in the transparency log.
    const logged = await t.db.query<{ kind: string; entry: string }>(
      "SELECT kind, entry FROM transparency_log_entry WHERE section_id = $1 AND kind IN ('opening', 'section-root') ORDER BY leaf_index",
      [s.section],
    );
    expect(logged.map((e) => e.kind)).toEqual(['opening', 'section-root']);
    expect(logged[1].entry).toContain(s.root.root);
  });
}
