import { describe, expect, it } from 'vitest';
import { localized, parseLocale } from './localized';
import { DICTIONARIES } from './dictionaries';
import { MESSAGES, translate } from './messages';
import { LOCALES } from './constants';

describe('localized', () => {
  const section = { sectionName: '水泥采购', sectionNameEn: 'Cement purchase', sectionNameLo: '' };
  it('reads the variant of the language', () => {
    expect(localized(section, 'sectionName', 'en')).toBe('Cement purchase');
    expect(localized(section, 'sectionName', 'zh')).toBe('水泥采购');
  });
  it('falls back to the plain value when a variant is empty', () => {
    expect(localized(section, 'sectionName', 'lo')).toBe('水泥采购');
  });
  it('parses the language header, defaulting to zh', () => {
    expect(parseLocale('en-US')).toBe('en');
    expect(parseLocale('lo')).toBe('lo');
    expect(parseLocale('fr')).toBe('zh');
    expect(parseLocale(undefined)).toBe('zh');
  });
});

describe('catalogues', () => {
  it('has every message in the three languages, with the same placeholders', () => {
    for (const [key, texts] of Object.entries(MESSAGES)) {
      const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
      for (const locale of LOCALES) {
        expect(texts[locale].trim(), `${key}.${locale}`).not.toBe('');
        expect(placeholders(texts[locale]), `${key}.${locale}`).toEqual(placeholders(texts.zh));
      }
    }
  });
  it('fills placeholders', () => {
    expect(translate('searchTooLong', 'en', { max: 100 })).toBe('The search text cannot be longer than 100 characters');
  });
  it('labels every dictionary entry in the three languages, values unique within a type', () => {
    for (const [type, entries] of Object.entries(DICTIONARIES)) {
      expect(new Set(entries.map((e) => e.dictValue)).size, type).toBe(entries.length);
      for (const e of entries) for (const label of [e.dictLabel, e.dictLabelEn, e.dictLabelLo]) expect(label.trim(), `${type}.${e.dictValue}`).not.toBe('');
    }
  });
  it('names every dictionary type of the specification', () => {
    expect(Object.keys(DICTIONARIES).sort()).toEqual(
      [
        'sys_section_stauts', 'sys_section_stauts_tenders', 'sys_currency', 'sys_section_type', 'supplier_category', 'enterprises_type',
        'nature_tax_payer', 'sys_tax_rate', 'sys_settle_method', 'sys_volume_unit', 'sys_weight_unit', 'sys_supplier_margin_status',
        'sys_receiving_account_type', 'sys_bidding_method', 'bid_announce_question_type', 'sys_supplier_bid_status',
      ].sort(),
    );
  });
  it('gives every currency its symbol', () => {
    for (const e of DICTIONARIES.sys_currency) expect(e.remark).toBeTruthy();
  });
});
