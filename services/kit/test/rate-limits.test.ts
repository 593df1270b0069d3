import { afterEach, describe, expect, it, vi } from 'vitest';
import { sharedLimiter } from '../src/rate-limits.ts';

/** A database's store client that answers every statement with no rows, recording the statements. */
function fakeStore() {
  const statements: string[] = [];
  return {
    statements,
    storeClient: {
      query: async (q: { text: string } | string) => {
        statements.push(typeof q === 'string' ? q : q.text);
        return { rows: [], rowCount: 0 };
      },
    },
  };
}

afterEach(() => vi.useRealTimers());

describe('shared limiters', () => {
  it("one limiter per database deletes the table's expired rows (every 5 minutes), not every limit", async () => {
    vi.useFakeTimers();
    const first = fakeStore();
    const second = fakeStore();
    const limits = [
      sharedLimiter(first, { keyPrefix: 'login', points: 5, durationSeconds: 900 }),
      sharedLimiter(first, { keyPrefix: 'invitations', points: 20, durationSeconds: 600 }),
      sharedLimiter(first, { keyPrefix: 'sms', points: 200, durationSeconds: 86_400 }),
      sharedLimiter(second, { keyPrefix: 'login', points: 5, durationSeconds: 900 }),
    ];
    expect(limits.map((l) => l.points)).toEqual([5, 20, 200, 5]);
    await vi.advanceTimersByTimeAsync(5 * 60_000 + 1);
    const deletes = (store: ReturnType<typeof fakeStore>) => store.statements.filter((s) => /^\s*DELETE/i.test(s)).length;
    expect(deletes(first)).toBe(1);
    expect(deletes(second)).toBe(1);
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(deletes(first)).toBe(2);
  });
});
