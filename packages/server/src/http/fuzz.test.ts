import { describe, expect, it } from 'vitest';
import { translate } from '@portal/domain';
import { freshAddress } from '../accounts/testSupport';
import { administrator, buyer, tenderForm } from '../test/staffSupport';
import { supplier } from '../certification/testSupport';
import { createSection, createSector } from '../test/factories';
import { testApp } from '../test/harness';

/**
 * Malformed input on every route of the OpenAPI document, anonymously and signed in as a supplier, a buyer and
 * an administrator: no answer may be an unknown error (HTTP 5xx, or body code 500 "Unknown system error").
 * Each parameter gets a handful of bad values while the rest of the request stays valid, so the bad value
 * travels as far as the route lets it (to the database, for free text).
 */

const t = await testApp();
const section = await createSection(t.db);
await createSector(t.db, section, {}, [{}]);

type Schema = Record<string, any>;
interface Operation {
  method: string;
  path: string;
  parameters: { in: 'path' | 'query'; name: string; required?: boolean; schema: Schema }[];
  body?: Schema;
}

const doc = (await t.app.inject({ method: 'GET', url: '/prod-api/docs/json' })).json();
const operations: Operation[] = Object.entries(doc.paths as Record<string, Record<string, any>>).flatMap(([path, ops]) =>
  Object.entries(ops).map(([method, op]) => ({
    method: method.toUpperCase(),
    path,
    parameters: (op.parameters ?? []).filter((p: { in: string }) => p.in === 'path' || p.in === 'query'),
    body: op.requestBody?.content?.['application/json']?.schema,
  })),
);

/** Texts tried for a string with a pattern, the first that fits is the valid sample. */
const PATTERN_CANDIDATES = ['a', 'fuzz@example.test', 'abcdefgh12', '1', '2026-06-01 10:00:00', '2026-06-01', 'zh'];
/** Valid texts of fields the schema checks in code (by the field's name). */
const TEXT_BY_NAME: [RegExp, string][] = [
  [/phone/i, '13912345678'],
  [/email/i, 'fuzz@demo.test'],
  [/password/i, 'Fuzz@2026'],
  [/(Start|End)$|date/i, '2026-06-01'],
  [/time$/i, '2026-06-01 10:00:00'],
  [/price|amount|money|deposit/i, '100.00'],
];

/** A value the schema accepts (as far as a JSON schema says: refinements in code may still refuse it). */
function sample(schema: Schema, key = ''): unknown {
  if (schema.enum) return schema.enum[0];
  if ('const' in schema) return schema.const;
  if (schema.anyOf) return sample(schema.anyOf[0], key);
  if (schema.oneOf) return sample(schema.oneOf[0], key);
  switch (schema.type) {
    case 'integer':
    case 'number': {
      const min = schema.minimum === undefined ? 1 : schema.exclusiveMinimum ? schema.minimum + 1 : schema.minimum;
      const value = /sectionId|^id$/.test(key) ? section : Math.max(1, min);
      return Math.min(value, schema.maximum ?? value);
    }
    case 'boolean':
      return false;
    case 'array':
      return schema.maxItems === 0 ? [] : [sample(schema.items ?? {}, key)];
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, s]) => [name, sample(s as Schema, name)]));
    default: {
      const byName = TEXT_BY_NAME.find(([name]) => name.test(key))?.[1];
      if (byName && !schema.pattern) return byName;
      const fits = (text: string) =>
        (!schema.pattern || new RegExp(schema.pattern).test(text)) && text.length >= (schema.minLength ?? 0) && text.length <= (schema.maxLength ?? Infinity);
      return PATTERN_CANDIDATES.find(fits) ?? 'a'.repeat(Math.max(1, schema.minLength ?? 1));
    }
  }
}

/** Bad values of a path segment or a query value, written as they travel (already URL-encoded). */
const BAD_URL_TEXT = ['a%00b', '%ED%A0%80', '%E0%A4%A', 'x'.repeat(3000), '-1', '1e309', '99999999999999999999', 'NaN', '%2e%2e%2f'];
/** Bad values of a JSON property; a property inside an array element gets the first four. */
const BAD_JSON = ['a\u0000b', '\ud800', { a: 1 }, 'NaN', 'x'.repeat(20_000), [1, 2], null, -1, 2 ** 64, '-1e999'];
/** Bad JSON bodies, whatever the route expects. */
const BAD_BODIES = ['{"broken', '{"a\\u0000":1}', '"\\ud800"', '{"x":"\\udfff"}', '[]', 'null', '1', '{"__proto__":{"x":1}}', '['.repeat(5000) + ']'.repeat(5000)];
/** Malformed multipart bodies: wrong, missing or truncated boundary, a NUL in a name. */
const part = (name: string, filename?: string) =>
  `--B\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`;
const BAD_MULTIPART: { type: string; body: string }[] = [
  { type: 'multipart/form-data', body: part('file', 'a.pdf') + '\r\n--B--\r\n' },
  { type: 'multipart/form-data; boundary=WRONG', body: part('file', 'a.pdf') + '\r\n--B--\r\n' },
  { type: 'multipart/form-data; boundary=B', body: part('file', 'a.pdf') },
  { type: 'multipart/form-data; boundary=B', body: '--B\r\nContent-Disposition: form-data; na' },
  { type: 'multipart/form-data; boundary=B', body: '' },
  { type: 'multipart/form-data; boundary=B', body: part('file', 'a\u0000.pdf') + '\r\n--B--\r\n' },
  { type: 'multipart/form-data; boundary=B', body: part('type\u0000') + '\r\n' + part('sectionId') + '\r\n--B--\r\n' },
];

const UNKNOWN_ERROR = new Set(['zh', 'en', 'lo'].map((locale) => translate('serverError', locale as 'zh')));

interface Attempt {
  method: string;
  url: string;
  payload?: string;
  headers?: Record<string, string>;
  what: string;
}

/** The URL of an operation: its path and required query parameters, and the ones replaced (values URL-encoded). */
function urlOf(op: Operation, replace: Record<string, string | string[]> = {}) {
  let path = op.path;
  const query: string[] = [];
  for (const p of op.parameters) {
    if (p.in === 'query' && !p.required && !(p.name in replace)) continue;
    const value = replace[p.name] ?? encodeURIComponent(String(sample(p.schema, p.name)));
    if (p.in === 'path') path = path.replace(`{${p.name}}`, String(value));
    else for (const v of [value].flat()) query.push(`${p.name}${v.startsWith('[') ? v : '=' + v}`);
  }
  return query.length ? `${path}?${query.join('&')}` : path;
}

/** Bodies the schema alone cannot make valid (rules between fields, in code): the tests' own forms. */
const KNOWN_VALID: Record<string, () => Record<string, unknown>> = {
  'POST /prod-api/admin/sections': () => tenderForm(t),
  'PUT /prod-api/admin/sections/{id}': () => tenderForm(t),
};

/** A body the operation accepts, as far as the schema (and KNOWN_VALID) can tell. */
const validBodyOf = (op: Operation) => KNOWN_VALID[`${op.method} ${op.path}`]?.() ?? (sample(op.body!) as Record<string, unknown>);

/** Every malformed request for one operation. */
function attempts(op: Operation): Attempt[] {
  const json = { 'content-type': 'application/json' };
  const validBody = op.body ? JSON.stringify(validBodyOf(op)) : undefined;
  const list: Attempt[] = [];
  for (const p of op.parameters) {
    const values: (string | string[])[] = [...BAD_URL_TEXT];
    if (p.in === 'query') values.push(['1', '2'], '[a]=1');
    for (const value of values) list.push({ method: op.method, url: urlOf(op, { [p.name]: value }), payload: validBody, headers: validBody ? json : undefined, what: `${p.in} ${p.name}=${String(value).slice(0, 20)}` });
  }
  if (op.body) {
    const valid = validBodyOf(op);
    // Top-level properties, and those of the first element of an array of objects.
    const paths: string[][] = Object.entries(op.body.properties ?? {}).flatMap(([name, s]: [string, any]) => [
      [name],
      ...(s.type === 'array' && s.items?.properties ? Object.keys(s.items.properties).map((inner) => [name, '0', inner]) : []),
    ]);
    for (const path of paths) {
      for (const value of path.length > 1 ? BAD_JSON.slice(0, 4) : BAD_JSON) {
        const body = structuredClone(valid) as any;
        const target = path.slice(0, -1).reduce((inner, step) => inner?.[step], body);
        if (!target) break;
        target[path.at(-1)!] = value;
        list.push({ method: op.method, url: urlOf(op), payload: JSON.stringify(body), headers: json, what: `body ${path.join('.')}=${JSON.stringify(value)?.slice(0, 20)}` });
      }
    }
  }
  if (op.method !== 'GET') {
    for (const body of BAD_BODIES) list.push({ method: op.method, url: urlOf(op), payload: body, headers: json, what: `body ${body.slice(0, 20)}` });
    list.push({ method: op.method, url: urlOf(op), payload: 'x\u0000', headers: { 'content-type': 'text/plain' }, what: 'text/plain body' });
    if (!op.body) for (const m of BAD_MULTIPART) list.push({ method: op.method, url: urlOf(op), payload: m.body, headers: { 'content-type': m.type }, what: `multipart ${m.type} ${m.body.slice(0, 30)}` });
  }
  return list;
}

/** Sends one request; answers its body code (undefined for files and streams) and whether it is an unknown error. */
async function send(attempt: Attempt, token: string | undefined) {
  const response = await t.app.inject({
    method: attempt.method as 'GET',
    url: attempt.url,
    payload: attempt.payload,
    remoteAddress: freshAddress(),
    headers: { ...attempt.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  let body: { code?: number; msg?: string } = {};
  try {
    if (!response.headers['content-encoding']) body = response.json();
  } catch {
    // Files and streams are not JSON; their HTTP status still counts.
  }
  const unknown = response.statusCode >= 500 || (body.code === 500 && UNKNOWN_ERROR.has(body.msg ?? ''));
  return { code: body.code, unknown: unknown ? `HTTP ${response.statusCode} ${response.body.slice(0, 120)}` : undefined };
}

/** Operations an earlier caller was allowed to use and got every malformed request of. */
const fullyTried = new Set<Operation>();

/**
 * The unknown errors among the answers to the malformed requests of the operations, described for the
 * failure message. The first caller allowed to use a route gets every malformed request; a later one gets
 * one in three (the run stays within a minute), a caller refused the route as such (401, 403 to the valid
 * request, before its input is read) one in ten.
 */
async function unknownErrors(token: string | undefined, ops: Operation[]): Promise<string[]> {
  const found: string[] = [];
  for (const op of ops) {
    const valid: Attempt = { method: op.method, url: urlOf(op), what: 'valid request' };
    if (op.body) Object.assign(valid, { payload: JSON.stringify(validBodyOf(op)), headers: { 'content-type': 'application/json' } });
    const probe = await send(valid, token);
    const refused = probe.code === 401 || probe.code === 403;
    const share = refused ? 10 : fullyTried.has(op) ? 3 : 1;
    if (!refused) fullyTried.add(op);
    const all = [valid, ...attempts(op)];
    for (const attempt of share === 1 ? all.slice(1) : all.filter((_, i) => i > 0 && i % share === 0)) {
      const { unknown } = attempt === valid ? probe : await send(attempt, token);
      if (unknown) found.push(`${op.method} ${op.path} ${attempt.what} → ${unknown}`);
    }
  }
  return found;
}

/** Ending the session would leave the rest of the run anonymous. */
const keepsSession = (op: Operation) => op.path !== '/prod-api/logout';

describe('malformed input on every route', () => {
  it('finds routes with parameters and bodies in the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThan(100);
    expect(operations.filter((op) => op.body).length).toBeGreaterThan(20);
  });

  it('never answers an unknown error to an anonymous caller', async () => {
    expect(await unknownErrors(undefined, operations)).toEqual([]);
  }, 120_000);

  for (const [who, signIn] of [
    ['a supplier', async () => (await supplier(t, 'skip')).token],
    ['a buyer', async () => (await buyer(t)).token],
    ['an administrator', async () => (await administrator(t)).token],
  ] as const) {
    it(`never answers an unknown error to ${who}`, async () => {
      const token = await signIn();
      expect(await unknownErrors(token, operations.filter(keepsSession))).toEqual([]);
      expect(await t.call({ method: 'GET', url: '/prod-api/getInfo', token })).toMatchObject({ code: 200 });
    }, 120_000);
  }

  it('refuses malformed headers without an unknown error', async () => {
    const headerSets: Record<string, string>[] = [
      { authorization: 'Bearer ' + 'x'.repeat(5000) },
      { authorization: 'Basic ???' },
      { 'content-language': 'x'.repeat(500) },
      { 'accept-timezone': '../../etc/passwd' },
      { 'accept-timezone': 'x'.repeat(500) },
      { 'accept-encoding': 'br;q=NaN, *;q=-1' },
    ];
    const found: string[] = [];
    for (const op of operations.filter((o) => o.method === 'GET'))
      for (const headers of headerSets) {
        const { unknown } = await send({ method: 'GET', url: urlOf(op), headers, what: '' }, undefined);
        if (unknown) found.push(`${op.path} ${JSON.stringify(headers).slice(0, 40)} → ${unknown}`);
      }
    expect(found).toEqual([]);
  });

  it('still answers afterwards, from the database too', async () => {
    expect(await t.call({ method: 'GET', url: '/prod-api/common/config' })).toMatchObject({ code: 200 });
    expect(await t.call({ method: 'GET', url: '/prod-api/system/section/homeListPage?pageNum=1&pageSize=10' })).toMatchObject({ code: 200 });
  });
});
