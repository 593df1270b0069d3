import { COPY } from '@rugby/contracts/copy';
import { POSITIONS, POSITION_LABELS } from '@rugby/contracts/domain';
import { Button, Label, serverMessage, toast } from '@rugby/kit';
import { Dialog, DialogContent, DialogTrigger } from '@rugby/kit/ui/dialog.tsx';
import { Send } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useCreatePlayerInvitation, type PlayerInvitationResult } from '../api/create-player-invitation.ts';
import { Field, nativeSelectClasses } from './field.tsx';
import { closeAfterInvite } from './close-after-invite.ts';
import { shareInviteLinkText } from './share-invite-link.ts';

const EMPTY = { name: '', phone: '', email: '', position: '' };

async function announce(result: PlayerInvitationResult, playerName: string) {
  if (result.smsStatus === 'sent') {
    toast({ title: 'Invitation Sent', description: result.message, variant: 'success' });
    return;
  }
  if (result.smsStatus === 'blocked') toast({ title: COPY.invitations.smsBlockedTitle, description: await shareInviteLinkText(result.inviteLink, playerName) });
  else toast({ title: 'Invitation Link Ready', description: await shareInviteLinkText(result.inviteLink, playerName, result.message) });
}

/** Invite a player: name and phone required (the SMS goes to the phone), e-mail and position optional. */
export function InvitePlayerDialog({ trigger }: { trigger: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState(EMPTY);
  const invite = useCreatePlayerInvitation();
  const close = () => {
    setOpen(false);
    setForm(EMPTY);
  };
  const bind = (field: keyof typeof EMPTY) => ({
    value: form[field],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [field]: e.target.value })),
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!form.name.trim() || !form.phone.trim()) {
      toast({ ...COPY.invitations.playerMissing, variant: 'destructive' });
      return;
    }
    invite.mutate(
      { playerName: form.name.trim(), playerPhone: form.phone.trim(), playerEmail: form.email.trim() || undefined, position: form.position || undefined },
      {
        onSuccess: async (result) => {
          await announce(result, form.name.trim());
          closeAfterInvite(close);
        },
        onError: (error) =>
          toast({
            title: COPY.invitations.playerFailedTitle,
            description: COPY.invitations.playerFailed(serverMessage(error, 'please try again')),
            variant: 'destructive',
          }),
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent
        title="Invite Player"
        description="We text the player a personal link to join your team. If the text cannot be sent, you get the link to share yourself."
      >
        <form noValidate onSubmit={onSubmit} className="coach:grid coach:gap-4">
          <Field id="invite-player-name" label="Player Name" autoComplete="off" {...bind('name')} />
          <Field id="invite-player-phone" label="Phone Number" type="tel" placeholder="+64 21 555 0101" {...bind('phone')} />
          <Field id="invite-player-email" label="Email" type="email" optional {...bind('email')} />
          <div className="coach:grid coach:gap-1.5">
            <Label htmlFor="invite-player-position">
              Position <span className="coach:font-normal coach:text-slate-500">(optional)</span>
            </Label>
            <select id="invite-player-position" className={nativeSelectClasses} {...bind('position')}>
              <option value="">To be assigned</option>
              {POSITIONS.map((p) => (
                <option key={p} value={p}>
                  {POSITION_LABELS[p]}
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
