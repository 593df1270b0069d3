/**
 * Follows the team service's stream of ended sessions (GET /internal/session-endings, server-sent events;
 * docs/decisions/023) so a session signed out through any gateway is dropped by this one within a second. While the
 * stream is not connected, or the team service says it cannot hear endings, `live()` is false and the gateway keeps
 * no session (each request asks the team service).
 */
import { HEADERS } from '@rugby/contracts';
import type { Logger } from '@rugby/service-kit';

export interface SessionEndingsOptions {
  /** The team service's base URL. */
  teamUrl: string;
  /** The service token for /internal. */
  token: string;
  /** A session ended: the SHA-256 (hex) of its token. */
  onEnded(tokenHash: string): void;
  /** Endings may have been missed (the stream was lost, or came back): forget every session kept. */
  onReset(): void;
  log: Logger;
  retryMs?: number;
}

export function followSessionEndings({ teamUrl, token, onEnded, onReset, log, retryMs = 1_000 }: SessionEndingsOptions) {
  let live = false;
  let closed = false;
  let controller: AbortController | null = null;
  let retry: NodeJS.Timeout | undefined;

  const handle = (block: string) => {
    let event = 'message';
    let data = '';
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data += line.slice(5).trim();
    }
    if (event === 'reset') {
      const was = live;
      live = data === 'live';
      onReset();
      if (live !== was) log.info({ live }, live ? 'following ended sessions' : 'the team service cannot hear ended sessions: keeping no sessions');
    } else if (data) onEnded(data);
  };

  const lost = (err: unknown) => {
    if (live) log.warn({ err: (err as Error).message }, 'stream of ended sessions lost: keeping no sessions until it is back');
    live = false;
    onReset();
    if (!closed) retry = setTimeout(() => void connect(), retryMs).unref();
  };

  async function connect(): Promise<void> {
    controller = new AbortController();
    try {
      const res = await fetch(`${teamUrl}/internal/session-endings`, {
        headers: { [HEADERS.serviceToken]: token, accept: 'text/event-stream' },
        signal: controller.signal,
      });
      if (!res.ok || !res.body) throw new Error(`the team service answered ${res.status}`);
      const decoder = new TextDecoder();
      let buffer = '';
      const reader = res.body.getReader();
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        buffer += decoder.decode(read.value, { stream: true });
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          handle(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
        }
      }
      throw new Error('the stream ended');
    } catch (err) {
      if (!closed) lost(err);
    }
  }
  void connect();

  return {
    live: () => live,
    close(): void {
      closed = true;
      live = false;
      clearTimeout(retry);
      controller?.abort();
    },
  };
}
export type SessionEndingsFollower = ReturnType<typeof followSessionEndings>;
