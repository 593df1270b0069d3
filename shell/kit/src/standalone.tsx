/**
 * Standalone development of one remote (`npm run dev -w <remote>`): the remote's screens at their usual
 * paths with the platform styles, one QueryClient and the toaster, without the shell. Only remotes'
 * bootstrap files import this; it is never part of what the shell loads.
 */
import { QueryClientProvider } from '@rugby/kit/query.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import './styles/platform.css';
import { createQueryClient } from './api/query-client.ts';
import type { RemoteRouteModule } from './remote-routes.ts';
import { Toaster } from './ui/toast.tsx';

/** Renders the remote's route ids at the given paths, e.g. { landing: '/', login: '/login' }. */
export function renderStandalone(module: RemoteRouteModule, paths: Record<string, string>) {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <BrowserRouter>
          <Routes>
            {Object.entries(paths).map(([id, path]) => {
              const route = module.routes[id];
              return route ? <Route key={id} path={path} Component={route.Component} /> : null;
            })}
          </Routes>
          <Toaster />
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}
