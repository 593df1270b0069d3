/**
 * Domain enums and constants from the product spec (coach-side.md, player-side.md). Plain data only (no zod):
 * every web app imports this module on its first screen.
 */

export const POSITIONS = ['prop', 'hooker', 'lock', 'flanker', '8', 'scrum-half', 'fly-half', 'center', 'wing', 'fullback'] as const;
export type Position = (typeof POSITIONS)[number];
export const POSITION_LABELS: Record<Position, string> = {
  prop: 'Prop',
  hooker: 'Hooker',
  lock: 'Lock',
  flanker: 'Flanker',
  '8': 'Number 8',
  'scrum-half': 'Scrum-half',
  'fly-half': 'Fly-half',
  center: 'Center',
  wing: 'Wing',
  fullback: 'Fullback',
};

export const ELITE_PROGRAM_TYPES = [
  'all-blacks',
  'springboks',
  'england',
  'ireland',
  'france',
  'australia',
  'wales',
  'scotland',
  'argentina',
  'japan',
  'fiji',
] as const;
export type EliteProgramType = (typeof ELITE_PROGRAM_TYPES)[number];
export const PROGRAM_TYPES = [...ELITE_PROGRAM_TYPES, 'custom'] as const;
export type ProgramType = (typeof PROGRAM_TYPES)[number];

export const USER_TYPES = ['coach', 'player'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** Team membership roles. */
export const TEAM_ROLES = ['player', 'head_coach', 'assistant_coach', 'fitness_trainer', 'skills_coach', 'analyst'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];
export const COACH_ROLES = ['head_coach', 'assistant_coach', 'fitness_trainer', 'skills_coach', 'analyst'] as const;
export type CoachRole = (typeof COACH_ROLES)[number];
/** Roles a coach can be invited with (head_coach is only the team creator). */
export const INVITE_COACH_ROLES = ['assistant_coach', 'fitness_trainer', 'skills_coach', 'analyst'] as const;
export type InviteCoachRole = (typeof INVITE_COACH_ROLES)[number];
export const COACH_ROLE_LABELS: Record<CoachRole, string> = {
  head_coach: 'Head Coach',
  assistant_coach: 'Assistant Coach',
  fitness_trainer: 'Fitness Trainer',
  skills_coach: 'Skills Coach',
  analyst: 'Performance Analyst',
};
export const DEFAULT_INVITE_COACH_ROLE: InviteCoachRole = 'assistant_coach';

export const SPECIALIZATIONS = [
  { value: 'forwards', label: 'Forwards Coach' },
  { value: 'backs', label: 'Backs Coach' },
  { value: 'fitness', label: 'Fitness Coach' },
  { value: 'skills', label: 'Skills Coach' },
  { value: 'head', label: 'Head Coach' },
  { value: 'assistant', label: 'Assistant Coach' },
] as const;
/** Years of coaching experience on the e-mail + password registration form (the spec's variant A). */
export const EXPERIENCE_OPTIONS = [
  { value: '0-1', label: 'New to coaching' },
  { value: '1-2', label: '1-2 years' },
  { value: '3-5', label: '3-5 years' },
  { value: '6-10', label: '6-10 years' },
  { value: '11-20', label: '11-20 years' },
  { value: '20+', label: '20+ years' },
] as const;
/** Years of coaching experience on the single-step test form (the spec's variant B). */
export const EXPERIENCE_OPTIONS_SINGLE_STEP = [
  { value: '0-1', label: '0-1 years' },
  { value: '2-5', label: '2-5 years' },
  { value: '6-10', label: '6-10 years' },
  { value: '11-20', label: '11-20 years' },
  { value: '20+', label: '20+ years' },
] as const;
/** Every experience value the server accepts: both forms' options. */
export const EXPERIENCE_VALUES = [...new Set([...EXPERIENCE_OPTIONS, ...EXPERIENCE_OPTIONS_SINGLE_STEP].map((o) => o.value))];

export const MESSAGE_TYPES = ['general', 'announcement', 'training_update', 'urgent'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/** Whether a message is urgent: flagged so, or of the type Urgent (one urgent marker either way). */
export const isUrgentMessage = (message: { isUrgent: boolean; type: string }) => message.isUrgent || message.type === 'urgent';

export const FEEDBACK_TYPES = ['bug', 'feature', 'improvement', 'usability', 'performance', 'general'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
export const FEEDBACK_FEATURE_AREAS = [
  'player-management',
  'training-programs',
  'ai-training',
  'progress-tracking',
  'team-management',
  'authentication',
  'dashboard',
  'mobile',
  'other',
] as const;
export type FeedbackFeatureArea = (typeof FEEDBACK_FEATURE_AREAS)[number];
export const FEEDBACK_STATUSES = ['new', 'reviewing', 'planned', 'completed', 'dismissed'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];
/** Statuses a coach may set (from any status). */
export const FEEDBACK_SETTABLE_STATUSES = ['reviewing', 'planned', 'completed', 'dismissed'] as const;

export const ACTIVITY_CATEGORIES = ['warmup', 'strength', 'conditioning', 'skills', 'laws', 'cooldown', 'other'] as const;
export type ActivityCategory = (typeof ACTIVITY_CATEGORIES)[number];
export const LAW_CATEGORIES = ['fundamental', 'scrum', 'lineout', 'ruck', 'maul', 'tackle', 'safety', 'scoring'] as const;
export const LAW_DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;
export const RECOVERY_TIP_CATEGORIES = ['hydration', 'recovery', 'mindset', 'nutrition', 'sleep'] as const;
export const SEASON_PHASES = ['pre-season', 'in-season', 'off-season'] as const;
export type SeasonPhase = (typeof SEASON_PHASES)[number];

export const WIDGET_IDS = ['team-overview', 'team-stats', 'recent-activity', 'coaching-staff', 'quick-actions', 'player-grid'] as const;
export const WIDGET_SIZES = ['small', 'medium', 'large'] as const;

/** Training week: Monday, Tuesday, Thursday, Friday. Wednesday rest; weekends recovery. ISO weekday numbers (Mon=1). */
export const TRAINING_DAYS = ['monday', 'tuesday', 'thursday', 'friday'] as const;
export type TrainingDay = (typeof TRAINING_DAYS)[number];
export const TRAINING_ISO_WEEKDAYS = [1, 2, 4, 5] as const;
export const REST_ISO_WEEKDAY = 3;
export const RECOVERY_ISO_WEEKDAYS = [6, 7] as const;

export const LIMITS = {
  passwordMin: 6,
  messageTitleMax: 200,
  messageBodyMax: 2000,
  feedbackTitleMax: 100,
  feedbackDescriptionMax: 1000,
  feedbackRatingMin: 0,
  feedbackRatingMax: 5,
  defaultMaxPlayers: 35,
  lawsPerDay: 3,
  lawsMinutes: 10,
  sessionMinutesMin: 45,
  sessionMinutesMax: 60,
  recentActivityShown: 5,
  freeTrialDays: 14,
  invitationValidDays: 14,
  readTimeCharsPerMinute: 500,
  /** A coach's own week in words (customContent): a detailed week is 1,000-5,000 characters; more is not one week. */
  coachTextMax: 10_000,
} as const;

/** The 400 for a coach's text over LIMITS.coachTextMax (the route's contract and the import say the same). */
export const coachTextTooLong = (length: number, field = 'customContent') =>
  `${field} is too long for one training week: ${length.toLocaleString('en')} characters (at most ${LIMITS.coachTextMax.toLocaleString('en')}). Paste one week at a time.`;

export const TIMINGS = {
  currentUserCacheMs: 5 * 60_000,
  loginRedirectAfter401Ms: 1000,
  testRegistrationRedirectMs: 2000,
  approvedStateResetMs: 3000,
  copyIconResetMs: 2000,
  inviteDialogCloseMs: 500,
  messagesPollMs: 30_000,
  trainingPollMs: 30_000,
  feedbackPollMs: 30_000,
  dayRolloverCheckMs: 60_000,
  lawPopupCloseMs: 500,
} as const;

/** Days a team can set as its match day (in-season programs plan each training day relative to it). */
export const MATCH_DAYS = ['saturday', 'sunday'] as const;
export type MatchDay = (typeof MATCH_DAYS)[number];
export const MATCH_DAY_LABELS: Record<MatchDay, string> = { saturday: 'Saturday', sunday: 'Sunday' };

/** The match day of a team whose coach has set none. */
export const DEFAULT_TEAM_MATCH_DAY: MatchDay = 'saturday';

/**
 * A team's season until its coach sets one: the spec's month and day ranges (pre-season 1 Jan–31 Mar, in-season
 * 1 Apr–31 Oct) in the year of `today` (the team's date, YYYY-MM-DD), so a new team's programs get this season's phase.
 */
export function defaultSeasonSettings(today: string) {
  const year = today.slice(0, 4);
  return {
    matchDay: DEFAULT_TEAM_MATCH_DAY,
    preseasonStartDate: `${year}-01-01`,
    preseasonEndDate: `${year}-03-31`,
    inseasonStartDate: `${year}-04-01`,
    inseasonEndDate: `${year}-10-31`,
  };
}

/**
 * The IANA name of a time zone as the runtime spells it (`europe/london` → `Europe/London`, `UTC` stays), or null
 * when the runtime does not know it. Teams take their calendar dates in theirs.
 */
export function canonicalTimeZone(name: string): string | null {
  try {
    return new Intl.DateTimeFormat('en-GB', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** The time zones a coach can choose from: the runtime's list, with UTC (which the list leaves out). */
export const selectableTimeZones = (): string[] => ['UTC', ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC')];

/** A person as the app names them: 'First Last', or the e-mail when they have no name. */
export function displayName(person: { firstName: string | null; lastName: string | null; email: string }): string {
  return [person.firstName, person.lastName].filter(Boolean).join(' ').trim() || person.email;
}

export const PRODUCT_NAME = 'Rugby Training Hub';
