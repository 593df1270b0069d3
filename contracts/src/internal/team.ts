import { z } from 'zod';
import { EVENT_KINDS, EVENT_STATUSES } from '../calendar.ts';
import { SEASON_PHASES, TEAM_ROLES } from '../domain.ts';
import type { Identity } from '../identity.ts';
import { seasonSettingsSchema, userSchema } from '../routes/team.ts';
import { internalCall, type InternalClientOptions } from './client.ts';
import { notificationRecipientSchema } from './messaging.ts';

export const identitySchema = z.object({
  userId: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  userType: z.string().nullable(),
  memberships: z.array(z.object({ teamId: z.string(), role: z.enum(TEAM_ROLES), teamVersion: z.number().int().optional() })),
}) satisfies z.ZodType<Identity>;

export const teamMemberSchema = z.object({
  userId: z.string(),
  role: z.enum(TEAM_ROLES),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  position: z.string().nullable(),
  height: z.number().nullable(),
  weight: z.number().nullable(),
  age: z.number().nullable(),
  joinedAt: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamInfoSchema = z.object({
  id: z.string(),
  name: z.string(),
  timeZone: z.string(),
  seasonSettings: seasonSettingsSchema,
  members: z.array(teamMemberSchema),
  /** Bumped on every change to the team, its members or their profiles (Team.version). */
  version: z.number().int(),
});
export type TeamInfo = z.infer<typeof teamInfoSchema>;

/** A user's own profile as other services need it (players without a team still have a position). */
export const userProfileSchema = z.object({
  userId: z.string(),
  userType: z.string().nullable(),
  position: z.string().nullable(),
  height: z.number().nullable(),
  weight: z.number().nullable(),
  age: z.number().nullable(),
  createdAt: z.string(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

export const seasonPhaseSchema = z.enum(SEASON_PHASES);

export const recordActivityBody = z.object({
  description: z.string().min(1).max(500),
  status: z.string().max(40).default('completed'),
  kind: z.string().max(60),
  /** Names the event (e.g. program-pushed:<distribution id>): one activity per team and key, a repeat records nothing. */
  idempotencyKey: z.string().min(1).max(200).optional(),
});

/** A player stood down until a date (the concussion protocol): their answers for events before it become unavailable. */
export const standDownBody = z.object({ until: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), reason: z.string().min(1).max(300) });

/**
 * A scheduled event as other services need it (training-program's match-day planning and program days): the team's
 * wall-clock date and time, the instant, and whether it still happens.
 */
export const teamEventSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(EVENT_KINDS),
  displayTitle: z.string(),
  date: z.string(),
  startTime: z.string(),
  durationMinutes: z.number().int(),
  startsAt: z.string(),
  status: z.enum(EVENT_STATUSES),
});
export type TeamEventSummary = z.infer<typeof teamEventSummarySchema>;

/** Typed client for the team service's /internal API. */
export function teamInternalClient(opts: InternalClientOptions) {
  return {
    /** Who holds a session: the identity services get, and the signed-in user as GET /api/auth/user answers it. */
    resolveSession: (token: string) =>
      internalCall(opts, 'POST', '/internal/sessions/resolve', z.object({ identity: identitySchema.nullable(), user: userSchema.nullable().default(null) }), {
        token,
      }),
    /** Team with its members (coaches and players) and season settings; 404 when it does not exist. */
    getTeam: (teamId: string) => internalCall(opts, 'GET', `/internal/teams/${encodeURIComponent(teamId)}`, teamInfoSchema),
    /** A write's change, for every gateway's stream of gateway events (GET /internal/gateway-events, server-sent). */
    announceChange: (change: unknown) => internalCall(opts, 'POST', '/internal/changes', z.object({ ok: z.literal(true) }), change),
    getTeams: (teamIds: string[]) => internalCall(opts, 'POST', '/internal/teams/batch', z.object({ teams: z.array(teamInfoSchema.nullable()) }), { teamIds }),
    /** A user's profile (position, height, weight, age); 404 when the user does not exist. */
    getUser: (userId: string) => internalCall(opts, 'GET', `/internal/users/${encodeURIComponent(userId)}`, userProfileSchema),
    /** The team's events (cancelled ones included) with dates from `from` to `to` (YYYY-MM-DD, team time zone, both included), in start order. */
    teamEvents: (teamId: string, range: { from: string; to: string }) =>
      internalCall(
        opts,
        'GET',
        `/internal/teams/${encodeURIComponent(teamId)}/events?from=${encodeURIComponent(range.from)}&to=${encodeURIComponent(range.to)}`,
        z.object({ timeZone: z.string(), events: z.array(teamEventSummarySchema) }),
      ),
    /** One event with its team (for checks in other services: a thread on an event of the caller's team); 404 when unknown. */
    getEvent: (eventId: string) =>
      internalCall(opts, 'GET', `/internal/events/${encodeURIComponent(eventId)}`, teamEventSummarySchema.extend({ teamId: z.string() })),
    /** How to reach the team's players (active players only): for notifications sent by other services. */
    teamContacts: (teamId: string) =>
      internalCall(opts, 'GET', `/internal/teams/${encodeURIComponent(teamId)}/contacts`, z.object({ players: z.array(notificationRecipientSchema) })),
    /** Marks the player unavailable (with the reason) for the team's open events dated before `until`; answers how many. */
    standDown: (teamId: string, playerId: string, body: z.input<typeof standDownBody>) =>
      internalCall(
        opts,
        'POST',
        `/internal/teams/${encodeURIComponent(teamId)}/players/${encodeURIComponent(playerId)}/stand-down`,
        z.object({ events: z.number().int() }),
        body,
      ),
    /** Takes back a stand-down (a record withdrawn as made in error): the answers it made, with its reason, are removed. */
    liftStandDown: (teamId: string, playerId: string, body: { reason: string }) =>
      internalCall(
        opts,
        'POST',
        `/internal/teams/${encodeURIComponent(teamId)}/players/${encodeURIComponent(playerId)}/stand-down/lift`,
        z.object({ events: z.number().int() }),
        body,
      ),
    recordActivity: (teamId: string, activity: z.input<typeof recordActivityBody>) =>
      internalCall(opts, 'POST', `/internal/teams/${encodeURIComponent(teamId)}/activity`, z.object({ ok: z.literal(true) }), activity),
  };
}
export type TeamInternalClient = ReturnType<typeof teamInternalClient>;
