import { afterEach, describe, expect, it, vi } from 'vitest';
import { COPY, ERROR_CODES } from '@rugby/contracts/copy';
import { BROWSER_TIMEOUT_MS } from '@rugby/contracts/routes/paths';
import { ApiError } from '../src/api/api-request.ts';
import { callRouteAsync } from '../src/api/routes.ts';
import { json, mockFetch } from '../src/testing/render.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const SESSION = { program: '# Squad session', document: undefined };
const ID = '0b6f2b8e-4a59-4c1e-9d3c-2f4a5b6c7d8e';
const accepted = () => json({ generationId: ID, status: 'running' }, 202);

describe('callRouteAsync: a generation asked for as a job and followed', () => {
  it('asks with Prefer: respond-async, follows the generation until done and resolves with its result', async () => {
    let polls = 0;
    const calls = mockFetch((call) => {
      if (call.method === 'POST') return accepted();
      polls += 1;
      return json(polls < 3 ? { generationId: ID, status: 'running' } : { generationId: ID, status: 'done', result: SESSION });
    });
    await expect(callRouteAsync('coachGenerateTraining', { body: { teamId: 't1', focus: 'tackle technique' } })).resolves.toEqual(SESSION);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/coach/generate-training',
      body: { teamId: 't1', focus: 'tackle technique' },
      headers: { prefer: 'respond-async', 'content-type': 'application/json' },
    });
    expect(calls.slice(1).map((c) => `${c.method} ${c.url}`)).toEqual(Array.from({ length: 3 }, () => `GET /api/ai/generations/${ID}`));
  });

  it('fails with the error the call would have given (status, code, message) when the generation failed', async () => {
    mockFetch((call) =>
      call.method === 'POST'
        ? accepted()
        : json({ generationId: ID, status: 'failed', error: { status: 502, code: 'AI_PROVIDER_ERROR', message: 'The AI provider failed.' } }),
    );
    const error = await callRouteAsync('generateEliteProgram', { body: { programType: 'wales', teamId: 't1' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, code: 'AI_PROVIDER_ERROR', serverMessage: 'The AI provider failed.' });
  });

  it('refusals before anything is stored come from the POST itself; a server that answers at once is taken at its word', async () => {
    mockFetch(() => json({ error: 'FORBIDDEN', message: 'Only coaches of this team can do this' }, 403));
    await expect(callRouteAsync('coachGenerateTraining', { body: { teamId: 't2' } })).rejects.toMatchObject({ status: 403 });
    const calls = mockFetch(() => json(SESSION));
    await expect(callRouteAsync('coachGenerateTraining', { body: { teamId: 't1' } })).resolves.toEqual(SESSION);
    expect(calls).toHaveLength(1);
  });

  it('keeps following through a dropped connection or a restarting replica, and stops on any other error', async () => {
    let polls = 0;
    mockFetch((call) => {
      if (call.method === 'POST') return accepted();
      polls += 1;
      if (polls === 1) throw new TypeError('Failed to fetch');
      if (polls === 2) return json({ error: 'SERVICE_UNAVAILABLE', message: 'The training program service is unavailable.' }, 503);
      return json({ generationId: ID, status: 'done', result: SESSION });
    });
    await expect(callRouteAsync('coachGenerateTraining', { body: { teamId: 't1' } })).resolves.toEqual(SESSION);
    expect(polls).toBe(3);

    mockFetch((call) => (call.method === 'POST' ? accepted() : json({ error: 'NOT_FOUND', message: 'Generation not found' }, 404)));
    await expect(callRouteAsync('coachGenerateTraining', { body: { teamId: 't1' } })).rejects.toMatchObject({
      status: 404,
      serverMessage: 'Generation not found',
    });
  });

  it("gives up after the AI deadline with the browser's 'did not answer' error, about one look a second", async () => {
    vi.useFakeTimers();
    const calls = mockFetch((call) => (call.method === 'POST' ? accepted() : json({ generationId: ID, status: 'running' })));
    const outcome = callRouteAsync('customizeProgram', { body: { originalProgram: 'Monday: scrums', customizationRequest: 'no gym', teamId: 't1' } }).catch(
      (e: unknown) => e,
    );
    await vi.advanceTimersByTimeAsync(BROWSER_TIMEOUT_MS.ai + 1000);
    const error = await outcome;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 504, code: ERROR_CODES.clientTimeout, serverMessage: COPY.serverDidNotAnswer });
    const polls = calls.filter((c) => c.method === 'GET').length;
    expect(polls).toBeGreaterThanOrEqual(BROWSER_TIMEOUT_MS.ai / 1000 - 2);
    expect(polls).toBeLessThanOrEqual(BROWSER_TIMEOUT_MS.ai / 1000 + 2);
  });
});
