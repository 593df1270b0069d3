import { RPE_SCALE, SESSION_LIMITS, sessionLoad } from '@rugby/contracts/training-load';
import { Button, Input, toast } from '@rugby/kit';
import { showServerFieldErrors, useZodForm } from '@rugby/kit/forms/zod-form.ts';
import { FormField } from '@rugby/kit/ui/form-field.tsx';
import { useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import { useSaveSessionReport, type DayLog } from '../api/day-log.ts';
import { queuedOffline } from '../../../components/queued-offline.ts';
import { ScaleField } from './scale-field.tsx';

const schema = z.object({
  rpe: z.pipe(z.string().check(z.regex(/^([1-9]|10)$/, 'Choose how hard the session was, 1 to 10')), z.transform(Number)),
  durationMinutes: z.pipe(
    z.string().check(
      z.trim(),
      z.regex(/^\d+$/, 'Minutes must be a whole number'),
      z.refine(
        (v) => Number(v) >= SESSION_LIMITS.minutesMin && Number(v) <= SESSION_LIMITS.minutesMax,
        `Minutes must be from 1 to ${SESSION_LIMITS.minutesMax}`,
      ),
    ),
    z.transform(Number),
  ),
});

/** After training: how hard it was (CR-10) and how long; shows the session load before saving. */
export default function SessionReportForm({
  date,
  saved,
  plannedMinutes,
  onSaved,
}: {
  date: string;
  saved: DayLog['session'];
  plannedMinutes: number | null;
  onSaved(): void;
}) {
  const form = useZodForm(schema, {
    defaultValues: { rpe: saved ? String(saved.rpe) : '', durationMinutes: String(saved?.durationMinutes ?? plannedMinutes ?? '') },
  });
  const { errors } = form.formState;
  const [rpe, minutes] = useWatch({ control: form.control, name: ['rpe', 'durationMinutes'] });
  const save = useSaveSessionReport();
  const preview = /^\d+$/.test(rpe) && /^\d+$/.test(minutes.trim()) ? sessionLoad(Number(rpe), Number(minutes)) : null;

  const onSubmit = form.handleSubmit((values) => {
    save.mutate(
      { body: { ...values, date } },
      {
        onSuccess: (report) => {
          toast({ title: 'Session saved', description: `Session load ${report.load} (RPE ${report.rpe} × ${report.durationMinutes} min)`, variant: 'success' });
          onSaved();
        },
        onError: (error) => {
          showServerFieldErrors(form, error);
          toast({ title: 'Session not saved', description: 'Please try again.', variant: 'destructive' });
        },
      },
    );
    if (queuedOffline("Today's session")) onSaved();
  });

  return (
    <form noValidate onSubmit={onSubmit} className="ply:grid ply:gap-4">
      <ScaleField
        id="session-rpe"
        legend="How hard was the whole session? (RPE)"
        values={RPE_SCALE.map((step) => step.value)}
        low="1 · Very, very easy"
        high="10 · Maximal"
        error={errors.rpe?.message}
        registration={form.register('rpe')}
      />
      {/^\d+$/.test(rpe) ? <p className="ply:text-sm ply:text-slate-700">{RPE_SCALE.find((step) => step.value === Number(rpe))?.label}</p> : null}
      <FormField id="session-minutes" label="Minutes trained" error={errors.durationMinutes?.message}>
        <Input inputMode="numeric" {...form.register('durationMinutes')} />
      </FormField>
      <p className="ply:text-sm ply:text-slate-600" aria-live="polite">
        {preview !== null ? `Session load: ${preview} (RPE × minutes)` : 'Session load: RPE × minutes'}
      </p>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save session'}
      </Button>
    </form>
  );
}
