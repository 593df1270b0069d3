import { COPY } from '@rugby/contracts/copy';
import { showServerFieldErrors, useZodForm } from '@rugby/kit/forms/zod-form.ts';
import { FormField } from '@rugby/kit/ui/form-field.tsx';
import { Select } from '@rugby/kit/ui/select.tsx';
import { Button, Input, serverMessage, Textarea, toast } from '@rugby/kit';
import { Save } from 'lucide-react';
import { useId, useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import type { TeamSummary } from '../../../components/teams/get-teams.ts';
import { timeZoneLabel, timeZoneOptions } from '../../../components/teams/time-zones.ts';
import { useUpdateTeam } from '../api/update-team.ts';

const schema = z.object({
  name: z.string().trim().min(1, 'Team name is required').max(120, 'Team name must be at most 120 characters'),
  description: z.string().trim().max(2000, 'Description must be at most 2000 characters'),
  timeZone: z.string().min(1, 'Choose a time zone'),
});

/** A team's name, description and time zone, saved together; the server's 400s land on their fields. */
export function TeamForm({ team }: { team: TeamSummary }) {
  const update = useUpdateTeam(team.id);
  const ids = useId();
  const saved = useMemo(() => ({ name: team.name, description: team.description ?? '', timeZone: team.timeZone }), [team]);
  const form = useZodForm(schema, { defaultValues: saved, values: saved });
  const { errors } = form.formState;
  // A zone the runtime lists under another name (an alias the server stored) stays choosable.
  const zones = useMemo(() => {
    const all = timeZoneOptions();
    return all.some((option) => option.value === team.timeZone) ? all : [{ value: team.timeZone, label: timeZoneLabel(team.timeZone) }, ...all];
  }, [team.timeZone]);

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => toast({ ...COPY.teams.saved, variant: 'success' }),
      onError: (error) => {
        const onFields = showServerFieldErrors(form, error);
        toast({
          title: COPY.teams.saveFailedTitle,
          description: onFields ? 'Please try again.' : serverMessage(error, 'Please try again.'),
          variant: 'destructive',
        });
      },
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="coach:grid coach:gap-4" aria-label={`Edit ${team.name}`}>
      <FormField id={`${ids}-name`} label="Team name" error={errors.name?.message}>
        <Input autoComplete="organization" {...form.register('name')} />
      </FormField>
      <FormField id={`${ids}-description`} label="Description (optional)" error={errors.description?.message}>
        <Textarea rows={2} {...form.register('description')} />
      </FormField>
      <Controller
        control={form.control}
        name="timeZone"
        render={({ field, fieldState }) => (
          <FormField
            id={`${ids}-zone`}
            label="Time zone"
            error={fieldState.error?.message}
            hint="The team's calendar: which day is today for training, and when each season phase starts and ends."
          >
            <Select ref={field.ref} options={zones} value={field.value} onValueChange={field.onChange} />
          </FormField>
        )}
      />
      <Button type="submit" disabled={update.isPending} className="coach:w-full coach:sm:w-auto coach:sm:justify-self-start">
        <Save aria-hidden className="coach:size-4" /> {update.isPending ? COPY.teams.saving : 'Save Team'}
      </Button>
    </form>
  );
}
