import { LoadingState, preloadable } from '@rugby/kit';
import { Dialog, DialogContent, DialogTrigger } from '@rugby/kit/ui/dialog.tsx';
import { Suspense, useState, type ReactNode } from 'react';
import { useCreatePlayerInvitation } from '../api/create-player-invitation.ts';
import type { InvitePlayerValues } from './invite-player-form.tsx';

/** The form brings zod and react-hook-form: downloaded when the coach points at or focuses the trigger, not with the Overview. */
const InvitePlayerForm = preloadable(() => import('./invite-player-form.tsx').then((m) => m.default));
const preload = () => void InvitePlayerForm.preload().catch(() => {});

/** Invite a player: name and phone required (the SMS goes to the phone), e-mail and position optional. */
export function InvitePlayerDialog({ trigger }: { trigger: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Partial<InvitePlayerValues>>();
  const invite = useCreatePlayerInvitation();
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
        title="Invite Player"
        description="We text the player a personal link to join your team. If the text cannot be sent, you get the link to share yourself."
      >
        <Suspense fallback={<LoadingState label="Loading..." className="coach:min-h-32" />}>
          <InvitePlayerForm invite={invite} draft={draft} onDraft={setDraft} onSent={sent} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
