import { inReaderLanguage, type FileItem, type Locale } from '@portal/domain';
import type { Queryable } from '../db/index';
import { formatTime } from '../http/time';

export interface StoredFileRow {
  id: number;
  storage_key: string;
  file_name: string;
  content_type: string;
  file_size: number | string;
  create_time: Date;
  /** An attachment's title in English and Lao (section_file), absent for a file read on its own. */
  file_name_en?: string | null;
  file_name_lo?: string | null;
}

/** The extension of a file name, lower-cased, as the client's `type`. */
export const extensionOf = (name: string) => (name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '');

/** Address from which a file is downloaded. */
export const fileUrl = (id: number) => `/prod-api/common/files/${id}`;

/**
 * A file as the client sees it. An attachment (read with its section_file titles) carries its titles in
 * English and Lao and, given the reader's language, the mark of the title that reader is shown.
 */
export function presentFile(row: StoredFileRow, zone: string, locale?: Locale): FileItem {
  const titles = 'file_name_en' in row ? { fileName: row.file_name, fileNameEn: row.file_name_en || null, fileNameLo: row.file_name_lo || null } : null;
  return {
    id: row.id,
    fileName: row.file_name,
    ...(titles ? { fileNameEn: titles.fileNameEn, fileNameLo: titles.fileNameLo } : {}),
    ...(titles && locale ? { fileNameLang: inReaderLanguage(titles, 'fileName', locale).lang } : {}),
    filePath: row.storage_key,
    url: fileUrl(row.id),
    fileSize: Number(row.file_size),
    createTime: formatTime(row.create_time, zone),
    type: extensionOf(row.file_name),
    bpmFileId: String(row.id),
  };
}

/**
 * Loads the files of several lists at once; the returned function gives one list as FileItems in its stored
 * order (files deleted since are left out).
 */
export async function fileLists(db: Queryable, ids: number[], zone: string): Promise<(list: number[]) => FileItem[]> {
  const files = await db.query<StoredFileRow>(
    'SELECT id, storage_key, file_name, content_type, file_size, create_time FROM stored_file WHERE id = ANY($1::bigint[])',
    [ids],
  );
  const byId = new Map(files.map((f) => [Number(f.id), presentFile(f, zone)]));
  return (list) => list.map((id) => byId.get(Number(id))).filter((f): f is FileItem => f !== undefined);
}
