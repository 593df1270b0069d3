import { POSITION_LABELS, TRAINING_DAYS, type Position, type SeasonPhase, type TrainingDay } from '@rugby/contracts/domain';

export const DAY_LABELS: Record<TrainingDay, string> = { monday: 'Monday', tuesday: 'Tuesday', thursday: 'Thursday', friday: 'Friday' };

/** The daily view's five sections, in order (player-side.md §2). */
export const DAY_SECTIONS = [
  { key: 'warmup', label: 'Warm-Up' },
  { key: 'skill_drill', label: 'Skills Practice' },
  { key: 'strength', label: 'Strength Training' },
  { key: 'conditioning', label: 'Conditioning' },
  { key: 'cooldown', label: 'Cool-Down' },
] as const;

/** The structured block each of the spec's sections shows. */
export const SECTION_BLOCK = {
  warmup: 'warmup',
  skill_drill: 'skills',
  strength: 'strength',
  conditioning: 'conditioning',
  cooldown: 'cooldown',
} as const satisfies Record<(typeof DAY_SECTIONS)[number]['key'], string>;

const SEASON_PHASE_LABELS: Record<SeasonPhase, string> = { 'pre-season': 'Pre-season', 'in-season': 'In-season', 'off-season': 'Off-season' };
export const seasonPhaseLabel = (phase: SeasonPhase) => SEASON_PHASE_LABELS[phase] ?? phase;
export const positionLabel = (position: string | null) => (position ? (POSITION_LABELS[position as Position] ?? position) : 'Position not set');

/** The training day to open first: today when it is one, else Monday. */
export function initialDay(now: Date): TrainingDay {
  const today = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'][now.getDay()];
  return TRAINING_DAYS.find((d) => d === today) ?? 'monday';
}

/** 'YYYY-MM-DD' as a calendar date (no time-zone shift), e.g. 'Monday, 2 March 2026'. */
export function formatCalendarDate(isoDate: string): string {
  const [y, m, d] = isoDate.slice(0, 10).split('-').map(Number);
  return new Date(y!, m! - 1, d!).toLocaleDateString(undefined, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
}

export const formatDateTime = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit' });
