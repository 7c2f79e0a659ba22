import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_BASE, appPackageSchema, envelope } from '@portal/domain';
import type { Config } from '../config';
import { dataOf } from '../http/present';
import { cachedAnswer } from '../cache/publicCache';
import { notFound } from '../http/errors';
import { formatTime } from '../http/time';

/** Path of the package under the API base, as the landing page's download button uses it. */
const DOWNLOAD_PATH = '/app/portal.apk';

/**
 * Where a published Android package is looked for: DATA_DIR/app/portal.apk (dropped in on the server), then
 * the built SPA's app/portal.apk (packages/web/public/app/portal.apk, copied by the build).
 */
export async function findAppPackage(config: Pick<Config, 'dataDir' | 'webDist'>) {
  const candidates = [join(config.dataDir, 'app', 'portal.apk'), ...(config.webDist ? [join(config.webDist, 'app', 'portal.apk')] : [])];
  for (const path of candidates) {
    const info = await stat(path).catch(() => undefined);
    if (info?.isFile() && info.size > 0) return { path, size: info.size, modified: info.mtime };
  }
  return undefined;
}

/** The mobile app's landing page asks whether a package is published and downloads it from here. */
export const mobileAppRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/app/latest',
    {
      schema: {
        tags: ['app'],
        summary: 'Whether an Android app package is published, and where to download it',
        response: { 200: envelope({ data: appPackageSchema.optional() }) },
      },
    },
    async (request, reply) => {
      // The package is a file dropped in at any time: looked up on every call, the answer cached per package.
      const found = await findAppPackage(app.config);
      const version = found ? `${found.path}:${found.size}:${found.modified.getTime()}` : 'none';
      return cachedAnswer(
        request,
        reply,
        'app/latest/' + version,
        async () => ({
          value: dataOf(
            {
              available: Boolean(found),
              downloadUrl: found ? API_BASE + DOWNLOAD_PATH : null,
              size: found?.size ?? null,
              updateTime: found ? formatTime(found.modified, request.timezone) : null,
            },
            request.t('success'),
          ),
          expiresAt: Infinity,
        }),
        { alias: false },
      );
    },
  );

  app.get(
    DOWNLOAD_PATH,
    { schema: { tags: ['app'], summary: 'Download the Android app package (a 404 body when none is published)' } },
    async (_request, reply) => {
      const found = await findAppPackage(app.config);
      if (!found) throw notFound();
      return reply
        .header('Content-Type', 'application/vnd.android.package-archive')
        .header('Content-Length', String(found.size))
        .header('Content-Disposition', 'attachment; filename="portal.apk"')
        .send(createReadStream(found.path));
    },
  );
};
