/**
 * `npm run bench:programs`: the two figures of issue 5's benchmark.
 *   (1) Built-in generation: the generator called in-process for every elite type in every season phase
 *       (11 × 3 programs, BENCH_ROUNDS rounds, default 5); mean and p95 ms per program, target <= 50 ms.
 *   (2) The approved-programs list of a team with 100 programs through edge → gateway → training-program:
 *       starts the app (embedded databases in a temp dir, demo data), signs in as the demo coach, tops the demo
 *       team up to 100 approved programs through the real API (generate-elite-program once per elite type, then
 *       approve-program cycling the types), then measures GET /api/teams/<teamId>/approved-programs with
 *       autocannon: 1 connection for latency (p50/p95/p99, target p95 <= 50 ms), 10 connections for throughput,
 *       sending Accept-Encoding as a browser does; then once more, for reference, without compression.
 * Environment: BENCH_SECONDS (default 5), BENCH_ROUNDS (default 5). Exits 1 when a target is missed.
 */
import { performance } from 'node:perf_hooks';
import { DEMO_COACH, DEMO_TEAM, ELITE_PROGRAM_TYPES, SEASON_PHASES, type EliteProgramType } from '@rugby/contracts';
import { builtInGenerator } from '../services/training-program/src/generator/program-generator.ts';
import { BENCH_SECONDS, check, machineLoadLine, measure, percentile, signIn, startBenchStack, type BenchStack, type Target } from './bench-support.ts';

const TARGET_MS = 50;
const PROGRAMS = 100;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
/** What browsers send: the list is measured as the coach's browser fetches it. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br';

async function benchGenerator() {
  const generator = builtInGenerator();
  const jobs = SEASON_PHASES.flatMap((seasonPhase) =>
    ELITE_PROGRAM_TYPES.map((type) => () => generator.generateEliteProgram(type, { seasonPhase, teamId: `bench-${seasonPhase}` })),
  );
  for (const job of jobs) await job(); // warm-up: module loading and JIT
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const job of jobs) {
      const start = performance.now();
      await job();
      times.push(performance.now() - start);
    }
  }
  times.sort((a, b) => a - b);
  const mean = times.reduce((sum, t) => sum + t, 0) / times.length;
  return { n: times.length, mean, p95: percentile(times, 95), max: times.at(-1)! };
}

async function api<T>(edgeUrl: string, cookie: string, method: 'GET' | 'POST', pathname: string, body?: unknown): Promise<T> {
  const res = await fetch(`${edgeUrl}${pathname}`, {
    method,
    headers: { 'content-type': 'application/json', accept: 'application/json', cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (res.status !== 200 && res.status !== 201) throw new Error(`${method} ${pathname} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  return (await res.json()) as T;
}

/** Approves programs for the team until it has `PROGRAMS`; one generated text per elite type. */
async function seedApprovedPrograms(edgeUrl: string, cookie: string, teamId: string): Promise<number> {
  const listPath = `/api/teams/${teamId}/approved-programs`;
  const existing = (await api<{ programs: unknown[] }>(edgeUrl, cookie, 'GET', listPath)).programs.length;
  const texts = new Map<EliteProgramType, { program: string; programTitle: string }>();
  for (const programType of ELITE_PROGRAM_TYPES) {
    texts.set(programType, await api(edgeUrl, cookie, 'POST', '/api/ai/generate-elite-program', { programType, teamId }));
  }
  for (let i = existing; i < PROGRAMS; i += 1) {
    const programType = ELITE_PROGRAM_TYPES[i % ELITE_PROGRAM_TYPES.length]!;
    const { program, programTitle } = texts.get(programType)!;
    await api(edgeUrl, cookie, 'POST', '/api/ai/approve-program', { program, programType, teamId, programTitle: `${programTitle} #${i + 1}` });
  }
  const total = (await api<{ programs: unknown[] }>(edgeUrl, cookie, 'GET', listPath)).programs.length;
  if (total !== PROGRAMS) throw new Error(`the team has ${total} approved programs, expected ${PROGRAMS}`);
  return PROGRAMS - existing;
}

const ms = (value: number) => `${value.toFixed(2).padStart(7)} ms`;
const verdict = (ok: boolean) => (ok ? 'MET' : 'MISSED');

let stack: BenchStack | undefined;
try {
  const report: string[] = [];
  console.log(`built-in generator: ${ELITE_PROGRAM_TYPES.length} elite types x ${SEASON_PHASES.length} phases, ${ROUNDS} rounds...`);
  const gen = await benchGenerator();
  const generatorOk = gen.p95 <= TARGET_MS;
  report.push(
    `Built-in generation (elite programs, in-process, n=${gen.n})`,
    `  mean ${ms(gen.mean)}  p95 ${ms(gen.p95)}  max ${ms(gen.max)} per program (target p95 <= ${TARGET_MS} ms) ${verdict(generatorOk)}`,
    '',
  );
  console.log(report.slice(0, 2).join('\n'));

  stack = await startBenchStack();
  const { edgeUrl } = stack;
  const { cookie } = await signIn(edgeUrl, DEMO_COACH);
  const teamId = DEMO_TEAM.id;
  const seedStart = performance.now();
  const created = await seedApprovedPrograms(edgeUrl, cookie, teamId);
  console.log(`approved ${created} programs through the API in ${((performance.now() - seedStart) / 1000).toFixed(1)} s (team now has ${PROGRAMS})`);

  const url = `${edgeUrl}/api/teams/${teamId}/approved-programs`;
  const list: Target = { url, method: 'GET', headers: { accept: 'application/json', 'accept-encoding': BROWSER_ACCEPT_ENCODING, cookie } };
  const uncompressed: Target = { url, method: 'GET', headers: { accept: 'application/json', cookie } };
  await check(list);
  console.log(`\nGET /api/teams/:teamId/approved-programs (${PROGRAMS} programs) via edge+gateway: warming up, then ${BENCH_SECONDS} s per run`);
  await measure(list, 10, 1);
  const one = await measure(list, 1, BENCH_SECONDS, { p95: true });
  const ten = await measure(list, 10, BENCH_SECONDS);
  const plain = await measure(uncompressed, 1, BENCH_SECONDS, { p95: true });
  const listOk = one.p95! <= TARGET_MS;
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  report.push(
    `Approved-programs list, ${PROGRAMS} programs, edge+gateway, Accept-Encoding "${BROWSER_ACCEPT_ENCODING}" (${kb(one.bytesPerRequest)} per answer)`,
    `  1 connection    p50 ${ms(one.p50)}  p95 ${ms(one.p95!)}  p99 ${ms(one.p99)}  ${one.rps.toFixed(0).padStart(5)} req/s`,
    `  10 connections  p50 ${ms(ten.p50)}                p99 ${ms(ten.p99)}  ${ten.rps.toFixed(0).padStart(5)} req/s`,
    `  p95 at 1 connection: ${one.p95!.toFixed(2)} ms (target <= ${TARGET_MS} ms) ${verdict(listOk)}`,
    `  for reference, a client without compression (${kb(plain.bytesPerRequest)} per answer), 1 connection: p50 ${ms(plain.p50)}  p95 ${ms(plain.p95!)}`,
    '',
    machineLoadLine(),
  );
  const allMet = generatorOk && listOk;
  console.log(`\n==== bench:programs summary ====\n${report.join('\n')}\n${allMet ? 'All targets met.' : 'Some targets missed.'}`);
  process.exitCode = allMet ? 0 : 1;
} catch (err) {
  console.error(`bench failed: ${(err as Error).message}`);
  process.exitCode = 2;
} finally {
  await stack?.stop();
}
