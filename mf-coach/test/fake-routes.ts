import { json, mockFetch, type FetchCall } from '@rugby/kit/testing/render.tsx';

export type RouteHandler = (call: FetchCall, url: URL) => Response | Promise<Response>;

/**
 * A fake back end for component tests: `'METHOD /path?query'` (that query only) or `'METHOD /path'` -> handler.
 * Unknown routes answer 404 so a missing fake shows up as a failure, not a hang. Returns the recorded calls.
 */
export function fakeRoutes(routes: Record<string, RouteHandler>) {
  return mockFetch((call) => {
    const url = new URL(call.url, 'http://app.test');
    const handler = routes[`${call.method} ${url.pathname}${url.search}`] ?? routes[`${call.method} ${url.pathname}`];
    return handler ? handler(call, url) : json({ message: `no fake for ${call.method} ${call.url}` }, 404);
  });
}
