import type { DomainSchema } from '../../hooks/useDomainRules';

/** The file fields of the certification forms; an untouched one is an empty list. */
export const FILE_FIELDS = [
  'businessLicenseFileList',
  'corporateIdCardFront',
  'corporateIdCardOpposite',
  'authorizationFileList',
  'agencyLicenseFileList',
  'productionLicenseFileList',
  'threeYearsFinancialReprotFileList',
] as const;

/**
 * A domain schema as a form checks it: empty text reads as not given (the certification schemas treat
 * both alike, and an optional choice refuses ''), unset file lists read as empty lists (so its own
 * "please upload" rules speak rather than a type error).
 */
export function formSchema<Out>(schema: DomainSchema<Out>): DomainSchema<Out> {
  return {
    shape: schema.shape,
    safeParse: (value) => {
      const v = Object.fromEntries(Object.entries(value as Record<string, unknown>).filter(([, x]) => x !== ''));
      for (const f of FILE_FIELDS) if (f in schema.shape && !Array.isArray(v[f])) v[f] = [];
      return schema.safeParse(v);
    },
  };
}
