import type { RouteObject } from '@rugby/kit/router.ts';
import type { RemoteName } from '@rugby/kit';
import { RemoteRoute } from '../remotes/remote-route.tsx';
import { Gate, HomeRoute, ToReturnPath, type Audience } from './gates.tsx';
import { NotFoundPage } from './lazy-screens.ts';
import { RootLayout } from './root-layout.tsx';

/** A path whose screen (a remote's route id) only its audience sees. */
const gated = (path: string, audience: Audience, remote: RemoteName, id: string): RouteObject => ({
  path,
  element: (
    <Gate audience={audience}>
      <RemoteRoute remote={remote} id={id} />
    </Gate>
  ),
});

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
      gated('coach/dashboard', 'coach', 'coach', 'dashboard'),
      gated('coach/teams', 'coach', 'coach', 'teams'),
      gated('coach/reports', 'coach', 'coach', 'reports'),
      gated('coach/season-settings', 'coach', 'coach', 'season-settings'),
      gated('feedback-admin', 'coach', 'coach', 'feedback-admin'),
      // Player
      gated('player/ai-training', 'player', 'player', 'ai-training'),
      gated('player/calendar', 'player', 'player', 'calendar'),
      gated('progress', 'player', 'player', 'progress'),
      // Any signed-in user
      gated('setup', 'signed-in', 'player', 'setup'),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
