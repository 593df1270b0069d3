import type { SeasonPhase } from '@rugby/contracts';

export type Intensity = 'low' | 'moderate' | 'high';
export const INTENSITY_RANK: Record<Intensity, number> = { low: 0, moderate: 1, high: 2 };

export interface PhasePlan {
  label: string;
  /** One line for program headers. */
  summary: string;
  /** Session length per training day: Monday, Tuesday, Thursday, Friday. */
  sessionMinutes: readonly [number, number, number, number];
  /** Live contact allowed at all in this phase. */
  liveContact: boolean;
  strengthDose: string;
  conditioningDose: string;
  restDay: string;
  weekend: string;
  recovery: string;
}

/** Periodisation of the rugby year (SEASON_PHASES). */
export const PHASE_PLANS: Record<SeasonPhase, PhasePlan> = {
  'pre-season': {
    label: 'Pre-season',
    summary: 'Pre-season base: build strength, the aerobic engine and robust bodies before contact ramps up.',
    sessionMinutes: [60, 60, 60, 55],
    liveContact: true,
    strengthDose: 'Base building: 4 sets of 5-6 reps at a load that leaves about two reps in reserve (RPE 8); rest 2 minutes between sets.',
    conditioningDose: 'Build the engine: work-to-rest about 1:1, adding one repetition each week.',
    restDay: 'No structured training; a 20-minute walk, light mobility and an early night.',
    weekend: 'Saturday 30 minutes of easy cycling or swimming; Sunday full rest. Eat well and sleep 8+ hours.',
    recovery: 'Training load is highest in pre-season: prioritise 8-9 hours of sleep, protein at every meal and easy mobility on rest days.',
  },
  'in-season': {
    label: 'In-season',
    summary: 'In-season maintenance and recovery: keep strength and speed, sharpen skills, arrive fresh on match day.',
    sessionMinutes: [50, 55, 55, 45],
    liveContact: true,
    strengthDose:
      'Maintenance: one or two heavy days early in the week, 3 sets of 3-5 reps at 80-88% of maximum (fewer reps as the load rises), about two reps in reserve (RPE 8); moved fast and crisp.',
    conditioningDose: 'Top-up only: short, sharp efforts with full recovery; keep legs fresh for the weekend.',
    restDay: 'Off feet; light mobility, hydration and sleep to absorb the week.',
    weekend: 'Match day, then recovery. The day after the game: 20 minutes easy movement, stretching and a cold-water or pool session.',
    recovery: 'In-season the aim is freshness: recover hard after the match, keep Friday light and protect sleep before game day.',
  },
  'off-season': {
    label: 'Off-season',
    summary: 'Off-season active recovery: let the body heal, keep moving, fix weaknesses at low intensity.',
    sessionMinutes: [45, 45, 45, 45],
    liveContact: false,
    strengthDose: 'Active recovery: 2-3 sets of 8-12 reps at a light load, two or more reps in reserve (RPE 8 at most); perfect technique, no grinding reps.',
    conditioningDose: 'Easy aerobic work at a conversational pace; variety over volume.',
    restDay: 'A full day off: time with family, a walk and some light mobility.',
    weekend: 'Active recovery: play another sport, hike, cycle or swim for fun; no rugby-specific load.',
    recovery: 'Off-season is for healing: treat niggles, sleep well and stay active without chasing fatigue.',
  },
};
