import { addDays, mondayOf } from '@rugby/service-kit';
import { dayKind } from '../domain/calendar.ts';

/** A training log entry as progress sees it. */
export interface LoggedActivity {
  date: string;
  completed: boolean;
  /** Left out by the day's readiness check-in: shown with its reason, not planned. */
  dropped?: boolean;
}
/** A day the team had training (a day of a pushed program), and whether the player completed it. */
export interface TeamTrainingDay {
  date: string;
  completed: boolean;
}

export interface DayProgress {
  date: string;
  planned: number;
  completed: number;
  percent: number;
  isComplete: boolean;
}
export interface WeekProgress {
  weekStart: string;
  weekEnd: string;
  /** Percent of the week's planned items completed (the spec's `progress`). */
  progress: number;
  planned: number;
  completed: number;
  /** Training days on which everything planned was done. */
  daysCompleted: number;
  trainingDays: number;
  days: DayProgress[];
}

export interface ProgressInput {
  logs: readonly LoggedActivity[];
  teamTraining?: readonly TeamTrainingDay[];
  /**
   * How many activities were planned for a training day. Pass the daily plan's length
   * (`date => dailyPlan({...}).activities.length`) so days the player never opened count as planned but not done;
   * without it, a day counts only what was logged.
   */
  plannedCount?: (date: string) => number;
  /** The day the player joined: training days before it are not in their weeks. */
  since?: string | null;
}

/** Whole percent, 0 when nothing was planned, never above 100. */
export const percent = (completed: number, total: number): number => (total > 0 ? Math.min(100, Math.round((completed / total) * 100)) : 0);

/**
 * One day: the logged activities (extra ones, such as a Skills Guide session, add to what was planned; those the
 * readiness check-in left out do not count) plus, on days written before the squad's session joined the day's list,
 * the team's training as one more item.
 */
export function dayProgress(date: string, { logs, teamTraining = [], plannedCount }: ProgressInput): DayProgress {
  const own = logs.filter((l) => l.date === date && !l.dropped);
  const team = teamTraining.filter((t) => t.date === date).slice(0, 1);
  const planned = Math.max(plannedCount?.(date) ?? 0, own.length) + team.length;
  const completed = own.filter((l) => l.completed).length + team.filter((t) => t.completed).length;
  return { date, planned, completed, percent: percent(completed, planned), isComplete: planned > 0 && completed >= planned };
}

/** Today's Progress: completed over all of the day's activities (and the team training, if given). */
export const todayProgress = (date: string, input: ProgressInput): DayProgress => dayProgress(date, input);

/**
 * Weekly Progress, the week starting Monday: completed over planned across the week's training days (Monday,
 * Tuesday, Thursday, Friday) between weekStart and weekEnd (default: the Sunday after weekStart); the training days
 * before the player joined plan nothing and are not among the week's `trainingDays`. Logs on rest days and weekends
 * are not counted.
 */
export function weeklyProgress({ weekStart, weekEnd, ...input }: ProgressInput & { weekStart: string; weekEnd?: string }): WeekProgress {
  const end = weekEnd ?? addDays(weekStart, 6);
  const days: DayProgress[] = [];
  for (let d = weekStart; d <= end; d = addDays(d, 1)) if (dayKind(d) === 'training') days.push(dayProgress(d, input));
  const planned = days.reduce((s, d) => s + d.planned, 0);
  const completed = days.reduce((s, d) => s + d.completed, 0);
  return {
    weekStart,
    weekEnd: end,
    progress: percent(completed, planned),
    planned,
    completed,
    daysCompleted: days.filter((d) => d.isComplete).length,
    trainingDays: days.filter((d) => !input.since || d.date >= input.since).length,
    days,
  };
}

/** The last `weeks` weeks (this week included), oldest first: days completed and percent per week. */
export function progressHistory({ today, weeks = 4, ...input }: ProgressInput & { today: string; weeks?: number }): WeekProgress[] {
  const thisWeek = mondayOf(today);
  return Array.from({ length: weeks }, (_, i) => weeklyProgress({ ...input, weekStart: addDays(thisWeek, -7 * (weeks - 1 - i)) }));
}
