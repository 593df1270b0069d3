import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '@rugby/service-kit';
import { eventCancelledKey } from '../src/calendar/notifications.ts';
import { CALENDAR_REMINDER_TOPIC, reminderKey } from '../src/calendar/reminders.ts';
import { createEvent, makeTeam, startCalendarApp, training, type FakeNotifier } from './calendar-fixtures.ts';
import type { TestApp } from './helpers.ts';

let t: TestApp & { notifier: FakeNotifier };
beforeAll(async () => {
  t = await startCalendarApp();
});
afterAll(async () => {
  setClock(null);
  await t.stop();
});

const recipientsOf = (kind: string) =>
  t.notifier
    .of(kind)
    .map((d) => d.userId)
    .sort();

describe('notifications and reminders through the outbox', () => {
  it('notifies a cancellation and a move once each, schedules reminders and skips those of cancelled and moved events', async () => {
    setClock('2026-11-25T09:00:00Z');
    const team = await makeTeam(t);
    const p1 = await team.addPlayer({ firstName: 'Aaron' });
    const p2 = await team.addPlayer({ firstName: 'Ben' });
    const squad = [p1.userId, p2.userId].sort();
    const create = async (body: object) => {
      const res = await createEvent(t, team.coach.headers, team.teamId, body);
      expect(res.status).toBe(201);
      return res.body.events[0] as { id: string; startsAt: string };
    };
    const toCancel = await create(training({ date: '2026-12-10', location: 'Club grounds' }));
    const toMove = await create(training({ date: '2026-12-12' }));
    const kept = await create(training({ date: '2026-12-03' }));
    const soon = await create(training({ date: '2026-11-26', startTime: '18:00' })); // 33 hours ahead

    // Reminders are scheduled jobs: 24 h (event) and 72 h (availability) before the start; past times are skipped.
    const eventReminder = await t.outbox.get(reminderKey('event-reminder', kept.id, new Date(kept.startsAt)));
    expect(eventReminder).toMatchObject({ topic: CALENDAR_REMINDER_TOPIC, doneAt: null, nextAttemptAt: new Date('2026-12-02T18:30:00Z') });
    expect(await t.outbox.get(reminderKey('availability-reminder', kept.id, new Date(kept.startsAt)))).toMatchObject({
      nextAttemptAt: new Date('2026-11-30T18:30:00Z'),
    });
    expect(await t.outbox.get(reminderKey('event-reminder', soon.id, new Date(soon.startsAt)))).not.toBeNull();
    expect(await t.outbox.get(reminderKey('availability-reminder', soon.id, new Date(soon.startsAt)))).toBeNull();

    // Cancel: the first hand-over fails (messaging down); the relay retries it later, and it is sent once.
    t.notifier.failNext = 1;
    const cancelled = await request(t.app).post(`/api/events/${toCancel.id}/cancel`).set(team.coach.headers).send({ reason: 'Pitch waterlogged' });
    expect(cancelled.status).toBe(200);
    expect(t.notifier.of('event-cancelled')).toEqual([]);
    expect(await t.outbox.get(eventCancelledKey(toCancel.id))).toMatchObject({ attempts: 1, doneAt: null, lastError: expect.stringContaining('unreachable') });
    setClock('2026-11-25T09:01:01Z');
    await t.outbox.runOnce();
    expect(recipientsOf('event-cancelled')).toEqual(squad);
    expect(t.notifier.of('event-cancelled')[0]).toMatchObject({
      key: `event-cancelled:${toCancel.id}`,
      title: 'Cancelled: Training, Thu 10 Dec',
      body: 'Training on Thu 10 Dec at 18:30 at Club grounds is cancelled. Reason: Pitch waterlogged',
    });
    await t.outbox.runOnce();
    expect((await request(t.app).post(`/api/events/${toCancel.id}/cancel`).set(team.coach.headers).send({})).status).toBe(200);
    expect(t.notifier.of('event-cancelled')).toHaveLength(2);

    // A change of notes tells nobody; a new time tells the squad once.
    await request(t.app).patch(`/api/events/${toMove.id}`).set(team.coach.headers).send({ notes: 'Bring a water bottle' });
    expect(t.notifier.of('event-changed')).toEqual([]);
    const moved = await request(t.app).patch(`/api/events/${toMove.id}`).set(team.coach.headers).send({ startTime: '19:00' });
    expect(moved.status).toBe(200);
    expect(recipientsOf('event-changed')).toEqual(squad);
    expect(t.notifier.of('event-changed')[0]).toMatchObject({
      key: expect.stringMatching(new RegExp(`^event-changed:${toMove.id}:\\d+$`)),
      title: 'Changed: Training, Sat 12 Dec',
      body: 'Training is now on Sat 12 Dec at 19:00 (was Sat 12 Dec at 18:30).',
    });
    await t.outbox.runOnce();
    expect(t.notifier.of('event-changed')).toHaveLength(2);

    // A player answers for the kept session: the availability reminder goes to the other one only.
    await request(t.app).put(`/api/events/${kept.id}/availability`).set(p1.headers).send({ status: 'available' });
    setClock('2026-11-30T18:31:00Z');
    await t.outbox.runOnce();
    expect(t.notifier.of('availability-reminder').map((d) => d.userId)).toEqual([p2.userId]);
    expect(t.notifier.of('availability-reminder')[0]!.title).toBe('Can you make it? Training, Thu 3 Dec');
    setClock('2026-12-02T18:31:00Z');
    await t.outbox.runOnce();
    expect(recipientsOf('event-reminder')).toEqual(squad);
    expect(t.notifier.of('event-reminder')[0]).toMatchObject({ title: 'Reminder: Training, Thu 3 Dec', body: 'Training is on Thu 3 Dec at 18:30.' });

    // The cancelled session's reminders and the moved session's old ones send nothing; the moved one's new ones do.
    setClock('2026-12-09T18:45:00Z');
    await t.outbox.runOnce();
    expect(t.notifier.of('event-reminder')).toHaveLength(2);
    expect(t.notifier.of('availability-reminder')).toHaveLength(1);
    expect(await t.outbox.get(reminderKey('event-reminder', toCancel.id, new Date(toCancel.startsAt)))).toMatchObject({ doneAt: expect.any(Date) });
    setClock('2026-12-09T19:01:00Z');
    await t.outbox.runOnce();
    expect(t.notifier.of('availability-reminder')).toHaveLength(3);
    setClock('2026-12-11T18:45:00Z');
    await t.outbox.runOnce();
    expect(await t.outbox.get(reminderKey('event-reminder', toMove.id, new Date(toMove.startsAt)))).toMatchObject({ doneAt: expect.any(Date) });
    expect(t.notifier.of('event-reminder')).toHaveLength(2);
    setClock('2026-12-11T19:01:00Z');
    await t.outbox.runOnce();
    const newStart = new Date('2026-12-12T19:00:00Z');
    expect(t.notifier.of('event-reminder').slice(2)).toEqual([
      expect.objectContaining({ key: reminderKey('event-reminder', toMove.id, newStart), body: 'Training is on Sat 12 Dec at 19:00.' }),
      expect.objectContaining({ key: reminderKey('event-reminder', toMove.id, newStart) }),
    ]);
    // Nothing is left to send, and a retry sends nothing again.
    await t.outbox.runOnce();
    // (The 33-hours-ahead session's reminder fell due only once it had begun, as the clock jumped: skipped.)
    expect(t.notifier.delivered).toHaveLength(2 + 2 + 1 + 2 + 2 + 2);
    expect(await t.outbox.depth()).toEqual({ waiting: 0, due: 0 });
  });

  it('cancelling a series from an occurrence on tells the squad once about all of them', async () => {
    setClock('2026-11-25T09:00:00Z');
    t.notifier.reset();
    const team = await makeTeam(t, { name: 'Series Club' });
    const player = await team.addPlayer();
    const res = await createEvent(t, team.coach.headers, team.teamId, training({ date: '2026-12-01', repeat: { until: '2026-12-22' } }));
    const cancel = await request(t.app).post(`/api/events/${res.body.events[1].id}/cancel`).set(team.coach.headers).send({ scope: 'following' });
    expect(cancel.body.events).toHaveLength(3);
    expect(t.notifier.of('event-cancelled')).toEqual([
      expect.objectContaining({
        userId: player.userId,
        title: 'Cancelled: Training from Tue 8 Dec',
        body: '3 Training sessions from Tue 8 Dec at 18:30 to Tue 22 Dec are cancelled.',
      }),
    ]);
  });
});
