import '../styles.css';
import { preloadable, type RemoteRouteModule } from '@rugby/kit';
import { PlayerHomeRoute } from '../app/home/routes/player-home-route.tsx';

/** Screens of mf-player by route id: the home in the first screen's files, the others downloaded when first shown. */
export const routes: RemoteRouteModule['routes'] = {
  home: { Component: PlayerHomeRoute, handle: { title: 'My Training' } },
  'ai-training': {
    Component: preloadable(() => import('../features/ai-training/routes/ai-training-route.tsx').then((m) => m.AiTrainingRoute)),
    handle: { title: 'AI Training' },
  },
  progress: {
    Component: preloadable(() => import('../features/progress/routes/progress-route.tsx').then((m) => m.ProgressRoute)),
    handle: { title: 'My Progress' },
  },
  calendar: {
    Component: preloadable(() => import('../features/calendar/routes/calendar-route.tsx').then((m) => m.CalendarRoute)),
    handle: { title: 'Calendar' },
  },
  setup: {
    Component: preloadable(() => import('../features/profile-setup/routes/setup-route.tsx').then((m) => m.SetupRoute)),
    handle: { title: 'Profile Setup' },
  },
};
