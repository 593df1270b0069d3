import { LoadingState, toast, type PreloadableComponent, type ToastInput } from '@rugby/kit';
import { showServerFieldErrors } from '@rugby/kit/forms/zod-form.ts';
import { Dialog, DialogContent, DialogTrigger } from '@rugby/kit/ui/dialog.tsx';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { closeAfterInvite } from './close-after-invite.ts';

/** What an invite dialog hands its form (the form module loads with the dialog's first opening). */
export interface InviteFormProps<Values, Mutation> {
  /** The dialog's mutation: its outcome is announced even when the dialog was closed while it ran. */
  invite: Mutation;
  /** What the coach typed before closing the dialog without sending (shown again when it reopens). */
  draft: Partial<Values> | undefined;
  onDraft(draft: Partial<Values>): void;
  /** The invitation went out: the dialog closes (0.5 s later) and forgets the draft. */
  onSent(): void;
}

/**
 * An invite dialog whose form (it brings zod and react-hook-form) downloads when the coach points at or focuses the
 * trigger, not with the Overview. The dialog keeps the mutation and the draft, so both outlive the form.
 */
export function LazyInviteDialog<Values, Mutation>({
  trigger,
  title,
  description,
  Form,
  invite,
}: {
  trigger: ReactNode;
  title: string;
  description: string;
  Form: PreloadableComponent<InviteFormProps<Values, Mutation>>;
  invite: Mutation;
}) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Partial<Values>>();
  const preload = () => void Form.preload().catch(() => {});
  const sent = () => {
    setOpen(false);
    setDraft(undefined);
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild onPointerEnter={preload} onFocus={preload}>
        {trigger}
      </DialogTrigger>
      <DialogContent title={title} description={description}>
        <Suspense fallback={<LoadingState label="Loading..." className="coach:min-h-32" />}>
          <Form invite={invite} draft={draft} onDraft={setDraft} onSent={sent} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}

/**
 * An invite form's part of the arrangement: what is typed goes to the dialog's draft, and the first field takes the
 * focus when the form appears (after the dialog opened, on its first opening).
 */
export function useInviteDraft<Values extends FieldValues>(
  form: UseFormReturn<Values, unknown, unknown>,
  onDraft: (draft: Partial<Values>) => void,
  first: Path<Values>,
) {
  useEffect(() => form.subscribe({ formState: { values: true }, callback: ({ values }) => onDraft(values) }), [form, onDraft]);
  useEffect(() => form.setFocus(first), [form, first]);
}

/** An invite route's mutation as the forms use it. */
interface InviteMutation<Body, Result> {
  mutate(body: Body, options: { onSuccess(result: Result): Promise<void>; onError(error: Error): void }): void;
}

/** What an invite form says after sending, and when the spec's required fields are missing. */
interface InviteOutcome<Values, Body, Result> {
  /** The invitation went out (or its link is ready to share): a toast. */
  announce(result: Result, body: Body): Promise<void>;
  /** The failure toast; `onFields`: the server's words already show on the fields it named. */
  failed(error: Error, onFields: boolean): Omit<ToastInput, 'variant'>;
  /** The spec's toast when a required field is empty (the fields show their own messages too); null when none is. */
  missing(values: Values): Omit<ToastInput, 'variant'> | null;
}

/**
 * An invite form's submit: valid values go to the route; success is announced and the dialog closes; a failure puts
 * the server's words on its fields and says what failed; invalid values get the spec's 'missing' toast.
 */
export function inviteSubmit<Values extends FieldValues, Body, Result>(
  form: UseFormReturn<Values, unknown, Body>,
  invite: InviteMutation<Body, Result>,
  onSent: () => void,
  outcome: InviteOutcome<Values, Body, Result>,
) {
  return form.handleSubmit(
    (body) =>
      invite.mutate(body, {
        onSuccess: async (result) => {
          await outcome.announce(result, body);
          closeAfterInvite(onSent);
        },
        onError: (error) => toast({ ...outcome.failed(error, showServerFieldErrors(form, error)), variant: 'destructive' }),
      }),
    () => {
      const missing = outcome.missing(form.getValues());
      if (missing) toast({ ...missing, variant: 'destructive' });
    },
  );
}
