import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_BOOT_ELEMENT_ID, type PageBootData } from '@rugby/contracts/page-boot';
import { json, mockFetch } from '../src/testing/render.tsx';

/** The answers a page's HTML carries for its first screen (docs/decisions/017) stand in for its first GETs, once. */
const carried: PageBootData = {
  remotes: { coach: '/remotes/coach/mf-manifest.json' },
  data: {
    '/api/coaches/dashboard': { status: 200, body: '{"teamName":"Harbour </script> City"}' },
    '/api/auth/user': { status: 401, body: '{"message":"Unauthorized"}' },
    // A player's home: reads the service worker keeps for offline (kit offline/offline-reads.ts), and one it does not.
    '/api/players/training/today': { status: 200, body: '{"date":"2026-11-30"}' },
    '/api/player/training?date=2026-11-30': { status: 200, body: '[{"id":"e1"}]' },
    '/api/player/recovery-tip': { status: 404, body: '{"message":"No tip"}' },
    '/api/teams/t1/program-status': { status: 200, body: '{"approved":1}' },
  },
};
const element = document.createElement('script');
element.id = PAGE_BOOT_ELEMENT_ID;
element.type = 'application/json';
element.textContent = JSON.stringify(carried);
document.head.append(element);
const { apiRequest, ApiError } = await import('../src/api/api-request.ts');
const { pageBoot } = await import('../src/api/page-boot.ts');

afterEach(() => vi.unstubAllGlobals());

describe("the page's carried answers", () => {
  it('answer the first GET of their path without a request, and the next GET asks the server', async () => {
    const calls = mockFetch(() => json({ teamName: 'fresh' }));
    expect(await apiRequest('GET', '/api/coaches/dashboard')).toEqual({ teamName: 'Harbour </script> City' });
    expect(calls).toHaveLength(0);
    expect(await apiRequest('GET', '/api/coaches/dashboard')).toEqual({ teamName: 'fresh' });
    expect(calls).toHaveLength(1);
  });

  it('fail as the server answered them (a 401 means signed out)', async () => {
    const calls = mockFetch(() => json({}));
    const error = await apiRequest('GET', '/api/auth/user').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as InstanceType<typeof ApiError>).status).toBe(401);
    expect(calls).toHaveLength(0);
  });

  it('never stand in for a write, or for another path or query', async () => {
    const calls = mockFetch(() => json({ ok: true }));
    await apiRequest('GET', '/api/coaches/dashboard?x=1');
    await apiRequest('POST', '/api/coaches/dashboard', {});
    expect(calls).toHaveLength(2);
    expect(pageBoot()?.remotes).toEqual(carried.remotes);
  });

  it("are put where the service worker answers without signal: the player's reads that succeeded, with their query", async () => {
    const puts: { cache: string; url: string; body: string; type: string | null }[] = [];
    vi.stubGlobal('caches', {
      open: async (cache: string) => ({
        put: async (url: string, response: Response) => {
          puts.push({ cache, url, body: await response.text(), type: response.headers.get('Content-Type') });
        },
      }),
    });
    const calls = mockFetch(() => json({}));
    expect(await apiRequest('GET', '/api/players/training/today')).toEqual({ date: '2026-11-30' });
    expect(await apiRequest('GET', '/api/player/training?date=2026-11-30')).toEqual([{ id: 'e1' }]);
    await apiRequest('GET', '/api/player/recovery-tip').catch(() => undefined);
    await apiRequest('GET', '/api/teams/t1/program-status');
    expect(calls).toHaveLength(0);
    await vi.waitFor(() => expect(puts).toHaveLength(2));
    expect(puts).toEqual([
      { cache: 'rugby-api', url: `${location.origin}/api/players/training/today`, body: '{"date":"2026-11-30"}', type: 'application/json; charset=utf-8' },
      { cache: 'rugby-api', url: `${location.origin}/api/player/training?date=2026-11-30`, body: '[{"id":"e1"}]', type: 'application/json; charset=utf-8' },
    ]);
  });
});
