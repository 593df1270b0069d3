import { ERROR_CODES } from '@rugby/contracts/copy';
import { TIMINGS } from '@rugby/contracts/domain';
import { isServerError, routeQuery, type RouteOutput } from '@rugby/kit';
import { pollUnlessPushed } from '@rugby/kit/api/server-push.ts';
import { queryOptions, useQuery, type UseQueryResult } from '@rugby/kit/query.ts';
import { useState } from 'react';

export type TrainingLogEntry = RouteOutput<'playerTraining'>[number];

/** The day is the call's `date` (the page carries the first day's answer by that path). */
export const playerTrainingQueryOptions = (date: string) =>
  queryOptions({ ...routeQuery('playerTraining', { query: { date } }), refetchInterval: pollUnlessPushed(TIMINGS.trainingPollMs) });

/** GET /api/player/training?date=: the day's activities as training log entries; pushed, polled every 30 s without push. */
export const usePlayerTraining = (date: string) => useQuery(playerTrainingQueryOptions(date));

/** The training call failed because the last training day's laws were not learned (the server's EDUCATION_REQUIRED). */
export const isEducationRequired = (error: unknown) => isServerError(error, ERROR_CODES.educationRequired);

/**
 * Whether the day is locked behind the laws. A locked day has no data, so while it is asked for again (each law
 * learned, the poll, a server push) the query is pending without its error; the lock holds until an answer says
 * otherwise, so the page behind the laws popup does not flash the day's cards between the answers.
 */
export function useEducationRequired(training: UseQueryResult<unknown>): boolean {
  const locked = isEducationRequired(training.error);
  const settled = training.fetchStatus === 'idle';
  const [lastAnswerLocked, setLastAnswerLocked] = useState(locked);
  if (settled && lastAnswerLocked !== locked) setLastAnswerLocked(locked);
  return locked || (!settled && lastAnswerLocked);
}
