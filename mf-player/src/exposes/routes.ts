import '../styles.css';
import type { RemoteRouteModule } from '@rugby/kit';
import { PlayerHomeRoute } from '../features/home/routes/player-home-route.tsx';
import { AiTrainingRoute } from '../features/ai-training/routes/ai-training-route.tsx';
import { ProgressRoute } from '../features/progress/routes/progress-route.tsx';
import { SetupRoute } from '../features/profile-setup/routes/setup-route.tsx';

/** Screens of mf-player by route id. Later issues add: ai-training, setup. */
export const routes: RemoteRouteModule['routes'] = {
  home: { Component: PlayerHomeRoute, handle: { title: 'My Training' } },
  'ai-training': { Component: AiTrainingRoute, handle: { title: 'AI Training' } },
  progress: { Component: ProgressRoute, handle: { title: 'My Progress' } },
  setup: { Component: SetupRoute, handle: { title: 'Profile Setup' } },
};
