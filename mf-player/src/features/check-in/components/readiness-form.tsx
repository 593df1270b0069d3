import { BODY_AREA_LABELS, BODY_AREAS, READINESS_ITEMS, type ReadinessItem } from '@rugby/contracts/training-load';
import { isSuspectedConcussion, RECOGNISE_AND_REMOVE, type ConcussionSymptom } from '@rugby/contracts/welfare';
import { Button, fieldClasses, Textarea, toast } from '@rugby/kit';
import { showServerFieldErrors, useZodForm } from '@rugby/kit/forms/zod-form.ts';
import { FormField } from '@rugby/kit/ui/form-field.tsx';
import { SymptomChecklist } from '@rugby/kit/ui/symptom-checklist.tsx';
import { Controller, useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import { useSaveReadiness, type DayLog } from '../api/day-log.ts';
import { queuedOffline } from '../../../components/queued-offline.ts';
import { ScaleField } from './scale-field.tsx';

const score = (label: string) => z.pipe(z.string().check(z.regex(/^[1-5]$/, `Rate your ${label.toLowerCase()} from 1 to 5`)), z.transform(Number));

const schema = z.object({
  ...(Object.fromEntries(READINESS_ITEMS.map((item) => [item.key, score(item.label)])) as Record<ReadinessItem, ReturnType<typeof score>>),
  injury: z.boolean(),
  injuryArea: z.string(),
  notes: z.string().check(z.maxLength(500, 'Notes must be at most 500 characters')),
  symptoms: z.array(z.string()),
});
type Values = z.input<typeof schema>;

const initial = (saved: DayLog['readiness']): Values => ({
  sleep: saved ? String(saved.sleep) : '',
  soreness: saved ? String(saved.soreness) : '',
  fatigue: saved ? String(saved.fatigue) : '',
  stress: saved ? String(saved.stress) : '',
  mood: saved ? String(saved.mood) : '',
  injury: saved?.injury ?? false,
  injuryArea: saved?.injuryArea ?? '',
  notes: saved?.notes ?? '',
  symptoms: saved?.symptoms ?? [],
});

const HEAD_NECK_HINT = 'Any one of these after a knock to the head or neck means you stop training today.';
const INJURY_HINT = 'Tick any you have, for example after a knock to the head.';

/**
 * The readiness check-in: five 1–5 scales (5 the best), an injury or illness with where and any concussion symptoms
 * (a head or neck injury with one of them, or a note of a knock to the head, starts Recognise and Remove on the
 * server), a note.
 */
export default function ReadinessForm({ date, saved, onSaved }: { date: string; saved: DayLog['readiness']; onSaved(): void }) {
  const form = useZodForm(schema, { defaultValues: initial(saved) });
  const { errors } = form.formState;
  const [injury, area] = useWatch({ control: form.control, name: ['injury', 'injuryArea'] });
  const save = useSaveReadiness();

  const onSubmit = form.handleSubmit(({ injury, injuryArea, notes, symptoms, ...scores }) => {
    const where = injury && injuryArea ? (injuryArea as (typeof BODY_AREAS)[number]) : null;
    const ticked = injury ? (symptoms as ConcussionSymptom[]) : [];
    save.mutate(
      { body: { ...scores, injury, injuryArea: where, notes, symptoms: ticked, date } },
      {
        onSuccess: (checkIn) => {
          // A suspected concussion: the welfare card at the top of the home says what to do now (the server agrees).
          const removed = isSuspectedConcussion({ injury, area: where, symptoms: ticked, notes });
          toast(
            removed
              ? { title: `Checked in: ${RECOGNISE_AND_REMOVE.title}`, description: RECOGNISE_AND_REMOVE.steps[0], variant: 'destructive' }
              : { title: 'Checked in', description: checkIn.adaptation.reason, variant: 'success' },
          );
          onSaved();
        },
        onError: (error) => {
          showServerFieldErrors(form, error);
          toast({ title: 'Check-in not saved', description: 'Please try again.', variant: 'destructive' });
        },
      },
    );
    if (queuedOffline("Today's check-in")) onSaved();
  });

  return (
    <form noValidate onSubmit={onSubmit} className="ply:grid ply:gap-4">
      {READINESS_ITEMS.map((item) => (
        <ScaleField
          key={item.key}
          id={`readiness-${item.key}`}
          legend={item.label}
          values={[1, 2, 3, 4, 5]}
          low={`1 · ${item.low}`}
          high={`5 · ${item.high}`}
          error={errors[item.key]?.message}
          registration={form.register(item.key)}
        />
      ))}
      <label className="ply:flex ply:items-center ply:gap-2 ply:text-sm ply:font-semibold ply:text-slate-800">
        <input type="checkbox" className="ply:size-4 ply:accent-brand-700" {...form.register('injury')} />I have an injury or feel ill
      </label>
      {injury ? (
        <FormField id="readiness-area" label="Where?" error={errors.injuryArea?.message}>
          <select className={fieldClasses} {...form.register('injuryArea')}>
            <option value="">Choose where</option>
            {BODY_AREAS.map((area) => (
              <option key={area} value={area}>
                {BODY_AREA_LABELS[area]}
              </option>
            ))}
          </select>
        </FormField>
      ) : null}
      {injury ? (
        <Controller
          control={form.control}
          name="symptoms"
          render={({ field, fieldState }) => (
            <SymptomChecklist
              id="readiness-symptoms"
              legend="Concussion symptoms"
              hint={area === 'head-neck' ? HEAD_NECK_HINT : INJURY_HINT}
              value={field.value as ConcussionSymptom[]}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      ) : null}
      <FormField id="readiness-notes" label="Anything your coach should know? (optional)" error={errors.notes?.message}>
        <Textarea rows={2} {...form.register('notes')} />
      </FormField>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Check in'}
      </Button>
    </form>
  );
}
