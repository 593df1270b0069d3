/**
 * Built-in generator benchmark: time per program for every kind of generation (target <= 50 ms each).
 * Run: `npx tsx scripts/bench-generator.ts` (from services/training-program) or `npm run bench -w @rugby/training-program-service`.
 * Prints median, p95 and max per kind; exits 1 when a p95 is over the target.
 */
import { performance } from 'node:perf_hooks';
import { ELITE_PROGRAM_TYPES, POSITIONS, SEASON_PHASES } from '@rugby/contracts';
import { builtInGenerator } from '../src/generator/program-generator.ts';

const TARGET_MS = 50;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const generator = builtInGenerator();
const CUSTOM_TEXT =
  'Monday: scrum machine 15 min, squats 4x5, shuttle runs\nTuesday: passing drills 20 min, lineout throws\nThursday: tackle technique, bronco test\nFriday: kicking, sprints 6x40m, stretch';

type Job = () => Promise<unknown>;
const kinds: Record<string, Job[]> = { elite: [], custom: [], customize: [], 'team session': [], 'position session': [], 'player week': [] };
for (const seasonPhase of SEASON_PHASES) {
  const context = { seasonPhase, teamId: `bench-${seasonPhase}` };
  for (const type of ELITE_PROGRAM_TYPES) kinds.elite!.push(() => generator.generateEliteProgram(type, context));
  kinds.custom!.push(() => generator.processCustomProgram(CUSTOM_TEXT, context));
  for (const request of ['more scrummaging', 'no gym access', 'shorter sessions']) {
    kinds.customize!.push(async () => generator.customizeProgram((await generator.generateEliteProgram('springboks', context)).document!, request, context));
  }
  kinds['team session']!.push(() => generator.generateTeamSession({ focus: 'tackle technique', durationMinutes: 60 }, context));
  for (const position of POSITIONS) {
    kinds['position session']!.push(() => generator.generatePositionSession(position, { durationMinutes: 50 }, context));
    kinds['player week']!.push(() =>
      generator.generatePlayerWeek({ playerId: `p-${position}`, position, age: 24, weight: 95, height: 185 }, seasonPhase, '2026-03-02'),
    );
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

// Warm up module loading and JIT so the first measured call is not an outlier.
for (const jobs of Object.values(kinds)) await jobs[0]!();

let failed = false;
console.log(`built-in generator, ${ROUNDS} rounds, target <= ${TARGET_MS} ms per program`);
for (const [kind, jobs] of Object.entries(kinds)) {
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const job of jobs) {
      const start = performance.now();
      await job();
      times.push(performance.now() - start);
    }
  }
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  const ok = p95 <= TARGET_MS;
  failed ||= !ok;
  console.log(
    `${kind.padEnd(17)} n=${String(times.length).padStart(4)}  median ${percentile(times, 50).toFixed(2).padStart(6)} ms  p95 ${p95.toFixed(2).padStart(6)} ms  max ${times.at(-1)!.toFixed(2).padStart(6)} ms  ${ok ? 'ok' : 'OVER TARGET'}`,
  );
}
process.exit(failed ? 1 : 0);
