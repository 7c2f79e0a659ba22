import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bidContactRowSchema, bidContactSchema, envelope, idParam, languageMarks, optional, pageEnvelope, pagingQuery, type BidContactForm, type BidContactRow, type Locale } from '@portal/domain';
import { currentUser, requireRole } from '../http/guards';
import { recordAudit } from '../audit/audit';
import type { Db, Queryable } from '../db/index';
import { companyOf } from '../certification/commands';
import { notFound } from '../http/errors';
import { dataOf, pageOf } from '../http/present';

const security = [{ bearer: [] }];
const tags = ['company'];

const COLUMNS = 'id, user_name, user_name_en, user_name_lo, business, business_en, business_lo, status';

interface StoredContact {
  id: number | string;
  user_name: string;
  user_name_en: string | null;
  user_name_lo: string | null;
  business: string | null;
  business_en: string | null;
  business_lo: string | null;
  status: number;
}

/** A stored contact as the audit records it: its name and role in each language given, and its status. */
const audited = (r: StoredContact) => ({
  bpmId: Number(r.id),
  ...{ userName: r.user_name, userNameEn: r.user_name_en, userNameLo: r.user_name_lo },
  ...{ business: r.business, businessEn: r.business_en, businessLo: r.business_lo },
  status: Number(r.status),
});

/** A stored contact on the wire, with the language of the name and the role the reader is shown. */
function presentBidContact(r: StoredContact, locale: Locale): BidContactRow {
  const contact = audited(r);
  return { ...contact, ...languageMarks(contact, ['userName', 'business'], locale) };
}

const formValues = (form: BidContactForm) => [form.userName, form.userNameEn ?? null, form.userNameLo ?? null, form.business ?? null, form.businessEn ?? null, form.businessLo ?? null, form.status];

/**
 * Makes the person who registers an enterprise its first active bid contact, so the contact pickers
 * (certification step 2, the sign-up) are never empty. Runs in the registration's transaction.
 */
export async function addFirstBidContact(tx: Queryable, companyId: number, userName: string, now: Date): Promise<void> {
  await tx.query('INSERT INTO bid_contact (company_id, user_name, status, create_time) VALUES ($1, $2, 1, $3)', [companyId, userName, now]);
}

/** Adds a contact to the caller's company, with its audit record. */
async function addContact(db: Db, actorId: number, companyId: number, form: BidContactForm, now: Date, locale: Locale): Promise<BidContactRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<StoredContact>(
      `INSERT INTO bid_contact (company_id, user_name, user_name_en, user_name_lo, business, business_en, business_lo, status, create_time)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${COLUMNS}`,
      [companyId, ...formValues(form), now],
    );
    await recordAudit(tx, { actorId, entity: 'bid_contact', entityId: Number(row.id), action: 'bid-contact-add', after: audited(row) });
    return presentBidContact(row, locale);
  });
}

/** Edits, enables or disables a contact of the caller's company; another company's contact is not found. */
async function updateContact(db: Db, actorId: number, companyId: number, id: number, form: BidContactForm, locale: Locale): Promise<BidContactRow> {
  return db.transaction(async (tx) => {
    const [before] = await tx.query<StoredContact>(`SELECT ${COLUMNS} FROM bid_contact WHERE id = $1 AND company_id = $2 FOR UPDATE`, [id, companyId]);
    if (!before) throw notFound('bidContactNotFound');
    const [row] = await tx.query<StoredContact>(
      `UPDATE bid_contact SET user_name = $2, user_name_en = $3, user_name_lo = $4, business = $5, business_en = $6, business_lo = $7, status = $8
        WHERE id = $1 RETURNING ${COLUMNS}`,
      [id, ...formValues(form)],
    );
    await recordAudit(tx, { actorId, entity: 'bid_contact', entityId: id, action: 'bid-contact-update', before: audited(before), after: audited(row) });
    return presentBidContact(row, locale);
  });
}

/** Bid contacts of the caller's company: list, add, edit, enable and disable (suppliers only). */
export const bidContactRoutes: FastifyPluginAsyncZod = async (app) => {
  const supplier = requireRole('supplier');

  app.get(
    '/bpm/bpmUser/list',
    {
      schema: {
        tags,
        summary: "Bid contacts of the caller's company, paged, filtered by a part of the name",
        security,
        querystring: z.object({ ...pagingQuery, userName: optional(z.string().trim().max(100, { error: 'searchTooLong' })) }),
        response: { 200: pageEnvelope(bidContactRowSchema) },
      },
      onRequest: supplier,
    },
    async (request) => {
      const { pageNum, pageSize, userName } = request.query;
      const companyId = companyOf(currentUser(request));
      const where = "WHERE company_id = $1 AND ($2::text IS NULL OR position(lower($2) IN lower(concat_ws(' ', user_name, user_name_en, user_name_lo))) > 0)";
      const params = [companyId, userName || null];
      const [rows, count] = await Promise.all([
        app.db.query<StoredContact>(`SELECT ${COLUMNS} FROM bid_contact ${where} ORDER BY id LIMIT ${pageSize} OFFSET ${(pageNum - 1) * pageSize}`, params),
        app.db.query<{ total: number }>(`SELECT count(*)::int AS total FROM bid_contact ${where}`, params),
      ]);
      return pageOf(rows.map((r) => presentBidContact(r, request.locale)), count[0].total, request.t('success'));
    },
  );

  app.post(
    '/bpm/bpmUser',
    {
      schema: { tags, summary: "Add a bid contact to the caller's company (active unless status 0)", security, body: bidContactSchema, response: { 200: envelope({ data: bidContactRowSchema.optional() }) } },
      onRequest: supplier,
    },
    async (request) => {
      const user = currentUser(request);
      const contact = await addContact(app.db, user.id, companyOf(user), request.body, app.clock.now(), request.locale);
      return dataOf(contact, request.t('bidContactSaved'));
    },
  );

  app.put(
    '/bpm/bpmUser/:id',
    {
      schema: {
        tags,
        summary: "Edit, enable (status 1) or disable (status 0) a bid contact of the caller's company (another company's: 404)",
        security,
        params: idParam,
        body: bidContactSchema,
        response: { 200: envelope({ data: bidContactRowSchema.optional() }) },
      },
      onRequest: supplier,
    },
    async (request) => {
      const user = currentUser(request);
      const contact = await updateContact(app.db, user.id, companyOf(user), request.params.id, request.body, request.locale);
      return dataOf(contact, request.t('bidContactSaved'));
    },
  );
};
