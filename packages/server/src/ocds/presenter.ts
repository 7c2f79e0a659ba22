import { resultsVisible, type Locale } from '@portal/domain';
import { statusName, tenderStatus } from './policy';

export const OCDS_VERSION = '1.1';
/** The default language of a release: the portal's default, zh; en and lo ride along as `field_en`, `field_lo`. */
const LANGUAGE: Locale = 'zh';

export interface SectionData {
  id: number;
  section_name: string;
  section_name_en: string;
  section_name_lo: string;
  bidding_type: number;
  section_stauts: number;
  project_price: string | null;
  currency: string;
  organization: string;
  organization_en: string;
  organization_lo: string;
  buyer_company_id: number | null;
  signup_start_time: Date | null;
  signup_end_time: Date | null;
  start_time: Date | null;
  ent_time: Date | null;
  result_time: Date | null;
  successful_bidder_method: number;
  /** 1 materials, 2 engineering, 3 services: tender.mainProcurementCategory. */
  project_type: number;
  /** When the announcement was published: tender.datePublished. */
  release_time: Date | null;
}
/** How many took part, published with the results (bids extension statistics and tender.numberOfTenderers). */
export interface CompetitionData {
  /** Sign-ups of the section (measure `requests`). */
  signups: number;
  /** Suppliers that sent at least one quotation round (measure `bids`, and tender.numberOfTenderers). */
  bidders: number;
}
export interface ItemData {
  id: number;
  sector_name: string;
  sector_name_en: string;
  sector_name_lo: string;
  sector_number: string;
  sector_units: string;
  sector_units_en: string;
  sector_units_lo: string;
}
export interface DocumentData {
  id: number;
  file_name: string;
  content_type: string;
  create_time: Date;
}
export interface AwardData {
  id: number;
  sector_id: number | null;
  price: string;
  create_time: Date;
  supplier_company_id: number;
  supplier_name: string;
  /** The winning round's commitment (null for a round stored before receipts) and its round number. */
  commitment: string | null;
  quotes_count: number;
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString().replace(/\.\d{3}Z$/, 'Z') : undefined);
const period = (start: Date | null, end: Date | null) => {
  const p: Record<string, string> = {};
  if (start) p.startDate = iso(start)!;
  if (end) p.endDate = iso(end)!;
  return Object.keys(p).length ? p : undefined;
};
/** `{field, field_en, field_lo}` with the translations that are filled in. */
function translated(field: string, zh: string, en: string, lo: string) {
  const out: Record<string, string> = { [field]: zh };
  if (en) out[`${field}_en`] = en;
  if (lo) out[`${field}_lo`] = lo;
  return out;
}
/** Amounts are kept as exact decimal strings; OCDS wants a JSON number. */
const amount = (value: string) => Number(value);
/** OCDS mainProcurementCategory (closed codelist) of the portal's project type. */
const PROCUREMENT_CATEGORY: Record<number, string> = { 1: 'goods', 2: 'works', 3: 'services' };
const buyerPartyId = (s: SectionData) => `buyer-${s.buyer_company_id ?? s.id}`;
const supplierPartyId = (companyId: number) => `supplier-${companyId}`;

/**
 * The body of a release for the section as it is now, without ocid and id (added when served). Each release
 * is a complete snapshot, so the compiled record is the latest state merged over earlier ones.
 */
export function buildRelease(s: SectionData, items: ItemData[], documents: DocumentData[], awards: AwardData[], tags: string[], competition?: CompetitionData) {
  // Awarded prices and suppliers only once the results are published (a section closed without them stays sealed).
  const showResults = resultsVisible({ sectionStauts: s.section_stauts, resultTime: s.result_time });
  const buyer = { id: buyerPartyId(s), name: s.organization };
  // The buyer manages its own sections, so it is not repeated as procuringEntity (the schema asks so).
  const parties: Record<string, unknown>[] = [{ ...translated('name', s.organization, s.organization_en, s.organization_lo), id: buyer.id, roles: ['buyer'] }];
  const suppliers = new Map<number, string>();
  if (showResults) for (const a of awards) suppliers.set(a.supplier_company_id, a.supplier_name);
  for (const [companyId, name] of suppliers) parties.push({ id: supplierPartyId(companyId), name, roles: ['supplier'] });

  const tender: Record<string, unknown> = {
    id: String(s.id),
    ...translated('title', s.section_name, s.section_name_en, s.section_name_lo),
    status: tenderStatus(s.section_stauts),
    statusDetails: statusName(s.section_stauts),
    procurementMethod: 'open',
    procurementMethodDetails: s.bidding_type === 1 ? 'inquiry' : 'tender',
    mainProcurementCategory: PROCUREMENT_CATEGORY[s.project_type],
    // The tenderDatePublished extension's field (docs/decisions/analytics.md): when the announcement went out.
    datePublished: iso(s.release_time),
    items: items.map((i) => ({
      id: String(i.id),
      ...translated('description', i.sector_name, i.sector_name_en, i.sector_name_lo),
      quantity: Number(i.sector_number),
      unit: translated('name', i.sector_units, i.sector_units_en, i.sector_units_lo),
    })),
    documents: documents.map((d) => ({
      id: String(d.id),
      documentType: 'tenderNotice',
      title: d.file_name,
      url: `/prod-api/common/files/${d.id}`,
      format: d.content_type || undefined,
      datePublished: iso(d.create_time),
    })),
  };
  if (s.project_price !== null) tender.value = { amount: amount(s.project_price), currency: s.currency };
  const enquiry = period(s.signup_start_time, s.signup_end_time);
  if (enquiry) tender.enquiryPeriod = enquiry;
  const quoting = period(s.start_time, s.ent_time);
  if (quoting) tender.tenderPeriod = quoting;
  if (awards.length || s.result_time) tender.awardPeriod = period(s.ent_time, s.result_time);
  if (!tender.awardPeriod) delete tender.awardPeriod;
  // How many signed up and quoted: only with the results, like the prices (docs/decisions/analytics.md).
  if (showResults && competition) tender.numberOfTenderers = competition.bidders;

  const release: Record<string, unknown> = {
    tag: tags,
    initiationType: 'tender',
    language: LANGUAGE,
    parties,
    buyer,
    tender,
  };
  if (showResults && competition) {
    release.bids = {
      statistics: [
        { id: 'requests', measure: 'requests', value: competition.signups },
        { id: 'bids', measure: 'bids', value: competition.bidders },
      ],
    };
  }
  if (awards.length) {
    release.awards = awards.map((a) => {
      const award: Record<string, unknown> = {
        id: String(a.id),
        status: showResults ? 'active' : 'pending',
        date: iso(a.create_time),
      };
      if (a.sector_id !== null) award.items = items.filter((i) => i.id === a.sector_id).map((i) => ({ id: String(i.id), ...translated('description', i.sector_name, i.sector_name_en, i.sector_name_lo), quantity: Number(i.sector_number), unit: translated('name', i.sector_units, i.sector_units_en, i.sector_units_lo) }));
      if (showResults) {
        award.value = { amount: amount(a.price), currency: s.currency };
        award.suppliers = [{ id: supplierPartyId(a.supplier_company_id), name: a.supplier_name }];
        // The winningRound extension field (docs/verification.md, "Published evidence"): the winning round's
        // commitment and round number, as the published evidence lists them, so anyone can find the award's round there.
        if (a.commitment) award.winningRound = { commitment: a.commitment, roundNumber: Number(a.quotes_count) };
      }
      return JSON.parse(JSON.stringify(award));
    });
  }
  return JSON.parse(JSON.stringify(release)) as Record<string, unknown>;
}

export interface StoredRelease {
  id: number;
  section_id: number;
  release_date: Date;
  data: Record<string, unknown>;
}

export const ocidOf = (prefix: string, sectionId: number) => `${prefix}-${sectionId}`;

export interface OcdsRelease {
  ocid: string;
  id: string;
  date: string;
  tag: string[];
  [field: string]: unknown;
}

/**
 * A stored release as served: ocid, id and date first; document addresses (kept as paths) made absolute
 * with the portal's origin.
 */
export function presentRelease(prefix: string, row: StoredRelease, origin: string): OcdsRelease {
  const ocid = ocidOf(prefix, Number(row.section_id));
  const data = row.data as { tag: string[]; tender?: { documents?: { url?: string }[] } };
  const documents = data.tender?.documents;
  if (documents) for (const d of documents) if (d.url?.startsWith('/')) d.url = origin + d.url;
  return { ocid, id: `${ocid}-${row.id}`, date: iso(row.release_date)!, ...data };
}

/** The publishing metadata of a package. */
export function packageMeta(uri: string, publishedDate: Date, publisherName: string) {
  return {
    uri,
    version: OCDS_VERSION,
    publishedDate: iso(publishedDate),
    publisher: { name: publisherName },
    license: 'https://creativecommons.org/licenses/by/4.0/',
  };
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Merges one release over the compiled state (OCDS merge: objects field by field, arrays of objects with ids by id). */
function mergeInto(target: Record<string, unknown>, source: Record<string, unknown>) {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    if (Array.isArray(value) && value.every((v) => isObject(v) && 'id' in v) && Array.isArray(current)) {
      const byId = new Map<string, Record<string, unknown>>((current as Record<string, unknown>[]).map((c) => [String(c.id), c]));
      for (const v of value as Record<string, unknown>[]) {
        const existing = byId.get(String(v.id));
        if (existing) mergeInto(existing, v);
        else byId.set(String(v.id), structuredClone(v));
      }
      target[key] = [...byId.values()];
    } else if (isObject(value) && isObject(current)) mergeInto(current, value);
    else target[key] = structuredClone(value);
  }
}

/** The record of a section: every release by reference and value, and the compiled release. */
export function compileRecord(releases: OcdsRelease[]) {
  const compiled: Record<string, unknown> = {};
  for (const r of releases) {
    const { id: _id, date: _date, tag: _tag, ...rest } = r;
    mergeInto(compiled, rest);
  }
  const last = releases[releases.length - 1];
  return {
    ocid: last.ocid,
    releases,
    compiledRelease: { ...compiled, ocid: last.ocid, id: `${last.ocid}-${last.date}`, date: last.date, tag: ['compiled'] },
  };
}
