import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  acceptPaymentMethodsSchema,
  bidContactChoiceSchema,
  bidFileSubmitSchema,
  bidRecordSchema,
  envelope,
  idParam,
  myBidRowSchema,
  pageEnvelope,
  paymentSubmitSchema,
  qualificationSubmitSchema,
  quotesFileSubmitSchema,
  signupListQuery,
  supplierBaseFileSchema,
  technicalComplianceSchema,
  winningQuotesSchema,
  withdrawSchema,
} from '@portal/domain';
import { currentUser, requireRole } from '../http/guards';
import { companyOf } from '../certification/commands';
import { dataOf, pageOf } from '../http/present';
import { readOwnSignup, type Actor } from './policy';
import { signUp } from './commands';
import { bidRecordWorkbook } from './export';
import { presentMyBid, loadBidRecord } from './presenter';
import { listCompanySignups } from './queries';
import {
  abandonAward,
  answerPaymentMethods,
  cancelBidFile,
  chooseBidContact,
  declareCompliance,
  submitBaseFiles,
  submitBidFile,
  submitPayment,
  submitQualification,
  submitQuotesFile,
  submitWinningQuotes,
  withdraw,
} from './stages';

const tags = ['signups'];
const security = [{ bearer: [] }];
const done = envelope({});

/** The caller of a supplier route as the commands see it. */
export const actorOf = (app: FastifyInstance, request: FastifyRequest): Actor => ({
  user: currentUser(request),
  now: app.clock.now(),
  locale: request.locale,
  zone: request.timezone,
});

/** Sign-up of a supplier to a section (part 1 §7) and everything it does up to the result (part 2 §7). */
export const signupRoutes: FastifyPluginAsyncZod = async (app) => {
  const supplier = requireRole('supplier');

  app.post(
    '/quotation/signup',
    {
      schema: {
        tags,
        summary: "Sign the caller's company up to a section (answers the existing sign-up when already signed up)",
        security,
        body: z.object({ sectionId: z.coerce.number({ error: 'idInvalid' }).int({ error: 'idInvalid' }).positive({ error: 'idInvalid' }) }),
        response: { 200: envelope({ data: z.object({ id: z.number() }).optional() }) },
      },
      onRequest: supplier,
    },
    async (request) => {
      const id = await signUp(app.db, currentUser(request), request.body.sectionId, app.clock.now());
      return dataOf({ id }, request.t('signupSuccess'));
    },
  );

  app.get(
    '/quotation/signup/list',
    {
      schema: { tags, summary: "MyBid: the caller's company's sign-ups, newest first", security, querystring: signupListQuery, response: { 200: pageEnvelope(myBidRowSchema) } },
      onRequest: supplier,
      config: { allSectionsUpToDate: true },
    },
    async (request) => {
      const { rows, total } = await listCompanySignups(app.db, companyOf(currentUser(request)), request.query);
      return pageOf(rows.map((r) => presentMyBid(r, request.timezone)), total, request.t('success'));
    },
  );

  app.get(
    '/quotation/signup/getWithAuth/:id',
    {
      schema: {
        tags,
        summary: 'The bid signup record of one of the caller\'s sign-ups (another company\'s: 404)',
        security,
        params: idParam,
        response: { 200: envelope({ data: bidRecordSchema.optional() }) },
      },
      onRequest: supplier,
    },
    async (request) => {
      const user = currentUser(request);
      const { id } = request.params;
      return dataOf(await readOwnSignup(app.db, user, app.clock.now(), id, () => loadBidRecord(app.db, id, user, app.clock.now(), request.timezone, request.locale)), request.t('success'));
    },
  );

  app.get(
    '/quotation/signup/export/:id',
    {
      schema: {
        tags,
        summary: 'The bid record of one of the caller\'s sign-ups as an .xlsx workbook (sign-up, stages, files, quotation rounds)',
        security,
        params: idParam,
        produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      },
      onRequest: supplier,
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { id } = request.params;
      const record = await readOwnSignup(app.db, user, app.clock.now(), id, () => loadBidRecord(app.db, id, user, app.clock.now(), request.timezone, request.locale));
      const file = await bidRecordWorkbook(app.db, record, request.locale, request.timezone);
      return reply
        .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('Content-Disposition', `attachment; filename="bid-record-${record.id}.xlsx"`)
        .header('X-Content-Type-Options', 'nosniff')
        .send(file);
    },
  );

  const post = <S extends z.ZodType>(url: string, summary: string, body: S, act: (actor: Actor, body: z.output<S>) => Promise<void>, msg: 'submitSuccess' | 'success' | 'withdrawSuccess' | 'abandonSuccess' = 'submitSuccess') =>
    app.post(url, { schema: { tags, summary, security, body, response: { 200: done } }, onRequest: supplier }, async (request) => {
      await act(actorOf(app, request), request.body as z.output<S>);
      return { code: 200, msg: request.t(msg) };
    });

  post('/quotation/SupplierBaseFile', 'Submit the base files (technical stage): 1, 2 or 4 → 3', supplierBaseFileSchema, (a, b) => submitBaseFiles(app.db, a, b.supplierBaseFile));
  post('/quotation/signup/submitQualification', 'Submit the qualification files: 5 or 7 → 6', qualificationSubmitSchema, (a, b) => submitQualification(app.db, a, b));
  post('/quotation/signup/submitPayment', 'Submit one payment proof per receiving account: 8 or 10 → 9', paymentSubmitSchema, (a, b) => submitPayment(app.db, a, b));
  post('/quotation/signup/submitSupplierBidFile', 'Upload the bid file inside its window: 11 or 13 → 12', bidFileSubmitSchema, (a, b) => submitBidFile(app.db, a, b.id, b.supplierBidFileList));
  post('/quotation/signup/cancelSupplierBidFile', 'Withdraw the uploaded bid file before the deadline: 12 → 13', z.object({ id: idParam.shape.id }), (a, b) => cancelBidFile(app.db, a, b.id));
  post('/quotation/signup/submitQuotesFile', 'Submit the quotation notes after quoting: 15 or 18 → 16', quotesFileSubmitSchema, (a, b) => submitQuotesFile(app.db, a, b.id, b.fileList));
  post('/quotation/signup/updateSupplierBidStatus', 'Withdraw from the bid (-1): below 20, not disabled', withdrawSchema, (a, b) => withdraw(app.db, a, b.id), 'withdrawSuccess');
  post('/system/section/acceptPaymentMethods', "Accept (1) or reject (0) the section's payment method", acceptPaymentMethodsSchema, (a, b) =>
    answerPaymentMethods(app.db, a, b.sectionId, b.acceptPaymentMethods), 'success');
  post('/quotation/signup/technicalCompliance', 'Declare compliance with the technical requirements (0 with a deviation)', technicalComplianceSchema, (a, b) =>
    declareCompliance(app.db, a, b.id, b.compliance, b.deviation), 'success');
  post('/quotation/signup/bidContact', "Name the sign-up's tender contact (an active contact of the caller's company)", bidContactChoiceSchema, (a, b) =>
    chooseBidContact(app.db, a, b.id, b.bpmId), 'success');
  post('/system/section/submitWinningQuotes', 'Winning quote entry of the awarded supplier (confirmationStatus 0 or 20 → 10)', winningQuotesSchema, (a, b) => submitWinningQuotes(app.db, a, b));
  post(
    '/quotation/signup/abandonBid',
    'Abandon bid: the winner declines its award after the results',
    z.object({ id: idParam.shape.id, reason: z.string().trim().max(500, { error: 'descriptionTooLong' }).optional() }),
    (a, b) => abandonAward(app.db, a, b.id, b.reason),
    'abandonSuccess',
  );
};
