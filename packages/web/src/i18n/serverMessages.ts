import { MESSAGES } from '@portal/domain';
import { defineMessages, type Texts } from './define';

/**
 * The domain's message catalogue (validation and business messages), so that the page warns with the same
 * words the server would answer: `t('messages.passwordWeak')`. Placeholders {x} become i18next's {{x}}.
 */
const placeholders = (texts: Texts): Texts => ({
  zh: texts.zh.replace(/\{(\w+)\}/g, '{{$1}}'),
  en: texts.en.replace(/\{(\w+)\}/g, '{{$1}}'),
  lo: texts.lo.replace(/\{(\w+)\}/g, '{{$1}}'),
});

export default defineMessages('messages', Object.fromEntries(Object.entries(MESSAGES).map(([key, texts]) => [key, placeholders(texts)])) as Record<string, Texts>);
