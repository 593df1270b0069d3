/**
 * How every HTTP server of the app (services, gateway, edge) starts and stops: `listen` fails loudly when the port
 * cannot be taken, `closeGracefully` drains in-flight requests, `stopOnShutdownRequest` stops on SIGINT/SIGTERM or
 * when the supervising process goes away. No heavy imports here: the edge loads this module too.
 */
import { createServer, type RequestListener, type Server, type ServerResponse } from 'node:http';
import { Socket, type AddressInfo, type Server as NetServer } from 'node:net';

/** How long in-flight requests may take to finish once shutdown starts (SHUTDOWN_GRACE_MS, default 10 s). */
export const shutdownGraceMs = (env: Record<string, string | undefined> = process.env) => {
  const raw = env.SHUTDOWN_GRACE_MS?.trim();
  const ms = raw ? Number(raw) : NaN;
  return Number.isFinite(ms) && ms >= 0 ? ms : 10_000;
};

/** Responses not finished yet, per server: a drain marks them `Connection: close` so their sockets end with them. */
const inFlight = new WeakMap<Server, Set<ServerResponse>>();
const draining = new WeakSet<Server>();

/** The port could not be taken (in use, not permitted, invalid): the message names it. */
export class ListenError extends Error {
  constructor(
    readonly port: number,
    readonly host: string,
    readonly code: string | undefined,
    cause: unknown,
  ) {
    const why = code === 'EADDRINUSE' ? 'the port is already in use' : code === 'EACCES' ? 'permission denied' : (cause as Error).message;
    super(`cannot listen on ${host}:${port}: ${why}`, { cause });
    this.name = 'ListenError';
  }
}

/**
 * Creates an HTTP server for `handler` and listens; rejects with a ListenError when the port cannot be taken
 * (Express's own `app.listen` hands that error to its callback, where it is easily ignored).
 */
export function listen(handler: RequestListener, port: number, host: string): Promise<Server> {
  const server = createServer();
  const responses = new Set<ServerResponse>();
  inFlight.set(server, responses);
  // Registered before the handler, which may answer synchronously.
  server.on('request', (_req, res: ServerResponse) => {
    if (draining.has(server)) res.setHeader('Connection', 'close');
    responses.add(res);
    res.once('close', () => responses.delete(res));
  });
  server.on('request', handler);
  server.keepAliveTimeout = 65_000;
  return bind(server, port, host).then(() => server);
}

/** Listens on `port` and `host`; rejects with a ListenError when the port cannot be taken. */
export function bind(server: NetServer, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const failed = (err: NodeJS.ErrnoException) => reject(new ListenError(port, host, err.code, err));
    server.once('error', failed);
    try {
      server.listen(port, host, () => {
        server.off('error', failed);
        resolve();
      });
    } catch (err) {
      failed(err as NodeJS.ErrnoException); // an invalid port throws instead of emitting 'error'
    }
  });
}

/**
 * Messages on the IPC channel between `npm start`'s edge and the gateway it supervises: the edge accepts each browser
 * connection and hands the socket itself to the gateway (docs/decisions/014), so requests skip a proxy hop.
 */
export const CONNECTION_HANDOFF = {
  /** edge → gateway, with the socket as the message's handle */
  connection: 'rugby:connection',
  /** gateway → edge: send connections from now on */
  accepting: 'rugby:accepting-connections',
  /** gateway → edge: stopping, keep new connections */
  stopping: 'rugby:stopping',
} as const;

const handedOver = new WeakSet<Socket>();
/** Marks a connection the edge handed over: a browser's own, with no proxy in front that set X-Forwarded-*. */
export const markHandedOver = (socket: Socket) => void handedOver.add(socket);
/** Whether the edge handed this connection over (then nothing it says in X-Forwarded-* is a proxy's word). */
export const wasHandedOver = (socket: Socket) => handedOver.has(socket);

/**
 * In a process the edge started with an IPC channel: serves the connections the edge hands over with `server` (as if
 * it had accepted them), and tells the edge to start sending them. `stop()` tells it to keep new ones (call it first
 * when shutting down; connections already handed over drain with `server`). Without an IPC channel, nothing to do.
 */
export function acceptHandedConnections(server: Server): { stop(): void } {
  if (typeof process.send !== 'function' || !process.connected) return { stop() {} };
  process.on('message', (message: unknown, handle: unknown) => {
    if (message !== CONNECTION_HANDOFF.connection || !(handle instanceof Socket)) return;
    markHandedOver(handle);
    server.emit('connection', handle);
  });
  process.send(CONNECTION_HANDOFF.accepting);
  return {
    stop: () => {
      if (process.connected) process.send?.(CONNECTION_HANDOFF.stopping);
    },
  };
}

export const listeningPort = (server: Server) => (server.address() as AddressInfo).port;

/**
 * Stops accepting connections, lets in-flight requests finish (their connections close after the answer), closes
 * idle keep-alive connections as they become idle, and after `graceMs` drops whatever is still open.
 */
export async function closeGracefully(server: Server, graceMs = shutdownGraceMs()): Promise<void> {
  if (!server.listening) return;
  draining.add(server);
  for (const res of inFlight.get(server) ?? []) if (!res.headersSent) res.setHeader('Connection', 'close');
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  // A keep-alive connection whose answer had started before the drain becomes idle only once it is sent.
  const sweep = setInterval(() => server.closeIdleConnections(), 100);
  const deadline = setTimeout(() => server.closeAllConnections(), graceMs);
  try {
    await closed;
  } finally {
    clearInterval(sweep);
    clearTimeout(deadline);
  }
}

/**
 * Runs `stop` once, then exits, on SIGINT, SIGTERM, or when the IPC channel to the parent closes (the supervisor
 * died, even by SIGKILL: a process started with an IPC channel must not outlive it).
 */
export function stopOnShutdownRequest(stop: (reason: string) => Promise<void>, onError: (err: unknown) => void = console.error): void {
  // Started with an IPC channel (process.send exists even after the channel closed).
  const supervised = typeof process.send === 'function';
  let stopping = false;
  const run = (reason: string) => {
    if (stopping) return;
    stopping = true;
    const parentGone = () => supervised && !process.connected;
    if (parentGone()) setTimeout(exitWithoutParent, shutdownGraceMs() + 5000).unref();
    stop(reason).then(
      () => (parentGone() ? exitWithoutParent() : process.exit(0)),
      (err: unknown) => {
        onError(err);
        return parentGone() ? exitWithoutParent() : process.exit(1);
      },
    );
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => run(signal));
  if (supervised && process.connected) process.once('disconnect', () => run('parent process gone'));
  else if (supervised) run('parent process gone during start-up');
}

/**
 * The parent that read our output is gone, and so are our stdout and stderr: exit handlers that flush logs to them
 * can spin forever (pino's exit flush retries EPIPE), so end without them. Nobody is left to read the exit status.
 */
function exitWithoutParent(): void {
  process.kill(process.pid, 'SIGKILL');
}
