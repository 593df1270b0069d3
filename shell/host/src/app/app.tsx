import { onlineManager, QueryClientProvider } from '@rugby/kit/query.ts';
import { createQueryClient, primeCurrentUser } from '@rugby/kit';
import { BrowserRouter } from '@rugby/kit/router.ts';
import { AppRoutes } from './router.tsx';

/** One QueryClient and one router for the whole app, remotes included; the user the page carries is in at once. */
const queryClient = createQueryClient();
primeCurrentUser(queryClient);
// TanStack Query hears of the connection's changes, not its state: a page loaded offline (from the service worker)
// starts offline, so its writes wait and the banner shows (docs/decisions/022).
onlineManager.setOnline(navigator.onLine);

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
