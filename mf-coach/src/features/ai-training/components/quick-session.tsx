import { COPY } from '@rugby/contracts/copy';
import { POSITION_LABELS, POSITIONS } from '@rugby/contracts/domain';
import { trainingProgramRoutes } from '@rugby/contracts/routes/training-program';
import { Button, Card, Input, serverMessage, toast } from '@rugby/kit';
import { showServerFieldErrors, useZodForm } from '@rugby/kit/forms/zod-form.ts';
import { FormField } from '@rugby/kit/ui/form-field.tsx';
import { ProgramDayView } from '@rugby/kit/ui/program-day.tsx';
import type { ProgramDocument } from '@rugby/contracts/program/schema';
import { Select } from '@rugby/kit/ui/select.tsx';
import { Loader2, Zap } from 'lucide-react';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { useGeneratePositionTraining } from '../api/generate-position-training.ts';
import { useGenerateTraining } from '../api/generate-training.ts';

const SQUAD = 'squad';
const GROUP_OPTIONS = [{ value: SQUAD, label: 'Whole squad' }, ...POSITIONS.map((p) => ({ value: p, label: `${POSITION_LABELS[p]} group` }))];

const { shape: body } = trainingProgramRoutes.coachGeneratePositionTraining.body;
const minutes = body.durationMinutes.unwrap();
const MINUTES_MESSAGE = `Minutes must be a whole number from ${minutes.minValue} to ${minutes.maxValue}`;
/** The form's fields are the route's: the focus (optional, trimmed) and the minutes (optional, the route's range). */
const schema = z.object({
  group: z.enum([SQUAD, ...POSITIONS]),
  focus: z
    .string()
    .trim()
    .transform((text) => text || undefined)
    .pipe(body.focus),
  durationMinutes: z
    .string()
    .trim()
    .refine((text) => text === '' || minutes.safeParse(Number(text)).success, MINUTES_MESSAGE)
    .transform((text) => (text === '' ? undefined : Number(text))),
});

/**
 * A one-off session for the whole squad or one position's group (generate-training / generate-position-training),
 * shown from the answer's document (its title, intro lines and day), never from its text.
 */
export function QuickSession({ teamId }: { teamId: string }) {
  const [session, setSession] = useState<ProgramDocument | null>(null);
  const squad = useGenerateTraining();
  const position = useGeneratePositionTraining();
  const pending = squad.isPending || position.isPending;
  const form = useZodForm(schema, { defaultValues: { group: SQUAD, focus: '', durationMinutes: '' } });
  const { errors } = form.formState;

  const generate = form.handleSubmit(({ group, focus, durationMinutes }) => {
    const options = { teamId, focus, durationMinutes };
    const onSuccess = (made: { document: ProgramDocument }) => setSession(made.document);
    // The server's words go on the fields it names; the toast then says what failed.
    const failed = (fallback: string) => (err: unknown) => {
      const onFields = showServerFieldErrors(form, err);
      toast({ title: COPY.programs.generationFailedTitle, description: onFields ? fallback : serverMessage(err, fallback), variant: 'destructive' });
    };
    if (group === SQUAD) squad.mutate(options, { onSuccess, onError: failed(COPY.programs.generateTrainingFailed) });
    else position.mutate({ ...options, position: group }, { onSuccess, onError: failed(COPY.programs.generatePositionFailed) });
  });

  return (
    <Card className="coach:grid coach:gap-4 coach:p-5">
      <div>
        <h3 className="coach:flex coach:items-center coach:gap-2 coach:text-lg coach:font-bold coach:text-slate-900">
          <Zap aria-hidden className="coach:size-5 coach:text-accent-500" /> Quick session
        </h3>
        <p className="coach:text-sm coach:text-slate-600">One AI session for today: for the whole squad or a position group.</p>
      </div>
      <form noValidate className="coach:grid coach:gap-3 coach:sm:grid-cols-[1fr_2fr_8rem_auto] coach:sm:items-end" onSubmit={generate}>
        <Controller
          control={form.control}
          name="group"
          render={({ field }) => (
            <FormField id="quick-session-group" label="Session for">
              <Select options={GROUP_OPTIONS} value={field.value} onValueChange={field.onChange} />
            </FormField>
          )}
        />
        <FormField id="quick-session-focus" label="Focus (optional)" error={errors.focus?.message}>
          <Input maxLength={body.focus.unwrap().maxLength ?? undefined} placeholder="e.g. tackle technique" {...form.register('focus')} />
        </FormField>
        <FormField id="quick-session-minutes" label="Minutes" error={errors.durationMinutes?.message}>
          <Input
            type="number"
            inputMode="numeric"
            min={minutes.minValue ?? undefined}
            max={minutes.maxValue ?? undefined}
            placeholder="60"
            {...form.register('durationMinutes')}
          />
        </FormField>
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
          <div className="coach:grid coach:gap-3">
            <p className="coach:text-base coach:font-bold coach:text-slate-900">{session.title}</p>
            {session.intro.map((line) => (
              <p key={line} className="coach:text-sm coach:text-slate-600">
                {line}
              </p>
            ))}
            {session.days.map((day) => (
              <ProgramDayView key={day.day} day={day} headingLevel={4} />
            ))}
          </div>
        </section>
      ) : null}
    </Card>
  );
}
