import type { PageBootData } from '@rugby/contracts/page-boot';
import { pageBoot, REMOTES, type RemoteName } from '@rugby/kit';
import { loadRemoteRoutes } from '../remotes/registry.ts';
import { TopNav } from './lazy-screens.ts';

/** The first render waits no longer than this for what the page preloaded (a slow remote then shows its loading state). */
export const PRELOADED_WAIT_MS = 3_000;

const isRemote = (name: string | null | undefined): name is RemoteName => (REMOTES as readonly string[]).includes(name ?? '');

/**
 * Has in what the page's head preloaded (docs/decisions/018): the remote that draws the first screen and the top bar.
 * Their files are in the browser's cache by the time the shell starts, or soon after; with them in before the first
 * render, the screen shows at once instead of after a loading state React keeps up for at least 300 ms. A failure
 * shows where the screen renders (the remote's error boundary), not here.
 */
export function firstScreenIn(preloaded: PageBootData['preloaded'] = pageBoot()?.preloaded, waitMs = PRELOADED_WAIT_MS): Promise<unknown> {
  if (!preloaded) return Promise.resolve();
  const loads: Promise<unknown>[] = [];
  if (isRemote(preloaded.remote)) loads.push(loadRemoteRoutes(preloaded.remote));
  if (preloaded.topNav) loads.push(TopNav.preload());
  if (!loads.length) return Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cutOff = new Promise((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  return Promise.race([Promise.allSettled(loads), cutOff]).finally(() => clearTimeout(timer));
}
