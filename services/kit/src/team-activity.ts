import { InternalCallError, type TeamInternalClient } from '@rugby/contracts';
import type { Logger } from './logger.ts';
import { OutboxGiveUp, type Outbox, type OutboxSql } from './outbox.ts';

/** Outbox topic of a line in a team's recent activity (the team service's POST /internal/teams/:id/activity). */
export const TEAM_ACTIVITY_TOPIC = 'team.activity';

export interface TeamActivity {
  kind: string;
  description: string;
  status?: string;
}

interface TeamActivityPayload {
  teamId: string;
  activity: TeamActivity;
}

/**
 * Recent-activity lines another service records in the team service, through the outbox: `queue` inside the
 * business transaction, `send` after commit (an outage delays the line, the relay retries it; the team service
 * records one line per key). Registers the topic's handler on the outbox.
 */
export function teamActivityOutbox({ outbox, team, log }: { outbox: Outbox; team: Pick<TeamInternalClient, 'recordActivity'>; log: Logger }) {
  outbox.handle<TeamActivityPayload, void>(TEAM_ACTIVITY_TOPIC, async ({ teamId, activity }, row) => {
    try {
      await team.recordActivity(teamId, {
        kind: activity.kind,
        description: activity.description.slice(0, 500),
        status: activity.status ?? 'completed',
        idempotencyKey: row.key,
      });
    } catch (err) {
      // An unknown team or a refused body stays refused: retrying cannot help.
      if (err instanceof InternalCallError && (err.status === 400 || err.status === 404)) throw new OutboxGiveUp(err.message);
      throw err;
    }
  });

  return {
    /** Inside the transaction that writes the business row; `key` names the event (e.g. program-pushed:<id>). */
    queue(tx: OutboxSql, key: string, teamId: string, activity: TeamActivity): Promise<string> {
      return outbox.enqueue(tx, { topic: TEAM_ACTIVITY_TOPIC, key, payload: { teamId, activity } satisfies TeamActivityPayload });
    },

    /** After commit: records the line at once when the team service answers; otherwise the relay does it later. Never throws. */
    async send(key: string): Promise<void> {
      try {
        const run = await outbox.runNow(key);
        if (run.ran && !run.ok) log.warn({ key, error: run.error.message }, 'team activity not recorded yet; the outbox relay retries it');
      } catch (err) {
        log.warn({ err, key }, 'team activity not recorded yet; the outbox relay retries it');
      }
    },
  };
}
export type TeamActivityOutbox = ReturnType<typeof teamActivityOutbox>;
