import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bidQuotesBodySchema,
  envelope,
  idParam,
  importedDetailsSchema,
  quotationInfoSchema,
  quoteLineSchema,
  quoteRoundSchema,
  quotingEndSchema,
  submittedRoundSchema,
  supplierBidResultSchema,
} from '@portal/domain';
import { systemClock } from '../http/clock';
import { bearerToken } from '../accounts/authentication';
import { currentUser, requireRole } from '../http/guards';
import { warning } from '../http/errors';
import { dataOf } from '../http/present';
import { formatTime } from '../http/time';
import { endTimeFor, submitRound, type CutoffTime } from './commands';
import { presentRound } from './presenter';
import { findQuotingSection, findQuotingSignup, lastRoundOf, linesWithDetails, loadSectors, templateDetails, templateSectors } from './queries';
import { buildDetailsTemplate, buildTemplate, readDetailsTemplate, readTemplate, XLSX_TYPE } from './template';
import { historyOf, quotationInfo, supplierResult } from './views';
import { quoteForm } from './quoteRequest';
import { quotationAdminRoutes } from './adminRoutes';
import { processArrivals, syncPendingArrivals, type ArrivalHold } from './pendingArrivals';

const tags = ['quotations'];
const security = [{ bearer: [] }];
const sectionQuery = z.object({
  /** The section quoted. */
  sectionId: idParam.shape.id,
});
/** Largest template accepted for import. */
const TEMPLATE_LIMIT_BYTES = 5 * 1024 * 1024;

/**
 * The quotation page of a supplier (part 2 §2 Quotation page, §7 calls; DESIGN.md §5): the end time, the
 * data of the page, rounds, history, result and the .xlsx template. Sealed: every call answers only the
 * caller's own quotes (and its rank) until the results are published.
 */
export const quotationRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: TEMPLATE_LIMIT_BYTES, files: 1, fields: 5, fieldSize: 1000, parts: 6 } });
  await app.register(quotationAdminRoutes);
  await app.register(quotingPageRoutes);
  await app.register(roundRoutes);
  await app.register(templateRoutes);
};

const supplier = requireRole('supplier');

/** The quotation page's reads: the end time, the page's data, its live stream, the caller's history and result. */
const quotingPageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/system/section/selectendtime/:id',
    {
      onRequest: supplier,
      schema: {
        tags,
        summary: 'End time of quoting that applies to the caller (polled every 5 s), with the server time and section status',
        security,
        params: idParam,
        response: {
          200: envelope({
            data: quotingEndSchema.optional(),
          }),
        },
      },
    },
    async (request) => {
      const now = app.clock.now();
      const r = await endTimeFor(app.db, currentUser(request), request.params.id, now);
      return dataOf(
        {
          entTime: formatTime(r.endTime, request.timezone),
          nowTime: formatTime(now, request.timezone),
          sectionStauts: r.section.section_stauts,
          isAppointSupplierQuotationIng: r.signup?.is_appoint_supplier_quotation_ing ?? 0,
          canQuote: r.canQuote,
          actions: r.actions,
        },
        request.t('success'),
      );
    },
  );

  app.get(
    '/system/quotes/getQuotationInfo',
    {
      onRequest: supplier,
      schema: {
        tags,
        summary: "Quotation page data: the section (bidSection) and its sectors with the caller's latest quote (bidSectors)",
        security,
        querystring: sectionQuery,
        response: {
          200: envelope({
            data: quotationInfoSchema.optional(),
          }),
        },
      },
    },
    async (request) => dataOf(await quotationInfo(app.db, currentUser(request), request.query.sectionId, app.clock.now(), request.timezone), request.t('success')),
  );

  app.get(
    '/system/quotes/live',
    {
      onRequest: supplier,
      schema: {
        tags,
        summary:
          "Live stream of the caller's section and notifications (text/event-stream; one per browser tab): hello (server time, end, status), notify (the caller's unread notifications), endTime (every change, with its reason), status, round (the caller's own acknowledged rounds), activity (another supplier quoted: no price, no name), rank (the caller's own rank where showRanking allows), bounds (under isYuanJu, every item's current auction bound, shown to every participant), competitors (a supplier with rounds started or stopped competing: withdrawn, ended, disabled or enabled again; no payload, no name; the rank and bounds it moved follow), time (heartbeat), reconnect (the stream's age limit: resume at once). Resumes after Last-Event-ID; the page falls back to polling every 5 s. At most a few streams per session and per address (601 past them).",
        security,
        querystring: z.object({ sectionId: z.coerce.number().int().positive().max(2 ** 53 - 1), lastEventId: z.string().max(20).optional() }),
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const section = await findQuotingSection(app.db, request.query.sectionId);
      const signup = await findQuotingSignup(app.db, user.companyId, section.id);
      await app.liveHub.open(request, reply, user, { section, audience: { kind: 'supplier', companyId: Number(signup.company_id), signupId: Number(signup.id) } });
    },
  );

  app.get(
    '/system/quotes/history',
    {
      onRequest: supplier,
      schema: { tags, summary: "The caller's own rounds, oldest first", security, querystring: sectionQuery, response: { 200: envelope({ data: z.array(quoteRoundSchema).optional() }) } },
    },
    async (request) => dataOf(await historyOf(app.db, currentUser(request), request.query.sectionId, request.timezone), request.t('success')),
  );

  app.get(
    '/system/quotes/supplierBidResult',
    {
      onRequest: supplier,
      schema: {
        tags,
        summary: 'Result and award of the section once published (null before)',
        security,
        querystring: sectionQuery,
        response: { 200: envelope({ data: supplierBidResultSchema.nullable().optional() }) },
      },
    },
    async (request) => {
      const result = await supplierResult(app.db, currentUser(request), request.query.sectionId, app.clock.now(), request.timezone, request.locale);
      return dataOf(result, request.t(result ? 'success' : 'quoteResultNotPublished'));
    },
  );
};

/** A round: submitted while it is noted as in flight, so the clock waits for it (pendingArrivals.ts). */
const roundRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The database's clock in production; the injected clock's time under test, so cut-offs are exact there. */
  const cutoff = (): CutoffTime => (app.clock === systemClock ? null : app.clock.now());
  // Each round is noted as in flight from the first hook of its request (http/context.ts) to its answer: the clock does not end quoting while a
  // round that arrived before the end is on its way (pendingArrivals.ts).
  const holds = new WeakMap<object, ArrivalHold>();
  // Other processes on the same PostgreSQL database learn of this process's rounds in flight through quote_pending.
  if (app.db.kind === 'postgres') {
    const stop = syncPendingArrivals(app.db);
    app.addHook('onClose', stop);
  }
  const release = async (request: FastifyRequest) => holds.get(request)?.release();
  app.post(
    '/system/quotes/bidQuotes',
    {
      // Only a request carrying a token of our shape holds the end: one without could only be refused (401), and a
      // stranger must not be able to delay a section's end by sending bodies slowly.
      config: { onArrival: (request) => void (bearerToken(request) && holds.set(request, processArrivals.hold(request.arrivalTime))) },
      onRequest: supplier,
      onResponse: release,
      onRequestAbort: release,
      schema: {
        tags,
        summary:
          'Submit one quotation round: the bare array of sectors (part 2 §7) or {sectionId, requestKey, sectors}. Amounts are recomputed by the server. The key (requestKey, else the Idempotency-Key header, else derived from the sign-up and the round) answers the stored round on a repeat.',
        security,
        body: bidQuotesBodySchema,
        response: { 200: envelope({ data: submittedRoundSchema.optional() }) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const hold = holds.get(request);
      if (request.body.sectionId !== undefined) hold?.place(request.body.sectionId);
      try {
        const form = await quoteForm(app.db, user, request.body, request.headers['idempotency-key']);
        hold?.place(form.sectionId);
        const { round, lines, replayed, quotationMethod } = await submitRound(app.db, user, form, { now: app.clock.now(), arrival: request.arrivalTime, cutoff: cutoff(), zone: request.timezone }, request.locale);
        const stored = lines ?? (await linesWithDetails(app.db, [round.id]));
        return dataOf({ ...presentRound(round, stored, quotationMethod, request.timezone), replayed }, request.t('quoteSuccess'));
      } finally {
        hold?.release();
      }
    },
  );
};

/** The .xlsx templates: exported prefilled with the caller's latest quote, and read back (nothing is stored). */
const templateRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The template of the caller's section prefilled with its latest quote: the sectors, or (with details) the detail rows. */
  async function sendTemplate(request: FastifyRequest, sectionId: number, reply: FastifyReply, withDetails: boolean) {
    const user = currentUser(request);
    const section = await findQuotingSection(app.db, sectionId);
    const signup = await findQuotingSignup(app.db, user.companyId, sectionId);
    const [sectors, last] = await Promise.all([
      templateSectors(app.db, sectionId),
      lastRoundOf(app.db, signup.id),
    ]);
    const common = {
      sectors,
      lastLines: last ? await linesWithDetails(app.db, [last.id]) : [],
      quotationMethod: section.quotation_method,
      locale: request.locale,
    };
    const file = withDetails
      ? await buildDetailsTemplate({
          ...common,
          details: await templateDetails(app.db, sectionId),
        })
      : await buildTemplate(common);
    const name = `${withDetails ? 'quotation-details' : 'quotation'}-${sectionId}.xlsx`;
    return reply
      .header('Content-Type', XLSX_TYPE)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-store')
      .header('Content-Disposition', `attachment; filename="${name}"`)
      .send(file);
  }

  for (const [path, withDetails] of [['/system/quotes/exportSectors', false], ['/system/quotes/exportSectorsDetails', true]] as const) {
    app.get(
      path,
      {
        onRequest: supplier,
        schema: {
          tags,
          summary: withDetails
            ? "Details template (.xlsx): the detail rows of every sector (sector and detail ids first), prefilled with the caller's latest detail prices"
            : "Quotation template (.xlsx) prefilled with the sectors and the caller's latest quote (sectors priced by details get no price here)",
          security,
          querystring: sectionQuery,
        },
      },
      (request, reply) => sendTemplate(request, request.query.sectionId, reply, withDetails),
    );
  }

  /** The uploaded template (multipart `file`, optional field `sectionId`) with the sectors of the caller's section. */
  async function uploadedTemplate(request: FastifyRequest, querySectionId: number | undefined) {
    const user = currentUser(request);
    if (!request.isMultipart()) throw warning('importFailedType');
    let file: { name: string; content: Buffer } | undefined;
    const fields: Record<string, string> = {};
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') file = { name: part.filename, content: await part.toBuffer() };
        else fields[part.fieldname] = String(part.value);
      }
    } catch (error) {
      if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw warning('uploadTooLarge', { max: TEMPLATE_LIMIT_BYTES / 1024 / 1024 });
      if (error instanceof app.multipartErrors.FilesLimitError) throw warning('uploadOneFile');
      throw error;
    }
    if (!file) throw warning('uploadNoFile');
    const parsed = sectionQuery.safeParse({ sectionId: querySectionId ?? fields.sectionId });
    if (!parsed.success) throw warning('requiredParam', { field: 'sectionId' });
    const section = await findQuotingSection(app.db, parsed.data.sectionId);
    await findQuotingSignup(app.db, user.companyId, section.id);
    const sectors = await loadSectors(app.db, section.id);
    return { fileName: file.name, content: file.content, sectors, quotationMethod: section.quotation_method, locale: request.locale };
  }

  const importSchema = {
    tags,
    consumes: ['multipart/form-data'],
    security,
    querystring: z.object({ sectionId: idParam.shape.id.optional() }),
  };
  app.post(
    '/system/quotes/importFileSectors',
    {
      onRequest: supplier,
      schema: {
        ...importSchema,
        summary: 'Read a filled quotation template (.xlsx, multipart: file, sectionId) and answer the sectors with prices; nothing is stored',
        response: { 200: envelope({ data: z.array(quoteLineSchema).optional() }) },
      },
    },
    async (request) => dataOf(await readTemplate(await uploadedTemplate(request, request.query.sectionId)), request.t('success')),
  );
  app.post(
    '/system/quotes/importFileSectorsDetails',
    {
      onRequest: supplier,
      schema: {
        ...importSchema,
        summary:
          "Read a filled details template (.xlsx, multipart: file, sectionId) and answer the priced detail rows by sector, with the sector's summed amounts once every row is priced; nothing is stored",
        response: {
          200: envelope({
            data: z.array(importedDetailsSchema).optional(),
          }),
        },
      },
    },
    async (request) => dataOf(await readDetailsTemplate(await uploadedTemplate(request, request.query.sectionId)), request.t('success')),
  );
};
