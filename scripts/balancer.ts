/**
 * A small round-robin HTTP load balancer for `npm run start:cluster` (scripts/start-cluster.ts): one in front of the
 * replicas of each service and one in front of the gateways, as a Kubernetes Service or a cloud load balancer would be.
 *   - Each request goes to the next replica in turn that answered its readiness probe (`/ready`, asked every second);
 *     when none did, to the next one anyway (as nginx does when every upstream is marked down), and 503 when none can
 *     be reached. A request without a body that cannot reach its replica is tried on the next one.
 *   - Bodies stream both ways (undici, gateway/src/proxy.ts): uploads, and server-sent event streams for as long as
 *     they stay open (the gateways follow the team service's ended sessions; browsers follow /api/events).
 *   - X-Forwarded-For gets the caller's address appended; X-Forwarded-Host and -Proto are set when missing, so a
 *     gateway called through the balancer still sees the origin it was called on.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { SERVER_ERRORS, type ServiceName } from '@rugby/contracts';
import { closeGracefully, listen, listeningPort } from '@rugby/service-kit/lifecycle';
import { appendForwardedFor, createProxyAgent, forwardableHeaders, proxyRequest, UpstreamUnavailableError } from '../gateway/src/proxy.ts';

export interface Upstream {
  /** e.g. team-2 */
  label: string;
  /** e.g. http://127.0.0.1:40123 */
  url: string;
  /** Its last readiness probe answered 200. */
  healthy: boolean;
  /** False while taken out by hand (`setInRotation`): it gets no request at all. */
  inRotation: boolean;
  /** Requests sent to it so far. */
  served: number;
}

export interface BalancerOptions {
  /** What it balances, for messages and its 503 answer (e.g. `team`, `gateway`). */
  name: ServiceName | 'gateway';
  upstreams: Array<{ label: string; url: string }>;
  /** Probed on each upstream (default /ready). */
  readyPath?: string;
  /** Pause between rounds of probes (default 1000 ms). */
  checkEveryMs?: number;
  /** Longest wait for an upstream's answer headers, and between two chunks of its body (default 120 s: above every deadline of the app and the event streams' keep-alives). */
  timeoutMs?: number;
  host?: string;
  /** Default 0: a free port. */
  port?: number;
  /** Told when an upstream enters or leaves rotation. */
  log?: (line: string) => void;
}

export interface Balancer {
  name: string;
  url: string;
  port: number;
  server: Server;
  upstreams: readonly Upstream[];
  /** One round of readiness probes now. */
  checkNow(): Promise<void>;
  /** Takes an upstream out of rotation (false) or puts it back (true), by label; `*` is every upstream. */
  setInRotation(label: string, inRotation: boolean): void;
  /** Stops accepting, lets requests in flight finish (at most `graceMs`), then closes the connections upstream. */
  close(graceMs?: number): Promise<void>;
}

const PROBE_TIMEOUT_MS = 1000;

export async function startBalancer(opts: BalancerOptions): Promise<Balancer> {
  const readyPath = opts.readyPath ?? '/ready';
  const timeoutMs = opts.timeoutMs ?? 120_000;
  const upstreams: Upstream[] = opts.upstreams.map(({ label, url }) => ({ label, url, healthy: false, inRotation: true, served: 0 }));
  const agent = createProxyAgent();
  let next = 0;

  /** The next upstream in turn: ready ones first, else any in rotation; never one in `tried`. */
  const pick = (tried: Set<Upstream>): Upstream | null => {
    const candidates = upstreams.filter((u) => u.inRotation && !tried.has(u));
    const ready = candidates.filter((u) => u.healthy);
    const pool = ready.length ? ready : candidates;
    for (let i = 0; i < upstreams.length; i++) {
      const index = (next + i) % upstreams.length;
      if (pool.includes(upstreams[index]!)) {
        next = (index + 1) % upstreams.length;
        return upstreams[index]!;
      }
    }
    return null;
  };

  const setHealthy = (upstream: Upstream, healthy: boolean, why: string) => {
    if (upstream.healthy === healthy) return;
    upstream.healthy = healthy;
    opts.log?.(`${opts.name} balancer: ${upstream.label} ${healthy ? 'is ready: in rotation' : `is not ready (${why}): out of rotation`}`);
  };

  const probe = async (upstream: Upstream) => {
    try {
      const res = await fetch(new URL(readyPath, upstream.url), { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
      await res.body?.cancel();
      setHealthy(upstream, res.status === 200, `${readyPath} answered ${res.status}`);
    } catch (err) {
      setHealthy(upstream, false, (err as Error).name === 'TimeoutError' ? `${readyPath} timed out` : 'not listening');
    }
  };
  const checkNow = async () => void (await Promise.all(upstreams.map(probe)));
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const loop = async () => {
    await checkNow();
    if (!stopped) timer = setTimeout(() => void loop(), opts.checkEveryMs ?? 1000).unref();
  };

  const unavailable = (res: ServerResponse) => {
    if (res.headersSent) return void res.destroy();
    const body = JSON.stringify({ error: 'SERVICE_UNAVAILABLE', message: SERVER_ERRORS.unavailable(opts.name) });
    res.writeHead(503, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body), 'retry-after': '1' });
    res.end(body);
  };

  const hasBody = (req: IncomingMessage) => req.headers['transfer-encoding'] !== undefined || (req.headers['content-length'] ?? '0') !== '0';

  const handler = async (req: IncomingMessage, res: ServerResponse) => {
    const headers = forwardableHeaders(req.headers, ['x-forwarded-for']);
    headers['x-forwarded-for'] = appendForwardedFor(req, true);
    headers['x-forwarded-host'] ??= req.headers.host ?? '';
    headers['x-forwarded-proto'] ??= 'http';
    const tried = new Set<Upstream>();
    for (let upstream = pick(tried); upstream; upstream = pick(tried)) {
      tried.add(upstream);
      upstream.served += 1;
      try {
        await proxyRequest(req, res, { dispatcher: agent, origin: new URL(upstream.url).origin, path: req.url ?? '/', headers, timeoutMs });
        return;
      } catch (err) {
        if (!(err instanceof UpstreamUnavailableError)) return unavailable(res);
        setHealthy(upstream, false, 'refused a connection');
        // A body may have been partly sent: only a request without one is tried again elsewhere.
        if (hasBody(req)) return unavailable(res);
      }
    }
    unavailable(res);
  };

  const server = await listen((req, res) => void handler(req, res), opts.port ?? 0, opts.host ?? '127.0.0.1');
  await loop();
  const port = listeningPort(server);
  let closing: Promise<void> | null = null;
  return {
    name: opts.name,
    url: `http://127.0.0.1:${port}`,
    port,
    server,
    upstreams,
    checkNow,
    setInRotation(label, inRotation) {
      const chosen = upstreams.filter((u) => label === '*' || u.label === label);
      if (!chosen.length) throw new Error(`${opts.name} balancer has no upstream ${label}`);
      for (const u of chosen) u.inRotation = inRotation;
    },
    close(graceMs) {
      return (closing ??= (async () => {
        stopped = true;
        clearTimeout(timer);
        await closeGracefully(server, graceMs);
        await agent.close();
      })());
    },
  };
}
