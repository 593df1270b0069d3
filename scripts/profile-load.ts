/**
 * `npx tsx scripts/profile-load.ts <path> [player|coach] [seconds]`: where the CPU goes under load. Starts the app
 * (embedded databases, or PostgreSQL with PROFILE_POSTGRES=1 as bench:load sets it up) with every process writing a V8
 * CPU profile, loads one path through the edge at 50 connections, stops, and prints per process the self time by
 * package / source file and the top functions. Profiles stay in the printed directory for Chrome DevTools.
 */
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_COACH, DEMO_PLAYER } from '@rugby/contracts';
import { cpuTimes, measure, postgresDatabases, signIn, startBenchStack } from './bench-support.ts';
import { ROOT } from './processes.ts';

const [target = '/api/coaches/dashboard', who = 'coach', seconds = '8'] = process.argv.slice(2);
const dir = await mkdtemp(path.join(tmpdir(), 'rugby-prof-'));
/** The load's window on the monotonic clock (µs) that V8 profiles also use: only samples inside it count. */
const window = { start: 0, end: 0 };
const databases = process.env.PROFILE_POSTGRES === '1' ? ((await postgresDatabases()) ?? undefined) : undefined;
const stack = await startBenchStack({ cpuProfileDir: process.env.PROFILE_CPU === '0' ? undefined : dir, databases });
try {
  const { cookie } = await signIn(stack.edgeUrl, who === 'player' ? DEMO_PLAYER : DEMO_COACH);
  const t = { url: `${stack.edgeUrl}${target}`, method: 'GET' as const, headers: { accept: 'application/json', cookie } };
  await measure(t, 10, 1);
  const before = await cpuTimes(stack.pids);
  const cpuBefore = process.cpuUsage();
  window.start = Number(process.hrtime.bigint() / 1000n);
  const m = await measure(t, 50, Number(seconds));
  window.end = Number(process.hrtime.bigint() / 1000n);
  const after = await cpuTimes(stack.pids);
  const cpuAfter = process.cpuUsage(cpuBefore);
  const requests = m.rps * Number(seconds);
  console.log(`${target}: ${m.rps.toFixed(0)} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms`);
  console.log(
    'CPU per request (ms): ' +
      Object.keys(after)
        .map((name) => `${name} ${((after[name]! - before[name]!) / requests).toFixed(2)}`)
        .join(', ') +
      `, load generator ${((cpuAfter.user + cpuAfter.system) / 1000 / requests).toFixed(2)}`,
  );
} finally {
  await stack.stop();
}

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}
const where = (url: string) => {
  if (!url) return '(native)';
  const p = url.replace(/^file:\/\//, '');
  const nm = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(p);
  if (nm) return nm[1]!;
  if (p.startsWith('node:')) return p;
  return path.relative(ROOT, p);
};
for (const file of (await readdir(dir)).filter((f) => f.endsWith('.cpuprofile'))) {
  const profile = JSON.parse(await readFile(path.join(dir, file), 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    if (at >= window.start && at <= window.end) self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const idle = [...self.entries()].filter(([id]) => byId.get(id)!.callFrame.functionName === '(idle)').reduce((a, [, v]) => a + v, 0);
  if (total - idle < 100_000) continue; // processes that hardly worked under load
  const groups = new Map<string, number>();
  const fns = new Map<string, number>();
  for (const [id, us] of self) {
    const n = byId.get(id)!;
    if (n.callFrame.functionName === '(idle)') continue;
    const g = n.callFrame.url ? where(n.callFrame.url) : n.callFrame.functionName || '(anonymous)';
    groups.set(g, (groups.get(g) ?? 0) + us);
    const f = `${n.callFrame.functionName || '(anonymous)'} ${where(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`;
    fns.set(f, (fns.get(f) ?? 0) + us);
  }
  const busy = total - idle;
  const name =
    [...groups.entries()]
      .filter(([g]) => /^(services\/[^/]+|gateway|scripts)\//.test(g))
      .sort((a, b) => b[1] - a[1])[0]?.[0]
      .split('/')
      .slice(0, 2)
      .join('/') ?? '?';
  const top = (m: Map<string, number>, k: number) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, k)
      .map(([name, us]) => `    ${((us / busy) * 100).toFixed(1).padStart(5)} %  ${name}`)
      .join('\n');
  console.log(
    `\n== ${name} (${file}): busy ${(busy / 1e6).toFixed(2)} s of ${(total / 1e6).toFixed(2)} s\n  by package / file:\n${top(groups, 14)}\n  top functions:\n${top(fns, 12)}`,
  );
}
console.log(`\nprofiles: ${dir}`);
