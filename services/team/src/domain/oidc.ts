import * as client from 'openid-client';
import { TEAM_ERRORS } from '@rugby/contracts';
import { badRequest, HttpError, type Logger } from '@rugby/service-kit';
import { splitName } from './accounts.ts';

/** An external OpenID Connect provider (OIDC_ISSUER_URL, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_REDIRECT_URL). */
export interface OidcSettings {
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
  /** This app's /api/callback as registered at the provider, e.g. https://rugby.example/api/callback */
  redirectUrl: string;
  /** Seconds allowed for each call to the provider. */
  timeoutSeconds?: number;
}

type Env = Record<string, string | undefined>;

/** The provider from the environment, or null when any of the four settings is missing. */
export function oidcSettingsFromEnv(env: Env = process.env): OidcSettings | null {
  const { OIDC_ISSUER_URL: issuerUrl, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret, OIDC_REDIRECT_URL: redirectUrl } = env;
  if (!issuerUrl || !clientId || !clientSecret || !redirectUrl) return null;
  return { issuerUrl, clientId, clientSecret, redirectUrl };
}

/** What the browser must bring back to /api/callback (kept in a short-lived signed cookie). */
export interface OidcFlow {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The signed-in person as the provider describes them. */
export interface OidcProfile {
  issuer: string;
  subject: string;
  email: string | null;
  /** Only an explicit email_verified: true counts. */
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
}

const SCOPE = 'openid email profile';

/** Plain http is only allowed for a provider on this machine (tests, local development). */
const isLoopbackHttp = (url: URL) => url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);

const isProtocolError = (err: unknown) =>
  err instanceof client.ClientError ||
  err instanceof client.AuthorizationResponseError ||
  err instanceof client.ResponseBodyError ||
  err instanceof client.WWWAuthenticateChallengeError;

const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** Authorization code flow with PKCE (S256), state and nonce against one provider (discovered once, retried after a failure). */
export function oidcClient(settings: OidcSettings, log: Logger) {
  const issuer = new URL(settings.issuerUrl);
  let discovered: Promise<client.Configuration> | null = null;

  async function configuration(): Promise<client.Configuration> {
    discovered ??= client.discovery(issuer, settings.clientId, settings.clientSecret, undefined, {
      execute: isLoopbackHttp(issuer) ? [client.allowInsecureRequests] : [],
      timeout: settings.timeoutSeconds ?? 10,
    });
    try {
      return await discovered;
    } catch (err) {
      discovered = null;
      log.warn({ err, issuer: settings.issuerUrl }, 'OIDC discovery failed');
      throw new HttpError(503, TEAM_ERRORS.oidcUnavailable);
    }
  }

  return {
    /** The provider's authorization URL and the checks the callback must see again. */
    async start(): Promise<{ url: URL; flow: OidcFlow }> {
      const config = await configuration();
      const flow: OidcFlow = { state: client.randomState(), nonce: client.randomNonce(), codeVerifier: client.randomPKCECodeVerifier() };
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: settings.redirectUrl,
        scope: SCOPE,
        code_challenge: await client.calculatePKCECodeChallenge(flow.codeVerifier),
        code_challenge_method: 'S256',
        state: flow.state,
        nonce: flow.nonce,
      });
      return { url, flow };
    },

    /** Validates the authorization response (state, PKCE, ID token and nonce), exchanges the code and reads the profile. */
    async finish(search: string, flow: OidcFlow): Promise<OidcProfile> {
      const config = await configuration();
      const currentUrl = new URL(settings.redirectUrl);
      currentUrl.search = search;
      try {
        const tokens = await client.authorizationCodeGrant(config, currentUrl, {
          pkceCodeVerifier: flow.codeVerifier,
          expectedState: flow.state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        });
        const claims = tokens.claims();
        if (!claims) throw badRequest(TEAM_ERRORS.oidcFailed);
        const userinfo = config.serverMetadata().userinfo_endpoint ? await client.fetchUserInfo(config, tokens.access_token, claims.sub) : {};
        const merged: Record<string, unknown> = { ...claims, ...userinfo };
        const fromName = str(merged.name) ? splitName(str(merged.name)!) : { firstName: null, lastName: null };
        return {
          issuer: claims.iss,
          subject: claims.sub,
          email: str(merged.email)?.toLowerCase() ?? null,
          emailVerified: merged.email_verified === true || merged.email_verified === 'true',
          firstName: str(merged.given_name) ?? (fromName.firstName || null),
          lastName: str(merged.family_name) ?? fromName.lastName,
        };
      } catch (err) {
        if (err instanceof HttpError) throw err;
        log.warn({ err }, 'OIDC callback rejected');
        if (isProtocolError(err)) throw badRequest(TEAM_ERRORS.oidcFailed);
        throw new HttpError(502, TEAM_ERRORS.oidcUnavailable);
      }
    },
  };
}
export type OidcClient = ReturnType<typeof oidcClient>;
