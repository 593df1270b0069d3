import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@rugby/kit';
import { RouterProvider } from '@rugby/kit/router.ts';
import { createAppRouter } from './router.tsx';

/** One QueryClient and one router for the whole app, remotes included. */
const queryClient = createQueryClient();
const router = createAppRouter();

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
