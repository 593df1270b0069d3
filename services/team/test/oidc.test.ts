/**
 * External sign-in against a real OpenID Connect provider (oidc-provider) on 127.0.0.1: the whole authorization
 * code flow with PKCE, driven like a browser (cookies, redirects), with a login/consent step that signs in
 * whichever provider account the test chooses.
 */
import { generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEAM_ERRORS } from '@rugby/contracts';
import type { OidcSettings } from '../src/domain/oidc.ts';
import { encodeFlow, OIDC_FLOW_COOKIE } from '../src/rest/oidc-flow-cookie.ts';
import { registerUser, resolveSession, sessionTokenFrom, startTestApp, type TestApp } from './helpers.ts';

interface ProviderAccount {
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
}

const REDIRECT_URL = 'http://127.0.0.1:4101/api/callback';
const providerAccounts = new Map<string, ProviderAccount>();
/** The provider account the next login step signs in. */
let nextAccount = '';

let server: http.Server;
let issuer: string;
let t: TestApp;

async function startProvider() {
  let provider: Provider | null = null;
  server = http.createServer(async (req, res) => {
    try {
      if (!provider) throw new Error('provider not ready');
      if (req.url?.startsWith('/interaction/')) {
        const details = await provider.interactionDetails(req, res);
        if (details.prompt.name === 'login') {
          await provider.interactionFinished(req, res, { login: { accountId: nextAccount } }, { mergeWithLastSubmission: false });
          return;
        }
        const grant = details.grantId
          ? (await provider.Grant.find(details.grantId))!
          : new provider.Grant({ accountId: details.session!.accountId, clientId: String(details.params.client_id) });
        const missing = details.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
        if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
        if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
        await provider.interactionFinished(req, res, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true });
        return;
      }
      provider.callback()(req, res);
    } catch (err) {
      res.statusCode = 500;
      res.end(String(err));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'rugby-hub',
        client_secret: 'rugby-hub-secret',
        redirect_uris: [REDIRECT_URL],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    findAccount: async (_ctx: KoaContextWithOIDC, id: string) => ({ accountId: id, claims: async () => ({ sub: id, ...providerAccounts.get(id) }) }),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: KoaContextWithOIDC, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    pkce: { required: () => true },
    cookies: { keys: ['test-cookie-key'] },
    jwks: {
      keys: [{ ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }), kid: 'test-key', use: 'sig', alg: 'RS256' }],
    },
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
  });
}

const settings = (): OidcSettings => ({
  issuerUrl: issuer,
  clientId: 'rugby-hub',
  clientSecret: 'rugby-hub-secret',
  redirectUrl: REDIRECT_URL,
  timeoutSeconds: 5,
});

/** A browser at the provider: follows redirects with its own cookies until the provider sends it back to our callback. */
async function throughProvider(authorizationUrl: string): Promise<URL> {
  const jar = new Map<string, string>();
  let url = authorizationUrl;
  for (let hop = 0; hop < 10; hop++) {
    if (url.startsWith(REDIRECT_URL)) return new URL(url);
    const res = await fetch(url, { redirect: 'manual', headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [name, ...value] = pair!.split('=');
      jar.set(name!, value.join('='));
    }
    const location = res.headers.get('location');
    if (!location) throw new Error(`provider stopped at ${url}: ${res.status} ${await res.text()}`);
    url = new URL(location, url).href;
  }
  throw new Error('too many redirects at the provider');
}

const flowCookieOf = (res: request.Response) => {
  const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${OIDC_FLOW_COOKIE}=`))!;
  return { header: cookie, value: cookie.split(';')[0]!.slice(OIDC_FLOW_COOKIE.length + 1) };
};

/** /api/login, the provider, then /api/callback with the flow cookie (or one the test supplies). */
async function signInAs(accountId: string, tamper: { callbackUrl?: (u: URL) => URL; flowCookie?: (value: string) => string } = {}) {
  nextAccount = accountId;
  const login = await request(t.app).get('/api/login');
  expect(login.status).toBe(302);
  const flow = flowCookieOf(login);
  let back = await throughProvider(login.headers.location!);
  if (tamper.callbackUrl) back = tamper.callbackUrl(back);
  const cookie = tamper.flowCookie ? tamper.flowCookie(flow.value) : flow.value;
  const callback = await request(t.app).get(`/api/callback${back.search}`).set('Cookie', `${OIDC_FLOW_COOKIE}=${cookie}`);
  return { login, callback };
}

beforeAll(async () => {
  await startProvider();
  t = await startTestApp({ oidc: settings() });
});
afterAll(async () => {
  await t.stop();
  server.close();
});

describe('without configuration', () => {
  it('reports oidc false and explains that /api/login is not configured (JSON or a page)', async () => {
    const plain = await startTestApp({ oidc: null });
    try {
      expect((await request(plain.app).get('/api/auth/providers')).body).toEqual({ oidc: false, testPath: false });
      const json = await request(plain.app).get('/api/login');
      expect(json.status).toBe(503);
      expect(json.body.message).toBe(TEAM_ERRORS.oidcNotConfigured);
      const page = await request(plain.app).get('/api/login').set('Accept', 'text/html,application/xhtml+xml');
      expect(page.status).toBe(503);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.text).toContain(TEAM_ERRORS.oidcNotConfigured);
      expect((await request(plain.app).get('/api/callback?code=x&state=y')).status).toBe(503);
    } finally {
      await plain.stop();
    }
  });

  it('answers 503 when the configured provider cannot be reached', async () => {
    const down = await startTestApp({ oidc: { ...settings(), issuerUrl: 'http://127.0.0.1:9/', timeoutSeconds: 2 } });
    try {
      const res = await request(down.app).get('/api/login');
      expect(res.status).toBe(503);
      expect(res.body.message).toBe(TEAM_ERRORS.oidcUnavailable);
    } finally {
      await down.stop();
    }
  });
});

describe('with a provider', () => {
  it('reports oidc true', async () => {
    expect((await request(t.app).get('/api/auth/providers')).body).toEqual({ oidc: true, testPath: false });
    process.env.ENABLE_TEST_ENDPOINTS = '1';
    try {
      expect((await request(t.app).get('/api/auth/providers')).body).toEqual({ oidc: true, testPath: true });
    } finally {
      delete process.env.ENABLE_TEST_ENDPOINTS;
    }
  });

  it('runs the code flow with PKCE, state and nonce and creates a user without a userType', async () => {
    providerAccounts.set('sub-new', { email: 'New.Person@Example.test', email_verified: true, given_name: 'Nia', family_name: 'Newman' });
    const { login, callback } = await signInAs('sub-new');

    const auth = new URL(login.headers.location!);
    expect(auth.origin).toBe(issuer);
    expect(auth.searchParams.get('code_challenge_method')).toBe('S256');
    expect(auth.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(auth.searchParams.get('state')).toBeTruthy();
    expect(auth.searchParams.get('nonce')).toBeTruthy();
    expect(auth.searchParams.get('redirect_uri')).toBe(REDIRECT_URL);
    const flowCookie = flowCookieOf(login).header;
    expect(flowCookie).toMatch(/HttpOnly/i);
    expect(flowCookie).toMatch(/Path=\/api\/callback/);
    expect(flowCookie).not.toContain(auth.searchParams.get('code_challenge')!);

    expect(callback.status).toBe(302);
    expect(callback.headers.location).toBe('/coach/register');
    const token = sessionTokenFrom(callback)!;
    expect(token).toBeTruthy();
    const identity = await resolveSession(t.app, token);
    expect(identity).toMatchObject({ email: 'new.person@example.test', firstName: 'Nia', lastName: 'Newman', userType: null });
    const links = await t.prisma.externalIdentity.findMany({ where: { userId: identity!.userId } });
    expect(links).toMatchObject([{ issuer, subject: 'sub-new' }]);
    // The flow cookie is spent.
    expect(([] as string[]).concat(callback.headers['set-cookie'] ?? []).some((c) => c.startsWith(`${OIDC_FLOW_COOKIE}=;`))).toBe(true);

    // Next time the same identity signs in to the same user; with a userType it lands on /.
    await t.prisma.user.update({ where: { id: identity!.userId }, data: { userType: 'coach' } });
    const again = await signInAs('sub-new');
    expect(again.callback.headers.location).toBe('/');
    expect((await resolveSession(t.app, sessionTokenFrom(again.callback)!))!.userId).toBe(identity!.userId);
    expect(await t.prisma.user.count({ where: { email: 'new.person@example.test' } })).toBe(1);
  });

  it('links to an existing account by verified e-mail', async () => {
    const existing = await registerUser(t.app, { email: 'linked@example.test', userType: 'coach' });
    providerAccounts.set('sub-linked', { email: 'LINKED@example.test', email_verified: true, given_name: 'Other', family_name: 'Name' });
    const { callback } = await signInAs('sub-linked');
    expect(callback.status).toBe(302);
    expect(callback.headers.location).toBe('/');
    expect((await resolveSession(t.app, sessionTokenFrom(callback)!))!.userId).toBe(existing.user.id);
    expect(await t.prisma.externalIdentity.count({ where: { userId: existing.user.id, subject: 'sub-linked' } })).toBe(1);
    // Names of the existing account are kept.
    expect((await t.prisma.user.findUniqueOrThrow({ where: { id: existing.user.id } })).firstName).toBe('Pat');
  });

  it('does not link an unverified e-mail to an existing account (nor create one)', async () => {
    const existing = await registerUser(t.app, { email: 'victim@example.test' });
    providerAccounts.set('sub-unverified', { email: 'victim@example.test', email_verified: false, given_name: 'Mal' });
    const { callback } = await signInAs('sub-unverified');
    expect(callback.status).toBe(403);
    expect(callback.body.message).toBe(TEAM_ERRORS.oidcEmailUnverified);
    expect(sessionTokenFrom(callback)).toBeNull();
    expect(await t.prisma.externalIdentity.count({ where: { subject: 'sub-unverified' } })).toBe(0);
    expect(await t.prisma.externalIdentity.count({ where: { userId: existing.user.id } })).toBe(0);

    providerAccounts.set('sub-no-mail', { given_name: 'Anon' });
    const noMail = await signInAs('sub-no-mail');
    expect(noMail.callback.status).toBe(403);
    expect(await t.prisma.externalIdentity.count({ where: { subject: 'sub-no-mail' } })).toBe(0);
  });

  it('rejects a state mismatch', async () => {
    providerAccounts.set('sub-state', { email: 'state@example.test', email_verified: true });
    const { callback } = await signInAs('sub-state', {
      callbackUrl: (u) => {
        u.searchParams.set('state', 'forged-state');
        return u;
      },
    });
    expect(callback.status).toBe(400);
    expect(callback.body.message).toBe(TEAM_ERRORS.oidcFailed);
    expect(sessionTokenFrom(callback)).toBeNull();
    expect(await t.prisma.user.count({ where: { email: 'state@example.test' } })).toBe(0);
  });

  it('rejects a callback whose PKCE verifier does not match the challenge', async () => {
    providerAccounts.set('sub-pkce', { email: 'pkce@example.test', email_verified: true });
    const { callback } = await signInAs('sub-pkce', {
      flowCookie: (value) => {
        const flow = JSON.parse(Buffer.from(value.split('.')[0]!, 'base64url').toString('utf8'));
        return encodeFlow({ state: flow.state, nonce: flow.nonce, codeVerifier: 'x'.repeat(43) });
      },
    });
    expect(callback.status).toBe(400);
    expect(callback.body.message).toBe(TEAM_ERRORS.oidcFailed);
    expect(await t.prisma.user.count({ where: { email: 'pkce@example.test' } })).toBe(0);
  });

  it('rejects a missing, forged or expired flow cookie', async () => {
    providerAccounts.set('sub-cookie', { email: 'cookie@example.test', email_verified: true });
    const missing = await request(t.app).get('/api/callback?code=abc&state=def');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(TEAM_ERRORS.oidcFlowMissing);

    const forged = await signInAs('sub-cookie', { flowCookie: (value) => `${value.split('.')[0]}.${'A'.repeat(43)}` });
    expect(forged.callback.status).toBe(400);
    expect(forged.callback.body.message).toBe(TEAM_ERRORS.oidcFlowMissing);

    const expired = await signInAs('sub-cookie', {
      flowCookie: (value) => {
        const flow = JSON.parse(Buffer.from(value.split('.')[0]!, 'base64url').toString('utf8'));
        return encodeFlow({ state: flow.state, nonce: flow.nonce, codeVerifier: flow.codeVerifier }, Date.now() - 1000);
      },
    });
    expect(expired.callback.status).toBe(400);
    expect(await t.prisma.user.count({ where: { email: 'cookie@example.test' } })).toBe(0);
  });
});
