/**
 * `npm run bench:gateway`: what the edge + gateway cost compared with calling a service directly.
 *
 * Starts the four services and the gateway as child processes (embedded PGlite databases in a temp dir,
 * demo data) and the edge, signs in as the demo coach, then measures with autocannon:
 *   (a) GraphQL `myTeams { id name members { role } }`, answered by the team service from its database;
 *   (b) REST `GET /api/teams`;
 * each directly against the team service (with a signed identity header) and through edge → gateway
 * (with the session cookie), at 1 and 50 connections.
 * Targets (issue 2): p50 latency through the gateway ≤ 1.5× direct at 1 connection; throughput ≥ 50% of
 * direct at 50 connections. Environment: BENCH_SECONDS (default 5).
 */
import { DEMO_COACH, HEADERS, teamInternalClient } from '@rugby/contracts';
import { internalServiceToken, signIdentity } from '@rugby/service-kit';
import { BENCH_SECONDS as SECONDS, check, machineLoadLine, measure, signIn, startBenchStack, type BenchStack, type Target } from './bench-support.ts';

const GRAPHQL_BODY = JSON.stringify({ query: '{ myTeams { id name members { role } } }' });

let stack: BenchStack | undefined;
try {
  stack = await startBenchStack();
  const { edgeUrl } = stack;
  const teamUrl = stack.serviceUrl.team;
  const { cookie, token } = await signIn(edgeUrl, DEMO_COACH);
  const { identity } = await teamInternalClient({ baseUrl: teamUrl, token: internalServiceToken() }).resolveSession(token);
  if (!identity) throw new Error('the session did not resolve');
  const signed = await signIdentity(identity, 3600);

  const json = { 'content-type': 'application/json', accept: 'application/json' };
  const scenarios = [
    {
      name: 'GraphQL myTeams { id name members { role } }',
      direct: { url: `${teamUrl}/graphql`, method: 'POST', headers: { ...json, [HEADERS.identity]: signed }, body: GRAPHQL_BODY },
      viaGateway: { url: `${edgeUrl}/graphql`, method: 'POST', headers: { ...json, cookie }, body: GRAPHQL_BODY },
    },
    {
      name: 'REST GET /api/teams',
      direct: { url: `${teamUrl}/api/teams`, method: 'GET', headers: { accept: 'application/json', [HEADERS.identity]: signed } },
      viaGateway: { url: `${edgeUrl}/api/teams`, method: 'GET', headers: { accept: 'application/json', cookie } },
    },
  ] satisfies Array<{ name: string; direct: Target; viaGateway: Target }>;

  const report: string[] = [];
  let allMet = true;
  for (const s of scenarios) {
    await check(s.direct);
    await check(s.viaGateway);
    console.log(`\n${s.name}: warming up, then ${SECONDS} s per run`);
    await measure(s.direct, 10, 1);
    await measure(s.viaGateway, 10, 1);
    const d1 = await measure(s.direct, 1, SECONDS);
    const g1 = await measure(s.viaGateway, 1, SECONDS);
    const d50 = await measure(s.direct, 50, SECONDS);
    const g50 = await measure(s.viaGateway, 50, SECONDS);
    const latencyRatio = g1.p50 / d1.p50;
    const throughputRatio = g50.rps / d50.rps;
    const latencyOk = latencyRatio <= 1.5;
    const throughputOk = throughputRatio >= 0.5;
    allMet &&= latencyOk && throughputOk;
    const row = (label: string, r: { p50: number; p99: number; rps: number }) =>
      `  ${label.padEnd(30)} p50 ${r.p50.toFixed(2).padStart(7)} ms  p99 ${r.p99.toFixed(2).padStart(7)} ms  ${r.rps.toFixed(0).padStart(6)} req/s`;
    const lines = [
      `${s.name}`,
      row('direct, 1 connection', d1),
      row('edge+gateway, 1 connection', g1),
      row('direct, 50 connections', d50),
      row('edge+gateway, 50 connections', g50),
      `  p50 latency ratio at 1 connection: ${latencyRatio.toFixed(2)}x (target <= 1.5x) ${latencyOk ? 'MET' : 'MISSED'}`,
      `  throughput ratio at 50 connections: ${(throughputRatio * 100).toFixed(0)}% (target >= 50%) ${throughputOk ? 'MET' : 'MISSED'}`,
    ];
    console.log(lines.join('\n'));
    report.push(...lines, '');
  }
  report.push(machineLoadLine());
  console.log(`\n==== bench:gateway summary ====\n${report.join('\n')}\n${allMet ? 'All targets met.' : 'Some targets missed.'}`);
  process.exitCode = allMet ? 0 : 1;
} catch (err) {
  console.error(`bench failed: ${(err as Error).message}`);
  process.exitCode = 2;
} finally {
  await stack?.stop();
}
