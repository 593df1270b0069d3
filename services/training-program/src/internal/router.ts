import express, { type Router } from 'express';
import { z } from 'zod';
import { isoDate } from '@rugby/contracts';
import type { PlayerDayDomain } from '../domain/player-day.ts';
import type { SquadTrainingDomain } from '../domain/squad-training.ts';

const rangeQuery = z.object({ from: isoDate('from'), to: isoDate('to') });

/**
 * training-program's /internal API (contracts/src/internal/training-program.ts): what the team's training runs on its
 * dates and what a player's own plan trains, for the team service's calendar feeds.
 */
export function internalRouter({ squad, playerDay }: { squad: SquadTrainingDomain; playerDay: PlayerDayDomain }): Router {
  const router = express.Router();

  router.get('/teams/:teamId/program-days', async (req, res) => {
    const { from, to } = rangeQuery.parse(req.query);
    res.json({ days: await squad.programDaysFor(req.params.teamId, from, to) });
  });

  router.get('/teams/:teamId/players/:playerId/plan-days', async (req, res) => {
    const { from, to } = rangeQuery.parse(req.query);
    res.json({ days: await playerDay.planDays(req.params.teamId, req.params.playerId, from, to) });
  });

  return router;
}
