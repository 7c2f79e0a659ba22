import ExcelJS from 'exceljs';
import { DICTIONARIES, translate, type BidRecord, type FileItem, type Locale, type MessageKey } from '@portal/domain';
import type { Queryable } from '../db/index';
import { formatTime } from '../http/time';

/** The label of a dictionary value in the caller's language (the value itself when unknown). */
function dictLabel(type: string, value: number | string, locale: Locale): string {
  const entry = DICTIONARIES[type]?.find((e) => e.dictValue === String(value));
  if (!entry) return String(value);
  return locale === 'en' ? entry.dictLabelEn : locale === 'lo' ? entry.dictLabelLo : entry.dictLabel;
}

const localized = (zh: string, en: string, lo: string, locale: Locale) => (locale === 'en' ? en || zh : locale === 'lo' ? lo || zh : zh);

/**
 * The bid record as a workbook a supplier can keep: the sign-up, every file of every stage, and its own
 * quotation rounds. An .xlsx rather than a PDF because it carries Chinese and Lao text as it is (the PDF
 * standard fonts are Latin-only), with headings in the caller's language.
 */
export async function bidRecordWorkbook(db: Queryable, record: BidRecord, locale: Locale, zone: string): Promise<Buffer> {
  const t = (key: MessageKey) => translate(key, locale);
  const section = record.section;
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date(0);
  workbook.modified = new Date(0);

  const summary = workbook.addWorksheet(t('bidRecordTitle'));
  summary.columns = [{ width: 24 }, { width: 60 }];
  const sectionStatusDict = section.biddingType === 0 ? 'sys_section_stauts_tenders' : 'sys_section_stauts';
  summary.addRows([
    [t('bidRecordProject'), localized(section.sectionName, section.sectionNameEn, section.sectionNameLo, locale)],
    [t('bidRecordOrganization'), localized(section.organization, section.organizationEn, section.organizationLo, locale)],
    [t('bidRecordSupplier'), record.user.supplierName],
    [t('bidRecordSignupTime'), record.createTime ?? ''],
    [t('bidRecordSectionStatus'), dictLabel(sectionStatusDict, record.sectionStauts, locale)],
    [t('bidRecordBidStatus'), dictLabel('sys_supplier_bid_status', record.supplierBidStatus, locale)],
  ]);
  summary.getColumn(1).font = { bold: true };

  const files = workbook.addWorksheet(t('bidRecordFiles'));
  files.columns = [{ header: t('bidRecordStage'), width: 20 }, { header: t('bidRecordFileName'), width: 50 }, { header: t('bidRecordTime'), width: 22 }];
  const rows = (stage: MessageKey, list: FileItem[]) => list.map((f) => [t(stage), f.fileName, f.createTime ?? '']);
  const base = record.supplierBaseFile;
  files.addRows([
    ...rows('bidRecordStageBase', [...base.supTecFileList, ...base.supAchFileList, ...base.tecFileList, ...base.qualificationAgencyLicenseFileList, ...base.qualificationOtherFileList]),
    ...rows('bidRecordStageQualification', [
      ...record.qualificationBusinessLicenseFileList,
      ...record.qualificationAchievementFileList,
      ...record.qualificationAgencyLicenseFileList,
      ...record.qualificationOtherFileList,
    ]),
    ...rows('bidRecordStagePayment', record.receivingAccountList.flatMap((a) => a.fileList)),
    ...record.supplierBidFileList.map((f) => [`${t('bidRecordStageBidFile')} (${dictLabel('sys_supplier_margin_status', f.status, locale)})`, f.fileName, f.createTime ?? '']),
    ...rows('bidRecordStageNotes', record.quotesNoteFileList),
  ]);
  files.getRow(1).font = { bold: true };

  const quotes = workbook.addWorksheet(t('bidRecordQuotes'));
  quotes.columns = [{ header: t('bidRecordRound'), width: 10 }, { header: t('bidRecordTime'), width: 22 }, { header: t('bidRecordTotal'), width: 20 }];
  const rounds = await db.query<{ quotes_count: number; create_time: Date; total_price: string }>(
    'SELECT quotes_count, create_time, total_price::text AS total_price FROM quote_round WHERE signup_id = $1 ORDER BY quotes_count',
    [record.id],
  );
  quotes.addRows(rounds.map((r) => [r.quotes_count, formatTime(r.create_time, zone), r.total_price]));
  quotes.getRow(1).font = { bold: true };

  return Buffer.from(await workbook.xlsx.writeBuffer());
}
