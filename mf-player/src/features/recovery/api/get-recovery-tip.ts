import { routeQuery, type RouteOutput } from '@rugby/kit';
import { useQuery } from '@rugby/kit/query.ts';

export type RecoveryTip = RouteOutput<'recoveryTip'>;

/** The tip changes with the day: the day is the key's scope (the server does not see it). */
export const recoveryTipQueryOptions = (date: string) => routeQuery('recoveryTip', undefined, date);

/** GET /api/player/recovery-tip: the tip of the day. */
export const useRecoveryTip = (date: string) => useQuery(recoveryTipQueryOptions(date));
