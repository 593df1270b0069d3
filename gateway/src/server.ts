import { DEFAULT_PORTS, SERVICES, serviceUrl, type ServiceName } from '@rugby/contracts';
import { acceptHandedConnections, closeGracefully, createLogger, listen, shutdownGraceMs, stopOnShutdownRequest } from '@rugby/service-kit';
import { buildGateway } from './app.ts';

const log = createLogger('gateway');
const port = Number(process.env.GATEWAY_PORT ?? DEFAULT_PORTS.gateway);
const services = Object.fromEntries(SERVICES.map((s) => [s, serviceUrl(s)])) as Record<ServiceName, string>;
// WEB_ROOT (set by npm start): the gateway serves the web apps too, on connections the edge hands over.
const gateway = buildGateway({ services, log, webRoot: process.env.WEB_ROOT || undefined });

try {
  const server = await listen(gateway.app, port, process.env.LISTEN_HOST ?? '127.0.0.1');
  log.info({ port, services }, 'gateway listening');
  const handedConnections = acceptHandedConnections(server);
  // SIGINT/SIGTERM or the supervisor going away: drain in-flight requests, then stop polling subgraphs and exit.
  stopOnShutdownRequest(
    async (reason) => {
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
