import { CALENDAR_LIMITS, type TeamInfo, type TeamInternalClient } from '@rugby/contracts';
import { now, type Logger } from '@rugby/service-kit';
import { fixtureCalendar, fixtureWindow, type FixtureCalendar } from '../planning/fixtures.ts';

/** The team service's events read (optional: a client without it plans every team by its season setting). */
export type TeamEventsClient = Partial<Pick<TeamInternalClient, 'teamEvents'>>;

/** Teams whose fixtures are kept; how long a failed read is not retried (the team service is down or older). */
const CACHED_TEAMS = 1000;
const RETRY_AFTER_MS = 30_000;

interface Entry {
  /** Team.version and in-season the fixtures were read at. */
  version: number;
  season: string;
  calendar: Promise<FixtureCalendar | null>;
  /** When the read failed (then null is kept only for RETRY_AFTER_MS). */
  failedAt: number | null;
}

/**
 * The team's fixtures for match-day planning: the in-season's events read once per team and Team.version (the team
 * service bumps it when an event is added, moved or cancelled, and with every season settings change), so a day read
 * costs no call in the steady state. A failed read plans by the season setting (null) and is retried after 30 s.
 */
export function teamFixtures({ team, log }: { team: TeamEventsClient; log: Logger }) {
  const entries = new Map<string, Entry>();

  function remember(teamId: string, entry: Entry) {
    entries.delete(teamId);
    entries.set(teamId, entry);
    if (entries.size > CACHED_TEAMS) entries.delete(entries.keys().next().value!);
  }

  async function read(info: TeamInfo, entry: Entry): Promise<FixtureCalendar | null> {
    const window = fixtureWindow(info.seasonSettings, CALENDAR_LIMITS.maxRangeDays);
    if (!window || !team.teamEvents) return null;
    try {
      const { events } = await team.teamEvents(info.id, window);
      return fixtureCalendar(info.seasonSettings, window, events);
    } catch (err) {
      entry.failedAt = now().getTime();
      log.warn({ err, teamId: info.id }, 'team events read failed: planning by the season setting');
      return null;
    }
  }

  return {
    /** The team's fixture calendar, or null when it has no match in its in-season (the season setting plans it). */
    calendarOf(info: TeamInfo): Promise<FixtureCalendar | null> {
      const season = `${info.seasonSettings.inseasonStartDate}..${info.seasonSettings.inseasonEndDate}`;
      const kept = entries.get(info.id);
      const fresh =
        kept &&
        (kept.version > info.version || (kept.version === info.version && kept.season === season)) &&
        (kept.failedAt === null || now().getTime() - kept.failedAt < RETRY_AFTER_MS);
      if (kept && fresh) return kept.calendar;
      const entry: Entry = { version: info.version, season, calendar: Promise.resolve(null), failedAt: null };
      entry.calendar = read(info, entry);
      remember(info.id, entry);
      return entry.calendar;
    },
  };
}
export type TeamFixtures = ReturnType<typeof teamFixtures>;
