/**
 * How alike the elite styles' weeks are (issue 12, point 7; test/style-identity.test.ts holds the target): for each
 * season phase, week of the phase and match day, the Jaccard similarity of every pair of styles' exercise sets
 * (strength + conditioning blocks, and skills separately), then each phase's worst pair and mean.
 * Run from services/training-program: `npx tsx scripts/style-similarity.ts`.
 * Environment: TEAMS=a,b,c the squads that seed the choice (default: no team id and 'team-1'), or SQUADS=n made-up
 * squads; WEEKS=n weeks of the phase (default 4); QUIET=1 only each phase's summary; VERBOSE=1 each style's week 1
 * (minutes of strength, conditioning and skills, and its S&C exercises).
 */
import { ELITE_PROGRAM_TYPES, SEASON_PHASES, type BlockKind, type ProgramDocument } from '@rugby/contracts';
import { buildEliteDocument } from '../src/generator/elite.ts';

const TEAMS = process.env.SQUADS
  ? Array.from({ length: Number(process.env.SQUADS) }, (_, i) => `squad-${i + 1}`)
  : (process.env.TEAMS ?? ',team-1').split(',').map((t) => t || undefined);
const QUIET = process.env.QUIET === '1';
const WEEKS = Array.from({ length: Number(process.env.WEEKS ?? 4) }, (_, i) => i + 1);
const MATCH_DAYS = ['saturday', 'sunday'] as const;
const VERBOSE = process.env.VERBOSE === '1';

const idsIn = (doc: ProgramDocument, kinds: readonly BlockKind[]) =>
  new Set(doc.days.flatMap((d) => d.blocks.filter((b) => kinds.includes(b.kind)).flatMap((b) => b.items.map((i) => i.exerciseId ?? i.name))));
const minutesIn = (doc: ProgramDocument, kind: BlockKind) =>
  doc.days.flatMap((d) => d.blocks.filter((b) => b.kind === kind).flatMap((b) => b.items)).reduce((s, i) => s + i.minutes, 0);
const jaccard = (a: Set<string>, b: Set<string>) => [...a].filter((x) => b.has(x)).length / Math.max(1, new Set([...a, ...b]).size);

interface Stat {
  max: number;
  mean: number;
  pair: string;
}
function pairs(sets: Set<string>[]): Stat {
  let max = 0;
  let sum = 0;
  let n = 0;
  let pair = '';
  for (let i = 0; i < sets.length; i++)
    for (let j = i + 1; j < sets.length; j++) {
      const s = jaccard(sets[i]!, sets[j]!);
      sum += s;
      n++;
      if (s > max) {
        max = s;
        pair = `${ELITE_PROGRAM_TYPES[i]}/${ELITE_PROGRAM_TYPES[j]}`;
      }
    }
  return { max, mean: sum / n, pair };
}

const fmt = (s: Stat) => `max ${s.max.toFixed(2)} (${s.pair}) mean ${s.mean.toFixed(2)}`;
let worst = 0;
for (const phase of SEASON_PHASES) {
  console.log(`\n== ${phase}`);
  const summary = { sc: [] as Stat[], sk: [] as Stat[], week1: [] as Stat[] };
  for (const team of TEAMS)
    for (const week of WEEKS)
      for (const matchDay of phase === 'in-season' ? MATCH_DAYS : (['saturday'] as const)) {
        const docs = ELITE_PROGRAM_TYPES.map((type) => buildEliteDocument(type, { seasonPhase: phase, weekOfPhase: week, matchDay, teamId: team }));
        const sc = pairs(docs.map((d) => idsIn(d, ['strength', 'conditioning'])));
        const sk = pairs(docs.map((d) => idsIn(d, ['skills'])));
        worst = Math.max(worst, sc.max);
        summary.sc.push(sc);
        summary.sk.push(sk);
        if (week === 1) summary.week1.push(sc);
        if (!QUIET) console.log(`${team ?? '(none)'} w${week} ${matchDay.slice(0, 3)}  S&C ${fmt(sc)} | skills ${fmt(sk)}`);
        if (VERBOSE && week === 1 && matchDay === 'saturday') {
          for (const [i, d] of docs.entries()) {
            console.log(
              `   ${ELITE_PROGRAM_TYPES[i]!.padEnd(11)} str ${String(minutesIn(d, 'strength')).padStart(3)} con ${String(minutesIn(d, 'conditioning')).padStart(3)} ski ${String(minutesIn(d, 'skills')).padStart(3)}  ${[...idsIn(d, ['strength', 'conditioning'])].join(' ')}`,
            );
          }
        }
      }
  const over = (stats: Stat[]) => {
    const top = stats.reduce((a, b) => (b.max > a.max ? b : a));
    return `max ${top.max.toFixed(2)} (${top.pair}) mean ${(stats.reduce((s, x) => s + x.mean, 0) / stats.length).toFixed(2)}`;
  };
  console.log(`${phase} over ${summary.sc.length} weeks: S&C ${over(summary.sc)} | week 1 only: S&C ${over(summary.week1)} | skills ${over(summary.sk)}`);
}
console.log(`\nworst S&C Jaccard: ${worst.toFixed(2)}`);
