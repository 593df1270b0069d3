/**
 * The gateway's readiness (GET /ready): ready only when every subgraph's own /ready answers 200, asked live with a
 * short timeout. One round of checks serves every probe for `cacheMs` (and probes arriving while one is in flight share
 * it), so a load balancer probing often, or many of them, never storms the services. Once the gateway starts to drain
 * (SIGTERM) it is not ready, whatever the subgraphs say, so load balancers stop sending it requests.
 */
import { SERVICES, type ServiceName } from '@rugby/contracts';

export interface ReadinessOptions {
  /** Base URL of each service. */
  services: Record<ServiceName, string>;
  /** How long one subgraph's /ready may take before it counts as not answering (ms, default 1000). */
  timeoutMs?: number;
  /** How long one round of checks is reused (ms, default 1000). */
  cacheMs?: number;
}

export interface Readiness {
  ready: boolean;
  /** Shutdown has started. */
  draining: boolean;
  /** Whether each subgraph's /ready answered 200 (as of the last round of checks); not asked once draining. */
  subgraphs: Record<ServiceName, boolean> | null;
  /** The subgraphs that did not answer, in SERVICES order. */
  notReady: ServiceName[];
}

const DEFAULT_TIMEOUT_MS = 1000;
const DEFAULT_CACHE_MS = 1000;

export function createSubgraphReadiness({ services, timeoutMs = DEFAULT_TIMEOUT_MS, cacheMs = DEFAULT_CACHE_MS }: ReadinessOptions) {
  let draining = false;
  /** The last round of checks: in flight (`settledAt` null) or settled at that time. */
  let round: { answers: Promise<Record<ServiceName, boolean>>; settledAt: number | null } | null = null;

  const answers = async (service: ServiceName): Promise<boolean> => {
    try {
      const res = await fetch(new URL('/ready', services[service]), { signal: AbortSignal.timeout(timeoutMs) });
      await res.body?.cancel();
      return res.status === 200;
    } catch {
      return false;
    }
  };

  const checkAll = () => {
    const current: NonNullable<typeof round> = {
      answers: Promise.all(SERVICES.map(async (s) => [s, await answers(s)] as const)).then((pairs) => {
        current.settledAt = Date.now();
        return Object.fromEntries(pairs) as Record<ServiceName, boolean>;
      }),
      settledAt: null,
    };
    return current;
  };

  return {
    /** Every subgraph answers and the gateway is not draining. */
    async check(): Promise<Readiness> {
      if (draining) return { ready: false, draining, subgraphs: null, notReady: [] };
      if (!round || (round.settledAt !== null && Date.now() - round.settledAt >= cacheMs)) round = checkAll();
      const subgraphs = await round.answers;
      const notReady = SERVICES.filter((s) => !subgraphs[s]);
      return { ready: !draining && notReady.length === 0, draining, subgraphs, notReady };
    },
    /** Shutdown started: not ready from now on. */
    drain() {
      draining = true;
    },
    get draining() {
      return draining;
    },
  };
}
export type SubgraphReadiness = ReturnType<typeof createSubgraphReadiness>;

/** The body of GET /ready (200 when `ready`, 503 otherwise), naming the subgraphs that do not answer. */
export function readinessAnswer(state: Readiness): { status: 200 | 503; body: Record<string, unknown> } {
  const { ready, draining, subgraphs, notReady } = state;
  if (ready) return { status: 200, body: { status: 'ready', subgraphs } };
  if (draining) return { status: 503, body: { status: 'draining', message: 'The gateway is shutting down.' } };
  const names = notReady.join(', ');
  return {
    status: 503,
    body: { status: 'not ready', message: `Not ready: ${names} ${notReady.length === 1 ? 'does' : 'do'} not answer /ready.`, subgraphs, notReady },
  };
}
