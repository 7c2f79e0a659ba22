import { DICTIONARIES } from '@portal/domain';
import type { Db } from '../db/index';

/**
 * Installs the dictionaries of the domain package: entries that are missing are added; entries that exist
 * keep their labels (an admin may have relabelled them).
 */
export async function installDictionaries(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [type, entries] of Object.entries(DICTIONARIES)) {
      for (const [sort, entry] of entries.entries()) {
        await tx.query(
          `INSERT INTO dict_data (dict_type, dict_value, dict_label, dict_label_en, dict_label_lo, remark, dict_sort)
           VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (dict_type, dict_value) DO NOTHING`,
          [type, entry.dictValue, entry.dictLabel, entry.dictLabelEn, entry.dictLabelLo, entry.remark ?? null, sort],
        );
      }
    }
  });
}
