import { COPY } from '@rugby/contracts/copy';
import { Button, Input, toast } from '@rugby/kit';
import { showServerFieldErrors, useZodForm } from '@rugby/kit/forms/zod-form.ts';
import { FormField } from '@rugby/kit/ui/form-field.tsx';
import * as z from 'zod/mini';
import { useSaveCoachProfile } from '../api/save-profile.ts';

const TEAM_NAME_MAX = 120;

/** The spec's coach profile (player-side.md): an optional team name (the route takes at most 120 characters). */
export const coachProfileSchema = z.object({
  teamName: z.string().check(z.trim(), z.maxLength(TEAM_NAME_MAX, `Team name must be at most ${TEAM_NAME_MAX} characters`)),
});

/** Coach tab (or a coach's own profile, `editing`): an optional team name (a team is created when one is given). */
export function CoachProfileForm({ onSaved, editing = false }: { onSaved: () => void; editing?: boolean }) {
  const form = useZodForm(coachProfileSchema, { defaultValues: { teamName: '' } });
  const { errors } = form.formState;
  const save = useSaveCoachProfile();

  const onSubmit = form.handleSubmit(({ teamName }) =>
    save.mutate(teamName ? { teamName } : {}, {
      onSuccess: () => {
        toast({ title: COPY.profile.created, variant: 'success' });
        onSaved();
      },
      onError: (error) => {
        showServerFieldErrors(form, error);
        toast({ title: 'Error', description: COPY.profile.coachFailed, variant: 'destructive' });
      },
    }),
  );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="ply:grid ply:gap-4">
      <FormField id="profile-team-name" label="Team name (optional)" error={errors.teamName?.message}>
        <Input {...form.register('teamName')} placeholder="Harbour City RFC" maxLength={TEAM_NAME_MAX} />
      </FormField>
      <Button type="submit" size="lg" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : editing ? 'Save Coach Profile' : 'Create Coach Profile'}
      </Button>
    </form>
  );
}
