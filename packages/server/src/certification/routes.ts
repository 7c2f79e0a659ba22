import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authenticationSchema,
  CERTIFICATION_STATUSES,
  certificationReviewSchema,
  envelope,
  fileItemSchema,
  idParam,
  optional,
  pageEnvelope,
  pagingQuery,
} from '@portal/domain';
import { currentUser, requireRole } from '../accounts/authentication';
import { dataOf, pageOf } from '../http/present';
import { formatTime } from '../http/time';
import {
  AUTHORIZATION_COLUMNS,
  certificationState,
  companyOf,
  findAuthorization,
  presentAuthorization,
  reviewCertification,
  submitAuthentication,
  type AuthorizationRow,
} from './commands';
import { authorizationTemplatePdf } from './template';

const tags = ['certification'];
const security = [{ bearer: [] }];

const storedForm = z.object({
  isLegalRepresentative: z.enum(['Y', 'N']),
  businessLicenseStart: z.string(),
  businessLicenseEnd: z.string(),
  businessLicenseFileList: z.array(fileItemSchema),
  corporateIdCardFront: z.array(fileItemSchema),
  corporateIdCardOpposite: z.array(fileItemSchema),
  authorizationFileList: z.array(fileItemSchema),
  authorizationStart: z.string().nullable(),
  authorizationEnd: z.string().nullable(),
  sectionId: z.number().nullable(),
  sectionName: z.string().nullable(),
  /** The reviewer's remark of the last rejection. */
  feedback: z.string().nullable(),
  /** prompt under review, modify rejected, skip accredited. */
  status: z.string(),
});

const reviewRow = z.object({
  companyId: z.number(),
  companyName: z.string(),
  tin: z.string().nullable(),
  certificationStatus: z.enum(CERTIFICATION_STATUSES),
  /** Who submitted the form and as what (0 enterprise, 1 individual). */
  submittedBy: z.string(),
  operationUserType: z.number().nullable(),
  submitTime: z.string().nullable(),
  form: storedForm,
});

/** Certification check, personal authentication and its review (part 1 §4, §7; DESIGN.md §4, §6). */
export const certificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const supplier = requireRole('supplier');
  const reviewer = requireRole('buyer', 'admin');

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
      const { operation, feedback } = await certificationState(app.db, companyOf(user));
      const operationMsg =
        operation === 'Auth'
          ? request.t('certAuth')
          : operation === 'prompt'
            ? request.t('certPrompt')
            : operation === 'modify'
              ? request.t('certModify', { feedback: feedback ?? '' })
              : request.t('certSkip');
      return dataOf({ operation, operationUserType: user.operationUserType, operationMsg }, request.t('success'));
    },
  );

  app.get(
    '/web/authorization/getAuthorization',
    {
      schema: { tags, summary: "The caller's stored authentication form (null when none)", security, response: { 200: envelope({ data: storedForm.nullable().optional() }) } },
      onRequest: supplier,
    },
    async (request) => {
      const row = await findAuthorization(app.db, companyOf(currentUser(request)));
      return dataOf(row ? await presentAuthorization(app.db, row, request.timezone) : null, request.t('success'));
    },
  );

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

  app.get(
    '/admin/certifications',
    {
      schema: {
        tags,
        summary: 'Certifications by status (default: waiting for review), oldest submission first',
        security,
        querystring: z.object({ ...pagingQuery, status: optional(z.enum(CERTIFICATION_STATUSES, { error: 'invalidParam' })).default('prompt') }),
        response: { 200: pageEnvelope(reviewRow) },
      },
      onRequest: reviewer,
    },
    async (request) => {
      const { pageNum, pageSize, status } = request.query;
      const from = `FROM company c JOIN authorization_form a ON a.company_id = c.id JOIN app_user u ON u.id = a.submitted_by WHERE c.certification_status = $1`;
      const [rows, count] = await Promise.all([
        app.db.query<AuthorizationRow & { name: string; tin: string | null; certification_status: (typeof CERTIFICATION_STATUSES)[number]; nick_name: string; operation_user_type: number | null }>(
          `SELECT c.name, c.tin, c.certification_status, u.nick_name, u.operation_user_type, ${AUTHORIZATION_COLUMNS}
             ${from} ORDER BY a.update_time, c.id LIMIT ${pageSize} OFFSET ${(pageNum - 1) * pageSize}`,
          [status],
        ),
        app.db.query<{ total: number }>(`SELECT count(*)::int AS total ${from}`, [status]),
      ]);
      const out = await Promise.all(
        rows.map(async (r) => ({
          companyId: r.company_id,
          companyName: r.name,
          tin: r.tin,
          certificationStatus: r.certification_status,
          submittedBy: r.nick_name,
          operationUserType: r.operation_user_type,
          submitTime: formatTime(r.update_time, request.timezone),
          form: await presentAuthorization(app.db, r, request.timezone),
        })),
      );
      return pageOf(out, count[0].total, request.t('success'));
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
      await reviewCertification(app.db, currentUser(request).id, request.params.id, request.body, app.clock.now());
      return { code: 200, msg: request.t(request.body.pass ? 'reviewPassed' : 'reviewRejected') };
    },
  );
};
