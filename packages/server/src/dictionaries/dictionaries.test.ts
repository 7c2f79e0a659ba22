import { describe, expect, it } from 'vitest';
import { DICT_TYPES } from '@portal/domain';
import { testApp } from '../test/harness';

const t = await testApp();
const dict = (type: string, locale?: string) => t.call({ method: 'GET', url: `/prod-api/system/dict/data/type/${type}`, locale });

describe('dictionaries', () => {
  it('serves every dictionary type the specification names', async () => {
    for (const type of DICT_TYPES) {
      const body = await dict(type);
      expect(body.code, type).toBe(200);
      expect(body.data.length, type).toBeGreaterThan(0);
    }
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
