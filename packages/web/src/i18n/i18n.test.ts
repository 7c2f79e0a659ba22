import { describe, expect, it } from 'vitest';
import { LOCALES } from '@portal/domain';
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

describe('messages of every screen', () => {
  it.each(FEATURES.map((f) => [f.namespace, f] as const))('%s has the same keys in zh, en and lo', (_, feature) => {
    const zh = keys(feature.messages.zh).sort();
    for (const locale of LOCALES) expect(keys(feature.messages[locale]).sort(), locale).toEqual(zh);
  });

  it.each(FEATURES.map((f) => [f.namespace, f] as const))('%s has no empty text in any language', (_, feature) => {
    for (const locale of LOCALES) expect(emptyValues(feature.messages[locale]), locale).toEqual([]);
  });

  it('uses each namespace once', () => {
    const names = FEATURES.map((f) => f.namespace);
    expect(new Set(names).size).toBe(names.length);
  });
});
