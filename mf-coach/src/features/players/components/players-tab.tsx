import { dayLabel } from '@rugby/contracts/calendar';
import { POSITION_LABELS, type Position } from '@rugby/contracts/domain';
import { FULL_CONTACT_STAGE, GRTP_STAGES } from '@rugby/contracts/welfare';
import { Button, Card, LoadingState, cn, focusRing, serverMessage } from '@rugby/kit';
import { Pencil, ShieldAlert, ShieldCheck, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { InviteCoachDialog } from '../../../components/invitations/components/invite-coach-dialog.tsx';
import { useTeamWelfare, welfareByPlayer, type TeamWelfare, type WelfarePlayer } from '../../../components/welfare/get-team-welfare.ts';
import { WelfareBadge } from '../../../components/welfare/welfare-badge.tsx';
import { SquadCheckIns } from './squad-check-ins.tsx';
import { InvitePlayerDialog } from '../../../components/invitations/components/invite-player-dialog.tsx';
import { useDetailedPlayers, type DetailedPlayer } from '../api/get-detailed-players.ts';
import { EditPlayerDialog } from './edit-player-dialog.tsx';
import { PlayerRecord } from './player-record.tsx';
import { TrainingDateBrowser } from './training-date-browser.tsx';
import { RecordClearanceDialog, RecordConcussionDialog, WithdrawConcussionDialog } from './welfare-dialogs.tsx';

const positionLabel = (p: string | null) => (p ? (POSITION_LABELS[p as Position] ?? p) : 'To be assigned');
const orDash = (v: string | number | null, unit = '') => (v === null || v === '' ? '—' : `${v}${unit}`);

/**
 * The player's welfare (issue 32): the badge; stood down, the protocol's stage, earliest return and clearance; the
 * coach's records (a suspected concussion; for a stood-down player, the doctor's clearance) and the disclaimer.
 */
function PlayerWelfareSection({ teamId, player, welfare }: { teamId: string; player: DetailedPlayer; welfare: TeamWelfare | undefined }) {
  const [open, setOpen] = useState<'concussion' | 'clearance' | 'withdraw' | null>(null);
  const mine = welfare?.players.find((p) => p.playerId === player.playerId);
  const summary = mine?.summary;
  const protocolCase = summary?.status === 'stood-down' ? mine?.case : null;
  const headingId = `welfare-of-${player.playerId}`;
  const rows: [string, string][] = protocolCase
    ? [
        ['Knock', `${dayLabel(protocolCase.occurredOn)} (recorded by ${protocolCase.recordedBy.name})`],
        ['Return to play', `Stage ${protocolCase.stage} of ${GRTP_STAGES.length}: ${protocolCase.stageName}`],
        ['Earliest return', dayLabel(protocolCase.earliestReturn)],
        [
          'Medical clearance',
          protocolCase.clearance
            ? `${protocolCase.clearance.clearedBy}, ${dayLabel(protocolCase.clearance.clearedOn)}`
            : protocolCase.stage < FULL_CONTACT_STAGE - 1
              ? `Not yet: recorded once the player is at stage ${FULL_CONTACT_STAGE - 1}`
              : 'Not recorded yet',
        ],
      ]
    : [];
  return (
    <section aria-labelledby={headingId} className="coach:grid coach:gap-3 coach:rounded-xl coach:border coach:border-slate-200 coach:p-4">
      <div className="coach:flex coach:flex-wrap coach:items-center coach:gap-2">
        <h4 id={headingId} className="coach:flex coach:items-center coach:gap-1.5 coach:font-bold coach:text-slate-900">
          {summary?.status === 'stood-down' ? (
            <ShieldAlert aria-hidden className="coach:size-4 coach:text-danger-700" />
          ) : (
            <ShieldCheck aria-hidden className="coach:size-4 coach:text-brand-700" />
          )}
          Welfare
        </h4>
        <WelfareBadge summary={summary} />
      </div>
      {!welfare ? <p className="coach:text-sm coach:text-slate-600">Welfare is not available right now.</p> : null}
      {summary?.status === 'modified' && summary.reason ? <p className="coach:text-sm coach:text-slate-700">{summary.reason}</p> : null}
      {protocolCase ? (
        <>
          <Facts rows={rows} className="coach:grid coach:grid-cols-1 coach:gap-2 coach:text-sm coach:sm:grid-cols-2" />
          <p className="coach:text-sm coach:text-slate-700">{protocolCase.nextStep}</p>
        </>
      ) : null}
      {welfare && summary ? (
        <div className="coach:flex coach:flex-wrap coach:gap-2">
          {summary.status === 'stood-down' ? null : (
            <Button size="sm" variant="secondary" onClick={() => setOpen('concussion')}>
              Record suspected concussion
            </Button>
          )}
          {protocolCase && !protocolCase.clearance && protocolCase.stage >= FULL_CONTACT_STAGE - 1 && protocolCase.returnedOn === null ? (
            <Button size="sm" variant="secondary" onClick={() => setOpen('clearance')}>
              Record clearance
            </Button>
          ) : null}
          {protocolCase && protocolCase.returnedOn === null ? (
            <Button size="sm" variant="ghost" onClick={() => setOpen('withdraw')}>
              End the protocol…
            </Button>
          ) : null}
        </div>
      ) : null}
      <p className="coach:text-xs coach:text-slate-600">{welfare?.disclaimer ?? ''}</p>
      {welfare && open === 'concussion' ? (
        <RecordConcussionDialog teamId={teamId} player={player} today={welfare.date} open onOpenChange={(o) => setOpen(o ? 'concussion' : null)} />
      ) : null}
      {welfare && protocolCase && open === 'withdraw' ? (
        <WithdrawConcussionDialog teamId={teamId} player={player} today={welfare.date} open onOpenChange={(o) => setOpen(o ? 'withdraw' : null)} />
      ) : null}
      {welfare && protocolCase && open === 'clearance' ? (
        <RecordClearanceDialog
          teamId={teamId}
          player={player}
          today={welfare.date}
          occurredOn={protocolCase.occurredOn}
          earliestReturn={protocolCase.earliestReturn}
          open
          onOpenChange={(o) => setOpen(o ? 'clearance' : null)}
        />
      ) : null}
    </section>
  );
}

/** Label and value pairs of a player's details, as a definition list. */
function Facts({ rows, className }: { rows: readonly [string, string][]; className: string }) {
  return (
    <dl className={className}>
      {rows.map(([label, value]) => (
        <div key={label} className="coach:min-w-0">
          <dt className="coach:text-slate-500">{label}</dt>
          <dd className="coach:break-words coach:font-semibold coach:text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function PlayerDetail({ teamId, player, welfare }: { teamId: string; player: DetailedPlayer; welfare: TeamWelfare | undefined }) {
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
      <Facts rows={rows} className="coach:grid coach:grid-cols-2 coach:gap-3 coach:text-sm coach:sm:grid-cols-3" />
      <PlayerWelfareSection teamId={teamId} player={player} welfare={welfare} />
      <PlayerRecord teamId={teamId} playerId={player.playerId} />
      <TrainingDateBrowser playerId={player.playerId} />
      {editing ? <EditPlayerDialog key={player.playerId} player={player} open={editing} onOpenChange={setEditing} /> : null}
    </Card>
  );
}

/**
 * Players: the squad list with each player's welfare, a detail panel (details, welfare and its records, edit, training
 * by date) and the invite dialogs.
 */
export function PlayersTab({ teamId }: { teamId: string }) {
  const players = useDetailedPlayers(teamId);
  const welfare = useTeamWelfare(teamId);
  const welfareOf: ReadonlyMap<string, WelfarePlayer> = welfareByPlayer(welfare.data);
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
      <SquadCheckIns teamId={teamId} welfare={welfareOf} />
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
                    <span className="coach:mt-1 coach:block">
                      <WelfareBadge summary={welfareOf.get(p.playerId)?.summary} />
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </Card>
          <PlayerDetail key={selected.playerId} teamId={teamId} player={selected} welfare={welfare.data} />
        </div>
      ) : null}
    </div>
  );
}
