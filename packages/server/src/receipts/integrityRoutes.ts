import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, idParam } from '@portal/domain';
import { currentUser, requireRole } from '../http/guards';
import { dataOf } from '../http/present';
import { formatTime } from '../http/time';
import { staffSection } from '../sections/policy';
import { readSectionUpToDate } from '../sections/upToDate';
import { sectionIntegrity } from './integrity';
import { publishedEvidence } from './evidence';

const sealedRootSchema = z.object({
  /** The quoting phase it seals: 0 the quoting period, n the n-th appointed extra round (null: sealed before phases). */
  phase: z.number().nullable(),
  /** Rounds under the root. */
  roundCount: z.number(),
  /** Merkle root over the rounds' commitments, hex. */
  root: z.string(),
  /** Id of the key that signed it. */
  keyId: z.string().nullable(),
  /** When it was sealed. */
  publishTime: z.string().nullable(),
});

const alarmSchema = z.object({
  /** What differs: altered, signature, total, unsigned, late, root, rootSignature, inserted, amount, award, bound (docs/verification.md, "Alarms"). */
  kind: z.enum(['altered', 'signature', 'total', 'unsigned', 'late', 'root', 'rootSignature', 'inserted', 'amount', 'award', 'bound']),
  /** The rounds concerned (ids). */
  roundIds: z.array(z.number()),
  /** What was found, in English (the pages show the kind in the reader's language). */
  detail: z.string(),
  /** When it was first found. */
  detectTime: z.string().nullable(),
});

const evidenceRoundSchema = z.object({
  /** Round number of the supplier (quotesCount). */
  quotesCount: z.number(),
  /** When the round arrived (ISO instant, milliseconds, UTC): the time judged against the deadline. */
  arrivalTime: z.string(),
  /** SHA-256 commitment of the round (hex); null for a round stored before receipts. */
  commitment: z.string().nullable(),
  /** The portal's signature of the commitment (base64). */
  signature: z.string().nullable(),
  /** Position of the commitment among the section's leaves (stored order), null without one. */
  leafIndex: z.number().nullable(),
});

const evidenceSchema = z.object({
  sectionId: z.number(),
  /** The end of quoting (ISO instant) and of each appointed extra round. */
  quotingEnd: z.string().nullable(),
  appointedRoundEnds: z.array(z.string()),
  /** The sealed roots, oldest first. */
  roots: z.array(sealedRootSchema.extend({ signature: z.string() })),
  /** Every supplier that quoted, with every round. */
  suppliers: z.array(z.object({ signupId: z.number(), supplierName: z.string(), rounds: z.array(evidenceRoundSchema) })),
  /** Each award with the commitment of the winning round. */
  awards: z.array(z.object({ sectorId: z.number().nullable(), signupId: z.number(), quotesCount: z.number(), price: z.string(), commitment: z.string().nullable() })),
});

/**
 * Sealed roots seen against the stored rounds (the buyer's and the administrator's view) and the published evidence
 * of a section's rounds after its results (docs/verification.md, "Published evidence").
 */
export const integrityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/sections/:id/integrity',
    {
      onRequest: requireRole('buyer', 'admin'),
      schema: {
        tags: ['receipts'],
        summary: "The section's sealed roots and every alarm: stored rounds checked now against their receipts and the roots signed when quoting ended (buyer staff, administrators)",
        security: [{ bearer: [] }],
        params: idParam,
        response: { 200: envelope({ data: z.object({ roots: z.array(sealedRootSchema), alarms: z.array(alarmSchema) }).optional() }) },
      },
    },
    async (request) => {
      await staffSection(app.db, currentUser(request), request.params.id);
      const { roots, alarms } = await sectionIntegrity(app.db, request.params.id, app.clock.now());
      const zone = request.timezone;
      return dataOf(
        {
          roots: roots.map((r) => ({ phase: r.phase, roundCount: r.roundCount, root: r.root, keyId: r.keyId ?? null, publishTime: formatTime(r.publishTime, zone) })),
          alarms: alarms.map((a) => ({ kind: a.kind, roundIds: a.roundIds, detail: a.detail, detectTime: formatTime(a.detectTime, zone) })),
        },
        request.t('success'),
      );
    },
  );

  app.get(
    '/receipts/evidence/:id',
    {
      schema: {
        tags: ['receipts'],
        summary:
          "Published evidence of a section's rounds once its results are out: every supplier's rounds with round number, arrival time and commitment, the sealed roots, the ends of quoting and each award's winning commitment, so anyone can recount the rounds, check the deadline and recompute the award; before the results, code 200 without data",
        params: idParam,
        response: { 200: envelope({ data: evidenceSchema.optional() }) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const now = app.clock.now();
      const evidence = await readSectionUpToDate(app.db, now, id, () => publishedEvidence(app.db, id, now));
      if (!evidence) return { code: 200, msg: request.t('evidenceNotPublished') };
      return dataOf(evidence, request.t('success'));
    },
  );
};
