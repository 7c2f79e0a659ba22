import { describe, expect, it } from 'vitest';
import { ALL_SECTION_STATUSES, PHONE_PATTERN, SectionStatus as S } from '@portal/domain';
import { testApp } from '../test/harness';
import { sanitizeNotes } from '../sections/presenter';
import { seedDemoData } from './demo';

const t = await testApp();
const now = t.clock.now();
const summary = await seedDemoData(t.db, t.storage, now);

const DAY = 86_400_000;
const LAO = /[\u0E80-\u0EFF]/;

/** A time as the API writes it in UTC, read back. */
const at = (time: string | null) => (time === null ? null : new Date(time.replace(' ', 'T') + 'Z'));

async function publicList() {
  const body = await t.call({ method: 'GET', url: '/prod-api/system/section/homeListPage?pageNum=1&pageSize=100', timezone: 'UTC' });
  expect(body.code).toBe(200);
  return body as { rows: any[]; total: number };
}
const announcement = async (id: number) =>
  (await t.call({ method: 'GET', url: `/prod-api/system/section/getSectionByIdWithAuth/${id}`, timezone: 'UTC' })).data.bidSection;

const { rows: sections, total } = await publicList();
const tenders = sections.filter((s) => s.biddingType === 0);
const inquiries = sections.filter((s) => s.biddingType === 1);

describe('demo data', () => {
  it('publishes at least 60 sections and keeps drafts out of the public list', async () => {
    expect(summary?.sections).toBeGreaterThanOrEqual(60);
    expect(total).toBeGreaterThanOrEqual(60);
    expect(sections).toHaveLength(total);
    expect(sections.every((s) => s.sectionStauts !== S.draft)).toBe(true);
    const [{ drafts }] = await t.db.query<{ drafts: number }>('SELECT count(*)::int AS drafts FROM section WHERE section_stauts = 0');
    expect(drafts).toBeGreaterThan(0);
    expect(total + drafts).toBe(summary?.sections);
  });

  it('covers every status, both bidding types and the three project types; inquiries never use 7, 8 or 9', async () => {
    const rows = await t.db.query<{ bidding_type: number; section_stauts: number; project_type: number }>(
      'SELECT DISTINCT bidding_type, section_stauts, project_type FROM section',
    );
    const statuses = (type: number) => [...new Set(rows.filter((r) => r.bidding_type === type).map((r) => r.section_stauts))].sort((a, b) => a - b);
    expect(statuses(0)).toEqual([...ALL_SECTION_STATUSES].sort((a, b) => a - b));
    expect(statuses(1)).toEqual([0, 1, 2, 6, 12, 13, 14, 15]);
    for (const list of [tenders, inquiries]) expect(new Set(list.map((s) => s.projectType))).toEqual(new Set([1, 2, 3]));
  });

  it('names every section and its buyer in zh, en and lo, with contacts whose phones are valid', () => {
    for (const s of sections) {
      for (const field of ['sectionName', 'sectionNameEn', 'sectionNameLo', 'organization', 'organizationEn', 'organizationLo', 'moneyUnitLo']) {
        expect(s[field], `${field} of ${s.sectionNameEn}`).toMatch(/\S/);
      }
      expect(s.sectionNameLo).toMatch(LAO);
      expect(s.organizationLo).toMatch(LAO);
      expect(s.technicalPhoneNumber).toMatch(PHONE_PATTERN);
      expect(s.businessPhoneNumber).toMatch(PHONE_PATTERN);
      expect(['CNY', 'USD', 'LAK']).toContain(s.currency);
    }
    expect(new Set(sections.map((s) => s.sectionNameEn)).size).toBe(sections.length);
  });

  it('times every section consistently with its status at the moment of seeding', () => {
    for (const s of sections) {
      const [signupStart, signupEnd, start, end, created, released] = [
        s.signupStartTime,
        s.signupEndTime,
        s.startTime,
        s.entTime,
        s.createTime,
        s.releaseTime,
      ].map(at);
      const name = `${s.sectionNameEn} (${s.sectionStauts})`;
      expect(created! <= released! && released! <= now, name).toBe(true);
      expect(created!.getTime(), name).toBeGreaterThan(now.getTime() - 70 * DAY);
      expect(start! < end!, name).toBe(true);
      if (s.biddingType === 0) {
        expect(signupStart! < signupEnd! && signupEnd! < start!, name).toBe(true);
        if (s.sectionStauts === S.announced) expect(now < signupStart!, name).toBe(true);
        if (s.sectionStauts === S.signupOpen) expect(signupStart! <= now && now < signupEnd!, name).toBe(true);
        if (s.sectionStauts === S.signupClosed) expect(signupEnd! <= now && now < start!, name).toBe(true);
      }
      if (s.sectionStauts === S.quoting) expect(start! <= now && now < end!, name).toBe(true);
      if ([S.quotingEnded, S.evaluating, S.resultPublished, S.closed, S.abandoned].includes(s.sectionStauts)) expect(end! <= now, name).toBe(true);
    }
  });

  it('has inquiries that close within hours and others within days', () => {
    const open = inquiries.filter((s) => s.sectionStauts === S.quoting).map((s) => at(s.entTime)!.getTime() - now.getTime());
    expect(open.filter((left) => left < DAY).length).toBeGreaterThanOrEqual(2);
    expect(open.filter((left) => left > DAY && left < 7 * DAY).length).toBeGreaterThanOrEqual(2);
  });

  it('shows a tender announcement with items and details, accounts, stages, sanitized notes and downloadable PDFs', async () => {
    const chosen = tenders.find((s) => s.sectionStauts === S.signupOpen && s.sectionType === 1);
    expect(chosen).toBeDefined();
    const a = await announcement(chosen.id);
    expect(a.sectorList.length).toBeGreaterThan(0);
    for (const sector of a.sectorList) expect(sector.detailsList.length).toBeGreaterThanOrEqual(2);
    expect(a.receivingAccountList.find((r: any) => r.type === '1')).toMatchObject({ money: a.securityDeposit, currency: a.currency });
    for (const account of a.receivingAccountList) expect(at(account.paymentDeadline)! < at(a.startTime)!).toBe(true);
    expect(a.bidFileStartTime && a.bidFileEndTime && a.bidOpeningTime).toBeTruthy();
    expect(a.projectNotes).toContain('<table>');
    for (const notes of [a.projectNotes, a.projectNotesEn, a.projectNotesLo]) expect(sanitizeNotes(notes)).toBe(notes);
    expect(a.projectNotesLo).toMatch(LAO);

    const files = [...a.fileList, ...a.sectorFileList, ...a.sectorList.flatMap((s: any) => s.outFileList)];
    expect(a.fileList.length).toBeGreaterThan(0);
    for (const file of files) {
      const response = await t.app.inject({ method: 'GET', url: file.url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(response.rawPayload.length).toBe(file.fileSize);
    }
  });

  it('titles the main document in three languages and the item specifications in Chinese and English only', async () => {
    const chosen = tenders.find((s) => s.sectionStauts === S.signupOpen);
    const a = await announcement(chosen.id);
    expect(a.fileList[0]).toMatchObject({ fileName: '招标文件.pdf', fileNameEn: 'Tender document.pdf', fileNameLo: expect.stringMatching(LAO) });
    const specifications = a.sectorList.flatMap((s: any) => s.outFileList).filter((f: any) => f.fileName === '技术参数表.pdf');
    for (const file of specifications) expect(file).toMatchObject({ fileNameEn: 'Technical specification.pdf', fileNameLo: null });
  });

  it('gives every announcement 1 to 6 items, consistent payment stages and accounts', async () => {
    const ratioFields = [
      'advancePaymentRatio',
      'paymentShipmentRatio',
      'deliveryPaymentRatio',
      'arrivalAcceptancePaymentRatio',
      'equipmentInstallationPaymentRatio',
      'projectAcceptancePaymentRatio',
      'warrantyPaymentRatio',
    ];
    const hundredths = (value: string) => Math.round(Number(value) * 100);
    for (const s of sections) {
      const a = await announcement(s.id);
      const name = s.sectionNameEn;
      expect(a.sectorList.length, name).toBeGreaterThanOrEqual(1);
      expect(a.sectorList.length, name).toBeLessThanOrEqual(6);
      for (const sector of a.sectorList) {
        expect(sector.sectorNameLo, name).toMatch(LAO);
        expect(sector.sectorUnitsEn, name).toMatch(/\S/);
        if (a.sectionType === 1) expect(sector.detailsList.length, name).toBeGreaterThanOrEqual(2);
      }
      expect(a.fileList.length, name).toBeGreaterThan(0);
      const ratios = ratioFields.map((f) => a[f]).filter((v) => v !== null).map(hundredths).sort();
      if (a.settleMethod === 2) {
        const stages = a.settleMethodsList.map((m: any) => hundredths(m.percentage));
        expect(stages.reduce((x: number, y: number) => x + y, 0), name).toBe(10_000);
        expect(ratios, name).toEqual([...stages].sort());
        for (const m of a.settleMethodsList) expect(m.typeLo, name).toMatch(LAO);
      } else {
        expect(a.settleMethodsList, name).toEqual([]);
        expect(ratios, name).toEqual([]);
      }
      if (a.securityDeposit !== null) expect(a.receivingAccountList.some((r: any) => r.type === '1' && r.money === a.securityDeposit), name).toBe(true);
      if (a.documentsAmount !== null) expect(a.receivingAccountList.some((r: any) => r.type === '2' && r.money === a.documentsAmount), name).toBe(true);
      if (a.isQualificationOther === 1) expect(a.qualificationOtherDescribeLo, name).toMatch(LAO);
    }
  });

  it('seeds no sign-ups or certification without the demo supplier account', async () => {
    expect(summary?.supplierSignups).toBe(0);
    const [{ signups, forms }] = await t.db.query<{ signups: number; forms: number }>(
      'SELECT (SELECT count(*)::int FROM signup) AS signups, (SELECT count(*)::int FROM enterprise_certification) AS forms',
    );
    expect([signups, forms]).toEqual([0, 0]);
  });

  it('seeds nothing the second time', async () => {
    expect(await seedDemoData(t.db, t.storage, now)).toBeNull();
    const [{ count }] = await t.db.query<{ count: number }>('SELECT count(*)::int AS count FROM section');
    expect(count).toBe(summary?.sections);
  });

  it('lets the clock carry every time-driven section to the end of its bidding', async () => {
    t.clock.set(new Date(now.getTime() + 60 * DAY));
    const { rows } = await publicList();
    const moving = [S.announced, S.signupOpen, S.signupClosed, S.quoting] as number[];
    expect(rows.filter((s) => moving.includes(s.sectionStauts))).toEqual([]);
    const before = new Map(sections.map((s) => [s.id, s.sectionStauts]));
    for (const s of rows) {
      if (moving.includes(before.get(s.id)!)) expect(s.sectionStauts).toBe(S.quotingEnded);
      else expect(s.sectionStauts).toBe(before.get(s.id));
    }
  });
});
