import { dayLabel } from '@rugby/contracts/calendar';
import { CONCUSSION_SYMPTOMS, WELFARE_DISCLAIMER, WITHDRAW_REASONS } from '@rugby/contracts/welfare';
import { Button, FieldError, Input, Textarea, toast } from '@rugby/kit';
import { useZodForm } from '@rugby/kit/forms/zod-form.ts';
import { addDaysToKey } from '@rugby/kit/lib/calendar.ts';
import { Dialog, DialogClose, DialogContent } from '@rugby/kit/ui/dialog.tsx';
import { FormField } from '@rugby/kit/ui/form-field.tsx';
import { SymptomChecklist } from '@rugby/kit/ui/symptom-checklist.tsx';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { useRecordClearance, useRecordConcussion, useWithdrawConcussion } from '../api/record-welfare.ts';
import { showRefusal } from './welfare-form-errors.ts';

/** A welfare dialog's foot: the server's refusal, Cancel and the action (its label while it is sent). */
function DialogActions(props: { refusedId: string; refused: string | null; pending: boolean; pendingLabel: string; label: string; destructive?: boolean }) {
  return (
    <>
      <FieldError id={props.refusedId}>{props.refused}</FieldError>
      <div className="coach:flex coach:flex-wrap coach:justify-end coach:gap-2">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" variant={props.destructive ? 'destructive' : undefined} disabled={props.pending}>
          {props.pending ? props.pendingLabel : props.label}
        </Button>
      </div>
    </>
  );
}

/** How far back a coach may record a knock (the server's limit: 400 on occurredOn beyond it). */
const RECORD_DAYS_BACK = 14;

interface WelfareDialogProps {
  teamId: string;
  player: { playerId: string; name: string };
  /** The team's today (the welfare answer's date). */
  today: string;
  open: boolean;
  onOpenChange(open: boolean): void;
}

const optionalNote = z.string().trim().max(500, 'Notes must be at most 500 characters');
const concussionSchema = z.object({
  occurredOn: z.string().min(1, 'Choose the date of the knock'),
  symptoms: z.array(z.enum(CONCUSSION_SYMPTOMS)),
  notes: optionalNote,
});
const CONCUSSION_LABELS = { occurredOn: 'The date of the knock', symptoms: 'Symptoms', notes: 'Notes' };

/**
 * Record a suspected concussion the coach saw (issue 32): the date of the knock (today by default, up to 14 days back),
 * the symptoms seen and notes. The player is stood down at once; a player already in the protocol is a 409, shown here.
 */
export function RecordConcussionDialog({ teamId, player, today, open, onOpenChange }: WelfareDialogProps) {
  const record = useRecordConcussion();
  const [refused, setRefused] = useState<string | null>(null);
  const form = useZodForm(concussionSchema, { defaultValues: { occurredOn: today, symptoms: [], notes: '' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ occurredOn, symptoms, notes }) => {
    setRefused(null);
    record.mutate(
      { teamId, playerId: player.playerId, body: { occurredOn, symptoms, ...(notes ? { notes } : {}) } },
      {
        onSuccess: (welfare) => {
          const until = welfare.summary.until ?? welfare.case?.earliestReturn;
          toast({
            title: 'Suspected concussion recorded',
            description: `${player.name} is stood down${until ? ` until ${dayLabel(until)}` : ''}. They have been told.`,
            variant: 'success',
          });
          onOpenChange(false);
        },
        onError: (error) => setRefused(showRefusal(form.setError, error, CONCUSSION_LABELS)),
      },
    );
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={`Record suspected concussion: ${player.name}`}
        description="Recognise and Remove: the player is stood down at once (no more training or play today) and starts the graduated return to play."
      >
        <form noValidate onSubmit={onSubmit} className="coach:grid coach:gap-4">
          <FormField id="concussion-date" label="Date of the knock" error={errors.occurredOn?.message} className="coach:max-w-xs">
            <Input type="date" min={addDaysToKey(today, -RECORD_DAYS_BACK)} max={today} {...form.register('occurredOn')} />
          </FormField>
          <Controller
            control={form.control}
            name="symptoms"
            render={({ field, fieldState }) => (
              <SymptomChecklist
                id="concussion-symptoms"
                legend="Symptoms seen (optional)"
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
          <FormField id="concussion-notes" label="What happened? (optional)" error={errors.notes?.message}>
            <Textarea rows={2} {...form.register('notes')} />
          </FormField>
          <p className="coach:rounded-lg coach:bg-slate-50 coach:p-3 coach:text-xs coach:text-slate-700">{WELFARE_DISCLAIMER}</p>
          <DialogActions
            refusedId="concussion-refused"
            refused={refused}
            pending={record.isPending}
            pendingLabel="Recording..."
            label="Stand down"
            destructive
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}

const clearanceSchema = z.object({
  clearedBy: z.string().trim().min(1, "Enter the doctor's name").max(120, 'At most 120 characters'),
  clearedOn: z.string().min(1, 'Choose the date of the clearance'),
  note: optionalNote,
});
const CLEARANCE_LABELS = { clearedBy: 'Cleared by', clearedOn: 'The date of the clearance', note: 'The note' };

/**
 * Record the medical clearance for full contact of a player in the protocol: who cleared them (a doctor or approved
 * healthcare professional), when, and a note. It does not shorten the stand-down.
 */
export function RecordClearanceDialog({
  teamId,
  player,
  today,
  occurredOn,
  earliestReturn,
  open,
  onOpenChange,
}: WelfareDialogProps & { occurredOn: string; earliestReturn: string }) {
  const record = useRecordClearance();
  const [refused, setRefused] = useState<string | null>(null);
  const form = useZodForm(clearanceSchema, { defaultValues: { clearedBy: '', clearedOn: today, note: '' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ clearedBy, clearedOn, note }) => {
    setRefused(null);
    record.mutate(
      { teamId, playerId: player.playerId, body: { clearedBy, clearedOn, ...(note ? { note } : {}) } },
      {
        onSuccess: () => {
          toast({ title: 'Clearance recorded', description: `${player.name} is cleared for full contact by ${clearedBy}.`, variant: 'success' });
          onOpenChange(false);
        },
        onError: (error) => setRefused(showRefusal(form.setError, error, CLEARANCE_LABELS)),
      },
    );
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={`Record clearance: ${player.name}`}
        description={`The doctor's clearance for full contact. It does not shorten the stand-down: the earliest return stays ${dayLabel(earliestReturn)}.`}
      >
        <form noValidate onSubmit={onSubmit} className="coach:grid coach:gap-4">
          <FormField id="clearance-by" label="Cleared by (doctor)" error={errors.clearedBy?.message} required>
            <Input autoComplete="off" {...form.register('clearedBy')} />
          </FormField>
          <FormField id="clearance-date" label="Date of the clearance" error={errors.clearedOn?.message} className="coach:max-w-xs">
            <Input type="date" min={occurredOn} max={today} {...form.register('clearedOn')} />
          </FormField>
          <FormField id="clearance-note" label="Note (optional)" error={errors.note?.message}>
            <Textarea rows={2} {...form.register('note')} />
          </FormField>
          <p className="coach:rounded-lg coach:bg-slate-50 coach:p-3 coach:text-xs coach:text-slate-700">{WELFARE_DISCLAIMER}</p>
          <DialogActions refusedId="clearance-refused" refused={refused} pending={record.isPending} pendingLabel="Saving..." label="Record clearance" />
        </form>
      </DialogContent>
    </Dialog>
  );
}

const WITHDRAW_REASON_LABELS: Record<(typeof WITHDRAW_REASONS)[number], string> = {
  'wrong-player': 'Recorded for the wrong player',
  'not-a-head-knock': 'The note was not about a head knock (no symptoms)',
  'doctor-ruled-out': 'A doctor assessed the player and ruled concussion out',
};
const withdrawSchema = z
  .object({
    reason: z.enum(WITHDRAW_REASONS, { message: 'Choose why' }),
    details: z.string().trim().min(1, 'Say what happened').max(300, 'At most 300 characters'),
    doctor: z.string().trim().max(120, 'At most 120 characters'),
    assessedOn: z.string(),
  })
  .refine((b) => b.reason !== 'doctor-ruled-out' || b.doctor.length > 0, { path: ['doctor'], message: "Enter the doctor's name" })
  .refine((b) => b.reason !== 'doctor-ruled-out' || b.assessedOn.length > 0, { path: ['assessedOn'], message: 'Choose the date of the assessment' });
const WITHDRAW_LABELS = { reason: 'The reason', details: 'What happened', doctor: 'The doctor', assessedOn: 'The date of the assessment' };

/**
 * End a concussion protocol the head coach may end (the server decides): a record for the wrong player or a note that
 * was not about a head knock (within 48 hours), or a doctor who ruled concussion out (who, when). The record is kept
 * with who ended it, when and why; the other coaches and the player are told.
 */
export function WithdrawConcussionDialog({ teamId, player, today, open, onOpenChange }: WelfareDialogProps) {
  const withdraw = useWithdrawConcussion();
  const [refused, setRefused] = useState<string | null>(null);
  // Nothing chosen for the coach: the reason is theirs to give.
  const form = useZodForm(withdrawSchema, { defaultValues: { details: '', doctor: '', assessedOn: today } });
  const { errors } = form.formState;
  const byDoctor = form.watch('reason') === 'doctor-ruled-out';

  const onSubmit = form.handleSubmit(({ reason, details, doctor, assessedOn }) => {
    setRefused(null);
    const body = reason === 'doctor-ruled-out' ? { reason, details, doctor, assessedOn } : { reason, details };
    withdraw.mutate(
      { teamId, playerId: player.playerId, body },
      {
        onSuccess: () => {
          toast({ title: 'Protocol ended', description: `${player.name}'s concussion record is withdrawn.`, variant: 'success' });
          onOpenChange(false);
        },
        onError: (error) => setRefused(showRefusal(form.setError, error, WITHDRAW_LABELS)),
      },
    );
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={`End the concussion protocol: ${player.name}`}
        description="Only for a record made in error, or when a doctor has ruled concussion out. If the player may have a concussion, keep the protocol running."
      >
        <form noValidate onSubmit={onSubmit} className="coach:grid coach:gap-4">
          <fieldset>
            <legend className="coach:mb-1.5 coach:text-sm coach:font-medium coach:text-slate-800">Why</legend>
            <FieldError id="withdraw-reason-error">{errors.reason?.message}</FieldError>
            <div className="coach:grid coach:gap-2">
              {WITHDRAW_REASONS.map((reason) => (
                <label key={reason} className="coach:flex coach:items-center coach:gap-2 coach:text-sm">
                  <input type="radio" value={reason} className="coach:size-4 coach:accent-brand-700" {...form.register('reason')} />
                  {WITHDRAW_REASON_LABELS[reason]}
                </label>
              ))}
            </div>
          </fieldset>
          {byDoctor ? (
            <div className="coach:grid coach:gap-4 coach:sm:grid-cols-2">
              <FormField id="withdraw-doctor" label="Doctor" error={errors.doctor?.message} required>
                <Input autoComplete="off" {...form.register('doctor')} />
              </FormField>
              <FormField id="withdraw-assessed" label="Date of the assessment" error={errors.assessedOn?.message} required>
                <Input type="date" max={today} {...form.register('assessedOn')} />
              </FormField>
            </div>
          ) : null}
          <FormField id="withdraw-details" label="What happened?" error={errors.details?.message} required>
            <Textarea rows={2} {...form.register('details')} />
          </FormField>
          <DialogActions
            refusedId="withdraw-refused"
            refused={refused}
            pending={withdraw.isPending}
            pendingLabel="Saving..."
            label="End the protocol"
            destructive
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
