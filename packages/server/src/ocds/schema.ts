import { z } from 'zod';

/** Section id of an OCDS package. */
export const sectionParam = z.object({
  sectionId: z.coerce.number({ error: 'idInvalid' }).int({ error: 'idInvalid' }).positive({ error: 'idInvalid' }).max(2 ** 53 - 1, { error: 'idInvalid' }),
});

export const feedQuery = z.object({
  /** The `next` of the previous page; none for the first page. */
  cursor: z.string().max(60, { error: 'ocdsCursorInvalid' }).optional(),
  /** Releases per page, 100 by default, at most 1000. */
  limit: z.coerce.number({ error: 'pageSizeInvalid' }).int({ error: 'pageSizeInvalid' }).min(1, { error: 'pageSizeInvalid' }).max(1000, { error: 'pageSizeInvalid' }).default(100),
});

const release = z.looseObject({ ocid: z.string(), id: z.string(), date: z.string(), tag: z.array(z.string()) });
const meta = {
  uri: z.string(),
  version: z.string(),
  publishedDate: z.string().optional(),
  publisher: z.object({ name: z.string() }),
  license: z.string(),
};

/** OCDS 1.1 release package (release-package-schema.json). */
export const releasePackage = z.looseObject({ ...meta, releases: z.array(release) });
/** OCDS 1.1 release package of the change feed, with the cursor of the next page. */
export const feedPackage = z.looseObject({
  ...meta,
  releases: z.array(release),
  /** Cursor after the last release of this page: poll with it (an empty page keeps it). */
  next: z.string(),
  links: z.object({ next: z.string() }),
});
/** OCDS 1.1 record package (record-package-schema.json). */
export const recordPackage = z.looseObject({
  ...meta,
  packages: z.array(z.string()),
  records: z.array(z.looseObject({ ocid: z.string(), releases: z.array(release), compiledRelease: z.looseObject({}) })),
});
