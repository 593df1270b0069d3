import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { GraphQLObjectType, GraphQLSchema, GraphQLString } from 'graphql';
import { HEADERS } from '@rugby/contracts';
import { createLogger, createServiceApp, internalServiceToken, now, setClock } from '../src/index.ts';

const schema = new GraphQLSchema({ query: new GraphQLObjectType({ name: 'Query', fields: { hello: { type: GraphQLString, resolve: () => 'hi' } } }) });
const build = () =>
  createServiceApp({ name: 'kit-test', log: createLogger('kit-test'), routes: {}, handlers: {}, schema, sql: { exec: async () => {}, query: async () => [] } });

afterEach(() => {
  delete process.env.ENABLE_TEST_ENDPOINTS;
  setClock(null);
});

describe('test clock endpoint', () => {
  it('moves the service clock when test endpoints are enabled, with the service token', async () => {
    process.env.ENABLE_TEST_ENDPOINTS = '1';
    const app = build();
    const denied = await request(app).put('/internal/test/clock').send({ now: '2026-03-02T09:00:00Z' });
    expect(denied.status).toBe(401);
    const bad = await request(app).put('/internal/test/clock').set(HEADERS.serviceToken, internalServiceToken()).send({ now: 'monday' });
    expect(bad.status).toBe(400);
    const ok = await request(app).put('/internal/test/clock').set(HEADERS.serviceToken, internalServiceToken()).send({ now: '2026-03-02T09:00:00Z' });
    expect(ok.status).toBe(200);
    expect(now().toISOString().slice(0, 13)).toBe('2026-03-02T09');
    await request(app).put('/internal/test/clock').set(HEADERS.serviceToken, internalServiceToken()).send({ now: null });
    expect(Math.abs(now().getTime() - Date.now())).toBeLessThan(1000);
  });

  it('does not exist without ENABLE_TEST_ENDPOINTS', async () => {
    const res = await request(build()).put('/internal/test/clock').set(HEADERS.serviceToken, internalServiceToken()).send({ now: '2026-03-02T09:00:00Z' });
    expect(res.status).toBe(404);
  });
});
