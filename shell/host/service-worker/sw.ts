/**
 * The service worker (docs/decisions/022): the app and today's session stay on the phone for training without signal.
 *   - the shell's build (hashed scripts and styles, the web manifest, the icons): precached at install;
 *   - the remotes' hashed scripts and styles: cache first (they never change), and a remote's whole first screen and
 *     the screens and dialogs it opens from there (its manifest's expose files) are cached once its manifest is fetched;
 *   - the remotes map, the remotes' manifests and entries: network first, the last copy when offline;
 *   - pages: network first, else the last page (the shell routes in the browser);
 *   - the reads that draw the player's home (contracts FIRST_SCREEN_CALLS.player), the user and an exercise's history
 *     (kit offline/offline-reads.ts): network first with a short timeout, else the last answer; the answers a page's
 *     HTML carried are put there by the page (kit api/page-boot.ts).
 * Nothing else is cached: other API calls, GraphQL, server push and every write go to the network as without it. The
 * user's pages and reads are deleted on sign-in and sign-out (kit offline/user-data-caches.ts).
 *
 * Web push (docs/decisions/025): a notification from the messaging service is shown with its key as the tag (a repeat
 * replaces it instead of stacking); a click focuses an open window of the app (on the notification's page) or opens it
 * (push-notifications.ts).
 */
import { PRODUCT_NAME } from '@rugby/contracts/domain';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { isOfflineRead, OFFLINE_READS_CACHE } from '@rugby/kit/offline/offline-reads.ts';
import { USER_DATA_CACHES } from '@rugby/kit/offline/user-data-caches.ts';
import { appUrl, notificationOf, openNotificationPage } from './push-notifications.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

const [PAGES_CACHE] = USER_DATA_CACHES;
const ASSETS_CACHE = 'rugby-assets';
const ENTRIES_CACHE = 'rugby-remote-entries';
const DAY = 24 * 60 * 60;

/** Content-hashed file names (main.3f9a1c2b.js): their content never changes (gateway/src/web.ts says the same). */
const HASHED_ASSET = /[.-][0-9a-f]{8,}\.(?:js|mjs|css|woff2?)$/i;
const REMOTE_MANIFEST = /^\/remotes\/[a-z][a-z0-9-]*\/mf-manifest\.json$/;
const REMOTE_ENTRY = /^\/remotes\/[a-z][a-z0-9-]*\/remoteEntry\.js$/;

const sameOrigin = (url: URL) => url.origin === self.location.origin;
const okOnly = new CacheableResponsePlugin({ statuses: [200] });

self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

const assets = new CacheFirst({ cacheName: ASSETS_CACHE, plugins: [okOnly, new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 60 * DAY })] });
registerRoute(({ url }) => sameOrigin(url) && HASHED_ASSET.test(url.pathname), assets);

/** A remote's manifest lists its first screen's files and what they open (dialogs, tabs): cached for offline. */
interface RemoteManifest {
  exposes?: { assets?: { js?: { sync?: string[]; async?: string[] }; css?: { sync?: string[]; async?: string[] } } }[];
}
const keepRemoteScreens: WorkboxPlugin = {
  cacheDidUpdate: async ({ request, newResponse, event }) => {
    const base = new URL('./', request.url);
    const manifest = (await newResponse.clone().json()) as RemoteManifest;
    const files = (manifest.exposes ?? []).flatMap(({ assets: a }) => [
      ...(a?.js?.sync ?? []),
      ...(a?.js?.async ?? []),
      ...(a?.css?.sync ?? []),
      ...(a?.css?.async ?? []),
    ]);
    const cache = await caches.open(ASSETS_CACHE);
    const missing = [];
    for (const file of new Set(files)) {
      const url = new URL(file, base).href;
      if (!(await cache.match(url))) missing.push(url);
    }
    const warm = Promise.all(missing.map((url) => assets.handle({ request: new Request(url), event: event as FetchEvent }).catch(() => undefined)));
    if (event && 'waitUntil' in event) (event as ExtendableEvent).waitUntil(warm);
  },
};

registerRoute(
  ({ url }) => sameOrigin(url) && REMOTE_MANIFEST.test(url.pathname),
  new NetworkFirst({ cacheName: ENTRIES_CACHE, networkTimeoutSeconds: 4, plugins: [okOnly, keepRemoteScreens] }),
);
registerRoute(
  ({ url }) => sameOrigin(url) && (url.pathname === '/remotes.json' || REMOTE_ENTRY.test(url.pathname)),
  new NetworkFirst({ cacheName: ENTRIES_CACHE, networkTimeoutSeconds: 4, plugins: [okOnly] }),
);

registerRoute(
  ({ url, request }) => sameOrigin(url) && request.method === 'GET' && isOfflineRead(url.pathname),
  new NetworkFirst({
    cacheName: OFFLINE_READS_CACHE,
    networkTimeoutSeconds: 3,
    plugins: [okOnly, new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 8 * DAY })],
  }),
);

/** Every page is the one single-page app: the last page loaded stands in for any page when offline. */
const onePageShell: WorkboxPlugin = { cacheKeyWillBeUsed: async () => new Request(new URL('/', self.location.origin).href) };
registerRoute(
  new NavigationRoute(new NetworkFirst({ cacheName: PAGES_CACHE, networkTimeoutSeconds: 4, plugins: [okOnly, onePageShell] }), {
    denylist: [/^\/api\//, /^\/graphql/],
  }),
);

self.addEventListener('push', (event) => {
  const { title, options } = notificationOf(event.data, self.location.origin, PRODUCT_NAME, '/icons/icon-192.png');
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = appUrl((event.notification.data as { url?: unknown } | null)?.url, self.location.origin);
  event.waitUntil(openNotificationPage(self.clients, target, self.location.origin));
});
