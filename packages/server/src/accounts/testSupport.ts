import type { FastifyInstance } from 'fastify';
import { afterAll, expect } from 'vitest';
import { buildApp } from '../app';
import type { Config } from '../config';
import type { Mailer } from '../mail/mailer';
import type { TestApp } from '../test/harness';

/**
 * Helpers of the account tests. The rate limits count per client address, so each helper call comes from
 * an address of its own and the limits only bite in the tests that are about them (which pass
 * `remoteAddress` themselves).
 */

let counter = 0;
const next = () => (counter += 1);

/** A client address not used before in this file. */
export const freshAddress = () => {
  const n = next();
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

/** `t.call` from a fresh address. */
export const callAs = (t: TestApp, options: Parameters<TestApp['call']>[0]) => t.call({ remoteAddress: freshAddress(), ...options });

/** Phone, e-mail (of the demo domain, the only one the demo mailbox shows), taxpayer number and identity card that no other account of this file has. */
export function uniqueContact() {
  const n = String(next()).padStart(8, '0');
  return { phonenumber: `139${n}`, email: `user${n}@demo.test`, tin: `91TEST${n}`, identityCard: `530102199${n}` };
}

/** Asks for an e-mail code and returns the answer body. */
export const sendCode = (t: TestApp, email: string, options: { locale?: string; remoteAddress?: string } = {}) =>
  callAs(t, { method: 'POST', url: `/prod-api/smsSendEmail?email=${encodeURIComponent(email)}`, ...options });

/** The newest mail of an address in the demo mailbox. */
export async function latestMail(t: TestApp, email: string): Promise<{ to: string; subject: string; text: string; createTime: string }> {
  const body = await t.call({ method: 'GET', url: `/prod-api/demo/mailbox?to=${encodeURIComponent(email)}` });
  expect(body.code).toBe(200);
  return body.rows[0];
}

/** The code of the newest mail of an address. */
export async function latestCode(t: TestApp, email: string): Promise<string> {
  const code = /\b(\d{6})\b/.exec((await latestMail(t, email)).text)?.[1];
  if (!code) throw new Error(`no code was mailed to ${email}`);
  return code;
}

/** A complete unit registration form with a fresh phone, e-mail and taxpayer number. */
export function unitForm(overrides: Record<string, unknown> = {}) {
  const { phonenumber, email, tin } = uniqueContact();
  return {
    registerType: 0,
    name: '万象钢铁贸易有限公司',
    tin,
    nickName: '王明',
    password: 'Steel@2026',
    rePassword: 'Steel@2026',
    identityCard: '',
    phonenumber,
    email,
    smsCode: '',
    mainBusiness: '钢材贸易',
    ...overrides,
  };
}

/** Sends the form to POST /bidCompany/register as it is. */
export const postRegistration = (t: TestApp, form: Record<string, unknown>, locale?: string) =>
  callAs(t, { method: 'POST', url: '/prod-api/bidCompany/register', payload: form, locale });

/** Registers through the real flow (code by e-mail, then the form) and returns the form used. */
export async function register(t: TestApp, overrides: Record<string, unknown> = {}) {
  const form = unitForm(overrides);
  expect((await sendCode(t, form.email as string)).code).toBe(200);
  form.smsCode = await latestCode(t, form.email as string);
  const body = await postRegistration(t, form);
  expect(body).toMatchObject({ code: 200 });
  return form;
}

/** Signs in and returns the token (failing the test when the login is refused). */
export async function login(t: TestApp, username: string, password: string): Promise<string> {
  const body = await callAs(t, { method: 'POST', url: '/prod-api/login', payload: { username, password } });
  expect(body).toMatchObject({ code: 200 });
  return body.token;
}

/** Registers a supplier and signs it in. */
export async function signedInSupplier(t: TestApp, overrides: Record<string, unknown> = {}) {
  const form = await register(t, overrides);
  return { form, token: await login(t, form.phonenumber as string, form.password as string) };
}

/** Number of users, for "changes nothing" checks. */
export const countUsers = async (t: TestApp) => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM app_user'))[0].n;

/** A second app on the same database and clock with other settings (or another mailer); closed after the file. */
export async function siblingApp(t: TestApp, config: Partial<Config>, mailer?: Mailer): Promise<FastifyInstance> {
  const app = await buildApp({ db: t.db, storage: t.storage, clock: t.clock, config: { ...t.app.config, ...config }, mailer });
  await app.ready();
  afterAll(() => app.close());
  return app;
}
