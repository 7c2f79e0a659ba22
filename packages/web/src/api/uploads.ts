import { API_BASE, TIMEOUTS, type FileItem } from '@portal/domain';
import { handleResult, request, type ApiResult } from './request';

/** Purpose of an upload: 'qyrzsp' for the personal authentication, 'qyrzlc' for the certification workflow (part 1 §5). */
export type UploadPurpose = 'qyrzsp' | 'qyrzlc';

/** POST /common/uploadAndBpm: one file and its purpose; data is the stored file. The server decides. */
export function uploadFile(file: File, type: UploadPurpose) {
  const data = new FormData();
  data.append('file', file);
  data.append('type', type);
  return request<ApiResult<FileItem>>({ url: '/common/uploadAndBpm', method: 'POST', data, timeout: TIMEOUTS.uploadMs });
}

/**
 * The content of a stored file. Private files need the session's token, which a plain link or image
 * does not send, so they are fetched here. An error answer (JSON) is handled like any other call.
 */
export async function fetchFile(file: Pick<FileItem, 'url'>): Promise<Blob> {
  const url = file.url.startsWith(API_BASE) ? file.url.slice(API_BASE.length) : file.url;
  const blob = await request<Blob>({ url, responseType: 'blob' });
  if (blob.type.includes('application/json')) handleResult(JSON.parse(await blob.text()) as ApiResult);
  return blob;
}
