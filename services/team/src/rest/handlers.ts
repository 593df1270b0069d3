import type { Request, Response } from 'express';
import { TEAM_ERRORS, type routesByService } from '@rugby/contracts';
import { badRequest, HttpError, markTeamsChanged, notFound, type RouteHandlers } from '@rugby/service-kit';
import { calendarHandlers } from '../calendar/handlers.ts';
import type { CalendarDomain } from '../calendar/domain.ts';
import type { AccountDomain } from '../domain/accounts.ts';
import type { InvitationDomain } from '../domain/invitations.ts';
import type { OidcClient } from '../domain/oidc.ts';
import type { SessionDomain } from '../domain/sessions.ts';
import type { SquadDomain } from '../domain/squad.ts';
import type { TeamDomain } from '../domain/teams.ts';
import { clearFlowCookie, readFlowCookie, setFlowCookie } from './oidc-flow-cookie.ts';
import { clearSessionCookie, markIdentityChanged, sessionTokenOf, setSessionCookie } from './session-cookie.ts';

export interface TeamHandlerDeps {
  accounts: AccountDomain;
  sessions: SessionDomain;
  teams: TeamDomain;
  squad: SquadDomain;
  invitations: InvitationDomain;
  calendar: CalendarDomain;
  /** The external sign-in provider, or null when none is configured. */
  oidc: OidcClient | null;
  /** Origin of join links (PUBLIC_BASE_URL); null = the request's origin as the gateway forwards it. */
  publicBaseUrl: string | null;
  /** Whether POST /api/coaches/create-test exists (ENABLE_TEST_ENDPOINTS=1). */
  testEndpointsEnabled: () => boolean;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Browser navigations (/api/login, /api/callback) answer errors with a small page when the browser asks for HTML,
 * and with the usual JSON error otherwise.
 */
async function asBrowserNavigation(req: Request, res: Response, run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch (err) {
    if (!(err instanceof HttpError) || req.accepts(['json', 'html']) !== 'html') throw err;
    res
      .status(err.status)
      .type('html')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign-in</title></head><body><main><h1>Sign-in</h1><p>${escapeHtml(err.message)}</p><p><a href="/login">Back to sign in</a></p></main></body></html>`,
      );
  }
}

export function teamHandlers({
  accounts,
  sessions,
  teams,
  squad,
  invitations,
  calendar,
  oidc,
  publicBaseUrl,
  testEndpointsEnabled,
}: TeamHandlerDeps): RouteHandlers<typeof routesByService.team> {
  /** Where join links point: PUBLIC_BASE_URL, else the origin the browser used (X-Forwarded-Proto/Host from the gateway). */
  const originOf = (req: Request) => publicBaseUrl ?? `${req.protocol}://${req.host}`;

  async function signIn(req: Request, res: Response, userId: string) {
    const { token } = await sessions.create(userId);
    setSessionCookie(req, res, token);
    markIdentityChanged(res);
  }

  async function signOut(req: Request, res: Response) {
    const token = sessionTokenOf(req);
    if (token) await sessions.revoke(token);
    clearSessionCookie(req, res);
    markIdentityChanged(res);
  }

  return {
    authRegister: async ({ body }, { req, res }) => {
      const user = await accounts.register(body);
      await signIn(req, res, user.id);
      res.status(201);
      return accounts.toUser(user);
    },

    authLogin: async ({ body }, { req, res }) => {
      const user = await accounts.login(body.email, body.password, req.ip ?? req.socket.remoteAddress ?? 'unknown');
      await signIn(req, res, user.id);
      return accounts.toUser(user);
    },

    authProviders: () => ({ oidc: oidc !== null, testPath: testEndpointsEnabled() }),

    oidcLogin: (_input, { req, res }) =>
      asBrowserNavigation(req, res, async () => {
        if (!oidc) throw new HttpError(503, TEAM_ERRORS.oidcNotConfigured);
        const { url, flow } = await oidc.start();
        setFlowCookie(req, res, flow);
        res.redirect(302, url.href);
      }),

    oidcCallback: (_input, { req, res }) =>
      asBrowserNavigation(req, res, async () => {
        if (!oidc) throw new HttpError(503, TEAM_ERRORS.oidcNotConfigured);
        const flow = readFlowCookie(req);
        clearFlowCookie(req, res);
        if (!flow) throw badRequest(TEAM_ERRORS.oidcFlowMissing);
        const profile = await oidc.finish(new URL(req.originalUrl, 'http://callback.invalid').search, flow);
        const user = await accounts.userForExternalIdentity(profile);
        await signIn(req, res, user.id);
        res.redirect(302, user.userType ? '/' : '/coach/register');
      }),

    authLogout: async (_input, { req, res }) => {
      await signOut(req, res);
      return { message: 'Logged out successfully' };
    },

    logoutRedirect: async (_input, { req, res }) => {
      await signOut(req, res);
      res.redirect(302, '/');
    },

    authUser: ({ identity }) => accounts.me(identity.userId),

    updateAccount: async ({ body, identity }, { res }) => {
      const user = await accounts.updateAccount(identity.userId, body);
      markIdentityChanged(res);
      return user;
    },

    changePassword: async ({ body, identity }, { req, res }) => {
      await accounts.changePassword(identity.userId, body, req.ip ?? req.socket.remoteAddress ?? 'unknown', sessionTokenOf(req));
      markIdentityChanged(res);
      return { message: 'Password changed' };
    },

    createProfile: async ({ body, identity }, { res }) => {
      const user = await accounts.createProfile(identity.userId, body.userType);
      markIdentityChanged(res);
      return user;
    },

    createCoach: async ({ body, identity }, { res }) => {
      const created = await accounts.createCoach(identity.userId, body);
      markIdentityChanged(res);
      res.status(201);
      return created;
    },

    createCoachTest: async ({ body }, { req, res }) => {
      if (!testEndpointsEnabled()) throw notFound(`No route for ${req.method} ${req.path}`);
      res.status(201);
      return accounts.createCoachWithoutSession(body);
    },

    playerProfile: async ({ body, identity }, { res }) => {
      const user = await accounts.playerProfile(identity.userId, body);
      markIdentityChanged(res);
      return user;
    },

    coachProfile: async ({ body, identity }, { res }) => {
      const user = await accounts.coachProfile(identity.userId, body.teamName);
      markIdentityChanged(res);
      return user;
    },

    teams: async ({ identity }) => {
      const user = await accounts.requireUser(identity.userId);
      return teams.teamsOf(user.id, user.userType);
    },

    updateTeam: ({ identity, params, body }) => teams.updateTeam(identity.userId, params.teamId, body),

    playerTeam: async ({ identity }) => ({ teamId: await accounts.playerTeamId(identity.userId) }),

    coachDashboard: ({ identity, query }) => squad.dashboard(identity.userId, query.teamId),

    playersDetailed: ({ identity, params }) => squad.detailedPlayers(identity.userId, params.teamId),

    updatePlayerDetails: ({ identity, params, body }) => squad.updatePlayerDetails(identity.userId, params.playerId, body),

    createPlayerInvitation: async ({ identity, body }, { req, res }) => {
      const created = await invitations.invitePlayer(identity.userId, body, originOf(req));
      res.status(201);
      return created;
    },

    createCoachInvitation: async ({ identity, body }, { req, res }) => {
      const created = await invitations.inviteCoach(identity.userId, body, originOf(req));
      res.status(201);
      return created;
    },

    getInvitation: ({ params }) => invitations.view(params.inviteCode),

    joinInvitation: async ({ params, body }, { res }) => {
      const joined = await invitations.join(params.inviteCode, body);
      markTeamsChanged(res, [joined.teamId]);
      res.status(201);
      return joined;
    },

    rotateInviteCode: ({ params, identity }) => teams.rotateInviteCode(identity.userId, params.teamId),

    getSeasonSettings: ({ params, identity }) => teams.getSeasonSettings(identity.userId, params.teamId),

    saveSeasonSettings: ({ params, body, identity }) => teams.saveSeasonSettings(identity.userId, params.teamId, body),

    ...calendarHandlers({ calendar, originOf }),
  };
}
