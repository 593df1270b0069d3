import { preloadable } from '@rugby/kit';
import type { ReactNode } from 'react';
import { useCreateCoachInvitation } from '../api/create-coach-invitation.ts';
import { LazyInviteDialog } from './lazy-invite-dialog.tsx';

const InviteCoachForm = preloadable(() => import('./invite-coach-form.tsx').then((m) => m.default));

/** Add a coach to the staff: name and e-mail required, role defaults to assistant coach. */
export function InviteCoachDialog({ trigger }: { trigger: ReactNode }) {
  return (
    <LazyInviteDialog
      trigger={trigger}
      title="Add Coach"
      description="We e-mail the coach a link to join your coaching staff. If the e-mail cannot be sent, you get the link to share yourself."
      Form={InviteCoachForm}
      invite={useCreateCoachInvitation()}
    />
  );
}
