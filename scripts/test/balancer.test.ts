/** The round-robin balancer of `npm run start:cluster` (scripts/balancer.ts), in front of two small HTTP servers. */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_ERRORS } from '@rugby/contracts';
import { startBalancer, type Balancer } from '../balancer.ts';
import { sleep } from './support.ts';

interface Replica {
  label: string;
  server: Server;
  url: string;
  ready: boolean;
  /** What each request looked like when it arrived. */
  seen: Array<{ method: string; url: string; headers: IncomingMessage['headers'] }>;
  /** Resolves when a client of /events has gone away. */
  eventsClosed: Promise<void>;
}

async function replica(label: string): Promise<Replica> {
  let closed!: () => void;
  const r = { label, ready: true, seen: [], eventsClosed: new Promise<void>((resolve) => (closed = resolve)) } as unknown as Replica;
  r.server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (req.url === '/ready') return void res.writeHead(r.ready ? 200 : 503).end();
    r.seen.push({ method: req.method!, url: req.url!, headers: req.headers });
    if (req.url === '/events') {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(`data: first from ${label}\n\n`);
      const later = setTimeout(() => res.write('data: second\n\n'), 300);
      req.once('close', () => {
        clearTimeout(later);
        closed();
      });
      return;
    }
    let size = 0;
    req.on('data', (chunk: Buffer) => (size += chunk.length));
    req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ label, size })));
  });
  await new Promise<void>((resolve) => r.server.listen(0, '127.0.0.1', resolve));
  r.url = `http://127.0.0.1:${(r.server.address() as { port: number }).port}`;
  return r;
}

let a: Replica;
let b: Replica;
let balancer: Balancer;
const lines: string[] = [];

beforeAll(async () => {
  [a, b] = [await replica('a'), await replica('b')];
  // Probes only when asked (checkNow), so each test decides what the balancer knows.
  balancer = await startBalancer({
    name: 'team',
    upstreams: [a, b].map(({ label, url }) => ({ label, url })),
    checkEveryMs: 3_600_000,
    log: (line) => lines.push(line),
  });
});
afterAll(async () => {
  await balancer.close(0);
  for (const r of [a, b]) r.server.closeAllConnections();
});
afterEach(async () => {
  a.ready = b.ready = true;
  balancer.setInRotation('*', true);
  await balancer.checkNow();
});

const who = async (path = '/who', init?: RequestInit) => ((await (await fetch(`${balancer.url}${path}`, init)).json()) as { label: string }).label;

describe('round-robin balancer', () => {
  it('sends each request to the next ready replica in turn', async () => {
    const answers = [await who(), await who(), await who(), await who()];
    expect([...answers].sort()).toEqual(['a', 'a', 'b', 'b']);
    expect(answers[0]).not.toBe(answers[1]);
    expect(balancer.upstreams.map((u) => u.healthy)).toEqual([true, true]);
  });

  it('skips a replica whose /ready fails, and uses every replica when none is ready', async () => {
    b.ready = false;
    await balancer.checkNow();
    expect(lines.at(-1)).toMatch(/team balancer: b is not ready \(\/ready answered 503\): out of rotation/);
    expect([await who(), await who(), await who()]).toEqual(['a', 'a', 'a']);
    a.ready = false;
    await balancer.checkNow();
    expect(new Set([await who(), await who()])).toEqual(new Set(['a', 'b']));
  });

  it('answers 503 when every replica is taken out of rotation', async () => {
    balancer.setInRotation('*', false);
    const res = await fetch(`${balancer.url}/who`);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ error: 'SERVICE_UNAVAILABLE', message: SERVER_ERRORS.unavailable('team') });
    balancer.setInRotation('a', true);
    expect(await who()).toBe('a');
  });

  it('streams request bodies and adds the forwarding headers', async () => {
    const body = 'x'.repeat(300_000);
    const res = await fetch(`${balancer.url}/upload?n=1`, {
      method: 'POST',
      body,
      headers: { 'content-type': 'text/plain', 'x-forwarded-for': '203.0.113.9' },
    });
    const answer = (await res.json()) as { label: string; size: number };
    expect(answer.size).toBe(body.length);
    const seen = (answer.label === 'a' ? a : b).seen.at(-1)!;
    expect(seen).toMatchObject({ method: 'POST', url: '/upload?n=1' });
    expect(seen.headers['x-forwarded-for']).toBe('203.0.113.9, 127.0.0.1');
    expect(seen.headers['x-forwarded-host']).toBe(new URL(balancer.url).host);
    expect(seen.headers['x-forwarded-proto']).toBe('http');
  });

  it('streams a server-sent event stream as it comes, and ends it upstream when the client goes away', async () => {
    const controller = new AbortController();
    const res = await fetch(`${balancer.url}/events`, { signal: controller.signal });
    expect(res.headers.get('content-type')).toBe('text/event-stream');
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    while (!text.includes('second')) text += decoder.decode((await reader.read()).value, { stream: true });
    expect(text).toMatch(/^data: first from [ab]\n\ndata: second\n\n$/);
    const upstream = text.includes('from a') ? a : b;
    controller.abort();
    await expect(Promise.race([upstream.eventsClosed.then(() => 'closed'), sleep(2000).then(() => 'still open')])).resolves.toBe('closed');
  });

  it('tries a request without a body on the next replica when one cannot be reached', async () => {
    const gone = await replica('gone');
    const url = gone.url;
    await new Promise((resolve) => gone.server.close(resolve));
    const withGone = await startBalancer({ name: 'messaging', upstreams: [{ label: 'gone', url }, a], checkEveryMs: 3_600_000 });
    try {
      // Not known to be down (no probe since it went): GETs still get their answers.
      withGone.upstreams[0]!.healthy = true;
      const labels = [];
      for (let i = 0; i < 3; i++) labels.push(((await (await fetch(`${withGone.url}/who`)).json()) as { label: string }).label);
      expect(labels).toEqual(['a', 'a', 'a']);
      expect(withGone.upstreams[0]!.healthy).toBe(false);
    } finally {
      await withGone.close(0);
    }
  });
});
