import { describe, expect, it } from 'vitest';
import { testApp } from '../test/harness';
import { buyer, tenderForm } from '../test/staffSupport';

const t = await testApp();

const create = (token: string, payload: object) => t.call({ method: 'POST', url: '/prod-api/admin/sections', token, payload, locale: 'en' });
const get = (token: string, id: number) => t.call({ method: 'GET', url: `/prod-api/admin/sections/${id}`, token });

describe('per-item fields of the section editor', () => {
  it('stores and reads back price bounds, tax rate, settlement, cost coefficient and measures of an item', async () => {
    const b = await buyer(t);
    const item = { sectorName: '钢管', sectorNumber: '2', maxPrice: '10.5', minPrice: '1', taxRate: '9', settleMethod: 1, isForceSettleMethod: 1, costCoefficient: '1.25', volume: '2.125', volumeUnit: 'm3', weight: '3', weightUnit: 't' };
    const created = await create(b.token, tenderForm(t, { sectorList: [item] }));
    expect(created.code).toBe(200);
    const { data } = await get(b.token, created.data.id);
    expect(data.sectorList[0]).toMatchObject({ maxPrice: '10.50', minPrice: '1.00', taxRate: '9', settleMethod: 1, isForceSettleMethod: 1, costCoefficient: '1.2500', volumeUnit: 'm3', weightUnit: 't' });
  });

  it('refuses a cost coefficient that does not fit, before storing anything', async () => {
    const b = await buyer(t);
    const answer = await create(b.token, tenderForm(t, { sectorList: [{ sectorName: '钢管', sectorNumber: '2', costCoefficient: '1234567' }] }));
    expect(answer.code).toBe(601);
  });
});
