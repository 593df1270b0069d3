import request from 'supertest';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HEADERS, messagingInternalClient } from '@rugby/contracts';
import { createLogger, internalServiceToken, setClock, type Database } from '@rugby/service-kit';
import { createTestDatabase, identityHeaders } from '@rugby/service-kit/testing';
import { buildApp } from '../src/app.ts';
import { SEND_INTERRUPTED } from '../src/domain/outbound.ts';
import { startFakeTwilio } from './fake-twilio.ts';
import { coachA, fakeTeamService, migrations } from './support.ts';

let db: Database;
let fakeTwilio: Awaited<ReturnType<typeof startFakeTwilio>>;
const team = fakeTeamService();
let built: ReturnType<typeof buildApp>;

beforeAll(async () => {
  db = await createTestDatabase('messaging_idempotency', migrations);
  fakeTwilio = await startFakeTwilio();
  built = buildApp({
    db,
    log: createLogger('messaging-idempotency-test'),
    team: team.client,
    smtp: null,
    retryDelayMs: 10,
    twilio: {
      accountSid: 'AC00000000000000000000000000000001',
      authToken: 'test-auth-token',
      fromNumber: '+15005550006',
      apiBaseUrl: fakeTwilio.url,
      timeoutMs: 2000,
      publicBaseUrl: 'https://rugby.example.test',
    },
    repeat: { waitMs: 1000, pollMs: 10, staleMs: 60_000 },
    outbox: { backoffMs: () => 0 },
  });
});
afterAll(async () => {
  await built.close();
  await fakeTwilio.close();
  await db.close();
});
beforeEach(() => fakeTwilio.reset());
afterEach(() => {
  setClock(null);
  team.failActivityCalls(false);
});

const sms = (key: string) => ({
  to: '+64215550400',
  body: 'Join us: https://rugby.example.test/join/abc',
  teamId: 'team-a',
  purpose: 'player-invitation',
  idempotencyKey: key,
});
const postSms = (body: object) => request(built.app).post('/internal/outbound/sms').set(HEADERS.serviceToken, internalServiceToken()).send(body);
const rowsOf = (key: string) => built.prisma.outboundMessage.findMany({ where: { idempotencyKey: key }, include: { attempts: true } });

describe('outbound SMS and e-mail with an idempotency key', () => {
  it('a repeat returns the stored result and does not contact Twilio again', async () => {
    const first = await postSms(sms('invitation:one'));
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ outboxId: expect.any(String), status: 'sent', error: null });
    const second = await postSms(sms('invitation:one'));
    expect(second.body).toEqual(first.body);
    expect(fakeTwilio.seen).toHaveLength(1);
    const rows = await rowsOf('invitation:one');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.attempts).toHaveLength(1);
    expect(rows[0]!.completedAt).toBeInstanceOf(Date);

    // A delivery callback later does not change what a repeat is told.
    await built.prisma.outboundMessage.update({ where: { id: first.body.outboxId }, data: { status: 'delivered' } });
    expect((await postSms(sms('invitation:one'))).body).toEqual(first.body);
    expect(fakeTwilio.seen).toHaveLength(1);
  });

  it('concurrent repeats (the first still waiting for Twilio) make one row and one provider call', async () => {
    fakeTwilio.reply({ status: 201, body: { sid: 'SM00000000000000000000000000000abc', status: 'queued' }, delayMs: 200 });
    const results = await Promise.all([0, 1, 2, 3].map(() => postSms(sms('invitation:race'))));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(results.map((r) => JSON.stringify(r.body))).size).toBe(1);
    expect(results[0]!.body).toMatchObject({ status: 'sent' });
    expect(fakeTwilio.seen).toHaveLength(1);
    expect(await rowsOf('invitation:race')).toHaveLength(1);
  });

  it('through the typed client, e-mail too; without a key every call is a new message (compatibility)', async () => {
    const client = messagingInternalClient({
      baseUrl: 'http://unused.invalid',
      token: internalServiceToken(),
      fetch: async (url, init) => {
        const path = new URL(String(url)).pathname;
        const res = await request(built.app)
          .post(path)
          .set(init!.headers as Record<string, string>)
          .send(JSON.parse(String(init!.body)));
        return new Response(res.text, { status: res.status, headers: { 'content-type': 'application/json' } });
      },
    });
    const email = {
      to: 'coach@example.test',
      subject: 'Join us',
      text: 'Hi',
      teamId: 'team-a',
      purpose: 'coach-invitation',
      idempotencyKey: 'invitation:mail',
    };
    const [a, b] = await Promise.all([client.sendEmail(email), client.sendEmail(email)]);
    expect(a).toEqual(b);
    expect(a.status).toBe('outbox'); // no SMTP configured here
    expect(await rowsOf('invitation:mail')).toHaveLength(1);

    const { idempotencyKey: _none, ...unkeyed } = sms('unused');
    await postSms(unkeyed);
    await postSms(unkeyed);
    expect(fakeTwilio.seen).toHaveLength(2);
  });

  it('a send cut off mid-way is never sent again: a repeat waits, answers 409 while it may still finish, then settles it as failed', async () => {
    const row = await built.prisma.outboundMessage.create({
      data: {
        channel: 'sms',
        to: '+64215550401',
        body: 'cut off',
        teamId: 'team-a',
        purpose: 'player-invitation',
        status: 'outbox',
        idempotencyKey: 'invitation:cut',
        createdAt: new Date(),
        updatedAt: new Date(),
      },
    });
    const busy = await postSms({ ...sms('invitation:cut'), to: '+64215550401' });
    expect(busy.status).toBe(409);
    expect(busy.body.error).toBe('IN_PROGRESS');
    setClock(new Date(Date.now() + 61_000));
    const settled = await postSms({ ...sms('invitation:cut'), to: '+64215550401' });
    expect(settled.body).toEqual({ outboxId: row.id, status: 'failed', error: SEND_INTERRUPTED });
    expect(fakeTwilio.seen).toHaveLength(0);
  });
});

describe('team activity through the outbox', () => {
  const sendMessage = async (title: string) =>
    request(built.app)
      .post('/api/teams/team-a/messages')
      .set(await identityHeaders(coachA))
      .send({ title, message: 'Body', type: 'general' });

  it('a message sent while the team service is down gets its activity line once the team service answers, exactly once', async () => {
    team.failActivityCalls(true);
    const res = await sendMessage('During outage');
    expect(res.status).toBe(201);
    expect(team.activities.some((a) => a.description === 'Message sent: During outage')).toBe(false);
    const key = `message-sent:${res.body.id}`;
    expect(await built.outbox.get(key)).toMatchObject({ topic: 'team.activity', doneAt: null, attempts: 1 });

    expect(await built.outbox.runOnce()).toMatchObject({ done: 0, failed: 1 });
    team.failActivityCalls(false);
    expect(await built.outbox.runOnce()).toEqual({ done: 1, failed: 0 });
    expect(await built.outbox.runOnce()).toEqual({ done: 0, failed: 0 });
    expect(team.activities.filter((a) => a.description === 'Message sent: During outage')).toEqual([
      { teamId: 'team-a', kind: 'message_sent', description: 'Message sent: During outage', status: 'completed' },
    ]);
    // A repeat with the same key (e.g. a lease taken over) records nothing new.
    await team.client.recordActivity('team-a', { kind: 'message_sent', description: 'Message sent: During outage', idempotencyKey: key });
    expect(team.activities.filter((a) => a.description === 'Message sent: During outage')).toHaveLength(1);
  });
});
