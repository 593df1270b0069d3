import type { RouteObject } from '@rugby/kit/router.ts';
import { RemoteRoute } from '../remotes/remote-route.tsx';
import { Gate, HomeRoute, ToReturnPath } from './gates.tsx';
import { NotFoundPage } from './lazy-screens.ts';
import { RootLayout } from './root-layout.tsx';

/**
 * The whole route map (coach-side.md §2, player-side.md §2). The shell owns paths and who may see them;
 * screens come from the remotes by route id. A user outside a route's audience gets the not-found page,
 * as the spec's per-audience route lists imply.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <HomeRoute /> },
      // Unauthenticated
      {
        path: 'login',
        element: (
          <Gate audience="anonymous" otherwise={<ToReturnPath />}>
            <RemoteRoute remote="public" id="login" />
          </Gate>
        ),
      },
      // The second marketing home variant (same links as the landing), readable by everyone
      { path: 'home', element: <RemoteRoute remote="public" id="landing-variant" /> },
      // Static pages: linked from the marketing pages, readable by everyone
      ...['about', 'contact', 'faq', 'privacy-policy', 'terms-of-service', 'cookie-policy'].map((page) => ({
        path: page,
        element: <RemoteRoute remote="public" id={page} />,
      })),
      // Always available
      { path: 'join/:inviteCode', element: <RemoteRoute remote="public" id="join" /> },
      { path: 'coach/register', element: <RemoteRoute remote="public" id="coach-register" /> },
      // Coach
      {
        path: 'coach/dashboard',
        element: (
          <Gate audience="coach">
            <RemoteRoute remote="coach" id="dashboard" />
          </Gate>
        ),
      },
      {
        path: 'coach/teams',
        element: (
          <Gate audience="coach">
            <RemoteRoute remote="coach" id="teams" />
          </Gate>
        ),
      },
      {
        path: 'coach/reports',
        element: (
          <Gate audience="coach">
            <RemoteRoute remote="coach" id="reports" />
          </Gate>
        ),
      },
      {
        path: 'coach/season-settings',
        element: (
          <Gate audience="coach">
            <RemoteRoute remote="coach" id="season-settings" />
          </Gate>
        ),
      },
      {
        path: 'feedback-admin',
        element: (
          <Gate audience="coach">
            <RemoteRoute remote="coach" id="feedback-admin" />
          </Gate>
        ),
      },
      // Player
      {
        path: 'player/ai-training',
        element: (
          <Gate audience="player">
            <RemoteRoute remote="player" id="ai-training" />
          </Gate>
        ),
      },
      {
        path: 'progress',
        element: (
          <Gate audience="player">
            <RemoteRoute remote="player" id="progress" />
          </Gate>
        ),
      },
      // Any signed-in user
      {
        path: 'setup',
        element: (
          <Gate audience="signed-in">
            <RemoteRoute remote="player" id="setup" />
          </Gate>
        ),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
