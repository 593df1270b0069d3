import { dayLabel } from '@rugby/contracts/calendar';
import { CONCUSSION_SYMPTOM_LABELS, GRTP_STAGES, PROTOCOLS, RECOGNISE_AND_REMOVE, type ConcussionSymptom } from '@rugby/contracts/welfare';
import { Button, serverMessage } from '@rugby/kit';
import { SymptomChecklist } from '@rugby/kit/ui/symptom-checklist.tsx';
import { OctagonAlert, ShieldAlert, Stethoscope } from 'lucide-react';
import { useState } from 'react';
import { usePlayerWelfare, useReportSymptoms, type PlayerWelfare } from '../api/player-welfare.ts';

type Case = NonNullable<PlayerWelfare['case']>;
type Report = Case['reports'][number];

/** The symptoms of a report in plain words: 'No symptoms' when symptom-free. */
export const symptomsText = (symptoms: readonly ConcussionSymptom[]) =>
  symptoms.length ? symptoms.map((s) => CONCUSSION_SYMPTOM_LABELS[s]).join(', ') : 'No symptoms';

/** A server refusal in plain words: without the field name the server puts first ('symptoms: There is no …'). */
const plain = (error: unknown) => serverMessage(error, 'Your report was not saved. Please try again.').replace(/^[a-zA-Z]+: /, '');

/** The stop-now steps of the day of the knock, verbatim (contracts RECOGNISE_AND_REMOVE), announced when they appear. */
function RecogniseAndRemove() {
  return (
    <div role="alert" aria-labelledby="recognise-remove-title" className="ply:grid ply:gap-2 ply:rounded-xl ply:bg-danger-700 ply:p-4 ply:text-white">
      <h3 id="recognise-remove-title" className="ply:flex ply:items-center ply:gap-2 ply:text-lg ply:font-bold">
        <OctagonAlert aria-hidden className="ply:size-5 ply:shrink-0" /> {RECOGNISE_AND_REMOVE.title}
      </h3>
      <ol className="ply:grid ply:list-decimal ply:gap-1.5 ply:pl-5 ply:text-sm ply:font-medium">
        {RECOGNISE_AND_REMOVE.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </div>
  );
}

/**
 * Today's symptom report: the symptoms ticked, or "No symptoms today" (a symptom-free day moves the player on a
 * stage). Once made, it says what was reported and lets the player add symptoms (the day's report is replaced).
 */
function SymptomReport({ date, today }: { date: string; today: Report | undefined }) {
  const report = useReportSymptoms(date);
  const [adding, setAdding] = useState(false);
  const [ticked, setTicked] = useState<ConcussionSymptom[]>([]);
  const [error, setError] = useState<string | null>(null);
  const asking = !today || adding;

  const send = (symptoms: ConcussionSymptom[]) => {
    setError(null);
    report.mutate(
      { symptoms },
      {
        onSuccess: () => {
          setAdding(false);
          setTicked([]);
        },
        onError: (e) => setError(plain(e)),
      },
    );
  };
  const onReport = () => (ticked.length ? send(ticked) : setError('Tick the symptoms you have, or choose "No symptoms today".'));

  return (
    <section aria-labelledby="symptom-report-title" className="ply:grid ply:gap-3 ply:border-t ply:border-slate-200 ply:pt-4">
      <h4 id="symptom-report-title" className="ply:font-bold ply:text-slate-900">
        Today's symptom report
      </h4>
      {today ? (
        <p className="ply:text-sm ply:text-slate-800" aria-live="polite">
          Reported today: <span className="ply:font-semibold">{symptomsText(today.symptoms)}</span>
        </p>
      ) : (
        <p className="ply:text-sm ply:text-slate-700">
          Report once a day. Each symptom-free day moves you towards the next stage; any symptom moves you back one.
        </p>
      )}
      {asking ? (
        <>
          <SymptomChecklist
            id="welfare-symptoms"
            legend={today ? 'Symptoms to add' : 'How do you feel today?'}
            hint="Tick every symptom you have now."
            value={ticked}
            onChange={(next) => {
              setTicked(next);
              setError(null);
            }}
            error={error ?? undefined}
            disabled={report.isPending}
          />
          <div className="ply:flex ply:flex-wrap ply:gap-2">
            {today ? null : (
              <Button variant="secondary" onClick={() => send([])} disabled={report.isPending}>
                No symptoms today
              </Button>
            )}
            <Button onClick={onReport} disabled={report.isPending}>
              {report.isPending ? 'Sending...' : 'Report symptoms'}
            </Button>
            {today ? (
              <Button variant="ghost" onClick={() => setAdding(false)} disabled={report.isPending}>
                Cancel
              </Button>
            ) : null}
          </div>
        </>
      ) : (
        <Button
          variant="secondary"
          className="ply:justify-self-start"
          onClick={() => {
            setTicked(today.symptoms);
            setAdding(true);
          }}
        >
          Add symptoms
        </Button>
      )}
    </section>
  );
}

/** Stood down under the concussion protocol: the stage of the return to play, what to do, the earliest return, clearance. */
function StoodDown({ welfare, protocolCase }: { welfare: PlayerWelfare; protocolCase: Case }) {
  const clearance = protocolCase.clearance;
  const clearanceStage = PROTOCOLS[protocolCase.union].clearanceBeforeStage;
  return (
    <>
      {welfare.removedToday ? <RecogniseAndRemove /> : null}
      <div className="ply:grid ply:gap-1">
        <p className="ply:text-base ply:font-bold ply:text-slate-900">
          Return to play · stage {protocolCase.stage} of {GRTP_STAGES.length}: {protocolCase.stageName}
        </p>
        <p className="ply:text-sm ply:text-slate-800">{protocolCase.stageActivity}</p>
      </div>
      <p className="ply:rounded-lg ply:bg-slate-50 ply:p-3 ply:text-sm ply:text-slate-800">
        <span className="ply:font-semibold">Next step: </span>
        {protocolCase.nextStep}
      </p>
      <div className="ply:grid ply:gap-1 ply:text-sm ply:text-slate-800">
        <p>
          <span className="ply:font-semibold">Earliest return: </span>
          {dayLabel(protocolCase.earliestReturn)}
        </p>
        <p className="ply:flex ply:items-start ply:gap-1.5">
          <Stethoscope aria-hidden className="ply:mt-0.5 ply:size-4 ply:shrink-0 ply:text-slate-600" />
          <span>
            <span className="ply:font-semibold">Medical clearance: </span>
            {clearance
              ? `cleared for full contact by ${clearance.clearedBy} on ${dayLabel(clearance.clearedOn)}`
              : `not yet recorded. A doctor must clear you before stage ${clearanceStage} (full contact).`}
          </span>
        </p>
      </div>
      <SymptomReport key={welfare.date} date={welfare.date} today={protocolCase.reports.find((r) => r.date === welfare.date)} />
    </>
  );
}

/**
 * The player's welfare at the top of the home when it is not 'available' (issue 32): stood down under the concussion
 * protocol (Recognise and Remove on the day of the knock, the return-to-play stage, the earliest return, clearance
 * and the daily symptom report), or training modified by today's check-in. Nothing while loading, on error or when
 * the player is available. The app's disclaimer goes wherever welfare shows.
 */
export function WelfareCard({ date }: { date: string }) {
  const welfare = usePlayerWelfare(date).data;
  if (!welfare || welfare.summary.status === 'available') return null;

  if (welfare.summary.status === 'modified') {
    return (
      <section aria-label="Your welfare" className="ply:grid ply:gap-1 ply:rounded-2xl ply:border ply:border-accent-400 ply:bg-white ply:p-4 ply:shadow-sm">
        <p className="ply:flex ply:items-start ply:gap-2 ply:text-sm ply:text-slate-800">
          <ShieldAlert aria-hidden className="ply:mt-0.5 ply:size-4 ply:shrink-0 ply:text-accent-500" />
          <span>
            <span className="ply:font-semibold">Training modified today: </span>
            {welfare.summary.reason ?? welfare.summary.label}
          </span>
        </p>
        <p className="ply:pl-6 ply:text-xs ply:text-slate-600">{welfare.disclaimer}</p>
      </section>
    );
  }

  return (
    <section
      aria-labelledby="welfare-title"
      className="ply:grid ply:gap-4 ply:rounded-2xl ply:border-2 ply:border-danger-600 ply:bg-white ply:p-4 ply:shadow-sm ply:sm:p-5"
    >
      <h3 id="welfare-title" className="ply:flex ply:items-center ply:gap-2 ply:text-lg ply:font-bold ply:text-danger-700">
        <ShieldAlert aria-hidden className="ply:size-5 ply:shrink-0" />
        {welfare.summary.until ? `Stood down until ${dayLabel(welfare.summary.until)}` : 'Stood down'}
      </h3>
      {welfare.case ? (
        <StoodDown welfare={welfare} protocolCase={welfare.case} />
      ) : (
        <p className="ply:text-sm ply:text-slate-800">{welfare.summary.reason ?? welfare.summary.label}</p>
      )}
      <p className="ply:text-xs ply:text-slate-600">
        {welfare.disclaimer} Protocol: {welfare.protocol.label}.
      </p>
    </section>
  );
}
