import { COPY } from '@rugby/contracts/copy';
import { COACH_ROLE_LABELS, DEFAULT_INVITE_COACH_ROLE, INVITE_COACH_ROLES } from '@rugby/contracts/domain';
import { createCoachInvitationBody } from '@rugby/contracts/routes/team';
import { Button, Input, serverMessage, toast } from '@rugby/kit';
import { useZodForm } from '@rugby/kit/forms/zod-form.ts';
import { FormField } from '@rugby/kit/ui/form-field.tsx';
import { Send } from 'lucide-react';
import type { z } from 'zod';
import type { CoachInvitationResult, useCreateCoachInvitation } from '../api/create-coach-invitation.ts';
import { inviteSubmit } from './invite-submit.ts';
import { useInviteDraft, type InviteFormProps } from './lazy-invite-dialog.tsx';
import { nativeSelectClasses } from './field.tsx';
import { shareInviteLinkText } from './share-invite-link.ts';

/** The route's own rules for the fields: name and e-mail required (the spec's message), the e-mail an e-mail, a staff role. */
const schema = createCoachInvitationBody.pick({ coachName: true, coachEmail: true, role: true });
export type InviteCoachValues = z.input<typeof schema>;
const EMPTY: InviteCoachValues = { coachName: '', coachEmail: '', role: DEFAULT_INVITE_COACH_ROLE };

async function announce(result: CoachInvitationResult, coachName: string) {
  if (result.emailStatus === 'sent') {
    toast({ title: 'Invitation Sent', description: result.message, variant: 'success' });
    return;
  }
  toast({ title: 'Invitation Link Ready', description: await shareInviteLinkText(result.inviteLink, coachName, result.message) });
}

export type InviteCoachFormProps = InviteFormProps<InviteCoachValues, ReturnType<typeof useCreateCoachInvitation>>;

/** The Add Coach form (loaded with the dialog's first opening: it brings zod and react-hook-form). */
export default function InviteCoachForm({ invite, draft, onDraft, onSent }: InviteCoachFormProps) {
  const form = useZodForm(schema, { defaultValues: { ...EMPTY, ...draft } });
  const { errors } = form.formState;
  useInviteDraft(form, onDraft, 'coachName');

  const send = inviteSubmit(form, invite, onSent, {
    announce: (result, body) => announce(result, body.coachName),
    failed: (error, onFields) => ({
      title: 'Invitation Failed',
      description: onFields ? COPY.invitations.coachFailed : serverMessage(error, COPY.invitations.coachFailed),
    }),
    // The spec's toast for a missing name or e-mail, beside the fields' own messages.
    missing: ({ coachName, coachEmail }) =>
      !coachName.trim() || !coachEmail.trim() ? { title: 'Missing Information', description: COPY.invitations.coachMissing } : null,
  });

  return (
    <form noValidate onSubmit={send} className="coach:grid coach:gap-4">
      <FormField id="invite-coach-name" label="Coach Name" error={errors.coachName?.message}>
        <Input autoComplete="off" {...form.register('coachName')} />
      </FormField>
      <FormField id="invite-coach-email" label="Email" error={errors.coachEmail?.message}>
        <Input type="email" {...form.register('coachEmail')} />
      </FormField>
      <FormField id="invite-coach-role" label="Role" error={errors.role?.message}>
        <select className={nativeSelectClasses} {...form.register('role')}>
          {INVITE_COACH_ROLES.map((role) => (
            <option key={role} value={role}>
              {COACH_ROLE_LABELS[role]}
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
