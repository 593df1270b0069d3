import { SignJWT, jwtVerify } from 'jose';
import { identitySchema, type Identity } from '@rugby/contracts';
import { identitySecret } from './config.ts';

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

/** Verifies the signed identity header; throws on a bad signature, expiry or shape. */
export async function verifyIdentity(token: string): Promise<Identity> {
  const { payload } = await jwtVerify(token, key(), { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
  return identitySchema.parse(payload.identity);
}
