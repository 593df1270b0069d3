import { describe, expect, it } from 'vitest';
import { ELITE_PROGRAM_TYPES, SEASON_PHASES, type BlockKind, type EliteProgramType, type ProgramDocument, type SeasonPhase } from '@rugby/contracts';
import { activityById } from '../src/content/activities.ts';
import { STYLE_EMPHASES } from '../src/content/elite-styles.ts';
import { ALL_POSITIONS } from '../src/content/positions.ts';
import { rangeFor } from '../src/generator/dosing.ts';
import { buildEliteDocument } from '../src/generator/elite.ts';

/**
 * Issue 12, point 7: each of the 11 styles has an emphasis that changes exercise choice and dose balance, not only the
 * focus text. In the same phase, two styles share at most about a third of their strength and conditioning exercises.
 */
const MATCH_DAYS = ['saturday', 'sunday'] as const;
const WEEKS = [1, 2, 3, 4];
/** The squad seeds the choice among equals: several squads, so the identity holds by design and not by luck. */
const SQUADS = [undefined, 'team-1', 'team-2'];
const MAX_SHARED = 0.34;

const SC: readonly BlockKind[] = ['strength', 'conditioning'];
const isSC = (id: string) => ['strength', 'conditioning'].includes(activityById(id)?.category ?? '');
const weekOf = (type: EliteProgramType, seasonPhase: SeasonPhase, weekOfPhase: number, matchDay: (typeof MATCH_DAYS)[number], teamId?: string) =>
  buildEliteDocument(type, { seasonPhase, weekOfPhase, matchDay, teamId });
const exercisesIn = (doc: ProgramDocument, kinds: readonly BlockKind[]) =>
  new Set(doc.days.flatMap((d) => d.blocks.filter((b) => kinds.includes(b.kind)).flatMap((b) => b.items.map((i) => i.exerciseId ?? i.name))));
const minutesIn = (doc: ProgramDocument, kind: BlockKind) =>
  doc.days.flatMap((d) => d.blocks.filter((b) => b.kind === kind).flatMap((b) => b.items)).reduce((s, i) => s + i.minutes, 0);
const jaccard = (a: Set<string>, b: Set<string>) => [...a].filter((x) => b.has(x)).length / new Set([...a, ...b]).size;

/** Every week a phase is planned for: weeks 1-4 of the block, both match days in-season, several squads. */
function* weeksOf(phase: SeasonPhase) {
  for (const teamId of SQUADS)
    for (const week of WEEKS)
      for (const matchDay of phase === 'in-season' ? MATCH_DAYS : (['saturday'] as const)) {
        yield {
          label: `${phase} week ${week} ${matchDay} squad ${teamId ?? '(none)'}`,
          docs: ELITE_PROGRAM_TYPES.map((t) => weekOf(t, phase, week, matchDay, teamId)),
        };
      }
}

describe('each elite style has its own strength and conditioning', () => {
  it(`in every phase, two styles share at most a third of their S&C exercises (Jaccard ≤ ${MAX_SHARED}, about 0.05 on average)`, () => {
    for (const phase of SEASON_PHASES) {
      const shares: number[] = [];
      for (const { label, docs } of weeksOf(phase)) {
        const sets = docs.map((d) => exercisesIn(d, SC));
        for (let i = 0; i < sets.length; i++)
          for (let j = i + 1; j < sets.length; j++) {
            const a = sets[i]!;
            const b = sets[j]!;
            const share = jaccard(a, b);
            shares.push(share);
            expect(
              share,
              `${label}: ${ELITE_PROGRAM_TYPES[i]} and ${ELITE_PROGRAM_TYPES[j]} share ${[...a].filter((x) => b.has(x)).join(', ')}`,
            ).toBeLessThanOrEqual(MAX_SHARED);
          }
      }
      expect(shares.reduce((s, x) => s + x, 0) / shares.length, `${phase}: mean share`).toBeLessThanOrEqual(0.12);
    }
  });

  it("builds most of each week on the style's own signature, made of whole-squad exercises with a dose", () => {
    const signatureSC = (t: EliteProgramType) => STYLE_EMPHASES[t].signature.filter(isSC);
    for (const type of ELITE_PROGRAM_TYPES) {
      for (const id of STYLE_EMPHASES[type].signature) expect(activityById(id), `${type}: ${id}`).not.toBeNull();
      // An elite week is a whole-squad session: a unit's or a position's exercise could never be chosen for it.
      for (const id of signatureSC(type)) {
        expect(activityById(id)!.positions.length, `${type}: ${id} is for the whole squad`).toBe(ALL_POSITIONS.length);
        expect(
          SEASON_PHASES.some((phase) => rangeFor({ id }, phase)),
          `${type}: ${id} has a dose`,
        ).toBe(true);
      }
      expect(signatureSC(type).length, type).toBeGreaterThanOrEqual(12);
    }
    // Identities overlap little by design: no two styles have more than two S&C signature exercises in common.
    for (let i = 0; i < ELITE_PROGRAM_TYPES.length; i++)
      for (let j = i + 1; j < ELITE_PROGRAM_TYPES.length; j++) {
        const b = signatureSC(ELITE_PROGRAM_TYPES[j]!);
        const shared = signatureSC(ELITE_PROGRAM_TYPES[i]!).filter((x) => b.includes(x));
        expect(shared.length, `${ELITE_PROGRAM_TYPES[i]} and ${ELITE_PROGRAM_TYPES[j]} share ${shared.join(', ')}`).toBeLessThanOrEqual(2);
      }
    for (const phase of SEASON_PHASES) {
      const own = new Map<EliteProgramType, [number, number]>();
      for (const { docs } of weeksOf(phase)) {
        docs.forEach((doc, i) => {
          const type = ELITE_PROGRAM_TYPES[i]!;
          const ids = [...exercisesIn(doc, SC)];
          const [mine, all] = own.get(type) ?? [0, 0];
          own.set(type, [mine + ids.filter((id) => STYLE_EMPHASES[type].signature.includes(id)).length, all + ids.length]);
        });
      }
      for (const [type, [mine, all]] of own) expect(mine / all, `${phase}: ${type}'s own signature share of its S&C exercises`).toBeGreaterThanOrEqual(0.75);
    }
  });

  it('changes the dose balance: the strength-first styles plan more strength against conditioning than the conditioning-first ones', () => {
    // Strength minus conditioning minutes a week, averaged over the phase's weeks.
    const balanceOf = (phase: SeasonPhase) => {
      const sum = new Map<EliteProgramType, number>();
      let n = 0;
      for (const { docs } of weeksOf(phase)) {
        docs.forEach((doc, i) =>
          sum.set(ELITE_PROGRAM_TYPES[i]!, (sum.get(ELITE_PROGRAM_TYPES[i]!) ?? 0) + minutesIn(doc, 'strength') - minutesIn(doc, 'conditioning')),
        );
        n++;
      }
      return new Map([...sum].map(([t, s]) => [t, s / n]));
    };
    // Each style's declared emphasis: its bias of the main-work split towards strength rather than conditioning.
    const emphasis = (t: EliteProgramType) => (STYLE_EMPHASES[t].bias.strength ?? 0) - (STYLE_EMPHASES[t].bias.conditioning ?? 0);
    const byEmphasis = [...ELITE_PROGRAM_TYPES].sort((a, b) => emphasis(b) - emphasis(a));
    const strengthFirst = byEmphasis.slice(0, 2);
    const conditioningFirst = byEmphasis.slice(-2);
    expect(new Set([...strengthFirst, ...conditioningFirst]).size).toBe(4);
    for (const phase of SEASON_PHASES) {
      const balance = balanceOf(phase);
      const at = (t: EliteProgramType) => balance.get(t)!;
      const summary = byEmphasis.map((t) => `${t} ${at(t).toFixed(1)}`).join(', ');
      expect(Math.min(...strengthFirst.map(at)) - Math.max(...conditioningFirst.map(at)), `${phase}: ${summary}`).toBeGreaterThanOrEqual(5);
      // And no style is a copy of the rest: each differs by at least 5 minutes a week from some of the others.
      for (const type of ELITE_PROGRAM_TYPES) {
        expect(ELITE_PROGRAM_TYPES.filter((o) => Math.abs(at(o) - at(type)) >= 5).length, `${phase}: ${type} (${summary})`).toBeGreaterThanOrEqual(1);
      }
    }
  });
});
