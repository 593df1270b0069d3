import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

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
 * Counts failed sign-ins per account and per IP (in memory, per process). Once either budget is spent,
 * further attempts are refused until the window ends; a successful sign-in clears the account's count.
 */
export function loginLimiter(limits: LoginLimits = DEFAULT_LOGIN_LIMITS) {
  const byAccount = new RateLimiterMemory({ keyPrefix: 'login-account', points: limits.perAccount.points, duration: limits.perAccount.durationSeconds });
  const byIp = new RateLimiterMemory({ keyPrefix: 'login-ip', points: limits.perIp.points, duration: limits.perIp.durationSeconds });

  const blockedFor = async (limiter: RateLimiterMemory, points: number, key: string) => {
    const state = await limiter.get(key);
    return state && state.consumedPoints >= points ? Math.max(1, Math.ceil(state.msBeforeNext / 1000)) : 0;
  };
  const consume = async (limiter: RateLimiterMemory, key: string) => {
    try {
      await limiter.consume(key);
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err; // already over the limit: nothing more to count
    }
  };

  return {
    /** Seconds until another attempt is allowed, or 0 when it is allowed now. */
    async retryAfterSeconds(email: string, ip: string): Promise<number> {
      return Math.max(await blockedFor(byAccount, limits.perAccount.points, email), await blockedFor(byIp, limits.perIp.points, ip));
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
