import { QueryClientProvider } from '@rugby/kit/query.ts';
import { createQueryClient } from '@rugby/kit';
import { BrowserRouter } from '@rugby/kit/router.ts';
import { AppRoutes } from './router.tsx';

/** One QueryClient and one router for the whole app, remotes included. */
const queryClient = createQueryClient();

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
