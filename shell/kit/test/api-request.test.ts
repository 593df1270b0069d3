import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, isServerError, serverMessage } from '../src/api/api-request.ts';
import { createQueryClient } from '../src/api/query-client.ts';
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
    expect(error).toMatchObject({ status: 401, code: 'Unauthorized', serverMessage: 'Invalid email or password' });
    expect(isServerError(error, 'Unauthorized')).toBe(true);
    expect(isServerError(error, 'EDUCATION_REQUIRED')).toBe(false);
  });

  it('uses the status text when the body is empty', async () => {
    mockFetch(() => new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('503: Service Unavailable');
  });

  it('gives up on a server that never answers with the one error type, saying so', async () => {
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) => new Promise((_resolve, reject) => init.signal!.addEventListener('abort', () => reject(init.signal!.reason))),
    );
    const error = await apiRequest('POST', '/api/teams/t1/messages', { title: 'x' }, { timeoutMs: 30 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 504, code: 'CLIENT_TIMEOUT', serverMessage: 'The server did not answer in time. Please try again.' });
  });

  it('leaves a network failure as it is (the offline banner speaks for it)', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(apiRequest('GET', '/api/teams')).rejects.toThrow(TypeError);
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
    expect(serverMessage(new ApiError(502, 'Bad Gateway'), 'fallback')).toBe('Bad Gateway');
    expect(serverMessage(new TypeError('Failed to fetch'), 'fallback')).toBe('Failed to fetch');
  });
});

describe('the query client', () => {
  it('has the spec defaults: never stale, no refetch on focus, no retries', () => {
    const defaults = createQueryClient().getDefaultOptions().queries!;
    expect(defaults).toMatchObject({ staleTime: Infinity, refetchOnWindowFocus: false, retry: false });
  });
});
