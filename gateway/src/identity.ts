import { createHash } from 'node:crypto';
import { isWellFormedSessionToken, SESSION_COOKIE, type Identity, type User } from '@rugby/contracts';
import { signIdentity } from '@rugby/service-kit';

export interface ResolvedCaller {
  identity: Identity | null;
  /** The signed identity header value for services; null when anonymous. */
  signed: string | null;
  /** The signed-in user as GET /api/auth/user answers it (null when anonymous or not known). */
  user: User | null;
}

/** What the team service says about a session: who holds it, and the user json of GET /api/auth/user. */
export interface ResolvedSession {
  identity: Identity;
  user: User | null;
}

export interface SessionResolverOptions {
  /** Asks the team service who owns a session token (null: unknown or expired session). */
  resolve: (token: string) => Promise<ResolvedSession | null>;
  /** How long a resolved session is reused (ms). */
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
  /** Whether sessions may be kept now (ended sessions are being heard); when not, every call asks. Default: always. */
  cacheable?: () => boolean;
}

const ANONYMOUS: ResolvedCaller = { identity: null, signed: null, user: null };
/** Signed identities live longer than cache entries, so a cached signature is always still valid when reused. */
const SIGNED_TTL_SECONDS = 60;

/** The session token from a Cookie header, if any. */
export function sessionToken(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === SESSION_COOKIE) {
      const value = part.slice(eq + 1).trim();
      if (!value) return null;
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
  }
  return null;
}

/** A Set-Cookie value that removes the session cookie (same attributes as the team service sets it with). */
export function expiredSessionCookie(secure: boolean): string {
  return `${SESSION_COOKIE}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Whether a response's Set-Cookie header(s) set the session cookie (then the gateway leaves it alone). */
export function setsSessionCookie(setCookie: string | string[] | undefined): boolean {
  return ([] as string[]).concat(setCookie ?? []).some((c) => c.trimStart().startsWith(`${SESSION_COOKIE}=`));
}

/** SHA-256 (hex) of a session token: how the team service names a session that ended. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Session token → identity, through the team service, with a short bounded cache (oldest entries evicted first) and
 * one in-flight lookup per token. Failed lookups are not cached. A session that ends anywhere is forgotten when the
 * team service says so (`forgetEnded`, by its token's hash; docs/decisions/023); nothing is kept while `cacheable()`
 * is false.
 */
export function createSessionResolver(opts: SessionResolverOptions) {
  const ttl = opts.ttlMs ?? 5_000;
  const max = opts.maxEntries ?? 10_000;
  const now = opts.now ?? Date.now;
  const cacheable = opts.cacheable ?? (() => true);
  const cache = new Map<string, { value: Promise<ResolvedCaller>; expires: number; hash: string }>();
  const tokenByHash = new Map<string, string>();

  async function lookup(token: string): Promise<ResolvedCaller> {
    const session = await opts.resolve(token);
    if (!session) return ANONYMOUS;
    return { identity: session.identity, user: session.user, signed: await signIdentity(session.identity, SIGNED_TTL_SECONDS) };
  }
  const drop = (token: string) => {
    const entry = cache.get(token);
    if (!entry) return;
    cache.delete(token);
    tokenByHash.delete(entry.hash);
  };

  return {
    /** Who holds a session token; a malformed token (see isWellFormedSessionToken) is anonymous without a lookup. */
    async caller(token: string | null): Promise<ResolvedCaller> {
      if (!token || !isWellFormedSessionToken(token)) return ANONYMOUS;
      if (!cacheable()) return lookup(token);
      const hit = cache.get(token);
      if (hit && hit.expires > now()) return hit.value;
      if (hit) drop(token);
      const value = lookup(token);
      const hash = hashToken(token);
      cache.set(token, { value, expires: now() + ttl, hash });
      tokenByHash.set(hash, token);
      while (cache.size > max) drop(cache.keys().next().value as string);
      value.catch(() => {
        if (cache.get(token)?.value === value) drop(token);
      });
      return value;
    },
    /** Forget a session (logout, or a service said the caller's identity changed). */
    forget(token: string | null): void {
      if (token) drop(token);
    },
    /** Forget the session whose token has this hash (it ended, through any gateway). */
    forgetEnded(tokenHash: string): void {
      const token = tokenByHash.get(tokenHash);
      if (token) drop(token);
    },
    /** Forget every session (endings may have been missed). */
    forgetAll(): void {
      cache.clear();
      tokenByHash.clear();
    },
    get size() {
      return cache.size;
    },
  };
}
export type SessionResolver = ReturnType<typeof createSessionResolver>;
