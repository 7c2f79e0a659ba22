import { describe, expect, it } from 'vitest';
import { testApp } from '../test/harness';
import { buyerCaller, clockTo, supplierCaller, type SupplierCaller } from '../test/lifecycleSupport';
import { inquiryForm, signedUp, tenderForm } from '../test/staffSupport';
import { runMailJobs } from './mailQueue';
import { scanWindows } from './windows';
import { eventsOf, mailTo, notifications, unread } from './testSupport';

/** Notifications (issue 15): each event once, in the portal and by e-mail as the user's preferences say. */
const t = await testApp(); // clock: 2026-06-01 10:00 in Asia/Shanghai
const start = t.clock.now().getTime();
const emailOf = async (userId: number) => (await t.db.query<{ email: string }>('SELECT email FROM app_user WHERE id = $1', [userId]))[0].email;
const sendMail = () => runMailJobs(t.db, t.app.mailer, t.clock.now());

describe('events of a section, from sign-up to refund', () => {
  it('tells suppliers and the buyer of each event once, and mails them in their language', async () => {
    const b = await buyerCaller(t);
    const form = inquiryForm(t, {
      successfulBidderMethod: 2,
      isQualificationBusinessLicense: 1,
      sectorList: [{ sectorName: '打印纸', sectorNameEn: 'Printing paper', sectorNameLo: 'ເຈ້ຍພິມ', sectorNumber: '50', sectorUnits: '箱' }],
      sectionNameEn: 'Office supplies',
      sectionNameLo: 'ເຄື່ອງໃຊ້ຫ້ອງການ',
      receivingAccountList: [{ type: '1', money: '800.00', currency: 'CNY', bankAccountName: '采购中心', bankAccount: '6222000011113333', openAccountBank: '中国银行万象分行' }],
    });
    const sectionId = (await b.post('/admin/sections', form)).data.id as number;
    const x = await supplierCaller(t, 'Xenon Office Supply Co');
    const y = await supplierCaller(t, 'Yellow Paper Co');
    const follower = await supplierCaller(t, 'Watching Co');
    expect(await follower.post('/follow', { sectionId: sectionId })).toMatchObject({ code: 404 }); // a draft cannot be followed
    expect(await b.post(`/admin/sections/${sectionId}/publish`)).toMatchObject({ code: 200, data: { sectionStauts: 1 } });
    expect(await follower.post('/follow', { sectionId })).toMatchObject({ code: 200 });
    const [paper] = (await b.get(`/admin/sections/${sectionId}`)).data.sectorList.map((s: { id: number }) => s.id);
    const [account] = (await b.get(`/admin/sections/${sectionId}`)).data.receivingAccountList.map((a: { id: number }) => a.id);

    // Y reads the portal in Lao: its mail is written in Lao.
    expect(await unread(t, y.token, 'lo')).toBe(0);
    const sx = (await x.post('/quotation/signup', { sectionId })).data.id as number;
    const sy = (await y.post('/quotation/signup', { sectionId })).data.id as number;
    for (const [s, id] of [[x, sx], [y, sy]] as [SupplierCaller, number][]) {
      expect(await s.post('/quotation/signup/submitQualification', { id, sectionId, qualificationBusinessLicenseFileList: [await s.upload('licence.pdf')] })).toMatchObject({ code: 200 });
    }
    // The buyer hears of each sign-up waiting for review.
    expect(await eventsOf(t, b.userId)).toEqual(['reviewWaiting', 'reviewWaiting']);
    expect(await unread(t, b.token)).toBe(2);

    const review = (signupId: number, body: object) => b.post(`/admin/signups/${signupId}/review`, body);
    for (const id of [sx, sy]) expect((await review(id, { stage: 'qualification', pass: true })).code).toBe(200);
    for (const [s, id] of [[x, sx], [y, sy]] as [SupplierCaller, number][]) {
      expect(await s.post('/quotation/signup/submitPayment', { id, receivingAccountList: [{ id: account, fileList: [await s.upload('transfer.pdf')] }] })).toMatchObject({ code: 200 });
    }
    expect((await review(sx, { stage: 'payment', pass: true })).code).toBe(200);
    expect((await review(sy, { stage: 'payment', pass: false, remark: 'The amount is wrong' })).code).toBe(200);

    // Y reads the rejection and its remark from the list, in its language.
    const list = await notifications(t, y.token, 'en');
    expect(list).toMatchObject({ code: 200, total: 2, unread: 2 });
    expect(list.rows[0]).toMatchObject({ event: 'stageRejected', title: 'Payment rejected for “Office supplies”', remark: 'The amount is wrong', read: false, sectionId, signupId: sy });
    expect(list.rows[1]).toMatchObject({ event: 'stagePassed', title: 'Qualification passed for “Office supplies”', remark: null });
    expect((await notifications(t, y.token, 'zh')).rows[0].title).toBe('「办公用品询价」缴费审核被驳回');

    // Mail: one per event, in each recipient's language; a second run sends nothing again.
    expect(await sendMail()).toMatchObject({ failed: 0 });
    expect(await sendMail()).toEqual({ sent: 0, failed: 0 });
    const yMail = await mailTo(t, await emailOf(y.userId));
    expect(yMail.map((m) => m.subject)).toEqual(['ການກວດຄຸນສົມບັດ ຜ່ານການກວດແລ້ວ ສຳລັບ “ເຄື່ອງໃຊ້ຫ້ອງການ”', 'ການຊຳລະເງິນ ຖືກປະຕິເສດ ສຳລັບ “ເຄື່ອງໃຊ້ຫ້ອງການ”']);
    expect(yMail[1].body).toContain('ເຫດຜົນ: The amount is wrong');
    expect((await mailTo(t, await emailOf(x.userId))).map((m) => m.subject)).toEqual(['「办公用品询价」资格审查审核已通过', '「办公用品询价」缴费审核已通过']);

    // Questions and appeals reach the buyer; the answer reaches the asker.
    const asked = await x.post('/question/question', { sectionId, problemDescription: 'Delivery address?', status: 2 });
    expect(asked).toMatchObject({ code: 200 });
    const [{ id: questionId }] = await t.db.query<{ id: number }>('SELECT id FROM question WHERE section_id = $1', [sectionId]);
    expect(await b.post(`/admin/questions/${questionId}/reply`, { problemReply: 'The city warehouse.' })).toMatchObject({ code: 200 });
    expect(await x.post('/bidAnnounceQuestion', { sectionId, type: '1', status: 1, problemDescription: 'Unfair terms' })).toMatchObject({ code: 200 });
    expect((await eventsOf(t, b.userId)).slice(2)).toEqual(['reviewWaiting', 'reviewWaiting', 'questionNew', 'appealNew']);

    // Quoting ends, the buyer awards X and publishes: X hears of results and its win, Y of the results only
    // if it quoted (it did not), the follower of each status move.
    expect(await x.quote(sectionId, { [paper]: '30.00' })).toMatchObject({ code: 200 });
    await clockTo(t, start, 48, b, x, y, follower);
    expect(await b.post(`/admin/sections/${sectionId}/award`, { signupId: sx })).toMatchObject({ code: 200 });
    expect(await b.post(`/admin/sections/${sectionId}/results`)).toMatchObject({ code: 200 });
    const margins = await b.get(`/admin/margins?sectionId=${sectionId}`);
    const marginOfX = margins.rows!.find((m: { signupId: number }) => m.signupId === sx)!.id;
    expect(await b.post(`/admin/margins/${marginOfX}/refund`)).toMatchObject({ code: 200 });

    expect(await eventsOf(t, x.userId)).toEqual(['stagePassed', 'stagePassed', 'questionAnswered', 'resultsPublished', 'won', 'refundMade']);
    expect(await eventsOf(t, y.userId)).toEqual(['stagePassed', 'stageRejected']);
    expect(await eventsOf(t, follower.userId)).toEqual(['followedStatus', 'followedStatus', 'followedStatus']);
  });
});

describe('windows opening and closing', () => {
  it('notifies each sign-up once of a window within 24 hours, however often the clock looks', async () => {
    t.clock.set(new Date(start));
    const b = await buyerCaller(t);
    const sectionId = (await b.post('/admin/sections', tenderForm(t))).data.id as number;
    await b.post(`/admin/sections/${sectionId}/publish`);
    await clockTo(t, start, 1, b);
    const s = await signedUp(t, sectionId, 11); // in its bid-file window (2 h – 30 h)
    expect(await scanWindows(t.db, t.clock.now())).toBe(1); // the bid-file window opens at +2 h
    expect(await scanWindows(t.db, t.clock.now())).toBe(0);
    t.clock.set(new Date(start + 7 * 3_600_000)); // the window closes at +30 h: within 24 h now
    // Two processes scanning at once still make one notice.
    const both = await Promise.all([scanWindows(t.db, t.clock.now()), scanWindows(t.db, t.clock.now())]);
    expect(both[0] + both[1]).toBe(1);
    expect(await scanWindows(t.db, t.clock.now())).toBe(0);
    t.clock.set(new Date(start + 3_600_000)); // back within the supplier's session
    const rows = (await notifications(t, s.token, 'en')).rows;
    expect(rows.map((r: { event: string; title: string }) => [r.event, r.title])).toEqual([
      ['windowClosing', 'Bid file upload closes at 2026-06-02 16:00 for “Street lighting equipment”'],
      ['windowOpening', 'Bid file upload opens at 2026-06-01 12:00 for “Street lighting equipment”'],
    ]);
  });
});

describe('payment and quoting windows', () => {
  it('tells a sign-up waiting to pay of the payment deadline, and one ready to quote of quoting opening and closing', async () => {
    t.clock.set(new Date(start));
    const b = await buyerCaller(t);
    const sectionId = (await b.post('/admin/sections', tenderForm(t))).data.id as number;
    await b.post(`/admin/sections/${sectionId}/publish`);
    await t.db.query('UPDATE receiving_account SET payment_deadline = $2 WHERE section_id = $1', [sectionId, new Date(start + 20 * 3_600_000)]);
    const paying = await signedUp(t, sectionId, 8);
    const quoting = await signedUp(t, sectionId, 15);
    await clockTo(t, start, 1, b);
    await scanWindows(t.db, t.clock.now());
    // Payment closes at +20 h; the bid-file window it is heading for opens at +2 h.
    const windowsOf = async (userId: number) =>
      (await t.db.query<{ event: string; params: { window: string } }>('SELECT event, params FROM notification WHERE user_id = $1 ORDER BY id', [userId])).map((r) => `${r.params.window} ${r.event}`);
    expect((await windowsOf(paying.userId)).sort()).toEqual(['bidFile windowOpening', 'payment windowClosing']);
    expect(await eventsOf(t, quoting.userId)).toEqual([]); // quoting opens at +48 h: not yet within 24 h
    t.clock.set(new Date(start + 25 * 3_600_000));
    await scanWindows(t.db, t.clock.now());
    await scanWindows(t.db, t.clock.now());
    expect(await eventsOf(t, quoting.userId)).toEqual(['windowOpening']);
    const [params] = await t.db.query<{ params: { window: string; at: string } }>('SELECT params FROM notification WHERE user_id = $1', [quoting.userId]);
    expect(params.params).toMatchObject({ window: 'quoting', at: new Date(start + 48 * 3_600_000).toISOString() });
  });
});

describe('preferences and privacy', () => {
  it('mails only the events the user chose; unknown event names are refused and change nothing', async () => {
    t.clock.set(new Date(start));
    const b = await buyerCaller(t);
    const s = await supplierCaller(t, 'Choosy Co');
    const prefs = (body: object, locale = 'en') => t.call({ method: 'PUT', url: '/prod-api/notifications/preferences', token: s.token, payload: body, locale });
    const current = async () => (await t.call({ method: 'GET', url: '/prod-api/notifications/preferences', token: s.token })).data;
    expect((await current()).mailEvents).toContain('stageRejected');
    expect((await current()).mailEvents).not.toContain('followedStatus');
    expect(await prefs({ mailEvents: ['stagePassed', 'bogus'] })).toEqual({ code: 601, msg: 'Unknown notification event: bogus' });
    expect(await prefs({ mailEvents: ['appealNew'] }, 'zh')).toEqual({ code: 601, msg: '未知的通知类型：appealNew' }); // a buyer's event
    expect((await current()).mailEvents).toContain('stageRejected');
    expect(await prefs({ mailEvents: ['stagePassed'] })).toMatchObject({ code: 200, msg: 'Notification settings saved', data: { mailEvents: ['stagePassed'] } });

    const sectionId = (await b.post('/admin/sections', inquiryForm(t, { isQualificationBusinessLicense: 1 }))).data.id as number;
    await b.post(`/admin/sections/${sectionId}/publish`);
    const signupId = (await s.post('/quotation/signup', { sectionId })).data.id as number;
    const submit = async () => s.post('/quotation/signup/submitQualification', { id: signupId, sectionId, qualificationBusinessLicenseFileList: [await s.upload('licence.pdf')] });
    expect(await submit()).toMatchObject({ code: 200 });
    expect((await b.post(`/admin/signups/${signupId}/review`, { stage: 'qualification', pass: false, remark: 'Expired' })).code).toBe(200);
    expect(await submit()).toMatchObject({ code: 200 });
    expect((await b.post(`/admin/signups/${signupId}/review`, { stage: 'qualification', pass: true })).code).toBe(200);
    await sendMail();
    // Both are in the portal; only the chosen one was mailed.
    expect(await eventsOf(t, s.userId)).toEqual(['stageRejected', 'stagePassed']);
    // In English: the language the user last used the portal in (the preferences were saved in English).
    expect((await mailTo(t, await emailOf(s.userId))).map((m) => m.subject)).toEqual(['Qualification passed for “办公用品询价”']);
  });

  it("keeps each user's notifications to that user", async () => {
    const s = await supplierCaller(t, 'Own Co');
    const other = await supplierCaller(t, 'Other Co');
    const [{ id }] = await t.db.query<{ id: number }>(
      "INSERT INTO notification (user_id, event, params, dedupe_key, create_time) VALUES ($1, 'won', '{\"sectionName\":\"x\"}', 'test:1', now()) RETURNING id",
      [other.userId],
    );
    expect(await t.call({ method: 'GET', url: `/prod-api/notifications/${id}`, token: s.token, locale: 'en' })).toEqual({ code: 404, msg: 'The notification does not exist' });
    expect(await t.call({ method: 'POST', url: '/prod-api/notifications/read', token: s.token, payload: { ids: [id] }, locale: 'lo' })).toEqual({ code: 404, msg: 'ບໍ່ພົບການແຈ້ງເຕືອນນີ້' });
    expect((await notifications(t, s.token)).rows).toEqual([]);
    expect(await unread(t, other.token)).toBe(1);
    expect(await t.call({ method: 'POST', url: '/prod-api/notifications/read', token: other.token, payload: { ids: [id] } })).toMatchObject({ code: 200, data: { updated: 1 } });
    expect(await unread(t, other.token)).toBe(0);
    expect(await t.call({ method: 'GET', url: '/prod-api/notifications' })).toMatchObject({ code: 401 });
  });
});
