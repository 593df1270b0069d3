/**
 * The gateway's schema is composed ahead of time (docs/DESIGN.md §10): from the subgraph SDLs committed under
 * gateway/subgraphs, which must be what the services serve today (a service's schema change without
 * `npm run print-schema -w @rugby/gateway` fails here). It asks the subgraphs nothing for its schema.
 */
import { readFile } from 'node:fs/promises';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICES, type ServiceName } from '@rugby/contracts';
import { createLogger } from '@rugby/service-kit';
import { buildGateway } from '../src/app.ts';
import { createStitchedSchema, printStitchedSchema, readSubgraphSdls } from '../src/graphql.ts';
import { committedSdl, fetchSubgraphSdl, SCHEMA_FILE } from '../scripts/print-schema.ts';
import { startSubgraphs, type Subgraphs } from '../scripts/stack.ts';
import { listen } from './support.ts';

const STALE = 'is stale: run `npm run print-schema -w @rugby/gateway` and commit gateway/subgraphs and gateway/schema.graphql';

describe('the committed subgraph SDLs (gateway/subgraphs)', () => {
  let subgraphs: Subgraphs;
  beforeAll(async () => {
    subgraphs = await startSubgraphs();
  }, 120_000);
  afterAll(() => subgraphs?.close());

  it.each(SERVICES)('%s.graphql is the SDL the service serves today', async (service) => {
    const committed = readSubgraphSdls().get(service);
    expect(committed, `gateway/subgraphs/${service}.graphql ${STALE}`).toBe(committedSdl(await fetchSubgraphSdl(subgraphs.urls[service])));
  });

  it('stitch into gateway/schema.graphql', async () => {
    const schema = createStitchedSchema({ services: subgraphs.urls, log: createLogger('composed-schema-test'), sdls: readSubgraphSdls() });
    expect(await readFile(SCHEMA_FILE, 'utf8'), `gateway/schema.graphql ${STALE}`).toBe(printStitchedSchema(schema.current()));
  });
});

describe('a gateway starting', () => {
  it('stops with the file and the command named when a committed SDL is missing', () => {
    expect(() => readSubgraphSdls('/nonexistent/subgraphs')).toThrow(
      "the team subgraph's SDL cannot be read from /nonexistent/subgraphs/team.graphql (ENOENT): run `npm run print-schema -w @rugby/gateway`",
    );
  });

  it('serves the whole composed schema at once with no subgraph answering, and never asks one for its SDL', async () => {
    const asked: string[] = [];
    const silent = express();
    silent.use((req, res) => {
      asked.push(`${req.method} ${req.url}`);
      res.status(503).end();
    });
    const fakes = await listen(silent);
    const services = Object.fromEntries(SERVICES.map((s) => [s, fakes.url])) as Record<ServiceName, string>;
    const gateway = buildGateway({ services, log: createLogger('composed-schema-test') });
    const running = await listen(gateway.app);
    try {
      const types = ['Team', 'TeamMessage', 'EliteProgram', 'Query'].map((name) => gateway.schema.current().getType(name)?.name);
      expect(types).toEqual(['Team', 'TeamMessage', 'EliteProgram', 'Query']);
      const res = await fetch(`${running.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"query":"{ __typename }"}',
      });
      expect(await res.json()).toEqual({ data: { __typename: 'Query' } });
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(asked.filter((line) => line.includes('/graphql'))).toEqual([]);
    } finally {
      await running.close();
      await gateway.close();
      await fakes.close();
    }
  });
});
