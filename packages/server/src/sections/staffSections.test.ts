import { describe, expect, it } from 'vitest';
import { testApp } from '../test/harness';
import { staff, supplier } from '../certification/testSupport';
import { createSection } from '../test/factories';
import { administrator, buyer, formTime, signInAgain, inquiryForm, sectionStatusOf, signedUp, snapshot, tenderForm } from '../test/staffSupport';

const t = await testApp(); // clock: 2026-06-01 10:00 in Asia/Shanghai
const hour = 3_600_000;
const invalidTime = 'Invalid time: times must be real dates and times written yyyy-MM-dd HH:mm:ss';

const create = (token: string, payload: object, locale = 'en') => t.call({ method: 'POST', url: '/prod-api/admin/sections', token, payload, locale });
const put = (token: string, id: number, payload: object, locale = 'en') => t.call({ method: 'PUT', url: `/prod-api/admin/sections/${id}`, token, payload, locale });
const get = (token: string, id: number) => t.call({ method: 'GET', url: `/prod-api/admin/sections/${id}`, token });
const action = (token: string, id: number, name: string, locale = 'en') => t.call({ method: 'POST', url: `/prod-api/admin/sections/${id}/${name}`, token, locale });

describe('creating and editing a draft', () => {
  it('stores every field with items, details, accounts and settlement, sanitizes the notes and reads it back', async () => {
    const b = await buyer(t);
    const created = await create(b.token, tenderForm(t));
    expect(created).toMatchObject({ code: 200, data: { id: expect.any(Number) } });
    const { data } = await get(b.token, created.data.id);
    expect(data).toMatchObject({
      sectionName: '道路照明设备采购',
      sectionStauts: 0,
      biddingType: 0,
      projectPrice: '500000.00',
      signupStartTime: formTime(t, 1),
      entTime: formTime(t, 72),
      advancePaymentRatio: '30.00',
      sectorList: [{ sectorName: 'LED 路灯', sectorNumber: '120.000000', maxPrice: '3000.00', detailsList: [{ sectorName: '灯杆' }] }],
      receivingAccountList: [{ type: '1', money: '5000.00', bankAccount: '6222000011112222' }],
      settleMethodsList: [{ type: '预付款' }, { type: '到货验收' }, { type: '质保金' }],
    });
    expect(data.projectNotes).toBe('<p>Notes <b>bold</b></p>');
    const [row] = await t.db.query<{ buyer_company_id: number }>('SELECT buyer_company_id FROM section WHERE id = $1', [created.data.id]);
    expect(Number(row.buyer_company_id)).toBe(b.companyId);
  });

  it('replaces a draft on PUT and refuses edits once published', async () => {
    const b = await buyer(t);
    const { data } = await create(b.token, tenderForm(t));
    expect((await put(b.token, data.id, tenderForm(t, { sectionName: '新名称', sectorList: [] }))).code).toBe(200);
    const read = (await get(b.token, data.id)).data;
    expect(read.sectionName).toBe('新名称');
    expect(read.sectorList).toEqual([]);
    await t.db.query('UPDATE section SET section_stauts = 7 WHERE id = $1', [data.id]);
    const before = await snapshot(t);
    expect(await put(b.token, data.id, tenderForm(t))).toEqual({ code: 601, msg: 'Only a draft project can be edited' });
    expect(await snapshot(t)).toEqual(before);
  });

  it('takes back what it reads: a draft read and sent again is unchanged', async () => {
    const b = await buyer(t);
    const form = tenderForm(t, {
      minOrMaxQuotesAmount: '12.3456',
      sectorList: [{ sectorName: '钢管', sectorNumber: '1.5', volume: '2.125', weight: 3, maxPrice: '10', minPrice: '1', detailsList: [{ sectorName: '明细', sectorNumber: 2, budgetAmount: 5 }] }],
      receivingAccountList: [{ type: 2, money: 0, currency: 'USD', bankAccountName: 'a', bankAccount: 'b', openAccountBank: 'c', paymentDeadline: formTime(t, 20) }],
    });
    const id = (await create(b.token, form)).data.id;
    const first = (await get(b.token, id)).data;
    const again = {
      ...first,
      sectorList: first.sectorList.map((s: { outFileList: { id: number }[] }) => ({ ...s, fileIds: s.outFileList.map((f) => f.id) })),
      fileIds: first.fileList.map((f: { id: number }) => f.id),
      sectorFileIds: first.sectorFileList.map((f: { id: number }) => f.id),
    };
    expect((await put(b.token, id, again)).code).toBe(200);
    const second = (await get(b.token, id)).data;
    const comparable = (d: Record<string, any>) => ({
      ...d,
      updateTime: null,
      sectorList: d.sectorList.map((s: Record<string, any>) => ({ ...s, id: null, detailsList: s.detailsList.map((x: object) => ({ ...x, id: null })) })),
      receivingAccountList: d.receivingAccountList.map((a: object) => ({ ...a, id: null })),
    });
    expect(comparable(second)).toEqual(comparable(first));
    expect(second).toMatchObject({ minOrMaxQuotesAmount: '12.3456', sectorList: [{ volume: '2.1250', weight: '3.0000' }], receivingAccountList: [{ type: '2', money: '0.00', paymentDeadline: formTime(t, 20) }] });
  });

  it.each([
    ['sign-up end before its start', { signupStartTime: formTime(t, 5), signupEndTime: formTime(t, 4) }, 'The sign-up must start before it ends'],
    ['sign-up ending after bidding starts', { signupEndTime: formTime(t, 50) }, 'The sign-up must end no later than bidding starts'],
    ['end before start', { startTime: formTime(t, 48), entTime: formTime(t, 40) }, 'The end time must be after the start time'],
    ['bid-file window reversed', { bidFileStartTime: formTime(t, 30), bidFileEndTime: formTime(t, 3) }, 'The bid-file window must start before it ends'],
    ['a negative amount', { projectPrice: '-5' }, 'Amounts must be numbers of at least 0 with at most 2 decimals'],
    ['three decimals', { securityDeposit: '10.123' }, 'Amounts must be numbers of at least 0 with at most 2 decimals'],
    ['a malformed amount', { documentsAmount: '12abc' }, 'Amounts must be numbers of at least 0 with at most 2 decimals'],
    ['ratios not adding up', { warrantyPaymentRatio: '20' }, 'The payment ratios must add up to 100'],
    ['a malformed time', { entTime: '2026-13-01' }, invalidTime],
    ['30 February', { entTime: '2024-02-30 10:00:00' }, invalidTime],
    ['day 99', { startTime: '2024-12-99 10:00:00' }, invalidTime],
    ['hour 25', { signupEndTime: '2026-06-02 25:00:00' }, invalidTime],
    ['month 13 and hour 99', { bidFileEndTime: '2024-13-45 99:99:99' }, invalidTime],
    [
      'a payment deadline that does not exist',
      { receivingAccountList: [{ type: '1', money: '5', currency: 'CNY', bankAccountName: 'a', bankAccount: 'b', openAccountBank: 'c', paymentDeadline: '2026-02-29 10:00:00' }] },
      invalidTime,
    ],
    ['a bid-file window closing after bidding starts', { bidFileEndTime: formTime(t, 49) }, 'The bid-file window must close no later than bidding starts'],
    ['a bid-file window opening before sign-up', { bidFileStartTime: formTime(t, 0.5) }, 'The bid-file window cannot open before sign-up opens'],
    ['a bid file asked of an inquiry', { biddingType: 1, isBiddingCommitFile: 1 }, 'Only a tender can ask for a bid file, not an inquiry'],
  ])('refuses %s and writes nothing', async (_, overrides, msg) => {
    const b = await buyer(t);
    const before = await snapshot(t);
    expect(await create(b.token, tenderForm(t, overrides))).toEqual({ code: 601, msg });
    expect(await snapshot(t)).toEqual(before);
  });

  it('refuses an impossible time in the caller\'s language, on PUT as on POST', async () => {
    const b = await buyer(t);
    const id = (await create(b.token, tenderForm(t))).data.id;
    const before = await snapshot(t);
    expect(await put(b.token, id, tenderForm(t, { entTime: '2024-02-30 10:00:00' }), 'zh')).toEqual({ code: 601, msg: '时间无效：必须是真实存在的日期时间，格式为 yyyy-MM-dd HH:mm:ss' });
    expect(await put(b.token, id, inquiryForm(t, { isBiddingCommitFile: 1 }), 'lo')).toEqual({ code: 601, msg: 'ສະເພາະການປະມູນເທົ່ານັ້ນທີ່ຂໍເອກະສານປະມູນໄດ້, ການສອບລາຄາບໍ່ໄດ້' });
    expect(await snapshot(t)).toEqual(before);
  });

  it('refuses a negative deposit account amount in Chinese', async () => {
    const b = await buyer(t);
    const form = tenderForm(t, { receivingAccountList: [{ type: '1', money: '-1', currency: 'CNY', bankAccountName: 'a', bankAccount: 'b', openAccountBank: 'c' }] });
    expect(await create(b.token, form, 'zh')).toEqual({ code: 601, msg: '金额必须是不小于 0 且最多两位小数的数字' });
  });

  it('refuses a draft from a buyer who belongs to no buyer organization', async () => {
    const token = await staff(t, 'buyer');
    const before = await snapshot(t);
    expect(await create(token, tenderForm(t))).toEqual({ code: 601, msg: 'This buyer account belongs to no buyer organization' });
    expect(await snapshot(t)).toEqual(before);
  });

  it('refuses attachments the caller neither uploaded nor may use', async () => {
    const b = await buyer(t);
    const s = await supplier(t);
    const [{ id: fileId }] = await t.db.query<{ id: number }>(
      "INSERT INTO stored_file (storage_key, file_name, content_type, file_size, owner_user_id) VALUES ('k-' || gen_random_uuid(), 'x.pdf', 'application/pdf', 10, $1) RETURNING id",
      [s.userId],
    );
    expect(await create(b.token, tenderForm(t, { fileIds: [fileId] }))).toEqual({ code: 601, msg: 'Attachments must be files you uploaded or public files' });
  });
});

describe('who sees which sections', () => {
  it('lists a buyer its own company\'s sections, an admin all, with filters and paging', async () => {
    const a = await buyer(t);
    const b = await buyer(t);
    const admin = await administrator(t);
    const mine = (await create(a.token, tenderForm(t, { sectionName: 'Alpha lamps' }))).data.id;
    await create(a.token, inquiryForm(t, { sectionName: 'Alpha paper' }));
    const theirs = (await create(b.token, tenderForm(t, { sectionName: 'Beta lamps' }))).data.id;
    const list = (token: string, query = '') => t.call({ method: 'GET', url: `/prod-api/admin/sections?pageSize=100${query}`, token });
    const names = (r: { rows: { sectionName: string }[] }) => r.rows.map((x) => x.sectionName).sort();
    expect(names(await list(a.token))).toEqual(['Alpha lamps', 'Alpha paper']);
    expect(names(await list(a.token, '&biddingType=0'))).toEqual(['Alpha lamps']);
    expect(names(await list(a.token, '&keyword=PAPER'))).toEqual(['Alpha paper']);
    expect((await list(a.token, '&sectionStauts=0')).total).toBe(2);
    expect((await list(a.token, '&sectionStauts=8')).total).toBe(0);
    expect(names(await list(admin.token, '&keyword=lamps'))).toEqual(expect.arrayContaining(['Alpha lamps', 'Beta lamps']));
    expect(await get(a.token, theirs)).toMatchObject({ code: 404 });
    expect(await put(a.token, theirs, tenderForm(t))).toMatchObject({ code: 404 });
    expect((await get(admin.token, mine)).code).toBe(200);
  });
});

describe('publishing', () => {
  it('publishes a tender as announced and lets the clock open sign-up', async () => {
    const b = await buyer(t);
    const { data } = await create(b.token, tenderForm(t));
    expect(await action(b.token, data.id, 'publish')).toMatchObject({ code: 200, data: { sectionStauts: 7 } });
    const [row] = await t.db.query<{ release_time: Date; next_clock_at: Date }>('SELECT release_time, next_clock_at FROM section WHERE id = $1', [data.id]);
    expect(new Date(row.release_time).getTime()).toBe(t.clock.now().getTime());
    expect(new Date(row.next_clock_at).getTime()).toBe(t.clock.now().getTime() + hour);
    expect((await t.call({ method: 'GET', url: `/prod-api/system/section/getSectionByIdWithAuth/${data.id}` })).code).toBe(200);
    expect(await action(b.token, data.id, 'publish')).toEqual({ code: 601, msg: 'Only a draft project can be published' });
  });

  it('publishes an inquiry straight into quoting', async () => {
    const b = await buyer(t);
    const { data } = await create(b.token, inquiryForm(t));
    expect(await action(b.token, data.id, 'publish')).toMatchObject({ code: 200, data: { sectionStauts: 1 } });
  });

  it.each([
    ['no Chinese name', { sectionName: '' }, 'Enter the project name in Chinese before publishing'],
    ['no organization', { organization: '' }, 'Enter the procuring organization before publishing'],
    ['no item', { sectorList: [] }, 'Add at least one item before publishing'],
    ['no sign-up times', { signupStartTime: null, signupEndTime: null }, 'Enter every sign-up and quotation time before publishing'],
    ['no bid-file window', { bidFileStartTime: null, bidFileEndTime: null }, 'Enter the start and end of the bid-file window before publishing'],
    ['an other qualification without its Chinese description', { isQualificationOther: 1, qualificationOtherDescribeEn: 'Safety licence' }, 'Describe the other qualification required (in Chinese) before publishing'],
    [
      'a deposit but no security-deposit account',
      { receivingAccountList: [{ type: '2', money: '200.00', currency: 'CNY', bankAccountName: 'a', bankAccount: 'b', openAccountBank: 'c' }] },
      'The project asks for a security deposit: add a security-deposit receiving account before publishing',
    ],
  ])('refuses to publish a draft with %s, changing nothing', async (_, overrides, msg) => {
    const b = await buyer(t);
    const { data } = await create(b.token, tenderForm(t, overrides));
    const before = await snapshot(t);
    expect(await action(b.token, data.id, 'publish')).toEqual({ code: 601, msg });
    expect(await snapshot(t)).toEqual(before);
    expect(await sectionStatusOf(t, data.id)).toBe(0);
  });

  it('refuses to publish once the quotation end has passed', async () => {
    const b = await buyer(t);
    const { data } = await create(b.token, inquiryForm(t, { entTime: formTime(t, -1), startTime: formTime(t, -2) }));
    expect(await action(b.token, data.id, 'publish', 'lo')).toMatchObject({ code: 601, msg: 'ເວລາປິດສະເໜີລາຄາຜ່ານໄປແລ້ວ: ບໍ່ສາມາດເຜີຍແຜ່ໂຄງການໄດ້' });
  });
});

describe('suspend, resume, abandon, close', () => {
  it('suspends, keeps the clock off, resumes to where the clock says and refuses wrong states', async () => {
    const b = await buyer(t);
    const { data } = await create(b.token, tenderForm(t));
    const id = data.id;
    expect(await action(b.token, id, 'resume')).toEqual({ code: 601, msg: 'Only a suspended project can be resumed' });
    expect(await action(b.token, id, 'suspend')).toEqual({ code: 601, msg: 'The project cannot be suspended in its current status' });
    await action(b.token, id, 'publish');
    expect(await action(b.token, id, 'suspend')).toMatchObject({ code: 200, data: { sectionStauts: 15 } });
    t.clock.advance(2 * hour);
    await t.call({ method: 'GET', url: `/prod-api/system/section/triggerUpdateStatus/${id}` });
    expect(await sectionStatusOf(t, id)).toBe(15);
    const token = await signInAgain(t, b.userName);
    expect(await action(token, id, 'suspend')).toMatchObject({ code: 601 });
    expect(await action(token, id, 'resume')).toMatchObject({ code: 200, data: { sectionStauts: 8 } });
    t.clock.advance(-2 * hour);
  });

  it('abandons a section and ends its open sign-ups, but not finished ones', async () => {
    const b = await buyer(t);
    const id = await createSection(t.db, { buyer_company_id: b.companyId, section_stauts: 8 });
    const open = await signedUp(t, id, 5);
    const withdrawn = await signedUp(t, id, -1);
    expect(await action(b.token, id, 'abandon')).toMatchObject({ code: 200, data: { sectionStauts: 6 } });
    const statuses = await t.db.query<{ id: number; s: number }>('SELECT id, supplier_bid_status AS s FROM signup WHERE section_id = $1 ORDER BY id', [id]);
    expect(statuses.map((r) => r.s)).toEqual([14, -1]);
    expect([open.signupId, withdrawn.signupId]).toEqual(statuses.map((r) => Number(r.id)));
    expect(await action(b.token, id, 'abandon')).toEqual({ code: 601, msg: 'The project cannot be abandoned in its current status' });
    expect(await action(b.token, id, 'close')).toEqual({ code: 601, msg: 'The project cannot be closed in its current status' });
  });

  it('closes a section with published results', async () => {
    const b = await buyer(t);
    const id = await createSection(t.db, { buyer_company_id: b.companyId, section_stauts: 13 });
    expect(await action(b.token, id, 'close')).toMatchObject({ code: 200, data: { sectionStauts: 14 } });
  });
});
