import { PAGE_BOOT_ELEMENT_ID, type PageBootAnswer, type PageBootData } from '@rugby/contracts/page-boot';
import { isOfflineRead, OFFLINE_READS_CACHE } from '../offline/offline-reads.ts';

/** How long after the page started its carried answers stand in for a request (a first load, not a later refetch). */
const ANSWERS_VALID_MS = 60_000;

let boot: PageBootData | null | undefined;

/**
 * What the page's HTML carries for its first screen (docs/decisions/017): the remotes map and the gateway's answers
 * to the first GET calls. Null when the page has none (a dev server, the edge's fallback page).
 */
export function pageBoot(): PageBootData | null {
  if (boot !== undefined) return boot;
  boot = null;
  const element = typeof document === 'undefined' ? null : document.getElementById(PAGE_BOOT_ELEMENT_ID);
  if (element?.textContent) {
    try {
      boot = JSON.parse(element.textContent) as PageBootData;
    } catch {
      boot = null;
    }
  }
  return boot;
}

/** The carried answer to a GET of `path`, once: the next GET of it goes to the server. */
export function takeBootAnswer(path: string): PageBootAnswer | undefined {
  const data = pageBoot()?.data;
  if (!data || !Object.hasOwn(data, path)) return undefined;
  const answer = data[path];
  delete data[path];
  if (performance.now() > ANSWERS_VALID_MS || !answer) return undefined;
  keepForOffline(path, answer);
  return answer;
}

/**
 * Puts a carried answer where the service worker looks for it without signal (kit offline/offline-reads.ts), as if
 * the page had fetched it: otherwise the home's reads would be there only when the app happened to ask for them, and a
 * home opened offline after another page was loaded last (a deep link, a notification) would have none.
 */
function keepForOffline(path: string, answer: PageBootAnswer): void {
  if (answer.status !== 200 || typeof caches === 'undefined' || !path.startsWith('/')) return;
  const url = new URL(path, location.origin);
  if (!isOfflineRead(url.pathname)) return;
  const response = new Response(answer.body, {
    status: 200,
    headers: { 'Content-Type': 'application/json; charset=utf-8', Date: new Date().toUTCString() },
  });
  caches
    .open(OFFLINE_READS_CACHE)
    .then((cache) => cache.put(url.href, response))
    .catch(() => undefined);
}
