import { z } from 'zod';
import { canonicalPhone, PHONE_PATTERN, stripSpaces } from '../accountRules';
import { MAX_PAGE_SIZE, PAGE_SIZE } from '../constants';

/** GET parameters arrive as strings and empty values mean "not given" (part 1 §7). */
export const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

/** Paging of every list: pageNum from 1, pageSize 10 unless asked otherwise. */
export const pagingQuery = {
  /** Page number, 1-based. */
  pageNum: optional(z.coerce.number({ error: 'pageNumInvalid' }).int({ error: 'pageNumInvalid' }).min(1, { error: 'pageNumInvalid' })).default(1),
  /** Rows per page, 10 by default. */
  pageSize: optional(
    z.coerce.number({ error: 'pageSizeInvalid' }).int({ error: 'pageSizeInvalid' }).min(1, { error: 'pageSizeInvalid' }).max(MAX_PAGE_SIZE, { error: 'pageSizeInvalid' }),
  ).default(PAGE_SIZE),
};

/** A positive whole id of a record, in a path, a query or a body. */
export const recordId = z.coerce.number({ error: 'idInvalid' }).int({ error: 'idInvalid' }).positive({ error: 'idInvalid' }).max(2 ** 53 - 1, { error: 'idInvalid' });

/**
 * A mobile phone number of any account, a supplier's or a staff user's: spaces stripped, PHONE_PATTERN, and
 * stored in its one spelling (`canonicalPhone`), the one the login looks a typed phone up in.
 */
export const phoneSchema = z
  .string({ error: 'phoneRequired' })
  .transform(stripSpaces)
  .pipe(z.string().min(1, { error: 'phoneRequired' }).regex(PHONE_PATTERN, { error: 'phoneFormat' }))
  .transform(canonicalPhone);

/** A time in an answer: `yyyy-MM-dd HH:mm:ss` in the caller's zone, or null when not set. */
export const wireTime = z.string().nullable();

/** A required trimmed text of at most `max` characters. */
export const requiredText = (max: number) => z.string({ error: 'requiredParam' }).trim().min(1, { error: 'requiredParam' }).max(max, { error: 'tooLong' });

/** The language of the variant of a three-language text a reader is shown (see `inReaderLanguage`); null when none is given. */
export const shownLanguage = z.enum(['zh', 'en', 'lo']).nullable();

/** A numeric id in a path. */
export const idParam = z.object({
  /** Record id. */
  id: recordId,
});

/** Envelope of every answer: code 200 is success (DESIGN.md §2). */
export const envelope = <T extends z.ZodRawShape>(shape: T) =>
  z.object({
    /** Result code: 200 success, else the error catalogue. */
    code: z.number(),
    /** Message in the requested language. */
    msg: z.string(),
    ...shape,
  });

export const pageEnvelope = <T extends z.ZodType>(row: T) =>
  envelope({
    /** Rows of the requested page. */
    rows: z.array(row),
    /** Number of rows over all pages. */
    total: z.number(),
  });

/** A record created or changed (POST /admin/sections, /admin/companies, /admin/users …). */
export const recordIdAnswerSchema = z.object({
  /** Its id. */
  id: z.number(),
});
