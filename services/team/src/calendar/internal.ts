import express, { type Router } from 'express';
import { z } from 'zod';
import { isoDate, standDownBody } from '@rugby/contracts';
import { notFound } from '@rugby/service-kit';
import type { CalendarDomain } from './domain.ts';

const rangeQuery = z
  .object({ from: isoDate('from'), to: isoDate('to') })
  .refine((q) => q.from <= q.to, { message: 'to must not be before from', path: ['to'] });

/**
 * The calendar's part of the team service's /internal API (contracts/src/internal/team.ts): a team's events for
 * training-program's match-day planning, one event with its team (messaging's threads on events), and how to reach
 * its players for other services' notifications, and a player stood down by training-program's concussion protocol.
 */
export function calendarInternalRouter(calendar: CalendarDomain): Router {
  const router = express.Router();

  router.get('/teams/:teamId/events', async (req, res) => {
    res.json(await calendar.events.summaries(req.params.teamId, rangeQuery.parse(req.query)));
  });

  router.get('/events/:eventId', async (req, res) => {
    res.json(await calendar.events.summaryWithTeam(req.params.eventId));
  });

  router.get('/teams/:teamId/contacts', async (req, res) => {
    const { teamId } = req.params;
    if (!(await calendar.members.teamExists(teamId))) throw notFound('Team not found');
    const players = await calendar.members.players(teamId);
    res.json({ players: players.map(({ userId, name, phone, email }) => ({ userId, name, phone, email })) });
  });

  router.post('/teams/:teamId/players/:playerId/stand-down', async (req, res) => {
    res.json(await calendar.availability.standDown(req.params.teamId, req.params.playerId, standDownBody.parse(req.body)));
  });

  router.post('/teams/:teamId/players/:playerId/stand-down/lift', async (req, res) => {
    const { reason } = standDownBody.pick({ reason: true }).parse(req.body);
    res.json(await calendar.availability.liftStandDown(req.params.teamId, req.params.playerId, reason));
  });

  return router;
}
