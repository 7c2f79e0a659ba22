import {
  canonicalDecimal,
  commitmentMessage,
  RECEIPT_FORMAT,
  RECEIPT_FORMAT_V1,
  type PublishedKey,
  type Receipt,
} from '@portal/domain';
import type { Db } from '../db/index';
import { commitmentOfRound, verifySignatureNow } from './nodeCrypto';

/** Stored rounds with every value their receipt covers, and their receipts rebuilt from them (docs/verification.md). */

export interface StoredRound {
  id: number;
  section_id: number;
  signup_id: number;
  company_id: number;
  quotes_count: number;
  /** The round's stored total. */
  total_price: string;
  create_time: Date;
  nonce: string | null;
  commitment: string | null;
  signature: string | null;
  section_stauts: number;
  /** When the section's results were published (null: never), which with the status decides resultsVisible. */
  result_time: Date | null;
  lines: {
    sector_id: number;
    quantity: string | null;
    sector_price: string | null;
    other_expenses: string | null;
    total_material_price: string | null;
    total_price: string | null;
    volume: string | null;
    weight: string | null;
    tax_rate: string;
    settle_method: number | null;
    details: { detail_id: number; quantity: string | null; sector_price: string | null; other_expenses: string | null; total_material_price: string | null; total_price: string | null }[] | null;
  }[];
}

/** The columns of stored rounds with every value their canonical form covers (the rounds as `r`, their section as `s`). */
const STORED_ROUND = `SELECT r.id, r.section_id, r.signup_id, r.company_id, r.quotes_count, r.total_price::text AS total_price,
            COALESCE(r.arrival_time, r.create_time) AS create_time, r.nonce, r.commitment, r.signature, s.section_stauts, s.result_time,
            COALESCE((SELECT json_agg(json_build_object(
                       'sector_id', l.sector_id, 'quantity', sc.sector_number::text, 'sector_price', l.sector_price::text,
                       'other_expenses', l.other_expenses::text, 'total_material_price', l.total_material_price::text,
                       'total_price', l.total_price::text, 'volume', l.volume::text, 'weight', l.weight::text,
                       'tax_rate', l.tax_rate, 'settle_method', l.settle_method,
                       'details', (SELECT json_agg(json_build_object('detail_id', d.detail_id, 'quantity', sd.sector_number::text,
                                                                     'sector_price', d.sector_price::text, 'other_expenses', d.other_expenses::text,
                                                                     'total_material_price', d.total_material_price::text, 'total_price', d.total_price::text))
                                     FROM quote_detail_line d JOIN sector_detail sd ON sd.id = d.detail_id
                                    WHERE d.round_id = l.round_id AND d.sector_id = l.sector_id)))
                        FROM quote_line l JOIN sector sc ON sc.id = l.sector_id WHERE l.round_id = r.id), '[]') AS lines
       FROM quote_round r JOIN section s ON s.id = r.section_id`;

/** A stored round with every value its canonical form covers, as the database holds it now. */
export async function storedRound(db: Pick<Db, 'query'>, roundId: number): Promise<StoredRound | null> {
  const [row] = await db.query<StoredRound>(`${STORED_ROUND} WHERE r.id = $1`, [roundId]);
  return row ?? null;
}

/** Every stored round of a section, in stored order. */
export async function storedRounds(db: Pick<Db, 'query'>, sectionId: number): Promise<StoredRound[]> {
  return db.query<StoredRound>(`${STORED_ROUND} WHERE r.section_id = $1 ORDER BY r.id`, [sectionId]);
}

/** The receipt fields of a stored round (without proof) in a receipt format, rebuilt from what the database holds. */
export function receiptFields(round: StoredRound, keyUrl: string, format: Receipt['format'] = RECEIPT_FORMAT): Receipt {
  const v2 = format !== RECEIPT_FORMAT_V1;
  return {
    format,
    sectionId: Number(round.section_id),
    signupId: Number(round.signup_id),
    quotesCount: round.quotes_count,
    arrivalTime: new Date(round.create_time).toISOString(),
    nonce: round.nonce ?? '',
    ...(v2 ? { totalPrice: canonicalDecimal(round.total_price) } : {}),
    lines: round.lines.map((l) => ({
      sectorId: Number(l.sector_id),
      quantity: canonicalDecimal(l.quantity),
      sectorPrice: canonicalDecimal(l.sector_price),
      otherExpenses: canonicalDecimal(l.other_expenses),
      totalMaterialPrice: canonicalDecimal(l.total_material_price),
      totalPrice: canonicalDecimal(l.total_price),
      volume: canonicalDecimal(l.volume),
      weight: canonicalDecimal(l.weight),
      ...(v2 ? { taxRate: l.tax_rate, settleMethod: l.settle_method === null ? '' : String(l.settle_method) } : {}),
      details: (l.details ?? []).map((d) => ({
        detailId: Number(d.detail_id),
        quantity: canonicalDecimal(d.quantity),
        sectorPrice: canonicalDecimal(d.sector_price),
        otherExpenses: canonicalDecimal(d.other_expenses),
        totalMaterialPrice: canonicalDecimal(d.total_material_price),
        totalPrice: canonicalDecimal(d.total_price),
      })),
    })),
    commitment: round.commitment ?? '',
    signature: round.signature ?? '',
    keyUrl,
  };
}

/**
 * The receipt of a stored round as it was signed: in the format whose commitment the stored values give (2, else
 * 1; format 2 when neither does: the round was altered), naming the published key its signature verifies with.
 */
export async function rebuiltReceipt(round: StoredRound, keys: readonly PublishedKey[], keyUrl: string): Promise<{ receipt: Receipt; committed: boolean; keyId: string | null }> {
  let receipt = receiptFields(round, keyUrl, RECEIPT_FORMAT);
  let committed = commitmentOfRound(receipt) === round.commitment;
  if (!committed) {
    const v1 = receiptFields(round, keyUrl, RECEIPT_FORMAT_V1);
    if (commitmentOfRound(v1) === round.commitment) [receipt, committed] = [v1, true];
  }
  for (const key of keys) {
    if (verifySignatureNow(key.publicKey, commitmentMessage(receipt.commitment), receipt.signature)) return { receipt: { ...receipt, keyId: key.keyId }, committed, keyId: key.keyId };
  }
  return { receipt, committed, keyId: null };
}

