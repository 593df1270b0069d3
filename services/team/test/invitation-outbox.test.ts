import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { InternalCallError, type OutboundResult, type sendEmailBody, type sendSmsBody } from '@rugby/contracts';
import { createLogger, setClock, type Database } from '@rugby/service-kit';
import { createTestDatabase } from '@rugby/service-kit/testing';
import type { z } from 'zod';
import { buildApp } from '../src/app.ts';
import { invitationDeliveryKey } from '../src/domain/invitations.ts';
import { internal, migrations, registerCoach } from './helpers.ts';

/**
 * A messaging service that keeps one outbound message per idempotency key, like the real one
 * (services/messaging/test/idempotency.test.ts proves that side): `sends` counts what reached the provider.
 * `failNext`: 'before' fails before storing anything (service down); 'after' stores and sends, then the answer is
 * lost (a crash or timeout after the SMS left).
 */
function keyedMessaging() {
  const byKey = new Map<string, OutboundResult>();
  const fake = {
    status: 'sent' as OutboundResult['status'],
    failNext: [] as Array<'before' | 'after'>,
    calls: [] as Array<z.input<typeof sendSmsBody> | z.input<typeof sendEmailBody>>,
    sends: 0,
    async send(body: z.input<typeof sendSmsBody> | z.input<typeof sendEmailBody>): Promise<OutboundResult> {
      fake.calls.push(body);
      const failure = fake.failNext.shift();
      if (failure === 'before') throw new InternalCallError('POST /internal/outbound/sms is unreachable', null);
      const stored = body.idempotencyKey ? byKey.get(body.idempotencyKey) : undefined;
      if (stored) return stored;
      fake.sends += 1;
      const result = { outboxId: `ob-${fake.sends}`, status: fake.status, error: null };
      if (body.idempotencyKey) byKey.set(body.idempotencyKey, result);
      if (failure === 'after') throw new InternalCallError('POST /internal/outbound/sms timed out', null);
      return result;
    },
    sendSms: (body: z.input<typeof sendSmsBody>) => fake.send(body),
    sendEmail: (body: z.input<typeof sendEmailBody>) => fake.send(body),
  };
  return fake;
}

/** The outbox's clock: retries become due only when the test moves it. */
const outboxClock = { offsetMs: 0, now: () => new Date(Date.now() + outboxClock.offsetMs) };

let db: Database;
const opened: Array<ReturnType<typeof buildApp>> = [];
function open(messaging: ReturnType<typeof keyedMessaging>, backoffMs = () => 60_000) {
  const built = buildApp({
    db,
    log: createLogger('team-outbox-test'),
    messaging,
    oidc: null,
    publicBaseUrl: null,
    outbox: { clock: outboxClock.now, backoffMs },
  });
  opened.push(built);
  return built;
}

beforeAll(async () => {
  db = await createTestDatabase('team_outbox', migrations);
});
afterAll(async () => {
  for (const built of opened) await built.close();
  await db.close();
});
afterEach(() => {
  outboxClock.offsetMs = 0;
  setClock(null);
});

const invite = (app: ReturnType<typeof buildApp>['app'], headers: Record<string, string>, body: object) =>
  request(app).post('/api/invitations/create').set(headers).set('X-Forwarded-Proto', 'https').set('X-Forwarded-Host', 'rugby.example').send(body);
const codeOf = (link: string) => link.split('/join/')[1]!;

describe('invitations through the outbox', () => {
  it('writes invitation, pending activity and outbox row together; a crash after the SMS left is finished by the relay, sending once', async () => {
    const messaging = keyedMessaging();
    const t = open(messaging);
    const coach = await registerCoach(t.app, 'Outbox Club');

    messaging.failNext.push('after'); // the SMS leaves, the answer never arrives
    const res = await invite(t.app, coach.headers, { playerName: 'Lost Answer', playerPhone: '+64 21 700 0001' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ smsSent: false, smsStatus: 'failed' });
    const invitation = await t.prisma.invitation.findUniqueOrThrow({ where: { code: codeOf(res.body.inviteLink) } });
    expect(invitation).toMatchObject({ deliveryStatus: 'failed', outboxId: null });
    const key = invitationDeliveryKey(invitation.id);
    expect(await t.outbox.get(key)).toMatchObject({ topic: 'invitation.delivery', attempts: 1, doneAt: null, lastError: expect.stringContaining('timed out') });
    expect(
      await t.prisma.activity.findMany({ where: { invitationId: invitation.id }, orderBy: { createdAt: 'asc' }, select: { description: true, status: true } }),
    ).toEqual([
      { description: 'Invited Lost Answer', status: 'pending' },
      { description: 'SMS to Lost Answer could not be sent - share the link instead', status: 'failed' },
    ]);

    // Backoff: not due yet.
    expect(await t.outbox.runOnce()).toEqual({ done: 0, failed: 0 });
    outboxClock.offsetMs = 61_000;
    expect(await t.outbox.runOnce()).toEqual({ done: 1, failed: 0 });

    expect(messaging.calls.map((c) => c.idempotencyKey)).toEqual([key, key]);
    expect(messaging.sends).toBe(1);
    expect(await t.prisma.invitation.findUniqueOrThrow({ where: { id: invitation.id } })).toMatchObject({ deliveryStatus: 'sent', outboxId: 'ob-1' });
    expect(await t.outbox.get(key)).toMatchObject({ attempts: 2, doneAt: expect.any(Date), lastError: null });
    // The failure line tells what happened in the end; nothing is added twice.
    expect(
      await t.prisma.activity.findMany({ where: { invitationId: invitation.id }, orderBy: { createdAt: 'asc' }, select: { description: true, status: true } }),
    ).toEqual([
      { description: 'Invited Lost Answer', status: 'pending' },
      { description: 'SMS to Lost Answer sent after a retry', status: 'completed' },
    ]);
    expect(await t.outbox.runOnce()).toEqual({ done: 0, failed: 0 });
    expect(messaging.calls).toHaveLength(2);
  });

  it('a restarted app on the same database delivers what the stopped one could not, exactly once', async () => {
    const down = keyedMessaging();
    const first = open(down, () => 0);
    const coach = await registerCoach(first.app, 'Restart Club');
    down.failNext.push('before');
    const res = await invite(first.app, coach.headers, { playerName: 'After Restart', playerPhone: '+64 21 700 0002' });
    expect(res.body).toMatchObject({ smsStatus: 'failed' });
    const invitation = await first.prisma.invitation.findUniqueOrThrow({ where: { code: codeOf(res.body.inviteLink) } });
    await first.close();

    const up = keyedMessaging();
    const second = open(up);
    second.outbox.startRelay({ intervalMs: 20 });
    for (let i = 0; i < 200 && up.sends === 0; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    await second.outbox.stopRelay();

    expect(up.sends).toBe(1);
    expect(up.calls).toEqual([
      expect.objectContaining({
        to: '+64 21 700 0002',
        body: expect.stringContaining(res.body.inviteLink),
        idempotencyKey: invitationDeliveryKey(invitation.id),
      }),
    ]);
    expect(await second.prisma.invitation.findUniqueOrThrow({ where: { id: invitation.id } })).toMatchObject({ deliveryStatus: 'sent', outboxId: 'ob-1' });
  });

  it('a client retry of the same invitation returns the first one and sends nothing twice', async () => {
    const messaging = keyedMessaging();
    const t = open(messaging);
    const coach = await registerCoach(t.app, 'Retry Club');
    const body = { playerName: 'Twice Asked', playerPhone: '+64 21 700 0003', position: 'wing' };

    messaging.failNext.push('after');
    const first = await invite(t.app, coach.headers, body);
    expect(first.body).toMatchObject({ smsStatus: 'failed' });

    // The coach presses Send again: the same invitation, its message handed over now (backoff or not), once.
    const retry = await invite(t.app, coach.headers, body);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual({ message: 'Invitation sent to Twice Asked by SMS', smsSent: true, inviteLink: first.body.inviteLink, smsStatus: 'sent' });
    const again = await invite(t.app, coach.headers, body);
    expect(again.body).toEqual(retry.body);

    expect(await t.prisma.invitation.count({ where: { teamId: coach.teamId } })).toBe(1);
    expect(await t.prisma.activity.count({ where: { teamId: coach.teamId, kind: 'player_invited' } })).toBe(1);
    expect(messaging.sends).toBe(1);
    // The third request found the delivery done: it did not call the messaging service at all.
    expect(messaging.calls).toHaveLength(2);
    expect(await t.outbox.runOnce()).toEqual({ done: 0, failed: 0 });

    // Simultaneous double submits: one invitation, one SMS.
    const twin = { playerName: 'Double Click', playerPhone: '+64 21 700 0004' };
    const [a, b] = await Promise.all([invite(t.app, coach.headers, twin), invite(t.app, coach.headers, twin)]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.inviteLink).toBe(b.body.inviteLink);
    expect([a.body.smsStatus, b.body.smsStatus]).toEqual(['sent', 'sent']);
    expect(await t.prisma.invitation.count({ where: { teamId: coach.teamId, name: 'Double Click' } })).toBe(1);
    expect(messaging.sends).toBe(2);

    // Something else is a new invitation: another phone, or the same one asked again later than the window.
    const other = await invite(t.app, coach.headers, { ...body, playerPhone: '+64 21 700 0005' });
    expect(other.body.inviteLink).not.toBe(first.body.inviteLink);
    setClock(new Date(Date.now() + 16 * 60 * 1000));
    const later = await invite(t.app, coach.headers, body);
    expect(later.body.inviteLink).not.toBe(first.body.inviteLink);
    expect(await t.prisma.invitation.count({ where: { teamId: coach.teamId, name: 'Twice Asked' } })).toBe(3);
  });

  it('coach invitations: a retried e-mail is sent once and the repeat answers with its result', async () => {
    const messaging = keyedMessaging();
    const t = open(messaging);
    const coach = await registerCoach(t.app, 'Staff Club');
    const body = { coachName: 'Ria Retry', coachEmail: 'ria@example.test', role: 'analyst' };
    messaging.failNext.push('before');
    const first = await request(t.app).post('/api/invitations/create-coach').set(coach.headers).set('X-Forwarded-Host', 'rugby.example').send(body);
    expect(first.body).toMatchObject({ emailSent: false, emailStatus: 'failed' });
    const retry = await request(t.app).post('/api/invitations/create-coach').set(coach.headers).set('X-Forwarded-Host', 'rugby.example').send(body);
    expect(retry.body).toMatchObject({
      message: 'Invitation sent to Ria Retry by email',
      emailSent: true,
      emailStatus: 'sent',
      inviteLink: first.body.inviteLink,
    });
    expect(messaging.sends).toBe(1);
    expect(await t.prisma.invitation.count({ where: { teamId: coach.teamId, kind: 'coach' } })).toBe(1);
    const dash = await request(t.app).get('/api/coaches/dashboard').set(coach.headers);
    expect(dash.body.coaches.filter((c: { status: string }) => c.status === 'pending')).toHaveLength(1);
  });
});

describe('POST /internal/teams/:teamId/activity with an idempotency key', () => {
  it('records one line per team and key, also for concurrent repeats; without a key every call records', async () => {
    const t = open(keyedMessaging());
    const coach = await registerCoach(t.app, 'Activity Club');
    const post = (body: object) => request(t.app).post(`/internal/teams/${coach.teamId}/activity`).set(internal()).send(body);
    const line = { kind: 'program_pushed', description: 'Program pushed to the squad: Week 1', idempotencyKey: 'program-pushed:dist-1' };

    const results = await Promise.all([post(line), post(line), post(line)]);
    expect(results.map((r) => [r.status, r.body])).toEqual(Array(3).fill([200, { ok: true }]));
    expect((await post(line)).status).toBe(200);
    expect(await t.prisma.activity.count({ where: { teamId: coach.teamId, kind: 'program_pushed' } })).toBe(1);

    await post({ ...line, idempotencyKey: 'program-pushed:dist-2' });
    await post({ kind: 'note', description: 'No key' });
    await post({ kind: 'note', description: 'No key' });
    expect(await t.prisma.activity.count({ where: { teamId: coach.teamId, kind: 'program_pushed' } })).toBe(2);
    expect(await t.prisma.activity.count({ where: { teamId: coach.teamId, kind: 'note' } })).toBe(2);

    const other = await registerCoach(t.app, 'Other Activity Club');
    expect((await request(t.app).post(`/internal/teams/${other.teamId}/activity`).set(internal()).send(line)).status).toBe(200);
    expect(await t.prisma.activity.count({ where: { teamId: other.teamId, kind: 'program_pushed' } })).toBe(1);
    expect((await post({ ...line, idempotencyKey: '' })).status).toBe(400);
  });
});
