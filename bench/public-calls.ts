import { API_BASE, homeListQuery, type HomeListQuery } from '@portal/domain';
import { ITEMS } from './words';

export const LIST_PATH = `${API_BASE}/system/section/homeListPage`;
export const DETAIL_PATH = `${API_BASE}/system/section/getSectionByIdWithAuth/`;

/** One load run: the hello-world server, one list query of the portal, or the detail of random sections. */
export type Scenario =
  | { name: string; kind: 'hello' }
  | { name: string; kind: 'list'; query: string }
  | { name: string; kind: 'detail' }
  /** Each request a search not asked before (autocannon/distinct-search.cjs): the cost of a cache miss. */
  | { name: string; kind: 'first-search'; connections: number };

/** Words of the first-search scenario: every item in zh, en (its first word) and lo. */
export const SEARCH_WORDS = ITEMS.flatMap((item) => [item.zh, item.en.split(' ')[0], item.lo]);

/** The statuses the portal's project lists show: inquiring, announced, sign-up open. */
const OPEN = 'sectionStautsList=1,7,8';
const search = (text: string) => `pageNum=1&pageSize=10&${OPEN}&searchValue=${encodeURIComponent(text)}`;
const common = ITEMS[0];
const rare = ITEMS[ITEMS.length - 1];
const longZh = ITEMS.find((item) => item.en === 'solar panels')!;
const firstWord = (text: string) => text.split(' ')[0];

/** Stands for the last page of a list; `checkSamples` replaces it with the number once it knows the total. */
const LAST_PAGE = 'pageNum=last';
const PAGE_SIZE = 10;

export const SCENARIOS: Scenario[] = [
  { name: 'hello world', kind: 'hello' },
  { name: 'list status 1,7,8 page 1', kind: 'list', query: `pageNum=1&pageSize=10&${OPEN}` },
  { name: 'list status 1,7,8 page 50', kind: 'list', query: `pageNum=50&pageSize=10&${OPEN}` },
  { name: 'list status 1,7,8 last page', kind: 'list', query: `${LAST_PAGE}&pageSize=10&${OPEN}` },
  { name: 'list all page 1', kind: 'list', query: 'pageNum=1&pageSize=10' },
  { name: 'list all last page', kind: 'list', query: `${LAST_PAGE}&pageSize=10` },
  { name: 'home signUpIng page 1', kind: 'list', query: 'pageNum=1&pageSize=10&queryType=signUpIng' },
  { name: `search zh ${common.zh} (common)`, kind: 'list', query: search(common.zh) },
  { name: `search zh ${rare.zh} (rare)`, kind: 'list', query: search(rare.zh) },
  { name: `search zh ${longZh.zh}`, kind: 'list', query: search(longZh.zh) },
  { name: `search en ${firstWord(common.en)} (common)`, kind: 'list', query: search(firstWord(common.en)) },
  { name: `search en ${rare.en} (rare)`, kind: 'list', query: search(rare.en) },
  { name: `search lo ${common.lo} (common)`, kind: 'list', query: search(common.lo) },
  { name: `search lo ${rare.lo} (rare)`, kind: 'list', query: search(rare.lo) },
  // Terms of one or two letters have no trigram: the status filter is what narrows them (see README).
  { name: 'search en 1 letter s', kind: 'list', query: search('s') },
  { name: 'search en 2 letters st', kind: 'list', query: search('st') },
  { name: 'search en 2 letters qz (none)', kind: 'list', query: search('qz') },
  { name: 'search lo 1 letter ທ', kind: 'list', query: search('ທ') },
  { name: 'search lo 2 letters ຢາ', kind: 'list', query: search('ຢາ') },
  { name: 'search en qz (none), no status filter', kind: 'list', query: `pageNum=1&pageSize=10&searchValue=qz` },
  { name: 'detail random id (cached)', kind: 'detail' },
  { name: 'search, first call (uncached), 8 connections', kind: 'first-search', connections: 8 },
];

/** The calls measured again against 1 and 2 server processes on the same database. */
export const PROCESS_SCENARIOS = ['list status 1,7,8 page 1', `search zh ${common.zh} (common)`, `search lo ${rare.lo} (rare)`, 'detail random id (cached)'];

/** The list query the API reads from a scenario's query string. */
export const parseListQuery = (query: string): HomeListQuery => homeListQuery.parse(Object.fromEntries(new URLSearchParams(query)));

interface Envelope {
  code: number;
  msg: string;
  total?: number;
}

async function getJson(url: string): Promise<Envelope> {
  const response = await fetch(url);
  const text = await response.text();
  if (response.status !== 200) throw new Error(`GET ${url}: HTTP ${response.status} ${text.slice(0, 200)}`);
  const body = JSON.parse(text) as Envelope;
  if (body.code !== 200) throw new Error(`GET ${url}: code ${body.code} ${body.msg}`);
  return body;
}

/**
 * Calls each scenario before the load and checks every answer says code 200; returns the number of
 * matching sections of each list scenario; a last-page scenario gets its page number here. The detail
 * is checked on `detailSample` of the ids.
 */
export async function checkSamples(appUrl: string, detailIds: number[], detailSample = 25): Promise<Map<string, number>> {
  const totals = new Map<string, number>();
  for (const scenario of SCENARIOS) {
    if (scenario.kind === 'list' && scenario.query.includes(LAST_PAGE)) {
      const { total = 0 } = await getJson(`${appUrl}${LIST_PATH}?${scenario.query.replace(LAST_PAGE, 'pageNum=1')}`);
      scenario.query = scenario.query.replace(LAST_PAGE, `pageNum=${Math.max(1, Math.ceil(total / PAGE_SIZE))}`);
    }
    if (scenario.kind === 'list') totals.set(scenario.name, (await getJson(`${appUrl}${LIST_PATH}?${scenario.query}`)).total ?? 0);
    if (scenario.kind === 'detail') {
      const step = Math.max(1, Math.floor(detailIds.length / detailSample));
      for (let i = 0; i < detailIds.length; i += step) await getJson(`${appUrl}${DETAIL_PATH}${detailIds[i]}`);
    }
  }
  return totals;
}
