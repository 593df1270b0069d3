/** The query parameter of /login that names the page to return to after signing in. */
export const RETURN_PARAM = 'next';

/** /login, asking to come back to `path` (a path of this site, with its query and hash) after signing in. */
export function loginPathReturningTo(path: string): string {
  return path === '/' ? '/login' : `/login?${new URLSearchParams({ [RETURN_PARAM]: path })}`;
}

/**
 * The page to go to after signing in: the `next` of /login's query when it is a path of this site, else `/`. A
 * value naming another site (`//evil.example`, `https://…`, `/\evil.example`) or anything unreadable goes home.
 */
export function returnPathFrom(search: string): string {
  const next = new URLSearchParams(search).get(RETURN_PARAM);
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return '/';
  try {
    const base = 'https://this.site';
    const url = new URL(next, base);
    return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : '/';
  } catch {
    return '/';
  }
}
