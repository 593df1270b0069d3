import { LoadingState, type PreloadableComponent } from '@rugby/kit';
import { Dialog, DialogContent, DialogTrigger } from '@rugby/kit/ui/dialog.tsx';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

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
