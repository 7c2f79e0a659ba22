import { describe, expect, it } from 'vitest';
import { testApp } from '../test/harness';
import { auditCount } from '../certification/testSupport';
import { files, margin, receivingAccount, section, signedUp, supplier } from '../signups/testSupport';

const t = await testApp();
const hour = 3_600_000;
const at = (offsetHours: number) => new Date(t.clock.now().getTime() + offsetHours * hour);
const marginRow = async (id: number) => (await t.db.query<{ status: number; confirm_time: Date | null }>('SELECT status, confirm_time FROM margin WHERE id = $1', [id]))[0];
const confirm = (token: string, marginId: unknown, locale = 'en') => t.call({ method: 'POST', url: '/prod-api/margin/refund/confirm', token, payload: { marginId }, locale });

async function refunded() {
  const sectionId = await section(t, { section_stauts: 13 });
  const account = await receivingAccount(t, sectionId);
  const s = await signedUp(t, sectionId, 20);
  const [proof, voucher] = await files(t, s.userId, 2);
  const id = await margin(t, s.signupId, account, 6, { file_id: proof, refund_file_id: voucher, refund_time: at(-1), refund_date_deadline: at(72) });
  return { s, id, proof, voucher, account };
}

describe('deposit records', () => {
  it('lists the deposits of the caller\'s sign-up with the refund voucher, proof and times', async () => {
    const { s, id, proof, voucher, account } = await refunded();
    const body = await t.call({ method: 'GET', url: `/prod-api/margin/signupId/${s.signupId}`, token: s.token });
    expect(body).toMatchObject({
      code: 200,
      data: [
        {
          id,
          status: 6,
          currency: 'CNY',
          money: '2000.00',
          paymentDate: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
          fileList: [{ id: voucher }],
          paymentFileList: [{ id: proof }],
          timeList: [{ key: 'paymentDate' }, { key: 'refundTime' }, { key: 'refundDateDeadline' }],
          refundDateDeadline: expect.any(String),
          receivingAccountId: account,
          type: '保证金',
        },
      ],
    });
    const other = await supplier(t, 'skip');
    expect((await t.call({ method: 'GET', url: `/prod-api/margin/signupId/${s.signupId}`, token: other.token })).code).toBe(404);
  });
});

describe('refund confirmation', () => {
  it('confirms receipt once: 6 → 5 with its time and audit record', async () => {
    const { s, id } = await refunded();
    expect(await confirm(s.token, id)).toMatchObject({ code: 200, msg: 'Receipt of the refund confirmed' });
    expect(await marginRow(id)).toMatchObject({ status: 5, confirm_time: t.clock.now() });
    expect(await auditCount(t, 'margin', 'refund-confirm', id)).toBe(1);
    expect(await confirm(s.token, id)).toMatchObject({ code: 601, msg: 'This deposit is not waiting for your confirmation of receipt' });
    expect((await marginRow(id)).status).toBe(5);
  });

  it('refuses a deposit still held, another company\'s deposit and an unknown one, changing nothing', async () => {
    const { s, id } = await refunded();
    await t.db.query('UPDATE margin SET status = 4 WHERE id = $1', [id]);
    expect((await confirm(s.token, id, 'zh')).msg).toBe('该保证金当前无需确认收款');
    const other = await supplier(t, 'skip');
    await t.db.query('UPDATE margin SET status = 6 WHERE id = $1', [id]);
    expect(await confirm(other.token, id)).toMatchObject({ code: 404, msg: 'The deposit record does not exist' });
    expect((await confirm(s.token, 99999999)).code).toBe(404);
    expect((await confirm(s.token, 'x')).code).toBe(601);
    expect(await marginRow(id)).toMatchObject({ status: 6, confirm_time: null });
  });
});
