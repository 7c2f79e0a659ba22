import {
  publishedRootSchema,
  verifyEvidenceLog,
  verifyReceipt,
  type EvidenceFailure,
  type KeyDocument,
  type PublishedRoot,
  type ReceiptFailure,
  type ReceiptVerdict,
} from '@portal/domain';

/**
 * The checks of an evidence bundle (docs/verification.md, "Evidence bundle"), in the order they are made: the
 * receipt (its contents and the portal's signature), the section root's signature, the receipt's inclusion proof
 * up to that root, the log entry and its inclusion proof up to the signed tree head, and the head's signature.
 */
export const BUNDLE_CHECKS = ['receipt', 'root', 'proof', 'log', 'treeHead'] as const;
export type BundleCheck = (typeof BUNDLE_CHECKS)[number];
/** Passed, failed, or not made because an earlier check failed. */
export type CheckState = 'passed' | 'failed' | 'skipped';

export interface BundleResult {
  verdict: ReceiptVerdict;
  root: PublishedRoot | null;
  /** Each check with its state, in BUNDLE_CHECKS order. */
  checks: { name: BundleCheck; state: CheckState }[];
  /** Why the log part failed, when it did. */
  logFailure?: EvidenceFailure;
  /** The log entry's index and the size of the signed tree that holds it, when every check passed. */
  logged?: { index: number; treeSize: number; timestamp: string };
}

/** Which check a receipt's failure belongs to. */
const checkOfReceiptFailure: Record<ReceiptFailure, BundleCheck> = {
  format: 'receipt',
  commitment: 'receipt',
  unknownKey: 'receipt',
  signature: 'receipt',
  otherSection: 'receipt',
  notPublished: 'root',
  rootSignature: 'root',
  noProof: 'proof',
  proof: 'proof',
};

/** Which check a log failure belongs to. */
const checkOfLogFailure: Record<EvidenceFailure, BundleCheck> = { format: 'log', entry: 'log', inclusion: 'log', treeHead: 'treeHead' };

/** Every check before `failed` passed, it failed, and the later ones were not made. */
const statesUpTo = (failed: BundleCheck | null) => {
  const at = failed === null ? BUNDLE_CHECKS.length : BUNDLE_CHECKS.indexOf(failed);
  return BUNDLE_CHECKS.map((name, i) => ({ name, state: (i < at ? 'passed' : i === at ? 'failed' : 'skipped') as CheckState }));
};

/**
 * Checks an evidence bundle in the browser with the domain's functions (the same code as portal-verify), against
 * `keys`: this portal's published key document or a key the reader pinned, never the keyUrl inside the file.
 */
export async function checkBundle(bundle: { receipt?: unknown; root?: unknown }, keys: Pick<KeyDocument, 'publicKey' | 'keys'>, sectionId?: number): Promise<BundleResult> {
  const parsedRoot = publishedRootSchema.safeParse(bundle.root);
  const root = parsedRoot.success ? parsedRoot.data : null;
  const verdict = await verifyReceipt({ receipt: bundle.receipt, keys, sectionId, root });
  if (!verdict.ok) return { verdict, root, checks: statesUpTo(checkOfReceiptFailure[verdict.failure]) };
  const logged = await verifyEvidenceLog(bundle, (keyId) => keys.keys.find((k) => k.keyId === keyId)?.publicKey ?? null);
  if (!logged.ok) return { verdict, root, checks: statesUpTo(checkOfLogFailure[logged.failure]), logFailure: logged.failure };
  const { logEntry, treeHead } = logged.bundle;
  return { verdict, root, checks: statesUpTo(null), logged: { index: logEntry.index, treeSize: treeHead.treeSize, timestamp: treeHead.timestamp } };
}
