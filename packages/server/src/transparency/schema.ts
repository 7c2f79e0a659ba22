import { cosignatureSchema, logInclusionProofSchema, signedTreeHeadSchema } from '@portal/domain';
import { z } from 'zod';

/** A tree head as served: the signed fields and the portal key that signed it (raw, base64; pin it, never trust it alone). */
export const servedHeadSchema = signedTreeHeadSchema.extend({
  /** The portal's public key that signed the head (compare with the pinned key or the key document). */
  publicKey: z.string(),
});

const size = z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** The size of a tree head asked for. */
export const sizeParam = z.object({ size });

/** The two sizes of a consistency proof. */
export const consistencyQuery = z.object({
  /** The older head's size. */
  first: size,
  /** The newer head's size. */
  second: size,
});

/** A consistency proof between two sizes. */
export const consistencyAnswer = z.object({
  first: z.number(),
  second: z.number(),
  /** RFC 9162 §2.1.4 proof, hex hashes. */
  proof: z.array(z.string()),
});

/** The leaf and tree of an inclusion proof. */
export const inclusionQuery = z.object({
  /** The leaf's index. */
  index: size,
  /** The tree's size (a signed head's). */
  size: size.refine((n) => n > 0),
});

/** An inclusion proof with the leaf it proves. */
export const inclusionAnswer = logInclusionProofSchema.extend({
  /** The leaf hash proven. */
  leafHash: z.string(),
});

/** A range of entries: start inclusive, end exclusive, at most 1000. */
export const entriesQuery = z.object({
  start: size,
  end: size,
});

/** One log entry. */
export const entryAnswer = z.object({
  index: z.number(),
  kind: z.string(),
  sectionId: z.number().nullable(),
  loggedAt: z.string(),
  /** The exact text hashed into the leaf: SHA-256(0x00 ‖ UTF-8 of entry) is leafHash. */
  entry: z.string(),
  leafHash: z.string(),
});

/** A cosignature sent by a witness for the head of treeSize. */
export const cosignatureBody = z.object({
  /** Size of the head cosigned. */
  treeSize: z.number().int().min(0),
  cosignature: cosignatureSchema,
});

/** A stored cosignature. */
export const storedCosignatureSchema = cosignatureSchema.extend({
  treeSize: z.number(),
  /** When the portal received it. */
  receivedAt: z.string(),
});

/** The newest head with the cosignatures the portal holds. */
export const witnessedAnswer = z.object({
  head: servedHeadSchema.nullable(),
  /** Newest cosignatures first (of the newest head and earlier ones). */
  cosignatures: z.array(storedCosignatureSchema),
});

export { logInclusionProofSchema };
