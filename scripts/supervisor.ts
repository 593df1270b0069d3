/**
 * Keeps the backend of `npm start` running: a process that exits is started again after a delay that doubles with
 * each exit in a row (0.5 s, 1 s, 2 s, ... at most 8 s) and drops back to the shortest once the process had stayed up
 * for 30 s. Meanwhile the edge keeps serving and calls to the missing part answer 503 (SERVER_ERRORS.unavailable).
 */
import { stopInOrder, waitUntilReady, type AppProcess } from './processes.ts';

export interface BackoffPolicy {
  initialMs: number;
  maxMs: number;
  /** Up this long, a process counts as healthy again: its next exit restarts it after `initialMs`. */
  stableAfterMs: number;
}

export const DEFAULT_BACKOFF: BackoffPolicy = { initialMs: 500, maxMs: 8_000, stableAfterMs: 30_000 };

/** Delay before restart number `exitsInARow + 1`. */
export const restartDelay = (exitsInARow: number, policy: BackoffPolicy = DEFAULT_BACKOFF) => Math.min(policy.maxMs, policy.initialMs * 2 ** exitsInARow);

export interface Supervisor {
  /** The processes as they are now (a restarted process replaces the one that exited). */
  current(): AppProcess[];
  /** Stops restarting, then stops the gateway and then the services, each draining its in-flight requests. */
  stop(): Promise<void>;
}

interface Slot {
  process: AppProcess;
  startedAt: number;
  exitsInARow: number;
  restartTimer: NodeJS.Timeout | null;
}

export function supervise(
  started: AppProcess[],
  opts: {
    /** Starts a fresh process in place of one that exited. */
    restart: (exited: AppProcess) => AppProcess;
    log: (line: string) => void;
    backoff?: BackoffPolicy;
    readyTimeoutMs?: number;
  },
): Supervisor {
  const policy = opts.backoff ?? DEFAULT_BACKOFF;
  let stopping = false;

  const watch = (slot: Slot) => {
    const { name, child } = slot.process;
    child.once('exit', (code, signal) => {
      if (stopping) return;
      if (Date.now() - slot.startedAt >= policy.stableAfterMs) slot.exitsInARow = 0;
      const delay = restartDelay(slot.exitsInARow++, policy);
      opts.log(`${name} exited (${signal ? `signal ${signal}` : `code ${code}`}); restarting it in ${delay / 1000} s`);
      slot.restartTimer = setTimeout(() => {
        slot.restartTimer = null;
        if (stopping) return;
        slot.process = opts.restart(slot.process);
        slot.startedAt = Date.now();
        watch(slot);
        const since = Date.now();
        waitUntilReady(slot.process, opts.readyTimeoutMs).then(
          () => opts.log(`${name} is back (pid ${slot.process.child.pid}, ready in ${((Date.now() - since) / 1000).toFixed(1)} s)`),
          (err: Error) => {
            if (!stopping) opts.log(`${name}: ${err.message}`);
          },
        );
      }, delay);
    });
  };

  const slots: Slot[] = started.map((process) => ({ process, startedAt: Date.now(), exitsInARow: 0, restartTimer: null }));
  slots.forEach(watch);

  return {
    current: () => slots.map((s) => s.process),
    async stop() {
      stopping = true;
      for (const slot of slots) if (slot.restartTimer) clearTimeout(slot.restartTimer);
      await stopInOrder(slots.map((s) => s.process));
    },
  };
}
