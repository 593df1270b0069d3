import { Card, CardContent, CardHeader, CardTitle, cn, preloadable } from '@rugby/kit';
import { Skeleton } from '@rugby/kit/ui/skeleton.tsx';
import { dateOfKey, localDateKey } from '@rugby/kit/lib/calendar.ts';
import { Progress } from '@rugby/kit/ui/progress.tsx';
import { CircleCheck } from 'lucide-react';
import { Suspense, useState } from 'react';
import { usePlayerProgress } from '../api/get-player-progress.ts';
import { useTrainingRecord } from '../api/get-training-record.ts';

/** The record's span: this week and the 11 before it (never before joining). */
const RECORD_WEEKS = 12;
/** The charts and best sets, with the charting library: downloaded when the page asks. */
const TrainingRecordView = preloadable(() => import('@rugby/kit/ui/training-record.tsx').then((m) => m.TrainingRecordView));
const weekdayName = (key: string) => dateOfKey(key).toLocaleDateString('en-US', { weekday: 'long' });

/** /progress: days completed this week (day by day), and the training record since joining: charts, best sets, streaks. */
export function ProgressRoute({ now = () => new Date() }: { now?: () => Date }) {
  const [today] = useState(() => localDateKey(now()));
  const progress = usePlayerProgress(today);
  const record = useTrainingRecord(RECORD_WEEKS);
  const week = progress.data;

  return (
    <main className="ply:mx-auto ply:grid ply:w-full ply:max-w-4xl ply:gap-6 ply:px-4 ply:py-6 ply:pb-24 ply:sm:py-8">
      <h1 className="ply:text-3xl ply:font-extrabold ply:tracking-tight ply:text-brand-900">My Progress</h1>
      <Card role="region" aria-labelledby="this-week">
        <CardHeader>
          <CardTitle id="this-week">This Week</CardTitle>
        </CardHeader>
        <CardContent className="ply:grid ply:gap-4">
          {progress.isPending ? <Skeleton label="Loading progress..." lines={3} /> : null}
          {progress.isError ? (
            <p role="alert" className="ply:text-sm ply:text-danger-700">
              Progress could not be loaded. Please try again later.
            </p>
          ) : null}
          {week ? (
            <>
              <div className="ply:flex ply:flex-wrap ply:items-end ply:justify-between ply:gap-2">
                <p className="ply:text-2xl ply:font-extrabold ply:text-slate-900">
                  {week.daysCompleted} of {week.trainingDays} days completed
                </p>
                <p className="ply:text-sm ply:text-slate-600">
                  {Math.round(week.progress)}% of this week's activities · {week.completed}/{week.planned}
                </p>
              </div>
              <Progress value={week.progress} aria-label="Weekly Progress" />
              <ul className="ply:grid ply:gap-2 ply:sm:grid-cols-[repeat(auto-fit,minmax(6rem,1fr))]" aria-label="Days of this week">
                {week.days.map((day) => {
                  const future = day.date > today;
                  const status = day.planned === 0 ? 'Rest' : day.isComplete ? 'Done' : future ? 'Upcoming' : `${day.completed}/${day.planned}`;
                  return (
                    <li
                      key={day.date}
                      aria-label={`${weekdayName(day.date)}: ${day.planned === 0 ? 'rest' : day.isComplete ? 'completed' : future ? 'upcoming' : `${day.completed} of ${day.planned} done`}`}
                      className={cn(
                        'ply:flex ply:items-center ply:justify-between ply:gap-2 ply:rounded-xl ply:border ply:p-3 ply:sm:flex-col ply:sm:justify-start ply:sm:text-center',
                        day.isComplete ? 'ply:border-brand-300 ply:bg-brand-50' : 'ply:border-slate-200',
                        day.date === today && 'ply:ring-2 ply:ring-brand-400',
                      )}
                    >
                      <span aria-hidden className="ply:text-sm ply:font-semibold ply:text-slate-800">
                        {weekdayName(day.date).slice(0, 3)}
                      </span>
                      <span aria-hidden className="ply:flex ply:items-center ply:gap-1 ply:text-xs ply:text-slate-600">
                        {day.isComplete ? <CircleCheck className="ply:size-4 ply:text-brand-700" /> : null}
                        {status}
                      </span>
                    </li>
                  );
                })}
              </ul>
            </>
          ) : null}
        </CardContent>
      </Card>
      <Card role="region" aria-labelledby="training-record">
        <CardHeader>
          <CardTitle id="training-record">My Training Record</CardTitle>
        </CardHeader>
        <CardContent>
          {record.isPending ? <Skeleton label="Loading your record..." lines={4} /> : null}
          {record.isError ? (
            <p role="alert" className="ply:text-sm ply:text-danger-700">
              Your record could not be loaded. Please try again later.
            </p>
          ) : null}
          {record.data ? (
            <Suspense fallback={<Skeleton label="Loading the charts..." lines={4} />}>
              <TrainingRecordView record={record.data} Heading="h3" />
            </Suspense>
          ) : null}
        </CardContent>
      </Card>
    </main>
  );
}
