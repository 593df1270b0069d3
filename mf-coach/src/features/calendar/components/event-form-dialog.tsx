import { CALENDAR_LIMITS, HOME_AWAY, HOME_AWAY_LABELS, WEEKDAY_NAMES, type EventKind, type WeekdayName } from '@rugby/contracts/calendar';
import { Button, Input, Label, serverMessage, toast } from '@rugby/kit';
import { serverFieldErrors, useZodForm } from '@rugby/kit/forms/zod-form.ts';
import { Checkbox } from '@rugby/kit/ui/checkbox.tsx';
import { Dialog, DialogClose, DialogContent } from '@rugby/kit/ui/dialog.tsx';
import { FormField } from '@rugby/kit/ui/form-field.tsx';
import { Controller, useWatch, type Path } from 'react-hook-form';
import { useCreateEvent } from '../api/create-event.ts';
import type { CalendarEvent } from '../api/get-team-events.ts';
import { useUpdateEvent } from '../api/update-event.ts';
import { createBody, eventFormSchema, eventValues, newEventValues, updateBody, weekdayOf, type EventFormInput } from './event-form.ts';
import { ScopeChoice } from './scope-choice.tsx';

/** A new match or session, or a change to an event. */
export type EventDialogMode = { create: EventKind } | { edit: CalendarEvent };

const WEEKDAY_SHORT: Record<WeekdayName, string> = {
  monday: 'Mon',
  tuesday: 'Tue',
  wednesday: 'Wed',
  thursday: 'Thu',
  friday: 'Fri',
  saturday: 'Sat',
  sunday: 'Sun',
};
const capitalised = (day: string) => day[0]!.toUpperCase() + day.slice(1);

/** Where the server's field names land on the form ('repeat.until' is the Until field). */
const FORM_FIELD: Record<string, Path<EventFormInput>> = { repeat: 'repeatUntil' };

const radio = 'coach:size-4 coach:accent-brand-700';
const choiceRow = 'coach:flex coach:flex-wrap coach:gap-x-5 coach:gap-y-2';

/**
 * Add a match (opponent, home or away, date, kick-off, venue, competition) or a training session (title, date, start,
 * duration, place, optionally weekly on chosen weekdays until a date), or edit one (a series occurrence: this one or
 * this and the following). The server's 400 message is toasted and put on the field it names.
 */
export function EventFormDialog({ teamId, mode, onClose }: { teamId: string; mode: EventDialogMode; onClose(): void }) {
  const editing = 'edit' in mode ? mode.edit : null;
  const kind = editing ? editing.kind : (mode as { create: EventKind }).create;
  const create = useCreateEvent(teamId);
  const update = useUpdateEvent();
  const form = useZodForm(eventFormSchema, { defaultValues: editing ? eventValues(editing) : newEventValues(kind) });
  const { errors } = form.formState;
  const [repeatWeekly, date] = useWatch({ control: form.control, name: ['repeatWeekly', 'date'] });
  const pending = create.isPending || update.isPending;
  const match = kind === 'match';

  const failed = (title: string) => (error: Error) => {
    const values = form.getValues();
    serverFieldErrors(error).forEach(({ field, message }, index) => {
      const name = FORM_FIELD[field] ?? field;
      if (name in values) form.setError(name as Path<EventFormInput>, { type: 'server', message }, { shouldFocus: index === 0 });
    });
    toast({ title, description: serverMessage(error, 'Please try again.'), variant: 'destructive' });
  };

  const onSubmit = form.handleSubmit((values) => {
    if (!editing) {
      create.mutate(createBody(values), {
        onSuccess: ({ events }) => {
          const what = match ? 'Match added' : events.length > 1 ? `${events.length} sessions added` : 'Session added';
          toast({ title: what, description: 'Players can now say whether they are available.', variant: 'success' });
          onClose();
        },
        onError: failed(match ? 'Could not add the match' : 'Could not add the session'),
      });
      return;
    }
    const body = updateBody(editing, values);
    if (!body) return onClose();
    update.mutate(
      { eventId: editing.id, body },
      {
        onSuccess: () => {
          toast({ title: 'Changes saved', description: 'A new date, time or place is sent to the squad.', variant: 'success' });
          onClose();
        },
        onError: failed('Could not save the changes'),
      },
    );
  });

  const title = editing ? `Edit ${editing.displayTitle}` : match ? 'Add match' : 'Add training';
  const description = editing ? undefined : match ? 'A fixture on the team calendar.' : 'A one-off session, or one that repeats every week.';
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={title} description={description}>
        <form noValidate onSubmit={onSubmit} className="coach:grid coach:gap-4">
          {match ? (
            <>
              <FormField id="event-opponent" label="Opponent" required error={errors.opponent?.message}>
                <Input maxLength={CALENDAR_LIMITS.textMax} autoComplete="off" {...form.register('opponent')} />
              </FormField>
              <fieldset>
                <legend className="coach:mb-1.5 coach:text-sm coach:font-medium coach:text-slate-800">Home or away</legend>
                <div className={choiceRow}>
                  {HOME_AWAY.map((side) => (
                    <label key={side} className="coach:flex coach:items-center coach:gap-2 coach:text-sm">
                      <input type="radio" value={side} className={radio} {...form.register('homeAway')} />
                      {HOME_AWAY_LABELS[side]}
                    </label>
                  ))}
                </div>
              </fieldset>
            </>
          ) : (
            <FormField id="event-title" label="Title" error={errors.title?.message} hint="Left blank, it is called Training.">
              <Input maxLength={CALENDAR_LIMITS.textMax} placeholder="Training" autoComplete="off" {...form.register('title')} />
            </FormField>
          )}
          <div className="coach:grid coach:gap-4 coach:sm:grid-cols-2">
            <FormField id="event-date" label={repeatWeekly ? 'First date' : 'Date'} required error={errors.date?.message}>
              <Input type="date" {...form.register('date')} />
            </FormField>
            <FormField id="event-start" label={match ? 'Kick-off' : 'Start time'} required error={errors.startTime?.message}>
              <Input type="time" {...form.register('startTime')} />
            </FormField>
          </div>
          {match ? null : (
            <FormField id="event-duration" label="Duration (minutes)" error={errors.durationMinutes?.message}>
              <Input
                type="number"
                inputMode="numeric"
                min={CALENDAR_LIMITS.minDurationMinutes}
                max={CALENDAR_LIMITS.maxDurationMinutes}
                step={5}
                {...form.register('durationMinutes')}
              />
            </FormField>
          )}
          <FormField id="event-location" label={match ? 'Venue' : 'Place'} error={errors.location?.message}>
            <Input maxLength={CALENDAR_LIMITS.textMax} autoComplete="off" {...form.register('location')} />
          </FormField>
          {match ? (
            <FormField id="event-competition" label="Competition" error={errors.competition?.message}>
              <Input maxLength={CALENDAR_LIMITS.textMax} autoComplete="off" {...form.register('competition')} />
            </FormField>
          ) : null}
          {!match && !editing ? (
            <div className="coach:grid coach:gap-3 coach:rounded-lg coach:border coach:border-slate-200 coach:p-3">
              <Controller
                control={form.control}
                name="repeatWeekly"
                render={({ field }) => (
                  <div className="coach:flex coach:items-center coach:gap-2">
                    <Checkbox
                      id="event-repeat"
                      ref={field.ref}
                      checked={field.value}
                      onBlur={field.onBlur}
                      onCheckedChange={(checked) => {
                        field.onChange(checked === true);
                        // The series starts on the first date's weekday unless the coach picks others.
                        if (checked === true && !form.getValues('weekdays').length && date) form.setValue('weekdays', [weekdayOf(date)]);
                      }}
                    />
                    <Label htmlFor="event-repeat">Repeat weekly</Label>
                  </div>
                )}
              />
              {repeatWeekly ? (
                <>
                  <Controller
                    control={form.control}
                    name="weekdays"
                    render={({ field }) => (
                      <fieldset aria-describedby={errors.weekdays ? 'event-weekdays-error' : undefined}>
                        <legend className="coach:mb-1.5 coach:text-sm coach:font-medium coach:text-slate-800">On</legend>
                        <div className="coach:flex coach:flex-wrap coach:gap-x-4 coach:gap-y-2">
                          {WEEKDAY_NAMES.map((day) => (
                            <div key={day} className="coach:flex coach:items-center coach:gap-1.5">
                              <Checkbox
                                id={`event-day-${day}`}
                                checked={field.value.includes(day)}
                                onCheckedChange={(checked) => field.onChange(checked === true ? [...field.value, day] : field.value.filter((d) => d !== day))}
                              />
                              <Label htmlFor={`event-day-${day}`}>
                                <span aria-hidden>{WEEKDAY_SHORT[day]}</span>
                                <span className="coach:sr-only">{capitalised(day)}</span>
                              </Label>
                            </div>
                          ))}
                        </div>
                        {errors.weekdays ? (
                          <p id="event-weekdays-error" role="alert" className="coach:mt-1.5 coach:text-sm coach:font-medium coach:text-danger-700">
                            {errors.weekdays.message}
                          </p>
                        ) : null}
                      </fieldset>
                    )}
                  />
                  <FormField id="event-until" label="Until" required error={errors.repeatUntil?.message} hint="The date of the last session.">
                    <Input type="date" {...form.register('repeatUntil')} />
                  </FormField>
                </>
              ) : null}
            </div>
          ) : null}
          {editing?.seriesId ? (
            <Controller
              control={form.control}
              name="scope"
              render={({ field }) => <ScopeChoice legend="Change" value={field.value} onChange={field.onChange} />}
            />
          ) : null}
          <div className="coach:flex coach:flex-wrap coach:justify-end coach:gap-2">
            <DialogClose asChild>
              <Button variant="secondary">Close</Button>
            </DialogClose>
            <Button type="submit" disabled={pending}>
              {pending ? 'Saving...' : editing ? 'Save changes' : match ? 'Save match' : 'Save session'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
