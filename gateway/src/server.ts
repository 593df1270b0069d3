import { DEFAULT_PORTS, SERVICES, serviceUrl, type ServiceName } from '@rugby/contracts';
import { acceptHandedConnections, closeGracefully, createLogger, listen, loadEnvironment, shutdownGraceMs, stopOnShutdownRequest } from '@rugby/service-kit';
import { buildGateway, type Gateway } from './app.ts';
import { browserFacing } from './web.ts';

loadEnvironment('gateway');
const log = createLogger('gateway');
const port = Number(process.env.GATEWAY_PORT ?? DEFAULT_PORTS.gateway);
const services = Object.fromEntries(SERVICES.map((s) => [s, serviceUrl(s)])) as Record<ServiceName, string>;
let gateway: Gateway;
try {
  // WEB_ROOT (set by npm start): the gateway serves the web apps too, on connections the edge hands over.
  gateway = buildGateway({ services, log, webRoot: process.env.WEB_ROOT || undefined });
} catch (err) {
  log.fatal({ err }, `gateway cannot start: ${(err as Error).message}`);
  process.exit(1);
}

try {
  // Security headers on every answer; /metrics never on a browser's connection (web.ts browserFacing).
  const server = await listen(browserFacing(gateway.app), port, process.env.LISTEN_HOST ?? '127.0.0.1');
  log.info({ port, services }, 'gateway listening');
  const handedConnections = acceptHandedConnections(server);
  // SIGINT/SIGTERM or the supervisor going away: /ready answers 503 at once (load balancers stop sending), new
  // connections are refused, requests in flight finish (at most SHUTDOWN_GRACE_MS), then it exits.
  stopOnShutdownRequest(
    async (reason) => {
      gateway.schema.readiness.drain();
      log.info({ reason }, 'gateway stopping');
      handedConnections.stop();
      gateway.changes.close(); // open event streams would hold the drain to its end; browsers reconnect
      await closeGracefully(server, shutdownGraceMs());
      await gateway.close();
    },
    (err) => log.error({ err }, 'gateway did not stop cleanly'),
  );
} catch (err) {
  log.fatal({ err, port }, `gateway cannot start: ${(err as Error).message}`);
  await gateway.close();
  process.exit(1);
}
