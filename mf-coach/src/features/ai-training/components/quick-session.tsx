import { COPY } from '@rugby/contracts/copy';
import { POSITION_LABELS, POSITIONS, type Position } from '@rugby/contracts/domain';
import { Button, Card, Input, Label, serverMessage, toast } from '@rugby/kit';
import { ProgramDayView, ProgramTextView } from '@rugby/kit/ui/program-day.tsx';
import type { ProgramDocument } from '@rugby/contracts/program/schema';
import { Select } from '@rugby/kit/ui/select.tsx';
import { Loader2, Zap } from 'lucide-react';
import { useState } from 'react';
import { useGeneratePositionTraining } from '../api/generate-position-training.ts';
import { useGenerateTraining } from '../api/generate-training.ts';

const SQUAD = 'squad';
const GROUP_OPTIONS = [{ value: SQUAD, label: 'Whole squad' }, ...POSITIONS.map((p) => ({ value: p, label: `${POSITION_LABELS[p]} group` }))];

/** A one-off session for the whole squad or one position's group (generate-training / generate-position-training). */
export function QuickSession({ teamId }: { teamId: string }) {
  const [group, setGroup] = useState<string>(SQUAD);
  const [focus, setFocus] = useState('');
  const [minutes, setMinutes] = useState('');
  const [session, setSession] = useState<{ program: string; document?: ProgramDocument } | null>(null);
  const squad = useGenerateTraining();
  const position = useGeneratePositionTraining();
  const pending = squad.isPending || position.isPending;

  const generate = () => {
    const duration = Number(minutes);
    const options = { teamId, focus: focus.trim() || undefined, durationMinutes: minutes && Number.isInteger(duration) ? duration : undefined };
    const onSuccess = (made: { program: string; document?: ProgramDocument }) => setSession(made);
    if (group === SQUAD) {
      squad.mutate(options, {
        onSuccess,
        onError: (err) =>
          toast({ title: COPY.programs.generationFailedTitle, description: serverMessage(err, COPY.programs.generateTrainingFailed), variant: 'destructive' }),
      });
    } else {
      position.mutate(
        { ...options, position: group as Position },
        {
          onSuccess,
          onError: (err) =>
            toast({
              title: COPY.programs.generationFailedTitle,
              description: serverMessage(err, COPY.programs.generatePositionFailed),
              variant: 'destructive',
            }),
        },
      );
    }
  };

  return (
    <Card className="coach:grid coach:gap-4 coach:p-5">
      <div>
        <h3 className="coach:flex coach:items-center coach:gap-2 coach:text-lg coach:font-bold coach:text-slate-900">
          <Zap aria-hidden className="coach:size-5 coach:text-accent-500" /> Quick session
        </h3>
        <p className="coach:text-sm coach:text-slate-600">One AI session for today: for the whole squad or a position group.</p>
      </div>
      <form
        className="coach:grid coach:gap-3 coach:sm:grid-cols-[1fr_2fr_8rem_auto] coach:sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          generate();
        }}
      >
        <div className="coach:grid coach:gap-1.5">
          <Label htmlFor="quick-session-group">Session for</Label>
          <Select id="quick-session-group" options={GROUP_OPTIONS} value={group} onValueChange={setGroup} />
        </div>
        <div className="coach:grid coach:gap-1.5">
          <Label htmlFor="quick-session-focus">Focus (optional)</Label>
          <Input id="quick-session-focus" value={focus} maxLength={500} onChange={(e) => setFocus(e.target.value)} placeholder="e.g. tackle technique" />
        </div>
        <div className="coach:grid coach:gap-1.5">
          <Label htmlFor="quick-session-minutes">Minutes</Label>
          <Input
            id="quick-session-minutes"
            type="number"
            inputMode="numeric"
            min={20}
            max={120}
            value={minutes}
            onChange={(e) => setMinutes(e.target.value)}
            placeholder="60"
          />
        </div>
        <Button type="submit" disabled={pending}>
          {pending ? (
            <>
              <Loader2 aria-hidden className="coach:size-4 coach:animate-spin" /> Generating...
            </>
          ) : (
            'Generate Session'
          )}
        </Button>
      </form>
      {session ? (
        <section
          aria-label="Generated session"
          className="coach:max-h-[28rem] coach:overflow-auto coach:rounded-xl coach:border coach:border-slate-200 coach:p-4"
          tabIndex={0}
        >
          {session.document ? (
            <div className="coach:grid coach:gap-3">
              <p className="coach:text-base coach:font-bold coach:text-slate-900">{session.document.title}</p>
              {session.document.intro.map((line) => (
                <p key={line} className="coach:text-sm coach:text-slate-600">
                  {line}
                </p>
              ))}
              {session.document.days.map((day) => (
                <ProgramDayView key={day.day} day={day} headingLevel={4} />
              ))}
            </div>
          ) : (
            <ProgramTextView text={session.program} headingLevel={4} />
          )}
        </section>
      ) : null}
    </Card>
  );
}
