import { FIRST_SCREEN_CALLS } from '@rugby/contracts/page-boot';
import { ROUTE_PATHS } from '@rugby/contracts/routes/paths';
import { USER_DATA_CACHES } from './user-data-caches.ts';

/**
 * The reads the service worker keeps for training without signal (shell/host/service-worker/sw.ts, decision 022): what
 * the player's home asks first (contracts FIRST_SCREEN_CALLS.player), the user, an exercise's history. The worker
 * answers them network first, else with the last answer in `rugby-api`; the page puts there the answers its HTML
 * carried (page-boot.ts), which it never fetches.
 */
export const OFFLINE_READS_CACHE = USER_DATA_CACHES[1];

/** A route path ('/api/teams/:teamId/messages?x=:y') as a pattern of the path alone. */
const pathPattern = (path: string) => new RegExp(`^${path.split('?')[0]!.replace(/:[A-Za-z]+/g, '[^/]+')}$`);

const OFFLINE_READS = [...FIRST_SCREEN_CALLS.player.first, ...FIRST_SCREEN_CALLS.player.later, ROUTE_PATHS.authUser.path, ROUTE_PATHS.exerciseHistory.path].map(
  pathPattern,
);

/** Whether a GET of this path (without its query) is one the service worker keeps for offline. */
export const isOfflineRead = (pathname: string): boolean => OFFLINE_READS.some((pattern) => pattern.test(pathname));
