import { Button, Input, Label, LoadingState, serverMessage } from '@rugby/kit';
import { ProgramDayView } from '@rugby/kit/ui/program-day.tsx';
import { CheckCircle2, ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { usePlayerTraining, type PlayerTrainingByDate } from '../api/get-player-training.ts';

/** Today as YYYY-MM-DD in the browser's time zone. */
export function localDate(d = new Date()) {
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

export function shiftDate(date: string, days: number) {
  const [y, m, d] = date.split('-').map(Number);
  return localDate(new Date(y!, m! - 1, d! + days));
}

const EMPTY_REASONS: Record<NonNullable<PlayerTrainingByDate['reason']>, string> = {
  'rest-day': 'Wednesday is the rest day: no team training.',
  'recovery-day': 'Weekends are for recovery: no team training.',
  'no-program': 'No program has been pushed to the team for this date yet.',
  'program-finished': 'The team program had finished by this date.',
};

function DayTraining({ playerId, date }: { playerId: string; date: string }) {
  const training = usePlayerTraining(playerId, date);
  if (training.isPending) return <LoadingState label="Loading training..." className="coach:min-h-24" />;
  if (training.isError)
    return (
      <p role="alert" className="coach:text-sm coach:text-danger-700">
        {serverMessage(training.error, 'Could not load the training for this date.')}
      </p>
    );
  const { dailyTraining, reason, recentLogs } = training.data;
  return (
    <div className="coach:grid coach:gap-4">
      {dailyTraining ? (
        <article className="coach:rounded-xl coach:border coach:border-slate-200 coach:p-4">
          <div className="coach:flex coach:flex-wrap coach:items-center coach:justify-between coach:gap-2">
            <h4 className="coach:font-bold coach:text-slate-900">
              {dailyTraining.programTitle} · Day {dailyTraining.dayNumber}
            </h4>
            {dailyTraining.isCompleted ? (
              <span className="coach:inline-flex coach:items-center coach:gap-1 coach:text-sm coach:font-semibold coach:text-brand-700">
                <CheckCircle2 aria-hidden className="coach:size-4" /> Completed
              </span>
            ) : (
              <span className="coach:text-sm coach:text-slate-500">Not completed</span>
            )}
          </div>
          {/* The day's session from its structure. Scrolls on its own: focusable so the keyboard can scroll it. */}
          <div
            tabIndex={0}
            role="group"
            aria-label={`Day ${dailyTraining.dayNumber} session`}
            className="coach:mt-2 coach:max-h-96 coach:overflow-y-auto coach:rounded-md coach:focus-visible:outline-2 coach:focus-visible:outline-brand-600"
          >
            <ProgramDayView day={dailyTraining.day} compact headingLevel={5} />
          </div>
        </article>
      ) : (
        <div className="coach:rounded-xl coach:border coach:border-dashed coach:border-slate-300 coach:p-4 coach:text-center">
          <p className="coach:font-semibold coach:text-slate-800">No team training on this date</p>
          <p className="coach:mt-1 coach:text-sm coach:text-slate-600">
            {reason ? EMPTY_REASONS[reason] : 'Nothing is scheduled for this player on this date.'}
          </p>
        </div>
      )}
      <div>
        <h4 className="coach:text-sm coach:font-bold coach:text-slate-900">Recent activity logs</h4>
        {recentLogs.length ? (
          <ul className="coach:mt-2 coach:grid coach:gap-1.5 coach:text-sm">
            {recentLogs.map((log) => (
              <li key={log.id} className="coach:flex coach:flex-wrap coach:justify-between coach:gap-x-2">
                <span className="coach:min-w-0">
                  {log.activityName} <span className="coach:text-slate-500">({log.activityType})</span>
                </span>
                <span className="coach:shrink-0 coach:text-slate-600">
                  {log.date} · {log.duration} min{log.completed ? ' · done' : ''}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="coach:mt-1 coach:text-sm coach:text-slate-600">No activity logged yet.</p>
        )}
      </div>
    </div>
  );
}

/** A player's daily training for any date: a date field with previous/next day buttons. */
export function TrainingDateBrowser({ playerId }: { playerId: string }) {
  const [date, setDate] = useState(localDate);
  return (
    <section aria-labelledby="training-browser-title" className="coach:grid coach:gap-3">
      <h3 id="training-browser-title" className="coach:font-bold coach:text-slate-900">
        Daily training
      </h3>
      <div className="coach:flex coach:items-end coach:gap-2">
        <Button variant="secondary" size="icon" aria-label="Previous day" onClick={() => setDate((d) => shiftDate(d, -1))}>
          <ChevronLeft aria-hidden className="coach:size-4" />
        </Button>
        <div className="coach:grid coach:flex-1 coach:gap-1">
          <Label htmlFor="training-date">Date</Label>
          <Input id="training-date" type="date" value={date} onChange={(e) => e.target.value && setDate(e.target.value)} />
        </div>
        <Button variant="secondary" size="icon" aria-label="Next day" onClick={() => setDate((d) => shiftDate(d, 1))}>
          <ChevronRight aria-hidden className="coach:size-4" />
        </Button>
      </div>
      <DayTraining key={`${playerId}-${date}`} playerId={playerId} date={date} />
    </section>
  );
}
