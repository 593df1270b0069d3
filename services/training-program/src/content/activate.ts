import type { AgeBand } from '@rugby/contracts';
import { PRESCRIPTIONS } from './doses.ts';
import { doseMinutes, type Dose } from './prescription.ts';

/**
 * World Rugby's Activate injury-prevention warm-up, the warm-up of every session: movement preparation, balance and
 * landing, lower-limb strength, a hamstring exercise, trunk, neck, and a pulse-raising small-sided game to finish.
 * The stage (1-3, moving on every 6-8 weeks of the season) changes the exercise variants and doses; the age band
 * changes the doses (younger players: fewer reps, shorter holds, assisted Nordics). Everything is bodyweight.
 *
 * Each item's minutes are honest: the dose takes at most its minutes by the time model (doseMinutes) and the items
 * add up to the asked length (15-20 minutes).
 */

export type ActivateStage = 1 | 2 | 3;
export type ActivateComponent = 'movement' | 'balance' | 'lower-limb' | 'hamstring' | 'trunk' | 'neck' | 'game';

export interface ActivateItem {
  activityId: string;
  component: ActivateComponent;
  dose: Dose;
  minutes: number;
  /** Why the item is there or how to run it today, when that matters (neck work on a contact day, the MD-1 swap). */
  note: string | null;
}

export interface ActivateOptions {
  ageBand: AgeBand;
  stage: ActivateStage;
  dayBeforeMatch: boolean;
  /**
   * No Nordics today though it is not the day before a match: a maximal-speed day, or a fourth training day (Nordics
   * at Activate doses three days a week at most). Single-leg glute bridge holds take their place.
   */
  spareHamstrings?: 'max-speed' | 'three-a-week' | null;
  contactToday: boolean;
  frontRowInSquad: boolean;
  /** 15-20, default 18. */
  minutes?: number;
}

export const ACTIVATE_MIN_MINUTES = 15;
export const ACTIVATE_MAX_MINUTES = 20;
export const ACTIVATE_DEFAULT_MINUTES = 18;

export const ACTIVATE_NOTE =
  'World Rugby Activate warm-up: running drills, balance and landing, then lower-limb, hamstring, trunk and neck ' +
  'strength, finishing with a pulse-raising game. Done at least three times a week it has been shown to cut injuries, ' +
  'concussion included, in community and youth rugby. The exercises step up every 6-8 weeks (stages 1-3).';

/** The Activate stage for a week of the season: weeks 1-7 stage 1, 8-14 stage 2, 15 on stage 3. */
export function activateStage(weekOfSeason: number): ActivateStage {
  if (weekOfSeason >= 15) return 3;
  if (weekOfSeason >= 8) return 2;
  return 1;
}

const AGE_INDEX: Record<AgeBand, 0 | 1 | 2 | 3> = { adult: 0, u18: 1, u16: 2, u15: 3 };
type ByAge = readonly [adult: number, u18: number, u16: number, u15: number];
type ByStage<T> = Readonly<Record<ActivateStage, T>>;

const BALANCE: ByStage<{ id: string; perSideWork: ByAge; kind: 'hold' | 'reps' }> = {
  1: { id: 'wu-single-leg-balance', perSideWork: [20, 20, 15, 15], kind: 'hold' },
  2: { id: 'wu-hop-stick', perSideWork: [5, 5, 4, 3], kind: 'reps' },
  3: { id: 'wu-lateral-bound-stick', perSideWork: [5, 5, 4, 3], kind: 'reps' },
};
const LOWER_LIMB: ByStage<{ id: string; reps: ByAge; perSide: boolean }> = {
  1: { id: 'st-bw-squat', reps: [12, 10, 10, 8], perSide: false },
  2: { id: 'st-reverse-lunge', reps: [6, 6, 5, 4], perSide: true },
  3: { id: 'st-single-leg-squat', reps: [4, 4, 3, 3], perSide: true },
};
/** Nordic sets and rep range per age band and stage; the under-16s and under-15s do the assisted version. */
const NORDIC: Readonly<Record<AgeBand, { id: string; byStage: ByStage<readonly [sets: number, reps: number, repsMax: number]> }>> = {
  adult: { id: 'st-nordic', byStage: { 1: [1, 3, 5], 2: [2, 3, 5], 3: [3, 3, 6] } },
  u18: { id: 'st-nordic', byStage: { 1: [1, 3, 4], 2: [2, 3, 4], 3: [2, 3, 5] } },
  u16: { id: 'st-nordic-assisted', byStage: { 1: [1, 3, 3], 2: [2, 3, 4], 3: [2, 3, 4] } },
  u15: { id: 'st-nordic-assisted', byStage: { 1: [1, 2, 3], 2: [1, 3, 3], 3: [2, 3, 3] } },
};
/** The day before a match: no heavy eccentric work, single-leg glute bridge holds instead (seconds per side). */
const MD1_HAMSTRING = { id: 'st-single-leg-glute-bridge', holdByStage: { 1: 15, 2: 20, 3: 20 } as ByStage<number>, ageScale: [1, 1, 0.75, 0.75] as ByAge };
const TRUNK: ByStage<{ id: string; hold: ByAge; perSide: boolean }> = {
  1: { id: 'st-front-plank', hold: [30, 25, 20, 20], perSide: false },
  2: { id: 'st-side-plank', hold: [20, 20, 15, 15], perSide: true },
  3: { id: 'st-plank-reach', hold: [30, 25, 20, 20], perSide: false },
};
/** Neck isometrics, four directions: seconds per hold by stage, per age band. */
const NECK_ID = 'st-neck-isometric';
const NECK_HOLD: Readonly<Record<AgeBand, ByStage<number>>> = {
  adult: { 1: 5, 2: 8, 3: 10 },
  u18: { 1: 5, 2: 8, 3: 8 },
  u16: { 1: 5, 2: 6, 3: 8 },
  u15: { 1: 5, 2: 5, 3: 6 },
};
const MOVEMENT_ID = 'wu-activate-running';
const GAME_ID = 'wu-tag-game';

const BODYWEIGHT = { kind: 'bodyweight' } as const;
const NO_LOAD = { kind: 'none' } as const;

function dose(d: Partial<Dose> & Pick<Dose, 'sets' | 'restSeconds'>): Dose {
  return { reps: null, repsMax: null, durationSeconds: null, distanceMeters: null, load: BODYWEIGHT, perSide: false, tempo: null, ...d };
}

const minutesOf = (activityId: string, d: Dose): number => {
  const p = PRESCRIPTIONS[activityId];
  if (!p) throw new Error(`no prescription for ${activityId}`);
  return doseMinutes(p, d);
};

interface Draft {
  activityId: string;
  component: ActivateComponent;
  dose: Dose;
  note: string | null;
  minSets: number;
}

/** The Activate warm-up, in order, with each item's dose and minutes. */
export function activateWarmup(opts: ActivateOptions): ActivateItem[] {
  const total = Math.min(ACTIVATE_MAX_MINUTES, Math.max(ACTIVATE_MIN_MINUTES, Math.round(opts.minutes ?? ACTIVATE_DEFAULT_MINUTES)));
  const age = AGE_INDEX[opts.ageBand];
  const { stage } = opts;

  const balance = BALANCE[stage];
  const lower = LOWER_LIMB[stage];
  const trunk = TRUNK[stage];
  const neckProtected = opts.contactToday || opts.frontRowInSquad;

  const fixed: Draft[] = [
    {
      activityId: balance.id,
      component: 'balance',
      minSets: 1,
      note: null,
      dose:
        balance.kind === 'hold'
          ? dose({ sets: 2, durationSeconds: balance.perSideWork[age], restSeconds: 10, perSide: true })
          : dose({ sets: 2, reps: balance.perSideWork[age], restSeconds: 15, perSide: true }),
    },
    {
      activityId: lower.id,
      component: 'lower-limb',
      minSets: 1,
      note: null,
      dose: dose({ sets: 2, reps: lower.reps[age], restSeconds: 30, perSide: lower.perSide }),
    },
    hamstringDraft(opts),
    {
      activityId: trunk.id,
      component: 'trunk',
      minSets: 1,
      note: null,
      dose: dose({ sets: 2, durationSeconds: trunk.hold[age], restSeconds: 15, perSide: trunk.perSide }),
    },
    {
      activityId: NECK_ID,
      component: 'neck',
      minSets: neckProtected ? 3 : 1,
      note: neckProtected
        ? `Neck work stays in today (${[opts.contactToday ? 'contact in the session' : null, opts.frontRowInSquad ? 'front-row players in the squad' : null].filter(Boolean).join(', ')}): an extra round, moderate effort, never to fatigue.`
        : 'Neck strength for every player: moderate effort, head still.',
      dose: dose({ sets: neckProtected ? 3 : 2, reps: 4, durationSeconds: NECK_HOLD[opts.ageBand][stage], restSeconds: 10 }),
    },
  ];

  // Movement preparation and the game share what the strength work leaves; short warm-ups trim the strength sets
  // (trunk, lower limb, balance, then neck when it is not protected; never the hamstring exercise's stage dose).
  const minMovement = total >= 17 ? 4 : 3;
  const minGame = 3;
  const fixedMinutes = () => fixed.reduce((sum, d) => sum + minutesOf(d.activityId, d.dose), 0);
  const trimOrder: ActivateComponent[] = ['trunk', 'lower-limb', 'balance', 'neck'];
  for (const component of trimOrder) {
    if (fixedMinutes() <= total - minMovement - minGame) break;
    const d = fixed.find((x) => x.component === component)!;
    while (d.dose.sets > d.minSets && fixedMinutes() > total - minMovement - minGame) d.dose = { ...d.dose, sets: d.dose.sets - 1 };
  }
  const rest = total - fixedMinutes();
  if (rest < 4) throw new Error(`Activate: ${total} minutes cannot hold the strength work (${fixedMinutes()} min)`);
  let movement = Math.max(Math.min(minMovement, rest - 2), Math.ceil(rest * 0.55));
  let game = rest - movement;
  if (game < Math.min(minGame, rest - 2)) {
    game = Math.min(minGame, rest - 2);
    movement = rest - game;
  }

  const items: ActivateItem[] = [
    { activityId: MOVEMENT_ID, component: 'movement', minutes: movement, note: null, dose: movementDose(movement) },
    ...fixed.map((d) => ({ activityId: d.activityId, component: d.component, dose: d.dose, minutes: minutesOf(d.activityId, d.dose), note: d.note })),
    {
      activityId: GAME_ID,
      component: 'game',
      minutes: game,
      dose: gameDose(game),
      note: opts.dayBeforeMatch ? 'Pulse-raiser: no contact, short and sharp, finish fresh.' : 'Pulse-raiser: no contact, two-handed tag.',
    },
  ];
  return items;
}

function hamstringDraft(opts: ActivateOptions): Draft {
  const age = AGE_INDEX[opts.ageBand];
  if (opts.dayBeforeMatch || opts.spareHamstrings) {
    const hold = Math.round((MD1_HAMSTRING.holdByStage[opts.stage] * MD1_HAMSTRING.ageScale[age]) / 5) * 5;
    return {
      activityId: MD1_HAMSTRING.id,
      component: 'hamstring',
      minSets: 1,
      note: opts.dayBeforeMatch
        ? 'Day before a match: single-leg glute bridge holds replace the Nordics (no heavy eccentric work).'
        : opts.spareHamstrings === 'max-speed'
          ? 'Maximal-speed day: single-leg glute bridge holds replace the Nordics (fresh hamstrings for top speed).'
          : 'Nordics three days a week: single-leg glute bridge holds today.',
      dose: dose({ sets: 2, durationSeconds: hold, restSeconds: 15, perSide: true }),
    };
  }
  const nordic = NORDIC[opts.ageBand];
  const [sets, reps, repsMax] = nordic.byStage[opts.stage];
  return {
    activityId: nordic.id,
    component: 'hamstring',
    minSets: sets,
    note: nordic.id === 'st-nordic-assisted' ? 'Assisted: catch yourself on the hands and push back up.' : 'Partners swap after each set.',
    dose: dose({ sets, reps, repsMax: repsMax > reps ? repsMax : null, restSeconds: 30 }),
  };
}

/** Running drills: one 45 s drill a minute, walking back in the last 15 s. */
const movementDose = (minutes: number): Dose => dose({ sets: minutes, durationSeconds: 45, restSeconds: 15, load: NO_LOAD });

/** The game fills its minutes: one game up to 3 minutes, else two halves with 30 s between. */
function gameDose(minutes: number): Dose {
  const setup = PRESCRIPTIONS[GAME_ID]!.setupSeconds;
  if (minutes <= 3) return dose({ sets: 1, durationSeconds: minutes * 60 - setup, restSeconds: 0, load: NO_LOAD });
  const half = Math.floor((minutes * 60 - setup - 30) / 2 / 15) * 15;
  return dose({ sets: 2, durationSeconds: half, restSeconds: 30, load: NO_LOAD });
}
