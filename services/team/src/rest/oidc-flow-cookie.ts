import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';
import { parse } from 'cookie';
import { identitySecret, now } from '@rugby/service-kit';
import type { OidcFlow } from '../domain/oidc.ts';
import { isHttps } from './session-cookie.ts';

/** The external sign-in in progress: state, nonce and PKCE verifier, signed, HttpOnly, for 10 minutes. */
export const OIDC_FLOW_COOKIE = 'rugby_oidc_flow';
const FLOW_TTL_MS = 10 * 60_000;
const COOKIE_PATH = '/api/callback';

const mac = (payload: string) => createHmac('sha256', `oidc-flow:${identitySecret()}`).update(payload).digest('base64url');

/** The cookie value: base64url(JSON of the flow and its expiry) "." HMAC-SHA256 of it. */
export function encodeFlow(flow: OidcFlow, expiresAt = now().getTime() + FLOW_TTL_MS): string {
  const payload = Buffer.from(JSON.stringify({ ...flow, exp: expiresAt })).toString('base64url');
  return `${payload}.${mac(payload)}`;
}

export function setFlowCookie(req: Request, res: Response, flow: OidcFlow): void {
  res.cookie(OIDC_FLOW_COOKIE, encodeFlow(flow), { httpOnly: true, sameSite: 'lax', secure: isHttps(req), path: COOKIE_PATH, maxAge: FLOW_TTL_MS });
}

export function clearFlowCookie(req: Request, res: Response): void {
  res.clearCookie(OIDC_FLOW_COOKIE, { httpOnly: true, sameSite: 'lax', secure: isHttps(req), path: COOKIE_PATH });
}

/** The flow from a valid, unexpired, untampered cookie, or null. */
export function readFlowCookie(req: Request): OidcFlow | null {
  const raw = req.headers.cookie ? parse(req.headers.cookie)[OIDC_FLOW_COOKIE] : undefined;
  const [payload, signature] = raw?.split('.') ?? [];
  if (!payload || !signature) return null;
  const expected = Buffer.from(mac(payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<OidcFlow> & { exp?: number };
    if (typeof data.exp !== 'number' || data.exp < now().getTime()) return null;
    if (typeof data.state !== 'string' || typeof data.nonce !== 'string' || typeof data.codeVerifier !== 'string') return null;
    return { state: data.state, nonce: data.nonce, codeVerifier: data.codeVerifier };
  } catch {
    return null;
  }
}
