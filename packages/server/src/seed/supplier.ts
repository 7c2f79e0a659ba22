import { randomUUID } from 'node:crypto';
import { BidStatus, dayOf, MarginStatus, needsQualification } from '@portal/domain';
import type { Queryable } from '../db/index';
import type { ObjectStorage } from '../files/storage';
import { REFUND_CONFIRM_DAYS } from '../margins/policy';
import type { QuotingSection } from '../quotations/queries';
import { storeSeededRound } from './rounds';
import type { ReceiptSigner } from '../signing/key';
import { renderPdf, type PdfContent } from '../files/pdf';

/**
 * The demo `supplier`'s own records, so its portal is not empty: the accredited enterprise certification
 * form, the company qualification files and sign-ups in several stages, with real private files it
 * uploaded. Written with the demo sections, in their transaction; nothing when the account is absent.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const COMPANY_EN = 'Wanxiang Steel Trading Co., Ltd.';

interface Supplier {
  user_id: number;
  company_id: number;
  tin: string;
  buyer_id: number | null;
}

/** A private file uploaded by `owner` (a real small PDF in the storage); returns its id. */
async function storeFile(tx: Queryable, storage: ObjectStorage, owner: number, fileName: string, content: PdfContent): Promise<number> {
  const bytes = await renderPdf(content);
  const key = `${randomUUID()}.pdf`;
  await storage.put(key, bytes, 'application/pdf');
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO stored_file (storage_key, file_name, content_type, file_size, owner_user_id, is_public, create_time)
     VALUES ($1, $2, 'application/pdf', $3, $4, false, $5) RETURNING id`,
    [key, fileName, bytes.length, owner, content.date],
  );
  return Number(row.id);
}

/** `yyyy-MM-dd` of a day `years` from `day`, kept on the same month and day. */
const yearsFrom = (day: string, years: number) => `${Number(day.slice(0, 4)) + years}${day.slice(4)}`;

/** The company documents a supplier keeps and uploads again wherever they are asked for. */
async function companyDocuments(tx: Queryable, storage: ObjectStorage, s: Supplier, date: Date, licence: { start: string; end: string }) {
  const company: [string, string][] = [
    ['Company', COMPANY_EN],
    ['Taxpayer number', s.tin],
  ];
  const store = (fileName: string, content: Omit<PdfContent, 'date'>) => storeFile(tx, storage, s.user_id, fileName, { ...content, date });
  return {
    licence: await store('营业执照.pdf', {
      title: 'Enterprise registration certificate',
      subtitle: COMPANY_EN,
      facts: [...company, ['Legal representative', 'Wang Jianguo'], ['Registered capital', 'CNY 10,000,000'], ['Valid', `${licence.start} to ${licence.end}`]],
      sections: [{ heading: 'Business scope', lines: ['Wholesale, import and export of steel, pipes, sections and building hardware; warehousing and delivery.'] }],
    }),
    agency: await store('代理资质证书.pdf', {
      title: 'Authorised distributor certificate',
      subtitle: 'Steel products for the Lao PDR',
      facts: [...company, ['Manufacturer', 'Kunming Iron & Steel Co., Ltd.'], ['Territory', 'Lao PDR']],
      sections: [{ heading: 'Products', lines: ['Reinforcing bar HRB400E', 'Galvanised welded pipe', 'Hot-rolled H-beams and angles'] }],
    }),
    achievement: await store('类似项目业绩.pdf', {
      title: 'Record of similar contracts',
      subtitle: COMPANY_EN,
      facts: company,
      sections: [
        {
          heading: 'Contracts of the last three years',
          lines: [
            '1. Vientiane ring road bridges – reinforcing bar, 2,400 t – 2024',
            '2. Luang Prabang water supply – galvanised pipe DN50–DN300, 38 km – 2024',
            '3. Savannakhet logistics park – steel structure sections, 1,150 t – 2025',
          ],
        },
      ],
    }),
    financial: await store('近三年财务报告.pdf', {
      title: 'Audited financial statements',
      subtitle: 'Financial years 2023 to 2025',
      facts: company,
      sections: [{ heading: 'Revenue', lines: ['2023: CNY 61.2 million', '2024: CNY 74.8 million', '2025: CNY 86.0 million'] }],
    }),
    quality: await store('ISO9001质量管理体系认证证书.pdf', {
      title: 'ISO 9001:2015 certificate',
      subtitle: 'Quality management system',
      facts: [...company, ['Scope', 'Trading, storage and delivery of steel products']],
      sections: [{ heading: 'Validity', lines: [`Until ${licence.end}, subject to annual surveillance audits.`] }],
    }),
    authorization: await store('法定代表人授权委托书.pdf', {
      title: 'Power of attorney',
      subtitle: COMPANY_EN,
      facts: [...company, ['Authorised person', 'Wang Ming, sales manager']],
      sections: [{ heading: 'Authority', lines: ['Wang Ming signs up, submits documents and quotes on the procurement portal for the company.', 'Signed: Wang Jianguo, legal representative'] }],
    }),
  };
}
type Documents = Awaited<ReturnType<typeof companyDocuments>>;

/** The accredited enterprise certification form (category 1, agent: no manufacturing fields) and the company qualification. */
async function certification(tx: Queryable, s: Supplier, docs: Documents, date: Date, licence: { start: string; end: string }, today: string) {
  const contacts = await tx.query<{ id: number; user_name: string }>('SELECT id, user_name FROM bid_contact WHERE company_id = $1 AND status = 1 ORDER BY id', [s.company_id]);
  const form = {
    simpleName: '万象钢贸',
    realAddress: '老挝万象市赛色塔县塔銮路118号',
    category: '1',
    enterpriseType: '3',
    natureTaxpayer: '1',
    payedCapital: '500万元人民币',
    address: '老挝万象市赛色塔县塔銮路118号万象中心12层',
    capital: '1000万元人民币',
    employeesNumber: '46',
    factoryArea: '仓库3200平方米',
    revenue: '8600万元人民币（2025年）',
    setUpTime: licence.start,
    trial: '1',
    businessScope: '钢材、管材、型材及建筑五金的批发与进出口；仓储与配送服务。',
    suppliedProductName: '螺纹钢、镀锌钢管、H型钢、角钢、建筑五金',
    testingStandards: 'GB/T 1499.2-2018、GB/T 3091-2015、GB/T 11263-2017',
    businessLicenseStart: licence.start,
    businessLicenseEnd: licence.end,
    legalPerson: '王建国',
    idType: '2',
    idNo: 'E58203164',
    bankAccountNo: '010-12-00-01234567-001',
    bankName: '老挝外贸大众银行万象分行',
    bankAccountName: '万象钢铁贸易有限公司',
    name: '王明',
    isLegalRepresentative: 'N',
    authorizationStart: yearsFrom(today, -1),
    authorizationEnd: yearsFrom(today, 2),
    bpmIdStr: contacts.map((c) => c.id).join(','),
    bpmNameStr: contacts.map((c) => c.user_name).join(','),
  };
  await tx.query(
    `INSERT INTO enterprise_certification (company_id, submitted_by, form, agency_license_file_ids, three_years_financial_report_file_ids,
        business_license_file_ids, authorization_file_ids, status, create_time, update_time)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'skip', $8, $9)`,
    [s.company_id, s.user_id, JSON.stringify(form), [docs.agency], [docs.financial], [docs.licence], [docs.authorization], date, new Date(date.getTime() + DAY)],
  );
  await tx.query(
    `INSERT INTO company_qualification (company_id, business_license_file_ids, achievement_file_ids, agency_license_file_ids, update_time)
     VALUES ($1, $2, $3, $4, $5)`,
    [s.company_id, [docs.licence], [docs.achievement], [docs.agency], date],
  );
}

type SectionRow = QuotingSection &
  Record<'is_qualification_tec' | 'is_qualification_business_license' | 'is_qualification_achievement' | 'is_qualification_agency_license' | 'is_qualification_other', number> & {
    start_time: Date | null;
    signup_start_time: Date | null;
    release_time: Date;
  };

/**
 * The sections the sign-ups go to, chosen by rule. The browser tests pick, by the public list's order
 * (create_time DESC, id DESC), the first tenders in sign-up (8) and the first inquiry quoting (1) and sign
 * the demo supplier or others up or follow them there: those are left out. Only sections without the
 * base-file stage are chosen.
 */
const PICKS = {
  /** A tender whose sign-up has closed: its qualification is under review. */
  qualificationReview: `bidding_type = 0 AND section_stauts = 9`,
  /** A tender in sign-up, not one of the two the browser tests take, whose payment deadline is ahead. */
  paymentRequired: `bidding_type = 0 AND section_stauts = 8
     AND id NOT IN (SELECT id FROM section WHERE bidding_type = 0 AND section_stauts = 8 ORDER BY create_time DESC, id DESC LIMIT 2)
     AND EXISTS (SELECT 1 FROM receiving_account a WHERE a.section_id = section.id AND a.payment_deadline > $1)`,
  /** An inquiry quoting for days yet, without accounts, not the one the browser tests take. */
  readyToQuote: `bidding_type = 1 AND section_stauts = 1 AND ent_time > $1::timestamptz + interval '1 day'
     AND id <> (SELECT id FROM section WHERE bidding_type = 1 AND section_stauts = 1 ORDER BY create_time DESC, id DESC LIMIT 1)
     AND NOT EXISTS (SELECT 1 FROM receiving_account a WHERE a.section_id = section.id)`,
  /** An inquiry with its results published that held a deposit. */
  resultPublished: `bidding_type = 1 AND section_stauts = 13
     AND EXISTS (SELECT 1 FROM receiving_account a WHERE a.section_id = section.id AND a.type = '1')`,
} as const;

async function pick(tx: Queryable, rule: string, now: Date): Promise<SectionRow | null> {
  const [row] = await tx.query<SectionRow>(
    `SELECT * FROM section WHERE ${rule} AND is_qualification_tec = 0 AND buyer_company_id IS NOT NULL ORDER BY create_time DESC, id DESC LIMIT 1`,
    rule.includes('$1') ? [now] : [],
  );
  return row ?? null;
}

interface Seeded {
  signupId: number;
  status: number;
}

/** A sign-up at `status`, with the files of the qualification it passed or submitted and the named bid contact. */
async function signUp(tx: Queryable, s: Supplier, section: SectionRow, docs: Documents, status: number, at: Date): Promise<number> {
  const q = (flag: number, id: number) => (flag === 1 ? [id] : []);
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO signup (section_id, user_id, company_id, supplier_bid_status, bid_contact_id, qualification_business_license_file_ids,
        qualification_achievement_file_ids, qualification_agency_license_file_ids, qualification_other_file_ids, create_time, update_time)
     VALUES ($1, $2, $3, $4, (SELECT min(id) FROM bid_contact WHERE company_id = $3 AND status = 1), $5, $6, $7, $8, $9, $9) RETURNING id`,
    [
      section.id,
      s.user_id,
      s.company_id,
      status,
      q(section.is_qualification_business_license, docs.licence),
      q(section.is_qualification_achievement, docs.achievement),
      q(section.is_qualification_agency_license, docs.agency),
      q(section.is_qualification_other, docs.quality),
      at,
    ],
  );
  return Number(row.id);
}

/** Payment proofs of every account of the section and the deposits they paid: held (4), or refunded at `refund.time` awaiting confirmation (6). */
async function pay(tx: Queryable, storage: ObjectStorage, s: Supplier, signupId: number, sectionId: number, at: Date, refund: { time: Date } | null) {
  const accounts = await tx.query<{ id: number; type: string; money: string; currency: string; bank_account_name: string; bank_account: string }>(
    'SELECT id, type, money::text AS money, currency, bank_account_name, bank_account FROM receiving_account WHERE section_id = $1 ORDER BY sort, id',
    [sectionId],
  );
  for (const account of accounts) {
    const deposit = account.type === '1';
    const fileId = await storeFile(tx, storage, s.user_id, deposit ? '保证金汇款凭证.pdf' : '标书费汇款凭证.pdf', {
      title: 'Bank transfer receipt',
      subtitle: deposit ? 'Bid security' : 'Document fee',
      facts: [
        ['Payer', COMPANY_EN],
        ['Beneficiary', account.bank_account_name],
        ['Account', account.bank_account],
        ['Amount', `${account.money} ${account.currency}`],
      ],
      sections: [],
      date: at,
    });
    await tx.query('INSERT INTO signup_payment (signup_id, receiving_account_id, file_id, payment_date) VALUES ($1, $2, $3, $4)', [signupId, account.id, fileId, at]);
    if (!deposit) continue;
    const refundFile =
      refund && s.buyer_id !== null
        ? await storeFile(tx, storage, s.buyer_id, '保证金退还凭证.pdf', {
            title: 'Refund of bid security',
            subtitle: COMPANY_EN,
            facts: [['Amount', `${account.money} ${account.currency}`]],
            sections: [],
            date: refund.time,
          })
        : null;
    await tx.query(
      `INSERT INTO margin (signup_id, receiving_account_id, status, currency, money, payment_date, file_id, refund_time, refund_file_id, refund_date_deadline)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        signupId,
        account.id,
        refund ? MarginStatus.refunded : MarginStatus.paid,
        account.currency,
        account.money,
        at,
        fileId,
        refund?.time ?? null,
        refundFile,
        refund ? new Date(refund.time.getTime() + REFUND_CONFIRM_DAYS * DAY) : null,
      ],
    );
  }
}

/** One quotation round of every item, 8 % under each budget, signed and stored as the quotation command stores it. */
const quote = (tx: Queryable, signer: ReceiptSigner, s: Supplier, section: SectionRow, signupId: number, at: Date) =>
  storeSeededRound(tx, signer, section, { signupId, companyId: s.company_id, at }, 92);

/** The moment the supplier signed up: a few hours into the section's sign-up (or quoting) period, never after `now`. */
function signupTime(section: SectionRow, now: Date): Date {
  const from = (section.signup_start_time ?? section.start_time ?? section.release_time).getTime();
  return new Date(Math.min(from + 3 * HOUR, now.getTime() - HOUR));
}

/**
 * Seeds the demo supplier's certification, qualification and sign-ups; returns what it made, or null when
 * the demo `supplier` account (accredited) is absent or already has a certification form.
 */
export async function seedDemoSupplier(tx: Queryable, storage: ObjectStorage, now: Date, signer: ReceiptSigner): Promise<Record<string, number> | null> {
  const [supplier] = await tx.query<Supplier>(
    `SELECT u.id AS user_id, u.company_id, c.tin,
            (SELECT id FROM app_user WHERE user_name = 'buyer' AND role = 'buyer') AS buyer_id
       FROM app_user u JOIN company c ON c.id = u.company_id
      WHERE u.user_name = 'supplier' AND u.role = 'supplier' AND c.certification_status = 'skip'
        AND NOT EXISTS (SELECT 1 FROM enterprise_certification e WHERE e.company_id = c.id)`,
  );
  if (!supplier) return null;
  const s: Supplier = { ...supplier, user_id: Number(supplier.user_id), company_id: Number(supplier.company_id), buyer_id: supplier.buyer_id === null ? null : Number(supplier.buyer_id) };
  const today = dayOf(now);
  const licence = { start: '2016-03-18', end: yearsFrom(today, 5) };
  const certified = new Date(now.getTime() - 75 * DAY);
  const docs = await companyDocuments(tx, storage, s, certified, licence);
  await certification(tx, s, docs, certified, licence, today);

  const signups: Seeded[] = [];
  const qualification = await pick(tx, PICKS.qualificationReview, now);
  const asksQualification =
    qualification !== null &&
    needsQualification({
      isQualificationBusinessLicense: qualification.is_qualification_business_license,
      isQualificationAchievement: qualification.is_qualification_achievement,
      isQualificationAgencyLicense: qualification.is_qualification_agency_license,
      isQualificationOther: qualification.is_qualification_other,
    });
  if (qualification && asksQualification) {
    signups.push({ signupId: await signUp(tx, s, qualification, docs, BidStatus.qualificationReview, signupTime(qualification, now)), status: BidStatus.qualificationReview });
  }
  const payment = await pick(tx, PICKS.paymentRequired, now);
  if (payment) signups.push({ signupId: await signUp(tx, s, payment, docs, BidStatus.paymentRequired, signupTime(payment, now)), status: BidStatus.paymentRequired });

  const quoting = await pick(tx, PICKS.readyToQuote, now);
  if (quoting) {
    const at = signupTime(quoting, now);
    const signupId = await signUp(tx, s, quoting, docs, BidStatus.readyToQuote, at);
    await quote(tx, signer, s, quoting, signupId, new Date(Math.min(at.getTime() + 2 * DAY, now.getTime() - HOUR)));
    signups.push({ signupId, status: BidStatus.readyToQuote });
  }
  const published = await pick(tx, PICKS.resultPublished, now);
  if (published) {
    const at = signupTime(published, now);
    const signupId = await signUp(tx, s, published, docs, BidStatus.resultPublished, at);
    await pay(tx, storage, s, signupId, published.id, new Date(at.getTime() + 4 * HOUR), { time: new Date(now.getTime() - 2 * DAY) });
    await quote(tx, signer, s, published, signupId, new Date((at.getTime() + published.ent_time!.getTime()) / 2));
    signups.push({ signupId, status: BidStatus.resultPublished });
  }
  return { supplierSignups: signups.length };
}
