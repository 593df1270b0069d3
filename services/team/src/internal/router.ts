import express, { type Router } from 'express';
import { z } from 'zod';
import { isWellFormedSessionToken, recordActivityBody } from '@rugby/contracts';
import { notFound } from '@rugby/service-kit';
import type { CalendarDomain } from '../calendar/domain.ts';
import { calendarInternalRouter } from '../calendar/internal.ts';
import type { AccountDomain } from '../domain/accounts.ts';
import type { GatewayEvents } from '../domain/gateway-events.ts';
import type { SessionDomain } from '../domain/sessions.ts';
import type { TeamDomain } from '../domain/teams.ts';

const resolveBody = z.object({ token: z.string({ message: 'token is required' }) });
const batchBody = z.object({ teamIds: z.array(z.string().min(1).max(200), { message: 'teamIds must be a list of ids' }).max(500, 'teamIds: at most 500 ids') });

/** The team service's /internal API (the kit checks the service token before these run). See contracts/src/internal/team.ts. */
export function internalRouter({
  sessions,
  events,
  teams,
  accounts,
  calendar,
}: {
  sessions: SessionDomain;
  events: GatewayEvents;
  teams: TeamDomain;
  accounts: AccountDomain;
  calendar: CalendarDomain;
}): Router {
  const router = express.Router();

  // Every gateway follows this stream: ended sessions leave its cache at once, and every gateway's writes reach the
  // pages open on it (docs/decisions/023).
  router.get('/gateway-events', (req, res) => events.follow(req, res));
  router.post('/changes', async (req, res) => {
    await events.announce(req.body ?? {});
    res.json({ ok: true });
  });

  router.post('/sessions/resolve', async (req, res) => {
    const { token } = resolveBody.parse(req.body ?? {});
    // A token the service never issues (any length, any characters) names no session: signed out, not an error.
    const identity = isWellFormedSessionToken(token) ? await sessions.resolve(token) : null;
    // The user as GET /api/auth/user answers it: the gateway answers that call from its session cache.
    res.json({ identity, user: identity ? await accounts.me(identity.userId).catch(() => null) : null });
  });

  router.post('/teams/batch', async (req, res) => {
    const { teamIds } = batchBody.parse(req.body ?? {});
    res.json({ teams: await teams.teamInfos(teamIds) });
  });

  router.get('/teams/:teamId', async (req, res) => {
    const [team] = await teams.teamInfos([req.params.teamId]);
    if (!team) throw notFound('Team not found');
    res.json(team);
  });

  router.get('/users/:userId', async (req, res) => {
    const user = await accounts.profileOf(req.params.userId);
    if (!user) throw notFound('User not found');
    res.json(user);
  });

  router.post('/teams/:teamId/activity', async (req, res) => {
    await teams.recordActivity(req.params.teamId, recordActivityBody.parse(req.body ?? {}));
    res.json({ ok: true });
  });

  // GET /teams/:teamId/events, /events/:eventId and /teams/:teamId/contacts (the team calendar).
  router.use(calendarInternalRouter(calendar));

  return router;
}
