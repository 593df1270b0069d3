import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SESSION_COOKIE } from '@rugby/contracts';
import { createLogger } from '@rugby/service-kit';
import { buildGateway } from '../src/app.ts';
import { startSubgraphs } from '../scripts/stack.ts';

export async function listen(handler: RequestListener): Promise<{ server: Server; url: string; close(): Promise<void> }> {
  const server = await new Promise<Server>((resolve) => {
    const s = createServer(handler).listen(0, '127.0.0.1', () => resolve(s));
  });
  return {
    server,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export interface CallResult<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface EventStream {
  status: number;
  contentType: string | null;
  changes: Array<{ teamIds: string[]; service: string }>;
  ended: boolean;
  close(): void;
}

/** A browser-like caller of the gateway: keeps the session cookie it is given. */
export class Client {
  cookie: string | null = null;

  constructor(readonly baseUrl: string) {}

  async call<T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<CallResult<T>> {
    const res = await fetch(`${this.baseUrl}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(this.cookie ? { cookie: `${SESSION_COOKIE}=${this.cookie}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const c of res.headers.getSetCookie()) {
      if (!c.startsWith(`${SESSION_COOKIE}=`)) continue;
      const value = decodeURIComponent(c.split(';')[0]!.slice(SESSION_COOKIE.length + 1));
      this.cookie = value || null;
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON */
    }
    return { status: res.status, headers: res.headers, body: parsed as T, text };
  }

  /** Opens the server-sent event stream (GET /api/events) as this client; `changes` collects each `event: changed`. */
  async events(): Promise<EventStream> {
    const controller = new AbortController();
    const res = await fetch(`${this.baseUrl}/api/events`, {
      headers: this.cookie ? { cookie: `${SESSION_COOKIE}=${this.cookie}` } : {},
      signal: controller.signal,
    });
    const stream: EventStream = {
      status: res.status,
      contentType: res.headers.get('content-type'),
      changes: [],
      ended: false,
      close: () => controller.abort(),
    };
    if (res.status !== 200 || !res.body) return stream;
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (/^event: changed$/m.test(block) && data) stream.changes.push(JSON.parse(data));
          }
        }
      } catch {
        /* aborted */
      }
      stream.ended = true;
    })();
    return stream;
  }

  graphql<T = any>(query: string, variables?: Record<string, unknown>, headers: Record<string, string> = {}) {
    return this.call<{ data?: T; errors?: Array<{ message: string; path?: Array<string | number>; extensions?: Record<string, unknown> }> }>(
      'POST',
      '/graphql',
      { query, variables },
      headers,
    );
  }
}

/**
 * The four real subgraphs (team seeded with the demo data) behind a listening gateway; `close()` stops everything.
 * Shared by the gateway test files.
 */
export async function startGatewayStack({ webRoot }: { webRoot?: string } = {}) {
  const subgraphs = await startSubgraphs({ seed: ['team'] });
  const gateway = buildGateway({ services: subgraphs.urls, log: createLogger('gateway-test'), webRoot });
  const running = await listen(gateway.app);
  return {
    subgraphs,
    gateway,
    url: running.url,
    async close() {
      await running.close();
      await gateway.close();
      await subgraphs.close();
    },
  };
}

/** A client signed in through the gateway (fails the test when sign-in does not answer 200). */
export async function signedInClient(baseUrl: string, email: string, password: string): Promise<Client> {
  const client = new Client(baseUrl);
  const res = await client.call('POST', '/api/auth/login', { email, password });
  if (res.status !== 200) throw new Error(`sign-in of ${email} answered ${res.status}: ${res.text}`);
  return client;
}
