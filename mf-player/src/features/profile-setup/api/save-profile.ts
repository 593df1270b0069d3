import { useRouteMutation, type RouteInput } from '@rugby/kit';

export type PlayerProfileInput = NonNullable<RouteInput<'playerProfile'>['body']>;
export type CoachProfileInput = NonNullable<RouteInput<'coachProfile'>['body']>;

/** POST /api/player/profile {position, height, weight, age}; the current user (its userType and details) refreshes. */
export const useSavePlayerProfile = () => useRouteMutation('playerProfile', { input: (body: PlayerProfileInput) => ({ body }) });
/** POST /api/coach/profile {teamName}; the current user refreshes. */
export const useSaveCoachProfile = () => useRouteMutation('coachProfile', { input: (body: CoachProfileInput) => ({ body }) });
