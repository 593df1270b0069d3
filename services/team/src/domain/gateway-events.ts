import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { SERVICES } from '@rugby/contracts';
import { badRequest, type Database, type Listening, type Logger, type SqlExecutor } from '@rugby/service-kit';

/** Where the database announces ended sessions (prisma/migrations/20261125100000_session_ended_notifications). */
export const SESSION_ENDED_CHANNEL = 'session_ended';
/** Where a gateway's successful writes are announced to every gateway (POST /internal/changes). */
export const CHANGES_CHANNEL = 'gateway_changes';
/** A comment line this often keeps idle proxies and load balancers from closing a follower's stream. */
const KEEP_ALIVE_MS = 15_000;
/** PostgreSQL's limit on a NOTIFY payload is 8000 bytes. */
const MAX_PAYLOAD = 7_900;

/** A write through a gateway that open pages may need to see (the gateway's server push, decision 014). */
export const changeBody = z.object({
  teamIds: z.array(z.string().min(1).max(200)).max(100, 'teamIds: at most 100 ids'),
  service: z.enum(SERVICES),
  by: z
    .object({
      userId: z.string().min(1).max(200),
      memberships: z.array(z.object({ teamId: z.string().min(1).max(200), role: z.string().min(1).max(50) })).max(100),
    })
    .nullable(),
});

/**
 * What every gateway must hear from every other, as server-sent events (GET /internal/gateway-events;
 * docs/decisions/023), through the database so every team replica hears every event whichever replica or process
 * caused it:
 *   - `event: session-ended`, `data:` the token hash of a session that just ended (signed out, revoked, deleted);
 *   - `event: changed`, `data:` a write's change ({teamIds, service, by}) posted by the gateway that proxied it;
 *   - `event: reset`, `data: live` or `down`: events may have been missed (a follower forgets every session it keeps)
 *     and whether they are being heard now (while `down` it keeps none).
 */
export function gatewayEvents(db: Pick<Database, 'listen'> & { sql: SqlExecutor }, log: Logger) {
  const followers = new Set<ServerResponse>();
  const listening: Listening[] = [];
  let attachedCount = 0;
  const live = () => attachedCount === 2 && listening.every((l) => l.live());
  const broadcast = (chunk: string) => {
    for (const res of followers) res.write(chunk);
  };
  const reset = () => broadcast(`event: reset\ndata: ${live() ? 'live' : 'down'}\n\n`);
  const listen = (channel: string, event: string) =>
    db.listen(channel, { notify: (payload) => broadcast(`event: ${event}\ndata: ${payload}\n\n`), reset }).then(
      (l) => {
        listening.push(l);
        attachedCount += 1;
        reset();
      },
      (err: Error) => log.error({ err, channel }, 'gateway events cannot be heard: gateways will keep no sessions'),
    );
  const attached = Promise.all([listen(SESSION_ENDED_CHANNEL, 'session-ended'), listen(CHANGES_CHANNEL, 'changed')]);

  return {
    /** Streams the events to one follower (a gateway) until it goes away. */
    follow(req: IncomingMessage, res: ServerResponse): void {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive' });
      res.write(`event: reset\ndata: ${live() ? 'live' : 'down'}\n\n`);
      followers.add(res);
      const keepAlive = setInterval(() => res.write(': keep-alive\n\n'), KEEP_ALIVE_MS).unref();
      req.once('close', () => {
        clearInterval(keepAlive);
        followers.delete(res);
      });
    },
    /** Announces a gateway's change to every gateway (at once: NOTIFY outside a transaction). */
    async announce(body: unknown): Promise<void> {
      const change = changeBody.parse(body);
      // Only the memberships that decide who is told (the changed teams') travel.
      const by = change.by && { userId: change.by.userId, memberships: change.by.memberships.filter((m) => change.teamIds.includes(m.teamId)) };
      const payload = JSON.stringify({ ...change, by });
      if (Buffer.byteLength(payload) > MAX_PAYLOAD) throw badRequest('teamIds: too many to announce at once');
      await db.sql.query('SELECT pg_notify($1, $2)', [CHANGES_CHANNEL, payload]);
    },
    /** Ends every follower's stream (shutdown: they follow another replica). */
    end(): void {
      for (const res of followers) res.end();
      followers.clear();
    },
    async close(): Promise<void> {
      this.end();
      await attached;
      await Promise.all(listening.map((l) => l.close()));
    },
  };
}
export type GatewayEvents = ReturnType<typeof gatewayEvents>;
