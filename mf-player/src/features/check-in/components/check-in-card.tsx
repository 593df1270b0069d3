import { Badge, Button, Card, CardContent, CardHeader, CardTitle, LoadingState, preloadable } from '@rugby/kit';
import { Skeleton } from '@rugby/kit/ui/skeleton.tsx';
import { Dialog, DialogContent } from '@rugby/kit/ui/dialog.tsx';
import { Activity, HeartPulse } from 'lucide-react';
import { Suspense, useState } from 'react';
import { readinessAdaptation, readinessScore, sessionLoad } from '@rugby/contracts/training-load';
import { WaitingForSignal } from '../../../components/waiting-for-signal.tsx';
import { usePendingDayLog, useDayLog, type DayLog, type ReadinessInput } from '../api/day-log.ts';

// The forms bring react-hook-form and zod: they load when the player points at or opens one.
const ReadinessForm = preloadable(() => import('./readiness-form.tsx').then((m) => m.default));
const SessionReportForm = preloadable(() => import('./session-report-form.tsx').then((m) => m.default));

const LEVEL_BADGE: Record<NonNullable<DayLog['readiness']>['adaptation']['level'], { label: string; variant: 'brand' | 'accent' | 'muted' }> = {
  'as-planned': { label: 'Ready', variant: 'brand' },
  reduced: { label: 'Take it easier', variant: 'accent' },
  low: { label: 'Low', variant: 'accent' },
  injured: { label: 'Injury or illness', variant: 'accent' },
};

type Open = 'readiness' | 'session' | null;
type Readiness = NonNullable<DayLog['readiness']>;
type Session = NonNullable<DayLog['session']>;

/** A check-in not sent yet (made offline) as the server will answer it: the score and the adaptation are shared rules. */
function unsentReadiness(body: ReadinessInput, date: string): Readiness {
  const { sleep, soreness, fatigue, stress, mood, injury = false, injuryArea = null, notes = null, symptoms = [] } = body;
  const scores = { sleep, soreness, fatigue, stress, mood };
  return {
    date,
    ...scores,
    injury,
    injuryArea,
    notes: notes ?? null,
    symptoms,
    score: readinessScore(scores),
    adaptation: readinessAdaptation(scores, { reported: injury, area: injuryArea }),
    updatedAt: '',
  };
}

/**
 * Today's check-in (issue 16): readiness before training — how the day's session adapts — and the session's effort
 * after it (session RPE × minutes = load). Both are seen by the coach.
 */
export function CheckInCard({ date, plannedMinutes }: { date: string; plannedMinutes: number | null }) {
  const log = useDayLog(date);
  const [open, setOpen] = useState<Open>(null);
  // What was saved offline shows at once, marked as waiting for signal, until it is sent and the day is read again.
  const unsent = usePendingDayLog(date);
  const readiness = unsent.readiness ? unsentReadiness(unsent.readiness.input.body, date) : (log.data?.readiness ?? null);
  const { rpe, durationMinutes } = unsent.session?.input.body ?? { rpe: 0, durationMinutes: 0 };
  const session: Session | null = unsent.session
    ? { date, rpe, durationMinutes, load: sessionLoad(rpe, durationMinutes), updatedAt: '' }
    : (log.data?.session ?? null);
  const preload = (form: { preload(): Promise<unknown> }) => () => void form.preload().catch(() => {});

  return (
    <Card role="region" aria-labelledby="check-in-title">
      <CardHeader>
        <CardTitle id="check-in-title" className="ply:flex ply:items-center ply:gap-2">
          <HeartPulse aria-hidden className="ply:size-5 ply:text-brand-700" /> Today's Check-in
        </CardTitle>
      </CardHeader>
      <CardContent className="ply:grid ply:gap-4">
        {log.isPending ? <Skeleton label="Loading your check-in..." lines={2} /> : null}
        {log.isError ? <p className="ply:text-sm ply:text-slate-600">Your check-in is not available right now.</p> : null}
        {log.data ? (
          <>
            <div className="ply:flex ply:flex-wrap ply:items-center ply:justify-between ply:gap-3">
              {readiness ? (
                <div className="ply:grid ply:gap-1">
                  <p className="ply:flex ply:items-center ply:gap-2 ply:font-semibold ply:text-slate-900">
                    Readiness {readiness.score}/5{' '}
                    <Badge variant={LEVEL_BADGE[readiness.adaptation.level].variant}>{LEVEL_BADGE[readiness.adaptation.level].label}</Badge>
                  </p>
                  <p className="ply:text-sm ply:text-slate-700">{readiness.adaptation.reason}</p>
                  {unsent.readiness?.waitingForSignal ? <WaitingForSignal /> : null}
                </div>
              ) : (
                <p className="ply:text-sm ply:text-slate-700">Before training: how ready are you? Sleep, soreness, fatigue, stress and mood, in 20 seconds.</p>
              )}
              <Button
                size="sm"
                variant={readiness ? 'secondary' : 'primary'}
                onClick={() => setOpen('readiness')}
                onPointerEnter={preload(ReadinessForm)}
                onFocus={preload(ReadinessForm)}
              >
                {readiness ? 'Edit check-in' : 'Check in'}
              </Button>
            </div>
            <div className="ply:flex ply:flex-wrap ply:items-center ply:justify-between ply:gap-3 ply:border-t ply:border-slate-200 ply:pt-4">
              {session ? (
                <div className="ply:grid ply:gap-1">
                  <p className="ply:flex ply:items-center ply:gap-2 ply:text-sm ply:text-slate-800">
                    <Activity aria-hidden className="ply:size-4 ply:text-brand-700" />
                    Session load <span className="ply:font-semibold">{session.load}</span> (RPE {session.rpe} × {session.durationMinutes} min)
                  </p>
                  {unsent.session?.waitingForSignal ? <WaitingForSignal /> : null}
                </div>
              ) : (
                <p className="ply:text-sm ply:text-slate-700">After training: how hard was it?</p>
              )}
              <Button
                size="sm"
                variant="secondary"
                onClick={() => setOpen('session')}
                onPointerEnter={preload(SessionReportForm)}
                onFocus={preload(SessionReportForm)}
              >
                {session ? 'Edit session' : 'Rate session'}
              </Button>
            </div>
          </>
        ) : null}
      </CardContent>
      <Dialog open={open !== null} onOpenChange={(next) => (next ? undefined : setOpen(null))}>
        {open === 'readiness' ? (
          <DialogContent title="How ready are you to train?" description="1 is the worst, 5 the best. Your coach sees your answers.">
            <Suspense fallback={<LoadingState label="Loading..." className="ply:min-h-32" />}>
              <ReadinessForm date={date} saved={readiness} onSaved={() => setOpen(null)} />
            </Suspense>
          </DialogContent>
        ) : null}
        {open === 'session' ? (
          <DialogContent title="Rate today's session" description="Your effort over the whole session, and how long it was. Your coach sees it.">
            <Suspense fallback={<LoadingState label="Loading..." className="ply:min-h-32" />}>
              <SessionReportForm date={date} saved={session} plannedMinutes={plannedMinutes} onSaved={() => setOpen(null)} />
            </Suspense>
          </DialogContent>
        ) : null}
      </Dialog>
    </Card>
  );
}
