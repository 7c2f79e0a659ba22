import {
  BidStatus,
  NOT_FINAL_BID,
  nextClockTime,
  publishProblems,
  SectionStatus,
  statusOnPublish,
  adminSectorDetailSchema,
  adminSectorSchema,
  type AdminSectionForm,
  type MessageKey,
} from '@portal/domain';
import { recordAudit } from '../audit/audit';
import type { Db, Queryable } from '../db/index';
import { warning } from '../http/errors';
import type { StaffActor } from '../http/actor';
import { camel, snake } from '../http/present';
import { parseTime } from '../http/time';
import { applyClock, clockOf, lockClockRow } from './clock';
import { transitionSection } from './lifecycle';
import { mayCreateSection, owningCompany, sectionPolicy, staffSection, type SectionAction } from './policy';
import { SECTION_FORM_FIELDS, TIME_FIELDS } from './queries';
import { sanitizeNotes } from './presenter';

const NOTES_FIELDS = new Set(['projectNotes', 'projectNotesEn', 'projectNotesLo']);

/** The fields of the editor's item forms that are columns, by the shared schemas: nothing else is written. */
const SECTOR_FORM_FIELDS = Object.keys(adminSectorSchema.shape).filter((key) => key !== 'fileIds' && key !== 'detailsList');
const DETAIL_FORM_FIELDS = Object.keys(adminSectorDetailSchema.shape);

/** The columns (snake_case) of the listed fields a form has. */
const formColumns = (form: object, fields: readonly string[]) =>
  Object.fromEntries(fields.filter((key) => key in form).map((key) => [snake(key), (form as Record<string, unknown>)[key]]));

/** The section columns of a form: times parsed in the caller's zone, notes sanitized. */
function sectionColumns(form: AdminSectionForm, zone: string): Record<string, unknown> {
  const columns: Record<string, unknown> = {};
  for (const key of SECTION_FORM_FIELDS) {
    if (!(key in form)) continue;
    const value = (form as Record<string, unknown>)[key];
    if ((TIME_FIELDS as readonly string[]).includes(key)) columns[snake(key)] = value === null ? null : parseTime(value as string, zone);
    else if (NOTES_FIELDS.has(key)) columns[snake(key)] = sanitizeNotes(value as string);
    else columns[snake(key)] = value;
  }
  return columns;
}

/** Every file id of a form must be the caller's upload, a public file, or already attached to the section. */
async function checkFiles(tx: Queryable, form: AdminSectionForm, userId: number, sectionId: number | null) {
  const ids = [...new Set([...form.fileIds, ...form.sectorFileIds, ...form.sectorList.flatMap((s) => s.fileIds)])];
  if (!ids.length) return;
  const rows = await tx.query<{ id: number }>(
    `SELECT id FROM stored_file f WHERE id = ANY($1::bigint[])
        AND (owner_user_id = $2 OR is_public OR EXISTS (SELECT 1 FROM section_file sf WHERE sf.file_id = f.id AND sf.section_id = $3))`,
    [ids, userId, sectionId ?? -1],
  );
  if (rows.length !== ids.length) throw warning('sectionFileUnavailable');
}

/** The tables a section's editor writes: the section and the relations it replaces whole. */
type EditorTable = 'section' | 'sector' | 'sector_detail' | 'section_file' | 'receiving_account' | 'section_settle_method';

/** Inserts one row of `values`, whose keys are columns named by the forms' schemas or listed by the caller. */
async function insertRow(tx: Queryable, table: EditorTable, values: Record<string, unknown>): Promise<number> {
  const names = Object.keys(values);
  const [{ id }] = await tx.query<{ id: number }>(
    `INSERT INTO ${table} (${names.join(', ')}) VALUES (${names.map((_, i) => '$' + (i + 1)).join(', ')}) RETURNING id`,
    names.map((n) => values[n]),
  );
  return Number(id);
}

/** Replaces the sectors, details, files, accounts and settlement stages of a draft. */
async function writeRelations(tx: Queryable, sectionId: number, form: AdminSectionForm, zone: string) {
  await tx.query('DELETE FROM section_file WHERE section_id = $1', [sectionId]);
  const titles = new Map(form.fileTitles.map((t) => [t.fileId, { file_name_en: t.fileNameEn || null, file_name_lo: t.fileNameLo || null }]));
  const attachment = (fileId: number) => ({ file_id: fileId, ...titles.get(fileId) });
  await tx.query('DELETE FROM sector WHERE section_id = $1', [sectionId]);
  await tx.query('DELETE FROM receiving_account WHERE section_id = $1', [sectionId]);
  await tx.query('DELETE FROM section_settle_method WHERE section_id = $1', [sectionId]);
  for (const [sort, sector] of form.sectorList.entries()) {
    const sectorId = await insertRow(tx, 'sector', { section_id: sectionId, sort, ...formColumns(sector, SECTOR_FORM_FIELDS) });
    for (const [detailSort, detail] of sector.detailsList.entries()) {
      await insertRow(tx, 'sector_detail', { sector_id: sectorId, sort: detailSort, ...formColumns(detail, DETAIL_FORM_FIELDS) });
    }
    for (const [fileSort, fileId] of sector.fileIds.entries()) {
      await insertRow(tx, 'section_file', { section_id: sectionId, sector_id: sectorId, kind: 'sector', ...attachment(fileId), sort: fileSort });
    }
  }
  for (const [sort, fileId] of form.fileIds.entries()) await insertRow(tx, 'section_file', { section_id: sectionId, kind: 'section', ...attachment(fileId), sort });
  for (const [sort, fileId] of form.sectorFileIds.entries()) await insertRow(tx, 'section_file', { section_id: sectionId, kind: 'sectors', ...attachment(fileId), sort });
  for (const [sort, account] of form.receivingAccountList.entries()) {
    await insertRow(tx, 'receiving_account', {
      section_id: sectionId,
      sort,
      type: account.type,
      money: account.money,
      currency: account.currency,
      bank_account_name: account.bankAccountName,
      bank_account: account.bankAccount,
      open_account_bank: account.openAccountBank,
      payment_deadline: account.paymentDeadline === null ? null : parseTime(account.paymentDeadline, zone),
    });
  }
  for (const [sort, stage] of form.settleMethodsList.entries()) {
    await insertRow(tx, 'section_settle_method', { section_id: sectionId, sort, type: stage.type, type_en: stage.typeEn, type_lo: stage.typeLo, percentage: stage.percentage });
  }
}

/** How many items, detail rows, files, receiving accounts and settlement stages a section has (audit summary). */
async function relationCounts(tx: Queryable, sectionId: number) {
  const [counts] = await tx.query<{ items: number; details: number; files: number; accounts: number; stages: number }>(
    `SELECT (SELECT count(*)::int FROM sector WHERE section_id = $1) AS items,
            (SELECT count(*)::int FROM sector_detail d JOIN sector s ON s.id = d.sector_id WHERE s.section_id = $1) AS details,
            (SELECT count(*)::int FROM section_file WHERE section_id = $1) AS files,
            (SELECT count(*)::int FROM receiving_account WHERE section_id = $1) AS accounts,
            (SELECT count(*)::int FROM section_settle_method WHERE section_id = $1) AS stages`,
    [sectionId],
  );
  return counts;
}

/** Creates a draft (status 0) owned by the caller's buyer company. */
export async function createDraft(db: Db, actor: StaffActor, form: AdminSectionForm): Promise<number> {
  if (!mayCreateSection(actor.user)) throw warning('buyerNoCompany');
  return db.transaction(async (tx) => {
    await checkFiles(tx, form, actor.user.id, null);
    const id = await insertRow(tx, 'section', {
      ...sectionColumns(form, actor.zone),
      section_stauts: SectionStatus.draft,
      buyer_company_id: owningCompany(actor.user),
      created_by: actor.user.id,
      create_time: actor.now,
      update_time: actor.now,
    });
    await writeRelations(tx, id, form, actor.zone);
    await recordAudit(tx, { actorId: actor.user.id, entity: 'section', entityId: id, action: 'create', after: { sectionStauts: SectionStatus.draft, sectionName: form.sectionName } });
    return id;
  });
}

/**
 * Replaces a draft's fields and relations; refused (601) once it is published. The audit record holds the
 * changed columns and the counts of the rewritten relations before and after.
 */
export async function updateDraft(db: Db, actor: StaffActor, sectionId: number, form: AdminSectionForm): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await staffSection(tx, actor.user, sectionId, true);
    if (!sectionPolicy.may(actor.user, 'edit', row)) throw warning('sectionNotDraft');
    await checkFiles(tx, form, actor.user.id, sectionId);
    const columns: Record<string, unknown> = { ...sectionColumns(form, actor.zone), update_time: actor.now };
    const names = Object.keys(columns);
    // What the written columns held, for the audit record's before.
    const [stored] = await tx.query<Record<string, unknown>>(`SELECT ${names.join(', ')} FROM section WHERE id = $1`, [sectionId]);
    await tx.query(`UPDATE section SET ${names.map((n, i) => `${n} = $${i + 2}`).join(', ')} WHERE id = $1`, [sectionId, ...names.map((n) => columns[n])]);
    const relationsBefore = await relationCounts(tx, sectionId);
    await writeRelations(tx, sectionId, form, actor.zone);
    const relationsAfter = await relationCounts(tx, sectionId);
    const changed = Object.fromEntries(names.filter((n) => n !== 'update_time' && String(stored[n] ?? '') !== String(columns[n] ?? '')).map((n) => [camel(n), columns[n]]));
    await recordAudit(tx, {
      actorId: actor.user.id,
      entity: 'section',
      entityId: sectionId,
      action: 'update',
      before: { ...Object.fromEntries(Object.keys(changed).map((k) => [k, stored[snake(k)] ?? null])), relations: relationsBefore },
      after: { ...changed, relations: relationsAfter },
    });
  });
}

/**
 * Makes the attachments of a section being published public (the announcement's files, the item table's and
 * each item's): visitors and suppliers download what the published section lists. Returns the ids of the
 * files this made public. A draft's uploads stay private to their uploader and the buyer until then.
 */
async function publishAttachments(tx: Queryable, sectionId: number): Promise<number[]> {
  const rows = await tx.query<{ id: number }>(
    `UPDATE stored_file SET is_public = true
      WHERE NOT is_public AND id IN (SELECT file_id FROM section_file WHERE section_id = $1)
      RETURNING id`,
    [sectionId],
  );
  return rows.map((r) => Number(r.id)).sort((a, b) => a - b);
}

/** Publishes a draft: checks it is complete, then sets the status of DESIGN.md §3 and the clock; its attachments become public. */
export async function publishSection(db: Db, actor: StaffActor, sectionId: number): Promise<number> {
  return db.transaction(async (tx) => {
    const row = await staffSection(tx, actor.user, sectionId, true);
    if (!sectionPolicy.may(actor.user, 'publish', row)) throw warning('cannotPublish');
    const [{ n }] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM sector WHERE section_id = $1', [sectionId]);
    const accounts = await tx.query<{ type: string }>('SELECT type FROM receiving_account WHERE section_id = $1', [sectionId]);
    const problems = publishProblems({
      sectionName: row.section_name,
      organization: row.organization,
      biddingType: row.bidding_type,
      sectorCount: n,
      signupStartTime: row.signup_start_time,
      signupEndTime: row.signup_end_time,
      startTime: row.start_time,
      entTime: row.ent_time,
      isBiddingCommitFile: row.is_bidding_commit_file,
      bidFileStartTime: row.bid_file_start_time,
      bidFileEndTime: row.bid_file_end_time,
      isQualificationOther: row.is_qualification_other,
      qualificationOtherDescribe: row.qualification_other_describe,
      securityDeposit: row.security_deposit,
      accountTypes: accounts.map((a) => a.type),
    });
    if (problems.length) throw warning(problems[0]);
    if (row.ent_time && row.ent_time.getTime() <= actor.now.getTime()) throw warning('publishEndPassed');
    const clock = {
      biddingType: row.bidding_type,
      signupStartTime: row.signup_start_time,
      signupEndTime: row.signup_end_time,
      startTime: row.start_time,
      entTime: row.ent_time,
    };
    const status = statusOnPublish(clock, actor.now);
    // Before the audit record: its listeners (open data) list the public attachments of the announcement.
    const publicFileIds = await publishAttachments(tx, sectionId);
    await transitionSection(tx, {
      ...by(actor, row, 'publish', 'cannotPublish'),
      from: row.section_stauts,
      to: status,
      columns: { next_clock_at: nextClockTime({ ...clock, sectionStauts: status }), release_time: actor.now },
      after: { publicFileIds },
    });
    // The bid-file window and the rest of the clock's looks.
    const clockRow = await lockClockRow(tx, sectionId);
    return applyClock(tx, clockRow!, actor.now, clockOf(db));
  });
}

/** The staff member's part of a section move: who, the section, the action and its refusal. */
const by = (actor: StaffActor, row: { id: number; bidding_type: number }, action: string, refusal: MessageKey) => ({
  sectionId: Number(row.id),
  biddingType: row.bidding_type,
  action,
  who: actor.user.role,
  actorId: actor.user.id,
  now: actor.now,
  refusal,
});

/** Suspends a running section (15), remembering its status for resume; the clock leaves it alone meanwhile. */
export async function suspendSection(db: Db, actor: StaffActor, sectionId: number): Promise<number> {
  return db.transaction(async (tx) => {
    // Moves already due happen first, so the section is suspended in its true status.
    const clockRow = await lockClockRow(tx, sectionId);
    const row = await staffSection(tx, actor.user, sectionId, true);
    const current = clockRow && row.section_stauts !== SectionStatus.draft ? await applyClock(tx, clockRow, actor.now, clockOf(db)) : row.section_stauts;
    if (!sectionPolicy.may(actor.user, 'suspend', { ...row, section_stauts: current })) throw warning('cannotSuspend');
    await transitionSection(tx, { ...by(actor, row, 'suspend', 'cannotSuspend'), from: current, to: SectionStatus.suspended, columns: { suspended_from: current, next_clock_at: null } });
    return SectionStatus.suspended;
  });
}

/** Resumes a suspended section: its remembered status, then whatever the clock says is due by now. */
export async function resumeSection(db: Db, actor: StaffActor, sectionId: number): Promise<number> {
  return db.transaction(async (tx) => {
    const row = await staffSection(tx, actor.user, sectionId, true);
    if (!sectionPolicy.may(actor.user, 'resume', row) || row.suspended_from === null) throw warning('cannotResume');
    await transitionSection(tx, { ...by(actor, row, 'resume', 'cannotResume'), from: row.section_stauts, to: row.suspended_from, columns: { suspended_from: null } });
    const clockRow = await lockClockRow(tx, sectionId);
    return applyClock(tx, clockRow!, actor.now, clockOf(db));
  });
}

/** Abandons a section (6): its sign-ups that are not final end (14). */
export async function abandonSection(db: Db, actor: StaffActor, sectionId: number): Promise<number> {
  return endSection(db, actor, sectionId, SectionStatus.abandoned, 'abandon', 'cannotAbandon');
}

/** Closes a section (14): its sign-ups that are not final end (14). */
export async function closeSection(db: Db, actor: StaffActor, sectionId: number): Promise<number> {
  return endSection(db, actor, sectionId, SectionStatus.closed, 'close', 'cannotClose');
}

async function endSection(db: Db, actor: StaffActor, sectionId: number, to: number, action: SectionAction & ('abandon' | 'close'), refusal: 'cannotAbandon' | 'cannotClose') {
  return db.transaction(async (tx) => {
    const row = await staffSection(tx, actor.user, sectionId, true);
    if (!sectionPolicy.may(actor.user, action, row)) throw warning(refusal);
    await transitionSection(tx, { ...by(actor, row, action, refusal), from: row.section_stauts, to, columns: { next_clock_at: null, suspended_from: null } });
    const mover = { sectionId, who: actor.user.role, actorId: actor.user.id, now: actor.now };
    await clockOf(db).hooks.transitionSignups(tx, { ...mover, action: `section-${action}`, from: NOT_FINAL_BID, to: BidStatus.ended });
    return to;
  });
}
