import { DICTIONARIES } from '@portal/domain';

/**
 * A stand-in for hooks/useDict in component tests: the built-in dictionaries with their English labels, read
 * at once (no request). Use as `vi.mock('…/hooks/useDict', () => import('…/testing/dictionaryMock').then((m) => m.englishDictionaries()))`.
 */
export function englishDictionaries() {
  const cache = new Map<string, unknown>();
  return {
    useDict: (type: string) => {
      if (!cache.has(type)) {
        const entries = (DICTIONARIES[type] ?? []).map((e) => ({ dictValue: e.dictValue, dictLabel: e.dictLabelEn, remark: '' }));
        cache.set(type, { entries, label: (v: unknown) => entries.find((e) => e.dictValue === String(v))?.dictLabel ?? '', remark: () => '' });
      }
      return cache.get(type);
    },
  };
}
