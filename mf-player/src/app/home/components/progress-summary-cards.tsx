import { POSITION_LABELS, type Position } from '@rugby/contracts/domain';
import { Card } from '@rugby/kit';
import { Progress } from '@rugby/kit/ui/progress.tsx';
import { CalendarDays, Shirt, Target } from 'lucide-react';
import type { ReactNode } from 'react';

export const positionLabel = (position: string | null | undefined) =>
  position && Object.hasOwn(POSITION_LABELS, position) ? POSITION_LABELS[position as Position] : 'TBD';

const percentText = (value: number | undefined) => (value === undefined ? '–' : `${Math.round(value)}%`);

function StatCard({ title, value, icon, children }: { title: string; value: string; icon: ReactNode; children?: ReactNode }) {
  const id = `stat-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card role="group" aria-labelledby={id} className="ply:flex ply:flex-col ply:gap-2 ply:p-5">
      <div className="ply:flex ply:items-center ply:justify-between ply:gap-2">
        <h2 id={id} className="ply:text-sm ply:font-semibold ply:text-slate-600">
          {title}
        </h2>
        <span className="ply:rounded-lg ply:bg-brand-50 ply:p-2 ply:text-brand-700">{icon}</span>
      </div>
      <p className="ply:text-3xl ply:font-extrabold ply:text-slate-900" data-testid={id}>
        {value}
      </p>
      {children}
    </Card>
  );
}

/** Today's Progress, Weekly Progress (week from Monday) and the player's Position (or 'TBD'). */
export function ProgressSummaryCards({
  todayPercent,
  weekPercent,
  position,
}: {
  todayPercent?: number;
  weekPercent?: number;
  position: string | null | undefined;
}) {
  return (
    <div className="ply:grid ply:gap-4 ply:sm:grid-cols-3">
      <StatCard title="Today's Progress" value={percentText(todayPercent)} icon={<Target aria-hidden className="ply:size-5" />}>
        <Progress value={todayPercent ?? 0} aria-label="Today's Progress" />
      </StatCard>
      <StatCard title="Weekly Progress" value={percentText(weekPercent)} icon={<CalendarDays aria-hidden className="ply:size-5" />}>
        <Progress value={weekPercent ?? 0} aria-label="Weekly Progress" />
      </StatCard>
      <StatCard title="Position" value={positionLabel(position)} icon={<Shirt aria-hidden className="ply:size-5" />} />
    </div>
  );
}
