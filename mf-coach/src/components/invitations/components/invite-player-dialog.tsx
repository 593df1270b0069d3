import { preloadable } from '@rugby/kit';
import type { ReactNode } from 'react';
import { useCreatePlayerInvitation } from '../api/create-player-invitation.ts';
import { LazyInviteDialog } from './lazy-invite-dialog.tsx';

const InvitePlayerForm = preloadable(() => import('./invite-player-form.tsx').then((m) => m.default));

/** Invite a player: name and phone required (the SMS goes to the phone), e-mail and position optional. */
export function InvitePlayerDialog({ trigger }: { trigger: ReactNode }) {
  return (
    <LazyInviteDialog
      trigger={trigger}
      title="Invite Player"
      description="We text the player a personal link to join your team. If the text cannot be sent, you get the link to share yourself."
      Form={InvitePlayerForm}
      invite={useCreatePlayerInvitation()}
    />
  );
}
