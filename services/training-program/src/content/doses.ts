import type { ContactLevel, Load, SeasonPhase } from '@rugby/contracts';
import type { Dose, DoseRange, Prescription, WorkKind } from './prescription.ts';

/**
 * How every activity of the library is prescribed (content/prescription.ts): dose ranges per season phase, the time a
 * dose takes, contact level, cues, equipment and what to progress or regress to. Descriptions (activities.ts) say how;
 * these say how much.
 *
 * Rules the doses follow (test/library-doses.test.ts checks them):
 * - Loaded lifts carry reps and a %1RM or RPE load: pre-season base strength (about 4 × 5-6 @ 75-82%), in-season
 *   maintenance (3 × 3-5 @ 80-85%, moved fast), off-season technique at light loads (3 × 8-10 @ 60-65% or RPE 6).
 * - Holds are in seconds; Nordics 2-3 × 3-6 (heavy eccentric, never the day before a match); plyometrics ≤ 6 reps.
 * - Sprints are sets of one distance; repeat sprints and hard intervals are flagged and have no off-season dose.
 * - Live contact, scrummaging and high-intensity work have no off-season dose: the off-season is active recovery.
 * - A dose fits its minutes: doseMinutes of the smallest dose ≤ 20, of the largest ≤ 30.
 */

type Range = readonly [number, number];
type PhaseDoses = Partial<Record<SeasonPhase, DoseRange>>;

const pct = (percent: number): Load => ({ kind: 'percent1rm', percent });
const rpe = (value: number): Load => ({ kind: 'rpe', rpe: value });
const BW: Load = { kind: 'bodyweight' };
const NO_LOAD: Load = { kind: 'none' };
const r = (min: number, max: number = min): Range => [min, max];

type Extra = Partial<Pick<DoseRange, 'perSide' | 'tempo' | 'durationSeconds' | 'distanceMeters' | 'reps'>>;
/** sets × reps at a load. */
const reps = (sets: Range, repRange: Range, load: Load, restSeconds: number, extra: Extra = {}): DoseRange => ({
  sets,
  reps: repRange,
  load,
  restSeconds,
  ...extra,
});
/** sets × seconds (holds, intervals, timed drills and games). */
const timed = (sets: Range, durationSeconds: number, restSeconds: number, load: Load = NO_LOAD, extra: Extra = {}): DoseRange => ({
  sets,
  durationSeconds,
  restSeconds,
  load,
  ...extra,
});
/** sets of one run (sprints, shuttles, carries). */
const runs = (sets: Range, distanceMeters: number, restSeconds: number, load: Load = NO_LOAD, extra: Extra = {}): DoseRange => ({
  sets,
  distanceMeters,
  restSeconds,
  load,
  ...extra,
});

const every = (d: DoseRange): PhaseDoses => ({ 'pre-season': d, 'in-season': d, 'off-season': d });
/** Not used in the off-season (live contact, scrummaging, hard or high-intensity work). */
const inSeasons = (pre: DoseRange, inSeason: DoseRange = pre): PhaseDoses => ({ 'pre-season': pre, 'in-season': inSeason });
const phases = (pre: DoseRange, inSeason: DoseRange, off: DoseRange): PhaseDoses => ({ 'pre-season': pre, 'in-season': inSeason, 'off-season': off });

const FLAGS = ['heavyEccentric', 'hardInterval', 'scrummaging', 'needsPack', 'needsPartner', 'coldWater', 'tackle'] as const;

/** The prescription's flags (heavy eccentric, hard interval, …) as given, plus shorthand for the rest. */
interface Options extends Partial<Pick<Prescription, (typeof FLAGS)[number]>> {
  setup: number;
  spr?: number;
  contact?: ContactLevel;
  cues: readonly string[];
  equipment?: readonly string[];
  prog?: readonly string[];
  reg?: readonly string[];
}

function rx(kind: WorkKind, doses: PhaseDoses, o: Options): Prescription {
  const p: Prescription = {
    kind,
    doses,
    setupSeconds: o.setup,
    contact: o.contact ?? 'none',
    cues: o.cues,
    equipment: o.equipment ?? [],
    progressions: o.prog ?? [],
    regressions: o.reg ?? [],
  };
  if (o.spr !== undefined) p.secondsPerRep = o.spr;
  for (const flag of FLAGS) {
    if (o[flag]) p[flag] = true;
  }
  return p;
}

// Common timed shapes: a 12-minute drill (2-3 × 3 min), a 10-minute drill (2-3 × 2.5 min), a 5-minute laws briefing.
const DRILL_12 = timed(r(2, 3), 180, 60);
const DRILL_10 = timed(r(2, 3), 150, 45);
const DRILL_8 = timed(r(2, 3), 120, 45);
const BRIEFING = every(timed(r(1), 300, 0));
const SKILL_SETUP = 60;

export const PRESCRIPTIONS: Record<string, Prescription> = {
  // ─── Warm-up ───────────────────────────────────────────────────────────────────────────────────────────────────
  'wu-dynamic-prep': rx('drill', every(timed(r(5, 7), 45, 15)), {
    setup: 30,
    cues: ['Build from a jog to three-quarter pace', 'Tall posture, quick feet', 'Walk back between drills'],
    equipment: ['cones'],
  }),
  'wu-ramp': rx('drill', every(timed(r(4), 120, 15)), {
    setup: 20,
    cues: ['Raise, activate, mobilise, potentiate: about two minutes each', 'Strides build to 90%, never flat out'],
    equipment: ['mini band', 'cones'],
  }),
  'wu-handling-grid': rx('drill', every(timed(r(3, 4), 120, 30)), {
    setup: 30,
    cues: ['Hands up early, fingers spread', 'Catch in front of the chest', 'Pass and follow'],
    equipment: ['balls', 'cones'],
  }),
  'wu-tag-game': rx('game', every(timed(r(2, 3), 180, 45)), {
    setup: 30,
    cues: ['Pass within two seconds of a tag', 'Scan and support early', 'No contact: two-handed tag only'],
    equipment: ['tag belts or bibs', 'ball', 'cones'],
  }),
  'wu-contact-prep': rx('drill', inSeasons(timed(r(3, 4), 60, 30)), {
    setup: 30,
    contact: 'controlled',
    needsPartner: true,
    cues: ['Chin tucked when falling', 'Roll across the back, not onto the shoulder point', 'Partner leans at an agreed effort'],
    equipment: ['mats or soft ground'],
  }),
  'wu-sprint-mechanics': rx('drill', inSeasons(timed(r(4, 6), 60, 30)), {
    setup: 30,
    cues: ['Tall posture', 'Punch the knee', 'Strike under the hips'],
    equipment: ['cones'],
  }),
  'wu-neck-activation': rx('isometric', every(timed(r(2, 3), 10, 20, BW, { reps: r(4) })), {
    setup: 30,
    cues: ['Four directions, 10 s each', 'Moderate effort, head still', 'Then scapular push-ups'],
    prog: ['st-partner-neck'],
    reg: [],
  }),
  'wu-lineout-prep': rx('drill', inSeasons(timed(r(3, 4), 60, 30)), {
    setup: 30,
    needsPack: true,
    cues: ['Stiff ankles on the pogos', 'Stick every landing', 'Lifters: hands ready, then drive'],
    equipment: ['cones'],
  }),
  'wu-kicking-prep': rx('drill', every(timed(r(3, 4), 120, 30)), {
    setup: 30,
    cues: ['Consistent ball drop', 'Both feet', 'Work up the distance gradually'],
    equipment: ['balls'],
  }),
  'wu-nine-service': rx('drill', every(timed(r(3, 4), 90, 30)), {
    setup: 20,
    cues: ['Feet to the ball first', 'Sweep it away, no back-lift', 'Both sides'],
    equipment: ['balls', 'targets or cones'],
  }),
  'wu-agility-cones': rx('drill', every(timed(r(4, 6), 45, 30)), {
    setup: 30,
    cues: ['Stay low through the cut', 'Short, quick steps', 'Eyes up'],
    equipment: ['cones'],
  }),
  'wu-mobility-flow': rx('mobility', every(timed(r(2, 3), 150, 15)), {
    setup: 0,
    cues: ['Flow continuously', 'Breathe through the nose', 'Move within a pain-free range'],
    equipment: [],
  }),
  'wu-high-ball': rx('drill', every(timed(r(3, 4), 90, 30)), {
    setup: 20,
    cues: ['Call early and loudly', 'Catch at the highest point', 'Knee up for protection'],
    equipment: ['balls'],
  }),
  'wu-activate-running': rx('drill', every(timed(r(4, 6), 45, 15)), {
    setup: 0,
    cues: ['Start easy, finish at three-quarter pace', 'Knees and toes point forward on landing', 'Walk back between runs'],
    equipment: ['cones'],
  }),
  'wu-single-leg-balance': rx('balance', every(timed(r(2, 3), 20, 10, BW, { perSide: true })), {
    setup: 10,
    cues: ['Soft knee, hips level', 'Trunk tall', 'Eyes closed or a ball toss to progress'],
    reg: [],
    prog: ['wu-hop-stick'],
  }),
  'wu-hop-stick': rx('balance', every(reps(r(2, 3), r(4, 5), BW, 15, { perSide: true })), {
    setup: 10,
    spr: 3,
    cues: ['Land quietly', 'Knee over the toes', 'Freeze for two seconds'],
    prog: ['wu-lateral-bound-stick'],
    reg: ['wu-single-leg-balance'],
  }),
  'wu-lateral-bound-stick': rx('balance', every(reps(r(2, 3), r(4, 5), BW, 15, { perSide: true })), {
    setup: 10,
    spr: 3,
    cues: ['Knee in line with the foot', 'Hold the landing two seconds', 'Push off the outside foot'],
    prog: ['st-broad-jumps'],
    reg: ['wu-hop-stick'],
  }),

  // ─── Strength: gym ─────────────────────────────────────────────────────────────────────────────────────────────
  'st-back-squat': rx(
    'loaded-lift',
    phases(reps(r(4), r(5, 6), pct(78), 150), reps(r(3), r(3, 5), pct(82), 150), reps(r(3), r(8, 10), pct(62), 90, { tempo: '3-0-1-0' })),
    {
      setup: 180,
      spr: 4,
      cues: [
        'Brace before you descend',
        'Knees track the toes',
        'Hips and shoulders rise together',
        'In-season: move the bar fast, stop well short of failure',
      ],
      equipment: ['barbell', 'rack', 'plates'],
      prog: ['st-front-squat'],
      reg: ['st-goblet-squat'],
    },
  ),
  'st-trap-bar-deadlift': rx('loaded-lift', phases(reps(r(4), r(4, 6), pct(80), 150), reps(r(3), r(3, 4), pct(82), 150), reps(r(3), r(6, 8), pct(65), 120)), {
    setup: 180,
    spr: 4,
    cues: ['Flat back, proud chest', 'Push the floor away', 'Lock out with the glutes, not the lower back'],
    equipment: ['trap bar', 'plates'],
    prog: ['st-trap-bar-jump'],
    reg: ['st-kb-deadlift'],
  }),
  'st-bench-press': rx('loaded-lift', phases(reps(r(4), r(5, 6), pct(78), 120), reps(r(3), r(3, 5), pct(80), 120), reps(r(3), r(8, 10), pct(62), 90)), {
    setup: 150,
    spr: 4,
    cues: ['Shoulder blades pinned', 'Bar path over the mid-chest', 'Feet planted, no bounce'],
    equipment: ['barbell', 'bench', 'plates', 'spotter'],
    reg: ['st-db-bench', 'st-pushup-ladder'],
  }),
  'st-hang-clean': rx('loaded-lift', inSeasons(reps(r(5), r(2, 3), pct(75), 120), reps(r(4), r(2, 3), pct(75), 120)), {
    setup: 180,
    spr: 5,
    cues: ['Start at mid-thigh', 'Jump and shrug', 'Fast elbows, catch high on the shoulders'],
    equipment: ['barbell', 'plates', 'lifting platform'],
    prog: ['st-split-jerk'],
    reg: ['st-trap-bar-jump', 'st-trap-bar-speed-pull'],
  }),
  'st-weighted-pullup': rx('loaded-lift', phases(reps(r(4), r(4, 6), rpe(8), 120), reps(r(3), r(3, 5), rpe(8), 120), reps(r(3), r(6, 8), rpe(6), 90)), {
    setup: 60,
    spr: 4,
    cues: ['Full hang at the bottom', 'Chest to the bar', 'Lower under control'],
    equipment: ['pull-up bar', 'dip belt', 'plates'],
    reg: ['st-chin-up', 'st-inverted-row'],
  }),
  'st-front-squat': rx(
    'loaded-lift',
    phases(reps(r(4), r(4, 6), pct(75), 150), reps(r(3), r(3, 4), pct(80), 150), reps(r(3), r(6, 8), pct(60), 90, { tempo: '3-0-1-0' })),
    {
      setup: 180,
      spr: 4,
      cues: ['Elbows high', 'Upright torso', 'Drive up through the whole foot'],
      equipment: ['barbell', 'rack', 'plates'],
      reg: ['st-goblet-squat', 'st-back-squat'],
    },
  ),
  'st-neck-harness': rx(
    'loaded-lift',
    phases(
      reps(r(3), r(10, 12), rpe(7), 60, { tempo: '2-1-2-0' }),
      reps(r(2, 3), r(8, 10), rpe(7), 60, { tempo: '2-1-2-0' }),
      reps(r(2), r(12, 15), rpe(6), 60, { tempo: '2-1-2-0' }),
    ),
    {
      setup: 90,
      spr: 5,
      cues: ['Slow and controlled', 'Never to failure', 'Shoulders down and still'],
      equipment: ['neck harness', 'light plates', 'band'],
      reg: ['st-neck-isometric', 'st-partner-neck'],
    },
  ),
  'st-sled-push': rx('carry', inSeasons(runs(r(4, 6), 15, 90, rpe(8)), runs(r(3, 4), 10, 120, rpe(8))), {
    setup: 60,
    spr: 8,
    cues: ['Low body angle, flat back', 'Short, powerful steps', 'Drive through the balls of the feet'],
    equipment: ['sled', 'plates'],
    reg: ['st-bear-crawl'],
  }),
  'st-landmine-press': rx(
    'loaded-lift',
    phases(
      reps(r(3), r(6, 8), rpe(8), 60, { perSide: true }),
      reps(r(3), r(5, 6), rpe(7), 60, { perSide: true }),
      reps(r(3), r(8, 10), rpe(6), 60, { perSide: true }),
    ),
    {
      setup: 90,
      spr: 3,
      cues: ['Ribs down, glutes tight', 'Press up and slightly forward', 'Reach through at the top'],
      equipment: ['landmine', 'barbell', 'plates'],
      prog: ['st-push-press'],
      reg: ['st-db-bench'],
    },
  ),
  'st-split-squat': rx(
    'loaded-lift',
    phases(
      reps(r(3), r(6, 8), rpe(8), 90, { perSide: true }),
      reps(r(3), r(4, 6), rpe(8), 90, { perSide: true }),
      reps(r(3), r(8, 10), rpe(6), 60, { perSide: true }),
    ),
    {
      setup: 120,
      spr: 4,
      cues: ['Front shin near vertical', 'Drop the back knee straight down', 'Drive through the front heel'],
      equipment: ['dumbbells', 'bench'],
      prog: ['st-front-squat'],
      reg: ['st-reverse-lunge', 'st-single-leg-squat'],
    },
  ),
  'st-trap-bar-jump': rx('plyometric', inSeasons(reps(r(4), r(3, 5), pct(25), 120), reps(r(3), r(3, 4), pct(20), 120)), {
    setup: 120,
    spr: 4,
    cues: ['Jump as high as you can', 'Land softly, hips back', 'Reset before each rep'],
    equipment: ['trap bar', 'light plates'],
    prog: ['st-hang-clean'],
    reg: ['st-box-jump'],
  }),
  'st-hip-thrust': rx('loaded-lift', phases(reps(r(4), r(6, 8), rpe(8), 90), reps(r(3), r(5, 6), rpe(7), 90), reps(r(3), r(10, 12), rpe(6), 60)), {
    setup: 120,
    spr: 3,
    cues: ['Chin tucked, ribs down', 'Drive through the heels', 'Pause at lockout'],
    equipment: ['barbell', 'bench', 'bar pad', 'plates'],
    reg: ['st-glute-bridge', 'st-single-leg-glute-bridge'],
  }),
  'st-rdl': rx(
    'loaded-lift',
    phases(
      reps(r(3, 4), r(6, 8), rpe(8), 120, { tempo: '3-0-1-0' }),
      reps(r(3), r(4, 6), rpe(8), 120, { tempo: '3-0-1-0' }),
      reps(r(3), r(8, 10), rpe(6), 90, { tempo: '3-0-1-0' }),
    ),
    {
      setup: 150,
      spr: 5,
      cues: ['Soft knees, push the hips back', 'Bar close to the legs', 'Stop when the hamstrings load'],
      equipment: ['barbell', 'plates'],
      prog: ['st-nordic'],
      reg: ['st-single-leg-hinge', 'st-kb-deadlift'],
    },
  ),
  'st-farmer-carry': rx('carry', phases(runs(r(3, 4), 30, 90, rpe(8)), runs(r(3), 30, 90, rpe(7)), runs(r(3), 30, 90, rpe(6))), {
    setup: 60,
    spr: 20,
    cues: ['Tall posture', 'Tight trunk, no lean', 'Short, quick steps'],
    equipment: ['heavy dumbbells or farmer handles'],
    reg: ['st-front-plank'],
  }),
  'st-med-ball-throw': rx('plyometric', every(reps(r(3, 4), r(4, 5), NO_LOAD, 60, { perSide: true })), {
    setup: 60,
    spr: 2,
    cues: ['Hips lead the hands', 'Throw through the wall', 'Catch, reset, throw'],
    equipment: ['3-5 kg medicine ball', 'wall'],
    reg: ['st-med-ball-chest-pass'],
  }),
  'st-push-press': rx('loaded-lift', inSeasons(reps(r(4), r(3, 5), pct(75), 150), reps(r(3), r(3), pct(75), 150)), {
    setup: 180,
    spr: 4,
    cues: ['Short dip, knees forward', 'Drive with the legs, then press', 'Head through at lockout'],
    equipment: ['barbell', 'rack', 'plates'],
    prog: ['st-split-jerk'],
    reg: ['st-landmine-press'],
  }),
  'st-bike-flush': rx('loaded-lift', every(reps(r(2, 3), r(12, 15), rpe(5), 60)), {
    // One repetition here is one round rep across the four machines (about 3 s on each).
    setup: 60,
    spr: 12,
    cues: ['Each round: leg press, seated row, chest press, hamstring curl', 'Easy loads, smooth reps', 'Leave feeling fresher'],
    equipment: ['leg press', 'row machine', 'chest press', 'hamstring curl'],
    prog: ['st-goblet-squat', 'st-db-row'],
  }),
  'st-goblet-squat': rx(
    'loaded-lift',
    phases(reps(r(3), r(8, 10), rpe(7), 90), reps(r(3), r(6, 8), rpe(7), 90), reps(r(3), r(8, 10), rpe(6), 75, { tempo: '3-1-1-0' })),
    {
      setup: 60,
      spr: 4,
      cues: ['Weight at the chest', 'Sit between the heels', 'Elbows inside the knees'],
      equipment: ['dumbbell or kettlebell'],
      prog: ['st-back-squat', 'st-front-squat'],
      reg: ['st-bw-squat'],
    },
  ),
  'st-kb-deadlift': rx('loaded-lift', phases(reps(r(3), r(8, 10), rpe(7), 90), reps(r(3), r(6, 8), rpe(7), 90), reps(r(3), r(10, 12), rpe(6), 60)), {
    setup: 60,
    spr: 3,
    cues: ['Hips back, flat back', 'Grip hard, shoulders over the bell', 'Drive the floor away'],
    equipment: ['kettlebell'],
    prog: ['st-trap-bar-deadlift', 'st-rdl'],
    reg: ['st-glute-bridge'],
  }),
  'st-trap-bar-speed-pull': rx('loaded-lift', inSeasons(reps(r(4), r(3), pct(65), 90), reps(r(4), r(2, 3), pct(60), 90)), {
    setup: 150,
    spr: 3,
    cues: ['Every rep as fast as possible', 'Reset at the floor', 'Stop the set if the bar slows'],
    equipment: ['trap bar', 'plates'],
    prog: ['st-hang-clean'],
    reg: ['st-trap-bar-deadlift', 'st-kb-deadlift'],
  }),
  'st-db-row': rx(
    'loaded-lift',
    phases(
      reps(r(3, 4), r(8, 10), rpe(8), 60, { perSide: true }),
      reps(r(3), r(6, 8), rpe(7), 60, { perSide: true }),
      reps(r(3), r(10, 12), rpe(6), 60, { perSide: true }),
    ),
    {
      setup: 60,
      spr: 3,
      cues: ['Flat back, hips square', 'Pull the elbow to the hip', 'Lower under control'],
      equipment: ['dumbbell', 'bench'],
      prog: ['st-weighted-pullup'],
      reg: ['st-inverted-row'],
    },
  ),
  'st-chin-up': rx('bodyweight', phases(reps(r(3, 4), r(5, 8), BW, 90), reps(r(3), r(4, 6), BW, 90), reps(r(3), r(5, 8), BW, 90)), {
    setup: 30,
    spr: 4,
    cues: ['Dead hang to start', 'Chest to the bar', 'Three seconds down'],
    equipment: ['pull-up bar', 'band for assistance'],
    prog: ['st-weighted-pullup'],
    reg: ['st-inverted-row'],
  }),
  'st-db-bench': rx('loaded-lift', phases(reps(r(3, 4), r(8, 10), rpe(8), 90), reps(r(3), r(6, 8), rpe(7), 90), reps(r(3), r(10, 12), rpe(6), 60)), {
    setup: 60,
    spr: 3,
    cues: ['Elbows about 45 degrees', 'Shoulder blades back and down', 'Press up and slightly together'],
    equipment: ['dumbbells', 'bench'],
    prog: ['st-bench-press'],
    reg: ['st-pushup-ladder'],
  }),
  'st-pallof-press': rx('isometric', every(timed(r(2, 3), 3, 45, rpe(6), { reps: r(6, 8), perSide: true })), {
    setup: 30,
    cues: ['Press straight out and hold 3 s', 'Hips and ribs stay square', 'Breathe behind the brace'],
    equipment: ['cable or band'],
    prog: ['st-plank-reach'],
    reg: ['st-dead-bug'],
  }),
  'st-box-jump': rx('plyometric', phases(reps(r(4), r(3, 5), BW, 60), reps(r(3), r(3), BW, 60), reps(r(3), r(3), BW, 60)), {
    setup: 60,
    spr: 5,
    cues: ['Arm swing, then explode', 'Land softly, knees over toes', 'Step down, never jump down'],
    equipment: ['plyo box'],
    prog: ['st-trap-bar-jump'],
    reg: ['wu-hop-stick'],
  }),
  'st-med-ball-chest-pass': rx('plyometric', every(reps(r(3, 4), r(5, 6), NO_LOAD, 60)), {
    setup: 30,
    spr: 2,
    cues: ['Athletic stance', 'Step into the throw', 'Throw through the target'],
    equipment: ['3-5 kg medicine ball', 'wall or partner'],
    prog: ['st-med-ball-throw'],
  }),
  'st-sled-sprint': rx('sprint', inSeasons(runs(r(5, 6), 20, 120), runs(r(3, 4), 15, 120)), {
    setup: 90,
    spr: 5,
    cues: ['Load slows you by no more than a tenth', 'Forward lean, push the ground back', 'Full walk-back rest'],
    equipment: ['sled', 'harness', 'light plates'],
    prog: [],
    reg: ['co-acceleration'],
  }),
  'st-split-jerk': rx('loaded-lift', inSeasons(reps(r(4, 5), r(2, 3), pct(75), 120), reps(r(3), r(2, 3), pct(75), 120)), {
    setup: 180,
    spr: 4,
    cues: ['Dip straight down', 'Drive, then split fast', 'Lock the arms, recover front foot first'],
    equipment: ['barbell', 'rack', 'plates', 'lifting platform'],
    reg: ['st-push-press'],
  }),

  // ─── Strength: bodyweight and field ────────────────────────────────────────────────────────────────────────────
  'st-jump-squat': rx('bodyweight', phases(reps(r(3, 4), r(5, 6), BW, 90), reps(r(3), r(4, 5), BW, 90), reps(r(2, 3), r(5, 6), BW, 90)), {
    // One repetition: a 3-second tempo squat straight into a jump squat.
    setup: 30,
    spr: 6,
    cues: ['Three seconds down on the tempo squat', 'Explode on the jump', 'Land softly and reset'],
    prog: ['st-box-jump'],
    reg: ['st-bw-squat'],
  }),
  'st-pushup-ladder': rx('bodyweight', phases(reps(r(4), r(6, 10), BW, 60), reps(r(3), r(6, 8), BW, 60), reps(r(3), r(8, 12), BW, 60)), {
    setup: 10,
    spr: 3,
    cues: ['Elbows at 45 degrees', 'Body in one straight line', 'Clap push-ups only while every rep is crisp'],
    prog: ['st-db-bench', 'st-bench-press'],
    reg: ['st-front-plank'],
  }),
  'st-partner-scrum-hold': rx('isometric', inSeasons(timed(r(4, 6), 10, 50, BW), timed(r(4, 5), 8, 50, BW)), {
    setup: 60,
    contact: 'controlled',
    scrummaging: true,
    needsPartner: true,
    cues: ['Hips just above the knees', 'Spine neutral, eyes up', 'Build the push over the first seconds'],
    prog: ['sk-scrum-machine'],
    reg: ['st-front-plank'],
  }),
  'st-bear-crawl': rx('bodyweight', every(runs(r(3, 4), 15, 60, BW, { reps: r(2) })), {
    // Two runs per set: bear crawl out, crab walk back.
    setup: 10,
    spr: 20,
    cues: ['Knees an inch off the ground', 'Opposite hand and foot together', 'Hips level'],
    prog: ['st-sled-push'],
    reg: ['st-front-plank'],
  }),
  'st-wrestle': rx('drill', inSeasons(timed(r(5, 8), 20, 40), timed(r(4, 6), 20, 40)), {
    setup: 60,
    contact: 'live',
    needsPartner: true,
    cues: ['Fight for inside body position', 'Low hips, stay on your feet', 'Stop on the whistle, reset'],
    equipment: ['mats or soft grass', 'ball'],
    reg: ['st-partner-scrum-hold'],
  }),
  'st-plank-series': rx(
    'isometric',
    phases(timed(r(2, 3), 40, 45, BW, { reps: r(4) }), timed(r(2), 30, 45, BW, { reps: r(4) }), timed(r(2, 3), 30, 45, BW, { reps: r(4) })),
    {
      setup: 20,
      cues: ['Front, left side, right side, shoulder taps', 'Ribs down, glutes tight', 'End the hold when the hips sag'],
      prog: ['st-plank-reach', 'st-pallof-press'],
      reg: ['st-front-plank'],
    },
  ),
  'st-lunge-matrix': rx(
    'bodyweight',
    phases(
      reps(r(2, 3), r(6, 8), BW, 60, { perSide: true }),
      reps(r(2), r(4, 6), BW, 60, { perSide: true }),
      reps(r(2, 3), r(6, 8), BW, 60, { perSide: true }),
    ),
    {
      // One repetition: a forward, a lateral and a reverse lunge.
      setup: 30,
      spr: 9,
      cues: ['Forward, lateral, reverse: one each per rep', 'Rotate over the front leg', 'Knee tracks the toes'],
      prog: ['st-split-squat'],
      reg: ['st-reverse-lunge'],
    },
  ),
  'st-single-leg-hinge': rx('bodyweight', every(reps(r(2, 3), r(8, 10), BW, 60, { perSide: true })), {
    setup: 30,
    spr: 5,
    cues: ['Hips square to the ground', 'Reach long, back flat', 'Drive the hips up on the bridge'],
    prog: ['st-rdl', 'st-nordic'],
    reg: ['st-glute-bridge'],
  }),
  'st-inverted-row': rx('bodyweight', phases(reps(r(3, 4), r(8, 10), BW, 60), reps(r(3), r(6, 8), BW, 60), reps(r(3), r(8, 12), BW, 60)), {
    setup: 30,
    spr: 3,
    cues: ['Body straight like a plank', 'Chest to the bar', 'Squeeze the shoulder blades'],
    equipment: ['sturdy bar, table edge or towel'],
    prog: ['st-chin-up', 'st-db-row'],
    reg: [],
  }),
  'st-broad-jumps': rx('plyometric', inSeasons(reps(r(4, 5), r(3, 5), BW, 90), reps(r(3, 4), r(3), BW, 90)), {
    setup: 60,
    spr: 4,
    cues: ['Swing and explode forward', 'Stick every landing', 'Bounds: long and tall'],
    equipment: ['cones'],
    prog: ['st-trap-bar-jump'],
    reg: ['wu-lateral-bound-stick'],
  }),
  'st-partner-neck': rx(
    'isometric',
    phases(timed(r(2, 3), 10, 30, BW, { reps: r(4) }), timed(r(2), 10, 30, BW, { reps: r(4) }), timed(r(2), 8, 30, BW, { reps: r(4) })),
    {
      setup: 20,
      needsPartner: true,
      cues: ['Four directions, hold the head still', 'Partner builds the effort slowly', 'Never jerk or push to fatigue'],
      prog: ['st-neck-harness'],
      reg: ['st-neck-isometric'],
    },
  ),
  'st-pogo-tuck': rx('plyometric', phases(reps(r(3, 4), r(5, 6), BW, 60), reps(r(3), r(4, 5), BW, 60), reps(r(2, 3), r(5, 6), BW, 60)), {
    setup: 20,
    spr: 2,
    cues: ['Stiff ankles, quick contacts', 'Knees to the chest on the tuck', 'Quiet landings'],
    prog: ['st-box-jump', 'st-broad-jumps'],
    reg: ['wu-hop-stick'],
  }),
  'st-copenhagen': rx(
    'isometric',
    phases(timed(r(3), 25, 30, BW, { perSide: true }), timed(r(2), 20, 30, BW, { perSide: true }), timed(r(2), 15, 30, BW, { perSide: true })),
    {
      setup: 20,
      cues: ['Body straight, hips up', 'Top leg does the work', 'Short lever (knee on the bench) to start'],
      equipment: ['bench or partner'],
      reg: ['st-side-plank'],
    },
  ),
  'st-nordic': rx('eccentric', phases(reps(r(3), r(4, 6), BW, 90), reps(r(2), r(3, 5), BW, 90), reps(r(2), r(3, 5), BW, 90)), {
    setup: 20,
    spr: 5,
    heavyEccentric: true,
    cues: ['Lower for 3-5 s', 'Hips extended, straight line knee to shoulder', 'Catch with the hands, push back up'],
    equipment: ['partner or anchored bar', 'mat'],
    reg: ['st-nordic-assisted', 'st-single-leg-hinge'],
  }),
  'st-bw-squat': rx('bodyweight', every(reps(r(2, 3), r(10, 15), BW, 45)), {
    setup: 10,
    spr: 3,
    cues: ['Thighs at least parallel', 'Knees out over the toes', 'Chest up, stand tall'],
    prog: ['st-goblet-squat', 'st-reverse-lunge'],
  }),
  'st-reverse-lunge': rx('bodyweight', every(reps(r(2, 3), r(6, 10), BW, 45, { perSide: true })), {
    setup: 10,
    spr: 3,
    cues: ['Long step back', 'Front shin near vertical', 'Drive through the front heel'],
    prog: ['st-single-leg-squat', 'st-split-squat'],
    reg: ['st-bw-squat'],
  }),
  'st-single-leg-squat': rx('bodyweight', every(reps(r(2, 3), r(4, 6), BW, 45, { perSide: true })), {
    setup: 20,
    spr: 4,
    cues: ['Knee in line with the second toe', 'Sit back to touch the box', 'No push from the other foot'],
    prog: ['st-split-squat'],
    reg: ['st-reverse-lunge'],
  }),
  'st-nordic-assisted': rx('eccentric', every(reps(r(2, 3), r(3, 6), BW, 60)), {
    setup: 20,
    spr: 5,
    heavyEccentric: true,
    cues: ['Lower as slowly as you can', 'Hips extended, straight line knee to shoulder', 'Catch on the hands and push back up'],
    equipment: ['partner or an anchor for the heels', 'mat'],
    prog: ['st-nordic'],
    reg: ['st-single-leg-hinge'],
  }),
  'st-front-plank': rx('isometric', phases(timed(r(3), 40, 30, BW), timed(r(2, 3), 30, 30, BW), timed(r(2, 3), 30, 30, BW)), {
    setup: 10,
    cues: ['Forearms under the shoulders', 'Ribs down, glutes squeezed', 'Keep breathing'],
    prog: ['st-side-plank', 'st-plank-reach'],
  }),
  'st-side-plank': rx(
    'isometric',
    phases(timed(r(2, 3), 30, 20, BW, { perSide: true }), timed(r(2), 25, 20, BW, { perSide: true }), timed(r(2, 3), 25, 20, BW, { perSide: true })),
    {
      setup: 10,
      cues: ['Elbow under the shoulder', 'Straight line head to feet', 'Knees bent to regress, top leg up to progress'],
      prog: ['st-copenhagen'],
      reg: ['st-front-plank'],
    },
  ),
  'st-plank-reach': rx('isometric', every(timed(r(2, 3), 30, 30, BW)), {
    setup: 10,
    cues: ['Hips do not rock', 'Reach long and slow', 'Alternate sides each reach'],
    prog: ['st-pallof-press'],
    reg: ['st-front-plank'],
  }),
  'st-dead-bug': rx('bodyweight', every(reps(r(2, 3), r(6, 8), BW, 30, { perSide: true })), {
    setup: 10,
    spr: 4,
    cues: ['Lower back pressed down', 'Breathe out as you lower', 'Slow: three seconds out'],
    prog: ['st-plank-reach', 'st-pallof-press'],
  }),
  'st-glute-bridge': rx('bodyweight', every(reps(r(2, 3), r(10, 12), BW, 45)), {
    setup: 10,
    spr: 3,
    cues: ['Heels close to the hips', 'Squeeze the glutes at the top', 'Lower slowly'],
    prog: ['st-single-leg-glute-bridge', 'st-hip-thrust'],
  }),
  'st-single-leg-glute-bridge': rx(
    'isometric',
    phases(timed(r(2, 3), 30, 20, BW, { perSide: true }), timed(r(2), 20, 20, BW, { perSide: true }), timed(r(2, 3), 20, 20, BW, { perSide: true })),
    {
      setup: 10,
      cues: ['Hips level at the top', 'Other knee to the chest', 'Push through the heel'],
      prog: ['st-hip-thrust', 'st-single-leg-hinge'],
      reg: ['st-glute-bridge'],
    },
  ),
  'st-band-pull-apart': rx('bodyweight', every(reps(r(2, 3), r(12, 15), NO_LOAD, 30)), {
    setup: 10,
    spr: 2,
    cues: ['Arms straight', 'Shoulder blades back and down', 'Slow on the way in'],
    equipment: ['light band or towel'],
    prog: ['st-db-row'],
  }),
  'st-neck-isometric': rx(
    'isometric',
    phases(timed(r(2, 3), 10, 20, BW, { reps: r(4) }), timed(r(2, 3), 10, 20, BW, { reps: r(4) }), timed(r(2), 8, 20, BW, { reps: r(4) })),
    {
      setup: 10,
      cues: ['Front, back, left, right', 'Moderate effort, head still', 'Chin tucked, shoulders down'],
      prog: ['st-partner-neck', 'st-neck-harness'],
    },
  ),

  // ─── Strength: the exercises that give each elite style its identity ───────────────────────────────────────────
  'st-iso-mid-thigh-pull': rx('isometric', inSeasons(timed(r(4, 5), 5, 90, rpe(9)), timed(r(3, 4), 5, 90, rpe(9))), {
    setup: 120,
    cues: ['Mid-thigh, shins vertical, chest over the bar', 'Pull as hard and as fast as you can for 5 s', 'Push the floor away; never jerk into the bar'],
    equipment: ['rack with pins', 'barbell', 'lifting straps'],
    prog: ['st-clean-pull'],
    reg: ['st-kb-deadlift'],
  }),
  'st-iso-scrum-push': rx('isometric', inSeasons(timed(r(4, 6), 6, 45, rpe(8)), timed(r(3, 4), 6, 45, rpe(8))), {
    setup: 90,
    cues: ['Flat back, hips just above the knees', 'Build to near-maximal effort over 2 s, then hold', 'Eyes up, neck in line with the spine'],
    equipment: ['rack with pins and a barbell, or a sled that cannot move', 'bar pad'],
    prog: ['st-sled-push'],
    reg: ['st-front-plank'],
  }),
  'st-sandbag-carry': rx('carry', phases(runs(r(3, 4), 30, 90, rpe(8)), runs(r(3), 30, 90, rpe(7)), runs(r(3), 30, 90, rpe(6))), {
    setup: 60,
    spr: 25,
    cues: ['Bag tight to the upper chest, elbows squeezed in', 'Tall trunk, short quick steps', 'Set it down under control'],
    equipment: ['heavy sandbag'],
    prog: ['st-sandbag-shoulder'],
    reg: ['st-farmer-carry'],
  }),
  'st-sandbag-shoulder': rx('loaded-lift', inSeasons(reps(r(4), r(3, 4), rpe(8), 90, { perSide: true }), reps(r(3), r(2, 3), rpe(8), 90, { perSide: true })), {
    setup: 90,
    spr: 5,
    cues: ['Hinge down with a flat back', 'Lap it, then drive the hips through', 'Alternate shoulders; set it down, never drop it'],
    equipment: ['heavy sandbag'],
    reg: ['st-sandbag-carry', 'st-kb-deadlift'],
  }),
  'st-zercher-squat': rx('loaded-lift', phases(reps(r(3, 4), r(5, 6), rpe(8), 120), reps(r(3), r(3, 5), rpe(8), 120), reps(r(3), r(8, 10), rpe(6), 90)), {
    setup: 150,
    spr: 4,
    cues: ['Bar deep in the elbows, hands clasped', 'Elbows up, sit between the heels', 'Drive the floor away, chest up'],
    equipment: ['barbell', 'rack', 'plates', 'bar pad'],
    prog: ['st-back-squat'],
    reg: ['st-goblet-squat'],
  }),
  'st-clean-pull': rx('loaded-lift', inSeasons(reps(r(4), r(3), pct(85), 120), reps(r(3), r(3), pct(80), 120)), {
    // Loads are a percentage of the clean.
    setup: 150,
    spr: 4,
    cues: ['Bar close, shoulders over it off the floor', 'Violent hip, knee and ankle extension, then shrug', 'No catch: lower under control and reset'],
    equipment: ['barbell', 'plates', 'lifting platform', 'lifting straps'],
    prog: ['st-hang-clean'],
    reg: ['st-trap-bar-speed-pull'],
  }),
  'st-db-push-press': rx('loaded-lift', phases(reps(r(4), r(5, 6), rpe(8), 90), reps(r(3), r(4, 5), rpe(7), 90), reps(r(3), r(8, 10), rpe(6), 60)), {
    setup: 60,
    spr: 3,
    cues: ['Short dip, knees forward, heels down', 'Drive with the legs, then press', 'Lock out with the arms by the ears'],
    equipment: ['dumbbells'],
    prog: ['st-push-press'],
    reg: ['st-landmine-press'],
  }),
  'st-med-ball-slam': rx('plyometric', every(reps(r(3, 4), r(5, 6), NO_LOAD, 45)), {
    setup: 30,
    spr: 2,
    cues: ['Rise onto the toes, ball overhead', 'Slam it through the ground, hinge and brace', 'Pick it up with a flat back'],
    equipment: ['6-10 kg slam ball'],
    prog: ['st-sandbag-shoulder'],
    reg: ['st-med-ball-chest-pass'],
  }),
  'st-iso-jackal-pull': rx(
    'isometric',
    phases(timed(r(3, 4), 6, 60, rpe(8), { reps: r(3) }), timed(r(3), 6, 60, rpe(7), { reps: r(3) }), timed(r(2, 3), 6, 60, rpe(6), { reps: r(3) })),
    {
      // Each set: three pulls of 6 s with a breath between them.
      setup: 60,
      cues: ['Feet behind the bar, hips low, back flat', 'Build the pull over a second, then hold', 'Stay square: no twisting off the bar'],
      equipment: ['rack with pins', 'barbell', 'plates'],
      prog: ['st-iso-mid-thigh-pull'],
      reg: ['st-kb-deadlift'],
    },
  ),
  'st-suitcase-carry': rx(
    'carry',
    phases(runs(r(3, 4), 20, 60, rpe(8), { perSide: true }), runs(r(3), 20, 60, rpe(7), { perSide: true }), runs(r(2, 3), 20, 60, rpe(6), { perSide: true })),
    {
      setup: 30,
      spr: 15,
      cues: ['Tall and level: no lean', 'Shoulders down, grip hard', 'Slow, even steps'],
      equipment: ['heavy dumbbell or kettlebell'],
      prog: ['st-farmer-carry'],
      reg: ['st-side-plank'],
    },
  ),
  'st-drop-jump': rx('plyometric', inSeasons(reps(r(3, 4), r(4, 5), BW, 90), reps(r(3), r(3, 4), BW, 90)), {
    setup: 60,
    spr: 5,
    cues: ['Step off, do not jump off', 'Land and rebound as fast as you can', 'Short contact, stiff ankles'],
    equipment: ['30-40 cm box'],
    reg: ['st-box-jump'],
  }),
  'st-lateral-bound': rx(
    'plyometric',
    phases(
      reps(r(3, 4), r(4, 5), BW, 60, { perSide: true }),
      reps(r(3), r(3, 4), BW, 60, { perSide: true }),
      reps(r(2, 3), r(3, 4), BW, 60, { perSide: true }),
    ),
    {
      setup: 20,
      spr: 3,
      cues: ['Push off the outside leg', 'Stick the landing, knee over the foot', 'Then push straight back'],
      equipment: ['cones'],
      prog: ['st-broad-jumps'],
      reg: ['wu-lateral-bound-stick'],
    },
  ),
  'st-lateral-lunge': rx(
    'loaded-lift',
    phases(
      reps(r(3), r(6, 8), rpe(8), 60, { perSide: true }),
      reps(r(3), r(5, 6), rpe(7), 60, { perSide: true }),
      reps(r(2, 3), r(8, 10), rpe(6), 60, { perSide: true }),
    ),
    {
      setup: 60,
      spr: 3,
      cues: ['Step wide, sit the hips back over that foot', 'Other leg straight, both feet flat', 'Push the floor away to come back'],
      equipment: ['dumbbell or kettlebell'],
      prog: ['st-split-squat'],
      reg: ['st-cossack-squat'],
    },
  ),
  'st-kb-swing': rx('loaded-lift', phases(reps(r(4), r(8, 10), rpe(7), 60), reps(r(3), r(6, 8), rpe(7), 60), reps(r(3), r(10, 12), rpe(6), 60)), {
    setup: 30,
    spr: 2,
    cues: ['Hinge, do not squat', 'Snap the hips; the arms only guide the bell', 'Glutes tight, bell floats to chest height'],
    equipment: ['kettlebell'],
    prog: ['st-db-snatch', 'st-hang-clean'],
    reg: ['st-kb-deadlift'],
  }),
  'st-db-snatch': rx(
    'loaded-lift',
    phases(
      reps(r(4), r(3, 4), rpe(8), 75, { perSide: true }),
      reps(r(3), r(3), rpe(7), 75, { perSide: true }),
      reps(r(3), r(5, 6), rpe(6), 60, { perSide: true }),
    ),
    {
      setup: 60,
      spr: 3,
      cues: ['Legs and hips drive first', 'Keep the dumbbell close, punch it up', 'Lock the arm overhead, stand tall'],
      equipment: ['dumbbell'],
      prog: ['st-hang-clean'],
      reg: ['st-kb-swing'],
    },
  ),
  'st-step-up': rx(
    'loaded-lift',
    phases(
      reps(r(3), r(6, 8), rpe(8), 60, { perSide: true }),
      reps(r(3), r(5, 6), rpe(7), 60, { perSide: true }),
      reps(r(2, 3), r(8, 10), rpe(6), 60, { perSide: true }),
    ),
    {
      setup: 60,
      spr: 3,
      cues: ['Whole foot on the box', 'Drive through the heel, no push from the back foot', 'Lower under control'],
      equipment: ['dumbbells', 'knee-height box'],
      prog: ['st-split-squat'],
      reg: ['st-reverse-lunge'],
    },
  ),
  'st-landmine-rotation': rx(
    'loaded-lift',
    phases(
      reps(r(3), r(5, 6), rpe(7), 60, { perSide: true }),
      reps(r(3), r(4, 5), rpe(7), 60, { perSide: true }),
      reps(r(2, 3), r(6, 8), rpe(6), 60, { perSide: true }),
    ),
    {
      setup: 60,
      spr: 2,
      cues: ['Pivot the feet, turn the hips', 'Arms long, trunk braced', 'Control it across; do not let it pull you'],
      equipment: ['landmine', 'barbell', 'plates'],
      prog: ['st-med-ball-throw'],
      reg: ['st-pallof-press'],
    },
  ),
  'st-turkish-get-up': rx('loaded-lift', every(reps(r(2, 3), r(2, 3), rpe(6), 45, { perSide: true })), {
    // One repetition: up to standing and back down, about 20 s.
    setup: 60,
    spr: 20,
    cues: ['Eyes on the bell all the way', 'Arm locked, shoulder packed', 'Slow: every position is a pause'],
    equipment: ['kettlebell'],
    prog: [],
    reg: ['st-bear-crawl'],
  }),
  'st-iso-split-squat': rx(
    'isometric',
    phases(timed(r(3), 30, 30, BW, { perSide: true }), timed(r(2, 3), 25, 30, BW, { perSide: true }), timed(r(2, 3), 25, 30, BW, { perSide: true })),
    {
      setup: 10,
      cues: ['Back knee just off the ground', 'Front shin near vertical, trunk tall', 'Hold a dumbbell in each hand to progress'],
      prog: ['st-split-squat'],
      reg: ['st-reverse-lunge'],
    },
  ),
  'st-cossack-squat': rx('bodyweight', every(reps(r(2, 3), r(5, 6), BW, 45, { perSide: true })), {
    setup: 10,
    spr: 4,
    cues: ['Heel flat on the bent leg', 'Straight leg, toes up', 'Shift across low, without standing up'],
    prog: ['st-lateral-lunge'],
    reg: ['st-bw-squat'],
  }),
  'st-hurdle-hops': rx('plyometric', phases(reps(r(3, 4), r(5, 6), BW, 60), reps(r(3), r(4, 5), BW, 60), reps(r(2, 3), r(4, 5), BW, 60)), {
    setup: 30,
    spr: 2,
    cues: ['On the balls of the feet', 'Shortest contacts you can', 'Arms drive up, quiet landings'],
    equipment: ['mini hurdles or cones'],
    prog: ['st-box-jump'],
    reg: ['wu-hop-stick'],
  }),
  'st-calf-raise': rx('bodyweight', every(reps(r(2, 3), r(10, 15), BW, 30, { perSide: true })), {
    setup: 10,
    spr: 3,
    cues: ['Slowly down, below the step', 'Rise as high as you can', 'Knee straight; hold a dumbbell to progress'],
    equipment: ['step'],
  }),
  'st-1rm-test': rx('loaded-lift', inSeasons(reps(r(3, 5), r(1), { kind: 'percent1rm', percent: 100 }, 210)), {
    setup: 360,
    spr: 6,
    cues: ['Spotters in place before the bar moves', 'Same depth and bar path as the warm-up sets', 'Stop when technique breaks'],
    equipment: ['squat rack or trap bar', 'plates', 'spotters'],
    reg: ['st-back-squat', 'st-trap-bar-deadlift'],
  }),
  'st-slider-curl': rx('bodyweight', every(reps(r(2, 3), r(6, 8), BW, 45)), {
    setup: 10,
    spr: 4,
    cues: ['Hips high throughout', 'Slide out slowly, three seconds', 'Pull the heels back under the knees'],
    equipment: ['sliders or towels'],
    prog: ['st-nordic'],
    reg: ['st-glute-bridge'],
  }),

  // ─── Conditioning ──────────────────────────────────────────────────────────────────────────────────────────────
  'co-yoyo-test': rx('interval', inSeasons(timed(r(1), 900, 0)), {
    setup: 180,
    hardInterval: true,
    cues: ['Turn on the line, never early', 'Jog the 10 s recovery', 'Two misses and you are out: record the level'],
    equipment: ['cones', 'audio track', 'result sheet'],
  }),
  'co-broncos': rx('interval', inSeasons(runs(r(1, 2), 1200, 180), runs(r(1), 1200, 0)), {
    setup: 60,
    spr: 300,
    hardInterval: true,
    cues: ['Even pacing: the last shuttle like the first', 'Touch every line', 'Record the time'],
    equipment: ['cones', 'stopwatch'],
  }),
  'co-repeat-sprints': rx('sprint', inSeasons(runs(r(6, 10), 30, 25), runs(r(5, 6), 30, 25)), {
    setup: 60,
    spr: 5,
    hardInterval: true,
    cues: ['Start on the clock', 'Same speed on the last as the first', 'Jog back, set, go'],
    equipment: ['cones', 'stopwatch'],
    reg: ['co-acceleration'],
  }),
  'co-tempo-runs': rx('aerobic', phases(runs(r(8, 12), 100, 45), runs(r(6, 8), 100, 45), runs(r(6, 10), 100, 45)), {
    setup: 30,
    spr: 20,
    cues: ['About 70% of top speed', 'Relaxed shoulders, long stride', 'Walk 50 m back'],
    equipment: ['cones'],
    prog: ['co-backs-speed-endurance'],
    reg: ['co-easy-aerobic'],
  }),
  'co-down-ups': rx('interval', inSeasons(runs(r(3, 4), 10, 90, NO_LOAD, { reps: r(5, 6) }), runs(r(3), 10, 90, NO_LOAD, { reps: r(4, 5) })), {
    setup: 30,
    spr: 5,
    hardInterval: true,
    cues: ['Chest to the ground', 'Up fast, first step forward', 'Sprint through the line'],
    equipment: ['cones'],
  }),
  'co-forwards-circuit': rx('interval', inSeasons(timed(r(6, 10), 30, 30), timed(r(6, 8), 30, 30)), {
    setup: 90,
    contact: 'controlled',
    hardInterval: true,
    needsPartner: true,
    cues: ['Low and square on every hit', 'Back to your feet fast', 'Shield holders brace, do not push back'],
    equipment: ['tackle shields', 'ruck pads', 'tackle bags'],
  }),
  'co-small-sided': rx('game', inSeasons(timed(r(3, 5), 120, 60), timed(r(3, 4), 90, 60)), {
    setup: 60,
    hardInterval: true,
    cues: ['Two-handed touch, no contact', 'Work hard on and off the ball', 'Rest fully between games'],
    equipment: ['balls', 'bibs', 'cones'],
  }),
  'co-bike-intervals': rx('interval', inSeasons(timed(r(6, 8), 60, 60, rpe(9)), timed(r(5, 6), 60, 60, rpe(9))), {
    setup: 120,
    hardInterval: true,
    cues: ['Hard: about 90% effort', 'Easy: spin or paddle lightly', 'Same output on every rep'],
    equipment: ['bike or rower'],
    reg: ['co-tempo-bike'],
  }),
  'co-pool': rx('aerobic', phases(timed(r(1), 900, 0, rpe(3)), timed(r(1), 900, 0, rpe(3)), timed(r(1), 1080, 0, rpe(3))), {
    setup: 60,
    cues: ['Easy swimming and pool walking', 'Conversational effort', 'Gentle kicking drills'],
    equipment: ['pool'],
  }),
  'co-kick-chase': rx('sprint', inSeasons(runs(r(6, 8), 40, 40), runs(r(4, 6), 40, 40)), {
    setup: 60,
    spr: 8,
    hardInterval: true,
    cues: ['Chase in a line', 'Steady the feet before the catcher', 'Jog back and go again'],
    equipment: ['balls', 'cones'],
  }),
  'co-backs-speed-endurance': rx('sprint', inSeasons(runs(r(3, 5), 150, 120), runs(r(3, 4), 150, 120)), {
    setup: 60,
    spr: 22,
    hardInterval: true,
    cues: ['About 85% of top speed', 'Hold your form to the line', 'Walk back to recover'],
    equipment: ['cones'],
    reg: ['co-tempo-runs'],
  }),
  'co-scrum-rest-scrum': rx('interval', inSeasons(timed(r(6, 10), 6, 30), timed(r(6, 8), 6, 30)), {
    setup: 90,
    contact: 'controlled',
    scrummaging: true,
    needsPack: true,
    hardInterval: true,
    cues: ["Full engagement sequence on the referee's calls", 'Flat backs, hips square', 'Jog 20 m and reset'],
    equipment: ['scrum machine'],
    reg: ['st-partner-scrum-hold'],
  }),
  'co-lineout-maul-reps': rx('interval', inSeasons(timed(r(5, 8), 20, 40), timed(r(4, 6), 20, 40)), {
    setup: 90,
    contact: 'controlled',
    needsPack: true,
    hardInterval: true,
    cues: ['Lift, land, transfer, drive', 'Bound and low in the maul', 'Sprint to the next mark'],
    equipment: ['ball', 'cones', 'tackle shields'],
  }),
  'co-line-speed-shuttles': rx('sprint', inSeasons(runs(r(3, 4), 10, 60, NO_LOAD, { reps: r(4, 6) }), runs(r(3), 10, 60, NO_LOAD, { reps: r(4, 5) })), {
    setup: 60,
    spr: 6,
    hardInterval: true,
    cues: ['Go on the call together', 'Chop the feet before the fold', 'Stay connected'],
    equipment: ['cones'],
  }),
  'co-fartlek': rx('aerobic', phases(timed(r(1), 1200, 0, rpe(5)), timed(r(1), 900, 0, rpe(5)), timed(r(1), 1200, 0, rpe(4))), {
    setup: 0,
    cues: ['Mostly easy jogging', 'Short pick-ups at a comfortable pace', 'Run by feel, not the watch'],
    prog: ['co-tempo-runs'],
    reg: ['co-easy-aerobic'],
  }),
  'co-cross-training': rx('aerobic', phases(timed(r(1), 1200, 0, rpe(4)), timed(r(1), 1200, 0, rpe(3)), timed(r(1), 1200, 0, rpe(4))), {
    setup: 0,
    cues: ['Conversational effort', 'Pick something you enjoy', 'No rugby-specific load'],
    equipment: ['bike, pool or another sport'],
  }),
  'co-ruck-reps': rx('interval', inSeasons(runs(r(3, 4), 10, 90, NO_LOAD, { reps: r(5, 6) }), runs(r(3), 10, 90, NO_LOAD, { reps: r(4, 5) })), {
    setup: 60,
    spr: 6,
    contact: 'controlled',
    hardInterval: true,
    needsPartner: true,
    cues: ['Low and square through the pad', 'Bounce up, do not crawl', 'Sprint to the next pad'],
    equipment: ['ruck pads'],
  }),
  'co-hill-sprints': rx('sprint', inSeasons(timed(r(6, 8), 15, 60), timed(r(4, 6), 15, 60)), {
    setup: 60,
    cues: ['Drive the arms', 'Lean into the hill', 'Walk back down to recover fully'],
    equipment: ['a moderate hill'],
    reg: ['co-acceleration'],
  }),
  'co-prowler': rx('interval', inSeasons(runs(r(6, 8), 20, 40, rpe(8)), runs(r(4, 6), 20, 40, rpe(8))), {
    setup: 60,
    spr: 10,
    hardInterval: true,
    cues: ['Arms long, low body angle', 'Drive through the balls of the feet', 'Every push the same speed'],
    equipment: ['prowler', 'plates'],
    reg: ['st-sled-push'],
  }),
  'co-acceleration': rx('sprint', inSeasons(runs(r(5, 8), 20, 90), runs(r(4, 6), 15, 90)), {
    setup: 60,
    spr: 4,
    cues: ['Forward lean from the ankles', 'Drive the arms', 'Push the ground back behind you'],
    equipment: ['cones'],
    prog: ['co-flying-20s', 'st-sled-sprint'],
  }),
  'co-flying-20s': rx('sprint', inSeasons(runs(r(4, 5), 20, 150), runs(r(3, 4), 20, 150)), {
    setup: 60,
    spr: 8,
    cues: ['Build up over 20-30 m', 'Tall and relaxed at top speed', 'Full walk-back rest'],
    equipment: ['cones'],
    reg: ['co-acceleration'],
  }),
  'co-tempo-bike': rx('interval', phases(timed(r(5, 6), 120, 60, rpe(6)), timed(r(4, 5), 120, 60, rpe(6)), timed(r(4, 6), 120, 60, rpe(5))), {
    setup: 60,
    cues: ['About 70% of maximum heart rate', 'Talk in short sentences', 'Spin easy between efforts'],
    equipment: ['bike or rower'],
    prog: ['co-bike-intervals'],
    reg: ['co-easy-aerobic'],
  }),
  'co-easy-aerobic': rx('aerobic', phases(timed(r(1), 1200, 0, rpe(3)), timed(r(1), 900, 0, rpe(3)), timed(r(1), 1200, 0, rpe(3))), {
    setup: 0,
    cues: ['Conversational pace: full sentences', 'Jog, bike or row', 'Finish feeling fresher'],
    equipment: ['bike or rower (optional)'],
    prog: ['co-tempo-runs', 'co-tempo-bike'],
  }),

  // ─── Conditioning: the speed, repeat-effort and aerobic work that carries each elite style ─────────────────────
  'co-505-cod': rx('sprint', inSeasons(runs(r(6, 8), 15, 60), runs(r(4, 6), 15, 60)), {
    setup: 60,
    spr: 4,
    cues: ['Lower the hips before the line', 'Plant, turn and push back out', 'Alternate the turning foot'],
    equipment: ['cones'],
    prog: ['co-reactive-agility'],
    reg: ['wu-agility-cones'],
  }),
  'co-reactive-agility': rx('sprint', inSeasons(timed(r(6, 8), 5, 40), timed(r(5, 6), 5, 40)), {
    setup: 60,
    needsPartner: true,
    cues: ['Read the hips, not the head', 'Fast first step, stay low', 'Attacker chooses, defender reacts'],
    equipment: ['cones'],
    reg: ['co-505-cod'],
  }),
  'co-resisted-sprints': rx('sprint', inSeasons(runs(r(5, 6), 15, 90), runs(r(4, 5), 15, 90)), {
    setup: 60,
    spr: 4,
    needsPartner: true,
    cues: ['Forward lean from the ankles', 'Short, powerful pushes', 'Partner resists firmly, never pulls you back'],
    equipment: ['resistance band or sprint harness'],
    prog: ['st-sled-sprint'],
    reg: ['co-acceleration'],
  }),
  'co-curved-sprints': rx('sprint', inSeasons(runs(r(4, 6), 30, 90), runs(r(4, 5), 25, 90)), {
    setup: 60,
    spr: 5,
    cues: ['Lean in from the ankles', 'Drive the outside arm', 'Both directions, full walk-back rest'],
    equipment: ['cones'],
    reg: ['co-acceleration'],
  }),
  'co-pro-agility': rx('sprint', inSeasons(runs(r(6, 8), 20, 45), runs(r(5, 6), 20, 45)), {
    setup: 60,
    spr: 5,
    cues: ['Low through every turn', 'Touch the line with the outside hand', 'Alternate the first direction'],
    equipment: ['cones'],
    prog: ['co-reactive-agility'],
    reg: ['wu-agility-cones'],
  }),
  'co-30-15': rx('interval', inSeasons(timed(r(8, 12), 30, 15), timed(r(6, 8), 30, 15)), {
    setup: 60,
    hardInterval: true,
    cues: ['Run 30 s at your own set pace', 'Walk 15 s, then go again', 'The last run on pace like the first'],
    equipment: ['cones', 'whistle or timer'],
    prog: ['co-broncos'],
    reg: ['co-tempo-runs'],
  }),
  'co-strongman-medley': rx('interval', inSeasons(timed(r(3, 4), 60, 90, rpe(8)), timed(r(2, 3), 60, 120, rpe(8))), {
    setup: 120,
    hardInterval: true,
    cues: ["Sled, sandbag carry, farmer's carry: no rest between them", 'Low body angle on the sled', 'Full recovery before the next round'],
    equipment: ['sled', 'sandbag', 'farmer handles or heavy dumbbells'],
    reg: ['co-prowler'],
  }),
  'co-air-bike-sprints': rx('interval', inSeasons(timed(r(6, 8), 15, 45, rpe(9)), timed(r(5, 6), 15, 45, rpe(9))), {
    setup: 60,
    hardInterval: true,
    cues: ['All-out for 15 s, arms and legs', 'Easy pedalling in between', 'End the set when the output drops'],
    equipment: ['air bike'],
    reg: ['co-tempo-bike'],
  }),
  'co-repeat-effort': rx('interval', inSeasons(runs(r(4, 6), 10, 60, NO_LOAD, { reps: r(3) }), runs(r(3, 4), 10, 60, NO_LOAD, { reps: r(3) })), {
    // One repetition: a down-up, a pad drive and a 10 m sprint; three back to back make a set.
    setup: 60,
    spr: 8,
    hardInterval: true,
    cues: ['Chest to the ground, up fast', 'Low and square on the pad', 'Sprint to the next pad, no jogging'],
    equipment: ['ruck pads', 'cones'],
    reg: ['co-down-ups'],
  }),
  'co-sevens-game': rx('game', inSeasons(timed(r(3, 4), 120, 90), timed(r(2, 3), 120, 90)), {
    setup: 60,
    hardInterval: true,
    cues: ['Two-handed touch, no contact', 'Turnover on every error, quick tap after a score', 'Rest fully between games'],
    equipment: ['balls', 'bibs', 'cones'],
    reg: ['co-small-sided'],
  }),
  'co-row-steady': rx('aerobic', every(timed(r(2, 3), 180, 60, rpe(4))), {
    setup: 60,
    cues: ['Conversational pace', 'Legs, body, arms; then arms, body, legs', 'Long and smooth, not fast'],
    equipment: ['rowing machine'],
    prog: ['co-tempo-bike'],
    reg: ['co-easy-aerobic'],
  }),
  'co-skipping': rx('aerobic', every(timed(r(4, 6), 60, 30)), {
    setup: 20,
    cues: ['Light on the balls of the feet', 'Wrists turn the rope, elbows in', 'Steady rhythm, easy breathing'],
    equipment: ['skipping rope'],
  }),
  'co-aerobic-handling': rx('aerobic', every(timed(r(2, 3), 180, 60)), {
    setup: 30,
    needsPack: true,
    cues: ['Conversational pace', 'Pass in front of the runner', 'Switch sides at each end'],
    equipment: ['balls', 'cones'],
  }),
  'co-incline-walk': rx('aerobic', phases(timed(r(1), 480, 0, rpe(4)), timed(r(1), 480, 0, rpe(3)), timed(r(1), 480, 0, rpe(4))), {
    setup: 0,
    cues: ['Brisk, nose-breathing pace', 'Stand tall, hands off the rails', 'Short steps on the steepest part'],
    equipment: ['treadmill or a hill'],
    prog: ['co-tempo-runs'],
  }),
  'co-sled-drag': rx('aerobic', every(runs(r(4, 6), 20, 45, rpe(4))), {
    setup: 60,
    spr: 25,
    cues: ['Small, steady steps backwards', 'Knees over the toes, stay low', 'Easy effort: the legs should feel fresher after'],
    equipment: ['sled', 'strap or harness', 'light plates'],
  }),
  'co-aerobic-circuit': rx('aerobic', every(timed(r(2, 3), 180, 60)), {
    setup: 30,
    cues: ['Talking pace the whole way', 'Keep moving between stations', 'Smooth, not fast'],
    equipment: ['step or bench'],
  }),
  'co-ski-erg': rx('aerobic', every(timed(r(2, 3), 180, 60, rpe(4))), {
    setup: 60,
    cues: ['Conversational pace', 'Hinge and pull with the trunk, arms long', 'Smooth and steady, not fast'],
    equipment: ['ski ergometer'],
    prog: ['co-tempo-bike'],
    reg: ['co-easy-aerobic'],
  }),
  'co-deep-water-run': rx('aerobic', every(timed(r(3, 4), 120, 30, rpe(4))), {
    setup: 60,
    cues: ['Tall trunk, slight forward lean', 'Full knee drive, feet never touch the bottom', 'Steady, conversational effort'],
    equipment: ['deep pool', 'flotation belt (optional)'],
    reg: ['co-pool'],
  }),
  'co-aerobic-touch': rx('aerobic', every(timed(r(2, 3), 180, 60)), {
    setup: 60,
    needsPack: true,
    cues: ['Jog only: nobody sprints', 'Pass within two seconds of a touch', 'Work off the ball in support'],
    equipment: ['balls', 'bibs', 'cones'],
  }),

  // ─── Skills: whole squad ───────────────────────────────────────────────────────────────────────────────────────
  'sk-two-v-one': rx('drill', every(DRILL_12), {
    needsPack: true,
    setup: SKILL_SETUP,
    cues: ['Fix the defender before passing', 'Two-handed touch defence', 'Progress 2v1 → 3v2 → 4v3'],
    equipment: ['balls', 'cones', 'bibs'],
  }),
  'sk-offload-lines': rx('drill', inSeasons(DRILL_12), {
    setup: SKILL_SETUP,
    contact: 'controlled',
    needsPartner: true,
    cues: ['Carrier hits the shield with a low body height', 'Free the arms, pop it up', 'Support arrives from depth'],
    equipment: ['tackle shields', 'balls'],
  }),
  'sk-tackle-technique': rx('drill', inSeasons(DRILL_12), {
    setup: SKILL_SETUP,
    contact: 'controlled',
    tackle: true,
    needsPartner: true,
    cues: ['Bend at the waist, aim below the sternum', 'Head to the side, cheek to cheek', 'Wrap both arms, drive the legs'],
    equipment: ['mats', 'tackle shields', 'tackle bags'],
    reg: ['sk-tackle-shields-walk'],
  }),
  'sk-ruck-clearout': rx('drill', inSeasons(DRILL_10), {
    setup: SKILL_SETUP,
    contact: 'controlled',
    needsPartner: true,
    cues: ['Through the gate', 'Low: hips below shoulders', 'Bind, never lead with the shoulder to the head'],
    equipment: ['ruck pads', 'ball'],
  }),
  'sk-jackal': rx('drill', inSeasons(DRILL_10), {
    setup: SKILL_SETUP,
    contact: 'controlled',
    needsPartner: true,
    cues: ['On your feet, hips low', 'Hands on the ball before the ruck forms', 'Attackers counter-clear at an agreed speed'],
    equipment: ['ball', 'ruck pads'],
  }),
  'sk-defensive-line': rx('drill', every(DRILL_12), {
    needsPack: true,
    setup: SKILL_SETUP,
    cues: ['Connected line, inside shoulder', 'Shared line speed', 'Talk: names and numbers'],
    equipment: ['cones', 'balls', 'bibs'],
  }),
  'sk-attack-pods': rx('drill', every(DRILL_12), {
    setup: SKILL_SETUP,
    needsPack: true,
    cues: ['Pods of three run set lines', 'Backs in the second layer', 'Recycle fast and go again'],
    equipment: ['balls', 'tackle shields', 'cones'],
  }),
  'sk-counter-attack': rx('drill', inSeasons(DRILL_12), {
    setup: SKILL_SETUP,
    needsPack: true,
    cues: ['Attack within two passes', 'Find the disorganised edge', 'Touch defence'],
    equipment: ['balls', 'bibs'],
  }),
  'sk-quick-ruck': rx('drill', inSeasons(DRILL_10), {
    setup: SKILL_SETUP,
    contact: 'controlled',
    needsPartner: true,
    cues: ['Fight to the floor, place long', 'First support seals', 'Nine plays inside three seconds'],
    equipment: ['tackle shields', 'ball'],
  }),
  'sk-live-tackle-channel': rx('drill', inSeasons(timed(r(3, 4), 90, 60)), {
    setup: SKILL_SETUP,
    contact: 'live',
    tackle: true,
    needsPartner: true,
    cues: ['Below the sternum, bent at the waist', 'Head to the side, cheek to cheek', 'Matched pairs, stop on the whistle'],
    equipment: ['cones', 'ball', 'mats or soft grass'],
    reg: ['sk-tackle-technique'],
  }),
  'sk-live-breakdown': rx('drill', inSeasons(timed(r(3, 4), 90, 60)), {
    setup: SKILL_SETUP,
    contact: 'live',
    needsPartner: true,
    cues: ['On your feet through the gate', 'Hips below shoulders', 'Live for five seconds, then rotate'],
    equipment: ['cones', 'ball'],
    reg: ['sk-ruck-clearout'],
  }),
  'sk-double-tackle': rx('drill', inSeasons(DRILL_10), {
    setup: SKILL_SETUP,
    contact: 'controlled',
    tackle: true,
    needsPartner: true,
    cues: [
      'First defender chops around the legs',
      "Second contests the ball, arms below the carrier's sternum",
      'Nothing above the sternum, nowhere near the head',
      'Build from walking pace on shields',
    ],
    equipment: ['tackle shields', 'mats', 'ball'],
    reg: ['sk-tackle-technique', 'sk-tackle-shields-walk'],
  }),
  'sk-evasion': rx('drill', every(DRILL_10), {
    needsPack: true,
    setup: SKILL_SETUP,
    cues: ['Attack the inside shoulder', 'Change pace before direction', 'Two-handed touch finish'],
    equipment: ['cones', 'balls'],
  }),
  'sk-kick-chase-line': rx('drill', every(DRILL_10), {
    needsPack: true,
    setup: SKILL_SETUP,
    cues: ['Chasers flat behind the kicker', 'One chaser competes in the air', 'Regroup if the catch is clean'],
    equipment: ['balls', 'cones'],
  }),
  'sk-catch-pass-speed': rx('drill', every(DRILL_10), {
    needsPack: true,
    setup: SKILL_SETUP,
    cues: ['Hands early', 'Pass in front of the receiver', 'No loss of speed'],
    equipment: ['balls', 'cones'],
  }),
  'sk-quick-tap': rx('drill', every(DRILL_10), {
    needsPack: true,
    setup: SKILL_SETUP,
    cues: ['Tap and go before the defence retreats', 'Runners on both shoulders', 'Know the 10 m law'],
    equipment: ['balls', 'cones'],
  }),
  'sk-touch-decision': rx('game', every(DRILL_12), {
    needsPack: true,
    setup: SKILL_SETUP,
    cues: ['Constraint changes each game', 'Two-handed touch', 'Decide early, pass late'],
    equipment: ['balls', 'bibs', 'cones'],
  }),
  'sk-exits': rx('drill', every(DRILL_10), {
    setup: SKILL_SETUP,
    needsPack: true,
    cues: ['Clear protection for the kicker', 'Chase options called early', 'Plan for a charged kick'],
    equipment: ['balls', 'tackle shields'],
  }),
  'sk-tackle-shields-walk': rx('drill', every(timed(r(2, 3), 150, 45)), {
    setup: SKILL_SETUP,
    contact: 'controlled',
    tackle: true,
    needsPartner: true,
    cues: ['Walking pace only', 'Bend at the waist, aim below the sternum', 'Head to the side of the shield, wrap both arms'],
    equipment: ['tackle shields'],
    prog: ['sk-tackle-technique'],
  }),

  // ─── Skills: forwards ──────────────────────────────────────────────────────────────────────────────────────────
  'sk-scrum-machine': rx('drill', inSeasons(timed(r(8, 12), 5, 45), timed(r(6, 10), 5, 45)), {
    setup: 120,
    contact: 'controlled',
    scrummaging: true,
    needsPack: true,
    cues: ['Crouch, bind, set on the calls', 'Square hips, flat backs', 'Hold 5 s, then reset'],
    equipment: ['scrum machine'],
    prog: ['sk-live-scrum'],
    reg: ['st-partner-scrum-hold'],
  }),
  'sk-live-scrum': rx('drill', inSeasons(timed(r(6, 10), 10, 60), timed(r(6, 8), 10, 60)), {
    setup: 120,
    contact: 'live',
    scrummaging: true,
    needsPack: true,
    cues: ["Referee's calls every time", 'First push after the feed', 'Stop on any collapse'],
    equipment: ['ball', 'qualified referee or coach'],
    reg: ['sk-scrum-machine'],
  }),
  'sk-hooker-throwing': rx('drill', every(reps(r(3), r(8, 10), NO_LOAD, 30)), {
    setup: 30,
    spr: 15,
    cues: ['Same routine every throw', 'Same release point', 'Front, middle, back targets'],
    equipment: ['balls', 'target or jumper'],
  }),
  'sk-prop-binding': rx('drill', inSeasons(DRILL_10), {
    setup: SKILL_SETUP,
    contact: 'controlled',
    scrummaging: true,
    needsPartner: true,
    cues: ['Hips below the shoulders', 'Knees under the hips', 'Build the load slowly'],
    equipment: ['mats'],
    prog: ['sk-scrum-machine'],
    reg: ['st-partner-scrum-hold'],
  }),
  'sk-hooker-strike': rx('drill', every(DRILL_8), {
    setup: SKILL_SETUP,
    needsPartner: true,
    cues: ['Strike on the feed', 'Channel it to the number 8', 'Unopposed: no scrum load'],
    equipment: ['balls'],
  }),
  'sk-lineout-jumping': rx('drill', every(DRILL_12), {
    setup: SKILL_SETUP,
    needsPack: true,
    cues: ['Lifters drive together', 'Catch at full height', 'Lower the jumper under control'],
    equipment: ['balls'],
  }),
  'sk-lineout-calls': rx('drill', every(DRILL_12), {
    setup: SKILL_SETUP,
    needsPack: true,
    cues: ['Walk through first', 'Sell the dummy movement', 'Then against a live pod'],
    equipment: ['balls'],
  }),
  'sk-maul-build': rx('drill', inSeasons(DRILL_12), {
    setup: SKILL_SETUP,
    contact: 'controlled',
    needsPack: true,
    cues: ['Land, transfer the ball to the back', 'Low, bound bodies drive as one', 'Defend on the switch at an agreed speed'],
    equipment: ['balls', 'tackle shields'],
  }),
  'sk-restart-catch': rx('drill', every(DRILL_10), {
    setup: SKILL_SETUP,
    needsPack: true,
    cues: ['Lift the pod early', 'Secure the ball into the body', 'Set the ruck for the exit'],
    equipment: ['balls'],
  }),
  'sk-back-row-turnover': rx('drill', inSeasons(DRILL_10), {
    setup: SKILL_SETUP,
    contact: 'controlled',
    tackle: true,
    needsPartner: true,
    cues: ['Low tackle on the bag, below the sternum', 'Up and over the ball in one movement', 'Hands on the ball, on your feet'],
    equipment: ['tackle bags', 'ball'],
    reg: ['sk-jackal'],
  }),
  'sk-scrum-base': rx('drill', every(DRILL_10), {
    setup: SKILL_SETUP,
    needsPartner: true,
    cues: ['Pick cleanly from the base', 'Link with the nine and blindside', 'Unopposed walk-through first'],
    equipment: ['balls'],
  }),
  'sk-carry-leg-drive': rx('drill', inSeasons(DRILL_10), {
    setup: SKILL_SETUP,
    contact: 'controlled',
    needsPartner: true,
    cues: ['Low body height before contact', 'Ball away from the tackler', 'Legs keep pumping'],
    equipment: ['tackle shields', 'balls'],
  }),

  // ─── Skills: backs ─────────────────────────────────────────────────────────────────────────────────────────────
  'sk-box-kick': rx('drill', every(DRILL_10), {
    needsPack: true,
    setup: SKILL_SETUP,
    cues: ['Height and hang time first', 'Drop the ball onto the foot', 'Chaser times the run'],
    equipment: ['balls', 'cones'],
  }),
  'sk-nine-service': rx('drill', every(DRILL_10), {
    setup: SKILL_SETUP,
    cues: ['Feet to the ball first', 'Into the hands in front of the runner', 'Both sides'],
    equipment: ['balls', 'ruck pad'],
  }),
  'sk-tactical-kicking': rx('drill', every(DRILL_12), {
    setup: SKILL_SETUP,
    cues: ['Pick the kick from the picture', 'Hit the target zone', 'Both feet where possible'],
    equipment: ['balls', 'cones'],
  }),
  'sk-goal-kicking': rx('drill', every(reps(r(1, 2), r(5), NO_LOAD, 60)), {
    setup: 30,
    spr: 60,
    cues: ['The same routine every kick', 'Five positions per round', 'Track the success rate'],
    equipment: ['balls', 'kicking tee'],
  }),
  'sk-first-receiver': rx('drill', every(DRILL_12), {
    needsPack: true,
    setup: SKILL_SETUP,
    cues: ['Scan the defence early', 'Run, pass or kick', 'Commit to the decision'],
    equipment: ['balls', 'bibs'],
  }),
  'sk-midfield-defence': rx('drill', inSeasons(DRILL_10), {
    setup: SKILL_SETUP,
    contact: 'controlled',
    tackle: true,
    needsPartner: true,
    cues: ['Read: rush, drift or hold', 'Tackle low, below the sternum', 'Agreed speed in the channel'],
    equipment: ['cones', 'tackle shields', 'balls'],
    reg: ['sk-tackle-technique'],
  }),
  'sk-crash-ball': rx('drill', inSeasons(DRILL_10), {
    setup: SKILL_SETUP,
    contact: 'controlled',
    needsPartner: true,
    cues: ['Hit the inside shoulder', 'Defender holds a tackle shield', 'Free the arms to offload'],
    equipment: ['tackle shields', 'balls'],
    reg: ['sk-carry-leg-drive'],
  }),
  'sk-switch-plays': rx('drill', every(DRILL_10), {
    needsPack: true,
    setup: SKILL_SETUP,
    cues: ['Sell the straight line', 'Time the switch late', 'Talk early'],
    equipment: ['balls', 'cones'],
  }),
  'sk-high-ball': rx('drill', inSeasons(DRILL_12), {
    setup: SKILL_SETUP,
    contact: 'controlled',
    cues: ['Call it', 'Jump off one leg, knee up', 'Chaser contests the ball, never the player in the air'],
    equipment: ['balls'],
    reg: ['wu-high-ball'],
  }),
  'sk-back-three-counter': rx('drill', every(DRILL_12), {
    needsPack: true,
    setup: SKILL_SETUP,
    cues: ['Catcher plus support each side', 'Run, kick back or set a ruck', 'Talk early'],
    equipment: ['balls', 'cones'],
  }),
  'sk-finishing': rx('drill', inSeasons(DRILL_10), {
    needsPack: true,
    setup: SKILL_SETUP,
    cues: ['Hold the touchline', 'Step inside or dive for the corner', 'Covering defender makes a two-handed touch'],
    equipment: ['balls', 'cones'],
  }),
  'sk-backfield-cover': rx('drill', every(DRILL_10), {
    needsPack: true,
    setup: SKILL_SETUP,
    cues: ['Move as the ball moves', 'Constant talk', 'Cover space, then threats'],
    equipment: ['balls', 'cones'],
  }),

  // ─── Skills: alone or with one partner, no contact (personal programs) ────────────────────────────────────────
  'sk-wall-passing': rx('drill', every(timed(r(2, 4), 120, 45)), {
    setup: 30,
    cues: ['Hands up early, fingers spread', 'Pass onto the spot off both hands', 'Step back only while every pass is accurate'],
    equipment: ['ball', 'wall'],
    prog: ['sk-partner-catch-pass', 'sk-catch-pass-speed'],
  }),
  'sk-partner-catch-pass': rx('drill', every(timed(r(3, 4), 120, 60)), {
    setup: 30,
    needsPartner: true,
    cues: ['Receiver shows early hands', 'Run straight, then pass in front of the runner', 'Swap sides at each end'],
    equipment: ['ball', 'cones'],
    prog: ['sk-catch-pass-speed', 'sk-two-v-one'],
    reg: ['sk-wall-passing'],
  }),
  'sk-solo-ball-handling': rx('drill', every(timed(r(3, 4), 90, 30)), {
    setup: 15,
    cues: ['Soft hands, fingertips', 'Keep the circuit moving', 'Eyes on the ball first, then eyes up'],
    equipment: ['ball'],
    prog: ['sk-wall-passing'],
  }),
  'sk-footwork-cones': rx('drill', every(timed(r(4, 6), 60, 60)), {
    setup: SKILL_SETUP,
    cues: ['Ball in two hands', 'Slow the feet before the step, never the hips', 'Accelerate 5 m after every change of direction'],
    equipment: ['cones', 'ball', 'agility ladder'],
    prog: ['sk-evasion'],
    reg: ['wu-agility-cones'],
  }),
  'sk-solo-kicking': rx('drill', every(timed(r(3, 4), 150, 60)), {
    setup: SKILL_SETUP,
    cues: ['Pick the target before the kick', 'Follow through towards the target', 'Both feet; count the kicks in each zone'],
    equipment: ['balls', 'cones'],
    prog: ['sk-tactical-kicking'],
    reg: ['wu-kicking-prep'],
  }),
  'sk-box-kick-technique': rx('drill', every(timed(r(3, 4), 120, 60)), {
    setup: SKILL_SETUP,
    cues: ['Two steps at most', 'Vertical drop onto the foot', 'Height and hang time before distance', 'Both sides of the base'],
    equipment: ['balls', 'cones', 'ruck pad'],
    prog: ['sk-box-kick'],
  }),
  'sk-throw-partner': rx('drill', every(reps(r(3, 4), r(8, 10), NO_LOAD, 45)), {
    setup: 30,
    spr: 15,
    needsPartner: true,
    cues: ['Same routine, stance and release every throw', 'Front, middle and back marks in turn', 'Partner calls each throw good or missed'],
    equipment: ['balls', 'cones'],
    prog: ['sk-lineout-jumping'],
    reg: ['sk-hooker-throwing'],
  }),
  'sk-scrum-shape-holds': rx('isometric', every(timed(r(5, 6), 20, 40, BW, { perSide: true })), {
    // One side is the loose-head bind, the other the tight-head bind.
    setup: SKILL_SETUP,
    cues: ['Hips just above the knees, spine flat', 'Chin up, eyes forward', 'Walking pressure only: no push, no hit'],
    equipment: ['tackle bag', 'wall'],
    prog: ['st-partner-scrum-hold', 'sk-prop-binding'],
    reg: ['st-front-plank'],
  }),
  'sk-lineout-jump-catch': rx('drill', every(reps(r(3, 4), r(5, 6), NO_LOAD, 60)), {
    setup: 30,
    spr: 12,
    needsPartner: true,
    cues: ['Step in on the call', 'Catch at full stretch with both hands', 'Land on both feet, knees soft'],
    equipment: ['balls'],
    prog: ['sk-lineout-jumping'],
    reg: ['wu-lineout-prep'],
  }),
  'sk-tackle-bag-shape': rx('drill', every(reps(r(3, 4), r(4, 6), NO_LOAD, 60, { perSide: true })), {
    // One repetition: walk in, set the shape on the bag, drive a short step, release and walk back.
    setup: SKILL_SETUP,
    spr: 10,
    tackle: true,
    cues: ['Walking pace only', 'Bend at the waist, shoulder below the sternum line', 'Head to the side of the bag, wrap both arms', 'Stay on your feet'],
    equipment: ['tackle bag'],
    prog: ['sk-tackle-shields-walk', 'sk-tackle-technique'],
  }),
  'sk-breakdown-bag': rx('drill', every(timed(r(3, 4), 120, 60)), {
    setup: 30,
    cues: ['Arrive on your feet from your own side', 'Hips low, back flat, hands straight on the ball', 'Place it long towards your own side'],
    equipment: ['tackle bag', 'ball'],
    prog: ['sk-jackal', 'sk-quick-ruck'],
  }),
  'sk-partner-high-ball': rx('drill', every(timed(r(3, 4), 120, 60)), {
    setup: 30,
    needsPartner: true,
    cues: ['Call it early', 'Jump off one leg, knee up', 'Ball into the chest, then accelerate away'],
    equipment: ['balls', 'cones'],
    prog: ['sk-high-ball'],
    reg: ['wu-high-ball'],
  }),

  // ─── Laws briefings ────────────────────────────────────────────────────────────────────────────────────────────
  'law-scrum': rx('briefing', BRIEFING, { setup: 0, cues: ['Crouch, bind, set', 'Straight feed'], equipment: [] }),
  'law-lineout': rx('briefing', BRIEFING, { setup: 0, cues: ['Straight throw', 'The 1 m gap'], equipment: [] }),
  'law-ruck': rx('briefing', BRIEFING, { setup: 0, cues: ['Through the gate', 'No hands once formed'], equipment: [] }),
  'law-maul': rx('briefing', BRIEFING, { setup: 0, cues: ['Join from behind the last foot', 'Use it when it stops'], equipment: [] }),
  'law-tackle': rx('briefing', BRIEFING, { setup: 0, cues: ['Release and roll away', "Know your competition's tackle height"], equipment: [] }),
  'law-offside': rx('briefing', BRIEFING, { setup: 0, cues: ['Behind the kicker', 'The 10 m law'], equipment: [] }),
  'law-advantage': rx('briefing', BRIEFING, { setup: 0, cues: ['When advantage is over', 'Quick-tap rules'], equipment: [] }),
  'law-high-ball': rx('briefing', BRIEFING, { setup: 0, cues: ['Contest the ball, not the player', 'Never take a player in the air'], equipment: [] }),
  'law-knock-on': rx('briefing', BRIEFING, { setup: 0, cues: ['Hand movement decides a forward pass', 'What happens next'], equipment: [] }),

  // ─── Cool-down ─────────────────────────────────────────────────────────────────────────────────────────────────
  'cd-static-stretch': rx('mobility', every(timed(r(5, 6), 30, 10, NO_LOAD, { perSide: true })), {
    setup: 0,
    cues: ['Slow breathing', 'Ease in, no bouncing', 'Both sides'],
    equipment: ['mat'],
  }),
  'cd-foam-roll': rx('mobility', every(timed(r(3, 4), 45, 10, NO_LOAD, { perSide: true })), {
    setup: 0,
    cues: ['Roll slowly', 'Pause on tight spots for a few breaths', 'Never over joints or the lower back'],
    equipment: ['foam roller'],
  }),
  'cd-breathing': rx('recovery', every(timed(r(1), 300, 0)), {
    setup: 0,
    cues: ['Legs raised', '4 s in through the nose, 6 s out', 'Let the shoulders drop'],
    equipment: ['mat'],
  }),
  'cd-walk-debrief': rx('recovery', every(timed(r(1), 300, 0)), {
    setup: 0,
    cues: ['Slow walk in small groups', 'One thing that went well', 'One thing to fix'],
    equipment: [],
  }),
  'cd-hip-back': rx('mobility', every(timed(r(4, 5), 30, 10, NO_LOAD, { perSide: true })), {
    setup: 0,
    cues: ["Pigeon, child's pose, cat-camel, twists", 'Breathe into the stretch', 'Unload the lower back'],
    equipment: ['mat'],
  }),
  'cd-neck-shoulder': rx('mobility', every(timed(r(4, 6), 45, 10)), {
    setup: 0,
    cues: ['Gentle range of motion only', 'Very light band', 'No forcing end range'],
    equipment: ['light band'],
  }),
  'cd-hamstring-calf': rx('mobility', every(timed(r(3), 40, 10, NO_LOAD, { perSide: true })), {
    setup: 0,
    cues: ['Long-sitting hamstring stretch', 'Wall calf stretch, knee straight then bent', 'Ankle circles'],
    equipment: ['wall'],
  }),
  'cd-yoga-flow': rx('mobility', every(timed(r(1, 2), 300, 0)), {
    setup: 0,
    cues: ['Flow with the breath', "Hold the child's pose longest", 'Stay pain-free'],
    equipment: ['mat'],
  }),
  'cd-cold-water': rx('recovery', inSeasons(timed(r(2, 3), 180, 60)), {
    setup: 60,
    coldWater: true,
    cues: ['10-15 °C, about 10 minutes in all', 'After matches and hard running, never straight after strength work', 'Warm up gradually afterwards'],
    equipment: ['cold bath or shower'],
  }),
  // Rehab (content/injury-map.ts REHAB): low, pain-free doses in every phase.
  'wu-easy-jog': rx('aerobic', every(timed(r(4, 6), 45, 15)), {
    setup: 0,
    cues: ['Conversational pace throughout', 'No build-ups or strides', 'Walk back between runs'],
    equipment: ['cones'],
  }),
  'wu-ankle-range': rx('mobility', every(timed(r(2, 3), 60, 15, NO_LOAD, { perSide: true })), {
    setup: 0,
    cues: ['Foot free of the floor', 'Slow and smooth', 'Pain-free range only'],
  }),
  'st-long-lever-bridge': rx('isometric', every(timed(r(3, 4), 20, 30, BW)), {
    setup: 10,
    cues: ['Heels well away from the hips', 'Lift only as high as is pain-free', 'Low effort: no cramping, no pain'],
    equipment: ['mat'],
    prog: ['st-single-leg-glute-bridge'],
    reg: ['st-glute-bridge'],
  }),
  'st-wall-sit': rx('isometric', every(timed(r(3, 5), 30, 45, BW)), {
    setup: 10,
    cues: ['Knees over the ankles', 'Only as deep as is pain-free', 'Press the back into the wall'],
    prog: ['st-iso-split-squat'],
    reg: ['st-bw-squat'],
  }),
  'st-adductor-squeeze': rx('isometric', every(timed(r(3, 5), 10, 20, BW)), {
    setup: 10,
    cues: ['Build the squeeze over 2 s', 'Pain-free effort only', 'Keep breathing'],
    equipment: ['ball or folded pad'],
    prog: ['st-copenhagen'],
  }),
};

/**
 * A concrete dose from a range: 'min' is the fewest sets at the bottom of the rep range, 'max' the most sets across
 * the whole rep range (repsMax).
 */
export function doseFromRange(range: DoseRange, at: 'min' | 'max'): Dose {
  const [setsMin, setsMax] = range.sets;
  const repRange = range.reps ?? null;
  return {
    sets: at === 'min' ? setsMin : setsMax,
    reps: repRange ? repRange[0] : null,
    repsMax: repRange && at === 'max' && repRange[1] > repRange[0] ? repRange[1] : null,
    durationSeconds: range.durationSeconds ?? null,
    distanceMeters: range.distanceMeters ?? null,
    restSeconds: range.restSeconds,
    load: range.load,
    perSide: range.perSide ?? false,
    tempo: range.tempo ?? null,
  };
}
