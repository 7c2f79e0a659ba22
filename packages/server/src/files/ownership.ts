import type { Queryable } from '../db/index';
import { warning } from '../http/errors';

/**
 * Checks that every file id names a stored file uploaded by the user (DESIGN.md §7) and returns the content
 * type of each; refuses the whole request otherwise.
 */
export async function ownedFileTypes(db: Queryable, userId: number, ids: number[]): Promise<Map<number, string>> {
  const rows = await db.query<{ id: number | string; content_type: string }>(
    'SELECT id, content_type FROM stored_file WHERE id = ANY($1::bigint[]) AND owner_user_id = $2',
    [ids, userId],
  );
  const types = new Map(rows.map((r) => [Number(r.id), r.content_type]));
  if (ids.some((id) => !types.has(id))) throw warning('fileNotOwned');
  return types;
}
