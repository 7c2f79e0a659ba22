import { describe, expect, it } from 'vitest';
import { inReaderLanguage, languageMarks, localized, parseLocale, remarkVariants, scriptLanguage, textInReaderLanguage } from './localized';
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

describe('data in the reader\'s language', () => {
  const contact = { business: '商务报价', businessEn: 'Commercial quotations', businessLo: '' };
  it('shows each reader its own variant, unmarked', () => {
    expect(inReaderLanguage(contact, 'business', 'zh')).toEqual({ text: '商务报价', lang: 'zh', fallback: false });
    expect(inReaderLanguage(contact, 'business', 'en')).toEqual({ text: 'Commercial quotations', lang: 'en', fallback: false });
  });
  it('shows a Lao reader English before Chinese when Lao is missing, marked as a fallback', () => {
    expect(inReaderLanguage(contact, 'business', 'lo')).toEqual({ text: 'Commercial quotations', lang: 'en', fallback: true });
    expect(inReaderLanguage({ business: '售后服务' }, 'business', 'lo')).toEqual({ text: '售后服务', lang: 'zh', fallback: true });
    expect(inReaderLanguage({ business: '售后服务', businessLo: 'ບໍລິການຫຼັງການຂາຍ' }, 'business', 'en')).toEqual({ text: '售后服务', lang: 'zh', fallback: true });
  });
  it('reads the language of the plain text from its script, so an English remark typed first is not taken for Chinese', () => {
    expect(scriptLanguage('Financial report unsigned')).toBe('en');
    expect(scriptLanguage('ເອກະສານບໍ່ຄົບ')).toBe('lo');
    expect(scriptLanguage('营业执照 p. 2')).toBe('zh');
    expect(scriptLanguage('2026')).toBe('zh');
    expect(inReaderLanguage({ remark: 'Financial report unsigned' }, 'remark', 'en')).toEqual({ text: 'Financial report unsigned', lang: 'en', fallback: false });
    expect(inReaderLanguage({ remark: 'Financial report unsigned' }, 'remark', 'zh')).toEqual({ text: 'Financial report unsigned', lang: 'en', fallback: true });
  });
  it('gives nothing, unmarked, when no variant is given', () => {
    expect(inReaderLanguage({ remark: null, remarkEn: '  ' }, 'remark', 'lo')).toEqual({ text: '', lang: null, fallback: false });
    expect(languageMarks({ remark: null }, ['remark'], 'en')).toEqual({ remarkLang: null });
  });
  it('writes a fallback into a text with its language named in the reader\'s language', () => {
    expect(textInReaderLanguage(contact, 'business', 'lo')).toBe('Commercial quotations (ພາສາອັງກິດ)');
    expect(textInReaderLanguage({ business: '售后服务' }, 'business', 'en')).toBe('售后服务 (in Chinese)');
    expect(textInReaderLanguage({ business: 'After-sales' }, 'business', 'zh')).toBe('After-sales（英文）');
    expect(textInReaderLanguage(contact, 'business', 'en')).toBe('Commercial quotations');
  });
  it('stores a remark\'s blank variants as null', () => {
    expect(remarkVariants({ remark: ' 缺少签字 ', remarkEn: ' ', remarkLo: 'ບໍ່ມີລາຍເຊັນ' })).toEqual({ remark: '缺少签字', remarkEn: null, remarkLo: 'ບໍ່ມີລາຍເຊັນ' });
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
