import { InternalCallError, type MessagingInternalClient, type NotificationRecipient, type TeamInternalClient } from '@rugby/contracts';
import { OutboxGiveUp, type Logger, type Outbox, type OutboxSql } from '@rugby/service-kit';

/**
 * What a suspected concussion tells the rest of the system: the coaches (and the player, when a coach records it) are
 * notified through messaging, and the team service marks the player unavailable for its events before the earliest
 * return date. Both are written in the transaction that opens the case and run at once after commit; the outbox relay
 * retries what could not be handed over, and both are idempotent (messaging's key, availability's upsert).
 */
export const WELFARE_NOTICE_TOPIC = 'welfare.notice';
export const WELFARE_STAND_DOWN_TOPIC = 'welfare.stand-down';

export interface StandDown {
  teamId: string;
  playerId: string;
  until: string;
  reason: string;
}
export type StandDownClient = Pick<TeamInternalClient, 'standDown' | 'liftStandDown'>;
export const WELFARE_LIFT_TOPIC = 'welfare.stand-down-lifted';

export interface WelfareNotice {
  key: string;
  teamId: string;
  title: string;
  body: string;
  url: string;
  recipients: NotificationRecipient[];
}

export type WelfareNotifier = Pick<MessagingInternalClient, 'notify'>;

/** A call another service refuses (400) will not pass on a retry either. */
const giveUpOnRefusal = (err: unknown): never => {
  if (err instanceof InternalCallError && err.status === 400) throw new OutboxGiveUp(err.message);
  throw err;
};

export function welfareNotices({ outbox, notifier, team, log }: { outbox: Outbox; notifier: WelfareNotifier; team: StandDownClient; log: Logger }) {
  outbox.handle<StandDown, { events: number }>(WELFARE_STAND_DOWN_TOPIC, ({ teamId, playerId, until, reason }) =>
    team.standDown(teamId, playerId, { until, reason }).catch(giveUpOnRefusal),
  );
  outbox.handle<{ teamId: string; playerId: string; reason: string }, { events: number }>(WELFARE_LIFT_TOPIC, ({ teamId, playerId, reason }) =>
    team.liftStandDown(teamId, playerId, { reason }).catch(giveUpOnRefusal),
  );

  outbox.handle<WelfareNotice, { queued: number }>(WELFARE_NOTICE_TOPIC, async (notice) => {
    if (!notice.recipients.length) return { queued: 0 };
    const result = await notifier.notify({ ...notice, kind: 'welfare-alert' }).catch(giveUpOnRefusal);
    return { queued: result.queued };
  });

  return {
    /** Inside the transaction of the change: the notice to send after commit. */
    enqueue: (tx: OutboxSql, notice: WelfareNotice) => outbox.enqueue(tx, { topic: WELFARE_NOTICE_TOPIC, key: notice.key, payload: notice }),
    /** Inside the transaction of the change: the player's stand-down for the team's events. */
    enqueueStandDown: (tx: OutboxSql, key: string, standDown: StandDown) => outbox.enqueue(tx, { topic: WELFARE_STAND_DOWN_TOPIC, key, payload: standDown }),
    /** Inside the transaction of a withdrawal: take the stand-down's answers back. */
    enqueueLift: (tx: OutboxSql, key: string, lift: { teamId: string; playerId: string; reason: string }) =>
      outbox.enqueue(tx, { topic: WELFARE_LIFT_TOPIC, key, payload: lift }),
    /** After commit: run them now (a failure stays with the relay, never thrown). */
    async deliver(keys: readonly string[]): Promise<void> {
      for (const key of keys) {
        const run = await outbox.runNow(key);
        if (run.ran && !run.ok) log.warn({ key, error: run.error.message }, 'welfare notice or stand-down not handed over yet; the relay retries it');
      }
    },
  };
}
export type WelfareNotices = ReturnType<typeof welfareNotices>;
