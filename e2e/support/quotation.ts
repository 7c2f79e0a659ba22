import { mkdir } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Db } from '../../packages/server/src/db/index';
import { createSection, createSector } from '../../packages/server/src/test/factories';
import { authed, TOKEN_COOKIE } from './certification';

/** Where the quotation journey leaves its screenshots for a person to look at. */
export const SHOTS = '/tmp/shots';

export async function shot(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Id of a demo account and its company. */
export async function account(db: Db, userName: string) {
  const [row] = await db.query<{ id: number; company_id: number }>('SELECT id, company_id FROM app_user WHERE user_name = $1', [userName]);
  expect(row, userName).toBeTruthy();
  return { userId: Number(row.id), companyId: Number(row.company_id) };
}

/**
 * An inquiry of the demo buyer's organisation, quoting now (status 1) for the next `minutes`: two items
 * quoted by unit price, whole-bid award, prices going down, round rules on, the caller's rank shown, paid by
 * ratio in three stages. Items have detail rows (sectionType 1); the second imposes its settlement method.
 */
export async function quotingInquiry(db: Db, buyerCompanyId: number, minutes = 30) {
  const now = Date.now();
  const section = await createSection(db, {
    section_name: '2026年度管材询价采购',
    section_name_en: '2026 pipe supply inquiry',
    section_name_lo: 'ການສອບລາຄາທໍ່ ປີ 2026',
    bidding_type: 1,
    section_stauts: 1,
    section_type: 1,
    buyer_company_id: buyerCompanyId,
    start_time: new Date(now - 3_600_000),
    ent_time: new Date(now + minutes * 60_000),
    quotation_method: 0,
    successful_bidder_method: 2,
    bidding_trade_type: 1,
    is_yuan_ju: 1,
    show_ranking: 1,
    ranking_type: 1,
    settle_method: 2,
    advance_payment_ratio: '30.00',
    arrival_acceptance_payment_ratio: '60.00',
    warranty_payment_ratio: '10.00',
  });
  const stages = [
    ['预付款', 'Advance payment', 'ເງິນລ່ວງໜ້າ', '30.00'],
    ['到货验收', 'Arrival acceptance', 'ກວດຮັບສິນຄ້າ', '60.00'],
    ['质保金', 'Warranty', 'ເງິນຄ້ຳປະກັນ', '10.00'],
  ];
  for (const [i, [type, en, lo, percentage]] of stages.entries()) {
    await db.query('INSERT INTO section_settle_method (section_id, sort, type, type_en, type_lo, percentage) VALUES ($1, $2, $3, $4, $5, $6)', [section, i, type, en, lo, percentage]);
  }
  const pipe = await createSector(db, section, {
    sort: 1,
    sector_name: '无缝钢管',
    sector_name_en: 'Seamless steel pipe',
    sector_name_lo: 'ທໍ່ເຫຼັກບໍ່ມີຮອຍຕໍ່',
    specifications: 'DN100 × 4mm',
    sector_number: '12.5',
    sector_units: '吨',
    sector_units_en: 't',
    sector_units_lo: 'ໂຕນ',
    max_price: '5000.00',
  }, [
    { sort: 1, sector_name: '钢管本体', sector_name_en: 'Pipe body', sector_name_lo: 'ຕົວທໍ່', specifications: 'DN100', sector_number: '12.5', detail_units: '吨', detail_units_en: 't', detail_units_lo: 'ໂຕນ', budget_amount: '56000.00' },
    { sort: 2, sector_name: '防腐涂层', sector_name_en: 'Anti-corrosion coating', sector_name_lo: 'ສີກັນສະໜິມ', sector_number: '300', detail_units: '平方米', detail_units_en: 'm²', detail_units_lo: 'ຕາແມັດ', budget_amount: '4000.00' },
  ]);
  const valve = await createSector(db, section, {
    sort: 2,
    sector_name: '闸阀',
    sector_name_en: 'Gate valve',
    sector_name_lo: 'ວາວປະຕູ',
    specifications: 'Z41H-16C',
    sector_number: '40',
    sector_units: '个',
    sector_units_en: 'pcs',
    sector_units_lo: 'ອັນ',
    max_price: '800.00',
    settle_method: 1,
    is_force_settle_method: 1,
  });
  return { section, pipe, valve };
}

/** Signs a company up to the section at a bid status (15: ready to quote), as the workbench would leave it. */
export async function signUpAt(db: Db, sectionId: number, who: { userId: number; companyId: number }, status = 15) {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO signup (section_id, user_id, company_id, supplier_bid_status, create_time, update_time) VALUES ($1, $2, $3, $4, now(), now()) RETURNING id`,
    [sectionId, who.userId, who.companyId, status],
  );
  return Number(row.id);
}

/** Marks a company certified (`skip`, as the demo supplier's): quoting asks the certification check again. */
export async function certify(db: Db, companyId: number) {
  await db.query("UPDATE company SET certification_status = 'skip' WHERE id = $1", [companyId]);
}

/** Ends the quoting a minute ago, past the settling time (QUOTING_SETTLE_MS) the clock gives queued rounds: the section moves to 2 on the next call. */
export async function endQuoting(db: Db, sectionId: number) {
  await db.query("UPDATE section SET ent_time = now() - interval '1 minute', next_clock_at = now() - interval '1 minute' WHERE id = $1", [sectionId]);
}

/** Puts a session token in the SPA's cookie. */
export async function signIn(context: BrowserContext, baseURL: string, token: string) {
  await context.addCookies([{ name: TOKEN_COOKIE, value: encodeURIComponent(token), url: baseURL }]);
}

type Prices = Record<number, { price: string; other?: string }>;

/**
 * Fills a downloaded template: writes prices and other expenses, as text, into the rows whose `key` column
 * holds one of the given ids, and gives the new file's content.
 */
async function fillSheet(path: string, cols: { key: number; price: number; other: number }, prices: Prices): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const sheet = workbook.worksheets[0];
  let filled = 0;
  sheet.eachRow((row, index) => {
    if (index === 1) return;
    const entry = prices[Number(row.getCell(cols.key).value)];
    if (!entry) return;
    row.getCell(cols.price).value = entry.price;
    if (entry.other !== undefined) row.getCell(cols.other).value = entry.other;
    filled += 1;
  });
  expect(filled).toBe(Object.keys(prices).length);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The sectors template: rows by sector id (column 1), price in column 8, other expenses in column 9. */
export const fillTemplate = (path: string, prices: Prices) => fillSheet(path, { key: 1, price: 8, other: 9 }, prices);

/** The details template: rows by detail id (column 2), price in column 10, other expenses in column 11. */
export const fillDetailsTemplate = (path: string, prices: Prices) => fillSheet(path, { key: 2, price: 10, other: 11 }, prices);

/** The detail rows of a sector, in their order. */
export async function detailIds(db: Db, sectorId: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>('SELECT id FROM sector_detail WHERE sector_id = $1 ORDER BY sort, id', [sectorId]);
  return rows.map((r) => Number(r.id));
}

/**
 * One round on quotingInquiry's section through the API, as a supplier's client sends it: the pipe priced by its
 * two detail rows (`body`, `coating`, from detailIds), the valve by its unit price.
 */
export function quoteInquiryRound(
  baseUrl: string,
  token: string,
  ids: { section: number; pipe: number; valve: number; body: number; coating: number },
  prices: { body: string; coating: string; valve: string },
  requestKey: string,
) {
  return authed(baseUrl, '/system/quotes/bidQuotes', token, {
    method: 'POST',
    body: {
      sectionId: ids.section,
      requestKey,
      sectors: [
        { id: ids.pipe, detailsList: [{ id: ids.body, sectorPrice: prices.body }, { id: ids.coating, sectorPrice: prices.coating }] },
        { id: ids.valve, sectorPrice: prices.valve },
      ],
    },
  });
}

/** The header cells of a template's first sheet. */
export async function templateHeader(path: string): Promise<string[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const values = workbook.worksheets[0].getRow(1).values as unknown[];
  return values.slice(1).map(String);
}
