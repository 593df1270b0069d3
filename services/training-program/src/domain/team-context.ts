import {
  InternalCallError,
  POSITIONS,
  SERVER_ERRORS,
  type Identity,
  type Position,
  type TeamInfo,
  type TeamInternalClient,
  type UserProfile,
} from '@rugby/contracts';
import { calendarDate, HttpError, mondayOf, notFound, now, teamCache, type Logger, type OutboxSql, type TeamActivityOutbox } from '@rugby/service-kit';
import type { TeamContext } from '../generator/program-generator.ts';
import { fixtureWeekPlan, type FixtureCalendar } from '../planning/fixtures.ts';
import { trainingDayOnOrAfter } from './calendar.ts';
import { seasonPhaseOn, weekOfPhaseOn, weekOfSeasonOn } from './season.ts';
import { teamFixtures, type TeamEventsClient } from './team-fixtures.ts';

/** What this service asks the team service (teamEvents: the fixtures match-day planning reads; without it, the season setting plans). */
export type TeamClient = Pick<TeamInternalClient, 'getTeam' | 'getUser' | 'recordActivity'> & TeamEventsClient;

export const TEAM_SERVICE_UNAVAILABLE = SERVER_ERRORS.unavailable('team');

/** A team as this service needs it: its calendar "today" and the generator's context. */
export interface LoadedTeam {
  info: TeamInfo;
  /** Today's date in the team's time zone. */
  today: string;
  context: TeamContext;
}

export const asPosition = (value: string | null): Position | null => ((POSITIONS as readonly string[]).includes(value ?? '') ? (value as Position) : null);

/**
 * Team context from the team service: required context fails with 503 when the service is down. With the caller's
 * identity, a team already read at the version it names is not asked for again (teamCache). Activity lines go
 * through the outbox: an outage delays them, never loses them.
 */
export function teamContextService({ team, log, activity }: { team: TeamClient; log: Logger; activity: TeamActivityOutbox }) {
  const getTeam = teamCache((teamId) => team.getTeam(teamId));
  const fixtures = teamFixtures({ team, log });
  return {
    async load(teamId: string, identity?: Identity): Promise<LoadedTeam> {
      let info: TeamInfo;
      try {
        info = await getTeam(teamId, identity);
      } catch (err) {
        if (err instanceof InternalCallError && err.status === 404) throw notFound('Team not found');
        log.error({ err, teamId }, 'team service call failed');
        throw new HttpError(503, TEAM_SERVICE_UNAVAILABLE, 'SERVICE_UNAVAILABLE');
      }
      const today = calendarDate(now(), info.timeZone);
      const squadPositions = info.members
        .filter((m) => m.role === 'player')
        .map((m) => asPosition(m.position))
        .filter((p): p is Position => p !== null);
      return {
        info,
        today,
        context: {
          teamId: info.id,
          teamName: info.name,
          seasonPhase: seasonPhaseOn(today, info.seasonSettings),
          squadPositions,
          weekOfPhase: weekOfPhaseOn(today, info.seasonSettings),
          weekOfSeason: weekOfSeasonOn(today, info.seasonSettings),
          matchDay: info.seasonSettings.matchDay,
          today,
        },
      };
    },

    /**
     * The team's real fixtures for match-day planning (read once per team version), or null when the team has no match
     * in its in-season: then the program's roles and the season setting's match day hold, as for every team before.
     */
    fixtures: (loaded: LoadedTeam): Promise<FixtureCalendar | null> => fixtures.calendarOf(loaded.info),

    /**
     * The generator's context with the team's fixtures: in-season, when the fixtures plan every training day of the
     * program's first week (the week of the first training day from today), each day's role comes from them and the
     * match day from that week's Saturday or Sunday match (else the season setting's). Else the context as loaded.
     */
    async planningContext(loaded: LoadedTeam): Promise<TeamContext> {
      if (loaded.context.seasonPhase !== 'in-season') return loaded.context;
      const week = fixtureWeekPlan(mondayOf(trainingDayOnOrAfter(loaded.today)), await fixtures.calendarOf(loaded.info));
      if (!week) return loaded.context;
      return { ...loaded.context, matchDay: week.matchDay ?? loaded.context.matchDay, matchDayRoles: week.matchDayRoles };
    },

    /** A user's own profile (players without a team); null when the team service does not know the user. */
    async loadUser(userId: string): Promise<UserProfile | null> {
      try {
        return await team.getUser(userId);
      } catch (err) {
        if (err instanceof InternalCallError && err.status === 404) return null;
        log.error({ err, userId }, 'team service call failed');
        throw new HttpError(503, TEAM_SERVICE_UNAVAILABLE, 'SERVICE_UNAVAILABLE');
      }
    },

    /**
     * Inside the transaction that writes the business row: a line for the team's recent activity, named by `key`
     * (e.g. program-pushed:<distribution id>). Returns the key for `sendActivity`.
     */
    queueActivity(tx: OutboxSql, key: string, teamId: string, kind: string, description: string): Promise<string> {
      return activity.queue(tx, key, teamId, { kind, description: description.slice(0, 500), status: 'completed' });
    },

    /** After commit: records the queued line now if the team service answers, else the outbox relay does later. Never throws. */
    sendActivity: (key: string): Promise<void> => activity.send(key),
  };
}
export type TeamContextService = ReturnType<typeof teamContextService>;
