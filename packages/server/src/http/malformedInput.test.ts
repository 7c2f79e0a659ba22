import { describe, expect, it } from 'vitest';
import { translate } from '@portal/domain';
import { callAs } from '../accounts/testSupport';
import { administrator } from '../test/staffSupport';
import { supplier } from '../certification/testSupport';
import { testApp } from '../test/harness';
import { malformedInputKey } from './errorHandler';

const t = await testApp();
const { token } = await supplier(t, 'skip');

const notWellFormed = (field: string) => `${field} contains characters that are not allowed (such as a NUL character or a broken Unicode character)`;

describe('text that is not well formed', () => {
  it('refuses a NUL in a search filter with a message naming the filter, in every language', async () => {
    const url = '/prod-api/system/section/homeListPage?pageNum=1&searchValue=steel%00pipe';
    expect(await t.call({ method: 'GET', url, locale: 'en' })).toEqual({ code: 601, msg: notWellFormed('searchValue') });
    expect(await t.call({ method: 'GET', url, locale: 'zh' })).toEqual({ code: 601, msg: translate('textNotWellFormed', 'zh', { field: 'searchValue' }) });
    expect(await t.call({ method: 'GET', url, locale: 'lo' })).toEqual({ code: 601, msg: translate('textNotWellFormed', 'lo', { field: 'searchValue' }) });
  });

  it('refuses a NUL in the login name and in an organization filter', async () => {
    const login = await callAs(t, { method: 'POST', url: '/prod-api/login', payload: { username: 'admin\u0000', password: 'x' }, locale: 'en' });
    expect(login).toEqual({ code: 601, msg: notWellFormed('username') });
    const follows = await t.call({ method: 'GET', url: '/prod-api/follow/followSectionList?organization=%00', token, locale: 'en' });
    expect(follows).toEqual({ code: 601, msg: notWellFormed('organization') });
  });

  it('refuses a NUL in an organization name sent by an administrator', async () => {
    const admin = await administrator(t);
    const body = await t.call({ method: 'POST', url: '/prod-api/admin/companies', payload: { name: 'Centre\u0000' }, token: admin.token, locale: 'en' });
    expect(body).toEqual({ code: 601, msg: notWellFormed('name') });
  });

  it('refuses a lone surrogate in a JSON body, nested or as a name, and encoded in a query or a path', async () => {
    const json = { 'content-type': 'application/json' };
    const lone = await callAs(t, { method: 'POST', url: '/prod-api/login', payload: '{"username":"\\ud800","password":"x"}', headers: json, locale: 'en' });
    expect(lone).toEqual({ code: 601, msg: notWellFormed('username') });
    const nested = await t.call({ method: 'POST', url: '/prod-api/notifications/read', payload: '{"ids":["\\udc00"]}', headers: json, token, locale: 'en' });
    expect(nested).toEqual({ code: 601, msg: notWellFormed('ids.0') });
    const asName = await callAs(t, { method: 'POST', url: '/prod-api/login', payload: '{"\\u0000":1}', headers: json, locale: 'en' });
    expect(asName).toEqual({ code: 601, msg: notWellFormed('body') });
    const query = await t.call({ method: 'GET', url: '/prod-api/system/section/homeListPage?searchValue=%ED%A0%80', locale: 'en' });
    expect(query).toEqual({ code: 601, msg: notWellFormed('searchValue') });
    const path = await t.call({ method: 'GET', url: '/prod-api/system/dict/data/type/%ED%A0%80', locale: 'en' });
    expect(path).toEqual({ code: 601, msg: 'The address of the request is malformed' });
  });

  it('keeps well-formed text of every script, emoji (a surrogate pair) included', async () => {
    const url = `/prod-api/system/section/homeListPage?pageNum=1&searchValue=${encodeURIComponent('钢管 ທໍ່ 🚧')}`;
    expect(await t.call({ method: 'GET', url })).toMatchObject({ code: 200 });
  });
});

describe('malformed multipart bodies', () => {
  const pdfPart = '--B\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n';
  const refusal = { code: 601, msg: 'The upload is incomplete or malformed, please choose the file and upload it again' };
  const upload = (contentType: string, payload: string, url = '/prod-api/common/uploadMinio') =>
    t.call({ method: 'POST', url, payload, headers: { 'content-type': contentType }, token, locale: 'en' });

  it('refuses a body without a boundary, with a wrong one, or cut short, on the upload and import routes', async () => {
    expect(await upload('multipart/form-data', pdfPart + '\r\n--B--\r\n')).toEqual(refusal);
    expect(await upload('multipart/form-data; boundary=OTHER', pdfPart + '\r\n--B--\r\n')).toEqual(refusal);
    expect(await upload('multipart/form-data; boundary=B', pdfPart)).toEqual(refusal);
    expect(await upload('multipart/form-data; boundary=B', pdfPart, '/prod-api/system/quotes/importFileSectors?sectionId=1')).toEqual(refusal);
    expect(await upload('multipart/form-data', pdfPart, '/prod-api/system/quotes/importFileSectorsDetails?sectionId=1')).toEqual(refusal);
  });

  it('answers the database refusing a NUL (text a handler stored unchecked) as malformed text', async () => {
    const refused = await t.db.query('SELECT $1::text AS v', ['licence\u0000']).catch((error: unknown) => error);
    expect(malformedInputKey(refused)).toBe('requestTextNotWellFormed');
    const jsonb = await t.db.query('SELECT $1::jsonb AS v', ['{"a":"\\u0000"}']).catch((error: unknown) => error);
    expect(malformedInputKey(jsonb)).toBe('requestTextNotWellFormed');
  });
});

describe('over-long and undecodable addresses', () => {
  it('answers a 10,000-character path in the {code, msg} shape, with the path shortened in the message', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/prod-api/' + 'x'.repeat(10_000), headers: { 'content-language': 'en' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    const body = response.json();
    expect(body.code).toBe(404);
    expect(body.msg.length).toBeLessThan(200);
  });

  it('answers a path parameter over the length limit with code 601', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/prod-api/system/section/getSectionByIdWithAuth/' + '1'.repeat(10_000), headers: { 'content-language': 'en' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 601, msg: 'The address of the request is too long' });
  });

  it('answers outside the API (no web app built) in the same shape', async () => {
    const long = await t.app.inject({ method: 'POST', url: '/' + 'y'.repeat(10_000) });
    expect(long.statusCode).toBe(200);
    expect(long.json().code).toBe(404);
    const broken = await t.app.inject({ method: 'GET', url: '/%E0%A4%A', headers: { 'content-language': 'lo' } });
    expect(broken.json()).toEqual({ code: 601, msg: translate('urlInvalid', 'lo') });
  });
});
