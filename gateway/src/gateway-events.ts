/**
 * Follows the team service's stream of what every gateway must hear (GET /internal/gateway-events, server-sent
 * events; docs/decisions/023): ended sessions (dropped from this gateway's cache within a second of a sign-out through
 * any gateway) and the changes other gateways' writes made (told to the pages open on this one). While the stream is
 * not connected, or the team service says it cannot hear events, `live()` is false: the gateway keeps no session
 * (each request asks the team service) and tells its own pages of its own writes only. The stream is read with
 * eventsource-parser; changes are announced through the typed internal client.
 */
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { HEADERS, teamInternalClient } from '@rugby/contracts';
import type { Logger } from '@rugby/service-kit';

/** How long a write waits for the team service to take its change before telling only this gateway's pages. */
const ANNOUNCE_TIMEOUT_MS = 2_000;

export interface GatewayEventsOptions {
  /** The team service's base URL. */
  teamUrl: string;
  /** The service token for /internal. */
  token: string;
  /** A session ended: the SHA-256 (hex) of its token. */
  onSessionEnded(tokenHash: string): void;
  /** A write through some gateway changed something (its JSON as announced). */
  onChanged(change: unknown): void;
  /** Events may have been missed (the stream was lost, or came back): forget every session kept. */
  onReset(): void;
  log: Logger;
  retryMs?: number;
}

export function followGatewayEvents({ teamUrl, token, onSessionEnded, onChanged, onReset, log, retryMs = 1_000 }: GatewayEventsOptions) {
  let live = false;
  let closed = false;
  let controller: AbortController | null = null;
  let retry: NodeJS.Timeout | undefined;
  const team = teamInternalClient({ baseUrl: teamUrl, token, timeoutMs: ANNOUNCE_TIMEOUT_MS });

  const handle = ({ event = 'message', data }: EventSourceMessage) => {
    if (event === 'reset') {
      const was = live;
      live = data === 'live';
      onReset();
      if (live !== was) log.info({ live }, live ? 'following gateway events' : 'the team service cannot hear gateway events: keeping no sessions');
    } else if (event === 'session-ended' && data) onSessionEnded(data);
    else if (event === 'changed' && data) {
      try {
        onChanged(JSON.parse(data));
      } catch (err) {
        log.warn({ err }, 'a change event could not be read');
      }
    }
  };

  const lost = (err: unknown) => {
    if (live) log.warn({ err: (err as Error).message }, 'stream of gateway events lost: keeping no sessions until it is back');
    live = false;
    onReset();
    if (!closed) retry = setTimeout(() => void connect(), retryMs).unref();
  };

  async function connect(): Promise<void> {
    controller = new AbortController();
    try {
      const res = await fetch(`${teamUrl}/internal/gateway-events`, {
        headers: { [HEADERS.serviceToken]: token, accept: 'text/event-stream' },
        signal: controller.signal,
      });
      if (!res.ok || !res.body) throw new Error(`the team service answered ${res.status}`);
      const parser = createParser({ onEvent: handle });
      const decoder = new TextDecoder();
      const reader = res.body.getReader();
      for (let read = await reader.read(); !read.done; read = await reader.read()) parser.feed(decoder.decode(read.value, { stream: true }));
      throw new Error('the stream ended');
    } catch (err) {
      if (!closed) lost(err);
    }
  }
  void connect();

  return {
    live: () => live,
    /** Announces a write's change to every gateway (this one hears it back on the stream); false when it could not. */
    async announce(change: unknown): Promise<boolean> {
      try {
        await team.announceChange(change);
        return true;
      } catch {
        return false;
      }
    },
    close(): void {
      closed = true;
      live = false;
      clearTimeout(retry);
      controller?.abort();
    },
  };
}
export type GatewayEventsFollower = ReturnType<typeof followGatewayEvents>;
