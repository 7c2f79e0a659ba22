import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bidContactSchema, envelope, idParam, optional, pageEnvelope, pagingQuery, type BidContactForm } from '@portal/domain';
import { currentUser, requireRole } from '../accounts/authentication';
import { recordAudit } from '../audit/audit';
import type { Db, Queryable } from '../db/index';
import { companyOf } from '../certification/commands';
import { notFound } from '../http/errors';
import { dataOf, pageOf } from '../http/present';

const security = [{ bearer: [] }];
const tags = ['company'];

/** A bid contact as the client sees it (part 1 §3). */
const contactRow = z.object({
  /** Contact id (chosen as bpmIdStr in enterprise certification step 2, and on a sign-up). */
  bpmId: z.number(),
  /** The contact's name. */
  userName: z.string(),
  /** What the contact handles. */
  business: z.string().nullable(),
  /** 1 active, 0 inactive. */
  status: z.number(),
});
type ContactRow = z.infer<typeof contactRow>;

interface StoredContact {
  id: number | string;
  user_name: string;
  business: string | null;
  status: number;
}

const present = (r: StoredContact): ContactRow => ({ bpmId: Number(r.id), userName: r.user_name, business: r.business, status: Number(r.status) });

/**
 * Makes the person who registers an enterprise its first active bid contact, so the contact pickers
 * (certification step 2, the sign-up) are never empty. Runs in the registration's transaction.
 */
export async function addFirstBidContact(tx: Queryable, companyId: number, userName: string, now: Date): Promise<void> {
  await tx.query('INSERT INTO bid_contact (company_id, user_name, status, create_time) VALUES ($1, $2, 1, $3)', [companyId, userName, now]);
}

/** Adds a contact to the caller's company, with its audit record. */
async function addContact(db: Db, actorId: number, companyId: number, form: BidContactForm, now: Date): Promise<ContactRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<StoredContact>(
      'INSERT INTO bid_contact (company_id, user_name, business, status, create_time) VALUES ($1, $2, $3, $4, $5) RETURNING id, user_name, business, status',
      [companyId, form.userName, form.business ?? null, form.status, now],
    );
    const contact = present(row);
    await recordAudit(tx, { actorId, entity: 'bid_contact', entityId: contact.bpmId, action: 'bid-contact-add', after: contact });
    return contact;
  });
}

/** Edits, enables or disables a contact of the caller's company; another company's contact is not found. */
async function updateContact(db: Db, actorId: number, companyId: number, id: number, form: BidContactForm): Promise<ContactRow> {
  return db.transaction(async (tx) => {
    const [before] = await tx.query<StoredContact>('SELECT id, user_name, business, status FROM bid_contact WHERE id = $1 AND company_id = $2 FOR UPDATE', [id, companyId]);
    if (!before) throw notFound('bidContactNotFound');
    const [row] = await tx.query<StoredContact>(
      'UPDATE bid_contact SET user_name = $2, business = $3, status = $4 WHERE id = $1 RETURNING id, user_name, business, status',
      [id, form.userName, form.business ?? null, form.status],
    );
    const contact = present(row);
    await recordAudit(tx, { actorId, entity: 'bid_contact', entityId: id, action: 'bid-contact-update', before: present(before), after: contact });
    return contact;
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
        response: { 200: pageEnvelope(contactRow) },
      },
      onRequest: supplier,
    },
    async (request) => {
      const { pageNum, pageSize, userName } = request.query;
      const companyId = companyOf(currentUser(request));
      const where = 'WHERE company_id = $1 AND ($2::text IS NULL OR position(lower($2) IN lower(user_name)) > 0)';
      const params = [companyId, userName || null];
      const [rows, count] = await Promise.all([
        app.db.query<StoredContact>(`SELECT id, user_name, business, status FROM bid_contact ${where} ORDER BY id LIMIT ${pageSize} OFFSET ${(pageNum - 1) * pageSize}`, params),
        app.db.query<{ total: number }>(`SELECT count(*)::int AS total FROM bid_contact ${where}`, params),
      ]);
      return pageOf(rows.map(present), count[0].total, request.t('success'));
    },
  );

  app.post(
    '/bpm/bpmUser',
    {
      schema: { tags, summary: "Add a bid contact to the caller's company (active unless status 0)", security, body: bidContactSchema, response: { 200: envelope({ data: contactRow.optional() }) } },
      onRequest: supplier,
    },
    async (request) => {
      const user = currentUser(request);
      const contact = await addContact(app.db, user.id, companyOf(user), request.body, app.clock.now());
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
        response: { 200: envelope({ data: contactRow.optional() }) },
      },
      onRequest: supplier,
    },
    async (request) => {
      const user = currentUser(request);
      const contact = await updateContact(app.db, user.id, companyOf(user), request.params.id, request.body);
      return dataOf(contact, request.t('bidContactSaved'));
    },
  );
};
