import { PROTOCOLS, UNIONS, WELFARE_DISCLAIMER, type Union } from '@rugby/contracts/welfare';
import { Button, Card, FieldError, Label, serverMessage, toast } from '@rugby/kit';
import { Select } from '@rugby/kit/ui/select.tsx';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { currentTeamOf, useChosenTeamId } from '../../../components/teams/current-team.ts';
import { useTeams } from '../../../components/teams/get-teams.ts';
import { useTeamWelfare } from '../../../components/welfare/get-team-welfare.ts';
import { useSaveWelfareSettings } from '../api/welfare-settings.ts';

const OPTIONS = UNIONS.map((union) => ({ value: union, label: PROTOCOLS[union].label }));
const isUnion = (value: unknown): value is Union => (UNIONS as readonly unknown[]).includes(value);

/**
 * The team's concussion protocol (issue 32): which union's community protocol sets the stand-down (World Rugby's by
 * default), with the document it comes from beneath. Cases already open keep the protocol they started under.
 */
export function ConcussionProtocolCard() {
  const teams = useTeams();
  const teamId = currentTeamOf(teams.data, useChosenTeamId())?.id;
  const welfare = useTeamWelfare(teamId);
  const save = useSaveWelfareSettings(teamId);
  const savedUnion = isUnion(welfare.data?.union) ? welfare.data.union : undefined;
  const [chosen, setChosen] = useState<Union | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const union = chosen ?? savedUnion;

  const onSave = () => {
    if (!union) return;
    setRefused(null);
    save.mutate(union, {
      onSuccess: (answer) => {
        setChosen(null);
        toast({ title: 'Concussion protocol saved', description: answer.protocol.label, variant: 'success' });
      },
      onError: (error) => setRefused(serverMessage(error, 'Please try again.')),
    });
  };

  return (
    <Card role="region" aria-labelledby="concussion-protocol" className="coach:grid coach:gap-4 coach:p-5 coach:sm:p-6">
      <h2 id="concussion-protocol" className="coach:flex coach:items-center coach:gap-2 coach:text-lg coach:font-bold coach:text-slate-900">
        <ShieldCheck aria-hidden className="coach:size-5 coach:text-brand-700" /> Concussion protocol
      </h2>
      <p className="coach:text-sm coach:text-slate-600">
        The protocol that sets how long a player with a suspected concussion is stood down, and the stages of their return to play. A protocol already running
        for a player stays as it started.
      </p>
      {welfare.isError ? <p className="coach:text-sm coach:text-slate-600">The team's protocol is not available right now.</p> : null}
      <div className="coach:grid coach:max-w-md coach:gap-1.5">
        <Label htmlFor="concussion-protocol-union">Concussion protocol</Label>
        <Select
          id="concussion-protocol-union"
          options={OPTIONS}
          value={union ?? ''}
          placeholder={welfare.isPending && teamId ? 'Loading...' : 'Choose a protocol'}
          disabled={!savedUnion}
          aria-describedby={union ? 'concussion-protocol-source' : undefined}
          onValueChange={(value) => isUnion(value) && setChosen(value)}
        />
        {union ? (
          <p id="concussion-protocol-source" className="coach:text-xs coach:text-slate-600">
            Source: {PROTOCOLS[union].source}
          </p>
        ) : null}
      </div>
      <FieldError id="concussion-protocol-error">{refused}</FieldError>
      <Button onClick={onSave} disabled={!union || union === savedUnion || save.isPending} className="coach:w-full coach:sm:w-auto coach:sm:justify-self-start">
        {save.isPending ? 'Saving...' : 'Save protocol'}
      </Button>
      <p className="coach:text-xs coach:text-slate-600">{WELFARE_DISCLAIMER}</p>
    </Card>
  );
}
