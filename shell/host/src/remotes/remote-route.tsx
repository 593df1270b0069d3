import { Button, Card, LoadingState, type RemoteName } from '@rugby/kit';
import { COPY } from '@rugby/contracts/copy';
import { RefreshCw, WifiOff } from 'lucide-react';
import { Component, Suspense, use, useEffect, type ReactNode } from 'react';
import { useLocation } from '@rugby/kit/router.ts';
import { NotFoundPage } from '../app/lazy-screens.ts';
import { loadRemoteRoutes, retryRemote } from './registry.ts';

const PRODUCT = 'Rugby Training Hub';

function RemoteScreen({ remote, id }: { remote: RemoteName; id: string }) {
  const module = use(loadRemoteRoutes(remote));
  const route = Object.hasOwn(module.routes, id) ? module.routes[id] : undefined;
  const title = route?.handle?.title;
  useEffect(() => {
    document.title = title ? `${title} | ${PRODUCT}` : PRODUCT;
  }, [title]);
  // A route id the remote does not offer (yet) is a page that does not exist.
  if (!route) return <NotFoundPage />;
  return <route.Component />;
}

interface BoundaryProps {
  remote: RemoteName;
  children: ReactNode;
}

/** Catches a remote that fails to load or to render; the rest of the app keeps working. */
class RemoteBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  retry = () => {
    // The page preloaded this remote's files (docs/decisions/017): the browser would hand the failed answers to a
    // second attempt in this page, so a fresh page load is the retry.
    if (document.querySelector(`link[rel="preload"][href^="/remotes/${this.props.remote}/"]`)) return void window.location.reload();
    retryRemote(this.props.remote);
    this.setState({ error: null });
  };

  override componentDidCatch(error: Error) {
    console.warn(`Remote "${this.props.remote}" failed`, error);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <main className="ui:flex ui:flex-1 ui:items-center ui:justify-center ui:p-4 ui:py-16">
        <Card role="alert" className="ui:w-full ui:max-w-md ui:p-6 ui:text-center">
          <WifiOff aria-hidden className="ui:mx-auto ui:size-10 ui:text-slate-400" />
          <h1 className="ui:mt-3 ui:text-xl ui:font-bold ui:text-slate-900">This part of the app could not be loaded</h1>
          <p className="ui:mt-2 ui:text-sm ui:text-slate-600">It may be updating or your connection dropped. The rest of the app still works.</p>
          <Button className="ui:mt-5" onClick={this.retry}>
            <RefreshCw aria-hidden className="ui:size-4" /> Retry
          </Button>
        </Card>
      </main>
    );
  }
}

/** A screen of a remote by route id, loaded when first needed, inside an error boundary. */
export function RemoteRoute({ remote, id }: { remote: RemoteName; id: string }) {
  const { pathname } = useLocation();
  return (
    <RemoteBoundary key={`${remote}:${pathname}`} remote={remote}>
      <Suspense fallback={<LoadingState label={COPY.loading} shape="page" />}>
        <RemoteScreen remote={remote} id={id} />
      </Suspense>
    </RemoteBoundary>
  );
}
