/**
 * `npx portal-witness --portal https://host [--state dir] [--name "Who we are"] [--key <base64>] [--peer dir]... [--send] [--lang zh|en|lo]`
 *
 * A witness of the portal's transparency log (docs/verification.md, "Witnesses"), to run on a schedule anywhere.
 * Exit code 0 when the newest head is consistent with every head kept and cosigned, 1 when the head's signature
 * fails or the log was forked or rewritten (the evidence file is named), 2 on a usage or network error.
 */
import { parseArgs } from 'node:util';
import { translate, type Locale, type MessageKey } from '../src/index';
import { httpPortal, witnessOnce } from './witness';

const USAGE = 'usage: portal-witness --portal URL [--state DIR] [--name NAME] [--key BASE64] [--peer DIR]... [--send] [--lang zh|en|lo]';

function commandLine() {
  try {
    return parseArgs({
      options: {
        portal: { type: 'string' },
        state: { type: 'string', default: '.portal-witness' },
        name: { type: 'string', default: 'portal-witness' },
        key: { type: 'string' },
        peer: { type: 'string', multiple: true },
        send: { type: 'boolean', default: false },
        lang: { type: 'string', default: 'en' },
      },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
}
const { values } = commandLine();
const lang = (['zh', 'en', 'lo'].includes(values.lang!) ? values.lang : 'en') as Locale;
const say = (key: MessageKey, params?: Record<string, string | number>) => translate(key, lang, params);

async function main(): Promise<number> {
  if (!values.portal) {
    console.error(USAGE);
    return 2;
  }
  const outcome = await witnessOnce({
    portal: httpPortal(values.portal),
    portalName: values.portal,
    stateDir: values.state!,
    name: values.name!,
    key: values.key,
    peers: values.peer ?? [],
    send: values.send,
  });
  switch (outcome.kind) {
    case 'error':
      console.error(outcome.message);
      return 2;
    case 'badSignature':
      console.log(say('witness.badSignature', { size: outcome.head.treeSize }));
      return 1;
    case 'fork':
      console.log(say('witness.fork', { first: outcome.evidence.kept.treeSize, second: outcome.evidence.seen.treeSize, file: outcome.file }));
      return 1;
    case 'cosigned':
      if (outcome.pinned) console.log(say('witness.pinned', { fingerprint: outcome.pinned }));
      if (outcome.created) console.log(say('witness.created', { fingerprint: outcome.created }));
      console.log(say('witness.consistent', { size: outcome.head.treeSize, count: outcome.checked }));
      console.log(`size ${outcome.head.treeSize}, root ${outcome.head.rootHash}, signed ${outcome.head.timestamp}`);
      if (outcome.sent) console.log(say('witness.sent'));
      return 0;
  }
}

main().then(
  (code) => (process.exitCode = code),
  (error: Error) => {
    console.error(error.message);
    process.exitCode = 2;
  },
);
