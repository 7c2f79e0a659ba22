import { recordAudit } from '../audit/audit';
import type { Db } from '../db/index';
import { notFound, warning } from '../http/errors';
import { camelize } from '../http/present';
import type { StaffActor } from '../http/actor';

export interface DictEntryForm {
  dictType: string;
  dictValue: string;
  dictLabel: string;
  dictLabelEn: string;
  dictLabelLo: string;
  remark?: string | null;
  dictSort?: number;
}

const COLUMNS = 'id, dict_type, dict_value, dict_label, dict_label_en, dict_label_lo, remark, dict_sort';

/** Dictionary entries with their labels in the three languages, by type and sort order. */
export async function listDictEntries(db: Db, query: { dictType?: string; pageNum: number; pageSize: number }) {
  const params: unknown[] = [];
  let where = 'true';
  if (query.dictType) {
    params.push(query.dictType);
    where = 'dict_type = $1';
  }
  const offset = (query.pageNum - 1) * query.pageSize;
  const [rows, [{ total }]] = await Promise.all([
    db.query<Record<string, unknown>>(`SELECT ${COLUMNS} FROM dict_data WHERE ${where} ORDER BY dict_type, dict_sort, id LIMIT ${query.pageSize} OFFSET ${offset}`, params),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM dict_data WHERE ${where}`, params),
  ]);
  return { total, rows: rows.map((r) => ({ ...camelize<Record<string, unknown>>(r), id: Number(r.id) })) };
}

/** Adds an entry (last in its type unless a sort is given); a value that exists in its type is refused. */
export async function createDictEntry(db: Db, actor: StaffActor, form: DictEntryForm): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx.query<{ id: number }>(
      `INSERT INTO dict_data (dict_type, dict_value, dict_label, dict_label_en, dict_label_lo, remark, dict_sort)
       VALUES ($1, $2, $3, $4, $5, $6, COALESCE($7::int, (SELECT COALESCE(max(dict_sort), -1) + 1 FROM dict_data WHERE dict_type = $1)))
       ON CONFLICT (dict_type, dict_value) DO NOTHING RETURNING id`,
      [form.dictType, form.dictValue, form.dictLabel, form.dictLabelEn, form.dictLabelLo, form.remark ?? null, form.dictSort ?? null],
    );
    if (!rows.length) throw warning('dictEntryExists');
    const id = Number(rows[0].id);
    await recordAudit(tx, { actorId: actor.user.id, entity: 'dict_data', entityId: id, action: 'create', after: form });
    return id;
  });
}

/** Relabels an entry (type and value stay: stored records refer to them). */
export async function updateDictEntry(db: Db, actor: StaffActor, id: number, form: Omit<DictEntryForm, 'dictType' | 'dictValue'>) {
  await db.transaction(async (tx) => {
    const [row] = await tx.query<Record<string, unknown>>(`SELECT ${COLUMNS} FROM dict_data WHERE id = $1 FOR UPDATE`, [id]);
    if (!row) throw notFound('dictEntryNotFound');
    await tx.query('UPDATE dict_data SET dict_label = $2, dict_label_en = $3, dict_label_lo = $4, remark = $5, dict_sort = $6 WHERE id = $1', [
      id,
      form.dictLabel,
      form.dictLabelEn,
      form.dictLabelLo,
      form.remark ?? null,
      form.dictSort ?? row.dict_sort,
    ]);
    await recordAudit(tx, { actorId: actor.user.id, entity: 'dict_data', entityId: id, action: 'update', before: camelize(row), after: form });
  });
}
