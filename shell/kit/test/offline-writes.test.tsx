import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../src/api/query-client.ts';
import { usePendingWrites, useRouteMutation } from '../src/api/routes.ts';
import { forgetUserData } from '../src/offline/offline-writes.ts';
import { persistQueuedWrites, queuedWritesKey } from '../src/offline/persist-writes.ts';
import { onlineManager, QueryClientProvider, type QueryClient } from '../src/query.ts';
import { json, mockFetch } from '../src/testing/render.tsx';

const tick = (logId: string, completed: boolean) => ({ params: { logId }, body: { completed } });
const entry = (id: string, completed: boolean) => ({
  id,
  completed,
  activity: { id: 'a', name: 'Warm-up', description: '', duration: 10, category: 'warmup' },
});

/** The tick mutation and the pending writes of a client, as a screen would use them. */
function renderTicks(queryClient: QueryClient) {
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return renderHook(() => ({ tick: useRouteMutation('updateTrainingLog'), pending: usePendingWrites('updateTrainingLog') }), { wrapper });
}

const patches = (calls: ReturnType<typeof mockFetch>) => calls.filter((c) => c.method === 'PATCH').map((c) => [c.url, c.body]);

beforeEach(() => {
  localStorage.clear();
  act(() => onlineManager.setOnline(false));
});
afterEach(() => {
  act(() => onlineManager.setOnline(true));
  vi.unstubAllGlobals();
});

describe('writes made offline (docs/decisions/022)', () => {
  it('wait while offline, shown as waiting for signal, and are sent once, in order, when back online', async () => {
    const calls = mockFetch((call) => json(entry('log-1', (call.body as { completed: boolean }).completed)));
    const { result } = renderTicks(createQueryClient());

    act(() => result.current.tick.mutate(tick('log-1', true)));
    act(() => result.current.tick.mutate(tick('log-1', false)));
    act(() => result.current.tick.mutate(tick('log-2', true)));
    await waitFor(() => expect(result.current.pending).toHaveLength(3));
    expect(result.current.pending.map((w) => [w.input.params.logId, w.input.body.completed, w.waitingForSignal])).toEqual([
      ['log-1', true, true],
      ['log-1', false, true],
      ['log-2', true, true],
    ]);
    expect(calls).toEqual([]);

    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(result.current.pending).toEqual([]));
    // One after another, as made: the untick lands after the tick.
    expect(patches(calls)).toEqual([
      ['/api/training-log/log-1', { completed: true }],
      ['/api/training-log/log-1', { completed: false }],
      ['/api/training-log/log-2', { completed: true }],
    ]);
  });

  it('are sent again when the signal drops mid-request (fetch fails), not lost', async () => {
    let attempts = 0;
    const calls = mockFetch(() => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch');
      return json(entry('log-1', true));
    });
    act(() => onlineManager.setOnline(true));
    const { result } = renderTicks(createQueryClient());
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      act(() => result.current.tick.mutate(tick('log-1', true)));
      await waitFor(() => expect(result.current.pending[0]?.waitingForSignal).toBe(true));
      await act(() => vi.advanceTimersByTimeAsync(1500));
      await waitFor(() => expect(result.current.tick.isSuccess).toBe(true));
    } finally {
      vi.useRealTimers();
    }
    expect(patches(calls)).toHaveLength(2);
  });

  it('survive a reload: a new page restores them from storage and sends each once when online', async () => {
    const calls = mockFetch((call) => json(entry('log-1', (call.body as { completed: boolean }).completed)));
    const before = createQueryClient();
    const stopBefore = persistQueuedWrites(before, 'p1');
    const first = renderTicks(before);
    act(() => first.result.current.tick.mutate(tick('log-1', true)));
    await waitFor(() => expect(localStorage.getItem(queuedWritesKey('p1'))).toContain('log-1'));
    // The page goes away before the signal comes back.
    first.unmount();
    stopBefore();
    before.clear();

    const after = createQueryClient();
    const second = renderTicks(after);
    const stop = persistQueuedWrites(after, 'p1');
    await waitFor(() => expect(second.result.current.pending.map((w) => w.input.params.logId)).toEqual(['log-1']));
    expect(second.result.current.pending[0]?.waitingForSignal).toBe(true);
    expect(calls).toEqual([]);

    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(second.result.current.pending).toEqual([]));
    expect(patches(calls)).toEqual([['/api/training-log/log-1', { completed: true }]]);
    // Sent: no longer stored, so a third page sends nothing.
    await waitFor(() => expect(localStorage.getItem(queuedWritesKey('p1'))).not.toContain('log-1'));
    stop();
  });

  it("are kept for their own user: another user's page neither shows nor sends them", async () => {
    const calls = mockFetch(() => json(entry('log-1', true)));
    const page = createQueryClient();
    persistQueuedWrites(page, 'p1');
    const { result } = renderTicks(page);
    act(() => result.current.tick.mutate(tick('log-1', true)));
    await waitFor(() => expect(localStorage.getItem(queuedWritesKey('p1'))).toContain('log-1'));

    // Signing out: the write leaves the page (never sent with the next user's session) but stays stored for p1.
    act(() => forgetUserData(page));
    await waitFor(() => expect(result.current.pending).toEqual([]));
    persistQueuedWrites(page, 'p2');
    act(() => onlineManager.setOnline(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.pending).toEqual([]);
    expect(calls).toEqual([]);
    expect(localStorage.getItem(queuedWritesKey('p1'))).toContain('log-1');
  });
});
