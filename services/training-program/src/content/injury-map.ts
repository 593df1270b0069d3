import type { ActivityCategory, ContactLevel, Intensity } from '@rugby/contracts';
import type { BodyArea, MovementClass } from '@rugby/contracts/training-load';
import type { Prescription, WorkKind } from './prescription.ts';

/**
 * The injury map's library side. What each area leaves out is the shared rule (contracts training-load.ts
 * INJURY_EXCLUSIONS); here: which library exercises are of which movement class, and the rehab a physio would give in
 * their place, per area and block.
 */

/** What an item is known to be: its library exercise (when it has or looks like one) and its own contact and intensity. */
export interface MovementFacts {
  id: string | null;
  kind: WorkKind | null;
  tags: readonly string[];
  prescription: Prescription | null;
  contact: ContactLevel;
  intensity: Intensity;
  category: ActivityCategory;
}

const oneOf =
  (...ids: string[]) =>
  (f: MovementFacts) =>
    f.id !== null && ids.includes(f.id);
const tagged = (f: MovementFacts, ...tags: string[]) => tags.some((t) => f.tags.includes(t));
const kindIn = (f: MovementFacts, ...kinds: WorkKind[]) => f.kind !== null && kinds.includes(f.kind);
const lowImpact = (f: MovementFacts) => tagged(f, 'low-impact');

/** Barbell hinges, deadlifts, swings and the Olympic pulls (all load the hamstrings and lower back at length). */
const isHinge = oneOf(
  'st-rdl',
  'st-trap-bar-deadlift',
  'st-kb-deadlift',
  'st-trap-bar-speed-pull',
  'st-kb-swing',
  'st-single-leg-hinge',
  'st-hang-clean',
  'st-clean-pull',
  'st-db-snatch',
  'st-1rm-test',
  'st-iso-mid-thigh-pull',
  'st-sandbag-shoulder',
);

/** How each movement class is recognised in the library (kinds and flags first, named exercises where they are not enough). */
export const LIBRARY_MOVEMENTS: Record<MovementClass, (f: MovementFacts) => boolean> = {
  // Sprints, hard intervals (on a bike too: maximal efforts) and running drills or games at game speed.
  sprint: (f) => kindIn(f, 'sprint') || f.prescription?.hardInterval === true || (kindIn(f, 'drill', 'game') && (f.intensity === 'high' || tagged(f, 'speed'))),
  // Jumps, bounds, hops and landings; throws are upper-body plyometrics and not counted here.
  plyometric: (f) =>
    (kindIn(f, 'plyometric') && !tagged(f, 'passing', 'contact')) || tagged(f, 'jump') || oneOf('st-jump-squat', 'co-skipping', 'wu-lateral-bound-stick')(f),
  'change-of-direction': (f) => tagged(f, 'agility', 'evasion') || kindIn(f, 'game'),
  // Running and drills on the move, carries, pushes and standing heavy lifts: what an ankle or calf takes the weight of.
  'weight-bearing': (f) =>
    kindIn(f, 'sprint', 'game', 'carry') ||
    (kindIn(f, 'interval', 'aerobic') && !lowImpact(f)) ||
    (kindIn(f, 'drill') && f.intensity !== 'low') ||
    oneOf('wu-activate-running', 'wu-dynamic-prep', 'st-iso-scrum-push', 'co-sled-drag')(f) ||
    LIBRARY_MOVEMENTS['loaded-squat'](f),
  hinge: isHinge,
  'hamstring-eccentric': (f) => f.prescription?.heavyEccentric === true || oneOf('st-slider-curl')(f),
  'loaded-squat': oneOf(
    'st-back-squat',
    'st-front-squat',
    'st-zercher-squat',
    'st-goblet-squat',
    'st-split-squat',
    'st-step-up',
    'st-lateral-lunge',
    'st-1rm-test',
    'st-sled-push',
  ),
  'spinal-loading': (f) =>
    oneOf(
      'st-back-squat',
      'st-front-squat',
      'st-zercher-squat',
      'st-trap-bar-deadlift',
      'st-push-press',
      'st-split-jerk',
      'st-farmer-carry',
      'st-sandbag-carry',
      'st-suitcase-carry',
      'st-sled-push',
      'co-strongman-medley',
    )(f) ||
    (isHinge(f) && f.id !== 'st-single-leg-hinge'),
  'upper-body-press': oneOf(
    'st-bench-press',
    'st-db-bench',
    'st-landmine-press',
    'st-push-press',
    'st-db-push-press',
    'st-split-jerk',
    'st-pushup-ladder',
    'st-med-ball-chest-pass',
    'st-med-ball-slam',
    'st-bear-crawl',
    'st-turkish-get-up',
    'st-plank-series',
    'st-iso-scrum-push',
    'st-sled-push',
    'co-prowler',
    'co-down-ups',
  ),
  'upper-body-pull': (f) =>
    oneOf(
      'st-weighted-pullup',
      'st-chin-up',
      'st-inverted-row',
      'st-db-row',
      'st-farmer-carry',
      'st-suitcase-carry',
      'st-sandbag-carry',
      'st-iso-jackal-pull',
      'st-landmine-rotation',
      'co-strongman-medley',
      'co-sled-drag',
    )(f) || isHinge(f),
  // Any contact (controlled or live), and tackle or scrum work even against a bag.
  contact: (f) => f.contact !== 'none' || f.prescription?.tackle === true || f.prescription?.scrummaging === true,
  'live-contact': (f) => f.contact === 'live',
  // Neck work and scrum-position pushes (the neck braced in the scrum's line).
  'neck-loading': (f) => (tagged(f, 'neck') && !kindIn(f, 'mobility')) || oneOf('st-iso-scrum-push')(f),
  adductor: oneOf('st-copenhagen', 'st-cossack-squat', 'st-lateral-lunge'),
  kicking: (f) => tagged(f, 'kicking', 'kick-chase'),
  balance: (f) => kindIn(f, 'balance') || tagged(f, 'balance') || oneOf('st-calf-raise')(f),
  'high-intensity': (f) => f.intensity === 'high',
  // Above easy aerobic work: everything but mobility, breathing, the laws briefing and low-intensity aerobic work.
  strenuous: (f) => !(kindIn(f, 'mobility', 'recovery', 'briefing') || (kindIn(f, 'aerobic') && f.intensity === 'low')),
};

/** A replacement a physio would give: a library exercise and why, as the player reads it. */
export interface Rehab {
  id: string;
  why: string;
}

const mobility: Rehab = { id: 'wu-mobility-flow', why: 'gentle mobility, pain-free range only' };
const easyBike: Rehab = { id: 'co-easy-aerobic', why: 'easy aerobic work on the bike or rower, pain-free' };
const pool: Rehab = { id: 'co-pool', why: 'easy pool work, no impact' };
const deadBug: Rehab = { id: 'st-dead-bug', why: 'trunk control lying down, pain-free' };
const wallPassing: Rehab = { id: 'sk-wall-passing', why: 'handling on the spot, no running or contact' };
const solo: Rehab = { id: 'sk-solo-ball-handling', why: 'ball skills at your own pace, no contact' };
const lowerBody: Rehab[] = [
  { id: 'st-bw-squat', why: 'lower-body strength with nothing in the hands' },
  { id: 'st-reverse-lunge', why: 'lower-body strength with nothing in the hands' },
  { id: 'st-glute-bridge', why: 'lower-body strength that does not load the upper body' },
];

/**
 * What replaces a left-out item, per area and block, first choice first (the next one when it is already in the day);
 * an item with no replacement left is just left out. Physiotherapy first-line loading: protect, then pain-free
 * isometrics and range, keep the rest of the body and the aerobic base going (BJSM "PEACE & LOVE", 2020).
 */
export const REHAB: Record<BodyArea, Partial<Record<ActivityCategory, readonly Rehab[]>>> = {
  'head-neck': {
    warmup: [mobility],
    strength: [{ id: 'st-glute-bridge', why: 'lower-body strength with the neck supported' }, deadBug],
    conditioning: [easyBike],
    skills: [wallPassing, solo],
  },
  shoulder: {
    warmup: [mobility],
    strength: [...lowerBody, { id: 'st-band-pull-apart', why: 'light band work, only if pain-free' }],
    conditioning: [easyBike],
    skills: [
      { id: 'sk-solo-kicking', why: 'kicking skills that do not load the shoulder' },
      { id: 'sk-footwork-cones', why: 'footwork that does not load the shoulder' },
    ],
  },
  'arm-elbow-wrist': {
    warmup: [mobility],
    strength: [...lowerBody, deadBug],
    conditioning: [easyBike],
    skills: [
      { id: 'sk-solo-kicking', why: 'kicking skills that do not load the arm' },
      { id: 'sk-footwork-cones', why: 'footwork that does not load the arm' },
    ],
  },
  'chest-ribs': {
    warmup: [mobility],
    strength: [
      { id: 'st-glute-bridge', why: 'lower-body strength without bracing the ribs' },
      { id: 'st-bw-squat', why: 'bodyweight legs, breathing freely' },
    ],
    conditioning: [easyBike],
    skills: [solo, { id: 'sk-solo-kicking', why: 'kicking skills without contact' }],
  },
  back: {
    warmup: [mobility],
    strength: [
      { id: 'st-dead-bug', why: 'trunk control with the spine unloaded, pain-free' },
      { id: 'st-glute-bridge', why: 'glute strength with the spine unloaded, pain-free' },
      { id: 'st-pallof-press', why: 'anti-rotation trunk strength, light and pain-free' },
    ],
    conditioning: [easyBike, pool],
    skills: [wallPassing, solo],
  },
  'hip-groin': {
    warmup: [mobility],
    strength: [
      { id: 'st-glute-bridge', why: 'hip strength in a straight line, pain-free' },
      deadBug,
      { id: 'st-db-bench', why: 'upper-body strength that spares the groin' },
    ],
    conditioning: [easyBike, pool],
    skills: [wallPassing, solo],
  },
  hamstring: {
    warmup: [mobility],
    strength: [
      { id: 'st-single-leg-glute-bridge', why: 'isometric bridge hold, pain-free' },
      { id: 'st-glute-bridge', why: 'bridges, short range and pain-free' },
      deadBug,
      { id: 'st-db-bench', why: 'upper-body strength that spares the hamstring' },
    ],
    conditioning: [{ id: 'co-easy-aerobic', why: 'easy bike, pain-free' }, pool],
    skills: [wallPassing, solo],
  },
  quadriceps: {
    warmup: [mobility],
    strength: [
      { id: 'st-iso-split-squat', why: 'isometric hold at a pain-free depth' },
      { id: 'st-db-bench', why: 'upper-body strength that spares the quadriceps' },
      deadBug,
    ],
    conditioning: [pool, easyBike],
    skills: [wallPassing, solo],
  },
  knee: {
    warmup: [mobility],
    strength: [
      { id: 'st-glute-bridge', why: 'hip strength with the knee unloaded, pain-free' },
      { id: 'st-db-bench', why: 'upper-body strength off the knee' },
      deadBug,
    ],
    conditioning: [pool, easyBike],
    skills: [wallPassing, solo],
  },
  'calf-achilles': {
    warmup: [mobility],
    strength: [
      { id: 'st-db-bench', why: 'upper-body strength off your feet' },
      deadBug,
      { id: 'st-glute-bridge', why: 'hip strength off your feet, pain-free' },
    ],
    conditioning: [
      { id: 'co-pool', why: 'pool work, no push-off' },
      { id: 'co-deep-water-run', why: 'deep-water running: fitness with no impact' },
    ],
    skills: [wallPassing],
  },
  'ankle-foot': {
    warmup: [{ id: 'cd-hip-back', why: 'mobility lying and kneeling, weight off the ankle' }],
    strength: [
      { id: 'st-db-bench', why: 'non-weight-bearing upper-body strength' },
      deadBug,
      { id: 'st-db-row', why: 'upper-body strength, supported on the bench' },
    ],
    conditioning: [
      { id: 'co-deep-water-run', why: 'deep-water running: fitness with no weight on the ankle' },
      { id: 'co-easy-aerobic', why: 'easy bike, no weight on the ankle' },
    ],
    skills: [{ id: 'sk-wall-passing', why: 'passing from a kneel or a seat, weight off the ankle' }],
  },
  illness: {
    warmup: [{ id: 'cd-breathing', why: 'breathing and rest' }],
    strength: [{ id: 'cd-static-stretch', why: 'gentle stretching only' }],
    conditioning: [{ id: 'co-incline-walk', why: 'an easy walk at most, only if you feel up to it' }],
    skills: [],
  },
};
