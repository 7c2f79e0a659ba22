import { hashPassword } from '../accounts/passwords';
import { login } from '../accounts/testSupport';
import { supplier } from '../certification/testSupport';
import { formatTime } from '../http/time';
import { TEST_PASSWORD_HASH_COST, type TestApp } from '../test/harness';
import { createSection, createSector } from './factories';

const hour = 3_600_000;
let counter = 0;

/** A signed-in buyer of its own buyer company. */
export async function buyer(t: TestApp) {
  counter += 1;
  const [{ id: companyId }] = await t.db.query<{ id: number }>("INSERT INTO company (name, kind) VALUES ($1, 'buyer') RETURNING id", [`采购中心 ${counter}`]);
  const userName = `wbbuyer${counter}`;
  const [{ id: userId }] = await t.db.query<{ id: number }>(
    "INSERT INTO app_user (user_name, nick_name, phonenumber, password_hash, role, company_id) VALUES ($1, $2, $3, $4, 'buyer', $5) RETURNING id",
    [userName, `采购员${counter}`, '137' + String(Math.floor(Math.random() * 1e8)).padStart(8, '0'), await hashPassword('Staff@2026', TEST_PASSWORD_HASH_COST), companyId],
  );
  return { token: await login(t, userName, 'Staff@2026'), userId: Number(userId), companyId: Number(companyId), userName };
}

/** A new session of a staff user (after the test clock jumped past the idle expiry). */
export const signInAgain = (t: TestApp, userName: string) => login(t, userName, 'Staff@2026');

/** A signed-in administrator. */
export async function administrator(t: TestApp) {
  counter += 1;
  const userName = `wbadmin${counter}`;
  const [{ id: userId }] = await t.db.query<{ id: number }>("INSERT INTO app_user (user_name, nick_name, password_hash, role) VALUES ($1, $1, $2, 'admin') RETURNING id", [
    userName,
    await hashPassword('Staff@2026', TEST_PASSWORD_HASH_COST),
  ]);
  return { token: await login(t, userName, 'Staff@2026'), userId: Number(userId), userName };
}

/** A time `hours` from the test clock, as the form writes it (Asia/Shanghai, the default zone). */
export const formTime = (t: TestApp, hours: number) => formatTime(new Date(t.clock.now().getTime() + hours * hour), 'Asia/Shanghai')!;

/**
 * A complete tender form: sign-up in 1–24 h, bid file 2–30 h, quoting 48–72 h, one item with a detail row,
 * a security deposit account, qualification and technical stages.
 */
export function tenderForm(t: TestApp, overrides: Record<string, unknown> = {}) {
  return {
    sectionName: '道路照明设备采购',
    sectionNameEn: 'Street lighting equipment',
    sectionNameLo: 'ອຸປະກອນໄຟຖະໜົນ',
    biddingType: 0,
    sectionType: 1,
    projectType: 1,
    successfulBidderMethod: 2,
    projectPrice: '500000.00',
    securityDeposit: '5000.00',
    organization: '万象市公共采购中心',
    organizationEn: 'Vientiane Public Procurement Centre',
    signupStartTime: formTime(t, 1),
    signupEndTime: formTime(t, 24),
    bidFileStartTime: formTime(t, 2),
    bidFileEndTime: formTime(t, 30),
    startTime: formTime(t, 48),
    entTime: formTime(t, 72),
    isBiddingCommitFile: 1,
    isQualificationTec: 1,
    isQualificationBusinessLicense: 1,
    settleMethod: 2,
    advancePaymentRatio: '30',
    arrivalAcceptancePaymentRatio: '60',
    warrantyPaymentRatio: '10',
    settleMethodsList: [
      { type: '预付款', typeEn: 'Advance', percentage: '30' },
      { type: '到货验收', typeEn: 'Acceptance', percentage: '60' },
      { type: '质保金', typeEn: 'Warranty', percentage: '10' },
    ],
    projectNotes: '<p>Notes <script>alert(1)</script><b>bold</b></p>',
    sectorList: [
      {
        sectorName: 'LED 路灯',
        sectorNameEn: 'LED street lamp',
        sectorNumber: '120',
        sectorUnits: '套',
        budgetAmount: '300000.00',
        maxPrice: '3000.00',
        detailsList: [{ sectorName: '灯杆', sectorNumber: '120', detailUnits: '根' }],
      },
    ],
    receivingAccountList: [
      { type: '1', money: '5000.00', currency: 'CNY', bankAccountName: '采购中心', bankAccount: '6222000011112222', openAccountBank: '中国银行万象分行' },
    ],
    ...overrides,
  };
}

/** A complete inquiry form: quoting from publish until 48 h, one item, no stages. */
export function inquiryForm(t: TestApp, overrides: Record<string, unknown> = {}) {
  return {
    sectionName: '办公用品询价',
    biddingType: 1,
    projectType: 1,
    successfulBidderMethod: 1,
    organization: '万象市公共采购中心',
    startTime: formTime(t, 0),
    entTime: formTime(t, 48),
    sectorList: [
      { sectorName: '打印纸', sectorNumber: '50', sectorUnits: '箱' },
      { sectorName: '墨盒', sectorNumber: '20', sectorUnits: '个' },
    ],
    ...overrides,
  };
}

/** A certified supplier signed up to a section in the given status (set directly, as the supplier routes would). */
export async function signedUp(t: TestApp, sectionId: number, status: number) {
  const s = await supplier(t, 'skip');
  const now = t.clock.now();
  const [{ id }] = await t.db.query<{ id: number }>(
    'INSERT INTO signup (section_id, user_id, company_id, supplier_bid_status, create_time, update_time) VALUES ($1, $2, $3, $4, $5, $5) RETURNING id',
    [sectionId, s.userId, s.companyId, status, now],
  );
  return { ...s, signupId: Number(id) };
}

/** Records a quotation round of a sign-up: one line per sector at `price` each. */
export async function quote(t: TestApp, signupId: number, price: string) {
  const [g] = await t.db.query<{ section_id: number; company_id: number }>('SELECT section_id, company_id FROM signup WHERE id = $1', [signupId]);
  const [{ n }] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM quote_round WHERE signup_id = $1', [signupId]);
  const sectors = await t.db.query<{ id: number }>('SELECT id FROM sector WHERE section_id = $1 ORDER BY id', [g.section_id]);
  const total = (Number(price) * sectors.length).toFixed(2);
  const [{ id }] = await t.db.query<{ id: number }>(
    'INSERT INTO quote_round (section_id, signup_id, company_id, quotes_count, total_price, create_time) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
    [g.section_id, signupId, g.company_id, n + 1, total, t.clock.now()],
  );
  for (const s of sectors) {
    await t.db.query('INSERT INTO quote_line (round_id, sector_id, sector_price, total_price) VALUES ($1, $2, $3, $3)', [id, s.id, price]);
  }
  return Number(id);
}

export const bidStatusOf = async (t: TestApp, signupId: number) =>
  (await t.db.query<{ s: number }>('SELECT supplier_bid_status AS s FROM signup WHERE id = $1', [signupId]))[0].s;
export const sectionStatusOf = async (t: TestApp, sectionId: number) =>
  (await t.db.query<{ s: number }>('SELECT section_stauts AS s FROM section WHERE id = $1', [sectionId]))[0].s;

/** Row count and a hash of the rows of each table: equal fingerprints, nothing changed. */
export async function fingerprint(t: TestApp, tables: readonly string[]) {
  const out: Record<string, unknown> = {};
  for (const table of tables) out[table] = await t.db.query(`SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS h, count(*)::int AS n FROM ${table} x`);
  return out;
}

/** A fingerprint of the tables a refused call must leave alone. */
export const snapshot = (t: TestApp) =>
  fingerprint(t, ['section', 'sector', 'sector_detail', 'receiving_account', 'section_settle_method', 'section_file', 'signup', 'margin', 'award', 'quote_round_appointment', 'question', 'appeal', 'audit_log', 'dict_data', 'app_user']);

/** A section of the buyer's company requiring base files and qualification, with one item. */
export async function buyerSection(t: TestApp, companyId: number, columns: Record<string, unknown> = {}) {
  const id = await createSection(t.db, { buyer_company_id: companyId, is_qualification_tec: 1, is_qualification_business_license: 1, ...columns });
  await createSector(t.db, id);
  return id;
}
