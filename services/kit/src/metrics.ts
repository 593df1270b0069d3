/**
 * Prometheus metrics of one process (prom-client), served on `GET /metrics` of the process's own port (never through
 * the edge): the process's own (CPU, memory, event loop lag, GC), requests by route and status with their latency,
 * the database pool, and the job queue (outbox rows waiting).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

export const METRICS_PATH = '/metrics';

export interface ProcessMetrics {
  registry: Registry;
  /** Records one answered request: `route` is a route id or a fixed name, never the raw URL (bounded labels). */
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  /** A gauge read at each scrape (e.g. the pool's connections); `read` answers the value per label set. */
  gauge(
    name: string,
    help: string,
    labelNames: string[],
    read: () => Promise<Array<[Record<string, string>, number]>> | Array<[Record<string, string>, number]>,
  ): void;
  /** Counts something that happened (e.g. a request refused by a limit). */
  counter(name: string, help: string, labelNames: string[]): Counter;
  /** The `GET /metrics` answer. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
}

/** The process's own metrics (CPU, memory, event loop lag, GC), collected from the first scrape on, once per process. */
let processDefaults: Registry | null = null;
function defaultMetrics(): Registry {
  if (!processDefaults) {
    processDefaults = new Registry();
    collectDefaultMetrics({ register: processDefaults });
  }
  return processDefaults;
}

/** The metrics of one app (a service's, the gateway's); every series carries `process` (team, gateway, …). */
export function createProcessMetrics(processName: string): ProcessMetrics {
  const registry = new Registry();
  registry.setDefaultLabels({ process: processName });
  const duration = new Histogram({
    name: 'http_server_request_duration_seconds',
    help: 'Time from a request to its answer, by route and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  // One child per label set, found by a string key: observing is on every request's path.
  const children = new Map<string, ReturnType<typeof duration.labels>>();
  return {
    registry,
    observeRequest(method, route, status, seconds) {
      const key = `${method} ${route} ${status}`;
      let child = children.get(key);
      if (!child) children.set(key, (child = duration.labels(method, route, String(status))));
      child.observe(seconds);
    },
    gauge(name, help, labelNames, read) {
      new Gauge({
        name,
        help,
        labelNames,
        registers: [registry],
        async collect() {
          this.reset();
          for (const [labels, value] of await read()) this.set(labels, value);
        },
      });
    },
    counter(name, help, labelNames) {
      return new Counter({ name, help, labelNames, registers: [registry] });
    },
    async handle(_req, res) {
      const body = `${await defaultMetrics().metrics()}\n${await registry.metrics()}`;
      res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
      res.end(body);
    },
  };
}

const ROUTE = Symbol('metrics route');
type Labelled = IncomingMessage & { [ROUTE]?: string };

/** Names the route a request matched, for its metrics (set by whoever matched it). */
export const labelRoute = (req: IncomingMessage, route: string) => {
  (req as Labelled)[ROUTE] = route;
};
/** The route a request matched, or `unmatched`. */
export const routeLabel = (req: IncomingMessage) => (req as Labelled)[ROUTE] ?? 'unmatched';
