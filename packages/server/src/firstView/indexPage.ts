import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  answerKey,
  API_BASE,
  DICT_TYPES,
  FIRST_VIEW_ELEMENT_ID,
  HOME_LISTS,
  parseLocale,
  TOKEN_COOKIE,
  VIEW_COOKIE,
  type DictItem,
  type FirstViewData,
  type Locale,
  type SectionDetail,
  type SectionSummary,
} from '@portal/domain';
import { readCookie } from '../accounts/deviceCookie';
import { parseTimezone } from '../http/time';
import { escapeHtml, renderAnnouncement, renderHome, type Dictionaries, type FirstViewMessages } from './render';

/**
 * index.html of every history-mode route (docs/decisions/bundle.md, "Readable content first" and "No needless
 * calls"), written for the visitor's language and time zone (the VIEW_COOKIE the page sets):
 * - it carries the answers the page asks for first (FirstViewData: the public settings, every dictionary, and on
 *   `/` the home lists, on an announcement the section), so the page asks the API only for what is the caller's
 *   own; the answers are the API's own (asked through `inject`, from the public cache) as a visitor gets them;
 * - on `/` and an announcement the readable first view (project names, status, deadline) replaces the grey
 *   skeleton, so the text is on screen before any script has run; in demo mode every page starts with the demo
 *   banner, where the page draws it;
 * - a strong ETag names the page (the template, the language, the zone and the ETag of every answer in it), so a
 *   reload whose data has not changed is answered 304 before the page is written.
 */

/** The template and the texts of the first view, read from the build; kept until the files change. */
interface Template {
  key: string;
  html: string;
  messages: Partial<Record<Locale, FirstViewMessages>>;
  hash: string;
}

/** A written page with its compressed forms, by ETag (the last few only: pages differ by language, zone, route). */
interface Written {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}
const MAX_WRITTEN = 200;

/** One answer of the API: its body as sent and its ETag (a visitor's answers are all cached ones). */
interface Answer {
  key: string;
  body: string;
  etag: string;
}

const FIRST_VIEW_MARK = /<!--first-view-->[\s\S]*?<!--\/first-view-->/;
const DEMO_BANNER_MARK = /<!--demo-banner-->[\s\S]*?<!--\/demo-banner-->/;
const BRAND_MARK = /<!--brand-->[\s\S]*?<!--\/brand-->/;

/** The section of an announcement's address (`/TenderAnnouncement?id=`, `/InquiryAnnouncement?id=`), if any. */
export function announcementId(url: string): number | undefined {
  const [path, query = ''] = url.split('?');
  if (path !== '/TenderAnnouncement' && path !== '/InquiryAnnouncement') return undefined;
  const id = new URLSearchParams(query).get('id');
  return id && /^[1-9]\d{0,14}$/.test(id) ? Number(id) : undefined;
}

/** The language and zone the page shows, from its cookie (`zh|Asia/Vientiane`); the defaults without it. */
export function viewOf(request: FastifyRequest): { locale: Locale; timezone: string } {
  let value = readCookie(request, VIEW_COOKIE) ?? '';
  try {
    value = decodeURIComponent(value);
  } catch {
    value = '';
  }
  const [locale, timezone] = value.split('|');
  return { locale: parseLocale(locale), timezone: parseTimezone(timezone) };
}

/** JSON inside a <script> element: nothing in it can close the element or open a comment. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

export function indexPage(app: FastifyInstance, root: string) {
  let template: Template | undefined;
  const written = new Map<string, Written>();

  async function load(): Promise<Template> {
    const indexPath = join(root, 'index.html');
    const messagesPath = join(root, 'first-view-messages.json');
    const [index, messages] = await Promise.all([stat(indexPath), stat(messagesPath).catch(() => undefined)]);
    const key = `${index.mtimeMs}/${messages?.mtimeMs}`;
    if (template?.key === key) return template;
    const html = await readFile(indexPath, 'utf8');
    const texts = messages ? (JSON.parse(await readFile(messagesPath, 'utf8')) as Template['messages']) : {};
    written.clear();
    template = { key, html, messages: texts, hash: createHash('sha1').update(html).update(JSON.stringify(texts)).digest('base64url') };
    return template;
  }

  /** A public answer as a visitor gets it, in the page's language and zone; undefined unless it succeeded. */
  async function ask(path: string, query: Record<string, unknown> | undefined, view: { locale: Locale; timezone: string }): Promise<Answer | undefined> {
    const search = query ? new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString() : '';
    const response = await app.inject({
      method: 'GET',
      url: API_BASE + path + (search ? `?${search}` : ''),
      headers: { 'content-language': view.locale, 'accept-timezone': view.timezone },
    });
    const etag = response.headers.etag;
    if (response.statusCode !== 200 || typeof etag !== 'string') return undefined;
    const body = response.body;
    if ((JSON.parse(body) as { code?: number }).code !== 200) return undefined;
    return { key: answerKey(path, query), body, etag };
  }

  return async function sendIndex(request: FastifyRequest, reply: FastifyReply) {
    const page = await load();
    const view = viewOf(request);
    const section = announcementId(request.url);
    const home = request.url.split('?')[0] === '/';
    const signedIn = readCookie(request, TOKEN_COOKIE) !== undefined;
    const [config, dicts, lists, detail] = await Promise.all([
      ask('/common/config', undefined, view),
      Promise.all(DICT_TYPES.map((type) => ask(`/system/dict/data/type/${type}`, undefined, view))),
      home ? Promise.all([HOME_LISTS.latest, HOME_LISTS.tenders, HOME_LISTS.inquiries].map((query) => ask('/system/section/homeListPage', query, view))) : [],
      section === undefined ? undefined : ask(`/system/section/getSectionByIdWithAuth/${section}`, undefined, view),
    ]);
    // A signed-in caller's section carries its own follow and sign-up: the page asks for it; the text shows anyway.
    const answers = [config, ...dicts, ...lists, signedIn ? undefined : detail].filter((a) => a !== undefined);
    const zoneFree = new Set<Answer | undefined>([config, ...dicts]);
    const shown = [...answers, ...(signedIn && detail ? [detail] : [])];
    const etag = `"${createHash('sha1')
      .update([page.hash, view.locale, view.timezone, request.url, String(signedIn), ...shown.map((a) => a.key + a.etag)].join('\u0000'))
      .digest('base64url')}"`;
    reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding, Cookie').header('ETag', etag).type('text/html; charset=utf-8');
    const match = request.headers['if-none-match'];
    if (match && match.split(',').some((tag) => tag.trim() === etag)) return reply.code(304).send();

    let out = written.get(etag);
    if (!out) {
      const messages = page.messages[view.locale];
      const dictionaries: Dictionaries = {};
      for (const [index, type] of DICT_TYPES.entries()) {
        const answer = dicts[index];
        if (answer) dictionaries[type] = (JSON.parse(answer.body) as { data?: DictItem[] }).data;
      }
      let readable = '';
      if (messages && home && lists.every((a) => a !== undefined)) {
        const [latest, tenders, inquiries] = lists.map((a) => (JSON.parse(a!.body) as { rows: SectionSummary[] }).rows);
        readable = renderHome({ latest: latest!, tenders: tenders!, inquiries: inquiries! }, dictionaries, messages, view.locale);
      } else if (messages && detail) {
        const bidSection = (JSON.parse(detail.body) as { data: { bidSection: SectionDetail } }).data.bidSection;
        readable = renderAnnouncement(bidSection, dictionaries, messages, view.locale);
      }
      const data: FirstViewData = { locale: view.locale, timezone: view.timezone, answers: {}, zoneFree: {} };
      for (const answer of answers) (zoneFree.has(answer) ? data.zoneFree : data.answers)[answer.key] = JSON.parse(answer.body);
      // Replacements by function: a `$` in the data is text, not a replacement pattern.
      let html = page.html.replace(/<html lang="[^"]*"/, () => `<html lang="${view.locale}"`);
      if (readable) html = html.replace(FIRST_VIEW_MARK, () => `<div class="fv" inert aria-hidden="true">${readable}</div>`);
      if (messages) html = html.replace(BRAND_MARK, () => `<span class="fv-brand">${escapeHtml(messages.common.appName)}</span>`);
      // The demo banner comes with the first paint, where the page will draw it, instead of pushing the page
      // down once the scripts have run (issue 23).
      const banner = messages?.shell?.demoBanner;
      if (banner && config && (JSON.parse(config.body) as { data?: { demoMode?: boolean } }).data?.demoMode)
        html = html.replace(DEMO_BANNER_MARK, () => `<div class="fv-demo">${escapeHtml(banner)}</div>`);
      const end = html.lastIndexOf('</body>');
      const script = `<script type="application/json" id="${FIRST_VIEW_ELEMENT_ID}">${scriptJson(data)}</script>\n  `;
      if (end >= 0) html = html.slice(0, end) + script + html.slice(end);
      out = { body: Buffer.from(html) };
      if (written.size >= MAX_WRITTEN) written.delete(written.keys().next().value!);
      written.set(etag, out);
    }
    const accept = request.headers['accept-encoding'] ?? '';
    if (/\bbr\b/.test(accept)) {
      out.br ??= brotliCompressSync(out.body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: out.body.length } });
      return reply.header('Content-Encoding', 'br').send(out.br);
    }
    if (/\bgzip\b/.test(accept)) {
      out.gzip ??= gzipSync(out.body);
      return reply.header('Content-Encoding', 'gzip').send(out.gzip);
    }
    return reply.send(out.body);
  };
}
