/**
 * `npm run bench:reports`: issue 16's figure — the squad report for a squad of 35 with 12 weeks of logs.
 * Starts the composed app (embedded databases, demo data: 12 players with 12 weeks of check-ins and session reports),
 * signs the demo coach in, has 23 more players join through the team's link, and gives each of them 12 weeks of check-ins,
 * session reports and strength items logged set by set through the real API, day by day under the test clock
 * (PUT /api/test/clock). Then measures, as
 * the coach's browser asks through edge → gateway → training-program, with 1 connection:
 *   - the product: GET /api/teams/<team>/report?from=<12 weeks ago> (35 players, 84 days), target p95 <= 200 ms;
 *   - its floor: GET /api/teams/<team>/readiness (the same path through edge, gateway, identity and the team lookup
 *     to the same service, one day's rows): what any coach call of this service costs.
 * Prints both and their ratio. Environment: BENCH_SECONDS (default 5). Exits 1 when the target is missed.
 */
import { DEMO_COACH, DEMO_PLAYERS, DEMO_TEAM } from '@rugby/contracts';
import { BENCH_SECONDS, check, machineLoadLine, measure, signIn, startBenchStack, type BenchStack, type Target } from './bench-support.ts';

const TARGET_P95_MS = 200;
const SQUAD = 35;
const WEEKS = 12;
const DAY_MS = 86_400_000;

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

async function call(edgeUrl: string, cookie: string, method: 'GET' | 'POST' | 'PUT', pathname: string, body?: unknown) {
  const res = await fetch(`${edgeUrl}${pathname}`, {
    method,
    headers: { 'content-type': 'application/json', accept: 'application/json', cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${pathname} answered ${res.status}: ${text.slice(0, 300)}`);
  return text ? (JSON.parse(text) as unknown) : null;
}

/** Players join through the team's link until the demo squad has `SQUAD`; answers the new players' session cookies. */
async function fillSquad(edgeUrl: string): Promise<string[]> {
  const cookies: string[] = [];
  for (let n = DEMO_PLAYERS.length + 1; n <= SQUAD; n += 1) {
    const email = `bench-${n}-${Date.now()}@bench.test`;
    await call(edgeUrl, '', 'POST', `/api/invitations/${DEMO_TEAM.inviteCode}/join`, {
      firstName: 'Bench',
      lastName: `Player${n}`,
      email,
      password: 'bench-pass-1',
    });
    cookies.push((await signIn(edgeUrl, { email, password: 'bench-pass-1' })).cookie);
  }
  return cookies;
}

/** Twelve weeks of a check-in and a session report a day (Monday, Tuesday, Thursday, Friday) for each new player. */
async function logWeeks(stack: BenchStack, coachCookie: string, players: string[]): Promise<number> {
  const today = new Date();
  let written = 0;
  try {
    for (let back = WEEKS * 7; back >= 1; back -= 1) {
      const day = new Date(today.getTime() - back * DAY_MS);
      if (![1, 2, 4, 5].includes(day.getUTCDay())) continue;
      await call(stack.edgeUrl, coachCookie, 'PUT', '/api/test/clock', { now: `${isoDate(day)}T18:00:00.000Z` });
      await Promise.all(
        players.map(async (cookie, i) => {
          const rpe = 4 + ((back + i) % 5);
          await call(stack.edgeUrl, cookie, 'PUT', '/api/player/readiness', { sleep: 4, soreness: 3 + (i % 3), fatigue: 3, stress: 4, mood: 4 });
          await call(stack.edgeUrl, cookie, 'PUT', '/api/player/session-report', { rpe, durationMinutes: 60 + (i % 4) * 5 });
          const sets = await logStrengthSets(stack.edgeUrl, cookie, back);
          written += 2 + sets;
        }),
      );
    }
  } finally {
    await call(stack.edgeUrl, coachCookie, 'PUT', '/api/test/clock', { now: null });
  }
  return written;
}

/**
 * The day as a player opens it (the laws learned, so the day's plan opens), with its strength items logged set by set,
 * a little heavier each week: the set logs the report's personal records are found in. Answers how many were logged.
 */
async function logStrengthSets(edgeUrl: string, cookie: string, daysBack: number): Promise<number> {
  const laws = (await call(edgeUrl, cookie, 'GET', '/api/player/unviewed-laws')) as { id: string }[];
  for (const law of laws) await call(edgeUrl, cookie, 'POST', '/api/player/mark-law-viewed', { lawId: law.id });
  const day = (await call(edgeUrl, cookie, 'GET', '/api/player/training')) as {
    id: string;
    activity: { category: string; item?: { sets: number; reps: number | null } | null };
  }[];
  const strength = day.filter((e) => e.activity.category === 'strength' && e.activity.item?.reps);
  for (const entry of strength) {
    const { sets, reps } = entry.activity.item!;
    const loadKg = 40 + Math.floor((WEEKS * 7 - daysBack) / 7) * 2.5;
    await call(edgeUrl, cookie, 'PUT', `/api/training-log/${entry.id}/sets`, {
      sets: Array.from({ length: sets }, () => ({ reps, loadKg, seconds: null, meters: null })),
    });
  }
  return strength.length;
}

const fmt = (ms: number | undefined) => `${(ms ?? NaN).toFixed(1)} ms`;

/** Runs the benchmark; answers whether the target was met. */
async function main(): Promise<boolean> {
  process.env.ENABLE_TEST_ENDPOINTS = '1';
  const stack = await startBenchStack();
  try {
    const coach = await signIn(stack.edgeUrl, DEMO_COACH);
    console.log(`squad: ${DEMO_PLAYERS.length} demo players (12 weeks of logs from the seed), joining ${SQUAD - DEMO_PLAYERS.length} more...`);
    const players = await fillSquad(stack.edgeUrl);
    const started = Date.now();
    const written = await logWeeks(stack, coach.cookie, players);
    console.log(`logged ${written} check-ins, session reports and set logs through the API in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    const from = isoDate(new Date(Date.now() - (WEEKS * 7 - 1) * DAY_MS));
    const headers = { accept: 'application/json', cookie: coach.cookie, 'accept-encoding': 'gzip, deflate, br' };
    const report: Target = { url: `${stack.edgeUrl}/api/teams/${DEMO_TEAM.id}/report?from=${from}`, method: 'GET', headers };
    const floor: Target = { url: `${stack.edgeUrl}/api/teams/${DEMO_TEAM.id}/readiness`, method: 'GET', headers };
    const answer = (await (await fetch(report.url, { headers })).json()) as { players: unknown[] };
    if (answer.players.length !== SQUAD) throw new Error(`the report has ${answer.players.length} players, not ${SQUAD}`);
    await check(report);
    await check(floor);
    for (const target of [report, floor]) await measure(target, 1, 2); // warm-up
    const product = await measure(report, 1, BENCH_SECONDS, { p95: true });
    const base = await measure(floor, 1, BENCH_SECONDS, { p95: true });
    console.log(`\nGET /api/teams/:teamId/report (${SQUAD} players, ${WEEKS} weeks) via edge + gateway, 1 connection, ${BENCH_SECONDS} s each:`);
    console.log(
      `  report   p50 ${fmt(product.p50)}  p95 ${fmt(product.p95)}  p99 ${fmt(product.p99)}  ${product.rps.toFixed(0)} req/s  ${(product.bytesPerRequest / 1024).toFixed(1)} KB`,
    );
    console.log(
      `  floor    p50 ${fmt(base.p50)}  p95 ${fmt(base.p95)}  p99 ${fmt(base.p99)}  ${base.rps.toFixed(0)} req/s  (GET /api/teams/:teamId/readiness)`,
    );
    console.log(`  ratio    report p95 / floor p95 = ${((product.p95 ?? 0) / (base.p95 ?? 1)).toFixed(1)}×`);
    const met = (product.p95 ?? Infinity) <= TARGET_P95_MS;
    console.log(`  ${met ? 'MET   ' : 'MISSED'} p95 ${fmt(product.p95)} (target <= ${TARGET_P95_MS} ms)`);
    console.log(machineLoadLine());
    return met;
  } finally {
    await stack.stop();
  }
}

process.exit((await main()) ? 0 : 1);
