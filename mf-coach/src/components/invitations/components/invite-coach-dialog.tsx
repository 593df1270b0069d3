import { LoadingState, preloadable } from '@rugby/kit';
import { Dialog, DialogContent, DialogTrigger } from '@rugby/kit/ui/dialog.tsx';
import { Suspense, useState, type ReactNode } from 'react';
import { useCreateCoachInvitation } from '../api/create-coach-invitation.ts';
import type { InviteCoachValues } from './invite-coach-form.tsx';

/** The form brings zod and react-hook-form: downloaded when the coach points at or focuses the trigger, not with the Overview. */
const InviteCoachForm = preloadable(() => import('./invite-coach-form.tsx').then((m) => m.default));
const preload = () => void InviteCoachForm.preload().catch(() => {});

/** Add a coach to the staff: name and e-mail required, role defaults to assistant coach. */
export function InviteCoachDialog({ trigger }: { trigger: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Partial<InviteCoachValues>>();
  const invite = useCreateCoachInvitation();
  const sent = () => {
    setOpen(false);
    setDraft(undefined);
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild onPointerEnter={preload} onFocus={preload}>
        {trigger}
      </DialogTrigger>
      <DialogContent
        title="Add Coach"
        description="We e-mail the coach a link to join your coaching staff. If the e-mail cannot be sent, you get the link to share yourself."
      >
        <Suspense fallback={<LoadingState label="Loading..." className="coach:min-h-32" />}>
          <InviteCoachForm invite={invite} draft={draft} onDraft={setDraft} onSent={sent} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
