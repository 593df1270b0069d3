import { createServer as createTcpServer, type Server as TcpServer } from 'node:net';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { closeGracefully, listen, listeningPort, ListenError } from '../src/lifecycle.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const cleanup: Array<() => unknown> = [];
afterEach(async () => {
  for (const fn of cleanup.splice(0)) await fn();
});

/** A server whose answers take `delayMs`; `arrived` counts requests it has received. */
async function slowServer(delayMs: number) {
  const state = { arrived: 0 };
  const server = await listen(
    (req: IncomingMessage, res: ServerResponse) => {
      state.arrived += 1;
      setTimeout(() => res.end(`done ${req.url}`), delayMs);
    },
    0,
    '127.0.0.1',
  );
  cleanup.push(() => server.closeAllConnections());
  return { server, state, url: `http://127.0.0.1:${listeningPort(server)}` };
}

describe('closeGracefully', () => {
  it('lets 20 in-flight requests finish with 200 and closes their keep-alive connections promptly', async () => {
    const { server, state, url } = await slowServer(700);
    // One finished request first: its connection sits idle in the keep-alive pool while the drain starts.
    expect((await fetch(`${url}/warm-up`)).status).toBe(200);

    const answers = Array.from({ length: 20 }, (_, i) =>
      fetch(`${url}/slow/${i}`).then(
        async (res) => ({ status: res.status, body: await res.text() }),
        (err: Error) => ({ status: 0, body: String(err.cause ?? err) }),
      ),
    );
    while (state.arrived < 21) await sleep(10);

    const started = Date.now();
    const closing = closeGracefully(server, 10_000);
    const results = await Promise.all(answers);
    await closing;

    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(results.map((r) => r.body)).toEqual(Array.from({ length: 20 }, (_, i) => `done /slow/${i}`));
    // Well before the 65 s keep-alive timeout, and before the grace period: the drain ends with the last answer.
    expect(Date.now() - started).toBeLessThan(3000);
    expect(server.listening).toBe(false);
    await expect(fetch(`${url}/after`)).rejects.toThrow();
  });

  it('drops requests still running when the grace period ends', async () => {
    const { server, state, url } = await slowServer(60_000);
    const stuck = fetch(`${url}/stuck`).then(
      (res) => res.status,
      () => 'dropped',
    );
    while (state.arrived < 1) await sleep(10);
    const started = Date.now();
    await closeGracefully(server, 300);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await stuck).toBe('dropped');
  });
});

describe('listen', () => {
  let blocker: TcpServer;
  afterEach(() => new Promise<void>((resolve) => (blocker?.listening ? blocker.close(() => resolve()) : resolve())));

  it('rejects with the port in the message when the port is taken (Express app.listen would report success)', async () => {
    blocker = createTcpServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as { port: number }).port;
    const failure = await listen(() => {}, port, '127.0.0.1').then(
      () => null,
      (err: unknown) => err,
    );
    expect(failure).toBeInstanceOf(ListenError);
    expect(failure).toMatchObject({ code: 'EADDRINUSE', port });
    expect((failure as Error).message).toBe(`cannot listen on 127.0.0.1:${port}: the port is already in use`);
  });

  it('rejects an invalid port instead of throwing', async () => {
    await expect(listen(() => {}, 70_000, '127.0.0.1')).rejects.toBeInstanceOf(ListenError);
  });
});
