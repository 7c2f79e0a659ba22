import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BUYER_EVENTS, idParam, isNotificationEvent, SUPPLIER_EVENTS } from '@portal/domain';
import { currentUser, requireUser } from '../http/guards';
import type { SessionUser } from '../accounts/sessions';
import { notFound, warning } from '../http/errors';
import { dataOf } from '../http/present';
import { markRead, rememberLocale, savePreferences } from './commands';
import { presentNotification, presentPreferences } from './presenter';
import { findNotification, listNotifications, preferencesOf, unreadCount } from './queries';
import { countAnswer, listAnswer, listQuery, oneAnswer, preferencesAnswer, preferencesBody, readAnswer, readBody } from './schema';
import './events';

const tags = ['notifications'];
const security = [{ bearer: [] }];
/** The events a user can hear of: suppliers' or buyers' (admins see the buyers' set). */
const eventsFor = (user: SessionUser) => (user.role === 'supplier' ? SUPPLIER_EVENTS : BUYER_EVENTS);

/** In-portal notifications of the signed-in user and the choice of which events mail them (issue 15). */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notifications',
    { schema: { tags, summary: "The caller's notifications, newest first, with the unread count", security, querystring: listQuery, response: { 200: listAnswer } }, onRequest: requireUser },
    async (request) => {
      const user = currentUser(request);
      const { pageNum, pageSize, unread } = request.query;
      const page = await listNotifications(app.db, user, pageNum, pageSize, unread === '1');
      return { code: 200, msg: request.t('success'), rows: page.rows.map((r) => presentNotification(r, user, request.locale, request.timezone)), total: page.total, unread: page.unread };
    },
  );

  app.get(
    '/notifications/unread',
    { schema: { tags, summary: 'Unread count for the bell (also remembers the language mail is written in)', security, response: { 200: countAnswer } }, onRequest: requireUser },
    async (request) => {
      const user = currentUser(request);
      await rememberLocale(app.db, user.id, request.locale);
      return dataOf({ unread: await unreadCount(app.db, user.id) }, request.t('success'));
    },
  );

  app.get(
    '/notifications/preferences',
    { schema: { tags, summary: 'Which events e-mail the caller, and the events the caller can hear of', security, response: { 200: preferencesAnswer } }, onRequest: requireUser },
    async (request) => {
      const user = currentUser(request);
      const row = await preferencesOf(app.db, user.id);
      return dataOf(presentPreferences(row?.mail_events, eventsFor(user)), request.t('success'));
    },
  );

  app.put(
    '/notifications/preferences',
    { schema: { tags, summary: 'Choose which events e-mail the caller; an unknown event name is refused and nothing changes', security, body: preferencesBody, response: { 200: preferencesAnswer } }, onRequest: requireUser },
    async (request) => {
      const user = currentUser(request);
      const available = eventsFor(user);
      const unknown = request.body.mailEvents.find((e) => !isNotificationEvent(e) || !available.includes(e));
      if (unknown !== undefined) throw warning('notificationEventUnknown', { name: unknown });
      const chosen = [...new Set(request.body.mailEvents)];
      // Events of the other role stay as they were chosen (or by default) for a user who changes role.
      await savePreferences(app.db, user.id, chosen, request.locale);
      return dataOf(presentPreferences(chosen, available), request.t('notificationPreferencesSaved'));
    },
  );

  app.post(
    '/notifications/read',
    { schema: { tags, summary: "Mark the caller's notifications read (the ones given, or all); another user's id is refused (404)", security, body: readBody, response: { 200: readAnswer } }, onRequest: requireUser },
    async (request) => {
      const user = currentUser(request);
      const updated = await markRead(app.db, user, request.body.ids ?? 'all', app.clock.now());
      return dataOf({ updated }, request.t('notificationsRead'));
    },
  );

  app.get(
    '/notifications/:id',
    { schema: { tags, summary: "One of the caller's notifications; another user's reads as absent (404)", security, params: idParam, response: { 200: oneAnswer } }, onRequest: requireUser },
    async (request) => {
      const user = currentUser(request);
      const row = await findNotification(app.db, user, request.params.id);
      if (!row) throw notFound('notificationNotFound');
      return dataOf(presentNotification(row, user, request.locale, request.timezone), request.t('success'));
    },
  );
};
