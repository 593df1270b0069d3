/**
 * Server push (docs/decisions/014): `GET /api/events` is a server-sent event stream per signed-in page. When a write
 * through the gateway succeeds, every open page it concerns gets `event: changed` ({teamIds, service}) and refetches
 * what it shows, instead of polling. Who is told: for a coach's write, every member of the teams it changed; for a
 * player's (or a newcomer's) write, those teams' coaches; and always the writer's own other pages.
 *
 * One gateway process holds its own streams; with several gateways each write is announced to all of them through the
 * team service (gateway-events.ts, docs/decisions/023), and each tells the pages open on it.
 */
import type { ServerResponse } from 'node:http';
import { isCoachRole, type Identity, type ServerChange } from '@rugby/contracts';

/** A comment line this often keeps proxies and browsers from timing the stream out. */
const HEARTBEAT_MS = 25_000;
/** How long a browser waits before reconnecting a dropped stream. */
const RETRY_MS = 3_000;

export interface Change extends ServerChange {
  /** The writer (who they are, and their roles in the changed teams): null for a signed-out caller (joining a team). */
  by: Pick<Identity, 'userId' | 'memberships'> | null;
}

interface Stream {
  token: string;
  res: ServerResponse;
}

/** Whether a write concerns the holder of `identity`. */
export function concerns(identity: Identity, change: Change): boolean {
  if (change.by && identity.userId === change.by.userId) return true;
  const coachWrote = (teamId: string) => change.by?.memberships.some((m) => m.teamId === teamId && isCoachRole(m.role)) ?? false;
  return identity.memberships.some((m) => change.teamIds.includes(m.teamId) && (isCoachRole(m.role) || coachWrote(m.teamId)));
}

/**
 * The open streams of this gateway. `identityOf` resolves a stream's session when a change is published (through the
 * gateway's session cache): a stream whose session ended is closed, and memberships are always current.
 */
export function createChangeHub({ identityOf, heartbeatMs = HEARTBEAT_MS }: { identityOf: (token: string) => Promise<Identity | null>; heartbeatMs?: number }) {
  const streams = new Set<Stream>();
  const heartbeat = setInterval(() => {
    for (const s of streams) s.res.write(': keep-alive\n\n');
  }, heartbeatMs);
  heartbeat.unref();

  return {
    /** Answers a signed-in caller's GET /api/events with the stream, kept open until either side closes it. */
    open(token: string, res: ServerResponse): void {
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        // nginx and other buffering proxies pass each event at once.
        'x-accel-buffering': 'no',
      });
      res.write(`retry: ${RETRY_MS}\n\n`);
      const stream = { token, res };
      streams.add(stream);
      res.once('close', () => streams.delete(stream));
    },

    /** Tells every open page the change concerns. Never throws. */
    async publish(change: Change): Promise<void> {
      if (!change.teamIds.length && !change.by) return;
      const event = `event: changed\ndata: ${JSON.stringify({ teamIds: change.teamIds, service: change.service } satisfies ServerChange)}\n\n`;
      await Promise.all(
        [...streams].map(async (stream) => {
          const identity = await identityOf(stream.token).catch(() => undefined);
          if (identity === undefined) return; // the session could not be checked now: the page catches up later
          if (identity === null) return void stream.res.end(); // signed out: the page stops listening
          if (concerns(identity, change)) stream.res.write(event);
        }),
      );
    },

    /** Ends every stream (shutdown: browsers reconnect to whichever gateway takes them next). */
    close(): void {
      clearInterval(heartbeat);
      for (const s of streams) s.res.end();
      streams.clear();
    },

    get size() {
      return streams.size;
    },
  };
}
export type ChangeHub = ReturnType<typeof createChangeHub>;
