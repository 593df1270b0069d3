/**
 * With OTEL_EXPORTER_OTLP_ENDPOINT set, a call through the gateway is one trace across the gateway, the team service
 * and its database: the spans reach the collector (a local OTLP/HTTP receiver here) with one trace id.
 */
import { createServer, type Server } from 'node:http';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../ports.ts';
import { startProcess, stopInOrder, waitUntilReady, type AppProcess } from '../processes.ts';
import { createPostgresTestDatabase, postgresAvailable } from '@rugby/service-kit/testing';
import { cleanEnv, sleep } from './support.ts';

interface Span {
  service: string;
  traceId: string;
  name: string;
  kind: number;
}
const spans: Span[] = [];
let collector: Server;
const processes: AppProcess[] = [];
let gatewayUrl = '';
let databaseUrl: string | null = null;
let database: Awaited<ReturnType<typeof createPostgresTestDatabase>> | null = null;

type Attribute = { key: string; value: { stringValue?: string } };
type Export = {
  resourceSpans?: Array<{ resource?: { attributes?: Attribute[] }; scopeSpans?: Array<{ spans?: Array<{ traceId: string; name: string; kind: number }> }> }>;
};

beforeAll(async () => {
  collector = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.url === '/v1/traces') {
        for (const rs of (JSON.parse(body) as Export).resourceSpans ?? []) {
          const service = rs.resource?.attributes?.find((a) => a.key === 'service.name')?.value.stringValue ?? '?';
          for (const ss of rs.scopeSpans ?? []) for (const s of ss.spans ?? []) spans.push({ service, traceId: s.traceId, name: s.name, kind: s.kind });
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  const [teamPort, gatewayPort] = [await freePort(), await freePort()];
  if (await postgresAvailable()) {
    database = await createPostgresTestDatabase('tracing');
    databaseUrl = database.url;
  }
  const env = {
    ...cleanEnv(),
    OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(collector.address() as AddressInfo).port}`,
    OTEL_BSP_SCHEDULE_DELAY: '100',
    TEAM_PORT: String(teamPort),
    GATEWAY_PORT: String(gatewayPort),
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'tracing-')),
    SEED_DEMO: '1',
    ...(databaseUrl ? { DATABASE_URL_TEAM: databaseUrl } : {}),
    LOG_LEVEL: 'warn',
  };
  for (const name of ['team', 'gateway'] as const) {
    const p = startProcess(name, env);
    processes.push(p);
    await waitUntilReady(p, 120_000).catch((err: Error) => (name === 'gateway' ? undefined : Promise.reject(err)));
  }
  gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
}, 180_000);
afterAll(async () => {
  await stopInOrder(processes.reverse());
  await database?.close();
  collector.close();
});

describe('traces', () => {
  it('follow a sign-in from the gateway to the team service and its database in one trace', async () => {
    const res = await fetch(`${gatewayUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'coach@demo.test', password: 'rugby-coach-1' }),
    });
    expect(res.status).toBe(200);
    let shared: string | undefined;
    for (let i = 0; i < 100 && !shared; i++) {
      await sleep(100);
      const gatewayServer = spans.filter((s) => s.service === 'gateway' && s.kind === 2);
      shared = gatewayServer.map((s) => s.traceId).find((id) => spans.some((s) => s.service === 'team' && s.traceId === id && s.kind === 2));
    }
    expect(shared, JSON.stringify(spans.slice(0, 20))).toBeDefined();
    const trace = spans.filter((s) => s.traceId === shared);
    // The team service's route, and its SQL on PostgreSQL (the embedded database is not a network peer), are in it too.
    expect(trace.some((s) => s.service === 'team' && s.name === 'POST /api/auth/login')).toBe(true);
    if (databaseUrl) expect(trace.filter((s) => s.service === 'team' && /^pg\.query/.test(s.name)).length).toBeGreaterThan(0);
    // Probes are not traced.
    await fetch(`${gatewayUrl}/health`);
    await sleep(300);
    expect(spans.some((s) => s.name.includes('/health'))).toBe(false);
  });
});
