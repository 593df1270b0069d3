import type { Request, Response } from 'express';
import { parse } from 'cookie';
import { HEADERS, SESSION_COOKIE } from '@rugby/contracts';
import { SESSION_ABSOLUTE_MS } from '../domain/sessions.ts';

/** Behind TLS (directly, or a trusted proxy saying so) the cookie is Secure. */
export const isHttps = (req: Request) =>
  req.secure ||
  String(req.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    ?.trim() === 'https';

const cookieOptions = (req: Request) => ({ httpOnly: true, sameSite: 'lax' as const, path: '/', secure: isHttps(req) });

export function setSessionCookie(req: Request, res: Response, token: string): void {
  res.cookie(SESSION_COOKIE, token, { ...cookieOptions(req), maxAge: SESSION_ABSOLUTE_MS });
}

export function clearSessionCookie(req: Request, res: Response): void {
  res.clearCookie(SESSION_COOKIE, cookieOptions(req));
}

export function sessionTokenOf(req: Request): string | null {
  const header = req.headers.cookie;
  if (!header) return null;
  return parse(header)[SESSION_COOKIE] || null;
}

/** Tells the gateway the caller's identity (profile, memberships, session) changed, so it drops its cache. */
export function markIdentityChanged(res: Response): void {
  res.setHeader(HEADERS.identityChanged, '1');
}
