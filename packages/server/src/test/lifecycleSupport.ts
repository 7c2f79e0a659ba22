import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { login } from '../accounts/testSupport';
import { supplier } from '../certification/testSupport';
import { schedulerTick } from '../sections/scheduler';
import type { TestApp } from '../test/harness';
import { buyer } from './staffSupport';

/**
 * Callers of the lifecycle tests: every step goes through the HTTP routes, as the web clients send them.
 * Each caller keeps its own session and signs in again when the test clock jumped past the idle expiry.
 */

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

/** A multipart/form-data body with a tiny PDF and the upload type, as the browser sends it. */
function pdfUpload(fileName: string, type: string) {
  const boundary = `----life${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n`),
    PDF,
    Buffer.from(`\r\n--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\n${type}\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

type Method = 'GET' | 'POST';
type Body = { code: number; msg: string; data?: any; rows?: any[]; total?: number; [key: string]: any };

/** A signed-in caller: `call` answers the body; `relogin` starts a new session (after a long clock jump). */
function caller(t: TestApp, token: string, signIn: () => Promise<string>) {
  const c = {
    token,
    call: (method: Method, url: string, payload?: object): Promise<Body> => t.call({ method, url: '/prod-api' + url, token: c.token, payload, locale: 'en' }),
    get: (url: string) => c.call('GET', url),
    post: (url: string, payload: object = {}) => c.call('POST', url, payload),
    /** Uploads a tiny PDF through POST /common/uploadAndBpm; answers `{id}` as the stage lists take it. */
    upload: async (fileName = 'document.pdf') => {
      const body = await t.call({ method: 'POST', url: '/prod-api/common/uploadAndBpm', token: c.token, locale: 'en', ...pdfUpload(fileName, 'bid') });
      expect(body).toMatchObject({ code: 200, data: { fileName } });
      return { id: body.data.id as number };
    },
    relogin: async () => {
      c.token = await signIn();
    },
  };
  return c;
}

/** A buyer of its own buyer company, signed in. */
export async function buyerCaller(t: TestApp) {
  const { token, ...b } = await buyer(t);
  return Object.assign(caller(t, token, () => login(t, b.userName, 'Staff@2026')), b);
}

/** A registered supplier (real registration and sign-in) whose company is certified, signed in. */
export async function supplierCaller(t: TestApp, companyName: string) {
  const { token, ...s } = await supplier(t, 'skip');
  await t.db.query('UPDATE company SET name = $2 WHERE id = $1', [s.companyId, companyName]);
  const [{ phonenumber }] = await t.db.query<{ phonenumber: string }>('SELECT phonenumber FROM app_user WHERE id = $1', [s.userId]);
  const c = caller(t, token, () => login(t, phonenumber, 'Steel@2026'));
  return Object.assign(c, {
    ...s,
    companyName,
    /** The sign-up as its supplier reads it (GET /quotation/signup/getWithAuth/{id}). */
    signup: async (signupId: number) => {
      const body = await c.get(`/quotation/signup/getWithAuth/${signupId}`);
      expect(body.code).toBe(200);
      return body.data;
    },
    /**
     * Submits a quotation round (POST /system/quotes/bidQuotes): per sector id its unit price, or for a sector
     * priced by its detail rows the unit price of each detail id.
     */
    quote: (sectionId: number, prices: Record<number, string | Record<number, string>>) =>
      c.post('/system/quotes/bidQuotes', {
        sectionId,
        requestKey: randomUUID(),
        sectors: Object.entries(prices).map(([id, price]) =>
          typeof price === 'string'
            ? { id: Number(id), sectorPrice: price }
            : { id: Number(id), detailsList: Object.entries(price).map(([detailId, sectorPrice]) => ({ id: Number(detailId), sectorPrice })) },
        ),
      }),
  });
}

export type SupplierCaller = Awaited<ReturnType<typeof supplierCaller>>;

/**
 * Moves the test clock to `hours` after `start` and runs one scheduler tick, as the running server would;
 * the callers sign in again (their sessions lapsed while the clock jumped).
 */
export async function clockTo(t: TestApp, start: number, hours: number, ...callers: { relogin: () => Promise<void> }[]) {
  t.clock.set(new Date(start + hours * 3_600_000));
  await schedulerTick(t.db, t.clock.now());
  for (const c of callers) await c.relogin();
}

/** `entity:action` of the audit trail of a section, oldest first, as the buyer reads it. */
export async function auditTrail(b: { get: (url: string) => Promise<Body> }, sectionId: number) {
  const trail = await b.get(`/admin/audit?entity=section&id=${sectionId}&pageSize=100`);
  expect(trail).toMatchObject({ code: 200, total: trail.rows?.length });
  return trail.rows as { entity: string; action: string; actorId: number | null; actorName: string | null; before: any; after: any }[];
}
