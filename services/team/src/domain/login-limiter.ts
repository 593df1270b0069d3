import { RateLimiterRes, retryAfterSeconds, sharedLimiter, type Database, type SharedLimiter } from '@rugby/service-kit';

export interface LoginLimits {
  /** Failed sign-ins allowed per account (e-mail) in the window. */
  perAccount: { points: number; durationSeconds: number };
  /** Failed sign-ins allowed per client IP in the window. */
  perIp: { points: number; durationSeconds: number };
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  perAccount: { points: 5, durationSeconds: 15 * 60 },
  perIp: { points: 30, durationSeconds: 15 * 60 },
};

/**
 * Counts failed sign-ins per account and per IP in the team database (shared by every replica, kept across
 * restarts). Once either budget is spent, further attempts are refused until the window ends; a successful sign-in
 * clears the account's count.
 */
export function loginLimiter(db: Pick<Database, 'storeClient'>, limits: LoginLimits = DEFAULT_LOGIN_LIMITS) {
  const byAccount = sharedLimiter(db, { keyPrefix: 'login-account', ...limits.perAccount });
  const byIp = sharedLimiter(db, { keyPrefix: 'login-ip', ...limits.perIp });

  const blockedFor = async (limiter: SharedLimiter, key: string) => {
    const state = await limiter.get(key);
    return state && state.consumedPoints >= limiter.points ? retryAfterSeconds(state) : 0;
  };
  const consume = async (limiter: SharedLimiter, key: string) => {
    try {
      await limiter.consume(key);
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err; // already over the limit: nothing more to count
    }
  };

  return {
    /** Seconds until another attempt is allowed, or 0 when it is allowed now. */
    async retryAfterSeconds(email: string, ip: string): Promise<number> {
      return Math.max(await blockedFor(byAccount, email), await blockedFor(byIp, ip));
    },
    async recordFailure(email: string, ip: string): Promise<void> {
      await Promise.all([consume(byAccount, email), consume(byIp, ip)]);
    },
    async recordSuccess(email: string): Promise<void> {
      await byAccount.delete(email);
    },
  };
}
export type LoginLimiter = ReturnType<typeof loginLimiter>;
