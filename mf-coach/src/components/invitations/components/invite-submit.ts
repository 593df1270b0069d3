import { toast, type ToastInput } from '@rugby/kit';
import { showServerFieldErrors } from '@rugby/kit/forms/zod-form.ts';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { closeAfterInvite } from './close-after-invite.ts';

// Loaded with the invite forms (it brings react-hook-form and zod), not with the dialogs' triggers on the Overview.

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
