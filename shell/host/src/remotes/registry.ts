import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { pageBoot, remoteContainerName, tracked, type RemoteName, type RemoteRouteModule, type TrackedPromise } from '@rugby/kit';

/** /remotes.json: remote name -> manifest URL. Read at boot (and again after a failure), never baked in. */
type RemoteMap = Partial<Record<RemoteName, string>>;

let remoteMap: Promise<RemoteMap> | null = null;

/** The map the page carries (docs/decisions/017) the first time; /remotes.json after a failure or without one. */
let carried = pageBoot()?.remotes as RemoteMap | undefined;

function fetchRemoteMap(): Promise<RemoteMap> {
  if (remoteMap) return remoteMap;
  const read = carried
    ? Promise.resolve(carried)
    : fetch('/remotes.json', { cache: 'no-store' }).then((res) => {
        if (!res.ok) throw new Error(`${res.status}: ${res.statusText}`);
        return res.json() as Promise<RemoteMap>;
      });
  carried = undefined;
  remoteMap = read
    .then((map) => {
      registerRemotes(Object.entries(map).map(([name, entry]) => ({ name: remoteContainerName(name), entry: entry! })));
      return map;
    })
    .catch((error: unknown) => {
      remoteMap = null;
      throw error;
    });
  return remoteMap;
}

/** Starts reading /remotes.json early; failures surface (with retry) when a route needs a remote. */
export function prefetchRemoteMap(): void {
  fetchRemoteMap().catch(() => {});
}

const modules = new Map<RemoteName, TrackedPromise<RemoteRouteModule>>();

async function load(remote: RemoteName, retry: boolean): Promise<RemoteRouteModule> {
  const map = await fetchRemoteMap();
  const entry = map[remote];
  if (!entry) throw new Error(`The remote "${remote}" is not listed in /remotes.json`);
  // After a failure, register the remote again so the runtime fetches its manifest afresh.
  if (retry) registerRemotes([{ name: remoteContainerName(remote), entry }], { force: true });
  const module = await loadRemote<RemoteRouteModule>(`${remoteContainerName(remote)}/routes`);
  if (!module?.routes) throw new Error(`The remote "${remote}" did not provide its routes`);
  return module;
}

const failed = new Set<RemoteName>();

/**
 * The remote's route module, loaded once when a route first needs it (tracked: once in, `use` reads it without
 * suspending). A failed load stays cached (so the error boundary sees the same rejected promise) until retryRemote
 * is called.
 */
export function loadRemoteRoutes(remote: RemoteName): TrackedPromise<RemoteRouteModule> {
  let promise = modules.get(remote);
  if (!promise) {
    promise = tracked(load(remote, failed.has(remote)));
    promise.then(
      () => failed.delete(remote),
      () => failed.add(remote),
    );
    modules.set(remote, promise);
  }
  return promise;
}

/** Forgets a failed load so the next loadRemoteRoutes fetches the remote afresh. */
export function retryRemote(remote: RemoteName): void {
  if (failed.has(remote)) modules.delete(remote);
}
