import express, { type Router } from 'express';
import { z } from 'zod';
import { isoDate } from '@rugby/contracts';
import type { PlayerDayDomain } from '../domain/player-day.ts';
import type { SquadTrainingDomain } from '../domain/squad-training.ts';
import type { WelfareDomain } from '../welfare/welfare.ts';

const rangeQuery = z.object({ from: isoDate('from'), to: isoDate('to') });

/**
 * training-program's /internal API (contracts/src/internal/training-program.ts): what the team's training runs on its
 * dates and what a player's own plan trains, for the team service's calendar feeds; players' welfare for its availability.
 */
export function internalRouter({ squad, playerDay, welfare }: { squad: SquadTrainingDomain; playerDay: PlayerDayDomain; welfare: WelfareDomain }): Router {
  const router = express.Router();

  router.get('/teams/:teamId/program-days', async (req, res) => {
    const { from, to } = rangeQuery.parse(req.query);
    res.json({ days: await squad.programDaysFor(req.params.teamId, from, to) });
  });

  router.get('/teams/:teamId/players/:playerId/plan-days', async (req, res) => {
    const { from, to } = rangeQuery.parse(req.query);
    res.json({ days: await playerDay.planDays(req.params.teamId, req.params.playerId, from, to) });
  });

  // Each player's welfare today (stood down until a date, modified, available): the team service's availability
  // refuses a stood-down player before their date, and its screens show the status.
  router.get('/teams/:teamId/welfare', async (req, res) => {
    res.json(await welfare.teamSummaries(req.params.teamId));
  });

  return router;
}
