import { describe, expect, it } from 'vitest';
import { LOCALES, MESSAGES, type Locale } from '@portal/domain';
import { FEATURES } from './features';
import type { MessageTree } from './define';

/** Every key path of a message tree, e.g. request.timeout. */
function keys(tree: MessageTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [prefix + key] : keys(value, `${prefix}${key}.`)));
}

function emptyValues(tree: MessageTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? (value.trim() === '' ? [prefix + key] : []) : emptyValues(value, `${prefix}${key}.`),
  );
}

/** The text at a dotted key path of a message tree. */
const textAt = (tree: MessageTree, key: string) => key.split('.').reduce<MessageTree | string | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);

/**
 * Web texts equal to a domain message in all three languages, kept on purpose (docs/decisions/web-shell.md):
 * a generic word that names something else there, or one member of a family looked up by a data value.
 */
const SAME_WORDS_OTHER_MEANING = [
  // The same word for something else: a mail's or an audit entry's time, a list's row number, the unit picker
  // of a volume or weight, the quotation stage (the domain's is the template's sheet name).
  'accounts.mailbox.time',
  'admin.audit.at',
  'bids.list.index',
  'questions.list.index',
  'quotation.table.unitSelect',
  'bids.quote.title',
  // One member of a family looked up by a data value (a requirement, a step, a field name).
  'announcement.qualification.bidFile',
  'bids.steps.s11',
  'bids.info.organization',
  'bids.info.sectionStauts',
  'admin.audit.fields.sectionStauts',
  'admin.audit.fields.totalPrice',
];

describe('messages of every screen', () => {
  it.each(FEATURES.map((f) => [f.namespace, f] as const))('%s has the same keys in zh, en and lo', (_, feature) => {
    const zh = keys(feature.messages.zh).sort();
    for (const locale of LOCALES) expect(keys(feature.messages[locale]).sort(), locale).toEqual(zh);
  });

  it.each(FEATURES.map((f) => [f.namespace, f] as const))('%s has no empty text in any language', (_, feature) => {
    for (const locale of LOCALES) expect(emptyValues(feature.messages[locale]), locale).toEqual([]);
  });

  it('copies no text the domain holds: the screens show it from the messages namespace', () => {
    const texts = (read: (locale: Locale) => unknown) => LOCALES.map((l) => String(read(l)).replace(/\{\{(\w+)\}\}/g, '{$1}')).join('\n');
    const domain = new Set(Object.values(MESSAGES).map((m) => texts((l) => m[l])));
    const copies = FEATURES.filter((f) => f.namespace !== 'messages').flatMap((f) =>
      keys(f.messages.zh)
        .filter((key) => domain.has(texts((l) => textAt(f.messages[l], key))))
        .map((key) => `${f.namespace}.${key}`),
    );
    expect(copies.sort()).toEqual([...SAME_WORDS_OTHER_MEANING].sort());
  });

  it('uses each namespace once', () => {
    const names = FEATURES.map((f) => f.namespace);
    expect(new Set(names).size).toBe(names.length);
  });
});
