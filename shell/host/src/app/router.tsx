import { useRoutes } from '@rugby/kit/router.ts';
import { appRoutes } from './routes.tsx';

/** The route map, rendered by the router around it (BrowserRouter in the app, MemoryRouter in tests). */
export function AppRoutes() {
  return useRoutes(appRoutes);
}
