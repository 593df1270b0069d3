import { COPY } from '@rugby/contracts/copy';
import { defaultSeasonSettings, MATCH_DAY_LABELS, MATCH_DAYS } from '@rugby/contracts/domain';
import { seasonSettingsSchema } from '@rugby/contracts/routes/team';
import { localDateKey } from '@rugby/kit/lib/calendar.ts';
import { showServerFieldErrors, useZodForm } from '@rugby/kit/forms/zod-form.ts';
import { FormField } from '@rugby/kit/ui/form-field.tsx';
import { Select } from '@rugby/kit/ui/select.tsx';
import { Button, Card, Input, serverMessage, toast } from '@rugby/kit';
import { CalendarRange, Info, Save } from 'lucide-react';
import { Link } from '@rugby/kit/router.ts';
import { timeZoneLabel } from '../../../components/teams/time-zones.ts';
import { useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { currentTeamOf, useChosenTeamId } from '../../../components/teams/current-team.ts';
import { useTeams } from '../../../components/teams/get-teams.ts';
import { useSaveSeasonSettings, useSeasonSettings, type SeasonSettings } from '../api/season-settings.ts';

type Field = Exclude<keyof SeasonSettings, 'matchDay'>;
const MATCH_DAY_OPTIONS = MATCH_DAYS.map((day) => ({ value: day, label: MATCH_DAY_LABELS[day] }));
const PHASES: { title: string; fields: [Field, string][] }[] = [
  {
    title: 'Pre-Season',
    fields: [
      ['preseasonStartDate', 'Pre-season start date'],
      ['preseasonEndDate', 'Pre-season end date'],
    ],
  },
  {
    title: 'In-Season',
    fields: [
      ['inseasonStartDate', 'In-season start date'],
      ['inseasonEndDate', 'In-season end date'],
    ],
  },
];

/** A phase date: required with the spec's message, then the route's own check (a date). */
const date = (field: Field) => z.string().min(1, COPY.season.required[field]).pipe(seasonSettingsSchema.shape[field]);
/** The four dates required (no ordering check: the server refuses phases that overlap), the match day the route's. */
const schema = seasonSettingsSchema.extend({
  preseasonStartDate: date('preseasonStartDate'),
  preseasonEndDate: date('preseasonEndDate'),
  inseasonStartDate: date('inseasonStartDate'),
  inseasonEndDate: date('inseasonEndDate'),
});

/** /coach/season-settings: the four phase dates and match day of the coach's current team, with the explainer. */
export function SeasonSettingsForm() {
  const teams = useTeams();
  const team = currentTeamOf(teams.data, useChosenTeamId());
  const teamId = team?.id;
  const settings = useSeasonSettings(teamId);
  const save = useSaveSeasonSettings(teamId);
  // This season's defaults until the saved settings load; each time they (re)load, they replace what the form shows.
  const [defaults] = useState<SeasonSettings>(() => defaultSeasonSettings(localDateKey()));
  const saved = useMemo(() => settings.data && { ...defaults, ...settings.data }, [defaults, settings.data]);
  const form = useZodForm(schema, { defaultValues: defaults, values: saved });
  const { errors } = form.formState;

  const noTeam = teams.isSuccess && !teamId;

  const onSubmit = form.handleSubmit((values) => {
    if (!teamId) {
      toast({ title: COPY.season.saveFailedTitle, description: COPY.season.noTeam, variant: 'destructive' });
      return;
    }
    save.mutate(values, {
      onSuccess: () => toast({ ...COPY.season.saved, variant: 'success' }),
      onError: (error) => {
        // The server's words go on the fields it names; the toast then says what failed.
        const onFields = showServerFieldErrors(form, error);
        toast({
          title: COPY.season.saveFailedTitle,
          description: onFields ? 'Please try again.' : serverMessage(error, 'Please try again.'),
          variant: 'destructive',
        });
      },
    });
  });

  return (
    <div className="coach:grid coach:gap-6 coach:lg:grid-cols-[1fr_22rem] coach:lg:items-start">
      <Card className="coach:p-5 coach:sm:p-6">
        {noTeam ? (
          <p role="alert" className="coach:mb-4 coach:rounded-lg coach:bg-danger-50 coach:p-3 coach:text-sm coach:font-semibold coach:text-danger-700">
            {COPY.season.noTeam}
          </p>
        ) : null}
        {team ? (
          <p className="coach:mb-4 coach:text-sm coach:text-slate-600">
            Season phases for <span className="coach:font-semibold coach:text-slate-900">{team.name}</span>, in its time zone ({timeZoneLabel(team.timeZone)};{' '}
            <Link to="/coach/teams" className="coach:font-semibold coach:text-brand-700 coach:underline">
              change it on the Teams page
            </Link>
            ).
          </p>
        ) : null}
        <form noValidate onSubmit={onSubmit} className="coach:grid coach:gap-6">
          {PHASES.map((phase) => (
            <fieldset key={phase.title} className="coach:grid coach:gap-4 coach:sm:grid-cols-2">
              <legend className="coach:mb-3 coach:flex coach:items-center coach:gap-2 coach:font-bold coach:text-brand-900">
                <CalendarRange aria-hidden className="coach:size-4" /> {phase.title}
              </legend>
              {phase.fields.map(([field, label]) => (
                <FormField key={field} id={field} label={label} error={errors[field]?.message}>
                  <Input type="date" {...form.register(field)} />
                </FormField>
              ))}
            </fieldset>
          ))}
          <p className="coach:text-sm coach:text-slate-600">Off-season is the rest of the year.</p>
          <Controller
            control={form.control}
            name="matchDay"
            render={({ field, fieldState }) => (
              <FormField
                id="matchDay"
                label="Match day"
                error={fieldState.error?.message}
                hint="In-season weeks are planned around it: the main contact day early in the week, a short captain's run the day before."
                className="coach:max-w-xs"
              >
                <Select options={MATCH_DAY_OPTIONS} value={field.value} onValueChange={field.onChange} />
              </FormField>
            )}
          />
          <Button type="submit" disabled={save.isPending || noTeam} className="coach:w-full coach:sm:w-auto coach:sm:justify-self-start">
            <Save aria-hidden className="coach:size-4" /> {save.isPending ? COPY.season.saving : 'Save Settings'}
          </Button>
        </form>
      </Card>
      <Card className="coach:p-5" role="region" aria-labelledby="how-this-works">
        <h2 id="how-this-works" className="coach:flex coach:items-center coach:gap-2 coach:text-lg coach:font-bold coach:text-slate-900">
          <Info aria-hidden className="coach:size-5 coach:text-brand-700" /> How This Works
        </h2>
        <p className="coach:mt-2 coach:text-sm coach:text-slate-600">AI training programs adapt to the phase of the season on each training day.</p>
        <dl className="coach:mt-4 coach:grid coach:gap-3 coach:text-sm">
          <div>
            <dt className="coach:font-bold coach:text-slate-900">Pre-season</dt>
            <dd className="coach:text-slate-700">Base fitness, strength and skills.</dd>
          </div>
          <div>
            <dt className="coach:font-bold coach:text-slate-900">In-season</dt>
            <dd className="coach:text-slate-700">Maintain match fitness and prioritise recovery.</dd>
          </div>
          <div>
            <dt className="coach:font-bold coach:text-slate-900">Off-season</dt>
            <dd className="coach:text-slate-700">Active recovery and work on weaknesses.</dd>
          </div>
        </dl>
      </Card>
    </div>
  );
}
