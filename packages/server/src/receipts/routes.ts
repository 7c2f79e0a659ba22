import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, idParam, inclusionProofSchema, keyDocumentSchema, RECEIPT_KEY_PATH, VERIFICATION_DOC_PATH, verifyReceipt, type KeyDocument, type MessageKey } from '@portal/domain';
import type { Db } from '../db/index';
import { currentUser, requireRole } from '../http/guards';
import { failure } from '../http/errors';
import { dataOf } from '../http/present';
import { formatTime } from '../http/time';
import { readSectionUpToDate } from '../sections/upToDate';
import { ensureRoot } from './commands';
import { inclusionProofFor, receiptFor } from './queries';
import { publishedKeys, signerFor } from '../signing/key';
import { integrityRoutes } from './integrityRoutes';
import { evidenceFor } from '../transparency/queries';

const tags = ['receipts'];
const security = [{ bearer: [] }];

/** The public key document (also served at the site root, RECEIPT_KEY_PATH): the current key and every key ever used. */
export const publicKeySchema = keyDocumentSchema;

/** The key document of the database: the current key first named, then all keys with their validity. */
async function keyDocument(db: Db): Promise<KeyDocument> {
  const signer = await signerFor(db);
  return { algorithm: 'Ed25519', publicKey: signer.publicKey, keyId: signer.keyId, keys: await publishedKeys(db) };
}

/** A receipt as the supplier downloads it (receiptSchema of the domain; passed through as stored). */
const receiptAnswer = z.record(z.string(), z.unknown());

const rootAnswer = z.object({
  sectionId: z.number(),
  /** Merkle root over the section's round commitments, hex. */
  root: z.string(),
  /** Number of rounds under the root. */
  roundCount: z.number(),
  /** Ed25519 signature of the root message, base64. */
  signature: z.string(),
  /** Id of the key that signed it (absent on roots signed before key ids). */
  keyId: z.string().optional(),
  /** When the root was sealed. */
  publishTime: z.string().nullable(),
});

/** Where this portal's key is published, as the caller reaches it. */
export const keyUrlOf = (request: FastifyRequest) => `${request.protocol}://${request.host}${RECEIPT_KEY_PATH}`;

/**
 * Verifiable sealed rounds (docs/verification.md): the portal's public key, a section's published Merkle
 * root, the supplier's receipts and inclusion proofs, and a verifier anyone may call.
 */
export const receiptRoutes: FastifyPluginAsyncZod = async (app) => {
  const supplier = requireRole('supplier');
  await app.register(integrityRoutes);

  app.get(
    '/receipts/key',
    { schema: { tags, summary: "The portal's Ed25519 public key that signs receipts and roots", response: { 200: envelope({ data: publicKeySchema }) } } },
    async (request) => dataOf(await keyDocument(app.db), request.t('success')),
  );

  app.get(
    '/receipts/root/:id',
    {
      schema: {
        tags,
        summary: "A section's published Merkle root over all its round commitments, with the count of rounds (after quoting ends); before, code 200 without data and a message saying it is not published yet",
        params: idParam,
        response: { 200: envelope({ data: rootAnswer.optional() }) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const now = app.clock.now();
      const root = await readSectionUpToDate(app.db, now, id, () => ensureRoot(app.db, id, now));
      // Not published yet is the normal state of a project still quoting, not a failure: an answer without data.
      if (!root) return { code: 200, msg: request.t('rootNotPublished') };
      const published = { sectionId: root.sectionId, root: root.root, roundCount: root.roundCount, signature: root.signature, keyId: root.keyId };
      return dataOf({ ...published, publishTime: formatTime(root.publishTime, request.timezone) }, request.t('success'));
    },
  );

  app.get(
    '/system/quotes/receipt/:id',
    {
      onRequest: supplier,
      schema: {
        tags,
        summary: "The receipt of one of the caller's rounds (id of the round), with its inclusion proof once the results are published",
        security,
        params: idParam,
        response: { 200: envelope({ data: receiptAnswer.optional() }) },
      },
    },
    async (request) => dataOf(await receiptFor(app.db, currentUser(request), request.params.id, keyUrlOf(request), app.clock.now()), request.t('success')),
  );

  app.get(
    '/system/quotes/receiptProof/:id',
    {
      onRequest: supplier,
      schema: {
        tags,
        summary: "The inclusion proof of one of the caller's rounds in the section's published root (after the results)",
        security,
        params: idParam,
        response: { 200: envelope({ data: inclusionProofSchema.optional() }) },
      },
    },
    async (request) => dataOf(await inclusionProofFor(app.db, currentUser(request), request.params.id, app.clock.now()), request.t('success')),
  );

  app.post(
    '/receipts/verify',
    {
      schema: {
        tags,
        summary: 'Checks a receipt against the signature and the published root of its section; a failed check answers 500 naming it',
        body: z.object({
          /** The receipt file's JSON. */
          receipt: z.unknown(),
          /** The section the receipt should belong to (optional). */
          sectionId: z.coerce.number().int().positive().optional(),
        }),
        response: { 200: envelope({ data: z.object({ sectionId: z.number(), quotesCount: z.number(), root: z.string(), roundCount: z.number() }).optional() }) },
      },
    },
    async (request) => {
      const keys = await keyDocument(app.db);
      const claimed = (request.body.receipt as { sectionId?: unknown } | null)?.sectionId;
      const root = typeof claimed === 'number' && Number.isSafeInteger(claimed) && claimed > 0 ? await ensureRoot(app.db, claimed, app.clock.now()) : null;
      const verdict = await verifyReceipt({ receipt: request.body.receipt, keys, sectionId: request.body.sectionId, root });
      if (!verdict.ok) throw failure(`receiptFailed.${verdict.failure}` as MessageKey, { sectionId: verdict.receipt?.sectionId ?? '' });
      return dataOf(
        { sectionId: verdict.receipt.sectionId, quotesCount: verdict.receipt.quotesCount, root: root!.root, roundCount: root!.roundCount },
        request.t('receiptValid', { count: root!.roundCount }),
      );
    },
  );

  app.get(
    '/system/quotes/receiptEvidence/:id',
    {
      onRequest: supplier,
      schema: {
        // Served beside the receipts (it needs the caller's receipt), listed with the log it proves inclusion in.
        tags: ['transparency'],
        summary:
          "The evidence bundle of one of the caller's rounds (id of the round), once its section's root is logged: the receipt, the signed root, the log entry, a signed tree head and the entry's inclusion proof; npx portal-verify checks it with no server",
        security: [{ bearer: [] }],
        params: idParam,
        response: { 200: envelope({ data: z.record(z.string(), z.unknown()) }) },
      },
    },
    async (request) => {
      const receipt = await receiptFor(app.db, currentUser(request), request.params.id, keyUrlOf(request), app.clock.now());
      return dataOf(await evidenceFor(app.db, receipt), request.t('success'));
    },
  );
};

/** The verification scheme as written in the repository (docs/verification.md), served beside the key. */
const VERIFICATION_DOC = fileURLToPath(new URL('../../../../docs/verification.md', import.meta.url));

/**
 * The public key at the site root (RECEIPT_KEY_PATH), plain JSON, for verifiers outside the portal; and the
 * verification scheme at VERIFICATION_DOC_PATH, as plain text a browser shows, so the /verify page can point
 * people to a document they can open (issue 23: it named a file of the repository). An install without the
 * docs folder answers 404 there.
 */
export const receiptKeyDocument: FastifyPluginAsyncZod = async (app) => {
  app.get(RECEIPT_KEY_PATH, { schema: { hide: true } }, async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=300');
    return keyDocument(app.db);
  });
  app.get(VERIFICATION_DOC_PATH, { schema: { hide: true } }, async (_request, reply) => {
    const text = await readFile(VERIFICATION_DOC, 'utf8').catch(() => undefined);
    if (text === undefined) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    return reply.header('Cache-Control', 'public, max-age=300').type('text/plain; charset=utf-8').send(text);
  });
};
