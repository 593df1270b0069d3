/**
 * The training loop's numbers, shared by the services (stored values, the coach's reports) and the web apps (what a
 * player sees before saving). Zod-free: the player home loads it.
 *
 * - Session load: Foster's session-RPE, RPE on the CR-10 scale × minutes, in arbitrary units (AU).
 * - Acute:chronic workload ratio: exponentially weighted moving averages of daily load over 7 and 28 days
 *   (Williams et al. 2017, λ = 2 / (N + 1)); outside 0.8–1.3 is flagged.
 * - Readiness: five 1–5 items (5 is best on each), their mean; a low mean or a reported injury or illness adapts the
 *   day: what the check-in leaves out goes from every block, the skills, strength and conditioning (the squad's too)
 *   lose volume, and a very low check-in or an injury caps their intensity.
 */

/** Foster's CR-10 scale as players read it (the blank steps have no words of their own). */
export const RPE_SCALE: ReadonlyArray<{ value: number; label: string }> = [
  { value: 1, label: 'Very, very easy' },
  { value: 2, label: 'Easy' },
  { value: 3, label: 'Moderate' },
  { value: 4, label: 'Somewhat hard' },
  { value: 5, label: 'Hard' },
  { value: 6, label: 'Hard +' },
  { value: 7, label: 'Very hard' },
  { value: 8, label: 'Very hard +' },
  { value: 9, label: 'Very, very hard' },
  { value: 10, label: 'Maximal' },
];

export const SESSION_LIMITS = { rpeMin: 1, rpeMax: 10, minutesMin: 1, minutesMax: 300 } as const;

/** Session load (AU): RPE × minutes. */
export const sessionLoad = (rpe: number, minutes: number) => Math.round(rpe * minutes);

/** The five readiness items, each 1–5 with 5 the best: the words at either end of its scale. */
export const READINESS_ITEMS = [
  { key: 'sleep', label: 'Sleep', low: 'Very poor', high: 'Very good' },
  { key: 'soreness', label: 'Muscle soreness', low: 'Very sore', high: 'None' },
  { key: 'fatigue', label: 'Fatigue', low: 'Exhausted', high: 'Fresh' },
  { key: 'stress', label: 'Stress', low: 'Very stressed', high: 'Relaxed' },
  { key: 'mood', label: 'Mood', low: 'Very low', high: 'Great' },
] as const;
export type ReadinessItem = (typeof READINESS_ITEMS)[number]['key'];
export type ReadinessScores = Record<ReadinessItem, number>;

/** Where an injury or illness is felt (the check-in's body area). */
export const BODY_AREAS = [
  'head-neck',
  'shoulder',
  'arm-elbow-wrist',
  'chest-ribs',
  'back',
  'hip-groin',
  'hamstring',
  'quadriceps',
  'knee',
  'calf-achilles',
  'ankle-foot',
  'illness',
] as const;
export type BodyArea = (typeof BODY_AREAS)[number];
export const BODY_AREA_LABELS: Record<BodyArea, string> = {
  'head-neck': 'Head or neck',
  shoulder: 'Shoulder',
  'arm-elbow-wrist': 'Arm, elbow or wrist',
  'chest-ribs': 'Chest or ribs',
  back: 'Back',
  'hip-groin': 'Hip or groin',
  hamstring: 'Hamstring',
  quadriceps: 'Quadriceps',
  knee: 'Knee',
  'calf-achilles': 'Calf or Achilles',
  'ankle-foot': 'Ankle or foot',
  illness: 'Illness (not an injury)',
};

/** The mean of the five items, to one decimal. */
export function readinessScore(scores: ReadinessScores): number {
  const sum = READINESS_ITEMS.reduce((total, item) => total + scores[item.key], 0);
  return Math.round((sum / READINESS_ITEMS.length) * 10) / 10;
}

/**
 * What an item of a day is, for what a check-in leaves out: each item of a day has a set of these (the training-program
 * service classifies library items from their prescription and coach-written items from their words). The order is the
 * priority: an item left out names the first class it falls under that the check-in leaves out (a live tackle is left
 * out for its live contact, not for the running in it; a strongman medley for its carries and sled, not as a sprint).
 */
export const MOVEMENT_CLASSES = {
  'live-contact': 'live contact',
  scrummaging: 'scrummaging',
  contact: 'contact',
  'neck-loading': 'neck loading',
  'hamstring-eccentric': 'Nordics',
  'heavy-carry': 'heavy carries and sled pushes',
  'bar-on-shoulders': 'a bar across the shoulders',
  'jump-training': 'plyometrics',
  plyometric: 'jumps',
  sprint: 'sprints',
  'hard-interval': 'hard intervals',
  acceleration: 'accelerations and build-ups',
  'change-of-direction': 'cutting and agility',
  kicking: 'kicking',
  adductor: 'adductor work (Copenhagens, lateral lunges, rotational throws)',
  'loaded-squat': 'squats and lunges',
  hinge: 'hinges',
  overhead: 'overhead pressing and throwing',
  'upper-body-press': 'pressing',
  'upper-body-pull': 'loaded pulling and grip',
  'arm-support': 'weight on your arms',
  'spinal-loading': 'spinal loading',
  stretch: 'stretching',
  balance: 'single-leg balance',
  'weight-bearing': 'running or loaded work on your feet',
  'high-intensity': 'high intensity',
  strenuous: 'training above easy aerobic work',
} as const;
export type MovementClass = keyof typeof MOVEMENT_CLASSES;
/** The classes in priority order (MOVEMENT_CLASSES' order). */
export const MOVEMENT_PRIORITY = Object.keys(MOVEMENT_CLASSES) as readonly MovementClass[];

/** What a check-in leaves out of every block of the day (the squad's session included), each with why. */
export type Exclusions = Partial<Record<MovementClass, string>>;

/**
 * The injury map: what each reported area leaves out, and why, until the coach or physio says otherwise. Conservative
 * first-aid loading advice for an unassessed niggle, not a diagnosis or a rehab plan. Every injury leaves out contact
 * (World Rugby player welfare: an injured player does not take or give contact until assessed). This is the one table
 * of what goes: the service's classifier (content/injury-map.ts) says which exercises are which class.
 */
export const INJURY_EXCLUSIONS: Record<BodyArea, Exclusions> = {
  // Concussion symptoms stand the day down under the welfare protocol (welfare.ts); this is a neck strain without them.
  'head-neck': {
    'neck-loading': 'loads the injured neck',
    scrummaging: 'the scrum loads the neck',
    'bar-on-shoulders': 'the bar sits on the neck and upper traps',
    'heavy-carry': 'a heavy carry drags on the neck and upper traps',
    overhead: 'pressing or throwing overhead braces through the neck',
    'high-intensity': 'hard efforts raise the risk of a fall or collision while the neck is sore',
    sprint: 'a fall at speed jolts the neck',
    plyometric: 'every landing jolts the neck',
    'change-of-direction': 'sharp turns whip the head and neck',
    acceleration: 'side-steps and build-up runs jolt the neck: an easy jog only',
    kicking: 'the kicking swing jerks the head and neck',
    contact: 'risks a blow to the head or neck',
  },
  shoulder: {
    'upper-body-press': 'presses through the shoulder',
    'upper-body-pull': 'loads the shoulder under tension',
    overhead: 'loads the shoulder at the end of its range',
    'bar-on-shoulders': 'holding a bar on the back or in the rack strains the shoulder',
    'arm-support': 'holding your weight on the arm loads the shoulder',
    'heavy-carry': 'a heavy carry drags on the shoulder',
    scrummaging: 'the scrum drives through the shoulders',
    'hamstring-eccentric': 'a Nordic ends with a catch on the hands',
    contact: 'tackles, scrums and rucks land on the shoulder',
  },
  'arm-elbow-wrist': {
    'upper-body-press': 'loads the arm and wrist',
    'upper-body-pull': 'a loaded grip pulls through the elbow and wrist',
    overhead: 'throwing and pressing overhead load the elbow and wrist',
    'bar-on-shoulders': 'holding the bar strains the elbow and wrist',
    'arm-support': 'bearing weight through the wrist and elbow',
    'heavy-carry': 'gripping a heavy carry loads the elbow and wrist',
    contact: 'catching and tackling load the arm',
  },
  'chest-ribs': {
    'upper-body-press': 'pressing loads the chest wall',
    'spinal-loading': 'heavy bracing squeezes the ribs',
    contact: 'a hit on sore ribs',
  },
  back: {
    'spinal-loading': 'loads the spine under a bar or a heavy carry',
    hinge: 'hinging loads the lower back',
    scrummaging: 'the scrum compresses the spine',
    plyometric: 'every landing jars the lower back',
    contact: 'tackles and scrums load the spine',
  },
  'hip-groin': {
    'change-of-direction': 'cutting and lateral bounds load the adductors hardest',
    acceleration: 'side-steps and build-up runs load the groin: an easy jog only',
    adductor: 'loads the groin directly, or pivots on it',
    kicking: 'the kicking swing loads the hip flexors and adductors',
    sprint: 'sprinting loads the hip flexors at full speed',
    'hard-interval': 'repeated all-out efforts load the hip and groin',
    'heavy-carry': 'a heavy sled push or carry drives through the hip and groin',
    stretch: 'stretching into a sore groin can aggravate it',
    contact: 'being tackled wrenches the hip',
  },
  // Hamstring strain risk rises with high-speed running and long-length loading (Askling; van der Horst et al. 2015).
  hamstring: {
    'hamstring-eccentric': 'loads the hamstring at its longest, eccentrically',
    hinge: 'stretches the hamstring under load',
    plyometric: 'loads the hamstring fast',
    sprint: 'loads the hamstring at high speed',
    'hard-interval': 'repeated all-out efforts load a sore hamstring',
    acceleration: 'accelerating loads the hamstring hard: jog only',
    kicking: 'the kicking swing stretches the hamstring fast',
    stretch: 'stretching into a sore hamstring can aggravate it: gentle mobility instead',
    contact: 'accelerating into contact loads the hamstring',
  },
  quadriceps: {
    sprint: 'accelerating loads the quadriceps hardest',
    'hard-interval': 'repeated all-out efforts load the quadriceps',
    acceleration: 'every acceleration loads the quadriceps hard',
    kicking: 'kicking loads the rectus femoris',
    plyometric: 'take-off and landing load the quadriceps',
    'loaded-squat': 'a squat or lunge loads the quadriceps directly',
    'heavy-carry': 'a sled push drives through the quadriceps',
    stretch: 'stretching into a sore quadriceps can aggravate it',
    contact: 'a dead leg from a knee in contact',
  },
  knee: {
    plyometric: 'landings load the knee',
    'change-of-direction': 'cutting twists the knee',
    acceleration: 'side-steps and build-up runs load the knee: an easy jog only',
    sprint: 'high-speed running loads the knee',
    'hard-interval': 'repeated all-out efforts load the knee',
    'loaded-squat': 'squats and lunges bend the knee under load',
    scrummaging: 'the scrum drives through bent knees',
    'heavy-carry': 'a sled push or heavy carry drives through the knee',
    contact: 'a hit on the knee',
  },
  'calf-achilles': {
    plyometric: 'hops and jumps load the calf and Achilles hardest',
    'change-of-direction': 'push-offs load the calf',
    sprint: 'sprinting loads the calf and Achilles',
    'hard-interval': 'repeated all-out efforts load the calf',
    'heavy-carry': 'a sled push or heavy carry drives through the calf',
    'weight-bearing': 'every stride and push loads the calf',
    'hamstring-eccentric': 'a partner holds the ankles in a Nordic',
    stretch: 'stretching into a sore calf or Achilles can aggravate it',
    contact: 'being tackled loads the leg',
  },
  // An acute ankle sprain is protected first: balance and proprioception come back with the physio, not on day one.
  'ankle-foot': {
    plyometric: 'landings load the ankle',
    'change-of-direction': 'cutting rolls the ankle',
    sprint: 'sprinting loads the ankle',
    'hard-interval': 'repeated all-out efforts load the ankle',
    'heavy-carry': 'a heavy carry or sled push loads the ankle',
    'weight-bearing': 'keeps weight off the ankle',
    'hamstring-eccentric': 'a partner holds the ankles in a Nordic',
    balance: 'standing on one leg loads an acute ankle',
    contact: 'being tackled twists the ankle',
  },
  // Training through illness: easy aerobic work at most, nothing hard, until it passes.
  illness: {
    strenuous: 'an ill body needs rest, not training load',
    sprint: 'hard efforts while ill prolong it',
    contact: 'keeps the illness from the squad',
  },
};

/** A check-in with an injury but no area (days stored before the area was asked): the old rule. */
const UNKNOWN_INJURY: Exclusions = {
  sprint: 'high-speed running on an injury',
  'hard-interval': 'all-out efforts on an injury',
  contact: 'contact on an injury',
};

/**
 * Readiness at or below LOW_READINESS leaves out sprints and hard intervals; at or below VERY_LOW_READINESS plyometrics
 * (not the Activate warm-up's balance and landing drills) and live contact too.
 */
const LOW_READINESS_EXCLUSIONS: Exclusions = {
  sprint: 'sprinting on a poor check-in raises the risk of a strain',
  'hard-interval': 'all-out efforts on a poor check-in add fatigue you cannot recover from',
};
const VERY_LOW_READINESS_EXCLUSIONS: Exclusions = {
  ...LOW_READINESS_EXCLUSIONS,
  'jump-training': 'tired legs land poorly',
  'live-contact': 'a tired player tackles and is tackled with poorer technique',
};

/** The most a kept item asks for on a very low check-in or an injured day: RPE, %1RM and reps in reserve. */
export const INTENSITY_CAP = { rpe: 6, percent1rm: 70, rir: 4 } as const;
export type IntensityCap = typeof INTENSITY_CAP;

/** How the day changes for a check-in. */
export interface ReadinessAdaptation {
  level: 'as-planned' | 'reduced' | 'low' | 'injured';
  /** Fraction of the planned volume (sets, reps, distance) kept: 1 = all. */
  volume: number;
  /** The most a kept item asks for (its RPE, %1RM or reps in reserve lowered to it), or null: as planned. */
  intensityCap: IntensityCap | null;
  noSprints: boolean;
  noContact: boolean;
  /** The injured area (or illness) the check-in names; null without one. */
  area: BodyArea | null;
  /** What is left out of every block of the day, and why. */
  excludes: Exclusions;
  /** The check-in's five items (the recovery tip reads them). */
  scores: ReadinessScores;
  /** What led to the change, e.g. 'readiness 2/5' or 'hamstring reported'. */
  cause: string;
  /** What the player and the coach read, e.g. 'readiness 2.2/5: volume −30 %, no sprints or hard intervals'. */
  reason: string;
}

/** Readiness at or below this is low (volume −30 %, no sprints or hard intervals). */
export const LOW_READINESS = 2.4;
/** Readiness at or below this also leaves out plyometrics and live contact, and caps the intensity (INTENSITY_CAP). */
export const VERY_LOW_READINESS = 2;
/** Readiness at or below this (or any item at 1) is reduced (volume −15 %). */
export const REDUCED_READINESS = 3.4;

/** 'a', 'a or b', 'a, b or c'. */
const orList = (words: readonly string[]) => (words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`);
const noneOf = (excludes: Exclusions) => `no ${orList(Object.keys(excludes).map((c) => MOVEMENT_CLASSES[c as MovementClass]))}`;
const capped = `RPE ${INTENSITY_CAP.rpe} (${INTENSITY_CAP.percent1rm} % 1RM) at most`;

/**
 * The rule: an injury or illness → volume −50 % and what the area's map leaves out (INJURY_EXCLUSIONS; rehab and
 * mobility instead), an injury's kept work at RPE 6 at most, tell the coach or physio; mean ≤ 2.4 → volume −30 %, no
 * sprints or hard intervals (≤ 2: no plyometrics or live contact either, RPE 6 at most); mean ≤ 3.4 or any item at 1 → volume
 * −15 %; otherwise as planned. What is left out goes from every block; the volume and the cap apply to the personal
 * and the squad's skills, strength and conditioning alike.
 */
export function readinessAdaptation(
  scores: ReadinessScores,
  injury: { reported: boolean; area?: BodyArea | null; symptomsWithoutKnock?: boolean },
): ReadinessAdaptation {
  const base = ruleOf(scores, injury);
  if (!injury.symptomsWithoutKnock) return base;
  // Dizziness or vision trouble with no knock (welfare.ts symptomsWithoutKnock): a light day, nothing a dizzy player
  // could fall or be hit in, tell the coach and see a doctor.
  const excludes: Exclusions = { ...base.excludes, ...SYMPTOMS_WITHOUT_KNOCK };
  const volume = Math.min(base.volume, 0.7);
  const prefix = `readiness ${readinessScore(scores)}/5`;
  return {
    ...base,
    level: base.level === 'injured' ? 'injured' : 'low',
    volume,
    intensityCap: base.intensityCap ?? INTENSITY_CAP,
    noSprints: true,
    noContact: true,
    excludes,
    reason: `${base.level === 'as-planned' || base.level === 'reduced' ? `${prefix},` : `${base.reason};`} concussion-like symptoms: volume −${Math.round((1 - volume) * 100)} %, ${noneOf(SYMPTOMS_WITHOUT_KNOCK)}; ${capped}; tell your coach and see a doctor`,
  };
}

/** What symptoms like dizziness or blurred vision without a knock leave out. */
const SYMPTOMS_WITHOUT_KNOCK: Exclusions = {
  contact: 'dizziness or vision trouble: no contact until a doctor has seen you',
  scrummaging: 'dizziness or vision trouble: no scrummaging',
  sprint: 'dizziness or vision trouble: no running at speed today',
  plyometric: 'a dizzy player can fall on a landing',
  balance: 'a dizzy player can fall',
  'heavy-carry': 'nothing heavy while dizzy',
  'hard-interval': 'nothing hard today',
  'high-intensity': 'nothing hard today',
};

function ruleOf(scores: ReadinessScores, injury: { reported: boolean; area?: BodyArea | null }): ReadinessAdaptation {
  const score = readinessScore(scores);
  const prefix = `readiness ${score}/5`;
  const of = (
    level: ReadinessAdaptation['level'],
    volume: number,
    intensityCap: IntensityCap | null,
    excludes: Exclusions,
    cause: string,
    reason: string,
  ): ReadinessAdaptation => ({
    level,
    volume,
    intensityCap,
    noSprints: 'sprint' in excludes,
    noContact: 'contact' in excludes,
    area: injury.reported ? (injury.area ?? null) : null,
    excludes,
    scores: { ...scores },
    cause,
    reason,
  });
  if (injury.reported) {
    const area = injury.area ?? null;
    const excludes = area ? INJURY_EXCLUSIONS[area] : UNKNOWN_INJURY;
    const cause = `${area === 'illness' ? 'illness' : area ? BODY_AREA_LABELS[area].toLowerCase() : 'injury or illness'} reported`;
    // Illness leaves nothing above easy aerobic work: no load to cap.
    if (area === 'illness')
      return of(
        'injured',
        0.5,
        null,
        excludes,
        cause,
        `${prefix}, ${cause}: volume −50 %, ${noneOf(excludes)}; rest, mobility and easy movement instead; tell your coach or physio`,
      );
    return of(
      'injured',
      0.5,
      INTENSITY_CAP,
      excludes,
      cause,
      `${prefix}, ${cause}: volume −50 %, ${noneOf(excludes)}; ${capped}; pain-free rehab and mobility instead; tell your coach or physio`,
    );
  }
  if (score <= VERY_LOW_READINESS)
    return of('low', 0.7, INTENSITY_CAP, VERY_LOW_READINESS_EXCLUSIONS, prefix, `${prefix}: volume −30 %, ${noneOf(VERY_LOW_READINESS_EXCLUSIONS)}; ${capped}`);
  // One item at its worst (very sore muscles, exhausted) is treated like the lowest readiness, whatever the mean.
  const worst = scores.soreness === 1 ? 'very sore' : scores.fatigue === 1 ? 'exhausted' : null;
  if (worst)
    return of(
      'low',
      0.7,
      INTENSITY_CAP,
      VERY_LOW_READINESS_EXCLUSIONS,
      `${prefix}, ${worst}`,
      `${prefix}, ${worst}: volume −30 %, ${noneOf(VERY_LOW_READINESS_EXCLUSIONS)}; ${capped}`,
    );
  if (score <= LOW_READINESS) return of('low', 0.7, null, LOW_READINESS_EXCLUSIONS, prefix, `${prefix}: volume −30 %, ${noneOf(LOW_READINESS_EXCLUSIONS)}`);
  if (score <= REDUCED_READINESS || READINESS_ITEMS.some((item) => scores[item.key] === 1))
    return of('reduced', 0.85, null, {}, prefix, `${prefix}: volume −15 %`);
  return of('as-planned', 1, null, {}, prefix, `${prefix}: train as planned`);
}

/** The acute:chronic workload ratio's safe band: outside it a player is flagged. */
export const ACWR_BAND = { low: 0.8, high: 1.3 } as const;
/** Days of history (from the first session logged) before a ratio is reported: a chronic average needs them. */
export const ACWR_MIN_HISTORY_DAYS = 28;

const lambda = (days: number) => 2 / (days + 1);

/**
 * Exponentially weighted acute (7-day) and chronic (28-day) load over a run of daily loads, oldest first (0 on days
 * without a session); the ratio is null until `ACWR_MIN_HISTORY_DAYS` days of history, or while the chronic load
 * is 0.
 */
export function workloadRatio(dailyLoads: readonly number[]): { acute: number; chronic: number; ratio: number | null } {
  const la = lambda(7);
  const lc = lambda(28);
  let acute = 0;
  let chronic = 0;
  for (const load of dailyLoads) {
    acute = load * la + (1 - la) * acute;
    chronic = load * lc + (1 - lc) * chronic;
  }
  const round = (n: number) => Math.round(n * 10) / 10;
  const ratio = dailyLoads.length >= ACWR_MIN_HISTORY_DAYS && chronic > 0 ? Math.round((acute / chronic) * 100) / 100 : null;
  return { acute: round(acute), chronic: round(chronic), ratio };
}

/** Whether a ratio is outside the safe band (null: not enough history, not flagged). */
export const isOutsideBand = (ratio: number | null) => ratio !== null && (ratio < ACWR_BAND.low || ratio > ACWR_BAND.high);

/** What a player can log for one set, and how many sets: anything beyond is a typo, refused with a 400. */
export const SET_LIMITS = { sets: 20, reps: 100, loadKg: 500, seconds: 3600, meters: 10000 } as const;

/** One set as done: reps, load in kg (null for bodyweight), seconds (holds, timed work) or metres (runs, carries). */
export interface PerformedSet {
  reps: number | null;
  loadKg: number | null;
  seconds: number | null;
  meters: number | null;
}

export const SKIP_REASONS = ['pain', 'fatigue', 'time', 'equipment', 'coach', 'other'] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];
export const SKIP_REASON_LABELS: Record<SkipReason, string> = {
  pain: 'Pain or injury',
  fatigue: 'Too tired',
  time: 'Ran out of time',
  equipment: 'No equipment',
  coach: "Coach's call",
  other: 'Other',
};

/** Epley's estimated one-repetition maximum (kg), trusted up to 12 reps; a single is itself. */
export function estimatedOneRepMax(loadKg: number, reps: number): number | null {
  if (loadKg <= 0 || reps < 1 || reps > 12) return null;
  return reps === 1 ? loadKg : Math.round(loadKg * (1 + reps / 30) * 10) / 10;
}

/** What a personal record is measured in: estimated 1RM for loaded sets, else reps, seconds or metres in one set. */
export type RecordKind = 'e1rm' | 'reps' | 'seconds' | 'meters';
export interface SetBest {
  kind: RecordKind;
  value: number;
  set: PerformedSet;
}

/** The best set of a list by the measure that fits it (estimated 1RM first), or null when nothing measurable was done. */
export function bestSet(sets: readonly PerformedSet[]): SetBest | null {
  const by = (kind: RecordKind, value: (s: PerformedSet) => number | null): SetBest | null => {
    let best: SetBest | null = null;
    for (const set of sets) {
      const v = value(set);
      if (v !== null && v > 0 && (!best || v > best.value)) best = { kind, value: v, set };
    }
    return best;
  };
  return (
    by('e1rm', (s) => (s.loadKg !== null && s.reps !== null ? estimatedOneRepMax(s.loadKg, s.reps) : null)) ??
    by('reps', (s) => (s.loadKg === null ? s.reps : null)) ??
    by('seconds', (s) => s.seconds) ??
    by('meters', (s) => s.meters)
  );
}

/**
 * A personal record: today's best set beats every earlier best of the same kind for the exercise. The first time an
 * exercise is logged sets the mark, it is not celebrated.
 */
export function personalRecord(today: readonly PerformedSet[], earlier: readonly SetBest[]): { best: SetBest; previous: number } | null {
  const best = bestSet(today);
  if (!best) return null;
  const previous = earlier.filter((b) => b.kind === best.kind).reduce<number | null>((max, b) => (max === null || b.value > max ? b.value : max), null);
  return previous !== null && best.value > previous ? { best, previous } : null;
}

/** One set as the player reads it: '8 × 60 kg', '8 reps', '45 s', '200 m'. */
export function formatSet(set: PerformedSet): string {
  const parts = [
    set.reps !== null ? (set.loadKg !== null ? `${set.reps} × ${set.loadKg} kg` : `${set.reps} reps`) : set.loadKg !== null ? `${set.loadKg} kg` : null,
    set.seconds !== null ? `${set.seconds} s` : null,
    set.meters !== null ? `${set.meters} m` : null,
  ].filter((p): p is string => p !== null);
  return parts.join(', ') || 'done';
}
