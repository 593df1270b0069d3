import type { recoveryTipSchema } from '@rugby/contracts/routes/training-program';
import { apiRequest } from '@rugby/kit';
import { queryOptions, useQuery } from '@rugby/kit/query.ts';
import type { z } from 'zod';

export type RecoveryTip = z.infer<typeof recoveryTipSchema>;

/** The tip changes with the day, so the day is part of the key. */
export const recoveryTipKeys = { day: (date: string) => ['/api/player/recovery-tip', { day: date }] as const };

export const getRecoveryTip = () => apiRequest<RecoveryTip>('GET', '/api/player/recovery-tip');

export const recoveryTipQueryOptions = (date: string) => queryOptions({ queryKey: recoveryTipKeys.day(date), queryFn: getRecoveryTip });

/** GET /api/player/recovery-tip: the tip of the day. */
export const useRecoveryTip = (date: string) => useQuery(recoveryTipQueryOptions(date));
