import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { SMTPServer } from 'smtp-server';
import twilio from 'twilio';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HEADERS, SERVER_ERRORS, type OutboundRecord } from '@rugby/contracts';
import { createLogger, internalServiceToken, type Database } from '@rugby/service-kit';
import { createTestDatabase } from '@rugby/service-kit/testing';
import { buildApp, type BuildOptions } from '../src/app.ts';
import { smtpConfigFromEnv } from '../src/providers/smtp.ts';
import { twilioConfigFromEnv, type TwilioConfig } from '../src/providers/twilio.ts';
import { startFakeTwilio, twilioError } from './fake-twilio.ts';
import { fakeTeamService, migrations } from './support.ts';

let db: Database;
const team = fakeTeamService();
const opened = new Map<string, ReturnType<typeof buildApp>>();
let fakeTwilio: Awaited<ReturnType<typeof startFakeTwilio>>;

const PUBLIC_BASE_URL = 'https://rugby.example.test';
const twilioConfig = (overrides: Partial<TwilioConfig> = {}): TwilioConfig => ({
  accountSid: 'AC00000000000000000000000000000001',
  authToken: 'test-auth-token',
  fromNumber: '+15005550006',
  apiBaseUrl: fakeTwilio.url,
  timeoutMs: 1000,
  publicBaseUrl: PUBLIC_BASE_URL,
  ...overrides,
});

/** One app per provider setup (named), sharing the test database. */
function app(name = 'no-provider', options: Partial<BuildOptions> = {}) {
  let built = opened.get(name);
  if (!built) {
    built = buildApp({ db, log: createLogger('messaging-test'), team: team.client, twilio: null, smtp: null, retryDelayMs: 10, ...options });
    opened.set(name, built);
  }
  return built.app;
}

const internal = (target: ReturnType<typeof app>, path: string, body: object) =>
  request(target).post(`/internal${path}`).set(HEADERS.serviceToken, internalServiceToken()).send(body);
const stored = async (target: ReturnType<typeof app>, id: string): Promise<OutboundRecord> =>
  (await request(target).get(`/internal/outbound/${id}`).set(HEADERS.serviceToken, internalServiceToken()).expect(200)).body;

const sms = { to: '+64215550211', body: 'Join Harbour City RFC: https://rugby.example.test/join/abc', teamId: 'team-a', purpose: 'player_invitation' };
const email = {
  to: 'new.coach@example.test',
  subject: 'Join Harbour City RFC Rugby Team',
  text: 'Hi Jordan, join us: https://rugby.example.test/join/abc\n\nAlex',
  teamId: 'team-a',
  purpose: 'coach_invitation',
};

beforeAll(async () => {
  db = await createTestDatabase('messaging_outbound', migrations);
  fakeTwilio = await startFakeTwilio();
});
afterAll(async () => {
  for (const built of opened.values()) await built.close();
  await fakeTwilio.close();
  await db.close();
});
beforeEach(() => fakeTwilio.reset());

describe('provider configuration from the environment', () => {
  it('needs credentials and a sender for Twilio, and a URL and sender for SMTP', () => {
    const creds = { TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 'token' };
    expect(twilioConfigFromEnv({})).toBeNull();
    expect(twilioConfigFromEnv(creds)).toBeNull();
    expect(
      twilioConfigFromEnv({
        ...creds,
        TWILIO_MESSAGING_SERVICE_SID: 'MG1',
        PUBLIC_BASE_URL: 'https://hub.example.test',
        TWILIO_API_BASE_URL: 'http://127.0.0.1:9',
      }),
    ).toEqual({
      accountSid: 'AC1',
      authToken: 'token',
      fromNumber: undefined,
      messagingServiceSid: 'MG1',
      apiBaseUrl: 'http://127.0.0.1:9',
      timeoutMs: 5000,
      publicBaseUrl: 'https://hub.example.test',
    });
    expect(smtpConfigFromEnv({ SMTP_URL: 'smtp://127.0.0.1:2525' })).toBeNull();
    expect(smtpConfigFromEnv({ SMTP_URL: 'smtp://127.0.0.1:2525', SMTP_FROM: 'hub@example.test' })).toEqual({
      url: 'smtp://127.0.0.1:2525',
      from: 'hub@example.test',
      timeoutMs: 5000,
    });
  });
});

describe('outbound with no provider configured', () => {
  it('keeps SMS and e-mail in the outbox with their content and an attempt', async () => {
    const target = app();
    const res = await internal(target, '/outbound/sms', sms);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ outboxId: expect.any(String), status: 'outbox', error: null });
    const row = await stored(target, res.body.outboxId);
    expect(row).toMatchObject({ channel: 'sms', to: sms.to, body: sms.body, teamId: 'team-a', purpose: 'player_invitation', status: 'outbox', provider: null });
    expect(row.attempts).toEqual([{ attempt: 1, status: 'outbox', error: null, createdAt: expect.any(String) }]);

    const mail = await internal(target, '/outbound/email', email);
    expect(mail.body.status).toBe('outbox');
    expect(await stored(target, mail.body.outboxId)).toMatchObject({ channel: 'email', subject: email.subject, body: email.text, status: 'outbox' });
  });

  it('requires the service token and valid input', async () => {
    const target = app();
    expect((await request(target).post('/internal/outbound/sms').send(sms)).status).toBe(401);
    expect((await request(target).post('/internal/outbound/sms').set(HEADERS.serviceToken, 'wrong-token-of-some-length').send(sms)).status).toBe(401);
    const bad = await internal(target, '/outbound/email', { ...email, to: 'not-an-address' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('to');
    expect(
      (await request(target).get('/internal/outbound/00000000-0000-4000-8000-000000000000').set(HEADERS.serviceToken, internalServiceToken())).status,
    ).toBe(404);
  });
});

describe('SMS through the twilio client (local fake API)', () => {
  it('sends, storing the provider message id and one attempt', async () => {
    const target = app('twilio', { twilio: twilioConfig() });
    const res = await internal(target, '/outbound/sms', sms);
    expect(res.body).toMatchObject({ status: 'sent', error: null });
    expect(fakeTwilio.seen).toHaveLength(1);
    const [call] = fakeTwilio.seen;
    expect(call!.path).toBe('/2010-04-01/Accounts/AC00000000000000000000000000000001/Messages.json');
    expect(call!.authorization).toBe(`Basic ${Buffer.from('AC00000000000000000000000000000001:test-auth-token').toString('base64')}`);
    expect(call!.form).toMatchObject({ To: sms.to, From: '+15005550006', Body: sms.body, StatusCallback: `${PUBLIC_BASE_URL}/api/webhooks/twilio/status` });
    const row = await stored(target, res.body.outboxId);
    expect(row).toMatchObject({ status: 'sent', provider: 'twilio', providerMessageId: expect.stringMatching(/^SM/) });
    expect(row.attempts.map((a) => a.status)).toEqual(['sent']);
  });

  it('uses a messaging service when one is configured', async () => {
    const target = app('twilio-messaging-service', {
      twilio: twilioConfig({ fromNumber: undefined, messagingServiceSid: 'MG00000000000000000000000000000001' }),
    });
    expect((await internal(target, '/outbound/sms', sms)).body.status).toBe('sent');
    expect(fakeTwilio.seen[0]!.form.MessagingServiceSid).toBe('MG00000000000000000000000000000001');
    expect(fakeTwilio.seen[0]!.form.From).toBeUndefined();
  });

  it('retries once after a 429 and records both attempts', async () => {
    fakeTwilio.reply(twilioError(429, 20429, 'Too Many Requests'));
    const target = app('twilio', { twilio: twilioConfig() });
    const res = await internal(target, '/outbound/sms', sms);
    expect(res.body.status).toBe('sent');
    expect(fakeTwilio.seen).toHaveLength(2);
    const row = await stored(target, res.body.outboxId);
    expect(row.attempts.map((a) => [a.attempt, a.status])).toEqual([
      [1, 'failed'],
      [2, 'sent'],
    ]);
    expect(row.attempts[0]!.error).toContain('429');
  });

  it('gives up after one retry of a 5xx', async () => {
    fakeTwilio.reply(twilioError(503, 20503, 'Service unavailable'), twilioError(500, 20500, 'Internal error'));
    const target = app('twilio', { twilio: twilioConfig() });
    const res = await internal(target, '/outbound/sms', sms);
    expect(res.body.status).toBe('failed');
    expect(res.body.error).toContain('500');
    expect(fakeTwilio.seen).toHaveLength(2);
    expect((await stored(target, res.body.outboxId)).attempts.map((a) => a.status)).toEqual(['failed', 'failed']);
  });

  it.each([
    [30034, 'Message from an Unregistered Number'],
    [30007, 'Message filtered'],
    [21610, 'Attempt to send to unsubscribed recipient'],
  ])('marks Twilio error %i as blocked by the carrier, without retrying', async (code, message) => {
    fakeTwilio.reply(twilioError(400, code, message));
    const target = app('twilio', { twilio: twilioConfig() });
    const res = await internal(target, '/outbound/sms', sms);
    expect(res.body).toMatchObject({ status: 'blocked', error: expect.stringContaining(String(code)) });
    expect(fakeTwilio.seen).toHaveLength(1);
    const row = await stored(target, res.body.outboxId);
    expect(row).toMatchObject({ status: 'blocked', provider: 'twilio' });
    expect(row.attempts.map((a) => a.status)).toEqual(['blocked']);
  });

  it('marks other Twilio errors as failed', async () => {
    fakeTwilio.reply(twilioError(400, 21211, "The 'To' number is not a valid phone number."));
    const res = await internal(app('twilio', { twilio: twilioConfig() }), '/outbound/sms', sms);
    expect(res.body).toMatchObject({ status: 'failed', error: expect.stringContaining('21211') });
    expect(fakeTwilio.seen).toHaveLength(1);
  });

  it('fails on a timeout without a second send', async () => {
    fakeTwilio.reply({ status: 201, body: { sid: 'SMlate', status: 'queued' }, delayMs: 1500 });
    const target = app('twilio-short-timeout', { twilio: twilioConfig({ timeoutMs: 200 }) });
    const res = await internal(target, '/outbound/sms', sms);
    expect(res.body.status).toBe('failed');
    expect(res.body.error).toMatch(/timeout/i);
    expect(fakeTwilio.seen).toHaveLength(1);
    expect((await stored(target, res.body.outboxId)).attempts).toHaveLength(1);
  });
});

describe('Twilio delivery-status callback', () => {
  const path = '/api/webhooks/twilio/status';
  const signed = (params: Record<string, string>, token = 'test-auth-token') => twilio.getExpectedTwilioSignature(token, `${PUBLIC_BASE_URL}${path}`, params);
  const callback = (target: ReturnType<typeof app>, params: Record<string, string>, signature?: string) => {
    const req = request(target).post(path).type('form').send(params);
    return signature === undefined ? req : req.set('X-Twilio-Signature', signature);
  };

  it('validates the signature and records a carrier block on the outbox and the team activity', async () => {
    const target = app('twilio', { twilio: twilioConfig() });
    const sent = await internal(target, '/outbound/sms', sms);
    const sid = (await stored(target, sent.body.outboxId)).providerMessageId!;
    const params = { MessageSid: sid, MessageStatus: 'undelivered', ErrorCode: '30034', To: sms.to, AccountSid: 'AC00000000000000000000000000000001' };

    expect((await callback(target, params)).status).toBe(403);
    expect((await callback(target, params, signed(params, 'another-token'))).status).toBe(403);
    expect((await callback(target, { ...params, ErrorCode: '30003' }, signed(params))).status).toBe(403);
    expect((await stored(target, sent.body.outboxId)).status).toBe('sent');

    const ok = await callback(target, params, signed(params));
    expect(ok.status).toBe(204);
    expect(await stored(target, sent.body.outboxId)).toMatchObject({ status: 'blocked', error: expect.stringContaining('30034') });
    const blockedActivity = {
      teamId: 'team-a',
      kind: 'sms_blocked',
      description: `SMS to ${sms.to} blocked by carrier - share the link instead`,
      status: 'failed',
    };
    expect(team.activities).toContainEqual(blockedActivity);
    expect((await callback(target, params, signed(params))).status).toBe(204);
    expect(team.activities.filter((a) => a.kind === 'sms_blocked')).toHaveLength(1);
  });

  it('records delivery, and refuses callbacks when Twilio is not configured', async () => {
    const target = app('twilio', { twilio: twilioConfig() });
    const sent = await internal(target, '/outbound/sms', sms);
    const sid = (await stored(target, sent.body.outboxId)).providerMessageId!;
    const delivered = { MessageSid: sid, MessageStatus: 'delivered', To: sms.to };
    expect((await callback(target, delivered, signed(delivered))).status).toBe(204);
    expect((await stored(target, sent.body.outboxId)).status).toBe('delivered');
    // A late or repeated callback does not undo a delivery.
    const late = { MessageSid: sid, MessageStatus: 'sent', To: sms.to };
    expect((await callback(target, late, signed(late))).status).toBe(204);
    expect((await stored(target, sent.body.outboxId)).status).toBe('delivered');

    const other = await internal(target, '/outbound/sms', { ...sms, to: '+64215550299' });
    const otherSid = (await stored(target, other.body.outboxId)).providerMessageId!;
    const undelivered = { MessageSid: otherSid, MessageStatus: 'undelivered', ErrorCode: '30003', To: '+64215550299' };
    expect((await callback(target, undelivered, signed(undelivered))).status).toBe(204);
    expect((await stored(target, other.body.outboxId)).status).toBe('undelivered');
    expect(team.activities.at(-1)).toEqual({
      teamId: 'team-a',
      kind: 'sms_undelivered',
      description: 'SMS to +64215550299 was not delivered - share the link instead',
      status: 'failed',
    });

    expect((await callback(app(), delivered, signed(delivered))).status).toBe(403);
  });
});

describe('e-mail through SMTP (local smtp-server)', () => {
  const received: Array<{ from: string; to: string[]; raw: string }> = [];
  let smtp: SMTPServer;
  let port: number;

  beforeAll(async () => {
    smtp = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo(address, _session, cb) {
        if (address.address.endsWith('@rejected.test')) {
          const err = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
          return cb(err);
        }
        cb();
      },
      onData(stream, session, cb) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => {
          raw += chunk.toString();
        });
        stream.on('end', () => {
          received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address), raw });
          cb();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    port = (smtp.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  const smtpConfig = () => ({ url: `smtp://127.0.0.1:${port}`, from: 'Rugby Hub <no-reply@rugby.example.test>', timeoutMs: 2000 });

  it('sends and stores the result', async () => {
    const target = app('smtp', { smtp: smtpConfig() });
    const res = await internal(target, '/outbound/email', email);
    expect(res.body).toMatchObject({ status: 'sent', error: null });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: 'no-reply@rugby.example.test', to: [email.to] });
    expect(received[0]!.raw).toContain('Subject: Join Harbour City RFC Rugby Team');
    expect(received[0]!.raw).toContain('rugby.example.test/join/abc');
    const row = await stored(target, res.body.outboxId);
    expect(row).toMatchObject({ status: 'sent', provider: 'smtp', providerMessageId: expect.stringContaining('@') });
    expect(row.attempts.map((a) => a.status)).toEqual(['sent']);
  });

  it('stores the failure when the server rejects the recipient or is unreachable', async () => {
    const target = app('smtp', { smtp: smtpConfig() });
    const rejected = await internal(target, '/outbound/email', { ...email, to: 'someone@rejected.test' });
    expect(rejected.body).toMatchObject({ status: 'failed', error: expect.stringContaining('550') });
    const row = await stored(target, rejected.body.outboxId);
    expect(row).toMatchObject({ status: 'failed', provider: 'smtp' });
    expect(row.attempts).toEqual([expect.objectContaining({ attempt: 1, status: 'failed', error: expect.stringContaining('Mailbox unavailable') })]);

    const down = await internal(app('smtp-down', { smtp: { ...smtpConfig(), url: 'smtp://127.0.0.1:1' } }), '/outbound/email', email);
    expect(down.body.status).toBe('failed');
  });
});

describe("a team's daily SMS quota", () => {
  it('is shared by replicas: past it an SMS is not sent and fails with the share-the-link message', async () => {
    const quota = { twilio: twilioConfig(), smsPerTeamPerDay: 2 };
    const replicas = [app('quota-replica-1', quota), app('quota-replica-2', quota)];
    const ours = { ...sms, teamId: 'team-with-quota' };
    const results = [];
    for (let i = 0; i < 3; i++) results.push((await internal(replicas[i % 2]!, '/outbound/sms', { ...ours, idempotencyKey: `quota-${i}` })).body);
    expect(results.map((r) => r.status)).toEqual(['sent', 'sent', 'failed']);
    expect(results[2].error).toBe(SERVER_ERRORS.smsQuota(2));
    expect(fakeTwilio.seen).toHaveLength(2);
    // The repeat of the refused key answers the same, still without calling Twilio; another team sends.
    expect((await internal(replicas[0]!, '/outbound/sms', { ...ours, idempotencyKey: 'quota-2' })).body.status).toBe('failed');
    expect((await internal(replicas[1]!, '/outbound/sms', { ...sms, teamId: 'another-team' })).body.status).toBe('sent');
    expect(fakeTwilio.seen).toHaveLength(3);
  });
});
