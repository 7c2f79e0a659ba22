/**
 * Verifies a quotation receipt (docs/verification.md) outside the portal:
 *
 *   npx portal-verify receipt.json [--key <base64>|--key-file key.json] [--root root.json] [--portal https://host] [--section <id>] [--lang zh|en|lo]
 *
 * The public key and the section's published root are read from the files given, else fetched from the
 * portal (--portal, else the origin of the receipt's keyUrl). Exit code 0 when the receipt is valid and
 * included in the root, 1 when a check fails, 2 on a usage or network error.
 */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { publishedRootSchema, translate, verifyReceipt, type Locale, type MessageKey, type PublishedRoot } from '../src/index';

const USAGE = 'usage: portal-verify receipt.json [--key <base64>|--key-file key.json] [--root root.json] [--portal URL] [--section ID] [--lang zh|en|lo]';

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

async function main(): Promise<number> {
  if (positionals.length !== 1) {
    console.error(USAGE);
    return 2;
  }
  let receipt: { keyUrl?: unknown; sectionId?: unknown };
  try {
    receipt = JSON.parse(await readFile(positionals[0], 'utf8'));
  } catch {
    console.log(say('receiptFailed.format'));
    return 1;
  }
  const origin = values.portal ?? (typeof receipt.keyUrl === 'string' && /^https?:\/\//.test(receipt.keyUrl) ? new URL(receipt.keyUrl).origin : undefined);
  const fetchJson = async (path: string) => {
    if (!origin) throw new Error('no portal address: give --portal, or the key (--key) and the root (--root)');
    const response = await fetch(new URL(path, origin), { headers: { 'Content-Language': lang } });
    return unwrap(await response.json());
  };

  const keyDoc = values.key
    ? { publicKey: values.key }
    : values['key-file']
      ? (unwrap(JSON.parse(await readFile(values['key-file'], 'utf8'))) as { publicKey: string })
      : ((await fetchJson('/.well-known/portal-receipt-key.json')) as { publicKey: string });
  const sectionId = values.section === undefined ? undefined : Number(values.section);
  let root: PublishedRoot | null = null;
  const rootJson = values.root
    ? JSON.parse(await readFile(values.root, 'utf8'))
    : typeof receipt.sectionId === 'number'
      ? await fetchJson(`/prod-api/receipts/root/${receipt.sectionId}`)
      : null;
  const parsedRoot = publishedRootSchema.safeParse(unwrap(rootJson));
  if (parsedRoot.success) root = parsedRoot.data;

  const verdict = await verifyReceipt({ receipt, publicKey: keyDoc.publicKey, sectionId, root });
  if (!verdict.ok) {
    console.log(say(`receiptFailed.${verdict.failure}` as MessageKey, { sectionId: verdict.receipt?.sectionId ?? '' }));
    return 1;
  }
  console.log(say('receiptValid', { count: root!.roundCount }));
  console.log(`section ${verdict.receipt.sectionId}, round ${verdict.receipt.quotesCount}, commitment ${verdict.receipt.commitment}, root ${root!.root}`);
  return 0;
}

main().then(
  (code) => (process.exitCode = code),
  (error: Error) => {
    console.error(error.message);
    process.exitCode = 2;
  },
);
