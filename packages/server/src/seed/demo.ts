import { randomUUID } from 'node:crypto';
import { nextClockTime, SectionStatus } from '@portal/domain';
import type { Db, Queryable } from '../db/index';
import type { ObjectStorage } from '../files/storage';
import { sanitizeNotes } from '../sections/presenter';
import { sectionAttachments, standardTenderDocuments, type Attachment } from './documents';
import { announcementNotes } from './notes';
import { renderPdf, type PdfContent } from '../files/pdf';
import { PAYMENT_STAGES } from './catalog';
import { decimal, planDemoSections, type SectionPlan } from './plan';
import { seedDemoSupplier } from './supplier';
import { signerFor } from '../signing/key';
import { seedFlagCases } from './flagCases';

/** Any constant: held while seeding, so servers starting together on one empty database seed it once. */
const SEED_LOCK = 7_310_003;

type Row = Record<string, unknown>;

/** Rows to write, by table, in the order the tables must be written (parents first). */
class Rows {
  readonly byTable = new Map<string, Row[]>([
    ['stored_file', []],
    ['section', []],
    ['sector', []],
    ['sector_detail', []],
    ['section_settle_method', []],
    ['receiving_account', []],
    ['section_file', []],
  ]);
  add(table: string, row: Row) {
    this.byTable.get(table)!.push(row);
  }
}

/**
 * Fresh ids from a table's own sequence. Rows are then written with explicit ids, so a whole table goes
 * in a few multi-row inserts instead of one round trip per row.
 */
async function reserveIds(tx: Queryable, table: string, count: number): Promise<number[]> {
  const rows = await tx.query<{ id: number }>(`SELECT nextval(pg_get_serial_sequence($1, 'id')) AS id FROM generate_series(1, $2)`, [table, count]);
  return rows.map((r) => Number(r.id));
}

/** Writes rows that all have the same columns, in multi-row inserts under the parameter limit. */
async function insertAll(tx: Queryable, table: string, rows: Row[]) {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]);
  const perInsert = Math.floor(30_000 / columns.length);
  for (let from = 0; from < rows.length; from += perInsert) {
    const params: unknown[] = [];
    const tuples = rows.slice(from, from + perInsert).map((row) => {
      const placeholders = columns.map((column) => {
        params.push(row[column]);
        return `$${params.length}`;
      });
      return `(${placeholders.join(', ')})`;
    });
    await tx.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')}`, params);
  }
}

/** How long after the end of quoting the demo's published results came out. */
const RESULTS_AFTER_MS = 2 * 24 * 3600 * 1000;

const RATIO_COLUMNS = Object.values(PAYMENT_STAGES).map((stage) => stage.column);

/** The `section` row of a plan. */
function sectionColumns(plan: SectionPlan): Row {
  const { template, times, flags, organization } = plan;
  const notes = announcementNotes(plan);
  const other = template.options.otherQualification;
  const scene = flags.onSite ? organization.address : null;
  const ratios = Object.fromEntries(RATIO_COLUMNS.map((column) => [column, null as string | null]));
  for (const stage of plan.stages) ratios[stage.column] = decimal(stage.percentage * 100);
  const nextClockAt = nextClockTime({
    biddingType: template.biddingType,
    sectionStauts: template.status,
    signupStartTime: times.signupStartTime,
    signupEndTime: times.signupEndTime,
    startTime: times.startTime,
    entTime: times.entTime,
  });
  return {
    section_name: template.name.zh,
    section_name_en: template.name.en,
    section_name_lo: template.name.lo,
    bidding_type: template.biddingType,
    section_stauts: template.status,
    section_type: plan.sectionType,
    project_type: template.projectType,
    bidding_method: plan.biddingMethod,
    successful_bidder_method: flags.successfulBidderMethod,
    project_price: decimal(plan.projectPriceCents),
    security_deposit: plan.depositCents === null ? null : decimal(plan.depositCents),
    documents_amount: plan.documentsCents === null ? null : decimal(plan.documentsCents),
    currency: template.currency,
    money_unit: plan.moneyUnit.zh,
    money_unit_en: plan.moneyUnit.en,
    money_unit_lo: plan.moneyUnit.lo,
    organization: organization.name.zh,
    organization_en: organization.name.en,
    organization_lo: organization.name.lo,
    create_time: times.createTime,
    update_time: times.updateTime,
    release_time: times.releaseTime,
    signup_start_time: times.signupStartTime,
    signup_end_time: times.signupEndTime,
    start_time: times.startTime,
    ent_time: times.entTime,
    bid_file_start_time: times.bidFileStartTime,
    bid_file_end_time: times.bidFileEndTime,
    bid_opening_time: times.bidOpeningTime,
    // Results out two days after quoting ended (a section at 13 has a result time, as the results command sets it).
    result_time: template.status === SectionStatus.resultPublished && times.entTime ? new Date(times.entTime.getTime() + RESULTS_AFTER_MS) : null,
    technical_contacts: organization.technical.name,
    technical_contacts_en: organization.technical.nameEn ?? null,
    technical_contacts_lo: organization.technical.nameLo ?? null,
    technical_phone_number: organization.technical.phone,
    business_contacts: organization.business.name,
    business_contacts_en: organization.business.nameEn ?? null,
    business_contacts_lo: organization.business.nameLo ?? null,
    business_phone_number: organization.business.phone,
    quotation_method: flags.quotationMethod,
    is_tax: 1,
    is_lowest: flags.isLowest,
    show_ranking: flags.showRanking,
    ranking_type: 1,
    bidding_trade_type: 1,
    is_bidding_commit_file: flags.bidFile,
    is_commit_business_file: flags.businessFile,
    is_commit_technical_file: flags.technicalFile,
    is_scene_bidding: flags.onSite,
    scene_address: scene?.zh ?? '',
    scene_address_en: scene?.en ?? '',
    scene_address_lo: scene?.lo ?? '',
    is_yuan_ju: 1,
    warranty: plan.warranty,
    qualification_other_describe: other?.zh ?? '',
    qualification_other_describe_en: other?.en ?? '',
    qualification_other_describe_lo: other?.lo ?? '',
    project_notes: sanitizeNotes(notes.zh),
    project_notes_en: sanitizeNotes(notes.en),
    project_notes_lo: sanitizeNotes(notes.lo),
    settle_method: plan.settleMethod,
    ...ratios,
    is_qualification_business_license: flags.businessLicense,
    is_qualification_achievement: flags.achievement,
    is_qualification_agency_license: flags.agencyLicense,
    is_qualification_other: flags.other,
    is_qualification_tec: flags.technical,
    contract_period_days: plan.contractPeriodDays,
    next_clock_at: nextClockAt,
  };
}

/** Hands out reserved ids one by one. */
class Ids {
  private next = 0;
  constructor(private readonly ids: number[]) {}
  take(): number {
    const id = this.ids[this.next++];
    if (id === undefined) throw new Error('more rows than reserved ids');
    return id;
  }
}

interface Seeding {
  rows: Rows;
  storage: ObjectStorage;
  sectionIds: Ids;
  sectorIds: Ids;
  fileIds: Ids;
}

/** Renders a PDF, stores it under a generated name and adds its public `stored_file` row; returns its id. */
async function addPdf(seeding: Seeding, fileName: string, content: PdfContent): Promise<number> {
  const bytes = await renderPdf(content);
  const key = `${randomUUID()}.pdf`;
  await seeding.storage.put(key, bytes, 'application/pdf');
  const id = seeding.fileIds.take();
  seeding.rows.add('stored_file', {
    id,
    storage_key: key,
    file_name: fileName,
    content_type: 'application/pdf',
    file_size: bytes.length,
    is_public: true,
    create_time: content.date,
  });
  return id;
}

/** Adds one section with its items, payment stages, accounts and attachments. */
async function addSection(seeding: Seeding, plan: SectionPlan, attachments: Attachment[], standardFiles: number[]) {
  const { rows } = seeding;
  const { template } = plan;
  const sectionId = seeding.sectionIds.take();
  rows.add('section', { id: sectionId, ...sectionColumns(plan) });

  const sectorIds = plan.sectors.map((sector, sort) => {
    const sectorId = seeding.sectorIds.take();
    rows.add('sector', {
      id: sectorId,
      section_id: sectionId,
      sort,
      sector_name: sector.name.zh,
      sector_name_en: sector.name.en,
      sector_name_lo: sector.name.lo,
      specifications: sector.spec,
      model: sector.model,
      sector_number: String(sector.quantity),
      sector_units: sector.unit.zh,
      sector_units_en: sector.unit.en,
      sector_units_lo: sector.unit.lo,
      budget_amount: decimal(sector.budgetCents),
      currency_type_id: template.currency,
      tax_rate: plan.taxRate,
      max_price: sector.maxPriceCents === null ? null : decimal(sector.maxPriceCents),
    });
    for (const [detailSort, d] of sector.details.entries()) {
      rows.add('sector_detail', {
        sector_id: sectorId,
        sort: detailSort,
        sector_name: d.name.zh,
        sector_name_en: d.name.en,
        sector_name_lo: d.name.lo,
        specifications: d.spec,
        sector_number: String(d.quantity),
        detail_units: d.unit.zh,
        detail_units_en: d.unit.en,
        detail_units_lo: d.unit.lo,
        budget_amount: decimal(d.budgetCents),
      });
    }
    return sectorId;
  });

  for (const [sort, stage] of plan.stages.entries()) {
    rows.add('section_settle_method', {
      section_id: sectionId,
      sort,
      type: stage.name.zh,
      type_en: stage.name.en,
      type_lo: stage.name.lo,
      percentage: decimal(stage.percentage * 100),
    });
  }

  for (const [sort, account] of plan.accounts.entries()) {
    rows.add('receiving_account', {
      section_id: sectionId,
      sort,
      type: account.type,
      money: decimal(account.moneyCents),
      currency: template.currency,
      bank_account_name: account.holder,
      bank_account: account.number,
      open_account_bank: account.bank,
      payment_deadline: plan.times.paymentDeadline,
    });
  }

  const links: { kind: Attachment['kind']; sectorId: number | null; fileId: number; titles?: Attachment['titles'] }[] = [];
  for (const attachment of attachments) {
    const fileId = await addPdf(seeding, attachment.fileName, attachment.content);
    links.push({ kind: attachment.kind, sectorId: attachment.sectorIndex === null ? null : sectorIds[attachment.sectorIndex], fileId, titles: attachment.titles });
  }
  if (template.biddingType === 0) links.push(...standardFiles.map((fileId) => ({ kind: 'section' as const, sectorId: null, fileId })));
  for (const [sort, link] of links.entries()) {
    const { en = null, lo = null } = link.titles ?? {};
    rows.add('section_file', { section_id: sectionId, sector_id: link.sectorId, kind: link.kind, file_id: link.fileId, sort, file_name_en: en, file_name_lo: lo });
  }
}

/**
 * Seeds the demo portal into an empty database: sections in every status of DESIGN.md §3, both bidding
 * types and the three project types, in zh, en and lo, with items, accounts, payment stages and real PDF
 * attachments, timed relative to `now`. All of it in one transaction; returns counts of what it made, or
 * null when sections exist already.
 */
export async function seedDemoData(db: Db, storage: ObjectStorage, now: Date): Promise<Record<string, number> | null> {
  const plans = planDemoSections(now);
  const attachments = plans.map(sectionAttachments);
  const oldest = new Date(Math.min(...plans.map((p) => p.times.createTime.getTime())));
  const standardDocuments = standardTenderDocuments(oldest);
  // The demo rounds are signed like submitted ones, with the portal's key (published before the transaction).
  const signer = await signerFor(db);

  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
    const [{ count }] = await tx.query<{ count: number }>('SELECT count(*)::int AS count FROM section');
    if (count > 0) return null;

    const seeding: Seeding = {
      rows: new Rows(),
      storage,
      sectionIds: new Ids(await reserveIds(tx, 'section', plans.length)),
      sectorIds: new Ids(await reserveIds(tx, 'sector', plans.reduce((n, p) => n + p.sectors.length, 0))),
      fileIds: new Ids(await reserveIds(tx, 'stored_file', standardDocuments.length + attachments.flat().length)),
    };
    const standardFiles: number[] = [];
    for (const document of standardDocuments) standardFiles.push(await addPdf(seeding, document.fileName, document.content));
    for (const [i, plan] of plans.entries()) await addSection(seeding, plan, attachments[i], standardFiles);
    for (const [table, rows] of seeding.rows.byTable) await insertAll(tx, table, rows);
    // The demo buyer (accounts/demoAccounts.ts, created before the sections) owns them, so its workbench is not empty.
    await tx.query("UPDATE section SET buyer_company_id = (SELECT company_id FROM app_user WHERE user_name = 'buyer' AND role = 'buyer') WHERE buyer_company_id IS NULL");
    // The demo supplier's certification, qualification and sign-ups on these sections (seed/supplier.ts).
    const supplier = await seedDemoSupplier(tx, storage, now, signer);
    // Bidders whose sign-ups, rounds and awards raise every red flag, with the demo accounts only (seed/flagCases.ts).
    const flags = supplier ? await seedFlagCases(tx, now, signer) : 0;

    const written = (table: string) => seeding.rows.byTable.get(table)!;
    const sections = written('section');
    return {
      sections: sections.length,
      tenders: sections.filter((s) => s.bidding_type === 0).length,
      inquiries: sections.filter((s) => s.bidding_type === 1).length,
      drafts: sections.filter((s) => s.section_stauts === SectionStatus.draft).length,
      sectors: written('sector').length,
      sectorDetails: written('sector_detail').length,
      settlementStages: written('section_settle_method').length,
      receivingAccounts: written('receiving_account').length,
      files: written('stored_file').length,
      attachments: written('section_file').length,
      supplierSignups: supplier?.supplierSignups ?? 0,
      flags,
    };
  });
}
