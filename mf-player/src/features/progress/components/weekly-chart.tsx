import { dateOfKey } from '@rugby/kit/lib/calendar.ts';
import type { WeekSummary } from '../api/get-progress-history.ts';

export const shortDate = (key: string) => dateOfKey(key).toLocaleDateString('en-US', { month: 'short', day: 'numeric' });

/**
 * Days completed per week as a bar chart. The list carries the numbers for screen readers; the bars are
 * decoration.
 */
export function WeeklyChart({ weeks, currentWeekStart }: { weeks: readonly WeekSummary[]; currentWeekStart: string }) {
  return (
    <figure aria-labelledby="weekly-chart-title" className="ply:grid ply:gap-3">
      <figcaption id="weekly-chart-title" className="ply:text-sm ply:font-semibold ply:text-slate-700">
        Training days completed per week
      </figcaption>
      <ol className="ply:flex ply:h-56 ply:items-end ply:gap-3 ply:sm:gap-6" aria-label="Weeks">
        {weeks.map((week) => {
          const total = Math.max(week.trainingDays, 1);
          const share = Math.min(1, week.daysCompleted / total);
          const current = week.weekStart === currentWeekStart;
          const label = `${current ? 'This week' : `Week of ${shortDate(week.weekStart)}`}: ${week.daysCompleted} of ${week.trainingDays} days completed, ${Math.round(week.progress)}% of activities`;
          return (
            <li key={week.weekStart} aria-label={label} className="ply:flex ply:h-full ply:flex-1 ply:flex-col ply:items-center ply:justify-end ply:gap-1">
              <span aria-hidden className="ply:text-sm ply:font-bold ply:text-slate-800">
                {week.daysCompleted}/{week.trainingDays}
              </span>
              <div aria-hidden className="ply:flex ply:w-full ply:max-w-16 ply:flex-1 ply:items-end ply:rounded-t-lg ply:bg-slate-100">
                <div
                  className={current ? 'ply:w-full ply:rounded-t-lg ply:bg-brand-600' : 'ply:w-full ply:rounded-t-lg ply:bg-brand-300'}
                  style={{ height: `${share * 100}%` }}
                />
              </div>
              <span aria-hidden className="ply:text-xs ply:text-slate-600">
                {current ? 'This week' : shortDate(week.weekStart)}
              </span>
            </li>
          );
        })}
      </ol>
    </figure>
  );
}
