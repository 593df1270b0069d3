import { lazy, useState, type ComponentType, type FulfilledReactPromise, type PendingReactPromise, type RejectedReactPromise } from 'react';

/**
 * A promise React's `use` reads without suspending once it has settled: it carries its outcome in `status`/`value`/
 * `reason`, the fields React itself sets on the promises it tracks.
 */
export type TrackedPromise<T> = Promise<T> & (PendingReactPromise<T> | FulfilledReactPromise<T> | RejectedReactPromise<T>);

export function tracked<T>(promise: Promise<T>): TrackedPromise<T> {
  const kept = Object.assign(promise, { status: 'pending' }) as TrackedPromise<T>;
  kept.then(
    (value) => {
      Object.assign(kept, { status: 'fulfilled', value });
    },
    (reason: unknown) => {
      Object.assign(kept, { status: 'rejected', reason });
    },
  );
  return kept;
}

export type PreloadableComponent<P> = ComponentType<P> & {
  /** Starts loading the component's module (once); resolves when it can render without suspending. */
  preload(): Promise<ComponentType<P>>;
};

/**
 * A component whose code is downloaded when first needed, like React.lazy, that can be preloaded: once loaded, it
 * renders at once. (React.lazy suspends on its first render even when the module is in, and React reveals a Suspense
 * boundary no sooner than 300 ms after its fallback showed: a first screen preloaded by its page, or a tab preloaded
 * on hover, would wait for nothing.) Not loaded yet, it is React.lazy. A failed load is forgotten, so the next mount
 * tries again.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): PreloadableComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null;
        Lazy = lazyLoad();
        throw error;
      },
    );
    return loading;
  };
  const lazyLoad = () => lazy(() => preload().then((component) => ({ default: component })));
  let Lazy = lazyLoad();
  function Preloadable(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the component would remount it.
    const [Shown] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Shown {...props} />;
  }
  return Object.assign(Preloadable, { preload });
}
