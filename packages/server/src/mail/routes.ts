import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@portal/domain';
import { DEMO_EMAIL_DOMAIN } from '../accounts/demoAccounts';
import { warning } from '../http/errors';
import { formatTime } from '../http/time';

/** The latest messages of one address shown by the demo mailbox. */
const MAILBOX_SIZE = 20;

const mailSchema = z.object({
  /** Recipient address. */
  to: z.string(),
  /** Subject line. */
  subject: z.string(),
  /** Plain-text body. */
  text: z.string(),
  /** When it was kept, `yyyy-MM-dd HH:mm:ss` in the requester's zone. */
  createTime: z.string(),
});

/**
 * The demo mailbox: mail the outbox kept for one address, newest first. Registered only in demo mode
 * (never in production), so elsewhere the path answers the 404 body of an unknown interface. It shows only
 * mail to the demo domain (@demo.test): a code sent to a real address is never shown, even on a demo server.
 */
export const demoMailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/demo/mailbox',
    {
      schema: {
        tags: ['demo'],
        summary: 'Demo mailbox: mail kept in the outbox for one address of the demo domain (@demo.test)',
        querystring: z.object({
          /** Address whose mail to show. */
          to: z.string({ error: 'emailRequired' }).trim().min(1, { error: 'emailRequired' }).max(254, { error: 'emailFormat' }),
        }),
        response: { 200: envelope({ rows: z.array(mailSchema) }) },
      },
    },
    async (request) => {
      const domain = `@${DEMO_EMAIL_DOMAIN}`;
      if (!request.query.to.toLowerCase().endsWith(domain)) throw warning('demoMailboxDomainOnly', { domain });
      const rows = await app.db.query<{ to_address: string; subject: string; body: string; create_time: Date }>(
        'SELECT to_address, subject, body, create_time FROM mail_outbox WHERE lower(to_address) = lower($1) AND lower(to_address) LIKE $2 ORDER BY id DESC LIMIT $3',
        [request.query.to, `%${domain}`, MAILBOX_SIZE],
      );
      return {
        code: 200,
        msg: request.t('success'),
        rows: rows.map((r) => ({ to: r.to_address, subject: r.subject, text: r.body, createTime: formatTime(r.create_time, request.timezone) ?? '' })),
      };
    },
  );
};
