import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, serverMessage, urlOfQueryKey } from '../src/api/api-request.ts';
import { createQueryClient, defaultQueryFn } from '../src/api/query-client.ts';
import { json, mockFetch } from '../src/testing/render.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('sends cookies and no body or content type when no data is given', async () => {
    const calls = mockFetch(() => json({ ok: true }));
    await expect(apiRequest('GET', '/api/teams')).resolves.toEqual({ ok: true });
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/api/teams', body: undefined, credentials: 'include' });
    expect(calls[0]!.headers['content-type']).toBeUndefined();
  });

  it('sends a JSON body with its content type when data is given', async () => {
    const calls = mockFetch(() => json({ id: '1' }, 201));
    await apiRequest('POST', '/api/feedback', { title: 'x' });
    expect(calls[0]!.body).toEqual({ title: 'x' });
    expect(calls[0]!.headers['content-type']).toBe('application/json');
  });

  it('fails with "<status>: <body text>" on a non-OK answer', async () => {
    mockFetch(() => new Response('{"error":"Unauthorized","message":"Invalid email or password"}', { status: 401 }));
    const error = await apiRequest('POST', '/api/auth/login', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as Error).message).toBe('401: {"error":"Unauthorized","message":"Invalid email or password"}');
    expect(serverMessage(error, 'fallback')).toBe('Invalid email or password');
  });

  it('uses the status text when the body is empty', async () => {
    mockFetch(() => new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('503: Service Unavailable');
  });

  it('returns undefined for an empty OK body', async () => {
    mockFetch(() => new Response(null, { status: 204 }));
    await expect(apiRequest('POST', '/api/auth/logout')).resolves.toBeUndefined();
  });
});

describe('serverMessage', () => {
  it('falls back when there is no message', () => {
    expect(serverMessage(new ApiError(500, ''), 'Invalid email or password')).toBe('Invalid email or password');
    expect(serverMessage('not an error', 'fallback')).toBe('fallback');
    expect(serverMessage(new Error('500: plain text'), 'fallback')).toBe('plain text');
  });
});

describe('default query function', () => {
  it('GETs the key segments joined by "/" and skips null query params', async () => {
    expect(urlOfQueryKey(['/api/teams', 't1', 'season-settings'])).toBe('/api/teams/t1/season-settings');
    expect(urlOfQueryKey(['/api/player/progress', { weekStart: '2025-06-02', weekEnd: null, x: undefined }])).toBe('/api/player/progress?weekStart=2025-06-02');
    const calls = mockFetch(() => json([]));
    const client = createQueryClient();
    await client.fetchQuery({ queryKey: ['/api/teams', 't1', 'messages'] });
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/api/teams/t1/messages', credentials: 'include' });
    expect(defaultQueryFn).toBeTypeOf('function');
  });

  it('has the spec defaults: never stale, no refetch on focus, no retries', () => {
    const defaults = createQueryClient().getDefaultOptions().queries!;
    expect(defaults).toMatchObject({ staleTime: Infinity, refetchOnWindowFocus: false, retry: false });
  });
});
