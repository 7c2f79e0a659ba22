import { describe, expect, it } from 'vitest';
import enUS from 'antd/locale/en_US';
import { loLA } from './antd-lo';

/** Every string leaf of a locale object by its path, e.g. Form.defaultValidateMessages.types.email. */
function stringLeaves(value: unknown, path = ''): Map<string, string> {
  const leaves = new Map<string, string>();
  if (typeof value === 'string') leaves.set(path, value);
  else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const [p, s] of stringLeaves(child, path ? `${path}.${key}` : key)) leaves.set(p, s);
    }
  }
  return leaves;
}

/** Leaves that are date-format patterns, not words: the same in every language. */
const FORMAT_PATTERNS = /\.(yearFormat|dayFormat|cellMeridiemFormat)$/;

const english = stringLeaves(enUS);
const lao = stringLeaves(loLA);

describe('Lao locale of the UI kit', () => {
  it('has every text of the English locale, and none is blank where English has words', () => {
    const missing = [...english].filter(([path, en]) => {
      const lo = lao.get(path);
      return lo === undefined || (en.trim() !== '' && lo.trim() === '');
    });
    expect(missing.map(([path]) => path)).toEqual([]);
  });

  it('keeps every ${placeholder} of the English text', () => {
    const placeholders = (text: string) => (text.match(/\$\{\w+\}/g) ?? []).sort();
    const broken = [...english].filter(([path, en]) => JSON.stringify(placeholders(lao.get(path) ?? '')) !== JSON.stringify(placeholders(en)));
    expect(broken.map(([path]) => path)).toEqual([]);
  });

  it('translates the words instead of copying the English ones', () => {
    const copied = [...english].filter(([path, en]) => en.trim() !== '' && !FORMAT_PATTERNS.test(path) && lao.get(path) === en);
    expect(copied.map(([path]) => path)).toEqual([]);
  });

  it('formats dates with the Lao dayjs locale', () => {
    expect(loLA.locale).toBe('lo');
    expect(loLA.DatePicker?.lang.locale).toBe('lo');
  });
});
