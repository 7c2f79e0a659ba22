import { describe, expect, it } from 'vitest';
import { testApp } from '../test/harness';
import { login } from '../accounts/testSupport';
import { DEMO_PASSWORD, seedDemoAccounts } from '../accounts/demoAccounts';
import { seedDemoData } from '../seed/demo';

const t = await testApp();

describe('the demo workbench', () => {
  it('gives the demo buyer the seeded sections, drafts included', async () => {
    await seedDemoAccounts(t.db, t.clock.now());
    const seeded = await seedDemoData(t.db, t.storage, t.clock.now());
    const token = await login(t, 'buyer', DEMO_PASSWORD);
    const list = await t.call({ method: 'GET', url: '/prod-api/admin/sections?pageSize=100', token });
    expect(list.code).toBe(200);
    expect(list.total).toBe(seeded!.sections);
    expect((await t.call({ method: 'GET', url: '/prod-api/admin/sections?sectionStauts=0', token })).total).toBe(seeded!.drafts);
  });
});
