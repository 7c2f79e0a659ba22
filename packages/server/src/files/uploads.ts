import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, fileItemSchema } from '@portal/domain';
import { currentUser, requireUser } from '../http/guards';
import { warning } from '../http/errors';
import { dataOf } from '../http/present';
import { presentFile, type StoredFileRow } from './presenter';
import { refusalFor, sniffFileType } from './fileReader';
import { inspectZip, looksLikeZip, unpacksTooLarge, UPLOAD_ZIP_LIMITS } from './zipLimits';

/**
 * What may be uploaded, decided from the content's magic bytes (never the name or the declared type):
 * PDF, images, and zip/rar/7z archives. Detected extension → content type stored and served.
 */
const ALLOWED = new Map([
  ['pdf', 'application/pdf'],
  ['jpg', 'image/jpeg'],
  ['png', 'image/png'],
  ['gif', 'image/gif'],
  ['webp', 'image/webp'],
  ['bmp', 'image/bmp'],
  ['zip', 'application/zip'],
  ['rar', 'application/x-rar-compressed'],
  ['7z', 'application/x-7z-compressed'],
]);

/** Longest stored file name, in characters, extension included. */
export const MAX_FILE_NAME = 100;

/** Upload purpose sent with uploadAndBpm, e.g. 'qyrzsp' (authentication) or 'qyrzlc' (certification). */
const UPLOAD_TYPE = /^[A-Za-z0-9_-]{1,32}$/;

/**
 * Whether a file name carries a path: a folder separator (`/` or `\`) or a name that is only `.` or `..`.
 * Browsers send the bare name, so such a name is refused rather than cut down (issue: bad inputs).
 */
export const hasPathInName = (name: string) => /[\\/]/.test(name) || /^\.{1,2}$/.test(name.trim());

/**
 * The name a file is shown under (it carries no path, see hasPathInName): no control or format characters
 * (e.g. right-to-left overrides), no leading dots, at most MAX_FILE_NAME characters, and the extension of
 * what the content really is (`x.pdf` holding a PNG becomes `x.png`; `.jpeg` counts as `.jpg`).
 */
export function safeFileName(raw: string, ext: string): string {
  const base = raw.replace(/[\p{Cc}\p{Cf}]/gu, '').trim().replace(/^\.+/, '');
  const dot = base.lastIndexOf('.');
  const own = dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
  const hasExtension = /^[a-z0-9]{1,5}$/.test(own);
  const keepOwn = own === ext || (ext === 'jpg' && own === 'jpeg');
  const suffix = '.' + (keepOwn ? own : ext);
  const stem = [...(hasExtension ? base.slice(0, dot) : base)].slice(0, MAX_FILE_NAME - suffix.length).join('').trim();
  return (stem || 'file') + suffix;
}

interface Upload {
  filename: string;
  content: Buffer;
  fields: Record<string, string>;
}

const uploadResponse = envelope({ data: fileItemSchema.optional() });

/**
 * Uploads (part 1 §5 'Upload rules', §7): signed-in callers only; the content must be an allowed type,
 * not empty and within UPLOAD_LIMIT_MB. A refused file leaves nothing behind. Files are private to their
 * owner (and buyer staff and administrators), stored under a generated key.
 */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const maxMb = app.config.uploadLimitMb;
  // The parser only applies to this plugin's routes; busboy stops reading a file at the limit. It keeps the
  // name as sent (preservePath) so that a name with a path is refused, not silently cut down.
  await app.register(multipart, { preservePath: true, limits: { fileSize: maxMb * 1024 * 1024, files: 1, fields: 10, fieldSize: 1000, parts: 11 } });

  async function readUpload(request: FastifyRequest): Promise<Upload> {
    if (!request.isMultipart()) throw warning('uploadNoFile');
    const fields: Record<string, string> = {};
    let file: { filename: string; content: Buffer } | undefined;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') file = { filename: part.filename, content: await part.toBuffer() };
        else fields[part.fieldname] = String(part.value);
      }
    } catch (error) {
      if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw warning('uploadTooLarge', { max: maxMb });
      if (error instanceof app.multipartErrors.FilesLimitError) throw warning('uploadOneFile');
      throw error;
    }
    if (!file) throw warning('uploadNoFile');
    return { ...file, fields };
  }

  /** Checks the file and stores it with its row; on any failure nothing stays stored. */
  async function store(request: FastifyRequest, upload: Upload, uploadType: string | null): Promise<StoredFileRow> {
    if (hasPathInName(upload.filename)) throw warning('uploadNameHasPath');
    if (upload.content.length === 0) throw warning('uploadEmpty');
    // A zip container (zip, docx, xlsx) is refused beyond the limits before anything of it is unpacked; its
    // type is then sniffed in a worker (file-type unpacks parts of zip containers to tell them apart).
    if (looksLikeZip(upload.content)) {
      const verdict = await inspectZip(upload.content, UPLOAD_ZIP_LIMITS);
      if (verdict === 'tooLarge') throw unpacksTooLarge(UPLOAD_ZIP_LIMITS);
      if (verdict === 'invalid') throw warning('uploadTypeRefused');
    }
    const detected = await sniffFileType(upload.content, refusalFor(UPLOAD_ZIP_LIMITS, () => warning('uploadTypeRefused')));
    const contentType = detected && ALLOWED.get(detected.ext);
    if (!detected || !contentType) throw warning('uploadTypeRefused');
    const key = `${randomUUID()}.${detected.ext}`;
    await app.storage.put(key, upload.content, contentType);
    try {
      const rows = await app.db.query<StoredFileRow>(
        `INSERT INTO stored_file (storage_key, file_name, content_type, file_size, owner_user_id, is_public, upload_type, create_time)
         VALUES ($1, $2, $3, $4, $5, false, $6, $7) RETURNING *`,
        [key, safeFileName(upload.filename, detected.ext), contentType, upload.content.length, currentUser(request).id, uploadType, app.clock.now()],
      );
      return rows[0];
    } catch (error) {
      await app.storage.remove(key);
      throw error;
    }
  }

  const multipartBody = { consumes: ['multipart/form-data'], security: [{ bearer: [] }] };

  app.post(
    '/common/uploadAndBpm',
    {
      onRequest: requireUser,
      schema: {
        tags: ['files'],
        summary: 'Upload a file with its purpose (multipart: file, type)',
        ...multipartBody,
        response: { 200: uploadResponse },
      },
    },
    async (request) => {
      const upload = await readUpload(request);
      const type = upload.fields.type;
      if (!type) throw warning('requiredParam', { field: 'type' });
      if (!UPLOAD_TYPE.test(type)) throw warning('invalidParam', { field: 'type' });
      const row = await store(request, upload, type);
      return dataOf(presentFile(row, request.timezone), request.t('uploadSuccess'));
    },
  );

  app.post(
    '/common/uploadMinio',
    {
      onRequest: requireUser,
      schema: {
        tags: ['files'],
        summary: 'Upload a file (multipart: file)',
        ...multipartBody,
        response: {
          200: uploadResponse.extend({
            /** Name of the file as shown (cleaned, with the extension of its real type). */
            originalFilename: z.string().optional(),
            /** Generated storage name. */
            fileName: z.string().optional(),
            /** Download address. */
            url: z.string().optional(),
          }),
        },
      },
    },
    async (request) => {
      const row = await store(request, await readUpload(request), null);
      const data = presentFile(row, request.timezone);
      return { ...dataOf(data, request.t('uploadSuccess')), originalFilename: data.fileName, fileName: data.filePath, url: data.url };
    },
  );
};
