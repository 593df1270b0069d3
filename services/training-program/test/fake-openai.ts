import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One scripted answer of the fake provider. */
export interface FakeReply {
  status?: number;
  /** Assistant message content (a chat completion is built around it) or a raw body for error statuses. */
  content?: string;
  finishReason?: 'stop' | 'length';
  delayMs?: number;
  headers?: Record<string, string>;
}

/** A local OpenAI-compatible endpoint (POST /v1/chat/completions) answering from a script, recording requests. */
export async function startFakeOpenAI() {
  const script: FakeReply[] = [];
  const requests: Array<{
    model: string;
    messages: Array<{ role: string; content: string }>;
    response_format?: { type: string; json_schema?: { name: string } };
  }> = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      requests.push(JSON.parse(raw));
      const reply = script.shift() ?? { status: 500, content: '{"error":{"message":"no scripted reply"}}' };
      setTimeout(() => {
        if (res.destroyed) return;
        const status = reply.status ?? 200;
        res.writeHead(status, { 'content-type': 'application/json', ...reply.headers });
        if (status !== 200) {
          res.end(reply.content ?? JSON.stringify({ error: { message: `status ${status}`, type: 'fake' } }));
          return;
        }
        res.end(
          JSON.stringify({
            id: `chatcmpl-${requests.length}`,
            object: 'chat.completion',
            created: 1_772_000_000,
            model: 'fake-model',
            choices: [{ index: 0, message: { role: 'assistant', content: reply.content ?? '' }, finish_reason: reply.finishReason ?? 'stop' }],
            usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
          }),
        );
      }, reply.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    reply: (...replies: FakeReply[]) => {
      script.push(...replies);
    },
    reset: () => {
      script.length = 0;
      requests.length = 0;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type FakeOpenAI = Awaited<ReturnType<typeof startFakeOpenAI>>;
