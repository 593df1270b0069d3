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

/** Jumps, bounds, hops and landings, and the explosive lifts with a dip and drive (throws are upper-body plyometrics). */
const isJump = (f: MovementFacts) =>
  (kindIn(f, 'plyometric') && !tagged(f, 'passing', 'contact')) || tagged(f, 'jump') || oneOf('st-jump-squat', 'co-skipping', 'wu-lateral-bound-stick')(f);

/** Hard intervals that are not running: on a bike, rower or air bike, pushing a sled or a strongman medley. */
const notRunning = (f: MovementFacts) => lowImpact(f) || oneOf('co-prowler', 'co-strongman-medley')(f);

/**
 * Work done lying, seated, kneeling, hanging, in water or on a bike: what keeps weight off an ankle or a calf (the
 * rest of the strenuous library is on your feet).
 */
const offYourFeet = oneOf(
  'st-bench-press',
  'st-db-bench',
  'st-db-row',
  'st-chin-up',
  'st-weighted-pullup',
  'st-inverted-row',
  'st-glute-bridge',
  'st-single-leg-glute-bridge',
  'st-long-lever-bridge',
  'st-adductor-squeeze',
  'st-dead-bug',
  'st-front-plank',
  'st-plank-reach',
  'st-pallof-press',
  'st-neck-isometric',
  'st-neck-harness',
  'st-partner-neck',
  'st-nordic',
  'st-nordic-assisted',
  'st-slider-curl',
  'st-bike-flush',
  'wu-neck-activation',
  'sk-wall-passing',
  'co-pool',
  'co-deep-water-run',
  'co-bike-intervals',
  'co-air-bike-sprints',
  'co-tempo-bike',
  'co-row-steady',
  'co-easy-aerobic',
);

/** Squats, lunges and step-ups, loaded or not: the knee bends under the body's weight or a bar's. */
const isSquat = oneOf(
  'st-back-squat',
  'st-front-squat',
  'st-zercher-squat',
  'st-goblet-squat',
  'st-split-squat',
  'st-step-up',
  'st-lateral-lunge',
  'st-1rm-test',
  'st-sled-push',
  'st-reverse-lunge',
  'st-lunge-matrix',
  'st-single-leg-squat',
  'st-bw-squat',
  'st-jump-squat',
  'st-cossack-squat',
);

/**
 * How each movement class is recognised in the library (kinds and flags first, named exercises where they are not
 * enough). What each area leaves out is contracts training-load.ts INJURY_EXCLUSIONS, the one table.
 */
export const LIBRARY_MOVEMENTS: Record<MovementClass, (f: MovementFacts) => boolean> = {
  'live-contact': (f) => f.contact === 'live',
  // Scrum engagements and scrum-position pushes, against a machine, a pack or a bar that cannot move.
  scrummaging: (f) => f.prescription?.scrummaging === true || oneOf('st-iso-scrum-push')(f),
  // Any contact (controlled or live), and tackle or scrum work even against a bag.
  contact: (f) => f.contact !== 'none' || f.prescription?.tackle === true || f.prescription?.scrummaging === true,
  // Neck work and scrum-position pushes (the neck braced in the scrum's line).
  'neck-loading': (f) => (tagged(f, 'neck') && !kindIn(f, 'mobility')) || oneOf('st-iso-scrum-push')(f),
  'hamstring-eccentric': (f) => f.prescription?.heavyEccentric === true || oneOf('st-slider-curl')(f),
  // Carries and sled pushes under a heavy load (a light backward sled drag is easy aerobic work).
  'heavy-carry': (f) => kindIn(f, 'carry') || oneOf('co-prowler', 'co-strongman-medley')(f),
  // A barbell on the back or in the front rack, and the lifts caught there.
  'bar-on-shoulders': oneOf('st-back-squat', 'st-front-squat', 'st-1rm-test', 'st-push-press', 'st-split-jerk', 'st-hang-clean'),
  // Plyometric training: jumps, bounds and hops, not the Activate warm-up's balance and landing drills or a barbell lift.
  'jump-training': (f) => isJump(f) && !kindIn(f, 'balance', 'loaded-lift'),
  // Jumps, bounds, hops and landings; throws are upper-body plyometrics and not counted here.
  plyometric: (f) => isJump(f),
  // Running at speed: sprints, running hard intervals, drills and games at game speed, and chasing a kick (a contact
  // drill's running is its contact's: a live tackle is left out for its live contact, never as a sprint).
  sprint: (f) =>
    kindIn(f, 'sprint') ||
    (f.prescription?.hardInterval === true && f.contact === 'none' && !notRunning(f)) ||
    (kindIn(f, 'drill', 'game') && f.contact === 'none' && (f.intensity === 'high' || tagged(f, 'speed'))) ||
    tagged(f, 'kick-chase'),
  // Repeated all-out efforts of any kind (on a bike or a sled too).
  'hard-interval': (f) => f.prescription?.hardInterval === true,
  // Accelerations short of a sprint: the build-up runs of a warm-up and the bursts of a game.
  acceleration: (f) => kindIn(f, 'game') || oneOf('wu-activate-running', 'wu-dynamic-prep', 'wu-ramp', 'wu-sprint-mechanics')(f),
  'change-of-direction': (f) => tagged(f, 'agility', 'evasion') || kindIn(f, 'game'),
  kicking: (f) => tagged(f, 'kicking', 'kick-chase'),
  // Adductor loading, and rotational power that pivots on the hips.
  adductor: oneOf('st-copenhagen', 'st-cossack-squat', 'st-lateral-lunge', 'st-med-ball-throw', 'st-landmine-rotation'),
  'loaded-squat': isSquat,
  // Hinges, and the slam's fast hinge.
  hinge: (f) => isHinge(f) || oneOf('st-med-ball-slam')(f),
  // Pressing, lifting and throwing overhead: push press, jerk, snatch, get-up, slams, lineout throws and lifts.
  overhead: oneOf(
    'st-push-press',
    'st-db-push-press',
    'st-split-jerk',
    'st-db-snatch',
    'st-turkish-get-up',
    'st-landmine-press',
    'st-med-ball-slam',
    'sk-throw-partner',
    'sk-hooker-throwing',
    'sk-lineout-jumping',
    'wu-lineout-prep',
  ),
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
  // Holding the body up on the hands or forearms.
  'arm-support': oneOf(
    'st-front-plank',
    'st-side-plank',
    'st-plank-reach',
    'st-plank-series',
    'st-copenhagen',
    'st-bear-crawl',
    'st-pushup-ladder',
    'st-turkish-get-up',
    'co-down-ups',
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
  // Held stretches of the legs (hamstrings first in the routine, calves, quads).
  stretch: oneOf('cd-static-stretch', 'cd-hamstring-calf', 'cd-yoga-flow'),
  // Single-leg balance, and the standing balance poses of a yoga flow.
  balance: (f) => kindIn(f, 'balance') || tagged(f, 'balance') || oneOf('st-calf-raise', 'cd-yoga-flow')(f),
  // Anything strenuous on your feet: running, standing lifts and throws, lunges and holds in a stance, drills.
  'weight-bearing': (f) => f.id !== null && !kindIn(f, 'mobility', 'recovery', 'briefing') && !offYourFeet(f),
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
const bike: Rehab = { id: 'co-easy-aerobic', why: 'easy aerobic work on the bike or rower, only if pain-free' };
const pool: Rehab = { id: 'co-pool', why: 'easy pool work, no impact (no pool: an easy bike, only if pain-free)' };
const deadBug: Rehab = { id: 'st-dead-bug', why: 'trunk control lying down, pain-free' };
const wallPassing: Rehab = { id: 'sk-wall-passing', why: 'handling on the spot, no running or contact' };
const solo: Rehab = { id: 'sk-solo-ball-handling', why: 'ball skills at your own pace, no contact' };
const breathing: Rehab = { id: 'cd-breathing', why: 'breathing and down-regulation' };
const neckCare: Rehab = { id: 'cd-neck-shoulder', why: 'gentle neck and shoulder range of motion, pain-free only' };
const hipBack: Rehab = { id: 'cd-hip-back', why: 'gentle hip and lower-back mobility, pain-free' };
const ankleRange: Rehab = { id: 'wu-ankle-range', why: 'gentle ankle range of motion, seated, pain-free only' };
/** The last choice for a skills drill: the laws of the game, learnt off your feet (work that keeps the day worth coming to). */
const laws: Rehab[] = [
  { id: 'law-tackle', why: 'the laws of the tackle, learnt off your feet' },
  { id: 'law-ruck', why: 'the laws of the ruck, learnt off your feet' },
];
const lowerBody: Rehab[] = [
  { id: 'st-bw-squat', why: 'lower-body strength with nothing in the hands' },
  { id: 'st-reverse-lunge', why: 'lower-body strength with nothing in the hands' },
  { id: 'st-glute-bridge', why: 'lower-body strength that does not load the upper body' },
];

/**
 * What replaces a left-out item, per area and block, first choice first (the next one when it is already in the day):
 * the area's own pain-free rehab and mobility first (isometrics and range of motion), then work that trains the rest
 * of the body; an item with no replacement left is just left out. Physiotherapy first-line loading: protect, then
 * pain-free isometrics and range, keep the rest of the body and the aerobic base going (BJSM "PEACE & LOVE", 2020).
 */
export const REHAB: Record<BodyArea, Partial<Record<ActivityCategory, readonly Rehab[]>>> = {
  'head-neck': {
    warmup: [neckCare, mobility],
    strength: [
      neckCare,
      { id: 'st-glute-bridge', why: 'lower-body strength lying down, the head supported' },
      deadBug,
      { id: 'st-bw-squat', why: 'bodyweight legs, nothing on the shoulders' },
      { id: 'st-single-leg-glute-bridge', why: 'hip strength lying down, the head supported' },
    ],
    conditioning: [{ id: 'co-easy-aerobic', why: 'easy bike, head still, only if pain-free' }],
    skills: [wallPassing, solo, ...laws],
    cooldown: [neckCare, breathing],
  },
  shoulder: {
    warmup: [neckCare, mobility],
    strength: [{ id: 'st-band-pull-apart', why: 'light band work for the shoulder, only if pain-free' }, neckCare, ...lowerBody],
    conditioning: [{ id: 'co-easy-aerobic', why: 'easy bike, arms relaxed, only if pain-free' }],
    skills: [
      { id: 'sk-solo-kicking', why: 'kicking skills that do not load the shoulder' },
      { id: 'sk-footwork-cones', why: 'footwork that does not load the shoulder' },
      ...laws,
    ],
    cooldown: [neckCare, breathing],
  },
  'arm-elbow-wrist': {
    warmup: [mobility],
    strength: [...lowerBody, deadBug],
    conditioning: [bike],
    skills: [
      { id: 'sk-solo-kicking', why: 'kicking skills that do not load the arm' },
      { id: 'sk-footwork-cones', why: 'footwork that does not load the arm' },
      ...laws,
    ],
    cooldown: [breathing],
  },
  'chest-ribs': {
    warmup: [{ id: 'cd-breathing', why: 'slow breathing to let the ribs move pain-free' }, mobility],
    strength: [
      { id: 'st-glute-bridge', why: 'lower-body strength without bracing the ribs' },
      { id: 'st-bw-squat', why: 'bodyweight legs, breathing freely' },
    ],
    conditioning: [bike],
    skills: [solo, { id: 'sk-solo-kicking', why: 'kicking skills without contact' }, ...laws],
    cooldown: [breathing],
  },
  back: {
    warmup: [hipBack, mobility],
    strength: [
      { id: 'st-dead-bug', why: 'trunk control with the spine unloaded, pain-free' },
      hipBack,
      { id: 'st-glute-bridge', why: 'glute strength with the spine unloaded, pain-free' },
      { id: 'st-pallof-press', why: 'anti-rotation trunk strength, light and pain-free' },
      { id: 'st-side-plank', why: 'short side-plank holds for the trunk, pain-free' },
    ],
    conditioning: [{ id: 'co-incline-walk', why: 'an easy walk keeps a sore back moving' }, bike, pool],
    skills: [wallPassing, solo, ...laws],
    cooldown: [hipBack, breathing],
  },
  'hip-groin': {
    warmup: [{ id: 'wu-easy-jog', why: 'an easy jog in straight lines, no cutting or build-ups' }, mobility],
    strength: [
      { id: 'st-adductor-squeeze', why: 'isometric groin squeeze at a pain-free effort' },
      { id: 'st-glute-bridge', why: 'hip strength in a straight line, pain-free' },
      deadBug,
      { id: 'st-db-bench', why: 'upper-body strength that spares the groin' },
    ],
    conditioning: [bike, pool],
    skills: [wallPassing, solo, ...laws],
    cooldown: [breathing, { id: 'cd-walk-debrief', why: 'an easy walk to finish' }],
  },
  hamstring: {
    warmup: [{ id: 'wu-easy-jog', why: 'an easy jog, no build-ups or accelerations' }, mobility],
    strength: [
      { id: 'st-long-lever-bridge', why: 'isometric hamstring hold at a low, pain-free effort' },
      { id: 'st-single-leg-glute-bridge', why: 'isometric bridge hold, pain-free' },
      { id: 'st-glute-bridge', why: 'bridges, short range and pain-free' },
      { id: 'st-db-bench', why: 'upper-body strength that spares the hamstring' },
    ],
    conditioning: [{ id: 'co-easy-aerobic', why: 'easy bike, pain-free' }, pool],
    skills: [wallPassing, solo, ...laws],
    cooldown: [{ id: 'cd-hip-back', why: 'gentle hip and back mobility, no stretching into the hamstring' }, breathing],
  },
  quadriceps: {
    warmup: [{ id: 'wu-easy-jog', why: 'an easy jog, no build-ups or accelerations' }, mobility],
    strength: [
      { id: 'st-wall-sit', why: 'isometric wall sit at a pain-free depth' },
      { id: 'st-iso-split-squat', why: 'isometric hold at a pain-free depth' },
      { id: 'st-db-bench', why: 'upper-body strength that spares the quadriceps' },
      deadBug,
    ],
    conditioning: [pool, bike],
    skills: [wallPassing, solo, ...laws],
    cooldown: [breathing],
  },
  knee: {
    warmup: [mobility, { id: 'cd-hip-back', why: 'mobility lying and kneeling on a mat, pain-free' }],
    strength: [
      { id: 'st-wall-sit', why: 'isometric wall sit at a pain-free depth' },
      { id: 'st-glute-bridge', why: 'hip strength with the knee unloaded, pain-free' },
      { id: 'st-db-bench', why: 'upper-body strength off the knee' },
      deadBug,
    ],
    conditioning: [pool, { id: 'co-easy-aerobic', why: 'easy bike, only if pain-free' }],
    skills: [wallPassing, solo, ...laws],
    cooldown: [breathing],
  },
  'calf-achilles': {
    warmup: [ankleRange, hipBack],
    strength: [
      ankleRange,
      { id: 'st-db-bench', why: 'upper-body strength off your feet' },
      deadBug,
      { id: 'st-glute-bridge', why: 'hip strength off your feet, pain-free' },
    ],
    conditioning: [
      { id: 'co-pool', why: 'pool work, no push-off (no pool: an easy bike, only if pain-free)' },
      { id: 'co-deep-water-run', why: 'deep-water running: fitness with no impact' },
    ],
    skills: [wallPassing, ankleRange, ...laws],
    cooldown: [breathing],
  },
  'ankle-foot': {
    warmup: [ankleRange, { id: 'cd-hip-back', why: 'mobility lying and kneeling, weight off the ankle' }, breathing],
    strength: [
      ankleRange,
      { id: 'st-db-bench', why: 'non-weight-bearing upper-body strength, lying on the bench' },
      { id: 'st-dead-bug', why: 'core work on the floor, weight off the ankle' },
      { id: 'st-pallof-press', why: 'anti-rotation hold kneeling, weight off the ankle' },
      { id: 'st-db-row', why: 'upper-body strength, supported on the bench' },
    ],
    conditioning: [
      { id: 'co-deep-water-run', why: 'deep-water running: fitness with no weight on the ankle' },
      { id: 'co-easy-aerobic', why: 'easy bike, only if pain-free, no weight on the ankle' },
    ],
    skills: [{ id: 'sk-wall-passing', why: 'passing from a kneel or a seat, weight off the ankle' }, ankleRange, ...laws],
    cooldown: [breathing],
  },
  illness: {
    warmup: [{ id: 'cd-breathing', why: 'breathing and rest' }],
    strength: [{ id: 'cd-static-stretch', why: 'gentle stretching only' }],
    conditioning: [{ id: 'co-incline-walk', why: 'an easy walk at most, only if you feel up to it' }],
    skills: [],
  },
};
