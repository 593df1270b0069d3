/**
 * The caches the service worker keeps of the signed-in user's pages and reads (shell/host/service-worker/sw.ts),
 * deleted by the page on a change of user (offline-writes.ts forgetUserData). Imports nothing: the worker bundles it.
 */
export const USER_DATA_CACHES = ['rugby-pages', 'rugby-api'] as const;
