import type { ReactNode } from 'react';
import { Form, Input } from 'antd';
import type { FormItemProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@portal/domain';

const SUFFIX: Record<Locale, string> = { zh: '', en: 'En', lo: 'Lo' };
const LANGUAGES: Locale[] = ['zh', 'en', 'lo'];

/**
 * The three inputs of a text typed in zh, en and lo (`name`, `nameEn`, `nameLo`), each labelled with its
 * language; the rules of `first` apply to the plain (first) one, the others are optional.
 */
export function TextVariants({
  path = [],
  name,
  label,
  first,
  input,
}: {
  /** Where the fields sit in the form, when nested (an attachment's titles: ['fileTitle', fileId]). */
  path?: (string | number)[];
  name: string;
  label: string;
  /** Props of the first (plain) item: its rules, validation status and help. */
  first?: Partial<FormItemProps>;
  /** The input of each language (default: a one-line input). */
  input?: (lang: Locale) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      {LANGUAGES.map((lang) => (
        <Form.Item key={lang} name={[...path, name + SUFFIX[lang]]} label={t('common.readerLanguage.labelIn', { label, language: t(`common.readerLanguage.language.${lang}`) })} {...(lang === 'zh' ? first : {})}>
          {input ? input(lang) : <Input lang={lang} />}
        </Form.Item>
      ))}
    </>
  );
}
