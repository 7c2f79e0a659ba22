import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@portal/domain';
import { failure, notFound } from '../http/errors';
import { dataOf } from '../http/present';
import { storeCosignature } from './commands';
import { entriesBetween, headAt, latestHead, logSize, recentCosignatures, treeOf } from './queries';
import {
  consistencyAnswer,
  consistencyQuery,
  cosignatureBody,
  entriesQuery,
  entryAnswer,
  inclusionAnswer,
  inclusionQuery,
  servedHeadSchema,
  sizeParam,
  witnessedAnswer,
} from './schema';
import { z } from 'zod';

const tags = ['transparency'];
/** Entries answered by one call at most. */
const MAX_ENTRIES = 1000;

/**
 * The portal's transparency log (docs/verification.md, "Transparency log"): signed tree heads, consistency and
 * inclusion proofs, the entries, and witnesses' cosignatures. Public: anyone may watch the log.
 */
export const transparencyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/transparency/head',
    { schema: { tags, summary: 'The newest signed tree head of the transparency log', response: { 200: envelope({ data: servedHeadSchema }) } } },
    async (request) => {
      const head = await latestHead(app.db);
      if (!head) throw notFound('logNoHead');
      return dataOf(head, request.t('success'));
    },
  );

  app.get(
    '/transparency/head/:size',
    { schema: { tags, summary: 'The signed tree head of a size', params: sizeParam, response: { 200: envelope({ data: servedHeadSchema }) } } },
    async (request) => {
      const head = await headAt(app.db, request.params.size);
      if (!head) throw notFound('logHeadNotFound', { size: request.params.size });
      return dataOf(head, request.t('success'));
    },
  );

  app.get(
    '/transparency/consistency',
    {
      schema: {
        tags,
        summary: 'A consistency proof (RFC 9162 §2.1.4) that the tree of size second extends the tree of size first',
        querystring: consistencyQuery,
        response: { 200: envelope({ data: consistencyAnswer }) },
      },
    },
    async (request) => {
      const { first, second } = request.query;
      const size = await logSize(app.db);
      if (first > second || second > size) throw failure('logRangeInvalid', { first, second, size });
      const tree = await treeOf(app.db, second);
      return dataOf({ first, second, proof: await tree.consistencyProof(first, second) }, request.t('success'));
    },
  );

  app.get(
    '/transparency/inclusion',
    {
      schema: {
        tags,
        summary: 'An inclusion proof (RFC 9162 §2.1.3) of the entry at index in the tree of size',
        querystring: inclusionQuery,
        response: { 200: envelope({ data: inclusionAnswer }) },
      },
    },
    async (request) => {
      const { index, size: treeSize } = request.query;
      const size = await logSize(app.db);
      if (treeSize > size || index >= treeSize) throw failure('logRangeInvalid', { first: index, second: treeSize, size });
      const tree = await treeOf(app.db, treeSize);
      const [entry] = await entriesBetween(app.db, index, index + 1);
      return dataOf({ leafIndex: index, treeSize, path: await tree.inclusionPath(index, treeSize), leafHash: entry.leafHash }, request.t('success'));
    },
  );

  app.get(
    '/transparency/entries',
    {
      schema: {
        tags,
        summary: `The log's entries from start (inclusive) to end (exclusive), at most ${MAX_ENTRIES}`,
        querystring: entriesQuery,
        response: { 200: envelope({ data: z.array(entryAnswer) }) },
      },
    },
    async (request) => {
      const { start, end } = request.query;
      const size = await logSize(app.db);
      if (start > end || end > size) throw failure('logRangeInvalid', { first: start, second: end, size });
      return dataOf(await entriesBetween(app.db, start, Math.min(end, start + MAX_ENTRIES)), request.t('success'));
    },
  );

  app.post(
    '/transparency/cosignatures',
    {
      schema: {
        tags,
        summary: "A witness's cosignature of a signed tree head: stored once it verifies against the head, refused otherwise",
        body: cosignatureBody,
        response: { 200: envelope({}) },
      },
    },
    async (request) => {
      await storeCosignature(app.db, request.body.treeSize, request.body.cosignature);
      return { code: 200, msg: request.t('cosignatureStored') };
    },
  );

  app.get(
    '/transparency/cosignatures',
    { schema: { tags, summary: 'The newest signed tree head and the cosignatures of witnesses the portal holds', response: { 200: envelope({ data: witnessedAnswer }) } } },
    async (request) => dataOf({ head: await latestHead(app.db), cosignatures: await recentCosignatures(app.db) }, request.t('success')),
  );
};
