/**
 * Verifies a quotation receipt (docs/verification.md) outside the portal:
 *
 *   npx portal-verify receipt.json (--portal https://host | --key <base64 public key or key id> | --key-file key.json) [--root root.json] [--section <id>] [--lang zh|en|lo]
 *
 * The key is never taken from the receipt's keyUrl alone (anyone can write a keyUrl pointing at their own
 * server): it is the portal's key document fetched from --portal, a key given with --key or --key-file, or, for
 * a key id pinned with --key, the key document at the receipt's keyUrl only if it holds a key with that id. The
 * root is read from --root, else fetched from the portal. The key's id (its fingerprint) is printed. Exit code 0
 * when the receipt is valid and included in the root, 1 when a check fails, 2 on a usage or network error.
 */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import {
  keyDocumentSchema,
  keyIdOf,
  publishedRootSchema,
  translate,
  verifyEvidenceLog,
  verifyReceipt,
  EVIDENCE_FORMAT,
  type KeyDocument,
  type Locale,
  type MessageKey,
  type PublishedRoot,
} from '../src/index';

const USAGE =
  'usage: portal-verify receipt.json (--portal URL | --key <base64 key or key id> | --key-file key.json) [--root root.json] [--section ID] [--lang zh|en|lo]\n' +
  "The portal's address or its key is required: a receipt's keyUrl is never trusted alone.";

/** The command line, or the usage (exit code 2) for an unknown option such as --help. */
function commandLine() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        key: { type: 'string' },
        'key-file': { type: 'string' },
        root: { type: 'string' },
        portal: { type: 'string' },
        section: { type: 'string' },
        lang: { type: 'string', default: 'en' },
      },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
}
const { values, positionals } = commandLine();
const lang = (['zh', 'en', 'lo'].includes(values.lang!) ? values.lang : 'en') as Locale;
const say = (key: MessageKey, params?: Record<string, string | number>) => translate(key, lang, params);

/** The `data` of an API answer, or the document itself. */
const unwrap = (json: unknown) => (json && typeof json === 'object' && 'data' in json ? (json as { data: unknown }).data : json);
/** A key id: 22 characters of base64url (a raw key is 44 characters of base64). */
const isKeyId = (text: string) => /^[A-Za-z0-9_-]{22}$/.test(text);

async function fetchJson(origin: string, path: string) {
  const response = await fetch(new URL(path, origin), { headers: { 'Content-Language': lang } });
  return unwrap(await response.json());
}

/** The keys to check with: the portal's key document, or one pinned key (as a document of that key alone). */
async function keysOf(receiptKeyUrl: unknown): Promise<{ keys: Pick<KeyDocument, 'publicKey' | 'keys'>; origin?: string }> {
  const single = async (publicKey: string) => ({ publicKey, keys: [{ keyId: await keyIdOf(publicKey), publicKey, validFrom: '', validUntil: null }] });
  if (values.portal) {
    const doc = keyDocumentSchema.parse(await fetchJson(values.portal, '/.well-known/portal-receipt-key.json'));
    if (values.key && !doc.keys.some((k) => k.keyId === values.key || k.publicKey === values.key)) throw new Error(`the portal ${values.portal} does not publish the key ${values.key}`);
    return { keys: doc, origin: values.portal };
  }
  if (values['key-file']) {
    const json = unwrap(JSON.parse(await readFile(values['key-file'], 'utf8')));
    const doc = keyDocumentSchema.safeParse(json);
    return { keys: doc.success ? doc.data : await single((json as { publicKey: string }).publicKey) };
  }
  if (!values.key) throw new Error(USAGE);
  if (!isKeyId(values.key)) return { keys: await single(values.key) };
  // A pinned key id: the key document named by the receipt is read, and only the key with that id is taken from it.
  const origin = typeof receiptKeyUrl === 'string' && /^https?:\/\//.test(receiptKeyUrl) ? new URL(receiptKeyUrl).origin : undefined;
  if (!origin) throw new Error(`the key ${values.key} is pinned by its id only: give --portal, or the key itself`);
  const doc = keyDocumentSchema.parse(await fetchJson(origin, '/.well-known/portal-receipt-key.json'));
  const pinned = doc.keys.find((k) => k.keyId === values.key);
  if (!pinned || (await keyIdOf(pinned.publicKey)) !== values.key) return { keys: await single(''), origin };
  return { keys: await single(pinned.publicKey), origin };
}

async function main(): Promise<number> {
  if (positionals.length !== 1 || (!values.portal && !values.key && !values['key-file'])) {
    console.error(USAGE);
    return 2;
  }
  let receipt: { keyUrl?: unknown; keyId?: unknown; sectionId?: unknown };
  // An evidence bundle (GET /system/quotes/receiptEvidence/:id) carries its receipt, root, log entry and tree head.
  let bundle: { format?: unknown; receipt?: unknown; root?: unknown } | null = null;
  try {
    const json = JSON.parse(await readFile(positionals[0], 'utf8'));
    bundle = json?.format === EVIDENCE_FORMAT ? json : null;
    receipt = bundle ? (bundle.receipt as typeof receipt) : json;
  } catch {
    console.log(say('receiptFailed.format'));
    return 1;
  }
  const { keys, origin } = await keysOf(receipt.keyUrl);
  const sectionId = values.section === undefined ? undefined : Number(values.section);
  let root: PublishedRoot | null = null;
  const rootJson = bundle
    ? bundle.root
    : values.root
      ? JSON.parse(await readFile(values.root, 'utf8'))
    : typeof receipt.sectionId === 'number' && origin
      ? await fetchJson(origin, `/prod-api/receipts/root/${receipt.sectionId}`)
      : null;
  const parsedRoot = publishedRootSchema.safeParse(unwrap(rootJson));
  if (parsedRoot.success) root = parsedRoot.data;

  const verdict = await verifyReceipt({ receipt, keys, sectionId, root });
  if (!verdict.ok) {
    console.log(say(`receiptFailed.${verdict.failure}` as MessageKey, { sectionId: verdict.receipt?.sectionId ?? '' }));
    return 1;
  }
  if (bundle) {
    const logged = await verifyEvidenceLog(bundle, (keyId) => keys.keys.find((k) => k.keyId === keyId)?.publicKey ?? null);
    if (!logged.ok) {
      console.log(say(`evidenceFailed.${logged.failure}`));
      return 1;
    }
    console.log(say('evidence.valid', { index: logged.bundle.logEntry.index, size: logged.bundle.treeHead.treeSize }));
  }
  console.log(say('receiptValid', { count: root!.roundCount }));
  console.log(`section ${verdict.receipt.sectionId}, round ${verdict.receipt.quotesCount}, commitment ${verdict.receipt.commitment}, root ${root!.root}`);
  console.log(`signed by key ${verdict.keyId}${origin ? ` of ${origin}` : ''}`);
  return 0;
}

main().then(
  (code) => (process.exitCode = code),
  (error: Error) => {
    console.error(error.message);
    process.exitCode = 2;
  },
);
