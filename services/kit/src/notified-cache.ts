import { LRUCache } from 'lru-cache';
import type { Database, Listening } from './db.ts';
import { deepFreeze } from './freeze.ts';

/** A notification payload that concerns every scope (a table was emptied). */
export const EVERY_SCOPE = '*';

export interface NotifiedCache<V> {
  /**
   * The value kept for `scope` and `key`, or `compute()`'s. What `compute` returns is kept (frozen, shared by every
   * caller) when `keep(value)` allows it and no notification for the scope arrived while it ran.
   */
  load(scope: string, key: string, compute: () => Promise<V>, keep?: (value: V) => boolean): Promise<V>;
  /** Forgets what is kept for a scope (a write of this process, before its notification arrives). */
  forget(scope: string): void;
  close(): Promise<void>;
}

/**
 * Values derived from rows that database triggers announce on `channel` (NOTIFY with the scope as payload, e.g. a
 * player's id; docs/decisions/016): kept per scope and key until a notification names the scope, served without a
 * statement. Every process listening hears every commit, so replicas stay right; while the listening connection is
 * down nothing is kept or served (and all is forgotten when it is lost), so a missed notification cannot leave a
 * stale value behind.
 */
export function notifiedCache<V>(db: Pick<Database, 'listen'>, channel: string, { scopes = 10_000, keysPerScope = 8 } = {}): NotifiedCache<V> {
  const kept = new LRUCache<string, Map<string, V>>({ max: scopes });
  /** Per scope with a computation running: notifications heard since (a value computed across one is not kept). */
  const running = new Map<string, { computations: number; changes: number }>();
  let resets = 0;

  const forget = (scope: string) => {
    if (scope === EVERY_SCOPE) return forgetAll();
    kept.delete(scope);
    const r = running.get(scope);
    if (r) r.changes += 1;
  };
  const forgetAll = () => {
    resets += 1;
    kept.clear();
  };
  // Until the LISTEN is in place nothing is kept: values are computed as without a cache.
  let listening: Listening | null = null;
  const attached = db.listen(channel, { notify: forget, reset: forgetAll }).then(
    (l) => {
      listening = l;
      forgetAll();
    },
    (err: Error) => {
      console.warn(`cache on ${channel} disabled: ${err.message}`);
    },
  );
  const live = () => listening?.live() ?? false;

  return {
    async load(scope, key, compute, keep = () => true) {
      if (live()) {
        const hit = kept.get(scope)?.get(key);
        if (hit !== undefined) return hit;
      }
      const r = running.get(scope) ?? { computations: 0, changes: 0 };
      running.set(scope, r);
      r.computations += 1;
      const changesBefore = r.changes;
      const resetsBefore = resets;
      let value: V;
      try {
        value = await compute();
      } finally {
        r.computations -= 1;
        if (r.computations === 0) running.delete(scope);
      }
      if (live() && r.changes === changesBefore && resets === resetsBefore && keep(value)) {
        const keys = kept.get(scope) ?? new Map<string, V>();
        if (keys.size >= keysPerScope) keys.clear();
        keys.set(key, deepFreeze(value));
        kept.set(scope, keys);
      }
      return value;
    },
    forget,
    async close() {
      await attached;
      await listening?.close();
    },
  };
}
