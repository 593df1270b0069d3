import type { TeamRole } from './domain.ts';

/** Headers used between edge, gateway and services. */
export const HEADERS = {
  /** Signed identity (JWT, HS256) the gateway forwards; services trust only this. */
  identity: 'x-rugby-identity',
  requestId: 'x-request-id',
  /** Shared secret for /internal/... calls between services. */
  serviceToken: 'x-service-token',
  /** A service sets this on a response when the caller's identity (profile, memberships) changed. */
  identityChanged: 'x-rugby-identity-changed',
  /**
   * A service names on a write's answer the teams it changed when the gateway cannot tell them from the route's
   * `:teamId` or the caller's teams (e.g. a player who just joined): their members' pages are told (server push).
   */
  changedTeams: 'x-rugby-changed-teams',
} as const;

/** The gateway's server-sent event stream (server push, docs/decisions/014): `event: changed` after writes. */
export const SERVER_EVENTS_PATH = '/api/events';

/** What `event: changed` carries: the teams a write changed and the service that made it. */
export interface ServerChange {
  teamIds: string[];
  service: string;
}

export const SESSION_COOKIE = 'rugby_session';

/**
 * A session token as the team service issues it: 256 random bits in base64url (43 characters). Anything else in the
 * session cookie (too long, other characters, planted) names no session and is treated as signed out.
 */
export const isWellFormedSessionToken = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

export interface Membership {
  teamId: string;
  role: TeamRole;
  /**
   * The team's version when the identity was resolved (the team service bumps it on every change to the team, its
   * members or their profiles): a service's cached copy of the team at this version or later is current enough.
   */
  teamVersion?: number;
}

/** Who is calling, as resolved by the team service from the session cookie. */
export interface Identity {
  userId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  /** 'coach' | 'player' | null, or an unsupported legacy value. */
  userType: string | null;
  memberships: Membership[];
}

export const isCoachRole = (role: TeamRole) => role !== 'player';
export const coachTeamIds = (id: Identity) => id.memberships.filter((m) => isCoachRole(m.role)).map((m) => m.teamId);
export const playerTeamIds = (id: Identity) => id.memberships.filter((m) => m.role === 'player').map((m) => m.teamId);
export const isCoachOf = (id: Identity, teamId: string) => coachTeamIds(id).includes(teamId);
export const isMemberOf = (id: Identity, teamId: string) => id.memberships.some((m) => m.teamId === teamId);
