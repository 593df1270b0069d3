import { COPY } from '@rugby/contracts/copy';
import { Button, Input, Label, toast } from '@rugby/kit';
import { useState, type FormEvent } from 'react';
import { useSaveCoachProfile } from '../api/save-profile.ts';

/** Coach tab: an optional team name (a team is created when one is given). */
export function CoachProfileForm({ onSaved }: { onSaved: () => void }) {
  const [teamName, setTeamName] = useState('');
  const save = useSaveCoachProfile();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    save.mutate(teamName.trim() ? { teamName: teamName.trim() } : {}, {
      onSuccess: () => {
        toast({ title: COPY.profile.created, variant: 'success' });
        onSaved();
      },
      onError: () => toast({ title: 'Error', description: COPY.profile.coachFailed, variant: 'destructive' }),
    });
  }

  return (
    <form noValidate onSubmit={onSubmit} className="ply:grid ply:gap-4">
      <div className="ply:grid ply:gap-1.5">
        <Label htmlFor="profile-team-name">Team name (optional)</Label>
        <Input id="profile-team-name" value={teamName} onChange={(e) => setTeamName(e.target.value)} placeholder="Harbour City RFC" maxLength={120} />
      </div>
      <Button type="submit" size="lg" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Create Coach Profile'}
      </Button>
    </form>
  );
}
