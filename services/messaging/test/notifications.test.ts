import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { SMTPServer } from 'smtp-server';
import webpush from 'web-push';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HEADERS, type Identity } from '@rugby/contracts';
import { checkEnvironment, createLogger, internalServiceToken, now, setClock, type Database } from '@rugby/service-kit';
import { createTestDatabase, identityHeaders, makeIdentity } from '@rugby/service-kit/testing';
import { buildApp, type BuildOptions } from '../src/app.ts';
import { NOTIFICATION_DELIVERY_TOPIC, URGENT_MESSAGE_TOPIC, vapidSource } from '../src/domain/notifications.ts';
import { quietHoursEnd, zonedInstant } from '../src/domain/quiet-hours.ts';
import { vapidConfigFromEnv } from '../src/providers/web-push.ts';
import { startFakeTwilio, twilioError } from './fake-twilio.ts';
import { browserSubscription, startFakePushService, verifyVapidHeader, type FakePushService } from '@rugby/service-kit/fake-push-service';
import { coachA, fakeTeamService, migrations } from './support.ts';

const PUBLIC_BASE_URL = 'https://rugby.example.test';
const VAPID = { ...webpush.generateVAPIDKeys(), subject: 'mailto:ops@rugby.example.test' };
const log = createLogger('messaging-test');

let db: Database;
let built: ReturnType<typeof buildApp>;
const others: Array<ReturnType<typeof buildApp>> = [];
const team = fakeTeamService();
let twilio: Awaited<ReturnType<typeof startFakeTwilio>>;
let push: FakePushService;
let smtp: SMTPServer;
const mail: Array<{ to: string[]; raw: string }> = [];

/** An app on the shared database: the providers are the local fakes, the outbox runs on the services' clock. */
function app(options: Partial<BuildOptions> = {}) {
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  return buildApp({
    db,
    log,
    team: team.client,
    twilio: { accountSid: 'AC00000000000000000000000000000001', authToken: 'token', fromNumber: '+15005550006', apiBaseUrl: twilio.url, timeoutMs: 2000 },
    smtp: { url: `smtp://127.0.0.1:${smtpPort}`, from: 'Rugby Hub <no-reply@rugby.example.test>', timeoutMs: 2000 },
    retryDelayMs: 10,
    vapid: VAPID,
    outbox: { clock: () => now(), backoffMs: () => 0 },
    publicBaseUrl: PUBLIC_BASE_URL,
    ...options,
  });
}

beforeAll(async () => {
  db = await createTestDatabase('messaging_notifications', migrations);
  twilio = await startFakeTwilio();
  push = await startFakePushService();
  smtp = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, cb) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString();
      });
      stream.on('end', () => {
        mail.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  built = app();
});
afterAll(async () => {
  setClock(null);
  for (const other of others) await other.close();
  await built.close();
  await twilio.close();
  await push.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await db.close();
});
beforeEach(() => {
  setClock('2026-06-10T02:00:00Z');
  twilio.reset();
  push.reset();
  mail.length = 0;
});
afterEach(async () => {
  await built.notifications.idle();
});

const player = (userId: string): Identity => makeIdentity({ userId, userType: 'player', memberships: [{ teamId: 'team-a', role: 'player' }] });
const person = (userId: string, contact: { phone?: string; email?: string } = {}) => ({
  userId,
  name: userId,
  phone: contact.phone ?? null,
  email: contact.email ?? null,
});
type Recipient = ReturnType<typeof person>;
const occasion = (key: string, recipients: Recipient[], kind = 'availability-chase') => ({
  key,
  kind,
  teamId: 'team-a',
  title: 'Training moved',
  body: 'Tuesday training is now at 7pm on the top field.',
  url: '/player/calendar',
  recipients,
});
const notify = (body: object, target = built) =>
  request(target.app).post('/internal/notifications').set(HEADERS.serviceToken, internalServiceToken()).send(body);
const api = async (who: Identity | null, method: 'get' | 'post' | 'put' | 'delete', path: string, body?: object) => {
  const call = request(built.app)
    [method](path)
    .set(who ? await identityHeaders(who) : {});
  return body === undefined ? call : call.send(body);
};
/** Push turned on in a new browser of `userId` (its keys generated here, as a browser does). */
async function subscribe(userId: string, id = userId) {
  const browser = browserSubscription(push.origin, id);
  expect((await api(player(userId), 'post', '/api/notifications/push-subscriptions', browser.json)).status).toBe(200);
  return browser;
}
const settings = (values: Partial<{ push: boolean; sms: boolean; email: boolean; reminders: boolean; quietHours: object | null; timeZone: string }>) => ({
  push: true,
  sms: true,
  email: true,
  reminders: true,
  quietHours: null,
  timeZone: 'UTC',
  ...values,
});
const stored = (key: string, userId: string) => built.prisma.notification.findUniqueOrThrow({ where: { key_userId: { key, userId } } });
const settle = () => built.notifications.idle();

describe('POST /internal/notifications: one per key and person', () => {
  it('stores and delivers a repeated key once', async () => {
    await subscribe('dup-1');
    const body = occasion('availability-chase:e1:2026-06-10', [person('dup-1')]);
    expect((await notify(body)).body).toEqual({ queued: 1, duplicates: 0 });
    await settle();
    expect((await notify(body)).body).toEqual({ queued: 0, duplicates: 1 });
    await settle();
    expect(await built.prisma.notification.count({ where: { key: body.key } })).toBe(1);
    expect(push.received).toHaveLength(1);
    expect((await stored(body.key, 'dup-1')).status).toBe('sent');
  });

  it('queues one of concurrent calls with one key', async () => {
    await subscribe('dup-2');
    const body = occasion('event-reminder:e2', [person('dup-2'), person('dup-2')], 'event-reminder');
    const answers = await Promise.all(Array.from({ length: 5 }, () => notify(body)));
    await settle();
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.reduce((sum, a) => sum + a.body.queued, 0)).toBe(1);
    expect(await built.prisma.notification.count({ where: { key: body.key } })).toBe(1);
    const jobs = await built.prisma.outboxEntry.count({
      where: { topic: NOTIFICATION_DELIVERY_TOPIC, key: `notification:${(await stored(body.key, 'dup-2')).id}` },
    });
    expect(jobs).toBe(1);
    expect(push.received).toHaveLength(1);
  });

  it('refuses a body that breaks the contract, naming the field', async () => {
    const res = await notify({ ...occasion('k', [person('x')]), kind: 'gossip' });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('kind');
    expect((await notify({ ...occasion('k', []) })).status).toBe(400);
  });
});

describe('web push to a local push service', () => {
  it('encrypts the payload for each browser (aes128gcm) and signs with VAPID', async () => {
    const phone = await subscribe('push-1', 'push-1-phone');
    const laptop = await subscribe('push-1', 'push-1-laptop');
    const body = occasion('availability-chase:e3:2026-06-10', [person('push-1', { phone: '+64215550101', email: 'push-1@x.test' })]);
    await notify(body);
    await settle();

    expect(push.received.map((r) => r.path).sort()).toEqual([laptop.path, phone.path].sort());
    const received = push.received.find((r) => r.path === phone.path)!;
    const row = await stored(body.key, 'push-1');
    expect(phone.decrypt(received.body)).toEqual({
      id: row.id,
      kind: 'availability-chase',
      title: 'Training moved',
      body: 'Tuesday training is now at 7pm on the top field.',
      url: '/player/calendar',
      tag: body.key,
      urgent: false,
    });
    expect(laptop.decrypt(push.received.find((r) => r.path === laptop.path)!.body)).toMatchObject({ title: 'Training moved' });
    // Another browser's keys cannot read it.
    expect(() => laptop.decrypt(received.body)).toThrow();

    expect(received.headers['content-encoding']).toBe('aes128gcm');
    expect(received.headers.ttl).toBe(String(12 * 60 * 60));
    expect(received.headers.urgency).toBe('normal');
    expect(received.headers.topic).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const claims = verifyVapidHeader(received.headers.authorization, VAPID.publicKey);
    expect(claims.aud).toBe(push.origin);
    expect(claims.sub).toBe(VAPID.subject);
    expect(claims.exp * 1000).toBeGreaterThan(Date.now());

    // Pushed: no SMS or e-mail for a non-urgent notification.
    expect(twilio.seen).toHaveLength(0);
    expect(mail).toHaveLength(0);
    expect(row).toMatchObject({ status: 'sent', channels: ['push'], error: null });
  });

  it('deletes a subscription the push service answers 410 for, and falls back to SMS', async () => {
    const gone = await subscribe('gone-1');
    push.statusFor.set(gone.path, 410);
    const body = occasion('availability-chase:e4:2026-06-10', [person('gone-1', { phone: '+64215550102' })]);
    await notify(body);
    await settle();
    expect(push.received).toHaveLength(1);
    expect(await built.prisma.pushSubscription.count({ where: { userId: 'gone-1' } })).toBe(0);
    expect(twilio.seen).toHaveLength(1);
    expect(await stored(body.key, 'gone-1')).toMatchObject({ status: 'sent', channels: ['sms'], error: expect.stringContaining('410') });
  });
});

describe('SMS and e-mail fallback', () => {
  it('texts an urgent notification as well as pushing it, and a retried job never texts twice', async () => {
    await subscribe('urgent-1');
    const body = occasion('event-cancelled:e5', [person('urgent-1', { phone: '+64215550103' })], 'event-cancelled');
    await notify(body);
    await settle();
    expect(push.received).toHaveLength(1);
    expect(push.received[0]!.headers.urgency).toBe('high');
    expect(twilio.seen).toHaveLength(1);
    expect(twilio.seen[0]!.form).toMatchObject({ To: '+64215550103' });
    expect(twilio.seen[0]!.form.Body).toBe(`Training moved: Tuesday training is now at 7pm on the top field. ${PUBLIC_BASE_URL}/player/calendar`);
    const row = await stored(body.key, 'urgent-1');
    expect(row).toMatchObject({ status: 'sent', channels: ['push', 'sms'] });

    // The process stopped after sending, before recording it: the job runs again.
    await built.prisma.notification.update({ where: { id: row.id }, data: { status: 'queued' } });
    await built.outbox.enqueue(built.prisma, { topic: NOTIFICATION_DELIVERY_TOPIC, key: `retry:${row.id}`, payload: { notificationId: row.id } });
    const rerun = await built.outbox.runNow(`retry:${row.id}`);
    expect(rerun).toMatchObject({ ran: true, ok: true });
    expect(twilio.seen).toHaveLength(1);
    expect(push.received).toHaveLength(1);
    expect(await stored(body.key, 'urgent-1')).toMatchObject({ status: 'sent', channels: ['push', 'sms'] });
  });

  it('texts a player without push, e-mails one without a phone, and skips one who cannot be reached', async () => {
    const body = occasion('availability-chase:e6:2026-06-10', [
      person('nopush-1', { phone: '+64215550104', email: 'nopush-1@x.test' }),
      person('nopush-2', { email: 'nopush-2@x.test' }),
      person('nopush-3'),
    ]);
    expect((await notify(body)).body).toEqual({ queued: 3, duplicates: 0 });
    await settle();
    expect(twilio.seen.map((s) => s.form.To)).toEqual(['+64215550104']);
    expect(mail.map((m) => m.to)).toEqual([['nopush-2@x.test']]);
    expect(mail[0]!.raw).toContain('Subject: Training moved');
    // Quoted-printable: soft line breaks removed.
    expect(mail[0]!.raw.replace(/=\r?\n/g, '')).toContain(`Open: ${PUBLIC_BASE_URL}/player/calendar`);
    expect(await stored(body.key, 'nopush-1')).toMatchObject({ status: 'sent', channels: ['sms'] });
    expect(await stored(body.key, 'nopush-2')).toMatchObject({ status: 'sent', channels: ['email'] });
    expect(await stored(body.key, 'nopush-3')).toMatchObject({ status: 'skipped', channels: [], error: expect.stringContaining('no way to reach') });
  });

  it('follows the SMS switch, and e-mails when the SMS fails', async () => {
    await api(player('nosms-1'), 'put', '/api/notifications/settings', settings({ sms: false }));
    twilio.reply(twilioError(400, 21211, "The 'To' number is not a valid phone number."));
    const body = occasion(
      'event-changed:e7',
      [person('nosms-1', { phone: '+64215550105', email: 'nosms-1@x.test' }), person('badsms-1', { phone: '+15005550001', email: 'badsms-1@x.test' })],
      'event-changed',
    );
    await notify(body);
    await settle();
    expect(twilio.seen.map((s) => s.form.To)).toEqual(['+15005550001']);
    expect(mail.map((m) => m.to[0]).sort()).toEqual(['badsms-1@x.test', 'nosms-1@x.test']);
    expect(await stored(body.key, 'nosms-1')).toMatchObject({ status: 'sent', channels: ['email'] });
    expect(await stored(body.key, 'badsms-1')).toMatchObject({ status: 'sent', channels: ['email'], error: expect.stringContaining('sms failed') });
  });

  it('without VAPID keys pushes nothing and still texts', async () => {
    const noPush = app({ vapid: null });
    others.push(noPush);
    await subscribe('off-1');
    expect((await request(noPush.app).get('/api/notifications/push-key')).body).toEqual({ publicKey: null });
    const body = occasion('availability-chase:e8:2026-06-10', [person('off-1', { phone: '+64215550106' })]);
    await notify(body, noPush);
    await noPush.notifications.idle();
    expect(push.received).toHaveLength(0);
    expect(twilio.seen).toHaveLength(1);
    expect(await stored(body.key, 'off-1')).toMatchObject({ status: 'sent', channels: ['sms'] });
  });
});

describe('quiet hours and reminders', () => {
  const quiet = { start: '22:00', end: '07:00' };

  it("holds a non-urgent notification until the end of the person's quiet hours (Auckland, across midnight and the DST end)", async () => {
    await api(player('quiet-1'), 'put', '/api/notifications/settings', settings({ quietHours: quiet, timeZone: 'Pacific/Auckland' }));
    // Saturday 4 April 2026, 23:30 NZDT (+13); daylight saving ends at 03:00 that night, so 07:00 is NZST (+12).
    setClock('2026-04-04T10:30:00Z');
    const body = occasion('availability-chase:e9:2026-04-05', [person('quiet-1', { phone: '+64215550107' })]);
    await notify(body);
    await settle();
    const row = await stored(body.key, 'quiet-1');
    expect(row.scheduledFor.toISOString()).toBe('2026-04-04T19:00:00.000Z');
    expect((await built.outbox.get(`notification:${row.id}`))?.nextAttemptAt.toISOString()).toBe('2026-04-04T19:00:00.000Z');
    await built.outbox.runOnce();
    expect(twilio.seen).toHaveLength(0);
    expect((await stored(body.key, 'quiet-1')).status).toBe('queued');

    // An urgent one goes at once.
    const urgent = occasion('event-cancelled:e9', [person('quiet-1', { phone: '+64215550107' })], 'event-cancelled');
    await notify(urgent);
    await settle();
    expect(twilio.seen).toHaveLength(1);
    expect((await stored(urgent.key, 'quiet-1')).scheduledFor.toISOString()).toBe('2026-04-04T10:30:00.000Z');

    setClock('2026-04-04T18:59:00Z');
    await built.outbox.runOnce();
    expect(twilio.seen).toHaveLength(1);
    setClock('2026-04-04T19:00:00Z');
    await built.outbox.runOnce();
    expect(twilio.seen).toHaveLength(2);
    expect(await stored(body.key, 'quiet-1')).toMatchObject({ status: 'sent', channels: ['sms'] });
  });

  it('ends early-morning quiet hours the same morning, and lets a notification outside them go at once', async () => {
    await api(player('quiet-2'), 'put', '/api/notifications/settings', settings({ quietHours: quiet, timeZone: 'Europe/London' }));
    setClock('2026-06-10T05:30:00Z'); // 06:30 BST
    const early = occasion('availability-chase:e10:2026-06-11', [person('quiet-2', { phone: '+64215550108' })]);
    await notify(early);
    expect((await stored(early.key, 'quiet-2')).scheduledFor.toISOString()).toBe('2026-06-10T06:00:00.000Z');
    await built.outbox.runOnce();
    expect((await stored(early.key, 'quiet-2')).status).toBe('queued');
    setClock('2026-06-10T06:30:00Z'); // 07:30 BST
    const later = occasion('availability-chase:e11:2026-06-11', [person('quiet-2', { phone: '+64215550108' })]);
    await notify(later);
    await settle();
    expect((await stored(later.key, 'quiet-2')).status).toBe('sent');
    await built.outbox.runOnce();
    expect((await stored(early.key, 'quiet-2')).status).toBe('sent');
  });

  it('computes window ends in local time', () => {
    const at = (iso: string) => new Date(iso);
    expect(quietHoursEnd(at('2026-06-10T13:30:00Z'), { start: '13:00', end: '15:00' }, 'UTC')?.toISOString()).toBe('2026-06-10T15:00:00.000Z');
    expect(quietHoursEnd(at('2026-06-10T15:00:00Z'), { start: '13:00', end: '15:00' }, 'UTC')).toBeNull();
    expect(quietHoursEnd(at('2026-06-10T21:00:00Z'), null, 'UTC')).toBeNull();
    // 23:00 NZST on Saturday 26 September; daylight saving starts at 02:00, so 07:00 is NZDT (+13).
    expect(quietHoursEnd(at('2026-09-26T11:00:00Z'), quiet, 'Pacific/Auckland')?.toISOString()).toBe('2026-09-26T18:00:00.000Z');
    expect(zonedInstant('2026-04-05', '07:00', 'Pacific/Auckland').toISOString()).toBe('2026-04-04T19:00:00.000Z');
  });

  it('skips reminders for a person who turned them off, and records it', async () => {
    await subscribe('rem-1');
    await api(player('rem-1'), 'put', '/api/notifications/settings', settings({ reminders: false }));
    const reminder = occasion('event-reminder:e12', [person('rem-1', { phone: '+64215550109' })], 'event-reminder');
    const chase = occasion('availability-reminder:e12', [person('rem-1', { phone: '+64215550109' })], 'availability-reminder');
    await notify(reminder);
    await notify(chase);
    await settle();
    expect(push.received).toHaveLength(0);
    expect(twilio.seen).toHaveLength(0);
    expect(await stored(reminder.key, 'rem-1')).toMatchObject({ status: 'skipped', channels: [], error: 'reminders are turned off' });
    expect((await stored(chase.key, 'rem-1')).status).toBe('skipped');
    // Other kinds still come.
    const moved = occasion('event-changed:e12', [person('rem-1')], 'event-changed');
    await notify(moved);
    await settle();
    expect(push.received).toHaveLength(1);
  });
});

describe('urgent team messages reach every player', () => {
  const sendMessage = async (body: object) =>
    request(built.app)
      .post('/api/teams/team-a/messages')
      .set(await identityHeaders(coachA))
      .send(body);

  beforeEach(() => {
    team.contacts['team-a'] = [person('player-a1', { phone: '+64215550201' }), person('player-a2', { email: 'player-a2@x.test' })];
    team.contactCalls.length = 0;
  });

  it('notifies each player once, even when the fan-out job runs twice', async () => {
    const sent = await sendMessage({ type: 'general', title: 'Pitch closed', message: 'Tonight is off: the pitch is waterlogged.', isUrgent: true });
    expect(sent.status).toBe(201);
    await settle();
    const key = `urgent-message:${sent.body.id}`;
    expect(twilio.seen.map((s) => s.form.To)).toEqual(['+64215550201']);
    expect(twilio.seen[0]!.form.Body).toContain('Urgent: Pitch closed');
    expect(mail.map((m) => m.to[0])).toEqual(['player-a2@x.test']);
    expect(await built.prisma.notification.count({ where: { key } })).toBe(2);
    expect((await built.outbox.get(key))?.doneAt).not.toBeNull();

    await built.outbox.enqueue(built.prisma, {
      topic: URGENT_MESSAGE_TOPIC,
      key: `again:${key}`,
      payload: { messageId: sent.body.id, teamId: 'team-a', senderId: coachA.userId, title: 'Pitch closed', message: 'Tonight is off.' },
    });
    expect(await built.outbox.runNow(`again:${key}`)).toMatchObject({ ran: true, ok: true, result: { queued: 0, duplicates: 2 } });
    await settle();
    expect(twilio.seen).toHaveLength(1);
    expect(mail).toHaveLength(1);
    expect(await built.prisma.notification.count({ where: { key } })).toBe(2);
  });

  it('survives a team-service outage: the message is kept and the players are notified on the retry', async () => {
    team.failContactCalls(true);
    const sent = await sendMessage({ type: 'urgent', title: 'Kick-off moved', message: 'Kick-off is now 2pm.' });
    expect(sent.status).toBe(201);
    await settle();
    const key = `urgent-message:${sent.body.id}`;
    expect((await built.outbox.get(key))?.lastError).toContain('unreachable');
    expect(twilio.seen).toHaveLength(0);
    team.failContactCalls(false);
    await built.outbox.runOnce();
    await settle();
    expect(twilio.seen.map((s) => s.form.To)).toEqual(['+64215550201']);
    expect(mail).toHaveLength(1);
    expect(await built.prisma.notification.count({ where: { key } })).toBe(2);
  });

  it('does not notify for a message that is not urgent', async () => {
    const sent = await sendMessage({ type: 'general', title: 'Kit day', message: 'Bring your kit bag.' });
    expect(sent.status).toBe(201);
    await settle();
    expect(team.contactCalls).toEqual([]);
    expect(await built.prisma.notification.count({ where: { key: `urgent-message:${sent.body.id}` } })).toBe(0);
  });
});

describe('REST: push key, subscriptions and settings', () => {
  it('answers the VAPID public key to anyone', async () => {
    expect((await api(null, 'get', '/api/notifications/push-key')).body).toEqual({ publicKey: VAPID.publicKey });
  });

  it('keeps one subscription per endpoint, for the user who last turned push on there', async () => {
    const browser = browserSubscription(push.origin, 'shared');
    await api(player('sub-1'), 'post', '/api/notifications/push-subscriptions', browser.json);
    await api(player('sub-1'), 'post', '/api/notifications/push-subscriptions', browser.json);
    expect(await built.prisma.pushSubscription.count({ where: { endpoint: browser.json.endpoint } })).toBe(1);
    expect((await api(player('sub-1'), 'get', '/api/notifications/settings')).body.pushDevices).toBe(1);
    await api(player('sub-2'), 'post', '/api/notifications/push-subscriptions', browser.json);
    expect((await built.prisma.pushSubscription.findUniqueOrThrow({ where: { endpoint: browser.json.endpoint } })).userId).toBe('sub-2');

    // Only the owner turns it off.
    expect((await api(player('sub-1'), 'delete', '/api/notifications/push-subscriptions', { endpoint: browser.json.endpoint })).status).toBe(204);
    expect(await built.prisma.pushSubscription.count({ where: { endpoint: browser.json.endpoint } })).toBe(1);
    expect((await api(player('sub-2'), 'delete', '/api/notifications/push-subscriptions', { endpoint: browser.json.endpoint })).status).toBe(204);
    expect(await built.prisma.pushSubscription.count({ where: { endpoint: browser.json.endpoint } })).toBe(0);
  });

  it('refuses a subscription that is not one, naming the field', async () => {
    const { json } = browserSubscription(push.origin, 'bad');
    const refused = async (body: object, field: string) => {
      const res = await api(player('sub-3'), 'post', '/api/notifications/push-subscriptions', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toContain(field);
    };
    await refused({ ...json, endpoint: 'ftp://push.example.test/x' }, 'endpoint');
    await refused({ ...json, endpoint: 'http://push.example.test/x' }, 'endpoint');
    await refused({ ...json, keys: { ...json.keys, p256dh: 'abc' } }, 'keys.p256dh');
    // Well formed, but not a point on the curve.
    await refused({ ...json, keys: { ...json.keys, p256dh: `B${'A'.repeat(86)}` } }, 'keys.p256dh');
    await refused({ ...json, keys: { ...json.keys, auth: 'short' } }, 'keys.auth');
    await refused({ endpoint: json.endpoint }, 'keys');
    expect(await built.prisma.pushSubscription.count({ where: { userId: 'sub-3' } })).toBe(0);
    expect((await api(null, 'post', '/api/notifications/push-subscriptions', json)).status).toBe(401);
  });

  it('takes only push services over https in production', async () => {
    const { json } = browserSubscription(push.origin, 'prod');
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      const identity = player('sub-4');
      await expect(built.notifications.subscribe(identity, json)).rejects.toThrow('endpoint');
      await expect(built.notifications.subscribe(identity, { ...json, endpoint: 'https://internal.example.test/x' })).rejects.toThrow('endpoint');
      await expect(built.notifications.subscribe(identity, { ...json, endpoint: 'https://fcm.googleapis.com/fcm/send/abc' })).resolves.toEqual({ ok: true });
    } finally {
      process.env.NODE_ENV = previous;
    }
  });

  it('answers the defaults, then saves settings and checks every field', async () => {
    const me = player('set-1');
    expect((await api(me, 'get', '/api/notifications/settings')).body).toEqual({
      push: true,
      sms: true,
      email: true,
      reminders: true,
      quietHours: null,
      timeZone: null,
      pushDevices: 0,
    });
    const saved = await api(
      me,
      'put',
      '/api/notifications/settings',
      settings({ sms: false, quietHours: { start: '21:30', end: '06:45' }, timeZone: 'pacific/auckland' }),
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      push: true,
      sms: false,
      email: true,
      reminders: true,
      quietHours: { start: '21:30', end: '06:45' },
      timeZone: 'Pacific/Auckland',
      pushDevices: 0,
    });
    expect((await api(me, 'get', '/api/notifications/settings')).body).toEqual(saved.body);

    const refused = async (body: object, field: string) => {
      const res = await api(me, 'put', '/api/notifications/settings', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toContain(field);
    };
    await refused(settings({ quietHours: { start: '25:00', end: '06:00' } }), 'quietHours.start');
    await refused(settings({ quietHours: { start: '22:00', end: '7am' } }), 'quietHours.end');
    await refused(settings({ quietHours: { start: '22:00', end: '22:00' } }), 'quietHours.end');
    await refused(settings({ timeZone: 'Mars/Olympus_Mons' }), 'timeZone');
    const { reminders: _reminders, ...withoutReminders } = settings({});
    await refused(withoutReminders, 'reminders');
    expect((await api(me, 'get', '/api/notifications/settings')).body).toEqual(saved.body);
    expect((await api(null, 'get', '/api/notifications/settings')).status).toBe(401);
  });
});

describe('VAPID configuration', () => {
  const pair = webpush.generateVAPIDKeys();

  it('takes both keys or neither, and checks they are one P-256 pair', () => {
    expect(vapidConfigFromEnv({})).toBeNull();
    expect(() => vapidConfigFromEnv({ VAPID_PUBLIC_KEY: pair.publicKey })).toThrow(/together/);
    expect(() => vapidConfigFromEnv({ VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: VAPID.privateKey })).toThrow(/does not belong/);
    expect(() => vapidConfigFromEnv({ VAPID_PUBLIC_KEY: 'not-a-key', VAPID_PRIVATE_KEY: pair.privateKey })).toThrow(/VAPID_PUBLIC_KEY/);
    expect(vapidConfigFromEnv({ VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey, PUBLIC_BASE_URL: 'https://hub.example.test' })).toEqual({
      ...pair,
      subject: 'https://hub.example.test',
    });
    expect(
      vapidConfigFromEnv({ ...{ VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey }, VAPID_SUBJECT: 'mailto:ops@hub.test' })?.subject,
    ).toBe('mailto:ops@hub.test');
  });

  it('checks the variables at start, never printing the private key', () => {
    expect(() =>
      checkEnvironment('messaging', { VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey, VAPID_SUBJECT: 'mailto:ops@hub.test' }),
    ).not.toThrow();
    let message = '';
    try {
      checkEnvironment('messaging', { VAPID_PUBLIC_KEY: pair.privateKey, VAPID_PRIVATE_KEY: 'x'.repeat(10), VAPID_SUBJECT: 'http://hub.test' });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toContain('VAPID_PUBLIC_KEY: must be a P-256 public key');
    expect(message).toContain('VAPID_PRIVATE_KEY: must be a P-256 private key');
    expect(message).toContain('VAPID_SUBJECT: must be a mailto: address or an https:// URL');
    expect(message).not.toContain('x'.repeat(10));
  });

  it('outside production without keys, generates a pair once and keeps it in the database', async () => {
    const saved = { public: process.env.VAPID_PUBLIC_KEY, private: process.env.VAPID_PRIVATE_KEY, env: process.env.NODE_ENV };
    delete process.env.VAPID_PUBLIC_KEY;
    delete process.env.VAPID_PRIVATE_KEY;
    try {
      const first = app({ vapid: undefined });
      const second = app({ vapid: undefined });
      others.push(first, second);
      const [a, b] = await Promise.all([request(first.app).get('/api/notifications/push-key'), request(second.app).get('/api/notifications/push-key')]);
      expect(a.body.publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
      expect(b.body.publicKey).toBe(a.body.publicKey);
      const restarted = app({ vapid: undefined });
      others.push(restarted);
      expect((await request(restarted.app).get('/api/notifications/push-key')).body.publicKey).toBe(a.body.publicKey);

      process.env.NODE_ENV = 'production';
      expect(await vapidSource(built.prisma, log)()).toBeNull();
    } finally {
      process.env.NODE_ENV = saved.env;
      if (saved.public !== undefined) process.env.VAPID_PUBLIC_KEY = saved.public;
      if (saved.private !== undefined) process.env.VAPID_PRIVATE_KEY = saved.private;
    }
  });
});
