import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { COPY, HEADERS, LIMITS, messagingInternalClient, TEAM_ERRORS, invitationViewSchema } from '@rugby/contracts';
import { setClock } from '@rugby/service-kit';
import { asSession, fakeMessaging, joinAndSignIn, joinBodyFor, registerCoach, sessionTokenFrom, startTestApp, type TestApp } from './helpers.ts';

const DAY = 24 * 60 * 60 * 1000;
const messaging = fakeMessaging();
let t: TestApp;
let coach: Awaited<ReturnType<typeof registerCoach>>;
let rival: Awaited<ReturnType<typeof registerCoach>>;
let player: Awaited<ReturnType<typeof joinAndSignIn>>;

beforeAll(async () => {
  t = await startTestApp({ messaging, invitationLimits: { points: 1000, durationSeconds: 600 } });
  coach = await registerCoach(t.app, 'Invite Club');
  rival = await registerCoach(t.app, 'Rival Club');
  player = await joinAndSignIn(t.app, coach.inviteCode, { firstName: 'Existing', lastName: 'Player' });
});
afterAll(() => t.stop());
afterEach(() => {
  setClock(null);
  messaging.status = 'outbox';
});

const invitePlayer = (body: Record<string, unknown>, headers = coach.headers) =>
  request(t.app).post('/api/invitations/create').set(headers).set('X-Forwarded-Proto', 'https').set('X-Forwarded-Host', 'rugby.example').send(body);
const inviteCoach = (body: Record<string, unknown>, headers = coach.headers) =>
  request(t.app).post('/api/invitations/create-coach').set(headers).set('X-Forwarded-Proto', 'https').set('X-Forwarded-Host', 'rugby.example').send(body);
const codeOf = (link: string) => link.split('/join/')[1]!;

describe('POST /api/invitations/create', () => {
  it('creates a single-use 14-day invitation, sends the SMS through messaging and records a pending activity', async () => {
    const sent = messaging.sms.length;
    const res = await invitePlayer({ playerName: 'Sione Fale', playerPhone: '+64 21 555 7777', playerEmail: 'Sione@Example.test', position: 'center' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ message: 'Invitation link created for Sione Fale', smsSent: false, smsStatus: 'outbox' });
    expect(res.body.inviteLink).toMatch(/^https:\/\/rugby\.example\/join\/[A-Za-z0-9_-]{32}$/);
    const code = codeOf(res.body.inviteLink);
    expect(Buffer.from(code, 'base64url').length * 8).toBeGreaterThanOrEqual(128);

    const row = await t.prisma.invitation.findUniqueOrThrow({ where: { code } });
    expect(messaging.sms.slice(sent)).toEqual([
      {
        to: '+64 21 555 7777',
        body: expect.stringContaining(res.body.inviteLink),
        teamId: coach.teamId,
        purpose: 'player-invitation',
        idempotencyKey: `invitation:${row.id}`,
      },
    ]);
    expect(messaging.sms.at(-1)!.body).toContain('Invite Club');

    expect(row).toMatchObject({
      teamId: coach.teamId,
      kind: 'player',
      name: 'Sione Fale',
      phone: '+64 21 555 7777',
      email: 'sione@example.test',
      position: 'center',
      role: 'player',
      invitedBy: coach.user.id,
      usedAt: null,
      deliveryStatus: 'outbox',
      outboxId: expect.any(String),
    });
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(LIMITS.invitationValidDays * DAY);
    const activity = await t.prisma.activity.findFirstOrThrow({ where: { invitationId: row.id } });
    expect(activity).toMatchObject({ description: 'Invited Sione Fale (Center)', status: 'pending', teamId: coach.teamId });
  });

  it('reports each SMS outcome; an outage or a carrier block still returns the link', async () => {
    messaging.status = 'sent';
    const sent = await invitePlayer({ playerName: 'Ana Sent', playerPhone: '+64 21 1' });
    expect(sent.body).toMatchObject({ message: 'Invitation sent to Ana Sent by SMS', smsSent: true, smsStatus: 'sent' });

    messaging.status = 'blocked';
    const blocked = await invitePlayer({ playerName: 'Ben Blocked', playerPhone: '+64 21 2' });
    expect(blocked.status).toBe(201);
    expect(blocked.body).toMatchObject({ message: 'SMS Blocked - Link Ready: share the link with Ben Blocked', smsSent: false, smsStatus: 'blocked' });
    expect(blocked.body.message.startsWith(COPY.invitations.smsBlockedTitle)).toBe(true);

    messaging.status = 'down';
    const down = await invitePlayer({ playerName: 'Cy Down', playerPhone: '+64 21 3' });
    expect(down.status).toBe(201);
    expect(down.body).toMatchObject({ smsSent: false, smsStatus: 'failed' });
    expect(down.body.message).toContain('Invitation link created for Cy Down');
    const kept = await t.prisma.invitation.findUniqueOrThrow({ where: { code: codeOf(down.body.inviteLink) } });
    expect(kept).toMatchObject({ deliveryStatus: 'failed', outboxId: null, usedAt: null });
    // The link works although the SMS never left.
    expect((await request(t.app).get(`/api/invitations/${kept.code}`)).status).toBe(200);

    const failures = await t.prisma.activity.findMany({ where: { teamId: coach.teamId, status: 'failed' }, orderBy: { createdAt: 'asc' } });
    expect(failures.map((a) => a.description)).toEqual([
      'SMS to Ben Blocked blocked by carrier - share the link instead',
      'SMS to Cy Down could not be sent - share the link instead',
    ]);
  });

  it('validates with the form copy and names the field; nothing is created', async () => {
    const before = await t.prisma.invitation.count();
    for (const [body, message] of [
      [{ playerPhone: '+64 21 1' }, 'playerName: Please provide player name and phone number'],
      [{ playerName: 'No Phone' }, 'playerPhone: Please provide player name and phone number'],
      [{ playerName: '  ', playerPhone: '+64 21 1' }, 'playerName: Please provide player name and phone number'],
      [{ playerName: 'A', playerPhone: '1', playerEmail: 'nope' }, 'playerEmail must be a valid email address'],
      [{ playerName: 'A', playerPhone: '1', position: 'goalkeeper' }, 'position must be one of'],
    ] as const) {
      const res = await invitePlayer(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toContain(message);
    }
    expect(await t.prisma.invitation.count()).toBe(before);
  });

  it('401 anonymous, 403 player, 403 for another team; PUBLIC_BASE_URL wins over the request origin', async () => {
    const body = { playerName: 'Nobody', playerPhone: '+64 21 9' };
    expect((await request(t.app).post('/api/invitations/create').send(body)).status).toBe(401);
    expect((await invitePlayer(body, player.headers)).status).toBe(403);
    const foreign = await invitePlayer({ ...body, teamId: coach.teamId }, rival.headers);
    expect(foreign.status).toBe(403);
    expect(await t.prisma.invitation.count({ where: { name: 'Nobody' } })).toBe(0);
    const own = await invitePlayer({ ...body, teamId: rival.teamId }, rival.headers);
    expect(own.status).toBe(201);
    expect((await t.prisma.invitation.findUniqueOrThrow({ where: { code: codeOf(own.body.inviteLink) } })).teamId).toBe(rival.teamId);

    const configured = await startTestApp({ messaging: fakeMessaging(), publicBaseUrl: 'https://app.rugby.example/' });
    try {
      const c = await registerCoach(configured.app, 'Configured');
      const res = await request(configured.app).post('/api/invitations/create').set(c.headers).set('X-Forwarded-Host', 'evil.example').send(body);
      expect(res.body.inviteLink).toMatch(/^https:\/\/app\.rugby\.example\/join\/[A-Za-z0-9_-]+$/);
    } finally {
      await configured.stop();
    }
  });

  it('refuses a full team with 409 and a clear message', async () => {
    await t.prisma.team.update({ where: { id: coach.teamId }, data: { maxPlayers: 1 } });
    try {
      const res = await invitePlayer({ playerName: 'One Too Many', playerPhone: '+64 21 4' });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(TEAM_ERRORS.teamFull(1));
      expect(await t.prisma.invitation.count({ where: { name: 'One Too Many' } })).toBe(0);
    } finally {
      await t.prisma.team.update({ where: { id: coach.teamId }, data: { maxPlayers: 35 } });
    }
  });

  it('limits invitations per coach with 429, Retry-After and a clear message (coach invitations count too)', async () => {
    const limited = await startTestApp({ messaging: fakeMessaging(), invitationLimits: { points: 2, durationSeconds: 600 } });
    try {
      const a = await registerCoach(limited.app, 'Busy Club');
      const b = await registerCoach(limited.app, 'Calm Club');
      const body = { playerName: 'P', playerPhone: '+64 21 5' };
      expect((await request(limited.app).post('/api/invitations/create').set(a.headers).send(body)).status).toBe(201);
      expect(
        (await request(limited.app).post('/api/invitations/create-coach').set(a.headers).send({ coachName: 'C', coachEmail: 'c@example.test' })).status,
      ).toBe(201);
      const third = await request(limited.app).post('/api/invitations/create').set(a.headers).send(body);
      expect(third.status).toBe(429);
      expect(third.body.message).toBe(TEAM_ERRORS.tooManyInvitations);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
      expect(await limited.prisma.invitation.count({ where: { invitedBy: a.user.id } })).toBe(2);
      // Another coach has their own budget.
      expect((await request(limited.app).post('/api/invitations/create').set(b.headers).send(body)).status).toBe(201);
    } finally {
      await limited.stop();
    }
  });

  it('talks to the messaging service over its real internal client', async () => {
    const received: Array<{ path: string; token: string | undefined; body: unknown }> = [];
    const server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => {
        raw += c;
      });
      req.on('end', () => {
        received.push({ path: req.url ?? '', token: req.headers[HEADERS.serviceToken] as string | undefined, body: JSON.parse(raw) });
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ outboxId: 'ob-1', status: 'sent', error: null }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const wired = await startTestApp({
      messaging: messagingInternalClient({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, token: 'svc-token' }),
    });
    try {
      const c = await registerCoach(wired.app, 'Wired Club');
      const res = await request(wired.app).post('/api/invitations/create').set(c.headers).send({ playerName: 'Wire Test', playerPhone: '+64 21 6' });
      expect(res.body).toMatchObject({ smsSent: true, smsStatus: 'sent' });
      expect(received).toEqual([
        {
          path: '/internal/outbound/sms',
          token: 'svc-token',
          body: {
            to: '+64 21 6',
            body: expect.stringContaining('/join/'),
            teamId: c.teamId,
            purpose: 'player-invitation',
            idempotencyKey: expect.stringMatching(/^invitation:/),
          },
        },
      ]);
    } finally {
      await wired.stop();
      server.close();
    }
  });
});

describe('POST /api/invitations/create-coach', () => {
  it('e-mails the invitation signed by the coach and lists the coach as pending on the dashboard', async () => {
    const res = await inviteCoach({ coachName: 'Fitz Trainer', coachEmail: 'Fitz@Example.test', role: 'fitness_trainer' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ message: 'Invitation link created for Fitz Trainer', emailSent: false, emailStatus: 'outbox' });
    expect(res.body.inviteLink).toMatch(/^https:\/\/rugby\.example\/join\/[A-Za-z0-9_-]{32}$/);
    const email = messaging.emails.at(-1)!;
    const me = await t.prisma.user.findUniqueOrThrow({ where: { id: coach.user.id } });
    expect(email).toMatchObject({ to: 'fitz@example.test', subject: 'Join Invite Club Rugby Team', teamId: coach.teamId, purpose: 'coach-invitation' });
    expect(email.text).toContain(res.body.inviteLink);
    expect(email.text).toContain('Fitness Trainer');
    expect(email.text.trim().split('\n').slice(-2)).toEqual([`${me.firstName} ${me.lastName}`, 'Invite Club']);

    const dash = await request(t.app).get('/api/coaches/dashboard').set(coach.headers);
    const pending = dash.body.coaches.filter((c: { status: string }) => c.status === 'pending');
    expect(pending).toEqual([{ id: expect.any(String), name: 'Fitz Trainer', email: 'fitz@example.test', role: 'fitness_trainer', status: 'pending' }]);
    expect(dash.body.recentActivity[0]).toMatchObject({ description: 'Invited Fitz Trainer to the coaching staff (Fitness Trainer)', status: 'pending' });

    messaging.status = 'sent';
    const sent = await inviteCoach({ coachName: 'Ava Analyst', coachEmail: 'ava@example.test', role: 'analyst' });
    expect(sent.body).toMatchObject({ message: 'Invitation sent to Ava Analyst by email', emailSent: true, emailStatus: 'sent' });
  });

  it('defaults the role to assistant_coach, and a new invitation replaces an open one for the same address', async () => {
    // The first is older than the window in which the same invitation counts as a client's retry (see invitation-outbox.test.ts).
    setClock(new Date(Date.now() - 16 * 60 * 1000));
    const first = await inviteCoach({ coachName: 'Asa Assist', coachEmail: 'asa@example.test' });
    setClock(null);
    const second = await inviteCoach({ coachName: 'Asa Assist', coachEmail: 'ASA@example.test', role: '' });
    expect(second.status).toBe(201);
    const rows = await t.prisma.invitation.findMany({ where: { email: 'asa@example.test' }, orderBy: { createdAt: 'asc' } });
    expect(rows.map((r) => r.role)).toEqual(['assistant_coach', 'assistant_coach']);
    expect((await request(t.app).get(`/api/invitations/${codeOf(first.body.inviteLink)}`)).status).toBe(404);
    const dash = await request(t.app).get('/api/coaches/dashboard').set(coach.headers);
    expect(dash.body.coaches.filter((c: { email: string }) => c.email === 'asa@example.test')).toHaveLength(1);
  });

  it('validates with the form copy; refuses staff already on the team; 401/403 for others', async () => {
    for (const [body, message] of [
      [{ coachEmail: 'x@example.test' }, 'coachName: Please provide coach name and email'],
      [{ coachName: 'X' }, 'coachEmail: Please provide coach name and email'],
      [{ coachName: 'X', coachEmail: 'not-mail' }, 'coachEmail must be a valid email address'],
      [{ coachName: 'X', coachEmail: 'x@example.test', role: 'head_coach' }, 'role must be one of: assistant_coach, fitness_trainer, skills_coach, analyst'],
    ] as const) {
      const res = await inviteCoach(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toContain(message);
    }
    const self = await inviteCoach({ coachName: 'Me', coachEmail: coach.email });
    expect(self.status).toBe(409);
    expect(self.body.message).toBe(TEAM_ERRORS.alreadyOnStaff);

    const body = { coachName: 'Ghost', coachEmail: 'ghost@example.test' };
    expect((await request(t.app).post('/api/invitations/create-coach').send(body)).status).toBe(401);
    expect((await inviteCoach(body, player.headers)).status).toBe(403);
    expect((await inviteCoach({ ...body, teamId: coach.teamId }, rival.headers)).status).toBe(403);
    expect(await t.prisma.invitation.count({ where: { email: 'ghost@example.test' } })).toBe(0);
  });
});

describe('GET /api/invitations/:inviteCode', () => {
  it('shows a player invitation with its team, inviter and prefill', async () => {
    const created = await invitePlayer({ playerName: 'View Me', playerPhone: '+64 21 8', playerEmail: 'view@example.test', position: 'hooker' });
    const res = await request(t.app).get(`/api/invitations/${codeOf(created.body.inviteLink)}`);
    expect(res.status).toBe(200);
    const me = await t.prisma.user.findUniqueOrThrow({ where: { id: coach.user.id } });
    expect(invitationViewSchema.parse(res.body)).toEqual({
      kind: 'player',
      team: { name: 'Invite Club', playerCount: 1 },
      invitedBy: { firstName: me.firstName, lastName: me.lastName },
      playerName: 'View Me',
      playerEmail: 'view@example.test',
      playerPhone: '+64 21 8',
      position: 'hooker',
      role: 'player',
    });
  });

  it("treats the team's reusable code as kind 'team' invited by the head coach", async () => {
    const res = await request(t.app).get(`/api/invitations/${coach.inviteCode}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      kind: 'team',
      team: { name: 'Invite Club', playerCount: 1 },
      invitedBy: { firstName: 'Pat' },
      playerName: null,
      position: null,
      role: 'player',
    });
  });

  it('answers 404 with the spec text for unknown and expired codes', async () => {
    const unknown = await request(t.app).get('/api/invitations/not-a-real-code');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(COPY.invitations.invalidText);
    const created = await invitePlayer({ playerName: 'Late Comer', playerPhone: '+64 21 8' });
    setClock(new Date(Date.now() + 15 * DAY));
    const expired = await request(t.app).get(`/api/invitations/${codeOf(created.body.inviteLink)}`);
    expect(expired.status).toBe(404);
    expect(expired.body.message).toBe(COPY.invitations.invalidText);
  });
});

describe('POST /api/invitations/:inviteCode/join', () => {
  it('creates the player from a named invitation, uses it once and records the join; no session', async () => {
    const created = await invitePlayer({ playerName: 'Tui Named', playerPhone: '+64 21 7', position: 'prop' });
    const code = codeOf(created.body.inviteLink);
    const body = joinBodyFor({ firstName: 'Tui', lastName: 'Named', position: '', phone: '', height: '190', weight: 120 });
    const res = await request(t.app).post(`/api/invitations/${code}/join`).send(body);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: 'Welcome to Invite Club! Please log in with your new account.', teamId: coach.teamId, userId: expect.any(String) });
    expect(sessionTokenFrom(res)).toBeNull();

    const user = await t.prisma.user.findUniqueOrThrow({ where: { id: res.body.userId }, include: { memberships: true, credential: true } });
    expect(user).toMatchObject({
      email: body.email,
      firstName: 'Tui',
      lastName: 'Named',
      userType: 'player',
      position: 'prop',
      phone: '+64 21 7',
      height: 190,
      weight: 120,
    });
    expect(user.memberships).toMatchObject([{ teamId: coach.teamId, role: 'player', status: 'active' }]);
    expect(user.credential?.passwordHash.startsWith('$argon2id$')).toBe(true);
    const invitation = await t.prisma.invitation.findUniqueOrThrow({ where: { code } });
    expect(invitation).toMatchObject({ usedBy: user.id, usedAt: expect.any(Date) });
    const activities = await t.prisma.activity.findMany({ where: { invitationId: invitation.id }, orderBy: { createdAt: 'asc' } });
    expect(activities.map((a) => [a.description, a.status])).toEqual([
      ['Invited Tui Named (Prop)', 'completed'],
      ['Tui Named joined the team', 'completed'],
    ]);

    // The new account signs in and sees its team.
    const login = await request(t.app).post('/api/auth/login').send({ email: body.email, password: body.password });
    expect(login.status).toBe(200);
    const team = await request(t.app)
      .get('/api/player/team')
      .set(await asSession(t.app, sessionTokenFrom(login)!));
    expect(team.body).toEqual({ teamId: coach.teamId });

    const again = await request(t.app).post(`/api/invitations/${code}/join`).send(joinBodyFor());
    expect(again.status).toBe(410);
    expect(again.body.message).toBe(COPY.invitations.invalidText);
    expect((await request(t.app).get(`/api/invitations/${code}`)).status).toBe(404);
  });

  it('lets only one of two simultaneous joins use a named invitation', async () => {
    const created = await invitePlayer({ playerName: 'Race', playerPhone: '+64 21 7' });
    const code = codeOf(created.body.inviteLink);
    const results = await Promise.all([0, 1].map(() => request(t.app).post(`/api/invitations/${code}/join`).send(joinBodyFor())));
    expect(results.map((r) => r.status).sort()).toEqual([201, 410]);
    expect(await t.prisma.user.count({ where: { id: { in: results.map((r) => r.body.userId).filter(Boolean) } } })).toBe(1);
  });

  it('joins the staff from a coach invitation with the invited role; the dashboard shows them active', async () => {
    const created = await inviteCoach({ coachName: 'Sky Skills', coachEmail: 'sky@example.test', role: 'skills_coach' });
    const view = await request(t.app).get(`/api/invitations/${codeOf(created.body.inviteLink)}`);
    expect(view.body).toMatchObject({ kind: 'coach', playerName: 'Sky Skills', playerEmail: 'sky@example.test', role: 'skills_coach' });
    const joined = await joinAndSignIn(t.app, codeOf(created.body.inviteLink), {
      firstName: 'Sky',
      lastName: 'Skills',
      email: 'sky@example.test',
      position: 'wing',
      height: 180,
    });
    const user = await t.prisma.user.findUniqueOrThrow({ where: { id: joined.userId }, include: { coachProfile: true } });
    expect(user).toMatchObject({ userType: 'coach', position: null, height: null });
    expect(user.coachProfile).not.toBeNull();

    const dash = await request(t.app).get('/api/coaches/dashboard').set(coach.headers);
    expect(dash.body.coaches.filter((c: { email: string }) => c.email === 'sky@example.test')).toEqual([
      { id: joined.userId, name: 'Sky Skills', email: 'sky@example.test', role: 'skills_coach', status: 'active' },
    ]);
    expect(dash.body.recentActivity[0]).toMatchObject({ description: 'Sky Skills joined the coaching staff', status: 'completed' });
    expect(dash.body.team.playerCount).toBe(dash.body.players.length);
    // The new staff member works the same team.
    const theirs = await request(t.app).get('/api/coaches/dashboard').set(joined.headers);
    expect(theirs.body.team.id).toBe(coach.teamId);
  });

  it('a coach invitation is for the invited address only: another e-mail gets 403 and the invitation stays open', async () => {
    const created = await inviteCoach({ coachName: 'Lee Analyst', coachEmail: 'lee@example.test', role: 'analyst' });
    const code = codeOf(created.body.inviteLink);
    const other = await request(t.app)
      .post(`/api/invitations/${code}/join`)
      .send(joinBodyFor({ email: 'holder-of-the-link@example.test' }));
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(TEAM_ERRORS.coachInvitationEmail);
    expect(await t.prisma.user.count({ where: { email: 'holder-of-the-link@example.test' } })).toBe(0);
    const joined = await request(t.app)
      .post(`/api/invitations/${code}/join`)
      .send(joinBodyFor({ email: ' LEE@example.test ' }));
    expect(joined.status).toBe(201);
  });

  it('never attaches an existing account: 409 with the spec-style text, invitation stays open', async () => {
    const created = await invitePlayer({ playerName: 'Taken', playerPhone: '+64 21 7' });
    const code = codeOf(created.body.inviteLink);
    const res = await request(t.app)
      .post(`/api/invitations/${code}/join`)
      .send(joinBodyFor({ email: coach.email.toUpperCase() }));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(TEAM_ERRORS.joinEmailTaken);
    expect((await t.prisma.invitation.findUniqueOrThrow({ where: { code } })).usedAt).toBeNull();
    expect(await t.prisma.membership.count({ where: { teamId: coach.teamId, userId: coach.user.id } })).toBe(1);
  });

  it('refuses unknown (404) and expired (410) codes and a full team (409)', async () => {
    const unknown = await request(t.app).post('/api/invitations/nothing-here/join').send(joinBodyFor());
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(COPY.invitations.invalidText);

    const created = await invitePlayer({ playerName: 'Too Late', playerPhone: '+64 21 7' });
    setClock(new Date(Date.now() + LIMITS.invitationValidDays * DAY + 60_000));
    const late = await request(t.app)
      .post(`/api/invitations/${codeOf(created.body.inviteLink)}/join`)
      .send(joinBodyFor());
    expect(late.status).toBe(410);
    expect(late.body.message).toBe(COPY.invitations.invalidText);
    setClock(null);

    const full = await registerCoach(t.app, 'Tiny Club');
    await t.prisma.team.update({ where: { id: full.teamId }, data: { maxPlayers: 1 } });
    await joinAndSignIn(t.app, full.inviteCode);
    const body = joinBodyFor();
    const res = await request(t.app).post(`/api/invitations/${full.inviteCode}/join`).send(body);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(TEAM_ERRORS.teamFull(1));
    expect(await t.prisma.user.count({ where: { email: body.email } })).toBe(0);
  });

  it('validates the join form with messages naming the field', async () => {
    for (const [overrides, message] of [
      [{ firstName: '' }, 'firstName is required'],
      [{ lastName: undefined }, 'lastName is required'],
      [{ email: 'nope' }, 'email must be a valid email address'],
      [{ password: 'abc' }, 'password must be at least 6 characters'],
      [{ weight: 'heavy' }, 'weight must be a number'],
      [{ position: 'striker' }, 'position must be one of'],
    ] as const) {
      const res = await request(t.app).post(`/api/invitations/${coach.inviteCode}/join`).send(joinBodyFor(overrides));
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect(res.body.message).toContain(message);
    }
  });
});

describe('GraphQL', () => {
  const gql = (query: string, variables: object, headers: Record<string, string> = {}) =>
    request(t.app).post('/graphql').set(headers).send({ query, variables });

  it("shows Team.inviteCode to the team's coaches only", async () => {
    const query = 'query($id: ID!) { team(id: $id) { name inviteCode } }';
    expect((await gql(query, { id: coach.teamId }, coach.headers)).body.data.team).toEqual({ name: 'Invite Club', inviteCode: coach.inviteCode });
    expect((await gql(query, { id: coach.teamId }, player.headers)).body.data.team).toEqual({ name: 'Invite Club', inviteCode: null });
  });

  it('answers Query.invitation(code) publicly, null when invalid', async () => {
    const query = 'query($code: String!) { invitation(code: $code) { kind team { name playerCount } invitedBy { firstName } playerName role } }';
    const ok = await gql(query, { code: coach.inviteCode });
    expect(ok.body.data.invitation).toMatchObject({
      kind: 'team',
      team: { name: 'Invite Club' },
      invitedBy: { firstName: 'Pat' },
      playerName: null,
      role: 'player',
    });
    expect((await gql(query, { code: 'nope' })).body.data.invitation).toBeNull();
  });
});
