import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeTwilioReply {
  status: number;
  body: object;
  /** Answer only after this long (to exercise the client's timeout). */
  delayMs?: number;
}

export interface SeenRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  form: Record<string, string>;
}

/** A Twilio-compatible Messages endpoint on loopback that answers with scripted replies, in order. */
export async function startFakeTwilio() {
  const replies: FakeTwilioReply[] = [];
  const seen: SeenRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let counter = 0;
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(raw));
      seen.push({ method: req.method ?? '', path: req.url ?? '', authorization: req.headers.authorization, form });
      const reply = replies.shift() ?? {
        status: 201,
        body: { sid: `SM${String(++counter).padStart(32, '0')}`, status: 'queued', to: form.To, body: form.Body },
      };
      const answer = () => {
        if (res.destroyed) return;
        res.writeHead(reply.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(reply.body));
      };
      if (!reply.delayMs) return answer();
      const timer = setTimeout(() => {
        timers.delete(timer);
        answer();
      }, reply.delayMs);
      timers.add(timer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    /** Queue replies for the next requests (afterwards: success with a fresh SM sid). */
    reply: (...next: FakeTwilioReply[]) => {
      replies.push(...next);
    },
    reset: () => {
      replies.length = 0;
      seen.length = 0;
    },
    close: async () => {
      for (const t of timers) clearTimeout(t);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A Twilio REST error body, as the API sends it. */
export const twilioError = (status: number, code: number, message: string): FakeTwilioReply => ({
  status,
  body: { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status },
});
