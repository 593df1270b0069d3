import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database, Listening, Logger } from '@rugby/service-kit';

/** Where the database announces ended sessions (prisma/migrations/20261125100000_session_ended_notifications). */
export const SESSION_ENDED_CHANNEL = 'session_ended';
/** A comment line this often keeps idle proxies and load balancers from closing a follower's stream. */
const KEEP_ALIVE_MS = 15_000;

/**
 * Ended sessions as server-sent events for the gateways (GET /internal/session-endings; docs/decisions/023): each
 * `data:` line is the token hash of a session that just ended, heard from the database at its commit, whichever
 * replica or process ended it. `event: reset` with `live` or `down` says whether endings are being heard: a
 * follower forgets every session it keeps on any reset, and keeps none while `down`.
 */
export function sessionEndings(db: Pick<Database, 'listen'>, log: Logger) {
  const followers = new Set<ServerResponse>();
  let listening: Listening | null = null;
  const live = () => listening?.live() ?? false;
  const broadcast = (chunk: string) => {
    for (const res of followers) res.write(chunk);
  };
  const reset = () => broadcast(`event: reset\ndata: ${live() ? 'live' : 'down'}\n\n`);
  const attached = db.listen(SESSION_ENDED_CHANNEL, { notify: (hash) => broadcast(`data: ${hash}\n\n`), reset }).then(
    (l) => {
      listening = l;
      reset();
    },
    (err: Error) => log.error({ err }, 'ended sessions cannot be heard: gateways will not keep sessions'),
  );

  return {
    /** Streams endings to one follower until it goes away. */
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
    get followers() {
      return followers.size;
    },
    /** Ends every follower's stream (shutdown: they follow another replica). */
    end(): void {
      for (const res of followers) res.end();
      followers.clear();
    },
    async close(): Promise<void> {
      this.end();
      await attached;
      await listening?.close();
    },
  };
}
export type SessionEndings = ReturnType<typeof sessionEndings>;
