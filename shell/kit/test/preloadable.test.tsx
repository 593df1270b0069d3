import { act, render, screen } from '@testing-library/react';
import { Suspense, use, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadable, tracked } from '../src/lib/preloadable.tsx';

function Greeting({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Hello {name} {count}
    </button>
  );
}

const inSuspense = (node: React.ReactNode) => <Suspense fallback={<p>Loading...</p>}>{node}</Suspense>;

describe('preloadable', () => {
  it('preloaded, renders at once: no fallback, so no wait for React to reveal it', async () => {
    const load = vi.fn(async () => Greeting);
    const Lazy = preloadable(load);
    await Lazy.preload();
    await Lazy.preload();
    render(inSuspense(<Lazy name="Sam" />));
    // In the very first commit, not after a Suspense fallback.
    expect(screen.getByRole('button')).toHaveTextContent('Hello Sam 0');
    expect(screen.queryByText('Loading...')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('not preloaded, loads when first rendered (the fallback meanwhile) and keeps its state across renders', async () => {
    let finish!: (component: typeof Greeting) => void;
    const Lazy = preloadable(
      () =>
        new Promise<typeof Greeting>((resolve) => {
          finish = resolve;
        }),
    );
    const { rerender } = render(inSuspense(<Lazy name="Sam" />));
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    await act(async () => finish(Greeting));
    expect(await screen.findByRole('button')).toHaveTextContent('Hello Sam 0');
    await act(async () => screen.getByRole('button').click());
    rerender(inSuspense(<Lazy name="Alex" />));
    // The same component instance: the count survives the module having arrived.
    expect(screen.getByRole('button')).toHaveTextContent('Hello Alex 1');
  });

  it('a failed load reaches the error path, and the next mount tries again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Greeting);
    const Lazy = preloadable<{ name: string }>(load);
    await expect(Lazy.preload()).rejects.toThrow('offline');
    await Lazy.preload();
    render(inSuspense(<Lazy name="Sam" />));
    expect(screen.getByRole('button')).toHaveTextContent('Hello Sam 0');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('tracked', () => {
  it('carries its outcome, so `use` reads a settled promise without suspending', async () => {
    const done = tracked(Promise.resolve('ready'));
    expect(done.status).toBe('pending');
    await done;
    expect(done.status).toBe('fulfilled');
    function Show() {
      return <p>{use(done)}</p>;
    }
    render(inSuspense(<Show />));
    expect(screen.getByText('ready')).toBeInTheDocument();

    const failed = tracked(Promise.reject(new Error('nope')));
    await expect(failed).rejects.toThrow('nope');
    expect(failed.status).toBe('rejected');
  });
});
