import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminSectionListQuery,
  adminSectionSchema,
  envelope,
  fileItemSchema,
  idParam,
  optional,
  pageEnvelope,
  pagingQuery,
  REVIEW_STAGES,
  sectionTime,
  type AdminSectionForm,
} from '@portal/domain';
import { currentUser, requireRole } from '../accounts/authentication';
import { dataOf, pageOf } from '../http/present';
import { formatTime } from '../http/time';
import { advanceDueSections } from '../sections/clock';
import { auditTrail } from './audit';
import { appointRound, awardSection, publishResults } from './awards';
import { createDictEntry, listDictEntries, updateDictEntry } from './dictionaries';
import { listInbox, replyInbox } from './inbox';
import { listMargins, refundMargin } from './margins';
import {
  abandonSection,
  closeSection,
  createDraft,
  listStaffSections,
  publishSection,
  resumeSection,
  staffSectionDetail,
  suspendSection,
  updateDraft,
  type StaffActor,
} from './sections';
import { reviewQueue, reviewSignup } from './signupReviews';
import { sectionSignups, setSignupDisabled } from './signups';
import { createBuyerCompany, createStaff, listBuyerCompanies, listStaff, updateStaff } from './staff';
import { reviewWinningQuote, sectionAwards } from './winners';

const tags = ['buyer workbench'];
const security = [{ bearer: [] }];

const id = z.coerce.number({ error: 'idInvalid' }).int({ error: 'idInvalid' }).positive({ error: 'idInvalid' }).max(2 ** 53 - 1, { error: 'idInvalid' });
const time = sectionTime;
const text = (max: number) => z.string({ error: 'requiredParam' }).trim().min(1, { error: 'requiredParam' }).max(max, { error: 'tooLong' });

/** The section as the editor reads it: every column (camelCase) with its relations. */
const staffSectionSchema = z.looseObject({
  sectionId: z.number(),
  sectionName: z.string(),
  biddingType: z.number(),
  sectionStauts: z.number(),
  sectorList: z.array(z.looseObject({ id: z.number(), sectorName: z.string(), outFileList: z.array(fileItemSchema), detailsList: z.array(z.looseObject({})) })),
  fileList: z.array(fileItemSchema),
  sectorFileList: z.array(fileItemSchema),
  receivingAccountList: z.array(z.looseObject({ id: z.number(), type: z.string(), money: z.string() })),
  settleMethodsList: z.array(z.looseObject({ type: z.string(), percentage: z.string() })),
});

const sectionRow = z.object({
  sectionId: z.number(),
  id: z.number(),
  sectionName: z.string(),
  sectionNameEn: z.string(),
  sectionNameLo: z.string(),
  biddingType: z.number(),
  sectionStauts: z.number(),
  projectType: z.number(),
  organization: z.string(),
  organizationEn: z.string(),
  organizationLo: z.string(),
  successfulBidderMethod: z.number(),
  signupCount: z.number(),
  createTime: z.string().nullable(),
  releaseTime: z.string().nullable(),
  signupStartTime: z.string().nullable(),
  signupEndTime: z.string().nullable(),
  startTime: z.string().nullable(),
  entTime: z.string().nullable(),
});

const statusAnswer = envelope({ data: z.object({ sectionStauts: z.number() }).optional() });
const idAnswer = envelope({ data: z.object({ id: z.number() }).optional() });

const reviewBody = z
  .object({
    /** baseFiles, qualification, payment or quotationNotes. */
    stage: z.enum(REVIEW_STAGES as [string, ...string[]], { error: 'invalidParam' }),
    /** true passes the stage, false rejects it. */
    pass: z.boolean({ error: 'reviewPassRequired' }),
    /** The remark the supplier reads; required when rejecting. */
    remark: z.string().trim().max(500, { error: 'tooLong' }).optional(),
  })
  .superRefine((review, ctx) => {
    if (!review.pass && !review.remark) ctx.addIssue({ code: 'custom', path: ['remark'], message: 'reviewRemarkRequired' });
  });

const queueRow = z.object({
  signupId: z.number(),
  sectionId: z.number(),
  sectionName: z.string(),
  sectionNameEn: z.string(),
  sectionNameLo: z.string(),
  companyId: z.number(),
  companyName: z.string(),
  supplierBidStatus: z.number(),
  stage: z.string(),
  updateTime: z.string().nullable(),
  files: z.record(z.string(), z.array(fileItemSchema)),
  payments: z.array(
    z.object({ receivingAccountId: z.number(), type: z.string(), money: z.string(), currency: z.string(), paymentDate: z.string().nullable(), file: fileItemSchema.nullable() }),
  ),
  technicalCompliance: z.number().nullable(),
  technicalDeviation: z.string().nullable(),
  acceptPaymentMethods: z.number().nullable(),
});

const stageFilesRow = z.record(z.string(), z.array(fileItemSchema));
const paymentRow = z.object({ receivingAccountId: z.number(), type: z.string(), money: z.string(), currency: z.string(), paymentDate: z.string().nullable(), file: fileItemSchema.nullable() });

/** A sign-up of a section as its buyer sees it, with the files of every stage. */
const sectionSignupRow = z.object({
  signupId: z.number(),
  companyId: z.number(),
  companyName: z.string(),
  /** The user who signed up. */
  userName: z.string().nullable(),
  supplierBidStatus: z.number(),
  createTime: z.string().nullable(),
  updateTime: z.string().nullable(),
  /** 1 when the buyer made the supplier's bid page read-only. */
  disabled: z.number(),
  disabledRemark: z.string().nullable(),
  isAppointSupplierQuotationIng: z.number(),
  /** Files by stage (baseFiles, qualification, quotationNotes), each by list name. */
  files: z.record(z.string(), stageFilesRow),
  /** Payment proofs, one per receiving account. */
  payments: z.array(paymentRow),
  /** Bid files, newest first; status 0 awaiting review, 1 approved, 2 rejected, 3 withdrawn. */
  bidFiles: z.array(z.object({ id: z.number(), status: z.number(), createTime: z.string().nullable(), file: fileItemSchema })),
});

const sectorNameFields = { sectorName: z.string().nullable(), sectorNameEn: z.string().nullable(), sectorNameLo: z.string().nullable() };
/** The winners of a section with their winning quote entries. */
const awardsAnswer = z.object({
  sectionId: z.number(),
  sectionStauts: z.number(),
  successfulBidderMethod: z.number(),
  awards: z.array(
    z.object({
      id: z.number(),
      /** The awarded item; null for a whole-bid award. */
      sectorId: z.number().nullable(),
      ...sectorNameFields,
      signupId: z.number(),
      companyId: z.number(),
      supplierName: z.string(),
      price: z.string(),
      createTime: z.string().nullable(),
      /** When the winner declined its award after the results (abandon bid), and why. */
      awardDeclinedTime: z.string().nullable(),
      awardDeclinedReason: z.string().nullable(),
    }),
  ),
  winners: z.array(
    z.object({
      signupId: z.number(),
      supplierName: z.string(),
      awardDeclinedTime: z.string().nullable(),
      awardDeclinedReason: z.string().nullable(),
      /** Winning quote entry: 0 not entered, 10 submitted, 20 returned for correction, 30 confirmed. */
      confirmationStatus: z.number(),
      /** The buyer's remark when it returned the entry. */
      winningQuoteReviewRemark: z.string().nullable(),
      winningQuoteList: z.array(
        z.object({ sectorId: z.number(), ...sectorNameFields, sectorUnits: z.string().nullable(), sectorPrice: z.string(), taxRate: z.string(), otherExpenses: z.string(), sectorNumber: z.string() }),
      ),
    }),
  ),
});

const winningReviewBody = z
  .object({
    /** true confirms the entry (30, locked); false returns it for correction (20). */
    pass: z.boolean({ error: 'reviewPassRequired' }),
    /** The remark the supplier reads; required when returning. */
    remark: z.string().trim().max(500, { error: 'tooLong' }).optional(),
  })
  .superRefine((review, ctx) => {
    if (!review.pass && !review.remark) ctx.addIssue({ code: 'custom', path: ['remark'], message: 'winningReviewRemarkRequired' });
  });

const disableBody = z.object({
  /** 1 makes the supplier's bid page read-only, 0 lifts it. */
  disabled: z.union([z.literal(0), z.literal(1)], { error: 'invalidParam' }),
  /** Why (kept with the switch and in the audit log). */
  remark: z.string().trim().max(500, { error: 'tooLong' }).optional(),
});

const buyerCompanyRow = z.object({ companyId: z.number(), name: z.string(), staffCount: z.number(), sectionCount: z.number(), createTime: z.string().nullable() });

const marginRow = z.object({
  id: z.number(),
  signupId: z.number(),
  sectionId: z.number(),
  sectionName: z.string(),
  sectionNameEn: z.string(),
  sectionNameLo: z.string(),
  companyId: z.number(),
  companyName: z.string(),
  receivingAccountId: z.number(),
  /** 4 held, 6 refunded awaiting the supplier's confirmation, 5 receipt confirmed. */
  status: z.number(),
  currency: z.string(),
  money: z.string(),
  paymentDate: z.string().nullable(),
  file: fileItemSchema.nullable(),
  refundTime: z.string().nullable(),
  refundFile: fileItemSchema.nullable(),
  refundDateDeadline: z.string().nullable(),
  confirmTime: z.string().nullable(),
});

const inboxRow = z.object({
  id: z.number(),
  sectionId: z.number(),
  sectionName: z.string(),
  sectionNameEn: z.string(),
  sectionNameLo: z.string(),
  companyId: z.number(),
  companyName: z.string(),
  type: z.string().nullable(),
  status: z.number(),
  problemDescription: z.string(),
  createByName: z.string().nullable(),
  createPhonenumber: z.string().nullable(),
  createTime: z.string().nullable(),
  submitTime: z.string().nullable(),
  problemReply: z.string().nullable(),
  replyName: z.string().nullable(),
  replyPhonenumber: z.string().nullable(),
  replyTime: z.string().nullable(),
});

const inboxQuery = z.object({ ...pagingQuery, sectionId: optional(id), status: optional(z.coerce.number().int().min(1).max(3)) });
const replyBody = z.object({ /** The answer the supplier reads. */ problemReply: z.string({ error: 'replyRequired' }).trim().min(1, { error: 'replyRequired' }).max(2000, { error: 'tooLong' }) });

const auditRow = z.object({
  id: z.number(),
  at: z.string().nullable(),
  actorId: z.number().nullable(),
  actorName: z.string().nullable(),
  entity: z.string(),
  entityId: z.number(),
  action: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});

const dictBody = z.object({
  dictType: z.string().trim().regex(/^[a-z_]{1,100}$/, { error: 'invalidParam' }),
  dictValue: text(100),
  dictLabel: text(200),
  dictLabelEn: text(200),
  dictLabelLo: text(200),
  remark: z.string().trim().max(500, { error: 'tooLong' }).nullable().optional(),
  dictSort: z.coerce.number().int().min(0).max(100_000).optional(),
});
const dictRow = z.object({
  id: z.number(),
  dictType: z.string(),
  dictValue: z.string(),
  dictLabel: z.string(),
  dictLabelEn: z.string(),
  dictLabelLo: z.string(),
  remark: z.string().nullable(),
  dictSort: z.number(),
});

const password = z.string({ error: 'passwordRequired' }).min(5, { error: 'passwordLength' }).max(20, { error: 'passwordLength' });
const staffBody = z.object({
  userName: z.string().trim().regex(/^[A-Za-z0-9_.@-]{2,30}$/, { error: 'invalidParam' }),
  nickName: text(50),
  password,
  role: z.enum(['buyer', 'admin'], { error: 'invalidParam' }),
  email: z.email({ error: 'emailFormat' }).nullable().optional(),
  phonenumber: z.string().trim().regex(/^\d{6,20}$/, { error: 'phoneFormat' }).nullable().optional(),
  companyId: id.nullable().optional(),
});
const staffUpdate = z.object({
  nickName: text(50).optional(),
  role: z.enum(['buyer', 'admin'], { error: 'invalidParam' }).optional(),
  companyId: id.nullable().optional(),
  /** 0 enabled, 1 disabled. */
  status: z.union([z.literal(0), z.literal(1)], { error: 'invalidParam' }).optional(),
  password: password.optional(),
});
const staffRow = z.object({
  userId: z.number(),
  userName: z.string(),
  nickName: z.string(),
  email: z.string().nullable(),
  phonenumber: z.string().nullable(),
  role: z.string(),
  status: z.number(),
  companyId: z.number().nullable(),
  companyName: z.string().nullable(),
  createTime: z.string().nullable(),
});

/** The buyer workbench API (DESIGN.md §6): buyer or admin; dictionaries and staff users for admins only. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = requireRole('buyer', 'admin');
  const admin = requireRole('admin');
  const actorOf = (request: Parameters<typeof currentUser>[0]): StaffActor => ({ user: currentUser(request), now: app.clock.now(), zone: request.timezone });

  // Sections.
  app.get(
    '/admin/sections',
    { schema: { tags, summary: "The caller's sections (a buyer: its company's; an admin: all)", security, querystring: adminSectionListQuery, response: { 200: pageEnvelope(sectionRow) } }, onRequest: staff },
    async (request) => {
      await advanceDueSections(app.db, app.clock.now());
      const { rows, total } = await listStaffSections(app.db, currentUser(request), request.query, request.timezone);
      return pageOf(rows as z.infer<typeof sectionRow>[], total, request.t('success'));
    },
  );

  app.post(
    '/admin/sections',
    { schema: { tags, summary: 'Create a draft section with its items, files, accounts and settlement', security, body: adminSectionSchema, response: { 200: idAnswer } }, onRequest: staff },
    async (request) => dataOf({ id: await createDraft(app.db, actorOf(request), request.body as AdminSectionForm) }, request.t('success')),
  );

  app.get(
    '/admin/sections/:id',
    { schema: { tags, summary: 'Every field of a section with its relations, for the editor', security, params: idParam, response: { 200: envelope({ data: staffSectionSchema.optional() }) } }, onRequest: staff },
    async (request) => {
      await advanceDueSections(app.db, app.clock.now(), request.params.id);
      const detail = await staffSectionDetail(app.db, currentUser(request), request.params.id, request.timezone);
      return dataOf(detail as unknown as z.infer<typeof staffSectionSchema>, request.t('success'));
    },
  );

  app.put(
    '/admin/sections/:id',
    { schema: { tags, summary: 'Replace a draft section (refused once published)', security, params: idParam, body: adminSectionSchema, response: { 200: idAnswer } }, onRequest: staff },
    async (request) => {
      await updateDraft(app.db, actorOf(request), request.params.id, request.body as AdminSectionForm);
      return dataOf({ id: request.params.id }, request.t('success'));
    },
  );

  const transitions = [
    ['publish', 'Publish a draft (announced, or quoting for an inquiry; the clock does the rest)', publishSection],
    ['suspend', 'Suspend a running section (15), remembering its status', suspendSection],
    ['resume', 'Resume a suspended section', resumeSection],
    ['abandon', 'Abandon a section (6); open sign-ups end', abandonSection],
    ['close', 'Close a section (14); open sign-ups end', closeSection],
  ] as const;
  for (const [action, summary, command] of transitions) {
    app.post(
      `/admin/sections/:id/${action}`,
      { schema: { tags, summary, security, params: idParam, response: { 200: statusAnswer } }, onRequest: staff },
      async (request) => dataOf({ sectionStauts: await command(app.db, actorOf(request), request.params.id) }, request.t('success')),
    );
  }

  // Review queues.
  app.get(
    '/admin/signups',
    {
      schema: {
        tags,
        summary: 'Sign-ups waiting for a review (of one stage or any), with the company and the files',
        security,
        querystring: z.object({ ...pagingQuery, sectionId: optional(id), stage: optional(z.enum(REVIEW_STAGES as [string, ...string[]], { error: 'invalidParam' })) }),
        response: { 200: pageEnvelope(queueRow) },
      },
      onRequest: staff,
    },
    async (request) => {
      const { rows, total } = await reviewQueue(app.db, currentUser(request), request.query as never, request.timezone, app.clock.now());
      return pageOf(rows, total, request.t('success'));
    },
  );

  app.post(
    '/admin/signups/:id/review',
    {
      schema: {
        tags,
        summary: 'Pass or reject a stage of a sign-up, with the remark the supplier reads',
        security,
        params: idParam,
        body: reviewBody,
        response: { 200: envelope({ data: z.object({ supplierBidStatus: z.number() }).optional() }) },
      },
      onRequest: staff,
    },
    async (request) => {
      const status = await reviewSignup(app.db, actorOf(request), request.params.id, request.body as never);
      return dataOf({ supplierBidStatus: status }, request.t(request.body.pass ? 'reviewPassed' : 'reviewRejected'));
    },
  );

  app.get(
    '/admin/sections/:id/signups',
    { schema: { tags, summary: 'Every sign-up of a section with the files of each stage, payment proofs and bid files', security, params: idParam, response: { 200: envelope({ data: z.array(sectionSignupRow).optional() }) } }, onRequest: staff },
    async (request) => dataOf(await sectionSignups(app.db, currentUser(request), request.params.id, request.timezone, app.clock.now()), request.t('success')),
  );

  app.post(
    '/admin/signups/:id/disable',
    {
      schema: { tags, summary: "Make a supplier's bid page read-only (1) or editable again (0)", security, params: idParam, body: disableBody, response: { 200: envelope({ data: z.object({ disabled: z.number() }).optional() }) } },
      onRequest: staff,
    },
    async (request) => {
      const disabled = await setSignupDisabled(app.db, actorOf(request), request.params.id, request.body);
      return dataOf({ disabled }, request.t(disabled === 1 ? 'signupDisabledSet' : 'signupEnabledSet'));
    },
  );

  app.post(
    '/admin/signups/:id/winning-quotes/review',
    {
      schema: {
        tags,
        summary: 'Confirm a winning quote entry (30, locked) or return it for correction (20) with the remark the supplier reads',
        security,
        params: idParam,
        body: winningReviewBody,
        response: { 200: envelope({ data: z.object({ confirmationStatus: z.number() }).optional() }) },
      },
      onRequest: staff,
    },
    async (request) => {
      const status = await reviewWinningQuote(app.db, actorOf(request), request.params.id, request.body);
      return dataOf({ confirmationStatus: status }, request.t(request.body.pass ? 'winningQuoteConfirmed' : 'winningQuoteReturned'));
    },
  );

  // Quoting rounds, awards and results.
  app.post(
    '/admin/sections/:id/rounds',
    {
      schema: {
        tags,
        summary: 'Appoint suppliers who quoted to an extra round until its end time',
        security,
        params: idParam,
        body: z.object({ signupIds: z.array(id).min(1, { error: 'requiredParam' }).max(200), endTime: time }),
        response: { 200: idAnswer },
      },
      onRequest: staff,
    },
    async (request) => dataOf({ id: await appointRound(app.db, actorOf(request), request.params.id, request.body) }, request.t('success')),
  );

  app.post(
    '/admin/sections/:id/award',
    {
      schema: {
        tags,
        summary: 'Mark the winners: per item (successfulBidderMethod 1) or one for the whole bid (2)',
        security,
        params: idParam,
        body: z.object({ winners: z.array(z.object({ sectorId: id, signupId: id })).max(500).optional(), signupId: id.optional() }),
        response: {
          200: envelope({ data: z.array(z.object({ sectorId: z.number().nullable(), signupId: z.number(), roundId: z.number(), price: z.string() })).optional() }),
        },
      },
      onRequest: staff,
    },
    async (request) => dataOf(await awardSection(app.db, actorOf(request), request.params.id, request.body), request.t('success')),
  );

  app.get(
    '/admin/sections/:id/awards',
    { schema: { tags, summary: 'The winners marked (per item or whole bid), declines and winning quote entries', security, params: idParam, response: { 200: envelope({ data: awardsAnswer.optional() }) } }, onRequest: staff },
    async (request) => dataOf(await sectionAwards(app.db, currentUser(request), request.params.id, request.timezone), request.t('success')),
  );

  app.post(
    '/admin/sections/:id/results',
    { schema: { tags, summary: 'Publish the results: quoted sign-ups to 20, others end, the section to 13', security, params: idParam, response: { 200: statusAnswer } }, onRequest: staff },
    async (request) => dataOf({ sectionStauts: await publishResults(app.db, actorOf(request), request.params.id) }, request.t('resultsPublished')),
  );

  // Deposits.
  app.get(
    '/admin/margins',
    {
      schema: {
        tags,
        summary: 'Deposits held for the caller\'s sections',
        security,
        querystring: z.object({ ...pagingQuery, sectionId: optional(id), status: optional(z.coerce.number().int().min(4).max(6)) }),
        response: { 200: pageEnvelope(marginRow) },
      },
      onRequest: staff,
    },
    async (request) => {
      const { rows, total } = await listMargins(app.db, currentUser(request), request.query, request.timezone, app.clock.now());
      return pageOf(rows, total, request.t('success'));
    },
  );

  app.post(
    '/admin/margins/:id/refund',
    {
      schema: {
        tags,
        summary: 'Refund a held deposit (6) with the deadline for the supplier to confirm receipt',
        security,
        params: idParam,
        body: z.object({ refundDateDeadline: time.optional(), refundFileId: id.optional() }).default({}),
        response: { 200: envelope({ data: z.object({ status: z.number(), refundDateDeadline: z.string().nullable() }).optional() }) },
      },
      onRequest: staff,
    },
    async (request) => {
      const result = await refundMargin(app.db, actorOf(request), request.params.id, request.body ?? {});
      return dataOf({ status: result.status, refundDateDeadline: formatTime(result.refundDateDeadline, request.timezone) }, request.t('success'));
    },
  );

  // Questions and appeals.
  for (const kind of ['question', 'appeal'] as const) {
    const path = kind === 'question' ? '/admin/questions' : '/admin/appeals';
    app.get(
      path,
      { schema: { tags, summary: `${kind === 'question' ? 'Questions' : 'Appeals'} about the caller's sections`, security, querystring: inboxQuery, response: { 200: pageEnvelope(inboxRow) } }, onRequest: staff },
      async (request) => {
        const { rows, total } = await listInbox(app.db, currentUser(request), kind, request.query, request.timezone);
        return pageOf(rows, total, request.t('success'));
      },
    );
    app.post(
      `${path}/:id/reply`,
      {
        schema: { tags, summary: `Answer ${kind === 'question' ? 'a question' : 'an appeal'}`, security, params: idParam, body: replyBody, response: { 200: envelope({ data: z.object({ status: z.number() }).optional() }) } },
        onRequest: staff,
      },
      async (request) => dataOf({ status: await replyInbox(app.db, actorOf(request), kind, request.params.id, request.body.problemReply) }, request.t('success')),
    );
  }

  // Audit log.
  app.get(
    '/admin/audit',
    {
      schema: {
        tags,
        summary: 'Audit trail of a record (a section: with its sign-ups, deposits, questions and appeals)',
        security,
        querystring: z.object({ ...pagingQuery, entity: z.string({ error: 'requiredParam' }).regex(/^[a-z_-]{1,40}$/, { error: 'invalidParam' }), id }),
        response: { 200: pageEnvelope(auditRow) },
      },
      onRequest: staff,
    },
    async (request) => {
      const { entity, id: entityId, pageNum, pageSize } = request.query;
      const { rows, total } = await auditTrail(app.db, currentUser(request), entity, entityId, { pageNum, pageSize }, request.timezone);
      return pageOf(rows, total, request.t('success'));
    },
  );

  // Administration: dictionaries and staff users.
  app.get(
    '/admin/dictionaries',
    {
      schema: {
        tags,
        summary: 'Dictionary entries with their labels in zh, en and lo',
        security,
        querystring: z.object({ ...pagingQuery, dictType: optional(z.string().regex(/^[a-z_]{1,100}$/, { error: 'invalidParam' })) }),
        response: { 200: pageEnvelope(dictRow) },
      },
      onRequest: admin,
    },
    async (request) => {
      const { rows, total } = await listDictEntries(app.db, request.query);
      return pageOf(rows as z.infer<typeof dictRow>[], total, request.t('success'));
    },
  );
  app.post(
    '/admin/dictionaries',
    { schema: { tags, summary: 'Add a dictionary entry', security, body: dictBody, response: { 200: idAnswer } }, onRequest: admin },
    async (request) => dataOf({ id: await createDictEntry(app.db, actorOf(request), request.body) }, request.t('success')),
  );
  app.put(
    '/admin/dictionaries/:id',
    { schema: { tags, summary: 'Relabel a dictionary entry', security, params: idParam, body: dictBody.omit({ dictType: true, dictValue: true }), response: { 200: idAnswer } }, onRequest: admin },
    async (request) => {
      await updateDictEntry(app.db, actorOf(request), request.params.id, request.body);
      return dataOf({ id: request.params.id }, request.t('success'));
    },
  );

  app.get(
    '/admin/companies',
    { schema: { tags, summary: 'Buyer organizations (buyer companies) with their staff and sections', security, querystring: z.object(pagingQuery), response: { 200: pageEnvelope(buyerCompanyRow) } }, onRequest: admin },
    async (request) => {
      const { rows, total } = await listBuyerCompanies(app.db, request.query, request.timezone);
      return pageOf(rows, total, request.t('success'));
    },
  );
  app.post(
    '/admin/companies',
    { schema: { tags, summary: 'Create a buyer organization', security, body: z.object({ /** The organization's name (unique). */ name: text(200) }), response: { 200: idAnswer } }, onRequest: admin },
    async (request) => dataOf({ id: await createBuyerCompany(app.db, actorOf(request), request.body.name) }, request.t('success')),
  );

  app.get(
    '/admin/users',
    { schema: { tags, summary: 'Staff users (buyers and administrators)', security, querystring: z.object(pagingQuery), response: { 200: pageEnvelope(staffRow) } }, onRequest: admin },
    async (request) => {
      const { rows, total } = await listStaff(app.db, request.query, request.timezone);
      return pageOf(rows, total, request.t('success'));
    },
  );
  app.post(
    '/admin/users',
    { schema: { tags, summary: 'Create a staff user with a password', security, body: staffBody, response: { 200: idAnswer } }, onRequest: admin },
    async (request) => dataOf({ id: await createStaff(app.db, actorOf(request), request.body) }, request.t('success')),
  );
  app.put(
    '/admin/users/:id',
    { schema: { tags, summary: 'Change a staff user: name, role, company, password, enabled (0) or disabled (1)', security, params: idParam, body: staffUpdate, response: { 200: idAnswer } }, onRequest: admin },
    async (request) => {
      await updateStaff(app.db, actorOf(request), request.params.id, request.body);
      return dataOf({ id: request.params.id }, request.t('success'));
    },
  );
};
