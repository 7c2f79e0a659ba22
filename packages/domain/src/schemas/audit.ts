import { z } from 'zod';
import { wireTime } from './common';

/**
 * What the buyer workbench's audit log answers (/admin/..., DESIGN.md §6): the server validates and serializes
 * with these schemas, the web infers its types from them. Money travels as decimal strings, times as
 * `yyyy-MM-dd HH:mm:ss` in the caller's zone.
 */

/** One audit record with its actor's name (GET /admin/audit). */
export const auditRowSchema = z.object({
  /** Record id. */
  id: z.number(),
  /** When. */
  at: wireTime,
  /** Who, if a person. */
  actorId: z.number().nullable(),
  actorName: z.string().nullable(),
  /** What was changed: its table and id. */
  entity: z.string(),
  entityId: z.number(),
  /** The change (create, publish, review …). */
  action: z.string(),
  /** The record's fields before and after. */
  before: z.unknown(),
  after: z.unknown(),
  /** The sign-up the record belongs to (a sign-up, its deposit, round or refused round) and its supplier. */
  signupId: z.number().nullable(),
  supplierName: z.string().nullable(),
});
