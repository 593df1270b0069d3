import { SignJWT, jwtVerify } from 'jose';
import { LRUCache } from 'lru-cache';
import { identitySchema, type Identity } from '@rugby/contracts';
import { identitySecret } from './config.ts';
import { deepFreeze } from './freeze.ts';

const ISSUER = 'rugby-gateway';
const AUDIENCE = 'rugby-services';
const key = () => new TextEncoder().encode(identitySecret());

/** Signed by the gateway for each request it forwards; short-lived. */
export async function signIdentity(identity: Identity, ttlSeconds = 60): Promise<string> {
  return new SignJWT({ identity })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setSubject(identity.userId)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(key());
}

/**
 * Identities already verified, by the exact signed header, until it expires: the gateway reuses one signature for
 * every request of a session for a while (its session cache), so each is checked once, not once per request.
 */
const verified = new LRUCache<string, { identity: Identity; expiresAt: number }>({ max: 10_000 });

/** Verifies the signed identity header; throws on a bad signature, expiry or shape. The identity is frozen (shared). */
export async function verifyIdentity(token: string): Promise<Identity> {
  const known = verified.get(token);
  if (known && Date.now() < known.expiresAt) return known.identity;
  const { payload } = await jwtVerify(token, key(), { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
  const identity = deepFreeze(identitySchema.parse(payload.identity));
  if (payload.exp !== undefined) verified.set(token, { identity, expiresAt: payload.exp * 1000 });
  return identity;
}
