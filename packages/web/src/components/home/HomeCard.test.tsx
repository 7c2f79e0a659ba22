import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { DictItem } from '@portal/domain';
import { initI18n } from '../../i18n';
import { getDict } from '../../api/dictionaries';
import { testSection } from '../announcement/testSection';
import { HomeCard } from './HomeCard';

vi.mock('../../api/dictionaries', () => ({ getDict: vi.fn() }));

const STATUS_LABELS: Record<string, string> = { '1': 'Quoting', '2': 'Quoting ended', '7': 'Announced', '8': 'Sign-up open' };
const entry = (dictType: string, dictValue: string, dictLabel: string): DictItem => ({
  dictType,
  dictValue,
  dictLabel,
  dictLabelEn: dictLabel,
  dictLabelLo: dictLabel,
  remark: null,
  dictSort: 0,
});

beforeAll(async () => {
  vi.mocked(getDict).mockImplementation(async (type) =>
    type.startsWith('sys_section_stauts') ? Object.entries(STATUS_LABELS).map(([value, label]) => entry(type, value, label)) : [],
  );
  await initI18n('en');
});
afterEach(cleanup);

const statusTag = async (status: number) => {
  render(<HomeCard section={testSection({ sectionStauts: status })} />);
  return screen.findByText(STATUS_LABELS[status]);
};

describe('home card status', () => {
  it('shows status 7 grey (dark enough for text contrast)', async () => {
    const tag = await statusTag(7);
    expect(tag.style.color).toBe('rgb(89, 89, 89)');
    expect(tag.style.borderColor).toBe('rgb(89, 89, 89)');
  });

  it.each([
    [8, 'rgb(35, 120, 4)'],
    [1, 'rgb(9, 88, 217)'],
    [2, 'rgb(83, 29, 171)'],
  ])('shows status %i in a colour of its own', async (status, colour) => {
    const tag = await statusTag(status);
    expect(tag.style.color).toBe(colour);
    expect(tag.style.borderColor).not.toBe('rgb(89, 89, 89)');
  });
});
