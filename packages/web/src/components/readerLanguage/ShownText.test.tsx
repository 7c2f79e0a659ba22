import { afterAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { i18n } from '../../i18n';
import { setUpComponentTests } from '../../testing/componentTest';
import { ShownText } from './ShownText';

setUpComponentTests();
afterAll(() => i18n.changeLanguage('en'));

const contact = { business: '商务报价', businessEn: 'Commercial quotations', businessLo: null };
const onlyChinese = { business: '售后服务', businessEn: null, businessLo: null };

/** What a reader of `locale` sees of the record's role: its text, its language attribute and the fallback mark. */
async function seen(record: object, locale: 'zh' | 'en' | 'lo') {
  await i18n.changeLanguage(locale);
  const { container, unmount } = render(
    <p>
      <ShownText record={record} field="business" empty="—" />
    </p>,
  );
  const text = container.querySelector('[lang]');
  const seenText = { text: container.textContent, lang: text?.getAttribute('lang') ?? null, mark: container.querySelector('[title]')?.textContent ?? null };
  unmount();
  return seenText;
}

describe('a text in the reader\'s language', () => {
  it('shows each reader its own variant without a mark', async () => {
    expect(await seen(contact, 'zh')).toEqual({ text: '商务报价', lang: 'zh', mark: null });
    expect(await seen(contact, 'en')).toEqual({ text: 'Commercial quotations', lang: 'en', mark: null });
  });

  it('shows a Lao reader the English variant marked as English, then the Chinese one marked as Chinese', async () => {
    expect(await seen(contact, 'lo')).toEqual({ text: 'Commercial quotations ພາສາອັງກິດ', lang: 'en', mark: 'ພາສາອັງກິດ' });
    expect(await seen(onlyChinese, 'lo')).toEqual({ text: '售后服务 ພາສາຈີນ', lang: 'zh', mark: 'ພາສາຈີນ' });
  });

  it('marks a Chinese fallback for an English reader, and says why in the mark\'s title', async () => {
    expect(await seen(onlyChinese, 'en')).toEqual({ text: '售后服务 in Chinese', lang: 'zh', mark: 'in Chinese' });
    render(<ShownText record={onlyChinese} field="business" />);
    expect(screen.getByText('in Chinese').getAttribute('title')).toBe('Not given in English; shown in another language');
  });

  it('takes a plain text typed in Latin letters for English, marked only for the other readers', async () => {
    const typed = { business: 'Logistics and delivery' };
    expect(await seen(typed, 'en')).toEqual({ text: 'Logistics and delivery', lang: 'en', mark: null });
    expect(await seen(typed, 'zh')).toEqual({ text: 'Logistics and delivery 英文', lang: 'en', mark: '英文' });
  });

  it('shows the empty text when no variant is given', async () => {
    expect(await seen({ business: null, businessEn: '  ' }, 'lo')).toEqual({ text: '—', lang: null, mark: null });
  });
});
