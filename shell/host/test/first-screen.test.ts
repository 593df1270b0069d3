import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RemoteRouteModule } from '@rugby/kit';

// The Module Federation runtime is replaced: the coach remote arrives when the test says so, the player's never.
let deliverCoach!: () => void;
vi.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: vi.fn(),
  loadRemote: vi.fn(
    (request: string) =>
      new Promise<RemoteRouteModule>((resolve) => {
        if (request.startsWith('mf_coach/')) deliverCoach = () => resolve({ routes: { dashboard: { Component: () => null } } });
      }),
  ),
}));

const REMOTES_MAP = { public: '/remotes/public/mf-manifest.json', coach: '/remotes/coach/mf-manifest.json', player: '/remotes/player/mf-manifest.json' };

async function freshShell() {
  vi.resetModules();
  document.body.innerHTML = `<script id="rugby-boot" type="application/json">${JSON.stringify({ remotes: REMOTES_MAP, data: {} })}</script>`;
  return {
    ...(await import('../src/app/first-screen.ts')),
    ...(await import('../src/remotes/registry.ts')),
  };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe("the shell's first render (docs/decisions/018)", () => {
  it('waits for the remote the page preloaded, so its screen renders without a loading state', async () => {
    const { firstScreenIn, loadRemoteRoutes } = await freshShell();
    let ready = false;
    const waiting = firstScreenIn({ remote: 'coach', topNav: false }).then(() => {
      ready = true;
    });
    await new Promise((r) => setTimeout(r, 20));
    expect(ready).toBe(false);
    deliverCoach();
    await waiting;
    // React's `use` reads it without suspending.
    expect(loadRemoteRoutes('coach').status).toBe('fulfilled');
  });

  it('renders anyway when the preloaded remote does not arrive in time, and at once when the page preloaded nothing', async () => {
    const { firstScreenIn } = await freshShell();
    const started = Date.now();
    await firstScreenIn({ remote: 'player', topNav: false }, 50);
    expect(Date.now() - started).toBeLessThan(1_000);
    let immediate = false;
    await Promise.race([
      firstScreenIn(undefined).then(() => {
        immediate = true;
      }),
      new Promise((r) => setTimeout(r, 10)),
    ]);
    expect(immediate).toBe(true);
  });
});
