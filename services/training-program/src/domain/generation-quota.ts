import { SERVER_ERRORS } from '@rugby/contracts';
import { RateLimiterRes, retryAfterSeconds, sharedLimiter, TooManyRequestsError, type Database } from '@rugby/service-kit';

export const DEFAULT_GENERATIONS_PER_TEAM_PER_DAY = 50;
const DAY_SECONDS = 24 * 60 * 60;

/**
 * How many program generations (elite and coach's-text programs, customizations, sessions, personal weeks) a team
 * may start in a day: the cost of an AI provider is per call. Counted in the service's database, so every replica
 * spends from the same budget (docs/decisions/023). The window starts at the team's first generation.
 */
export function generationQuota(
  db: Pick<Database, 'storeClient'>,
  perDay = Number(process.env.AI_GENERATIONS_PER_TEAM_PER_DAY ?? DEFAULT_GENERATIONS_PER_TEAM_PER_DAY),
) {
  const limiter = sharedLimiter(db, { keyPrefix: 'generations-per-team', points: perDay, durationSeconds: DAY_SECONDS });
  return {
    /** Spends one generation of the team's day, or throws a 429 saying when it can generate again. */
    async spend(teamId: string): Promise<void> {
      try {
        await limiter.consume(teamId);
      } catch (err) {
        if (!(err instanceof RateLimiterRes)) throw err;
        const seconds = retryAfterSeconds(err);
        throw new TooManyRequestsError(SERVER_ERRORS.generationQuota(perDay, Math.max(1, Math.ceil(seconds / 3600))), seconds);
      }
    },
  };
}
export type GenerationQuota = ReturnType<typeof generationQuota>;
