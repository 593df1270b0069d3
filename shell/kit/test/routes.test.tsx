import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeChanges, routes, ROUTE_PATHS, type MutationRouteId } from '@rugby/contracts';
import { ApiError } from '../src/api/api-request.ts';
import { createQueryClient } from '../src/api/query-client.ts';
import { callRoute, routeKey, routePath, routeQuery, useRouteMutation } from '../src/api/routes.ts';
import { graphqlRequest, type TypedDocument } from '../src/graphql/client.ts';
import { QueryClientProvider, useQuery } from '../src/query.ts';
import { json, mockFetch } from '../src/testing/render.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('the route table the browser carries', () => {
  it('has every route, with the method and path of its definition', () => {
    expect(Object.keys(ROUTE_PATHS).sort()).toEqual(Object.keys(routes).sort());
    for (const [id, route] of Object.entries(routes)) {
      expect(ROUTE_PATHS[id as keyof typeof ROUTE_PATHS], id).toEqual({ method: route.method, path: route.path });
    }
  });

  it('declares, for every changing route, only reading routes as what it changes', () => {
    for (const [id, changed] of Object.entries(routeChanges)) {
      expect(routes[id as MutationRouteId].method, id).not.toBe('GET');
      for (const route of changed) expect(routes[route].method, `${id} changes ${route}`).toBe('GET');
    }
  });
});

describe('routePath', () => {
  it('fills in encoded path parameters and the query in order, skipping empty values', () => {
    expect(routePath('playerTrainingByDate', { params: { playerId: 'p/1', date: '2026-03-10' } })).toBe('/api/players/p%2F1/training/2026-03-10');
    expect(routePath('playerProgress', { query: { weekStart: '2026-03-09', weekEnd: '2026-03-15', day: undefined } })).toBe(
      '/api/player/progress?weekStart=2026-03-09&weekEnd=2026-03-15',
    );
    expect(routePath('teams')).toBe('/api/teams');
  });

  it('refuses a call without a path parameter rather than calling a wrong URL', () => {
    expect(() => routePath('listMessages', { params: {} })).toThrow('listMessages: the path parameter teamId is missing');
  });
});

describe('callRoute', () => {
  it("calls the route's method and path with the body", async () => {
    const calls = mockFetch(() => json({ id: 'm1' }, 201));
    await callRoute('sendMessage', { params: { teamId: 't1' }, body: { title: 'Training moved', message: 'To 7 pm' } });
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/teams/t1/messages', body: { title: 'Training moved', message: 'To 7 pm' } });
  });

  it('is typed by the route table: a wrong route, parameter or body does not compile', () => {
    // Never called: the type check (npm test runs it) fails if any of these lines compiles.
    const typeChecks = () => {
      // @ts-expect-error an unknown route id
      void callRoute('noSuchRoute');
      // @ts-expect-error listMessages needs the teamId path parameter
      void callRoute('listMessages');
      // @ts-expect-error the path parameter is teamId, not id
      void callRoute('listMessages', { params: { id: 't1' } });
      // @ts-expect-error a message's title is text
      void callRoute('sendMessage', { params: { teamId: 't1' }, body: { title: 3, message: 'x' } });
      const useWrongMutation = () =>
        // @ts-expect-error reading routes are not mutations
        useRouteMutation('coachDashboard');
      void useWrongMutation;
      // @ts-expect-error changing routes are not queries
      routeQuery('sendMessage', { params: { teamId: 't1' } });
      const typed = async () => {
        const messages = await callRoute('listMessages', { params: { teamId: 't1' } });
        // @ts-expect-error the answer is typed: a message has no 'body' field
        return messages[0]?.body;
      };
      return typed;
    };
    expect(typeChecks).toBeTypeOf('function');
  });
});

describe('query keys and the default query function', () => {
  it('keys begin with the route id, then the call, then a scope the server does not see', () => {
    expect(routeKey('listMessages', { params: { teamId: 't1' } })).toEqual(['listMessages', { params: { teamId: 't1' } }]);
    expect(routeKey('lawsToday', undefined, '2026-03-10')).toEqual(['lawsToday', {}, '2026-03-10']);
  });

  it('fetches a route key with the default query function', async () => {
    const calls = mockFetch(() => json([]));
    const client = createQueryClient();
    await client.fetchQuery({ queryKey: routeKey('listMessages', { params: { teamId: 't1' } }) });
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/api/teams/t1/messages', credentials: 'include' });
    await expect(client.fetchQuery({ queryKey: ['/api/teams'] })).rejects.toThrow('No query function');
  });
});

describe('fresh data: a mutation refreshes what its route declares it changes', () => {
  it('the screen shows the new answer after success without a reload, and other answers are left alone', async () => {
    let activities = 0;
    const calls = mockFetch((call) => {
      if (call.url === '/api/ai/approve-program') {
        activities += 1;
        return json({ id: 'p1' }, 201);
      }
      if (call.url === '/api/coaches/dashboard') return json({ recentActivity: Array.from({ length: activities }, () => ({ description: 'Approved' })) });
      return json({ oidc: false, testPath: false });
    });
    const client = createQueryClient();
    await client.fetchQuery(routeQuery('authProviders'));
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => ({ dashboard: useQuery(routeQuery('coachDashboard')), approve: useRouteMutation('approveProgram') }), { wrapper });
    await waitFor(() => expect(result.current.dashboard.data?.recentActivity).toHaveLength(0));
    let succeeded = false;
    await act(() =>
      result.current.approve.mutateAsync({ body: { program: 'x', programType: 'custom', teamId: 't1' } }, { onSuccess: () => void (succeeded = true) }),
    );
    expect(succeeded).toBe(true);
    await waitFor(() => expect(result.current.dashboard.data?.recentActivity).toHaveLength(1));
    expect(client.getQueryState(routeKey('authProviders'))!.isInvalidated).toBe(false);
    expect(calls.filter((c) => c.url === '/api/auth/providers')).toHaveLength(1);
  });
});

describe('GraphQL errors', () => {
  it('are the same ApiError with the code the gateway sent', async () => {
    mockFetch(() => json({ errors: [{ message: "Complete today's laws first", extensions: { code: 'EDUCATION_REQUIRED' } }], data: null }));
    const error = await graphqlRequest({ toString: () => 'query X { x }' } as TypedDocument<{ x: number }, Record<string, never>>).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'EDUCATION_REQUIRED', serverMessage: "Complete today's laws first" });
  });
});
