import { COPY } from '@rugby/contracts/copy';
import { defaultSeasonSettings, MATCH_DAY_LABELS, MATCH_DAYS, type MatchDay } from '@rugby/contracts/domain';
import { localDateKey } from '@rugby/kit/lib/calendar.ts';
import { Select } from '@rugby/kit/ui/select.tsx';
import { Button, Card, Input, Label, serverMessage, toast } from '@rugby/kit';
import { CalendarRange, Info, Save } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTeams } from '../api/get-teams.ts';
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

/** The required-field messages for the empty dates, in form order. */
export function missingDates(form: SeasonSettings): Partial<Record<Field, string>> {
  return Object.fromEntries((Object.keys(COPY.season.required) as Field[]).filter((f) => !form[f]).map((f) => [f, COPY.season.required[f]]));
}

/** /coach/season-settings: the four phase dates of the coach's first team, with the explainer. */
export function SeasonSettingsForm() {
  const teams = useTeams();
  const teamId = teams.data?.[0]?.id;
  const settings = useSeasonSettings(teamId);
  const save = useSaveSeasonSettings(teamId);
  const [form, setForm] = useState<SeasonSettings>(() => defaultSeasonSettings(localDateKey()));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  // The saved settings, each time they (re)load, replace what the form shows: adjusted while rendering, not in an effect.
  const [loaded, setLoaded] = useState<SeasonSettings | undefined>(undefined);
  if (settings.data !== loaded) {
    const data = settings.data;
    setLoaded(data);
    if (data) setForm((shown) => ({ ...shown, ...data }));
  }

  const noTeam = teams.isSuccess && !teamId;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const missing = missingDates(form);
    setErrors(missing);
    if (Object.keys(missing).length) return;
    if (!teamId) {
      toast({ title: COPY.season.saveFailedTitle, description: COPY.season.noTeam, variant: 'destructive' });
      return;
    }
    save.mutate(form, {
      onSuccess: () => toast({ ...COPY.season.saved, variant: 'success' }),
      onError: (error) => toast({ title: COPY.season.saveFailedTitle, description: serverMessage(error, 'Please try again.'), variant: 'destructive' }),
    });
  }

  return (
    <div className="coach:grid coach:gap-6 coach:lg:grid-cols-[1fr_22rem] coach:lg:items-start">
      <Card className="coach:p-5 coach:sm:p-6">
        {noTeam ? (
          <p role="alert" className="coach:mb-4 coach:rounded-lg coach:bg-danger-50 coach:p-3 coach:text-sm coach:font-semibold coach:text-danger-700">
            {COPY.season.noTeam}
          </p>
        ) : null}
        {teams.data?.[0] ? (
          <p className="coach:mb-4 coach:text-sm coach:text-slate-600">
            Season phases for <span className="coach:font-semibold coach:text-slate-900">{teams.data[0].name}</span>
          </p>
        ) : null}
        <form noValidate onSubmit={onSubmit} className="coach:grid coach:gap-6">
          {PHASES.map((phase) => (
            <fieldset key={phase.title} className="coach:grid coach:gap-4 coach:sm:grid-cols-2">
              <legend className="coach:mb-3 coach:flex coach:items-center coach:gap-2 coach:font-bold coach:text-brand-900">
                <CalendarRange aria-hidden className="coach:size-4" /> {phase.title}
              </legend>
              {phase.fields.map(([field, label]) => (
                <div key={field} className="coach:grid coach:content-start coach:gap-1.5">
                  <Label htmlFor={field}>{label}</Label>
                  <Input
                    id={field}
                    type="date"
                    value={form[field]}
                    aria-invalid={!!errors[field]}
                    aria-describedby={errors[field] ? `${field}-error` : undefined}
                    onChange={(e) => setForm((f) => ({ ...f, [field]: e.target.value }))}
                  />
                  {errors[field] ? (
                    <p id={`${field}-error`} className="coach:text-xs coach:font-medium coach:text-danger-700">
                      {errors[field]}
                    </p>
                  ) : null}
                </div>
              ))}
            </fieldset>
          ))}
          <p className="coach:text-sm coach:text-slate-600">Off-season is the rest of the year.</p>
          <div className="coach:grid coach:max-w-xs coach:gap-1.5">
            <Label htmlFor="matchDay">Match day</Label>
            <Select
              id="matchDay"
              options={MATCH_DAY_OPTIONS}
              value={form.matchDay}
              onValueChange={(value) => setForm((f) => ({ ...f, matchDay: value as MatchDay }))}
            />
            <p className="coach:text-xs coach:text-slate-600">
              In-season weeks are planned around it: the main contact day early in the week, a short captain's run the day before.
            </p>
          </div>
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
