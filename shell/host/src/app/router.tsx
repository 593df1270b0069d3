import { createBrowserRouter } from '@rugby/kit/router.ts';
import { appRoutes } from './routes.tsx';

export const createAppRouter = () => createBrowserRouter(appRoutes);
