/** Test helpers for the web packages (not part of the bundle: only tests import this file). */
import { QueryClientProvider, type QueryClient } from '@rugby/kit/query.ts';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, useRoutes, type RouteObject } from 'react-router-dom';
import { vi } from 'vitest';
import { createQueryClient } from '../api/query-client.ts';
import { Toaster, useToastStore } from '../ui/toast.tsx';

export interface RenderOptions {
  /** Starting path of the memory router (default '/'). */
  path?: string;
  /** Extra routes beside the one rendering `ui` (e.g. `{ path: '/login', element: <p>login page</p> }`). */
  routes?: RouteObject[];
  queryClient?: QueryClient;
}

/** Renders `ui` at `path` inside a memory router, a fresh QueryClient (the app's defaults) and the Toaster. */
export function renderWithProviders(ui: ReactElement, { path = '/', routes = [], queryClient = createQueryClient() }: RenderOptions = {}) {
  useToastStore.getState().reset();
  const wrap = (node: ReactNode) => (
    <>
      {node}
      <Toaster />
    </>
  );
  const all = [{ path: path.split('?')[0], element: wrap(ui) }, ...routes.map((r) => ({ ...r, element: wrap(r.element) }))];
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <RoutesOf routes={all} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

function RoutesOf({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

export interface FetchCall {
  method: string;
  url: string;
  body: unknown;
  credentials: RequestCredentials | undefined;
  headers: Record<string, string>;
}

type Responder = (call: FetchCall) => Response | Promise<Response>;

/** Replaces fetch with `respond`; returns the recorded calls. */
export function mockFetch(respond: Responder) {
  const calls: FetchCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const call: FetchCall = {
        method: init.method ?? 'GET',
        url: String(input),
        body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
        credentials: init.credentials,
        headers: Object.fromEntries(new Headers(init.headers).entries()),
      };
      calls.push(call);
      return respond(call);
    }),
  );
  return calls;
}

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
