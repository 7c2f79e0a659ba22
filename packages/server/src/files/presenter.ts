import type { FileItem } from '@portal/domain';
import { formatTime } from '../http/time';

export interface StoredFileRow {
  id: number;
  storage_key: string;
  file_name: string;
  content_type: string;
  file_size: number | string;
  create_time: Date;
}

/** The extension of a file name, lower-cased, as the client's `type`. */
export const extensionOf = (name: string) => (name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '');

/** Address from which a file is downloaded. */
export const fileUrl = (id: number) => `/prod-api/common/files/${id}`;

export function presentFile(row: StoredFileRow, zone: string): FileItem {
  return {
    id: row.id,
    fileName: row.file_name,
    filePath: row.storage_key,
    url: fileUrl(row.id),
    fileSize: Number(row.file_size),
    createTime: formatTime(row.create_time, zone),
    type: extensionOf(row.file_name),
    bpmFileId: String(row.id),
  };
}
