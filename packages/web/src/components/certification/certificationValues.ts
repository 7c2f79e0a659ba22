import { useTranslation } from 'react-i18next';
import { useDict } from '../../hooks/useDict';

/** The dictionary of each select of the enterprise certification form, by field name. */
export const CERTIFICATION_DICT_OF = { category: 'supplier_category', enterpriseType: 'enterprises_type', natureTaxpayer: 'nature_tax_payer' } as const;
type DictField = keyof typeof CERTIFICATION_DICT_OF;

/** The dictionaries of the certification form's selects (labels in the current language). */
export function useCertificationDicts() {
  return { supplier_category: useDict('supplier_category'), enterprises_type: useDict('enterprises_type'), nature_tax_payer: useDict('nature_tax_payer') };
}
export type CertificationDicts = ReturnType<typeof useCertificationDicts>;

/**
 * A stored value of a certification form field as people read it: the dictionary label of a select, yes / no,
 * the kind of identity document, the bid contacts one after another; other values as they are. Shared by the
 * supplier's summary step and the reviewer's panel, so both show the same words.
 */
export function certificationValueText(name: string, value: unknown, dicts: CertificationDicts, t: (key: string, options?: Record<string, unknown>) => string): string {
  const text = String(value);
  if (name in CERTIFICATION_DICT_OF) return dicts[CERTIFICATION_DICT_OF[name as DictField]].label(value) || text;
  if (name === 'trial') return t(text === '1' ? 'certification.yes' : 'certification.no');
  if (name === 'isLegalRepresentative') return t(text === 'Y' ? 'certification.yes' : 'certification.no');
  if (name === 'idType') return t(`certification.idTypes.${text}`, { defaultValue: text });
  if (name === 'bpmNameStr') return text.split(',').filter(Boolean).join(', ');
  return text;
}

/** The dictionaries and a reader of certification values in the current language (see certificationValueText). */
export function useCertificationValues() {
  const { t } = useTranslation();
  const dicts = useCertificationDicts();
  return { dicts, text: (name: string, value: unknown) => certificationValueText(name, value, dicts, t) };
}
