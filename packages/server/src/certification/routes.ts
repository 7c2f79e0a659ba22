import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authenticationSchema,
  CERTIFICATION_STATUSES,
  certificationReviewSchema,
  certificationRowSchema,
  enterpriseCertificationSchema,
  envelope,
  idParam,
  optional,
  pageEnvelope,
  pagingQuery,
  storedAuthenticationSchema,
  storedEnterpriseSchema,
} from '@portal/domain';
import { currentUser, requireRole } from '../http/guards';
import { dataOf, pageOf } from '../http/present';
import { paramsIn } from '../http/errors';
import {
  certificationState,
  companyOf,
  findAuthorization,
  presentAuthorization,
  reviewCertification,
  submitAuthentication,
} from './commands';
import { enterpriseCompanyByTaxCode, enterpriseCompanyOf, enterpriseIdentity, findEnterprise, presentEnterprise, submitEnterprise } from './enterprise';
import { authorizationTemplatePdf } from './template';
import { listCertifications } from './queries';
import { certificationMessage, feedbackInEachLanguage } from './policy';

const tags = ['certification'];
const security = [{ bearer: [] }];

type App = Parameters<FastifyPluginAsyncZod>[0];

/** Certification check, personal authentication and its review (part 1 §4, §7; DESIGN.md §4, §6). */
export const certificationRoutes: FastifyPluginAsyncZod = async (app) => {
  personalRoutes(app);
  enterpriseRoutes(app);
  reviewRoutes(app);
};

/** The supplier's certification check and personal authentication (part 1 §4). */
function personalRoutes(app: App) {
  const supplier = requireRole('supplier');

  app.get(
    '/web/authorization/verify',
    {
      schema: {
        tags,
        summary: 'Certification check before sign-up or quoting: Auth, prompt, modify or skip',
        security,
        response: {
          200: envelope({
            data: z.object({ operation: z.enum(CERTIFICATION_STATUSES), operationUserType: z.number().nullable(), operationMsg: z.string() }).optional(),
          }),
        },
      },
      onRequest: supplier,
    },
    async (request) => {
      const user = currentUser(request);
      const state = await certificationState(app.db, companyOf(user));
      const message = certificationMessage(state.operation, state);
      const operationMsg = request.t(message.key, paramsIn(message.params, request.locale));
      return dataOf({ operation: state.operation, operationUserType: user.operationUserType, operationMsg }, request.t('success'));
    },
  );

  // The specification names both paths for reading the form; both read the caller's own company.
  for (const url of ['/web/authorization/getAuthorization', '/web/authorization/getAuthorizationByRaxCode']) {
    app.get(
      url,
      {
        schema: { tags, summary: "The caller's stored authentication form (null when none)", security, response: { 200: envelope({ data: storedAuthenticationSchema.nullable().optional() }) } },
        onRequest: supplier,
      },
      async (request) => {
        const row = await findAuthorization(app.db, companyOf(currentUser(request)));
        return dataOf(row ? await presentAuthorization(app.db, row, request.timezone, request.locale) : null, request.t('success'));
      },
    );
  }

  app.post(
    '/web/authorization/authenticate',
    {
      schema: {
        tags,
        summary: 'Submit the personal authentication form; the company goes under review',
        security,
        body: authenticationSchema(() => app.clock.now()),
        response: { 200: envelope({}) },
      },
      onRequest: supplier,
    },
    async (request) => {
      await submitAuthentication(app.db, currentUser(request), request.body, app.clock.now());
      return { code: 200, msg: request.t('authenticationSubmitted') };
    },
  );

  app.get(
    '/web/authorization/template/downLoad',
    { schema: { tags, summary: 'Authorization letter template (PDF)' } },
    async (_request, reply) => {
      const pdf = await authorizationTemplatePdf();
      return reply
        .header('Content-Type', 'application/pdf')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', 'attachment; filename="authorization-letter-template.pdf"')
        .send(pdf);
    },
  );
}

/** The supplier's enterprise certification wizard (part 1 §4). */
function enterpriseRoutes(app: App) {
  const supplier = requireRole('supplier');

  app.get(
    '/web/enterprise/operation',
    {
      schema: {
        tags,
        summary: 'Enterprise certification wizard mode: operation and the reviewer feedback (or the default text)',
        security,
        response: { 200: envelope({ data: z.object({ operation: z.enum(CERTIFICATION_STATUSES), operationContent: z.string() }).optional() }) },
      },
      onRequest: supplier,
    },
    async (request) => {
      const state = await certificationState(app.db, enterpriseCompanyOf(currentUser(request)));
      const { operation } = state;
      // The reviewer's feedback in the reader's language, a fallback marked with its language.
      const operationContent = operation === 'modify' && state.feedback ? feedbackInEachLanguage(state)[request.locale] : request.t('enterpriseUnderReview');
      return dataOf({ operation, operationContent }, request.t('success'));
    },
  );

  app.get(
    '/web/enterprise/getByTaxCode',
    {
      schema: {
        tags,
        summary:
          "The caller's enterprise certification form by tax code (taxCode, or tin; none: the caller's company; another company's: 404), with step 2's id, instanceId and taskId (company name, phone and e-mail filled in when nothing is stored)",
        security,
        querystring: z.object({
          /** The company's taxpayer number (tin). */
          taxCode: z.string().trim().max(50).optional(),
          /** Same as taxCode. */
          tin: z.string().trim().max(50).optional(),
        }),
        response: { 200: envelope({ data: storedEnterpriseSchema.optional() }) },
      },
      onRequest: supplier,
    },
    async (request) => {
      const user = currentUser(request);
      const row = await findEnterprise(app.db, await enterpriseCompanyByTaxCode(app.db, user, request.query.taxCode ?? request.query.tin));
      return dataOf(await presentEnterprise(app.db, row, await enterpriseIdentity(app.db, user), request.timezone, request.locale), request.t('success'));
    },
  );

  app.post(
    '/web/enterprise/submit',
    {
      schema: {
        tags,
        summary: 'Submit the enterprise certification (steps 1 and 2); the company goes under review',
        security,
        body: enterpriseCertificationSchema(() => app.clock.now()),
        response: { 200: envelope({}) },
      },
      onRequest: supplier,
    },
    async (request) => {
      await submitEnterprise(app.db, currentUser(request), request.body, app.clock.now());
      return { code: 200, msg: request.t('authenticationSubmitted') };
    },
  );
}

/** The workbench's review of certifications (DESIGN.md §6). */
function reviewRoutes(app: App) {
  const reviewer = requireRole('buyer', 'admin');

  app.get(
    '/admin/certifications',
    {
      schema: {
        tags,
        summary: 'Certifications by status (default: waiting for review), oldest submission first',
        security,
        querystring: z.object({ ...pagingQuery, status: optional(z.enum(CERTIFICATION_STATUSES, { error: 'invalidParam' })).default('prompt') }),
        response: { 200: pageEnvelope(certificationRowSchema) },
      },
      onRequest: reviewer,
    },
    async (request) => {
      const { pageNum, pageSize, status } = request.query;
      const { rows, total } = await listCertifications(app.db, currentUser(request), status, { pageNum, pageSize }, request.timezone, request.locale);
      return pageOf(rows, total, request.t('success'));
    },
  );

  app.post(
    '/admin/certifications/:id/review',
    {
      schema: {
        tags,
        summary: 'Pass (accredit) or reject (with a remark) a certification waiting for review; id is the company id',
        security,
        params: idParam,
        body: certificationReviewSchema,
        response: { 200: envelope({}) },
      },
      onRequest: reviewer,
    },
    async (request) => {
      await reviewCertification(app.db, currentUser(request), request.params.id, request.body, app.clock.now());
      return { code: 200, msg: request.t(request.body.pass ? 'reviewPassed' : 'reviewRejected') };
    },
  );
}
