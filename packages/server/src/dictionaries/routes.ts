import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dictEntrySchema, envelope, localized, type DictItem } from '@portal/domain';
import { notFound } from '../http/errors';
import { camelize, dataOf } from '../http/present';
import { cachedAnswer } from '../cache/publicCache';

/** What a dictionary's answer is read from: a section's writes (its end time extended, the clock's moves) leave it cached. */
const DICTIONARY_TABLES: ReadonlySet<string> = new Set(['dict_data']);

/** Dictionaries by type (part 1 §7); `dictLabel` comes in the requested language. */
export const dictionaryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/system/dict/data/type/:dictType',
    {
      schema: {
        tags: ['dictionaries'],
        summary: 'Entries of a dictionary',
        params: z.object({ /** Dictionary type, e.g. sys_currency. */ dictType: z.string().max(100).regex(/^[a-z_]+$/, { error: 'invalidParam' }) }),
        response: { 200: envelope({ data: z.array(dictEntrySchema).optional() }) },
      },
    },
    async (request, reply) =>
      cachedAnswer(request, reply, 'dict/' + request.params.dictType, async () => {
      const rows = await app.db.query<Record<string, unknown>>(
        'SELECT dict_type, dict_value, dict_label, dict_label_en, dict_label_lo, remark, dict_sort FROM dict_data WHERE dict_type = $1 ORDER BY dict_sort, id',
        [request.params.dictType],
      );
      if (rows.length === 0) throw notFound('dictTypeUnknown', { type: request.params.dictType });
      const entries = rows.map((row) => {
        const entry = camelize<DictItem>(row);
        return { ...entry, dictLabel: localized(entry, 'dictLabel', request.locale) };
      });
      return { value: dataOf(entries, request.t('success')), expiresAt: Infinity };
      }, { tables: DICTIONARY_TABLES }),
  );
};
