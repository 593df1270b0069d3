/**
 * Hostile input over every mutating route of the route table, through the gateway to the four real services: NUL
 * characters and unpaired surrogates in every body field, query and path parameter, bodies that lie about their
 * Content-Encoding, too many form fields, malformed JSON and malformed percent-encoding. Seeded, at least 50 requests
 * per route. Every one must be refused with a 4xx that changes nothing in any database.
 */
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COACH, DEMO_PLAYER, DEMO_TEAM, routeTable, SERVICES, SESSION_COOKIE, type RouteDef } from '@rugby/contracts';
import { type Client, signedInClient, startGatewayStack } from './support.ts';

let stack: Awaited<ReturnType<typeof startGatewayStack>>;
let gatewayUrl: string;
let coach: Client;
let player: Client;

beforeAll(async () => {
  stack = await startGatewayStack();
  gatewayUrl = stack.url;
  coach = await signedInClient(gatewayUrl, DEMO_COACH.email, DEMO_COACH.password);
  player = await signedInClient(gatewayUrl, DEMO_PLAYER.email, DEMO_PLAYER.password);
}, 180_000);

afterAll(async () => {
  await stack?.close();
});

/** A fingerprint of every row of every table of the four databases. */
async function databaseFingerprint(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const service of SERVICES) {
    const sql = stack.subgraphs.sql(service);
    const tables = await sql.query<{ name: string }>(
      "SELECT quote_ident(table_name) AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1",
    );
    for (const { name } of tables) {
      const [row] = await sql.query<{ digest: string | null; n: string }>(
        `SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest, count(*)::text AS n FROM ${name} t`,
      );
      out[`${service}.${name}`] = `${row?.n}:${row?.digest}`;
    }
  }
  return out;
}

/** Deterministic pseudo-random numbers (the fuzz is the same on every run). */
function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (Math.imul(state ^ (state >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    return state / 2 ** 32;
  };
  return { next, pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]! };
}

const HOSTILE_TEXT = ['a\u0000b', '\u0000', 'Training\u0000moved', '\ud800', 'x\udc00y', '\udfff\ud800', 'end\ud83d', '\u0000\ud800'] as const;
const WORDS = ['Tuesday', 'scrum', 'Sam Taylor', 'coach@demo.test', '+64 21 555 0101', 'lineout', '42', ''] as const;

/** The field names a route's body schema declares (top level), or a few likely ones. */
function bodyFields(route: RouteDef): string[] {
  const schema = route.body as unknown as { shape?: Record<string, unknown>; def?: { innerType?: { shape?: Record<string, unknown> } } };
  const shape = schema.shape ?? schema.def?.innerType?.shape;
  return shape ? Object.keys(shape) : ['title', 'message', 'name'];
}

interface HostileRequest {
  label: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
  /** A field the 400 must name. */
  field?: string;
}

const sampleParam = (name: string) =>
  (({ teamId: DEMO_TEAM.id, playerId: DEMO_PLAYER.id, inviteCode: DEMO_TEAM.inviteCode, date: '2026-01-05' }) as Record<string, string>)[name] ?? 'sample-id';

/** At least 50 hostile requests for one route. */
function hostileRequests(route: RouteDef, seed: number): HostileRequest[] {
  const rnd = seeded(seed);
  const params = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const pathWith = (replace: (name: string) => string) => route.path.replace(/:(\w+)/g, (_m, name: string) => replace(name));
  const goodPath = pathWith((name) => encodeURIComponent(sampleParam(name)));
  const fields = bodyFields(route);
  const json = { 'content-type': 'application/json' };
  const out: HostileRequest[] = [];

  // Every body field, in turn, holds hostile text among otherwise ordinary values (and nested, and as an array).
  for (let i = 0; out.length < 36; i++) {
    const field = fields[i % fields.length]!;
    const body: Record<string, unknown> = Object.fromEntries(fields.map((f) => [f, rnd.pick(WORDS)]));
    const hostile = rnd.pick(HOSTILE_TEXT);
    const shape = i % 3;
    body[field] = shape === 0 ? hostile : shape === 1 ? [rnd.pick(WORDS), hostile] : { nested: hostile };
    out.push({ label: `body.${field} #${i}`, path: goodPath, headers: json, body: JSON.stringify(body), field });
  }
  // A hostile field name.
  out.push({ label: 'hostile key', path: goodPath, headers: json, body: JSON.stringify({ ['ti\u0000tle']: 'x' }) });
  // Query parameters.
  out.push({ label: 'query %00', path: `${goodPath}?teamId=%00`, headers: json, body: '{}', field: 'teamId' });
  out.push({ label: 'query surrogate', path: `${goodPath}?note=%ED%A0%80x`, headers: json, body: JSON.stringify({ title: '\ud800' }) });
  out.push({ label: 'query bad percent', path: `${goodPath}?teamId=%E0%A4%A`, headers: json, body: JSON.stringify({ title: 'a\u0000' }) });
  // Bodies that are not what their headers say.
  const plain = JSON.stringify(Object.fromEntries(fields.map((f) => [f, 'x'])));
  out.push({ label: 'gzip header, plain body', path: goodPath, headers: { ...json, 'content-encoding': 'gzip' }, body: plain });
  out.push({ label: 'deflate header, plain body', path: goodPath, headers: { ...json, 'content-encoding': 'deflate' }, body: plain });
  out.push({ label: 'unknown encoding', path: goodPath, headers: { ...json, 'content-encoding': 'zstd-ish' }, body: plain });
  out.push({
    label: 'gzip of NUL text',
    path: goodPath,
    headers: { ...json, 'content-encoding': 'gzip' },
    body: gzipSync(JSON.stringify({ [fields[0]!]: 'a\u0000b' })),
    field: fields[0],
  });
  out.push({ label: 'truncated gzip', path: goodPath, headers: { ...json, 'content-encoding': 'gzip' }, body: gzipSync(plain).subarray(0, 12) });
  out.push({ label: 'malformed JSON', path: goodPath, headers: json, body: '{"title": "unterminated' });
  out.push({ label: 'JSON with raw NUL byte', path: goodPath, headers: json, body: '{"title": "a\u0000b"}' });
  const form = Array.from({ length: 1001 }, (_, i) => `f${i}=${i}`).join('&');
  out.push({ label: '1,001 form fields', path: goodPath, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form });
  out.push({
    label: 'form with NUL',
    path: goodPath,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `${fields[0]}=a%00b`,
    field: fields[0],
  });
  // Path parameters: NUL, encoded surrogate halves and malformed percent-encoding, in each parameter.
  for (const name of params) {
    for (const bad of ['%00', 'a%00b', '%E0%A4%A', '%', '%ZZ', '%ED%A0%80', '%C0%80']) {
      out.push({
        label: `path ${name}=${bad}`,
        path: pathWith((n) => (n === name ? bad : encodeURIComponent(sampleParam(n)))),
        headers: json,
        body: JSON.stringify({ title: 'a\u0000' }),
      });
    }
  }
  while (out.length < 50) {
    const field = rnd.pick(fields);
    out.push({
      label: `filler ${out.length}`,
      path: goodPath,
      headers: json,
      body: JSON.stringify({ [field]: `${rnd.pick(WORDS)}${rnd.pick(HOSTILE_TEXT)}` }),
      field,
    });
  }
  return out;
}

const MUTATING = routeTable.filter((r) => r.method !== 'GET');

describe('hostile input over every mutating route', () => {
  it('is refused with a 4xx naming the field, and changes nothing', async () => {
    const before = await databaseFingerprint();
    const failures: string[] = [];
    let sent = 0;
    for (const [index, route] of MUTATING.entries()) {
      const caller = route.access === 'public' ? null : route.access === 'player' ? player : coach;
      for (const request of hostileRequests(route, 1000 + index)) {
        const res = await fetch(`${gatewayUrl}${request.path}`, {
          method: route.method,
          redirect: 'manual',
          headers: { ...request.headers, ...(caller?.cookie ? { cookie: `${SESSION_COOKIE}=${caller.cookie}` } : {}) },
          body: request.body as BodyInit | undefined,
        });
        sent++;
        const text = await res.text();
        const where = `${route.method} ${route.path} [${request.label}] → ${res.status} ${text.slice(0, 200)}`;
        if (res.status < 400 || res.status >= 500) failures.push(where);
        else if (request.field && res.status === 400 && !text.includes(request.field)) failures.push(`${where}: does not name ${request.field}`);
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(MUTATING.length * 50);
    expect(await databaseFingerprint()).toEqual(before);
  }, 300_000);

  it('refuses NUL and unpaired surrogates in GraphQL variables and literals (sendTeamMessage) with BAD_USER_INPUT', async () => {
    const before = await databaseFingerprint();
    const mutation = 'mutation($teamId: ID!, $input: SendTeamMessageInput!) { sendTeamMessage(teamId: $teamId, input: $input) { id } }';
    for (const hostile of HOSTILE_TEXT) {
      const viaVariables = await coach.graphql(mutation, { teamId: DEMO_TEAM.id, input: { title: hostile, message: 'ok' } });
      expect(viaVariables.status).toBeLessThan(500);
      expect(viaVariables.body.errors?.[0]?.extensions?.code, JSON.stringify(viaVariables.body)).toBe('BAD_USER_INPUT');
      expect(viaVariables.body.errors?.[0]?.message).toContain('title');
    }
    const literal = await coach.graphql(`mutation { sendTeamMessage(teamId: "${DEMO_TEAM.id}", input: { title: "a\\u0000b", message: "ok" }) { id } }`);
    expect(literal.status).toBeLessThan(500);
    expect(literal.body.errors?.[0]?.extensions?.code, JSON.stringify(literal.body)).toBe('BAD_USER_INPUT');
    expect(literal.body.errors?.[0]?.message).toContain('title');
    const lone = await coach.graphql(`mutation { sendTeamMessage(teamId: "${DEMO_TEAM.id}", input: { title: "\\ud800", message: "ok" }) { id } }`);
    expect(lone.status).toBeLessThan(500);
    expect(lone.body.errors?.length).toBeGreaterThan(0);
    expect(await databaseFingerprint()).toEqual(before);
  }, 60_000);

  it('answers unsafe text in a GET query or path with a 400 too (e.g. ?teamId=%00, /api/invitations/%E0%A4%A)', async () => {
    const checks = ['/api/invitations/%E0%A4%A', '/api/invitations/%00', '/api/teams/%00/messages', `/api/teams/${DEMO_TEAM.id}/messages?since=%00`];
    for (const path of checks) {
      const res = await coach.call('GET', path);
      expect(res.status, `${path}: ${res.text}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${path}: ${res.text}`).toBeLessThan(500);
    }
    for (const route of routeTable.filter((r) => r.method === 'GET' && r.access !== 'public' && !r.path.includes(':'))) {
      const res = await (route.access === 'player' ? player : coach).call('GET', `${route.path}?teamId=%00`);
      expect(res.status, `${route.path}?teamId=%00: ${res.text}`).toBe(400);
      expect(res.body.message).toContain('teamId');
    }
  }, 60_000);
});
