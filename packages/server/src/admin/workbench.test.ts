import { describe, expect, it } from 'vitest';
import { testApp } from '../test/harness';
import { login } from '../accounts/testSupport';
import { createSection, createSector } from '../test/factories';
import { administrator, bidStatusOf, buyer, formTime, quote, signedUp, snapshot } from './testSupport';

const t = await testApp(); // clock: 2026-06-01 10:00 in Asia/Shanghai
const hour = 3_600_000;

const post = (token: string, url: string, payload: object = {}, locale = 'en') => t.call({ method: 'POST', url: '/prod-api' + url, token, payload, locale });
const get = (token: string, url: string) => t.call({ method: 'GET', url: '/prod-api' + url, token, locale: 'en' });

/** A section of the buyer in `status` requiring base files and qualification, with one item. */
async function section(companyId: number, columns: Record<string, unknown> = {}) {
  const id = await createSection(t.db, { buyer_company_id: companyId, is_qualification_tec: 1, is_qualification_business_license: 1, ...columns });
  await createSector(t.db, id);
  return id;
}

describe('stage reviews', () => {
  it('rejects with the remark the supplier reads, passes to the next stage, and lists the queue with files', async () => {
    const b = await buyer(t);
    const id = await section(b.companyId);
    const s = await signedUp(t, id, 3);
    const [{ id: file }] = await t.db.query<{ id: number }>(
      "INSERT INTO stored_file (storage_key, file_name, content_type, file_size, owner_user_id) VALUES ('rv-' || gen_random_uuid(), 'tech.pdf', 'application/pdf', 10, $1) RETURNING id",
      [s.userId],
    );
    await t.db.query('UPDATE signup SET sup_tec_file_ids = $2 WHERE id = $1', [s.signupId, [file]]);
    const queue = await get(b.token, `/admin/signups?sectionId=${id}&stage=baseFiles`);
    expect(queue).toMatchObject({ code: 200, total: 1, rows: [{ signupId: s.signupId, stage: 'baseFiles', companyName: expect.any(String), files: { supTecFileList: [{ id: file, fileName: 'tech.pdf' }] } }] });
    expect((await get(b.token, `/admin/signups?sectionId=${id}&stage=payment`)).total).toBe(0);

    expect(await post(b.token, `/admin/signups/${s.signupId}/review`, { stage: 'baseFiles', pass: false, remark: '  ' })).toMatchObject({ code: 601 });
    const rejected = await post(b.token, `/admin/signups/${s.signupId}/review`, { stage: 'baseFiles', pass: false, remark: 'Licence unreadable' });
    expect(rejected).toMatchObject({ code: 200, data: { supplierBidStatus: 4 } });
    const [row] = await t.db.query<{ r: string }>('SELECT base_file_review_remark AS r FROM signup WHERE id = $1', [s.signupId]);
    expect(row.r).toBe('Licence unreadable');
    await t.db.query('UPDATE signup SET supplier_bid_status = 3 WHERE id = $1', [s.signupId]);
    expect((await post(b.token, `/admin/signups/${s.signupId}/review`, { stage: 'baseFiles', pass: true })).data.supplierBidStatus).toBe(5);
  });

  it('refuses a review of a stage the sign-up is not in, and changes nothing', async () => {
    const b = await buyer(t);
    const id = await section(b.companyId);
    const s = await signedUp(t, id, 3);
    const before = await snapshot(t);
    expect(await post(b.token, `/admin/signups/${s.signupId}/review`, { stage: 'payment', pass: true })).toEqual({
      code: 601,
      msg: 'The sign-up is not waiting for this review; nothing was changed',
    });
    expect(await post(b.token, `/admin/signups/${s.signupId}/review`, { stage: 'qualification', pass: false, remark: 'x' }, 'zh')).toEqual({
      code: 601,
      msg: '该报名当前不在此阶段的审核中，未做任何修改',
    });
    expect(await post(b.token, `/admin/signups/${s.signupId}/review`, { stage: 'nonsense', pass: true })).toMatchObject({ code: 601 });
    expect(await snapshot(t)).toEqual(before);
    expect(await bidStatusOf(t, s.signupId)).toBe(3);
  });

  it('answers another buyer\'s sign-up as absent', async () => {
    const owner = await buyer(t);
    const other = await buyer(t);
    const s = await signedUp(t, await section(owner.companyId), 3);
    expect(await post(other.token, `/admin/signups/${s.signupId}/review`, { stage: 'baseFiles', pass: true })).toMatchObject({ code: 404 });
    expect((await get(other.token, '/admin/signups?stage=baseFiles')).rows.map((r: { signupId: number }) => r.signupId)).not.toContain(s.signupId);
  });
});

describe('extra quoting rounds', () => {
  it('appoints suppliers who quoted after quoting ended, and the clock clears the appointment at its end', async () => {
    const b = await buyer(t);
    const id = await section(b.companyId, { section_stauts: 2 });
    const quoted = await signedUp(t, id, 19);
    await quote(t, quoted.signupId, '100.00');
    const never = await signedUp(t, id, 14);
    const before = await snapshot(t);
    expect(await post(b.token, `/admin/sections/${id}/rounds`, { signupIds: [never.signupId], endTime: formTime(t, 2) })).toEqual({ code: 601, msg: 'Only suppliers who have quoted can be appointed' });
    expect(await post(b.token, `/admin/sections/${id}/rounds`, { signupIds: [quoted.signupId], endTime: formTime(t, -1) })).toEqual({ code: 601, msg: 'The extra round must end in the future' });
    expect(await snapshot(t)).toEqual(before);

    expect(await post(b.token, `/admin/sections/${id}/rounds`, { signupIds: [quoted.signupId], endTime: formTime(t, 2) })).toMatchObject({ code: 200 });
    const appointed = async () => (await t.db.query<{ a: number }>('SELECT is_appoint_supplier_quotation_ing AS a FROM signup WHERE id = $1', [quoted.signupId]))[0].a;
    expect(await appointed()).toBe(1);
    expect(await post(b.token, `/admin/sections/${id}/rounds`, { signupIds: [quoted.signupId], endTime: formTime(t, 3) })).toEqual({ code: 601, msg: 'An extra round is already running' });
    t.clock.advance(2 * hour);
    await t.call({ method: 'GET', url: `/prod-api/system/section/triggerUpdateStatus/${id}` });
    expect(await appointed()).toBe(0);
    t.clock.advance(-2 * hour);
  });

  it('refuses an extra round while quoting is still open', async () => {
    const b = await buyer(t);
    const id = await section(b.companyId, { section_stauts: 1 });
    const quoted = await signedUp(t, id, 15);
    await quote(t, quoted.signupId, '100.00');
    expect(await post(b.token, `/admin/sections/${id}/rounds`, { signupIds: [quoted.signupId], endTime: formTime(t, 2) })).toEqual({
      code: 601,
      msg: 'Suppliers can be appointed to an extra round only after quoting has ended',
    });
  });
});

describe('questions and appeals', () => {
  it('answers a submitted question once, signed with the staff user\'s name, phone and time', async () => {
    const b = await buyer(t);
    const id = await section(b.companyId);
    const s = await signedUp(t, id, 1);
    const insert = (status: number) =>
      t.db.query<{ id: number }>(
        `INSERT INTO question (section_id, user_id, company_id, problem_description, create_by_name, status, create_time, update_time)
         VALUES ($1, $2, $3, 'When is delivery?', '王明', $4, $5, $5) RETURNING id`,
        [id, s.userId, s.companyId, status, t.clock.now()],
      );
    const [{ id: q }] = await insert(2);
    await insert(1);
    const list = await get(b.token, `/admin/questions?sectionId=${id}`);
    expect(list).toMatchObject({ total: 1, rows: [{ id: q, status: 2, problemDescription: 'When is delivery?' }] });
    expect(await post(b.token, `/admin/questions/${q}/reply`, { problemReply: ' ' })).toEqual({ code: 601, msg: 'Please enter the reply' });
    expect(await post(b.token, `/admin/questions/${q}/reply`, { problemReply: 'Within 30 days.' })).toMatchObject({ code: 200, data: { status: 3 } });
    const [row] = await t.db.query<Record<string, any>>('SELECT status, problem_reply, reply_name, reply_phonenumber, reply_time FROM question WHERE id = $1', [q]);
    expect(row).toMatchObject({ status: 3, problem_reply: 'Within 30 days.', reply_name: expect.stringContaining('采购员'), reply_phonenumber: expect.stringMatching(/^137\d{8}$/) });
    expect(new Date(row.reply_time).getTime()).toBe(t.clock.now().getTime());
    expect(await post(b.token, `/admin/questions/${q}/reply`, { problemReply: 'Again' })).toEqual({ code: 601, msg: 'Only a submitted question without a reply can be answered' });
    expect((await get(b.token, `/admin/questions?sectionId=${id}&status=3`)).rows[0]).toMatchObject({ problemReply: 'Within 30 days.', replyTime: '2026-06-01 10:00:00' });
  });

  it('answers an appeal once', async () => {
    const b = await buyer(t);
    const id = await section(b.companyId);
    const s = await signedUp(t, id, 1);
    const [{ id: appeal }] = await t.db.query<{ id: number }>(
      "INSERT INTO appeal (section_id, signup_id, user_id, company_id, type, problem_description, create_time) VALUES ($1, $2, $3, $4, '1', 'Unfair specification', $5) RETURNING id",
      [id, s.signupId, s.userId, s.companyId, t.clock.now()],
    );
    expect((await get(b.token, `/admin/appeals?sectionId=${id}`)).rows).toMatchObject([{ id: appeal, type: '1', status: 1 }]);
    expect(await post(b.token, `/admin/appeals/${appeal}/reply`, { problemReply: 'Reviewed.' })).toMatchObject({ code: 200, data: { status: 2 } });
    expect(await post(b.token, `/admin/appeals/${appeal}/reply`, { problemReply: 'Again' })).toEqual({ code: 601, msg: 'This appeal has already been answered' });
    const other = await buyer(t);
    expect(await post(other.token, `/admin/appeals/${appeal}/reply`, { problemReply: 'x' })).toMatchObject({ code: 404 });
  });
});

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

describe('administration', () => {
  it('lets an admin add and relabel dictionary entries in three languages, and refuses buyers', async () => {
    const admin = await administrator(t);
    const b = await buyer(t);
    const entry = { dictType: 'sys_receiving_account_type', dictValue: '9', dictLabel: '履约保证金', dictLabelEn: 'Performance bond', dictLabelLo: 'ເງິນຄ້ຳປະກັນການປະຕິບັດສັນຍາ' };
    expect(await post(b.token, '/admin/dictionaries', entry)).toMatchObject({ code: 403 });
    const created = await post(admin.token, '/admin/dictionaries', entry);
    expect(created).toMatchObject({ code: 200, data: { id: expect.any(Number) } });
    expect(await post(admin.token, '/admin/dictionaries', entry)).toEqual({ code: 601, msg: 'This dictionary value exists already' });
    expect(await post(admin.token, '/admin/dictionaries', { ...entry, dictValue: '10', dictLabelLo: '' })).toMatchObject({ code: 601 });
    const relabel = await t.call({ method: 'PUT', url: `/prod-api/admin/dictionaries/${created.data.id}`, token: admin.token, payload: { ...entry, dictLabelEn: 'Performance guarantee' } });
    expect(relabel.code).toBe(200);
    const lo = await t.call({ method: 'GET', url: '/prod-api/system/dict/data/type/sys_receiving_account_type', locale: 'en' });
    expect(lo.data.find((e: { dictValue: string }) => e.dictValue === '9').dictLabel).toBe('Performance guarantee');
    const list = await get(admin.token, '/admin/dictionaries?dictType=sys_receiving_account_type');
    expect(list.rows.map((r: { dictValue: string }) => r.dictValue)).toEqual(['1', '2', '3', '9']);
  });

  it('lets an admin create, disable and re-enable staff users', async () => {
    const admin = await administrator(t);
    const b = await buyer(t);
    const form = { userName: 'newbuyer', nickName: '新采购', password: 'Buyer@2026', role: 'buyer', companyId: b.companyId };
    expect(await post(b.token, '/admin/users', form)).toMatchObject({ code: 403 });
    const created = await post(admin.token, '/admin/users', form);
    expect(created).toMatchObject({ code: 200 });
    expect(await post(admin.token, '/admin/users', form)).toEqual({ code: 601, msg: 'This user name is already taken' });
    expect(await post(admin.token, '/admin/users', { ...form, userName: 'short', password: '1' })).toMatchObject({ code: 601 });
    const token = await login(t, 'newbuyer', 'Buyer@2026');
    expect((await get(token, '/admin/sections')).code).toBe(200);
    const put = (payload: object) => t.call({ method: 'PUT', url: `/prod-api/admin/users/${created.data.id}`, token: admin.token, payload });
    expect((await put({ status: 1 })).code).toBe(200);
    expect((await get(token, '/admin/sections')).code).toBe(401);
    expect((await put({ status: 0 })).code).toBe(200);
    expect((await get(await login(t, 'newbuyer', 'Buyer@2026'), '/admin/sections')).code).toBe(200);
    const users = await get(admin.token, '/admin/users?pageSize=100');
    expect(users.rows.find((u: { userName: string }) => u.userName === 'newbuyer')).toMatchObject({ role: 'buyer', status: 0, companyId: b.companyId });
    expect(await t.call({ method: 'PUT', url: `/prod-api/admin/users/${admin.userId}`, token: admin.token, payload: { status: 1 }, locale: 'en' })).toEqual({
      code: 601,
      msg: 'You cannot disable your own account',
    });
  });
});
