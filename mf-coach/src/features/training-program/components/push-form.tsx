import { COPY, ERROR_CODES } from '@rugby/contracts/copy';
import type { ApprovedProgram } from '@rugby/contracts/routes/training-program';
import { Button, Input, LoadingState, isServerError, serverMessage, toast } from '@rugby/kit';
import { showServerFieldErrors, useZodForm } from '@rugby/kit/forms/zod-form.ts';
import { FormField } from '@rugby/kit/ui/form-field.tsx';
import { addDaysToKey, isTrainingDayKey, localDateKey, longDateOfKey, trainingDayOnOrAfter } from '@rugby/kit/lib/calendar.ts';
import { Send, TriangleAlert, Users } from 'lucide-react';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { usePushContext } from '../api/get-push-context.ts';
import { usePushProgram } from '../api/push-program.ts';

const plural = (n: number) => `${n} player${n === 1 ? '' : 's'}`;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The start date a coach may pick: a training day, from the team's today to a year ahead (the server checks the same). */
export function pushFormSchema(today: string) {
  return z.object({
    startDate: z
      .string()
      .trim()
      .regex(DATE, 'Choose the date of day 1')
      .refine((d) => !DATE.test(d) || isTrainingDayKey(d), 'Day 1 must be a training day: Monday, Tuesday, Thursday or Friday')
      .refine((d) => !DATE.test(d) || d >= today, 'Day 1 cannot be in the past')
      .refine((d) => !DATE.test(d) || d <= addDaysToKey(today, 365), 'Day 1 must be at most a year ahead'),
  });
}
type PushFormValues = z.infer<ReturnType<typeof pushFormSchema>>;

function Form({
  program,
  today,
  playerCount,
  onDone,
  onCancel,
}: {
  program: ApprovedProgram;
  today: string;
  playerCount: number;
  onDone(): void;
  onCancel(): void;
}) {
  const push = usePushProgram();
  const schema = useMemo(() => pushFormSchema(today), [today]);
  const form = useZodForm(schema, { defaultValues: { startDate: trainingDayOnOrAfter(today) } });
  const error = form.formState.errors.startDate?.message;
  const startDate = useWatch({ control: form.control, name: 'startDate' });
  const valid = schema.safeParse({ startDate }).success;

  const onSubmit = ({ startDate: date }: PushFormValues) =>
    push.mutate(
      { id: program.id, teamId: program.teamId, startDate: date },
      {
        onSuccess: ({ message }) => {
          toast({ title: message, variant: 'success' });
          onDone();
        },
        onError: (err) => {
          const message = serverMessage(err, COPY.programs.pushFailedFallback);
          // The only thing the coach sends is day 1: the server's 400 is about it (not in the past, a training day...),
          // in its own words when it names the field.
          if (!showServerFieldErrors(form, err) && isServerError(err, ERROR_CODES.badRequest)) form.setError('startDate', { message });
          toast({ title: message, variant: 'destructive' });
        },
      },
    );

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="coach:grid coach:gap-4">
      <FormField
        id="push-start-date"
        label="Start date (day 1)"
        error={error}
        hint="A training day: Monday, Tuesday, Thursday or Friday. The sessions keep their weekdays."
      >
        <Input type="date" min={today} max={addDaysToKey(today, 365)} {...form.register('startDate')} />
      </FormField>
      {playerCount > 0 ? (
        <p className="coach:flex coach:items-start coach:gap-2 coach:rounded-lg coach:bg-brand-50 coach:p-3 coach:text-sm coach:text-brand-950">
          <Users aria-hidden className="coach:mt-0.5 coach:size-4 coach:shrink-0" />
          <span>
            {plural(playerCount)} will receive &lsquo;{program.programTitle}&rsquo; as daily team training
            {valid ? `, day 1 on ${longDateOfKey(startDate)}` : ''}. Players who join later get it too.
          </span>
        </p>
      ) : (
        <p
          role="alert"
          className="coach:flex coach:items-start coach:gap-2 coach:rounded-lg coach:border coach:border-amber-300 coach:bg-amber-50 coach:p-3 coach:text-sm coach:text-amber-950"
        >
          <TriangleAlert aria-hidden className="coach:mt-0.5 coach:size-4 coach:shrink-0" />
          <span>
            Your squad has no players yet: nobody will receive this program now. Players who join later get it from the day they join. Invite your players
            first, or push it anyway.
          </span>
        </p>
      )}
      <div className="coach:flex coach:flex-wrap coach:gap-2">
        <Button type="submit" disabled={push.isPending}>
          <Send aria-hidden className="coach:size-4" /> {push.isPending ? 'Pushing...' : playerCount > 0 ? `Push to ${plural(playerCount)}` : 'Push Anyway'}
        </Button>
        <Button variant="ghost" disabled={push.isPending} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/**
 * The push confirmation (issue 13, point 5): the start date (default: the next training day from the team's today, in
 * its time zone), how many players will receive the program, and a warning when the squad has none. Loaded on demand
 * (it brings zod and react-hook-form).
 */
export default function PushForm({ program, onDone, onCancel }: { program: ApprovedProgram; onDone(): void; onCancel(): void }) {
  const context = usePushContext(program.teamId);
  if (context.isPending) return <LoadingState label="Loading your squad..." className="coach:min-h-32" />;
  if (context.error || context.playerCount === null) {
    return (
      <p role="alert" className="coach:text-sm coach:text-danger-700">
        {serverMessage(context.error, 'Your squad could not be loaded. Please try again.')}
      </p>
    );
  }
  return <Form program={program} today={context.today ?? localDateKey()} playerCount={context.playerCount} onDone={onDone} onCancel={onCancel} />;
}
