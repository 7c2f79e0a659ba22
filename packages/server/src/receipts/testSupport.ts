import { expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/index';
import { advanceDueSections } from '../sections/clock';
import type { TestApp } from '../test/harness';
import { administrator } from '../test/staffSupport';
import { detailSection, HOUR, quoteCalls, quotingSection, quotingSupplier } from '../quotations/testSupport';
import { commitNewRound } from './commands';
import { checkAllSealedRoots } from './integrity';
import { startRootSweep } from './sweep';
import { signerFor } from '../signing/key';

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

  it('raises an alarm for a round without a receipt inserted in SQL, even with an id below the signed rounds', async () => {
    const s = await sealedSection();
    const [signup] = await t.db.query<{ id: number; company_id: number }>('SELECT id, company_id FROM signup WHERE id = $1', [s.bob.signupId]);
    // An id no round has, lower than every signed round's, and a time inside quoting: as if it had always been there.
    const [{ id: lowId }] = await t.db.query<{ id: number }>('SELECT min(id) - 1 AS id FROM quote_round');
    await asDatabaseAdministrator(async (tx) => {
      await tx.query(
        `INSERT INTO quote_round (id, section_id, signup_id, company_id, quotes_count, total_price, create_time, arrival_time)
         VALUES ($1, $2, $3, $4, 2, 100, $5, $5)`,
        [lowId, s.section, signup.id, signup.company_id, new Date(t.clock.now().getTime() - 2 * HOUR)],
      );
    });
    const r = await reported(s.section);
    expect(r.stored).toContainEqual({
      kind: 'unsigned',
      round_ids: [Number(lowId)],
      detail: `round ${lowId}: a round without a receipt among signed rounds (stored without passing through the portal)`,
    });
    expect(r.auditCheck?.alarms.map((a) => a.kind)).toContain('unsigned');
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

/**
 * Issue 24 item 2's check, "lines to totals and the award to the rules", each case by someone with direct access
 * to the database (and, for the inserted round, the portal's signing key): the `amount` and `award` alarms, found
 * by the clock, `npm run audit:check` (checkAllSealedRoots), the staff view and the periodic sweep; and the cases
 * that must not alarm (a buyer's legitimate choice of a winner that is not the lowest). Run on PGlite
 * (recompute.test.ts) and on PostgreSQL (recompute.pg.test.ts).
 */
export function recomputeCases(t: TestApp) {
  const q = quoteCalls(t);

  const asDatabaseAdministrator = (work: (tx: Queryable) => Promise<void>) =>
    t.db.transaction(async (tx) => {
      await tx.query('SET LOCAL session_replication_role = replica');
      await work(tx);
    });

  /** A section quoted by Alice (pipe 95, valve 30: 1040) and Bob (94 and 30: 1030); quoting ends an hour from now. */
  async function quotedSection() {
    const { section, pipe, valve } = await quotingSection(t, { ent_time: new Date(t.clock.now().getTime() + HOUR), successful_bidder_method: 2 });
    const alice = await quotingSupplier(t, section);
    const bob = await quotingSupplier(t, section);
    const a = await q.submit(alice.token, section, [{ id: pipe, sectorPrice: '95' }, { id: valve, sectorPrice: '30' }]);
    const b = await q.submit(bob.token, section, [{ id: pipe, sectorPrice: '94' }, { id: valve, sectorPrice: '30' }]);
    expect([a.code, b.code]).toEqual([200, 200]);
    return { section, pipe, valve, alice, bob, rounds: { alice: Number(a.data.id), bob: Number(b.data.id) } };
  }

  /** Quoting ended by the clock: the root sealed. */
  async function endQuoting(section: number) {
    t.clock.advance(HOUR + 60_000);
    await advanceDueSections(t.db, t.clock.now());
    const roots = await t.db.query('SELECT 1 FROM quote_root WHERE section_id = $1', [section]);
    expect(roots.length).toBe(1);
  }

  const storedAlarms = async (section: number) =>
    (await t.db.query<{ kind: string; round_ids: (string | number)[]; detail: string }>('SELECT kind, round_ids, detail FROM quote_root_alarm WHERE section_id = $1 ORDER BY id', [section])).map(
      (a) => ({ ...a, round_ids: a.round_ids.map(Number) }),
    );

  /** What every reporter says now: audit:check and the staff view (each stores what it finds), then what is stored and audited. */
  async function reported(section: number) {
    const auditCheck = (await checkAllSealedRoots(t.db, t.clock.now())).alarms.find((a) => a.sectionId === section);
    const admin = await administrator(t);
    const view = await t.call({ method: 'GET', url: `/prod-api/admin/sections/${section}/integrity`, token: admin.token });
    const audited = await t.db.query<{ after: { kind: string } }>("SELECT after FROM audit_log WHERE entity = 'section' AND entity_id = $1 AND action = 'root-alarm' ORDER BY id", [section]);
    return { stored: await storedAlarms(section), audited: audited.map((a) => a.after.kind), auditCheck: auditCheck?.alarms.map((a) => a.kind) ?? [], view };
  }

  /** The one alarm, audited, reported by audit:check and shown on the staff view. */
  async function expectReportedEverywhere(section: number, kind: string, roundIds: number[]) {
    const r = await reported(section);
    expect(r.audited).toEqual([kind]);
    expect(r.auditCheck).toEqual([kind]);
    expect(r.view.data.alarms).toEqual([expect.objectContaining({ kind, roundIds })]);
  }

  async function award(section: number, signupId: number) {
    const admin = await administrator(t);
    const answer = await t.call({ method: 'POST', url: `/prod-api/admin/sections/${section}/award`, token: admin.token, locale: 'en', payload: { signupId } });
    expect(answer.code, JSON.stringify(answer)).toBe(200);
    return admin;
  }

  it('raises an amount alarm for a round signed with the portal\'s key whose line total is not its unit price times its quantity', async () => {
    const s = await quotedSection();
    // Before the end, a holder of the key (and the database) adds Alice a cheaper round: the pipe at 60 a tonne
    // for 10 tonnes, but its total written as 500 (600 by the rules), signed as the portal signs. Every sum adds up.
    const signer = await signerFor(t.db);
    const arrival = new Date(t.clock.now().getTime() + 10 * 60_000);
    const pipe = { id: s.pipe, price: '60.00', sectorPrice: '60.00', otherExpenses: '0.00', totalMaterialPrice: '500.00', totalPrice: '500.00' };
    const valve = { id: s.valve, price: '30.00', sectorPrice: '30.00', otherExpenses: '0.00', totalMaterialPrice: '90.00', totalPrice: '90.00' };
    const receipt = await commitNewRound(signer, { sectionId: s.section, signupId: s.alice.signupId, quotesCount: 2, arrivalTime: arrival }, [
      { priced: pipe, volume: null, weight: null, taxRate: '13', settleMethod: null, sector: { sectorNumber: '10' } },
      { priced: valve, volume: null, weight: null, taxRate: '13', settleMethod: null, sector: { sectorNumber: '3' } },
    ]);
    let forged = 0;
    await asDatabaseAdministrator(async (tx) => {
      const [{ company_id }] = await tx.query<{ company_id: number }>('SELECT company_id FROM signup WHERE id = $1', [s.alice.signupId]);
      const [round] = await tx.query<{ id: number }>(
        `INSERT INTO quote_round (section_id, signup_id, company_id, quotes_count, total_price, create_time, arrival_time, nonce, commitment, signature)
         VALUES ($1, $2, $3, 2, 590, $4, $4, $5, $6, $7) RETURNING id`,
        [s.section, s.alice.signupId, company_id, arrival, receipt.nonce, receipt.commitment, receipt.signature],
      );
      forged = Number(round.id);
      await tx.query("INSERT INTO quote_line (round_id, sector_id, sector_price, other_expenses, total_material_price, total_price, tax_rate) VALUES ($1, $2, 60, 0, 500, 500, '13')", [forged, s.pipe]);
      await tx.query("INSERT INTO quote_line (round_id, sector_id, sector_price, other_expenses, total_material_price, total_price, tax_rate) VALUES ($1, $2, 30, 0, 90, 90, '13')", [forged, s.valve]);
    });
    t.clock.advance(20 * 60_000);
    await endQuoting(s.section);

    // Found by the clock as it sealed: the receipt, the signature, the sums, the arrival and the root all hold.
    expect(await storedAlarms(s.section)).toEqual([
      {
        kind: 'amount',
        round_ids: [forged],
        detail: `round ${forged}: a line's or detail row's stored amounts are not those the portal's pricing rules give from its committed price and quantity (material total = unit price floored to 2 decimals × quantity, rounded half up; line total = material total + other expenses; an item priced by detail rows = the sums of its rows)`,
      },
    ]);
    await expectReportedEverywhere(s.section, 'amount', [forged]);
  });

  it('raises no alarm for a buyer who awards a supplier that is not the lowest: the rules let the buyer choose', async () => {
    const s = await quotedSection();
    await endQuoting(s.section);
    await award(s.section, s.alice.signupId);
    const r = await reported(s.section);
    expect(r.stored).toEqual([]);
    expect(r.auditCheck).toEqual([]);
    expect(r.view.data.alarms).toEqual([]);
  });

  it('raises no alarm for items awarded one by one, one priced through its detail rows with rounding (any-item award)', async () => {
    const { section, pipe, valve, pump, motor, frame } = await detailSection(t, { ent_time: new Date(t.clock.now().getTime() + HOUR) });
    const alice = await quotingSupplier(t, section);
    const bob = await quotingSupplier(t, section);
    // Motor 33.33 × 2 + 1.50; frame 10.01 × 0.5 = 5.005 → 5.01 (half up): the pump 73.17.
    const pumpLine = { id: pump, detailsList: [{ id: motor, sectorPrice: '33.33', otherExpenses: '1.5' }, { id: frame, sectorPrice: '10.01' }] };
    const a = await q.submit(alice.token, section, [{ id: pipe, sectorPrice: '95' }, pumpLine]);
    const b = await q.submit(bob.token, section, [{ id: pipe, sectorPrice: '94' }, { id: valve, sectorPrice: '30' }]);
    expect([a.code, b.code]).toEqual([200, 200]);
    await endQuoting(section);
    const admin = await administrator(t);
    const winners = [
      { sectorId: pipe, signupId: alice.signupId },
      { sectorId: pump, signupId: alice.signupId },
      { sectorId: valve, signupId: bob.signupId },
    ];
    expect((await t.call({ method: 'POST', url: `/prod-api/admin/sections/${section}/award`, token: admin.token, locale: 'en', payload: { winners } })).code).toBe(200);
    const r = await reported(section);
    expect(r.stored).toEqual([]);
    expect(r.auditCheck).toEqual([]);
  });

  it('raises no alarm for a section quoted by total price (4 decimals), awarded whole', async () => {
    const { section, pipe, valve } = await quotingSection(t, { ent_time: new Date(t.clock.now().getTime() + HOUR), quotation_method: 1, successful_bidder_method: 2 });
    const alice = await quotingSupplier(t, section);
    const a = await q.submit(alice.token, section, [{ id: pipe, totalPrice: '99.1234', otherExpenses: '10.5' }, { id: valve, totalPrice: '88.0001' }]);
    expect(a.code, JSON.stringify(a)).toBe(200);
    await endQuoting(section);
    await award(section, alice.signupId);
    const r = await reported(section);
    expect(r.stored).toEqual([]);
    expect(r.auditCheck).toEqual([]);
  });

  it('raises an award alarm for an award price lowered in SQL', async () => {
    const s = await quotedSection();
    await endQuoting(s.section);
    await award(s.section, s.bob.signupId);
    await asDatabaseAdministrator(async (tx) => {
      await tx.query('UPDATE award SET price = price - 100 WHERE section_id = $1', [s.section]);
    });
    const r = await reported(s.section);
    expect(r.stored.map((a) => [a.kind, a.round_ids])).toEqual([['award', [s.rounds.bob]]]);
    expect(r.stored[0].detail).toContain('the award price 930 is not the total 1030 its committed lines give');
    expect(r.audited).toEqual(['award']);
    expect(r.auditCheck).toEqual(['award']);
    expect(r.view.data.alarms).toEqual([expect.objectContaining({ kind: 'award', roundIds: [s.rounds.bob] })]);
  });

  it('raises an award alarm for a winner swapped in SQL, even at the price the rules give: the award is not the one the buyer recorded', async () => {
    const s = await quotedSection();
    await endQuoting(s.section);
    await award(s.section, s.bob.signupId);
    await asDatabaseAdministrator(async (tx) => {
      await tx.query('UPDATE award SET signup_id = $2, round_id = $3, price = 1040 WHERE section_id = $1', [s.section, s.alice.signupId, s.rounds.alice]);
    });
    const r = await reported(s.section);
    expect(r.stored).toEqual([
      { kind: 'award', round_ids: [s.rounds.alice], detail: "the award breaks the award rules: the awards stored are not those the buyer's last award recorded in the audit log" },
    ]);
    expect(r.auditCheck).toEqual(['award']);
  });

  it('finds a tamper after sealing on its own schedule, with nobody asking: the periodic sweep', async () => {
    const s = await quotedSection();
    await endQuoting(s.section);
    const untouched = await quotedSection();
    await endQuoting(untouched.section);
    await asDatabaseAdministrator(async (tx) => {
      await tx.query('UPDATE quote_round SET total_price = total_price - 5000 WHERE id = $1', [s.rounds.alice]);
    });
    expect(await storedAlarms(s.section)).toEqual([]);
    const warned: string[] = [];
    const log = { warn: (_: unknown, message: string) => warned.push(message), error: () => undefined, info: () => undefined } as unknown as FastifyBaseLogger;
    const sweep = startRootSweep(t.db, t.clock, log, 25);
    try {
      for (let i = 0; i < 400 && (await storedAlarms(s.section)).length === 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 25));
      for (let i = 0; i < 400 && (await t.db.query('SELECT 1 FROM quote_root_sweep WHERE section_id = $1', [untouched.section])).length === 0; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    } finally {
      await sweep.stop();
    }
    expect((await storedAlarms(s.section)).map((a) => [a.kind, a.round_ids])).toEqual([
      ['altered', [s.rounds.alice]],
      ['total', [s.rounds.alice]],
    ]);
    expect(warned.filter((m) => m.startsWith('quotation root ALARM'))).toHaveLength(2);
    // The untouched section was checked too, and nothing was found.
    expect(await storedAlarms(untouched.section)).toEqual([]);
  });

  /** Runs `work` while the auction bounds' function answers no bound, as a database administrator could make it; then puts it back. */
  async function withBoundsReplaced<T>(work: () => Promise<T>): Promise<T> {
    const [{ def }] = await t.db.query<{ def: string }>("SELECT pg_get_functiondef('quote_auction_bounds(bigint, boolean)'::regprocedure) AS def");
    try {
      await t.db.query("CREATE OR REPLACE FUNCTION quote_auction_bounds(p_section bigint, p_total boolean) RETURNS jsonb LANGUAGE sql STABLE AS $$ SELECT '{}'::jsonb $$");
      return await work();
    } finally {
      await t.db.query(def);
    }
  }

  /** An auction (isYuanJu): Alice 95 and Bob 94 a tonne of pipe, the valve at 30; quoting ends an hour from now. */
  async function auction() {
    const s = await quotingSection(t, { ent_time: new Date(t.clock.now().getTime() + HOUR), is_yuan_ju: 1 });
    const alice = await quotingSupplier(t, s.section);
    const bob = await quotingSupplier(t, s.section);
    expect((await q.submit(alice.token, s.section, [{ id: s.pipe, sectorPrice: '95' }, { id: s.valve, sectorPrice: '30' }])).code).toBe(200);
    expect((await q.submit(bob.token, s.section, [{ id: s.pipe, sectorPrice: '94' }, { id: s.valve, sectorPrice: '30' }])).code).toBe(200);
    /** Alice lowers her pipe to 94.50: above Bob's 94. */
    const undercut = () => q.submit(alice.token, s.section, [{ id: s.pipe, sectorPrice: '94.50' }, { id: s.valve, sectorPrice: '30' }]);
    const disable = async (disabled: 0 | 1) => {
      const admin = await administrator(t);
      const answer = await t.call({ method: 'POST', url: `/prod-api/admin/signups/${bob.signupId}/disable`, token: admin.token, locale: 'en', payload: { disabled } });
      expect(answer.code).toBe(200);
    };
    return { ...s, alice, bob, undercut, disable };
  }

  it('raises a bound alarm for a later round that did not beat the auction, admitted by a bounds function a database administrator replaced', async () => {
    const a = await auction();
    expect((await a.undercut()).msg, 'the portal refuses it by the rule').toBe('A lowered price of Steel pipe must be below the lowest price of the auction so far, 94.00');
    const answer = await withBoundsReplaced(a.undercut);
    expect(answer.code, 'with the bounds function replaced the round is stored, signed by the portal').toBe(200);
    const admitted = Number(answer.data.id);
    await endQuoting(a.section);
    expect(await storedAlarms(a.section)).toEqual([
      {
        kind: 'bound',
        round_ids: [admitted],
        detail: `round ${admitted}: A lowered price of Steel pipe must be below the lowest price of the auction so far, 94.00 (a later round under isYuanJu must beat the competing suppliers' rounds stored before it; replayed in stored order with each supplier's competing state at the time)`,
      },
    ]);
    await expectReportedEverywhere(a.section, 'bound', [admitted]);
  });

  it('raises no bound alarm for a round that beat the suppliers competing at the time: Bob disabled, then enabled again after it', async () => {
    const a = await auction();
    await a.disable(1);
    // Bob's 94 left the auction with him: every participant is told (no name), and the bound is Alice's own 95.
    const told = await t.db.query<{ kind: string; company_id: number | null; payload: object }>("SELECT kind, company_id, payload FROM section_event WHERE section_id = $1 AND kind = 'competitors'", [a.section]);
    expect(told).toEqual([{ kind: 'competitors', company_id: null, payload: {} }]);
    expect((await a.undercut()).code).toBe(200);
    await a.disable(0);
    expect(await t.db.query('SELECT signup_id, competes FROM signup_competing_change WHERE section_id = $1 ORDER BY position', [a.section])).toEqual([
      { signup_id: expect.anything(), competes: false },
      { signup_id: expect.anything(), competes: true },
    ]);
    // Bob competes again at the seal; against him, Alice's 94.50 would not have been admitted. It was, rightly.
    await endQuoting(a.section);
    expect(await storedAlarms(a.section)).toEqual([]);
    expect((await reported(a.section)).auditCheck).toEqual([]);
  });

  it('raises no bound alarm for a round admitted after the undercut supplier withdrew, and one for a round admitted before it by a replaced function', async () => {
    const a = await auction();
    const withdraw = () => t.call({ method: 'POST', url: '/prod-api/quotation/signup/updateSupplierBidStatus', token: a.bob.token, locale: 'en', payload: { id: a.bob.signupId, supplierBidStatus: -1 } });
    const early = Number((await withBoundsReplaced(a.undercut)).data.id);
    expect((await withdraw()).code).toBe(200);
    // After Bob withdrew, Alice goes to 94.40: the bound is her own 94.50.
    const later = await q.submit(a.alice.token, a.section, [{ id: a.pipe, sectorPrice: '94.40' }, { id: a.valve, sectorPrice: '30' }]);
    expect(later.code).toBe(200);
    await endQuoting(a.section);
    expect((await storedAlarms(a.section)).map((x) => [x.kind, x.round_ids])).toEqual([['bound', [early]]]);
  });
}
