/**
 * `npm run start:cluster` (scripts/start-cluster.ts): two replicas of every service and of the gateway behind
 * balancers, one worker per service with jobs, on PostgreSQL (docs/decisions/023). One cluster serves every test
 * here, in order: jobs run exactly once (also across a killed worker), a sign-out through one gateway holds on the
 * other, and sign-in limits hold across replicas. Skipped when PostgreSQL does not answer (CI has it).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE, type ServiceName } from '@rugby/contracts';
import { freePort } from '../ports.ts';
import { postgresProblem } from '../postgres-databases.ts';
import { ROOT } from '../processes.ts';
import { DEFAULT_CLUSTER_POSTGRES_URL, startCluster, type Cluster } from '../start-cluster.ts';
import { cleanEnv, isAlive, pollUntil, sleep } from './support.ts';

const POSTGRES_URL = process.env.CLUSTER_POSTGRES_URL ?? DEFAULT_CLUSTER_POSTGRES_URL;
const unavailable = await postgresProblem(POSTGRES_URL, 1500);
if (unavailable) console.warn(`cluster tests on PostgreSQL skipped: ${unavailable} (set CLUSTER_POSTGRES_URL)`);

const COACH = { email: 'coach@demo.test', password: 'rugby-coach-1' };
const PLAYER = { email: 'player@demo.test', password: 'rugby-player-1' };

interface Answer {
  status: number;
  body: Record<string, unknown>;
  /** The session cookie it set (`name=value`), if any. */
  setCookie: string | null;
}

async function call(base: string, method: string, path: string, body?: unknown, cookie?: string | null): Promise<Answer> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(cookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  const setCookie =
    res.headers
      .getSetCookie()
      .find((c) => c.startsWith(`${SESSION_COOKIE}=`))
      ?.split(';')[0] ?? null;
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {}, setCookie };
}

async function signIn(base: string, user: { email: string; password: string }): Promise<string> {
  const res = await call(base, 'POST', '/api/auth/login', user);
  if (res.status !== 200 || !res.setCookie) throw new Error(`sign-in of ${user.email} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.setCookie;
}

describe('npm run start:cluster without PostgreSQL', () => {
  it('says that it needs PostgreSQL and exits 1, starting nothing', async () => {
    const url = `postgresql://postgres@127.0.0.1:${await freePort()}/postgres`;
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start-cluster.ts'], {
      cwd: ROOT,
      env: { ...cleanEnv(), CLUSTER_POSTGRES_URL: url, SKIP_WEB_BUILD: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain(`PostgreSQL at ${url} does not answer`);
    expect(output).toMatch(/start:cluster needs a PostgreSQL server .*CLUSTER_POSTGRES_URL; nothing was started/);
    expect(output).not.toMatch(/ready \(pid/);
  });
});

describe.skipIf(unavailable)(`a cluster on PostgreSQL${unavailable ? ` (skipped: ${unavailable})` : ''}`, () => {
  let cluster: Cluster;
  const lines: string[] = [];
  let coachCookie: string;
  const db = {} as Record<ServiceName, pg.Client>;
  const everyPid = new Set<number>();

  beforeAll(async () => {
    const started = Date.now();
    cluster = await startCluster({
      postgresUrl: POSTGRES_URL,
      databasePrefix: `rugby_cluster_test_${randomBytes(4).toString('hex')}`,
      dropDatabasesOnStop: true,
      env: {
        ...cleanEnv(),
        // The 4xx answers and failed attempts here are on purpose (warnings): errors only.
        LOG_LEVEL: 'error',
        OUTBOX_RELAY_INTERVAL_MS: '200',
        SHUTDOWN_GRACE_MS: '2000',
        // Gateways would keep a session this long: only the stream of ended sessions explains a sign-out seen at once.
        SESSION_CACHE_MS: '60000',
      },
      edgePort: 0,
      edgeHost: '127.0.0.1',
      log: (line) => lines.push(line),
    });
    for (const p of cluster.processes()) everyPid.add(p.pid);
    console.log(`cluster ready in ${((Date.now() - started) / 1000).toFixed(1)} s:\n${cluster.table()}`);
    for (const service of ['team', 'messaging'] as const) {
      db[service] = new pg.Client({ connectionString: cluster.databases[service] });
      await db[service].connect();
    }
    // Before the sign-in limit test locks this account out. A failure says what the processes logged last.
    coachCookie = await signIn(cluster.gatewayUrl, COACH).catch((err: Error) => {
      throw new Error(`${err.message}\nlast process lines:\n${lines.slice(-40).join('\n')}`);
    });
  });

  afterAll(async () => {
    for (const client of Object.values(db)) await client.end().catch(() => {});
    await cluster?.stop();
    for (const pid of everyPid) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  });

  it('runs every replica on its own port behind the balancers, the demo data loaded by one replica per service', async () => {
    const processes = cluster.processes();
    expect(processes.map((p) => `${p.label}:${p.role}`).sort()).toEqual(
      [
        'feedback-1:api',
        'feedback-2:api',
        'gateway-1:gateway',
        'gateway-2:gateway',
        'messaging-1:api',
        'messaging-2:api',
        'messaging-worker:worker',
        'team-1:api',
        'team-2:api',
        'team-worker:worker',
        'training-program-1:api',
        'training-program-2:api',
        'training-program-worker:worker',
      ].sort(),
    );
    expect(processes.filter((p) => p.seeds).map((p) => p.label)).toEqual(['team-1', 'training-program-1', 'messaging-1', 'feedback-1']);
    for (const b of Object.values(cluster.balancers)) expect(b.upstreams.every((u) => u.healthy)).toBe(true);
    expect((await fetch(`${cluster.edgeUrl}/health`)).status).toBe(200);
    expect((await call(cluster.edgeUrl, 'GET', '/api/auth/user', undefined, coachCookie)).body).toMatchObject({ email: COACH.email });
  });

  /** The invitation's outbox key, its team outbox row and the OutboundMessage rows that carry its link. */
  async function delivery(inviteLink: string) {
    const code = inviteLink.split('/join/')[1]!;
    const invitation = (
      await db.team.query<{ id: string; deliveryStatus: string | null }>(`SELECT "id", "deliveryStatus" FROM "Invitation" WHERE "code" = $1`, [code])
    ).rows[0]!;
    const key = `invitation:${invitation.id}`;
    const job = (
      await db.team.query<{ attempts: number; doneAt: Date | null; lastError: string | null }>(
        `SELECT "attempts", "doneAt", "lastError" FROM "outbox" WHERE "key" = $1`,
        [key],
      )
    ).rows[0]!;
    const messages = (
      await db.messaging.query<{ idempotencyKey: string }>(`SELECT "idempotencyKey" FROM "OutboundMessage" WHERE "body" LIKE $1`, [`%/join/${code}%`])
    ).rows;
    return { key, invitation, job, messages };
  }

  const invite = (name: string, phone: string) =>
    call(cluster.gatewayUrl, 'POST', '/api/invitations/create', { playerName: name, playerPhone: phone }, coachCookie);

  it('sends one SMS per invitation and runs each job once, however many replicas and workers share the outbox', async () => {
    const players = [1, 2, 3, 4].map((n) => ({ name: `Cluster Player ${n}`, phone: `+64 21 555 000${n}` }));
    const answers = await Promise.all(players.map((p) => invite(p.name, p.phone)));
    for (const answer of answers) expect(answer).toMatchObject({ status: 201, body: { smsStatus: 'outbox' } });
    // Many relay passes of the workers (every 200 ms) go by: none may send again.
    await sleep(1500);
    for (const answer of answers) {
      const { key, job, messages } = await delivery(answer.body.inviteLink as string);
      expect(messages).toEqual([{ idempotencyKey: key }]);
      expect(job).toMatchObject({ attempts: 1, lastError: null, doneAt: expect.any(Date) });
    }
  });

  it('finishes a job whose first attempt failed exactly once, after the only team worker was killed and restarted', async () => {
    const worker = cluster.processes().find((p) => p.label === 'team-worker')!;
    cluster.balancers.messaging.setInRotation('*', false); // the messaging service cannot be reached
    let inviteLink: string;
    try {
      process.kill(worker.pid, 'SIGKILL');
      const answer = await invite('Cluster Retry', '+64 21 555 0099');
      expect(answer).toMatchObject({ status: 201, body: { smsStatus: 'failed' } });
      inviteLink = answer.body.inviteLink as string;
      const before = await delivery(inviteLink);
      expect(before.job).toMatchObject({ doneAt: null, lastError: expect.stringContaining('503') });
      expect(before.messages).toEqual([]);
      // The supervisor starts the worker again (the job waits in the outbox meanwhile).
      const back = await pollUntil(
        async () => cluster.processes().find((p) => p.label === 'team-worker')!,
        (p) => p.pid !== worker.pid && lines.some((line) => line.startsWith(`team-worker is back (pid ${p.pid}`)),
        30_000,
        'team-worker restarted',
      );
      everyPid.add(back.pid);
      expect(lines).toContain('team-worker exited (signal SIGKILL); restarting it in 0.5 s');
    } finally {
      cluster.balancers.messaging.setInRotation('*', true);
    }
    const done = await pollUntil(
      () => delivery(inviteLink),
      (d) => d.job.doneAt !== null,
      30_000,
      'the job done by the restarted worker',
    );
    expect(done.job.lastError).toBeNull();
    expect(done.job.attempts).toBeGreaterThanOrEqual(2);
    expect(done.invitation.deliveryStatus).toBe('outbox');
    await sleep(1000);
    expect((await delivery(inviteLink)).messages).toEqual([{ idempotencyKey: done.key }]);
  });

  it('a sign-out through one gateway is refused by the other within a second', async () => {
    const [one, two] = cluster.gatewayUrls as [string, string];
    const cookie = await signIn(one, PLAYER);
    for (let i = 0; i < 2; i++) expect((await call(two, 'GET', '/api/auth/user', undefined, cookie)).status).toBe(200);
    expect((await call(one, 'POST', '/api/auth/logout', undefined, cookie)).status).toBeLessThan(400);
    const started = Date.now();
    await pollUntil(
      async () => (await call(two, 'GET', '/api/auth/user', undefined, cookie)).status,
      (status) => status === 401,
      1000,
      'gateway 2 refuses the ended session',
    );
    expect(Date.now() - started).toBeLessThan(1000);
  });

  /** Sign-ins the team replica answered with `status` so far, from its /metrics. */
  async function loginAnswers(label: string, status: number): Promise<number> {
    const replica = cluster.processes().find((p) => p.label === label)!;
    const metrics = await (await fetch(`${replica.url}/metrics`)).text();
    const line = metrics
      .split('\n')
      .find((l) => l.startsWith('http_server_request_duration_seconds_count{') && l.includes('route="authLogin"') && l.includes(`status="${status}"`));
    return line ? Number(line.split(' ').at(-1)) : 0;
  }

  it('five wrong passwords spread over the replicas lock the account out on every gateway', async () => {
    const team = cluster.balancers.team;
    const gatewaysBefore = cluster.balancers.gateway.upstreams.map((u) => u.served);
    const attempt = async () => (await call(cluster.gatewayUrl, 'POST', '/api/auth/login', { email: COACH.email, password: 'not-the-password' })).status;
    // Three wrong passwords reach team-1 and two team-2 (the gateways take turns): no replica sees five.
    team.setInRotation('team-2', false);
    try {
      for (let i = 0; i < 3; i++) expect(await attempt()).toBe(401);
    } finally {
      team.setInRotation('team-2', true);
    }
    team.setInRotation('team-1', false);
    try {
      for (let i = 0; i < 2; i++) expect(await attempt()).toBe(401);
    } finally {
      team.setInRotation('team-1', true);
    }
    expect(cluster.balancers.gateway.upstreams.map((u, i) => u.served - gatewaysBefore[i]!).sort()).toEqual([2, 3]);
    expect([await loginAnswers('team-1', 401), await loginAnswers('team-2', 401)]).toEqual([3, 2]);

    for (const gateway of cluster.gatewayUrls) {
      const sixth = await call(gateway, 'POST', '/api/auth/login', COACH);
      expect(sixth.status).toBe(429);
      expect(sixth.setCookie).toBeNull();
    }
  });
});
