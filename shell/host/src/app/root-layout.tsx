import { COPY } from '@rugby/contracts/copy';
import { Button, LoadingState, Toaster, useCurrentUser } from '@rugby/kit';
import { Suspense } from 'react';
import { useServerPush } from '@rugby/kit/api/server-push.ts';
import { Outlet } from '@rugby/kit/router.ts';
import { OfflineBanner } from '../features/connection/components/offline-banner.tsx';
import { useQueuedWrites } from '../features/connection/components/use-queued-writes.ts';
import { FeedbackButton } from '../features/feedback/components/feedback-button.tsx';
import { TopNav } from './lazy-screens.ts';
import { ScrollToTop } from './scroll-to-top.tsx';

/** Frame of every page: splash while the user resolves, the top bar when signed in, the feedback button. */
export function RootLayout() {
  const { user, isLoading, error, refetch } = useCurrentUser();
  useServerPush(Boolean(user));
  useQueuedWrites(user);
  return (
    <div className="ui:flex ui:min-h-dvh ui:flex-col">
      <OfflineBanner />
      {isLoading ? (
        <LoadingState label="Loading..." shape="page" className="ui:min-h-dvh" />
      ) : error ? (
        <main className="ui:mx-auto ui:flex ui:max-w-md ui:flex-1 ui:flex-col ui:items-center ui:justify-center ui:gap-4 ui:p-6 ui:text-center">
          <h1 className="ui:text-2xl ui:font-bold">We can't reach the server</h1>
          <p className="ui:text-slate-600">Check your connection and try again.</p>
          <Button onClick={() => void refetch()}>Retry</Button>
        </main>
      ) : (
        <>
          <a
            href="#main-content"
            className="ui:sr-only ui:focus:not-sr-only ui:focus:fixed ui:focus:left-3 ui:focus:top-3 ui:focus:z-[120] ui:focus:rounded-lg ui:focus:bg-white ui:focus:px-4 ui:focus:py-2 ui:focus:font-semibold ui:focus:text-brand-800 ui:focus:shadow-lg ui:focus:outline-2 ui:focus:outline-brand-600"
          >
            Skip to main content
          </a>
          {user ? (
            <Suspense fallback={<div aria-hidden className="ui:h-13 ui:border-b ui:border-brand-900 ui:bg-brand-800" />}>
              <TopNav user={user} />
            </Suspense>
          ) : null}
          <div id="main-content" tabIndex={-1} className="ui:flex ui:flex-1 ui:flex-col ui:outline-none">
            <Suspense fallback={<LoadingState label={COPY.loading} shape="page" />}>
              <Outlet />
            </Suspense>
          </div>
        </>
      )}
      <FeedbackButton />
      <Toaster />
      <ScrollToTop />
    </div>
  );
}
