import { z } from 'zod';
import { envelope, pagingQuery, NOTIFICATION_ACTIONS } from '@portal/domain';

export const listQuery = z.object({
  ...pagingQuery,
  /** 1: unread only. */
  unread: z.enum(['0', '1'], { error: 'invalidParam' }).optional(),
});

export const notificationItem = z.object({
  id: z.number(),
  /** Event name (NOTIFICATION_EVENTS). */
  event: z.string(),
  sectionId: z.number().nullable(),
  signupId: z.number().nullable(),
  /** One line in the reader's language. */
  title: z.string(),
  /** Reviewer's remark of a rejected stage. */
  remark: z.string().nullable(),
  read: z.boolean(),
  /** What the caller may do to it now ('markRead' while unread: notifications/policy.ts). */
  actions: z.array(z.enum(NOTIFICATION_ACTIONS)),
  createTime: z.string(),
});

export const listAnswer = envelope({ rows: z.array(notificationItem), total: z.number(), unread: z.number() });
export const countAnswer = envelope({ data: z.object({ unread: z.number() }).optional() });
export const oneAnswer = envelope({ data: notificationItem.optional() });

export const readBody = z.object({
  /** Notifications to mark read; all of the caller's when absent. */
  ids: z.array(z.coerce.number({ error: 'idInvalid' }).int({ error: 'idInvalid' }).positive({ error: 'idInvalid' }).max(2 ** 53 - 1, { error: 'idInvalid' })).max(500).optional(),
});
export const readAnswer = envelope({ data: z.object({ updated: z.number() }).optional() });

/** Event names are checked by the handler, so an unknown one is named in the refusal. */
export const preferencesBody = z.object({
  /** Events that send an e-mail; the others only show in the portal. */
  mailEvents: z.array(z.string().max(40)).max(40),
});
export const preferencesAnswer = envelope({
  data: z.object({ mailEvents: z.array(z.string()), events: z.array(z.string()) }).optional(),
});
