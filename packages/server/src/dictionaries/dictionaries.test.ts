import { describe, expect, it } from 'vitest';
import type { DictItem } from '@portal/domain';
import { testApp } from '../test/harness';

const t = await testApp();
const dict = (type: string, locale?: string) => t.call({ method: 'GET', url: `/prod-api/system/dict/data/type/${type}`, locale });

/** The types the specification names (issue 2, parts 1 and 2), written out here rather than read from the table. */
const SPECIFIED_TYPES = [
  'sys_section_stauts',
  'sys_section_stauts_tenders',
  'sys_currency',
  'sys_section_type',
  'supplier_category',
  'enterprises_type',
  'nature_tax_payer',
  'sys_tax_rate',
  'sys_settle_method',
  'sys_volume_unit',
  'sys_weight_unit',
  'sys_supplier_margin_status',
  'sys_receiving_account_type',
  'sys_bidding_method',
  'bid_announce_question_type',
  'sys_supplier_bid_status',
];

describe('dictionaries', () => {
  it.each(SPECIFIED_TYPES)('serves %s with a label in each of the three languages on every entry', async (type) => {
    const body = await dict(type);
    expect(body.code).toBe(200);
    const entries: DictItem[] = body.data;
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      expect(entry.dictType).toBe(type);
      expect(entry.dictValue, `${type} value`).not.toBe('');
      for (const label of [entry.dictLabel, entry.dictLabelEn, entry.dictLabelLo]) {
        expect(typeof label, `${type} ${entry.dictValue}`).toBe('string');
        expect(label.trim(), `${type} ${entry.dictValue}`).not.toBe('');
      }
    }
    expect(new Set(entries.map((e) => e.dictValue)).size, `${type} values are distinct`).toBe(entries.length);
  });

  it('gives every currency its symbol in remark', async () => {
    const entries: DictItem[] = (await dict('sys_currency')).data;
    for (const entry of entries) expect(entry.remark, entry.dictValue).toMatch(/^\p{Sc}$/u);
    expect(Object.fromEntries(entries.map((e) => [e.dictValue, e.remark]))).toMatchObject({ CNY: '¥', USD: '$', LAK: '₭' });
  });

  it('labels entries in the requested language and keeps the three variants', async () => {
    const zh = await dict('sys_currency');
    const lo = await dict('sys_currency', 'lo');
    const kip = (body: { data: { dictValue: string }[] }) => body.data.find((e) => e.dictValue === 'LAK');
    expect(kip(zh)).toMatchObject({ dictLabel: '老挝基普', dictLabelEn: 'Lao kip', dictLabelLo: 'ກີບລາວ', remark: '₭' });
    expect(kip(lo)).toMatchObject({ dictLabel: 'ກີບລາວ', remark: '₭' });
  });

  it('keeps an admin relabelling when the dictionaries are installed again', async () => {
    const { installDictionaries } = await import('./install');
    await t.db.query("UPDATE dict_data SET dict_label_en = 'Renminbi' WHERE dict_type = 'sys_currency' AND dict_value = 'CNY'");
    await installDictionaries(t.db);
    const body = await dict('sys_currency', 'en');
    expect(body.data.find((e: { dictValue: string }) => e.dictValue === 'CNY').dictLabel).toBe('Renminbi');
  });

  it('answers an unknown type with a localized 404 body', async () => {
    expect(await dict('no_such_type', 'en')).toEqual({ code: 404, msg: 'Unknown dictionary type: no_such_type' });
    expect(await dict('Robert%27);DROP%20TABLE%20dict_data;--', 'en')).toEqual({ code: 601, msg: 'The value of dictType is invalid' });
  });
});
