import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam } from '@portal/domain';
import { notFound } from '../http/errors';
import { mayDownload } from './access';
import type { StoredFileRow } from './presenter';

type FileAccessRow = StoredFileRow & { is_public: boolean; owner_user_id: number | string | null };

/**
 * Downloads a stored file as an attachment with `nosniff`, so a browser never renders or runs it.
 * Anyone else asking for a private file is told it does not exist, so its existence is not revealed.
 */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/common/files/:id',
    { schema: { tags: ['files'], summary: 'Download a file', params: idParam } },
    async (request, reply) => {
      const rows = await app.db.query<FileAccessRow>('SELECT id, storage_key, file_name, content_type, file_size, create_time, is_public, owner_user_id FROM stored_file WHERE id = $1', [request.params.id]);
      const file = rows[0];
      if (!file || !(await mayDownload(app.db, file, request.user)) || !(await app.storage.exists(file.storage_key))) throw notFound('fileNotFound');
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
