import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam } from '@portal/domain';
import { notFound } from '../http/errors';
import { filePolicy, sharedSql, type FilePolicyRow } from './policy';
import type { StoredFileRow } from './presenter';

type FileAccessRow = StoredFileRow & FilePolicyRow;

/**
 * Downloads a stored file as an attachment with `nosniff`, so a browser never renders or runs it.
 * Anyone else asking for a private file is told it does not exist, so its existence is not revealed.
 */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/common/files/:id',
    { schema: { tags: ['files'], summary: 'Download a file', params: idParam } },
    async (request, reply) => {
      const params: unknown[] = [request.params.id];
      const rows = await app.db.query<FileAccessRow>(
        `SELECT f.id, f.storage_key, f.file_name, f.content_type, f.file_size, f.create_time, f.is_public, f.owner_user_id, ${sharedSql(request.user, 'f', params)} AS shared_with_caller
           FROM stored_file f WHERE f.id = $1`,
        params,
      );
      const file = rows[0];
      if (!file || !filePolicy.may(request.user, 'download', file) || !(await app.storage.exists(file.storage_key))) throw notFound('fileNotFound');
      if (!file.is_public) reply.header('Cache-Control', 'private, no-store');
      reply
        .header('Content-Type', file.content_type)
        .header('Content-Length', String(file.file_size))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.file_name)}`);
      return reply.send(await app.storage.get(file.storage_key));
    },
  );
};
