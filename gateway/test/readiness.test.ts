/**
 * GET /ready of the gateway: 200 only when every subgraph's /ready answers (asked live, with a short timeout; one round
 * of checks reused for about a second so probes never storm the services), 503 naming those that do not, and 503 from
 * the moment the gateway starts draining. GET /health stays a cheap liveness that asks nobody.
 */
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICES, type ServiceName } from '@rugby/contracts';
import { createLogger } from '@rugby/service-kit';
import { buildGateway, type Gateway } from '../src/app.ts';
import { createSubgraphReadiness } from '../src/readiness.ts';
import { listen } from './support.ts';

type Mode = 'ready' | 'not ready' | 'hangs';
const modes = Object.fromEntries(SERVICES.map((s) => [s, 'ready'])) as Record<ServiceName, Mode>;
const probes = Object.fromEntries(SERVICES.map((s) => [s, 0])) as Record<ServiceName, number>;
const fakes: Array<Awaited<ReturnType<typeof listen>>> = [];
let services: Record<ServiceName, string>;
let gateway: Gateway;
let gatewayUrl: string;
let stopGateway: () => Promise<void>;

const setAll = (mode: Mode) => SERVICES.forEach((s) => (modes[s] = mode));
const resetProbes = () => SERVICES.forEach((s) => (probes[s] = 0));
const ready = async () => {
  const res = await fetch(`${gatewayUrl}/ready`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  const urls: Partial<Record<ServiceName, string>> = {};
  for (const service of SERVICES) {
    const app = express();
    app.get('/ready', (_req, res) => {
      probes[service] += 1;
      if (modes[service] === 'hangs') return; // never answers
      res.status(modes[service] === 'ready' ? 200 : 503).json({ status: modes[service] });
    });
    const fake = await listen(app);
    fakes.push(fake);
    urls[service] = fake.url;
  }
  services = urls as Record<ServiceName, string>;
  gateway = buildGateway({ services, log: createLogger('readiness-test') });
  const running = await listen(gateway.app);
  gatewayUrl = running.url;
  stopGateway = running.close;
});

afterAll(async () => {
  await stopGateway?.();
  await gateway?.close();
  for (const fake of fakes) await fake.close();
});

describe('GET /ready of the gateway', () => {
  it('answers 200 when every subgraph is ready, and 503 naming the ones that answer 503 or not in time', async () => {
    setAll('ready');
    await sleep(1100);
    expect(await ready()).toEqual({
      status: 200,
      body: { status: 'ready', subgraphs: { team: true, 'training-program': true, messaging: true, feedback: true } },
    });

    modes.messaging = 'hangs';
    modes.feedback = 'not ready';
    await sleep(1100);
    const started = Date.now();
    const answer = await ready();
    expect(Date.now() - started).toBeLessThan(2500); // the hanging subgraph's check gives up after about a second
    expect(answer).toEqual({
      status: 503,
      body: {
        status: 'not ready',
        message: 'Not ready: messaging, feedback do not answer /ready.',
        subgraphs: { team: true, 'training-program': true, messaging: false, feedback: false },
        notReady: ['messaging', 'feedback'],
      },
    });

    setAll('ready');
    await expect.poll(async () => (await ready()).status, { timeout: 5000 }).toBe(200);
  });

  it('asks each subgraph once for any number of probes within a second', async () => {
    setAll('ready');
    await sleep(1100);
    resetProbes();
    const answers = await Promise.all(Array.from({ length: 20 }, () => ready()));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    for (let i = 0; i < 5; i++) expect((await ready()).status).toBe(200);
    expect(probes).toEqual({ team: 1, 'training-program': 1, messaging: 1, feedback: 1 });
    await sleep(1100);
    await ready();
    expect(probes).toEqual({ team: 2, 'training-program': 2, messaging: 2, feedback: 2 });
  });

  it('keeps /health a liveness that asks nobody', async () => {
    setAll('not ready');
    resetProbes();
    const res = await fetch(`${gatewayUrl}/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', service: 'gateway' });
    expect(Object.values(probes)).toEqual([0, 0, 0, 0]);
    setAll('ready');
  });
});

describe('readiness while draining', () => {
  it('answers 503 as soon as draining starts, without asking the subgraphs', async () => {
    setAll('ready');
    const readiness = createSubgraphReadiness({ services, cacheMs: 60_000 });
    expect((await readiness.check()).ready).toBe(true);
    resetProbes();
    readiness.drain();
    expect(await readiness.check()).toEqual({ ready: false, draining: true, subgraphs: null, notReady: [] });
    expect(Object.values(probes)).toEqual([0, 0, 0, 0]);
  });

  it("turns the gateway's /ready to 503 'draining' (what server.ts does first on SIGTERM)", async () => {
    setAll('ready');
    const draining = buildGateway({ services, log: createLogger('readiness-test') });
    const running = await listen(draining.app);
    try {
      expect((await fetch(`${running.url}/ready`)).status).toBe(200);
      draining.schema.readiness.drain();
      const res = await fetch(`${running.url}/ready`);
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ status: 'draining', message: 'The gateway is shutting down.' });
      expect((await fetch(`${running.url}/health`)).status).toBe(200);
    } finally {
      await running.close();
      await draining.close();
    }
  });
});
