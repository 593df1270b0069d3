import { COPY } from '@rugby/contracts/copy';
import { COACH_ROLE_LABELS, DEFAULT_INVITE_COACH_ROLE, INVITE_COACH_ROLES, type InviteCoachRole } from '@rugby/contracts/domain';
import { Button, Label, serverMessage, toast } from '@rugby/kit';
import { Dialog, DialogContent, DialogTrigger } from '@rugby/kit/ui/dialog.tsx';
import { Send } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useCreateCoachInvitation, type CoachInvitationResult } from '../api/create-coach-invitation.ts';
import { Field, nativeSelectClasses } from './field.tsx';
import { closeAfterInvite } from './close-after-invite.ts';
import { shareInviteLinkText } from './share-invite-link.ts';

const EMPTY = { name: '', email: '', role: DEFAULT_INVITE_COACH_ROLE as InviteCoachRole };

async function announce(result: CoachInvitationResult, coachName: string) {
  if (result.emailStatus === 'sent') {
    toast({ title: 'Invitation Sent', description: result.message, variant: 'success' });
    return;
  }
  toast({ title: 'Invitation Link Ready', description: await shareInviteLinkText(result.inviteLink, coachName, result.message) });
}

/** Add a coach to the staff: name and e-mail required, role defaults to assistant coach. */
export function InviteCoachDialog({ trigger }: { trigger: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState(EMPTY);
  const invite = useCreateCoachInvitation();
  const close = () => {
    setOpen(false);
    setForm(EMPTY);
  };

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!form.name.trim() || !form.email.trim()) {
      toast({ title: 'Missing Information', description: COPY.invitations.coachMissing, variant: 'destructive' });
      return;
    }
    invite.mutate(
      { coachName: form.name.trim(), coachEmail: form.email.trim(), role: form.role },
      {
        onSuccess: async (result) => {
          await announce(result, form.name.trim());
          closeAfterInvite(close);
        },
        onError: (error) => toast({ title: 'Invitation Failed', description: serverMessage(error, COPY.invitations.coachFailed), variant: 'destructive' }),
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent
        title="Add Coach"
        description="We e-mail the coach a link to join your coaching staff. If the e-mail cannot be sent, you get the link to share yourself."
      >
        <form noValidate onSubmit={onSubmit} className="coach:grid coach:gap-4">
          <Field
            id="invite-coach-name"
            label="Coach Name"
            autoComplete="off"
            value={form.name}
            onChange={(e) => setForm((f) => ({ ...f, name: e.target.value }))}
          />
          <Field id="invite-coach-email" label="Email" type="email" value={form.email} onChange={(e) => setForm((f) => ({ ...f, email: e.target.value }))} />
          <div className="coach:grid coach:gap-1.5">
            <Label htmlFor="invite-coach-role">Role</Label>
            <select
              id="invite-coach-role"
              className={nativeSelectClasses}
              value={form.role}
              onChange={(e) => setForm((f) => ({ ...f, role: e.target.value as InviteCoachRole }))}
            >
              {INVITE_COACH_ROLES.map((role) => (
                <option key={role} value={role}>
                  {COACH_ROLE_LABELS[role]}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" disabled={invite.isPending}>
            <Send aria-hidden className="coach:size-4" /> {invite.isPending ? 'Sending Invitation...' : 'Send Invitation'}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
