import { createServer, type Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { siblingApp } from '../accounts/testSupport';
import { testApp } from '../test/harness';
import { createMailer, OutboxMailer, SmtpMailer } from './mailer';
import { newSigningKeyPem } from '../signing/key';

const t = await testApp();
const mailbox = (to: string, locale?: string, timezone?: string) =>
  t.call({ method: 'GET', url: `/prod-api/demo/mailbox?to=${encodeURIComponent(to)}`, locale, timezone });

describe('outbox and demo mailbox', () => {
  it('keeps mail in the outbox and shows one address its mail, newest first', async () => {
    await t.app.mailer.send({ to: 'Anou@Demo.test', subject: 'first', text: 'one' });
    t.clock.advance(60_000);
    await t.app.mailer.send({ to: 'anou@demo.test', subject: 'second', text: 'two' });
    await t.app.mailer.send({ to: 'other@demo.test', subject: 'not yours', text: 'x' });
    const body = await mailbox('ANOU@demo.test', 'en', 'UTC');
    expect(body).toEqual({
      code: 200,
      msg: 'Operation successful',
      rows: [
        { to: 'anou@demo.test', subject: 'second', text: 'two', createTime: '2026-06-01 02:01:00' },
        { to: 'Anou@Demo.test', subject: 'first', text: 'one', createTime: '2026-06-01 02:00:00' },
      ],
    });
  });

  it.each([
    ['en', 'The demo mailbox shows only mail to @demo.test addresses; register demo accounts with an e-mail address ending in @demo.test'],
    ['zh', '演示邮箱只显示发往 @demo.test 地址的邮件，请使用以 @demo.test 结尾的邮箱注册演示账号'],
    ['lo', 'ກ່ອງອີເມວສາທິດສະແດງສະເພາະອີເມວທີ່ສົ່ງຫາທີ່ຢູ່ @demo.test ເທົ່ານັ້ນ, ກະລຸນາລົງທະບຽນບັນຊີສາທິດດ້ວຍອີເມວທີ່ລົງທ້າຍດ້ວຍ @demo.test'],
  ])('never shows mail to an address outside the demo domain (%s)', async (locale, msg) => {
    await t.app.mailer.send({ to: 'someone@gmail.com', subject: 'Your code', text: '123456' });
    await t.app.mailer.send({ to: 'someone@demo.test.evil.com', subject: 'Your code', text: '123456' });
    expect(await mailbox('someone@gmail.com', locale)).toEqual({ code: 601, msg });
    expect((await mailbox('someone@demo.test.evil.com', locale)).code).toBe(601);
  });

  it('asks for the address', async () => {
    expect(await t.call({ method: 'GET', url: '/prod-api/demo/mailbox', locale: 'en' })).toEqual({ code: 601, msg: 'Please enter the e-mail address' });
  });

  it('writes kept mail to the log', async () => {
    const lines: unknown[] = [];
    const log = { info: (obj: unknown) => lines.push(obj) } as unknown as FastifyBaseLogger;
    await new OutboxMailer(t.db, log, t.clock).send({ to: 'log@example.test', subject: 'Code', text: '123456' });
    expect(lines).toEqual([{ mail: { to: 'log@example.test', subject: 'Code', text: '123456' } }]);
  });

  it('does not exist outside demo mode', async () => {
    const app = await siblingApp(t, { demoMode: false });
    const body = (await app.inject({ method: 'GET', url: '/prod-api/demo/mailbox?to=anou@demo.test', headers: { 'content-language': 'en' } })).json();
    expect(body).toEqual({ code: 404, msg: 'No such interface: /prod-api/demo/mailbox' });
  });

  it('is never in demo mode in production, nor on PostgreSQL unless asked', () => {
    expect(loadConfig({ NODE_ENV: 'production', DEMO_MODE: 'true', RECEIPT_SIGNING_KEY: newSigningKeyPem() }).demoMode).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://portal@db/portal' }).demoMode).toBe(false);
    expect(loadConfig({}).demoMode).toBe(true);
  });
});

/** A minimal SMTP server that records the messages it is given. */
async function fakeSmtpServer() {
  const received: string[] = [];
  const server = createServer((socket: Socket) => {
    let data: string | null = null;
    socket.write('220 fake ESMTP\r\n');
    let buffer = '';
    socket.on('data', (chunk) => {
      buffer += chunk.toString();
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data !== null) {
          if (line === '.') {
            received.push(data);
            data = null;
            socket.write('250 queued\r\n');
          } else data += line + '\n';
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 fake\r\n');
        else if (/^DATA/i.test(line)) {
          data = '';
          socket.write('354 go ahead\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { port: (server.address() as { port: number }).port, received };
}

describe('SMTP', () => {
  it('is chosen when SMTP_URL is set, the outbox otherwise', () => {
    const config = loadConfig({ SMTP_URL: 'smtp://mail.example.test:587', MAIL_FROM: 'Portal <portal@example.test>' });
    expect(config).toMatchObject({ smtpUrl: 'smtp://mail.example.test:587', mailFrom: 'Portal <portal@example.test>' });
    expect(createMailer(config, t.db, t.app.log, t.clock)).toBeInstanceOf(SmtpMailer);
    expect(createMailer(loadConfig({}), t.db, t.app.log, t.clock)).toBeInstanceOf(OutboxMailer);
  });

  it('sends through the SMTP server', async () => {
    const smtp = await fakeSmtpServer();
    const mailer = new SmtpMailer(`smtp://127.0.0.1:${smtp.port}`, 'Portal <portal@example.test>');
    await mailer.send({ to: 'anou@example.test', subject: 'Your code', text: 'Your verification code is 123456.' });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toContain('To: anou@example.test');
    expect(smtp.received[0]).toContain('From: Portal <portal@example.test>');
    expect(smtp.received[0]).toContain('Subject: Your code');
    expect(smtp.received[0]).toContain('Your verification code is 123456.');
  });
});
