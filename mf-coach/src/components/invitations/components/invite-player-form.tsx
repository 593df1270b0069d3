import { COPY } from '@rugby/contracts/copy';
import { POSITIONS, POSITION_LABELS } from '@rugby/contracts/domain';
import { createPlayerInvitationBody } from '@rugby/contracts/routes/team';
import { Button, Input, serverMessage, toast } from '@rugby/kit';
import { useZodForm } from '@rugby/kit/forms/zod-form.ts';
import { FormField } from '@rugby/kit/ui/form-field.tsx';
import { Send } from 'lucide-react';
import type { z } from 'zod';
import type { PlayerInvitationResult, useCreatePlayerInvitation } from '../api/create-player-invitation.ts';
import { inviteSubmit } from './invite-submit.ts';
import { useInviteDraft, type InviteFormProps } from './lazy-invite-dialog.tsx';
import { nativeSelectClasses, Optional } from './field.tsx';
import { shareInviteLinkText } from './share-invite-link.ts';

/**
 * The route's own rules for the fields the coach fills in: name and phone required (the spec's message), the e-mail an
 * e-mail when given, the position one of the positions when chosen.
 */
const schema = createPlayerInvitationBody.pick({ playerName: true, playerPhone: true, playerEmail: true, position: true });
export type InvitePlayerValues = z.input<typeof schema>;
const EMPTY: InvitePlayerValues = { playerName: '', playerPhone: '', playerEmail: '', position: '' };

async function announce(result: PlayerInvitationResult, playerName: string) {
  if (result.smsStatus === 'sent') {
    toast({ title: 'Invitation Sent', description: result.message, variant: 'success' });
    return;
  }
  if (result.smsStatus === 'blocked') toast({ title: COPY.invitations.smsBlockedTitle, description: await shareInviteLinkText(result.inviteLink, playerName) });
  else toast({ title: 'Invitation Link Ready', description: await shareInviteLinkText(result.inviteLink, playerName, result.message) });
}

export type InvitePlayerFormProps = InviteFormProps<InvitePlayerValues, ReturnType<typeof useCreatePlayerInvitation>>;

/** The Invite Player form (loaded with the dialog's first opening: it brings zod and react-hook-form). */
export default function InvitePlayerForm({ invite, draft, onDraft, onSent }: InvitePlayerFormProps) {
  const form = useZodForm(schema, { defaultValues: { ...EMPTY, ...draft } });
  const { errors } = form.formState;
  useInviteDraft(form, onDraft, 'playerName');

  const send = inviteSubmit(form, invite, onSent, {
    announce: (result, body) => announce(result, body.playerName),
    failed: (error) => ({ title: COPY.invitations.playerFailedTitle, description: COPY.invitations.playerFailed(serverMessage(error, 'please try again')) }),
    // The spec's toast for a missing name or phone, beside the fields' own messages.
    missing: ({ playerName, playerPhone }) => (!playerName.trim() || !playerPhone.trim() ? COPY.invitations.playerMissing : null),
  });

  return (
    <form noValidate onSubmit={send} className="coach:grid coach:gap-4">
      <FormField id="invite-player-name" label="Player Name" error={errors.playerName?.message}>
        <Input autoComplete="off" {...form.register('playerName')} />
      </FormField>
      <FormField id="invite-player-phone" label="Phone Number" error={errors.playerPhone?.message}>
        <Input type="tel" placeholder="+64 21 555 0101" {...form.register('playerPhone')} />
      </FormField>
      <FormField
        id="invite-player-email"
        label={
          <>
            Email
            <Optional />
          </>
        }
        error={errors.playerEmail?.message}
      >
        <Input type="email" {...form.register('playerEmail')} />
      </FormField>
      <FormField
        id="invite-player-position"
        label={
          <>
            Position
            <Optional />
          </>
        }
        error={errors.position?.message}
      >
        <select className={nativeSelectClasses} {...form.register('position')}>
          <option value="">To be assigned</option>
          {POSITIONS.map((p) => (
            <option key={p} value={p}>
              {POSITION_LABELS[p]}
            </option>
          ))}
        </select>
      </FormField>
      <Button type="submit" disabled={invite.isPending}>
        <Send aria-hidden className="coach:size-4" /> {invite.isPending ? 'Sending Invitation...' : 'Send Invitation'}
      </Button>
    </form>
  );
}
