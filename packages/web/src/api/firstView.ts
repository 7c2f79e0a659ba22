import { FIRST_VIEW_ELEMENT_ID, VIEW_COOKIE, type FirstViewData, type Locale } from '@portal/domain';

/**
 * The answers index.html brought with it (docs/decisions/bundle.md, "No needless calls"): the server puts the
 * public answers a page asks for first into the page (FirstViewData), so the page draws without asking the API.
 * They are used only in the language and time zone they were written in, and only while the session is the one
 * the page was loaded with (a visitor's answers, never a signed-in caller's own); settings and dictionaries,
 * which hold no time, in any zone. Each answer is taken once:
 * asked again later (the page visited again within the app) it comes from the API, fresh.
 */

/** The browser's time zone, which the API writes times in (Accept-Timezone). */
export const browserTimezone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'Asia/Shanghai';

/** What the page asks in: its language, time zone and session token (undefined for a visitor). */
export interface View {
  locale: Locale;
  timezone: string;
  token: string | undefined;
}

let loaded: { data: FirstViewData; token: string | undefined } | null | undefined;

function firstView(view: View) {
  if (loaded === undefined) {
    loaded = null;
    const text = typeof document === 'undefined' ? null : document.getElementById(FIRST_VIEW_ELEMENT_ID)?.textContent;
    try {
      if (text) loaded = { data: JSON.parse(text) as FirstViewData, token: view.token };
    } catch {
      // A page without a readable first view asks the API, as it always could.
    }
  }
  if (!loaded || loaded.data.locale !== view.locale || loaded.token !== view.token) return [];
  // Answers with times in them only in the zone they were written in (a first visit from another zone asks).
  return loaded.data.timezone === view.timezone ? [loaded.data.zoneFree ?? {}, loaded.data.answers] : [loaded.data.zoneFree ?? {}];
}

/** The answer under `key` (domain's answerKey) that index.html brought, if usable; `take` uses it up. */
export function firstViewAnswer<T>(key: string, view: View, take: boolean): T | undefined {
  for (const answers of firstView(view)) {
    const answer = answers[key] as T | undefined;
    if (answer === undefined) continue;
    if (take) delete answers[key];
    return answer;
  }
  return undefined;
}

/** Forgets what index.html brought (tests). */
export function resetFirstView() {
  loaded = undefined;
}

/**
 * Tells the server, in a cookie that carries no credentials, the language and time zone the page shows, so the
 * next index.html it sends is written in them (its readable first view and its answers).
 */
export function rememberView(locale: Locale) {
  const value = `${locale}|${browserTimezone()}`;
  const current = document.cookie.split('; ').find((c) => c.startsWith(VIEW_COOKIE + '='));
  if (current && decodeURIComponent(current.slice(VIEW_COOKIE.length + 1)) === value) return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${VIEW_COOKIE}=${encodeURIComponent(value)}; path=/; max-age=31536000; SameSite=Lax${secure}`;
}
