import { POSITION_LABELS, type Position } from '@rugby/contracts/domain';
import { Button, Card, LoadingState, cn, focusRing, serverMessage } from '@rugby/kit';
import { Pencil, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { InviteCoachDialog } from '../../../components/invitations/components/invite-coach-dialog.tsx';
import { SquadCheckIns } from './squad-check-ins.tsx';
import { InvitePlayerDialog } from '../../../components/invitations/components/invite-player-dialog.tsx';
import { useDetailedPlayers, type DetailedPlayer } from '../api/get-detailed-players.ts';
import { EditPlayerDialog } from './edit-player-dialog.tsx';
import { PlayerRecord } from './player-record.tsx';
import { TrainingDateBrowser } from './training-date-browser.tsx';

const positionLabel = (p: string | null) => (p ? (POSITION_LABELS[p as Position] ?? p) : 'To be assigned');
const orDash = (v: string | number | null, unit = '') => (v === null || v === '' ? '—' : `${v}${unit}`);

function PlayerDetail({ teamId, player }: { teamId: string; player: DetailedPlayer }) {
  const [editing, setEditing] = useState(false);
  const rows: [string, string][] = [
    ['Email', orDash(player.email)],
    ['Phone', orDash(player.phone)],
    ['Height', orDash(player.height, ' cm')],
    ['Weight', orDash(player.weight, ' kg')],
    ['Position', positionLabel(player.position)],
    ['Joined', new Date(player.joinedAt).toLocaleDateString(undefined, { dateStyle: 'medium' })],
  ];
  return (
    <Card className="coach:grid coach:min-w-0 coach:gap-5 coach:p-5" aria-label={`Details of ${player.name}`} role="region">
      <div className="coach:flex coach:items-start coach:justify-between coach:gap-2">
        <h3 className="coach:text-xl coach:font-bold coach:text-slate-900">{player.name}</h3>
        <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
          <Pencil aria-hidden className="coach:size-4" /> Edit
        </Button>
      </div>
      <dl className="coach:grid coach:grid-cols-2 coach:gap-3 coach:text-sm coach:sm:grid-cols-3">
        {rows.map(([label, value]) => (
          <div key={label} className="coach:min-w-0">
            <dt className="coach:text-slate-500">{label}</dt>
            <dd className="coach:break-words coach:font-semibold coach:text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <PlayerRecord teamId={teamId} playerId={player.playerId} />
      <TrainingDateBrowser playerId={player.playerId} />
      {editing ? <EditPlayerDialog key={player.playerId} player={player} open={editing} onOpenChange={setEditing} /> : null}
    </Card>
  );
}

/** Players: the squad list with a detail panel (details, edit, training by date) and the invite dialogs. */
export function PlayersTab({ teamId }: { teamId: string }) {
  const players = useDetailedPlayers(teamId);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const list = players.data?.players ?? [];
  const selected = list.find((p) => p.playerId === selectedId) ?? list[0];

  return (
    <div className="coach:grid coach:gap-4">
      <div className="coach:flex coach:flex-wrap coach:gap-2">
        <InvitePlayerDialog
          trigger={
            <Button size="sm">
              <UserPlus aria-hidden className="coach:size-4" /> Invite Player
            </Button>
          }
        />
        <InviteCoachDialog
          trigger={
            <Button size="sm" variant="secondary">
              <Users aria-hidden className="coach:size-4" /> Add Coach
            </Button>
          }
        />
      </div>
      <SquadCheckIns teamId={teamId} />
      {players.isPending ? <LoadingState label="Loading players..." shape="list" className="coach:min-h-48" /> : null}
      {players.isError ? (
        <p role="alert" className="coach:text-danger-700">
          {serverMessage(players.error, 'Could not load the players.')}
        </p>
      ) : null}
      {players.isSuccess && !list.length ? (
        <Card className="coach:p-6 coach:text-center">
          <p className="coach:font-semibold coach:text-slate-900">No players yet</p>
          <p className="coach:mt-1 coach:text-sm coach:text-slate-600">
            Invite players by text message or share your team's invitation link from the Overview.
          </p>
        </Card>
      ) : null}
      {list.length && selected ? (
        <div className="coach:grid coach:min-w-0 coach:gap-4 coach:lg:grid-cols-[18rem_1fr]">
          <Card className="coach:p-2">
            <ul aria-label="Players" className="coach:grid coach:max-h-[28rem] coach:gap-1 coach:overflow-y-auto">
              {list.map((p) => (
                <li key={p.playerId}>
                  <button
                    type="button"
                    aria-current={p.playerId === selected.playerId ? 'true' : undefined}
                    onClick={() => setSelectedId(p.playerId)}
                    className={cn(
                      'coach:w-full coach:rounded-lg coach:px-3 coach:py-2 coach:text-left coach:hover:bg-slate-50',
                      p.playerId === selected.playerId && 'coach:bg-brand-50',
                      focusRing,
                    )}
                  >
                    <span className="coach:block coach:font-semibold coach:text-slate-900">{p.name}</span>
                    <span className="coach:block coach:text-xs coach:text-slate-600">{positionLabel(p.position)}</span>
                  </button>
                </li>
              ))}
            </ul>
          </Card>
          <PlayerDetail key={selected.playerId} teamId={teamId} player={selected} />
        </div>
      ) : null}
    </div>
  );
}
