import { useRouteMutation, type RouteInput } from '@rugby/kit';

export type ConcussionInput = RouteInput<'recordConcussion'>['body'];
export type ClearanceInput = RouteInput<'recordClearance'>['body'];
export type WithdrawInput = RouteInput<'withdrawConcussion'>['body'];
interface Target {
  teamId: string;
  playerId: string;
}

/**
 * POST /api/teams/:teamId/players/:playerId/concussion: a suspected concussion the coach saw; the player is stood
 * down (409 when already in the protocol). Success refreshes the squad's welfare, check-ins and availability.
 */
export const useRecordConcussion = () =>
  useRouteMutation('recordConcussion', { input: ({ teamId, playerId, body }: Target & { body: ConcussionInput }) => ({ params: { teamId, playerId }, body }) });

/** POST /api/teams/:teamId/players/:playerId/concussion/withdraw: a record made in error is closed, with why. */
export const useWithdrawConcussion = () =>
  useRouteMutation('withdrawConcussion', { input: ({ teamId, playerId, body }: Target & { body: WithdrawInput }) => ({ params: { teamId, playerId }, body }) });

/** POST /api/teams/:teamId/players/:playerId/clearance: who cleared the player for full contact, and when. */
export const useRecordClearance = () =>
  useRouteMutation('recordClearance', { input: ({ teamId, playerId, body }: Target & { body: ClearanceInput }) => ({ params: { teamId, playerId }, body }) });
