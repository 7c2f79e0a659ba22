import { BIDDING_TYPE, deadlineField, localized, sectionStatusDictType, type DictItem, type Locale, type SectionDetail, type SectionSummary } from '@portal/domain';

/**
 * The readable first view of a public page, written into index.html by the server (docs/decisions/bundle.md,
 * "Readable content first"): the home page's project names, status and closing times, an announcement's
 * title, status and deadline, as plain HTML styled by index.html's own <style>, shown until the app has
 * loaded and draws the page itself. Nothing in it is interactive (index.html marks it inert).
 */

/** The web's texts the first view shows, by namespace as the web's message files hold them (one language). */
export interface FirstViewMessages {
  common: { appName: string };
  /** The demo banner's text (shell.demoBanner), written with the first view in demo mode. */
  shell?: { demoBanner: string };
  home: { latest: string; tenders: string; inquiries: string; tender: string; inquiry: string };
  projects: { card: { signupEndTime: string; endTime: string } };
  announcement: {
    releaseTime: string;
    info: Record<string, string | { tender: string; inquiry: string }>;
  };
}

/** Dictionaries by type, as the API answered them (labels in the page's language). */
export type Dictionaries = Record<string, DictItem[] | undefined>;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text made safe for an element's content or a quoted attribute. */
export const escapeHtml = (value: unknown) => String(value ?? '').replace(/[&<>"']/g, (c) => ESCAPES[c]!);

const statusLabel = (dicts: Dictionaries, biddingType: number, status: number) =>
  dicts[sectionStatusDictType(biddingType)]?.find((entry) => entry.dictValue === String(status))?.dictLabel ?? '';

const tag = (label: string) => (label ? `<span class="fv-tag">${escapeHtml(label)}</span>` : '');
/** A wire time (`yyyy-MM-dd HH:mm:ss`) to the minute. */
const minutes = (time: string | null | undefined) => (time ?? '').slice(0, 16);

/** The home page: the latest projects, then the tenders open for sign-up and the inquiries, as cards. */
export function renderHome(
  lists: { latest: SectionSummary[]; tenders: SectionSummary[]; inquiries: SectionSummary[] },
  dicts: Dictionaries,
  messages: FirstViewMessages,
  locale: Locale,
): string {
  const latest = lists.latest
    .map((section) => {
      const kind = section.biddingType === BIDDING_TYPE.inquiry ? messages.home.inquiry : messages.home.tender;
      const day = (section.releaseTime ?? section.createTime ?? '').slice(5, 10);
      return `<li><span class="fv-kind">${escapeHtml(kind)}</span> <span class="fv-name">${escapeHtml(localized(section, 'sectionName', locale))}</span> <span class="fv-muted">${escapeHtml(day)}</span></li>`;
    })
    .join('');
  const card = (section: SectionSummary) => {
    const inquiry = section.biddingType === BIDDING_TYPE.inquiry;
    const closes = inquiry ? section.entTime : section.signupEndTime;
    const label = inquiry ? messages.projects.card.endTime : messages.projects.card.signupEndTime;
    return (
      `<div class="fv-card">${tag(statusLabel(dicts, section.biddingType, section.sectionStauts))}` +
      `<h3>${escapeHtml(localized(section, 'sectionName', locale))}</h3>` +
      `<p class="fv-muted">${escapeHtml(localized(section, 'organization', locale))}</p>` +
      (closes ? `<p>${escapeHtml(label)} ${escapeHtml(minutes(closes))}</p>` : '') +
      `</div>`
    );
  };
  const block = (title: string, rows: SectionSummary[]) =>
    rows.length ? `<section class="fv-block"><h2>${escapeHtml(title)}</h2><div class="fv-cards">${rows.map(card).join('')}</div></section>` : '';
  return (
    (latest ? `<section class="fv-block"><h2>${escapeHtml(messages.home.latest)}</h2><ul class="fv-latest">${latest}</ul></section>` : '') +
    block(messages.home.tenders, lists.tenders) +
    block(messages.home.inquiries, lists.inquiries)
  );
}

/** An announcement's head: status, title, release time, purchaser and the deadline its countdown runs to. */
export function renderAnnouncement(section: SectionDetail, dicts: Dictionaries, messages: FirstViewMessages, locale: Locale): string {
  const field = deadlineField(section.biddingType, section.sectionStauts);
  const labels = messages.announcement.info[field ?? ''];
  const kind = section.biddingType === BIDDING_TYPE.inquiry ? 'inquiry' : 'tender';
  const deadlineLabel = typeof labels === 'string' ? labels : labels?.[kind];
  const deadline = field ? section[field] : null;
  const released = section.releaseTime ?? section.createTime ?? '';
  return (
    `<section class="fv-block">${tag(statusLabel(dicts, section.biddingType, section.sectionStauts))}` +
    `<h1>${escapeHtml(localized(section, 'sectionName', locale))}</h1>` +
    `<p class="fv-muted">${escapeHtml(messages.announcement.releaseTime.replace('{{time}}', released))}</p>` +
    `<p class="fv-muted">${escapeHtml(localized(section, 'organization', locale))}</p>` +
    (deadline && deadlineLabel ? `<p class="fv-deadline">${escapeHtml(deadlineLabel)} <b>${escapeHtml(minutes(deadline))}</b></p>` : '') +
    `</section>`
  );
}
