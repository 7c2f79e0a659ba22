import { describe, expect, it } from 'vitest';
import { testApp } from '../test/harness';
import { administrator, buyer, buyerSection } from '../test/staffSupport';

const t = await testApp(); // clock: 2026-06-01 10:00 in Asia/Shanghai

const post = (token: string, url: string, payload: object = {}, locale = 'en') => t.call({ method: 'POST', url: '/prod-api' + url, token, payload, locale });
const get = (token: string, url: string) => t.call({ method: 'GET', url: '/prod-api' + url, token, locale: 'en' });

const section = (companyId: number, columns: Record<string, unknown> = {}) => buyerSection(t, companyId, columns);

describe('audit log', () => {
  it('shows a buyer the trail of its own sections only; other entities are for admins', async () => {
    const b = await buyer(t);
    const other = await buyer(t);
    const admin = await administrator(t);
    const id = await section(b.companyId, { section_stauts: 8 });
    await post(b.token, `/admin/sections/${id}/suspend`);
    const trail = await get(b.token, `/admin/audit?entity=section&id=${id}`);
    expect(trail.rows).toMatchObject([{ entity: 'section', entityId: id, action: 'suspend', before: { sectionStauts: 8 }, after: { sectionStauts: 15 }, actorName: expect.any(String) }]);
    expect(await get(other.token, `/admin/audit?entity=section&id=${id}`)).toMatchObject({ code: 404 });
    expect(await get(b.token, `/admin/audit?entity=app_user&id=${b.userId}`)).toMatchObject({ code: 404 });
    expect((await get(admin.token, `/admin/audit?entity=section&id=${id}`)).total).toBe(1);
    expect(await get(b.token, '/admin/audit?entity=section')).toMatchObject({ code: 601 });
  });
});
