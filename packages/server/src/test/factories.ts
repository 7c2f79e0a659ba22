import { nextClockTime } from '@portal/domain';
import type { Queryable } from '../db/index';
import { camel } from '../http/present';

let counter = 0;

/** Fields of a section as columns (snake_case), all optional. */
export type SectionColumns = Record<string, unknown>;

/**
 * Inserts a section with sensible defaults (a published materials tender open for sign-up) and returns
 * its id. Columns are given in snake_case; `next_clock_at` follows from the times unless given.
 */
export async function createSection(db: Queryable, columns: SectionColumns = {}): Promise<number> {
  counter += 1;
  const values: SectionColumns = {
    section_name: `测试项目 ${counter}`,
    section_name_en: `Test project ${counter}`,
    section_name_lo: `ໂຄງການທົດສອບ ${counter}`,
    bidding_type: 0,
    section_stauts: 8,
    project_type: 1,
    organization: '测试采购中心',
    organization_en: 'Test Procurement Centre',
    organization_lo: 'ສູນຈັດຊື້ທົດສອບ',
    project_price: '100000.00',
    security_deposit: '2000.00',
    ...columns,
  };
  if (!('next_clock_at' in columns)) {
    const clock = Object.fromEntries(
      ['bidding_type', 'section_stauts', 'signup_start_time', 'signup_end_time', 'start_time', 'ent_time'].map((c) => [camel(c), values[c] ?? null]),
    );
    values.next_clock_at = nextClockTime(clock as never);
  }
  const names = Object.keys(values);
  const rows = await db.query<{ id: number }>(
    `INSERT INTO section (${names.join(', ')}) VALUES (${names.map((_, i) => '$' + (i + 1)).join(', ')}) RETURNING id`,
    names.map((n) => values[n]),
  );
  return rows[0].id;
}

/** Inserts a sector (with optional details) into a section and returns its id. */
export async function createSector(db: Queryable, sectionId: number, columns: SectionColumns = {}, details: SectionColumns[] = []): Promise<number> {
  const values: SectionColumns = { section_id: sectionId, sector_name: '钢管', sector_name_en: 'Steel pipe', sector_name_lo: 'ທໍ່ເຫຼັກ', sector_number: '10', sector_units: '吨', ...columns };
  const names = Object.keys(values);
  const [{ id }] = await db.query<{ id: number }>(
    `INSERT INTO sector (${names.join(', ')}) VALUES (${names.map((_, i) => '$' + (i + 1)).join(', ')}) RETURNING id`,
    names.map((n) => values[n]),
  );
  for (const detail of details) {
    const d: SectionColumns = { sector_id: id, sector_name: '明细', sector_number: '1', ...detail };
    const dn = Object.keys(d);
    await db.query(`INSERT INTO sector_detail (${dn.join(', ')}) VALUES (${dn.map((_, i) => '$' + (i + 1)).join(', ')})`, dn.map((n) => d[n]));
  }
  return id;
}
