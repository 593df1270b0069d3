import type { Server } from 'node:http';
import { DEFAULT_PORTS, SERVICES, serviceUrl, type ServiceName } from '@rugby/contracts';
import { createLogger } from '@rugby/service-kit';
import { buildGateway } from './app.ts';

const log = createLogger('gateway');
const port = Number(process.env.GATEWAY_PORT ?? DEFAULT_PORTS.gateway);
const services = Object.fromEntries(SERVICES.map((s) => [s, serviceUrl(s)])) as Record<ServiceName, string>;
const gateway = buildGateway({ services, log });

const server = await new Promise<Server>((resolve) => {
  const s = gateway.app.listen(port, process.env.LISTEN_HOST ?? '127.0.0.1', () => resolve(s));
});
server.keepAliveTimeout = 65_000;
log.info({ port, services }, 'gateway listening');

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (stopping) return;
    stopping = true;
    server.close();
    server.closeAllConnections();
    void gateway.close().finally(() => process.exit(0));
  });
}
