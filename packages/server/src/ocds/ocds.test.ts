import { describe, expect, it } from 'vitest';
import { testApp } from '../test/harness';
import { buyerCaller, clockTo, supplierCaller } from '../test/lifecycleSupport';
import { inquiryForm, tenderForm } from '../test/staffSupport';
import { bulk, feed, recordPackage, recordPackageErrors, releaseErrors, releasePackage, releasePackageErrors } from './testSupport';

/** Open data (issue 15): releases of every status, validated against the official OCDS 1.1 schemas. */
const t = await testApp(); // clock: 2026-06-01 10:00 in Asia/Shanghai
const start = t.clock.now().getTime();

/** The section's release package and record package, both valid; returns the releases. */
async function published(sectionId: number) {
  const pkg = await releasePackage(t, sectionId);
  expect(releasePackageErrors(pkg)).toEqual([]);
  for (const r of pkg.releases) expect(releaseErrors(r)).toEqual([]);
  const record = await recordPackage(t, sectionId);
  expect(recordPackageErrors(record)).toEqual([]);
  expect(record.records[0].releases).toEqual(pkg.releases);
  expect(releaseErrors(record.records[0].compiledRelease)).toEqual([]);
  return { releases: pkg.releases as any[], compiled: record.records[0].compiledRelease };
}

describe('releases of a tender', () => {
  it('publishes nothing of a draft, then one release per publication and status move, each valid', async () => {
    const b = await buyerCaller(t);
    const sectionId = (await b.post('/admin/sections', tenderForm(t))).data.id as number;
    // A draft is not public: its packages read as absent, in the caller's language, and the feed has nothing of it.
    expect(await releasePackage(t, sectionId, 'en')).toEqual({ code: 404, msg: 'The project does not exist or is not public' });
    expect(await releasePackage(t, sectionId, 'zh')).toEqual({ code: 404, msg: '项目不存在或未公开' });
    expect(await recordPackage(t, sectionId)).toMatchObject({ code: 404 });
    expect(JSON.stringify((await feed(t)).releases)).not.toContain(`-${sectionId}-`);

    expect(await b.post(`/admin/sections/${sectionId}/publish`)).toMatchObject({ code: 200, data: { sectionStauts: 7 } });
    let { releases, compiled } = await published(sectionId);
    expect(releases).toHaveLength(1);
    const [first] = releases;
    expect(first).toMatchObject({
      ocid: `ocds-portal-${sectionId}`,
      tag: ['tender'],
      initiationType: 'tender',
      language: 'zh',
      buyer: { name: '万象市公共采购中心' },
      parties: [{ roles: ['buyer'], name: '万象市公共采购中心', name_en: 'Vientiane Public Procurement Centre' }],
      tender: {
        id: String(sectionId),
        title: '道路照明设备采购',
        title_en: 'Street lighting equipment',
        title_lo: 'ອຸປະກອນໄຟຖະໜົນ',
        status: 'active',
        statusDetails: 'announced',
        value: { amount: 500000, currency: 'CNY' },
        items: [{ description: 'LED 路灯', description_en: 'LED street lamp', quantity: 120, unit: { name: '套' } }],
        enquiryPeriod: { startDate: '2026-06-01T03:00:00Z', endDate: '2026-06-02T02:00:00Z' },
        tenderPeriod: { startDate: '2026-06-03T02:00:00Z', endDate: '2026-06-04T02:00:00Z' },
      },
    });
    // Nothing of the buyer's contacts, accounts or the items' price limits (the log entry's random hashes left out:
    // a hex digest may hold '3000' by chance).
    const text = JSON.stringify(releases, (key, value) => (key === 'transparencyLog' ? undefined : value));
    for (const secret of ['6222000011112222', '3000', '300000', 'technical', 'Phone']) expect(text).not.toContain(secret);
    expect(first.tender.items[0].unit.value).toBeUndefined();

    // The clock opens and closes sign-up: one release each.
    await clockTo(t, start, 1, b);
    await clockTo(t, start, 24, b);
    ({ releases, compiled } = await published(sectionId));
    expect(releases.map((r) => [r.tag, r.tender.statusDetails])).toEqual([
      [['tender'], 'announced'],
      [['tenderUpdate'], 'signupOpen'],
      [['tenderUpdate'], 'signupClosed'],
    ]);
    expect(compiled).toMatchObject({ tag: ['compiled'], ocid: `ocds-portal-${sectionId}`, tender: { statusDetails: 'signupClosed', status: 'active' } });
    expect(new Set(releases.map((r) => r.id)).size).toBe(3);

    // Suspended, resumed, then abandoned: a cancellation.
    expect(await b.post(`/admin/sections/${sectionId}/suspend`)).toMatchObject({ code: 200 });
    expect(await b.post(`/admin/sections/${sectionId}/resume`)).toMatchObject({ code: 200 });
    expect(await b.post(`/admin/sections/${sectionId}/abandon`)).toMatchObject({ code: 200 });
    ({ releases, compiled } = await published(sectionId));
    expect(releases.slice(3).map((r) => [r.tag, r.tender.status, r.tender.statusDetails])).toEqual([
      [['tenderUpdate'], 'active', 'suspended'],
      [['tenderUpdate'], 'active', 'signupClosed'],
      [['tenderCancellation'], 'cancelled', 'abandoned'],
    ]);
    expect(compiled.tender.status).toBe('cancelled');
  });
});

describe('documents', () => {
  it('lists the attachments of the published section with their address, and no file the section does not list', async () => {
    t.clock.set(new Date(start));
    const b = await buyerCaller(t);
    const sectionId = (await b.post('/admin/sections', tenderForm(t))).data.id as number;
    // Both uploaded by the buyer (private until published); only the notice is attached to the section.
    const stored = async (name: string) =>
      (
        await t.db.query<{ id: number }>(
          "INSERT INTO stored_file (storage_key, file_name, content_type, file_size, is_public) VALUES ($1, $2, 'application/pdf', 100, false) RETURNING id",
          [`k-${name}-${sectionId}`, name],
        )
      )[0].id;
    await t.db.query("INSERT INTO section_file (section_id, kind, file_id) VALUES ($1, 'section', $2)", [sectionId, await stored('tender-notice.pdf')]);
    await stored('internal-memo.pdf');
    await b.post(`/admin/sections/${sectionId}/publish`);
    const { releases } = await published(sectionId);
    expect(releases[0].tender.documents).toEqual([
      { id: expect.any(String), documentType: 'tenderNotice', title: 'tender-notice.pdf', url: expect.stringMatching(/^http:\/\/localhost(:\d+)?\/prod-api\/common\/files\/\d+$/), format: 'application/pdf', datePublished: expect.any(String) },
    ]);
  });
});

describe('releases of an inquiry up to its results', () => {
  it('shows no price before the results, then the award with its value and supplier', async () => {
    t.clock.set(new Date(start));
    const b = await buyerCaller(t);
    const sectionId = (await b.post('/admin/sections', inquiryForm(t, { successfulBidderMethod: 2, sectorList: [{ sectorName: '打印纸', sectorNumber: '50', sectorUnits: '箱' }] }))).data.id as number;
    expect(await b.post(`/admin/sections/${sectionId}/publish`)).toMatchObject({ code: 200, data: { sectionStauts: 1 } });
    const [paper] = (await b.get(`/admin/sections/${sectionId}`)).data.sectorList.map((s: { id: number }) => s.id);
    const a = await supplierCaller(t, 'Quill Paper Trading Co');
    const signupId = (await a.post('/quotation/signup', { sectionId })).data.id as number;
    expect(await a.quote(sectionId, { [paper]: '37.25' })).toMatchObject({ code: 200 });
    await clockTo(t, start, 48, b, a);
    expect(await b.post(`/admin/sections/${sectionId}/award`, { signupId })).toMatchObject({ code: 200 });

    let { releases } = await published(sectionId);
    expect(releases.map((r) => [r.tag, r.tender.statusDetails])).toEqual([
      [['tender'], 'quoting'],
      [['tenderUpdate'], 'quotingEnded'],
      [['award'], 'evaluating'],
    ]);
    // Awarded but not yet published: the award is pending, with neither price nor supplier.
    expect(releases[2].awards).toEqual([{ id: expect.any(String), status: 'pending', date: expect.any(String) }]);
    const before = JSON.stringify(releases);
    for (const secret of ['1862.5', '37.25', 'Quill']) expect(before).not.toContain(secret);

    expect(await b.post(`/admin/sections/${sectionId}/results`)).toMatchObject({ code: 200, data: { sectionStauts: 13 } });
    ({ releases } = await published(sectionId));
    const results = releases[3];
    expect(results).toMatchObject({
      tag: ['award'],
      tender: { status: 'complete', statusDetails: 'resultPublished' },
      awards: [{ status: 'active', value: { amount: 1862.5, currency: 'CNY' }, suppliers: [{ name: 'Quill Paper Trading Co' }] }],
    });
    // The award names its winning round (the winningRound extension field): the commitment and round number the
    // published evidence lists for it; the schema still validates (published).
    const evidence = (await t.call({ method: 'GET', url: `/prod-api/receipts/evidence/${sectionId}` })).data;
    expect(evidence.awards[0].commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(results.awards[0].winningRound).toEqual({ commitment: evidence.awards[0].commitment, roundNumber: 1 });
    expect(results.parties.map((p: { roles: string[] }) => p.roles)).toEqual([['buyer'], ['supplier']]);
    // The supplier is named as the results show it, with no contact or identity data.
    expect(Object.keys(results.parties[1]).sort()).toEqual(['id', 'name', 'roles']);

    // The clock closes the section after the win notice period: one more release, still complete.
    await clockTo(t, start, 48 + 31 * 24, b);
    ({ releases } = await published(sectionId));
    expect(releases.slice(4).map((r) => [r.tag, r.tender.status, r.tender.statusDetails, r.awards[0].value])).toEqual([
      [['tenderUpdate'], 'complete', 'closed', { amount: 1862.5, currency: 'CNY' }],
    ]);
  });

  // Bug fixed (docs/decisions/rules.md): a section closed (14) without results published its marked award's price and supplier.
  it('shows no price or supplier of a section closed with winners marked but no results published', async () => {
    t.clock.set(new Date(start));
    const b = await buyerCaller(t);
    const sectionId = (await b.post('/admin/sections', inquiryForm(t, { successfulBidderMethod: 2, sectorList: [{ sectorName: '墨盒', sectorNumber: '40', sectorUnits: '盒' }] }))).data.id as number;
    expect(await b.post(`/admin/sections/${sectionId}/publish`)).toMatchObject({ code: 200, data: { sectionStauts: 1 } });
    const [ink] = (await b.get(`/admin/sections/${sectionId}`)).data.sectorList.map((s: { id: number }) => s.id);
    const a = await supplierCaller(t, 'Inkwell Supplies Co');
    const signupId = (await a.post('/quotation/signup', { sectionId })).data.id as number;
    expect(await a.quote(sectionId, { [ink]: '41.73' })).toMatchObject({ code: 200 });
    await clockTo(t, start, 48, b, a);
    expect(await b.post(`/admin/sections/${sectionId}/award`, { signupId })).toMatchObject({ code: 200 });
    expect(await b.post(`/admin/sections/${sectionId}/close`)).toMatchObject({ code: 200, data: { sectionStauts: 14 } });

    const { releases, compiled } = await published(sectionId);
    expect(releases.at(-1).tender.statusDetails).toBe('closed');
    for (const secret of ['1669.2', '41.73', 'Inkwell']) expect(JSON.stringify({ releases, compiled })).not.toContain(secret);
  });
});

describe('the change feed and the bulk download', () => {
  it('pages every release once, in order, while sections keep changing', async () => {
    t.clock.set(new Date(start));
    const b = await buyerCaller(t);
    const seen: string[] = [];
    let cursor: string | undefined;
    const drain = async () => {
      for (;;) {
        const page = await feed(t, cursor, 2);
        expect(releasePackageErrors(page)).toEqual([]);
        expect(page.links.next).toContain(`cursor=${encodeURIComponent(page.next)}`);
        seen.push(...page.releases.map((r: { id: string }) => r.id));
        if (cursor !== undefined && page.releases.length === 0) expect(page.next).toBe(cursor);
        cursor = page.next;
        if (page.releases.length < 2) return;
      }
    };
    // Page half-way, change sections, page again, and so on.
    await feed(t, undefined, 2).then((page) => {
      seen.push(...page.releases.map((r: { id: string }) => r.id));
      cursor = page.next;
    });
    for (let i = 0; i < 3; i++) {
      const id = (await b.post('/admin/sections', tenderForm(t))).data.id as number;
      await b.post(`/admin/sections/${id}/publish`);
      await feed(t, cursor, 1).then((page) => {
        seen.push(...page.releases.map((r: { id: string }) => r.id));
        cursor = page.next;
      });
      await b.post(`/admin/sections/${id}/suspend`);
    }
    await drain();
    const all = (await t.db.query<{ section_id: number; id: number }>('SELECT section_id, id FROM ocds_release ORDER BY id')).map((r) => `ocds-portal-${r.section_id}-${r.id}`);
    expect(seen.length).toBe(new Set(seen).size);
    expect([...seen].sort()).toEqual([...all].sort());

    // The bulk download holds the same releases, each valid.
    const { response, releases } = await bulk(t);
    expect(response.headers['content-type']).toBe('application/gzip');
    expect(releases.map((r) => r.id).sort()).toEqual([...all].sort());
    for (const r of releases) expect(releaseErrors(r)).toEqual([]);
  });

  it('refuses malformed cursors, cursors from the future and unknown sections, in the caller language', async () => {
    expect(await feed(t, 'abc', 10, 'en')).toEqual({ code: 601, msg: 'The cursor is malformed: use the next value of the previous page' });
    expect(await feed(t, '1.2.3', 10, 'zh')).toEqual({ code: 601, msg: '游标格式不正确，请使用上一页返回的 next 值' });
    expect(await feed(t, '999999999999.1', 10, 'en')).toEqual({ code: 601, msg: 'The cursor is past the published data: use the next value of the previous page' });
    expect(await feed(t, '1.999999999', 10, 'lo')).toEqual({ code: 601, msg: 'cursor ເກີນຂໍ້ມູນທີ່ເຜີຍແຜ່ແລ້ວ, ກະລຸນາໃຊ້ຄ່າ next ຂອງໜ້າກ່ອນ' });
    expect(await feed(t, undefined, 0, 'en')).toMatchObject({ code: 601 });
    expect(await releasePackage(t, 999999, 'en')).toEqual({ code: 404, msg: 'The project does not exist or is not public' });
    expect(await t.call({ method: 'GET', url: '/prod-api/ocds/records/abc', locale: 'en' })).toMatchObject({ code: 601 });
  });

  it('holds back a release whose transaction is still open, and serves it before the ones committed after it', async () => {
    if (t.db.kind === 'pglite') {
      // The embedded database runs one transaction at a time: no release can commit out of order there.
      return;
    }
    const b = await buyerCaller(t);
    const ids: number[] = [];
    for (let i = 0; i < 2; i++) {
      const id = (await b.post('/admin/sections', tenderForm(t))).data.id as number;
      await b.post(`/admin/sections/${id}/publish`);
      ids.push(id);
    }
    let cursor = (await feed(t, undefined, 1000)).next;
    // Transaction A writes a release (lower id) and stays open; B writes one after it and commits.
    let releaseA!: () => void;
    const aWritten = new Promise<void>((resolve) => {
      void t.db.transaction(async (tx) => {
        await tx.query("INSERT INTO ocds_release (section_id, tags, data) VALUES ($1, '{tenderUpdate}', '{\"tag\":[\"tenderUpdate\"],\"initiationType\":\"tender\"}')", [ids[0]]);
        resolve();
        await new Promise<void>((done) => (releaseA = done));
      });
    });
    await aWritten;
    await t.db.transaction((tx) => tx.query("INSERT INTO ocds_release (section_id, tags, data) VALUES ($1, '{tenderUpdate}', '{\"tag\":[\"tenderUpdate\"],\"initiationType\":\"tender\"}')", [ids[1]]));
    const held = await feed(t, cursor, 1000);
    expect(held.releases).toEqual([]); // B is committed but waits behind A
    cursor = held.next;
    releaseA();
    await new Promise((r) => setTimeout(r, 50));
    const after = await feed(t, cursor, 1000);
    expect(after.releases.map((r: { ocid: string }) => r.ocid)).toEqual([`ocds-portal-${ids[0]}`, `ocds-portal-${ids[1]}`]);
  });
});
