import type { dashboardSchema } from '@rugby/contracts/routes/team';
import { COACH_ROLE_LABELS, LIMITS, POSITION_LABELS, type CoachRole, type Position } from '@rugby/contracts/domain';
import { Badge, Button, buttonVariants, cn } from '@rugby/kit';
import { Progress } from '@rugby/kit/ui/progress.tsx';
import { CalendarRange, MessageSquare, UserPlus, Users } from 'lucide-react';
import { Link } from '@rugby/kit/router.ts';
import type { z } from 'zod';
import { InviteCoachDialog } from '../../../components/invitations/components/invite-coach-dialog.tsx';
import { InviteLinkShare } from '../../../components/invitations/components/invite-link-share.tsx';
import { InvitePlayerDialog } from '../../../components/invitations/components/invite-player-dialog.tsx';

export type CoachDashboard = z.infer<typeof dashboardSchema>;

/** Team capacity in percent: players / maxPlayers, rounded. */
export const capacityPercent = (team: CoachDashboard['team']) => (team.maxPlayers > 0 ? Math.round((team.playerCount / team.maxPlayers) * 100) : 0);
/** Active members: players plus coaches, at least 1 (the coach reading it). */
export const activeMembers = (d: CoachDashboard) =>
  Math.max(1, d.players.filter((p) => p.status === 'active').length + d.coaches.filter((c) => c.status === 'active').length);

const positionLabel = (p: string | null) => (p ? (POSITION_LABELS[p as Position] ?? p) : 'Position to be assigned');
const roleLabel = (r: string) => COACH_ROLE_LABELS[r as CoachRole] ?? r;
const statusBadge = (status: string) =>
  status === 'pending' ? (
    <Badge variant="accent" className="coach:shrink-0">
      Pending
    </Badge>
  ) : null;

function formatWhen(iso: string) {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : d.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

export function TeamOverviewWidget({ dashboard }: { dashboard: CoachDashboard }) {
  const { team, coach } = dashboard;
  const percent = capacityPercent(team);
  return (
    <div className="coach:grid coach:gap-5 coach:lg:grid-cols-2">
      <div className="coach:grid coach:content-start coach:gap-3">
        <h4 className="coach:text-2xl coach:font-extrabold coach:text-brand-900">{team.name}</h4>
        <p className="coach:font-semibold coach:text-slate-700">
          {team.playerCount} of {team.maxPlayers} players
        </p>
        <Progress value={percent} aria-label="Team capacity" />
        <p className="coach:text-sm coach:text-slate-600">{percent}% capacity</p>
        <div className="coach:flex coach:flex-wrap coach:gap-2">
          <InvitePlayerDialog
            trigger={
              <Button size="sm">
                <UserPlus aria-hidden className="coach:size-4" /> Invite Player
              </Button>
            }
          />
        </div>
      </div>
      <InviteLinkShare teamId={team.id} inviteCode={team.inviteCode} teamName={team.name} coachName={coach.name} />
    </div>
  );
}

export function TeamStatsWidget({ dashboard }: { dashboard: CoachDashboard }) {
  const stats = [
    { label: 'Players', value: dashboard.team.playerCount },
    { label: 'Coaches', value: dashboard.coaches.filter((c) => c.status === 'active').length },
    { label: 'Active members', value: activeMembers(dashboard) },
    { label: 'Capacity', value: `${capacityPercent(dashboard.team)}%` },
  ];
  return (
    <dl className="coach:grid coach:grid-cols-2 coach:gap-3">
      {stats.map((s) => (
        <div key={s.label} className="coach:rounded-xl coach:bg-brand-50 coach:p-3">
          <dt className="coach:text-xs coach:font-semibold coach:uppercase coach:tracking-wide coach:text-brand-800">{s.label}</dt>
          <dd className="coach:text-2xl coach:font-extrabold coach:text-brand-950">{s.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function RecentActivityWidget({ dashboard }: { dashboard: CoachDashboard }) {
  const items = dashboard.recentActivity.slice(0, LIMITS.recentActivityShown);
  if (!items.length) return <p className="coach:text-sm coach:text-slate-600">No activity yet. Invite your first players to get started.</p>;
  return (
    <ul className="coach:grid coach:grid-cols-1 coach:gap-3" aria-label="Recent activity">
      {items.map((a, i) => (
        <li key={`${a.timestamp}-${i}`} className="coach:flex coach:items-start coach:justify-between coach:gap-3 coach:text-sm">
          <div className="coach:min-w-0">
            <p className="coach:text-slate-900">{a.description}</p>
            <p className="coach:text-xs coach:text-slate-500">
              <time dateTime={a.timestamp}>{formatWhen(a.timestamp)}</time>
            </p>
          </div>
          {statusBadge(a.status)}
        </li>
      ))}
    </ul>
  );
}

export function CoachingStaffWidget({ dashboard }: { dashboard: CoachDashboard }) {
  return (
    <div className="coach:grid coach:gap-3">
      {/* Scrolls on its own once the staff is long: focusable, so a keyboard user can scroll it too. */}
      <ul
        tabIndex={0}
        className="coach:grid coach:max-h-48 coach:grid-cols-1 coach:gap-2 coach:overflow-y-auto coach:rounded-lg coach:focus-visible:outline-2 coach:focus-visible:outline-brand-600"
        aria-label="Coaching staff"
      >
        {dashboard.coaches.map((c) => (
          <li key={c.id} className="coach:flex coach:items-center coach:justify-between coach:gap-2 coach:rounded-lg coach:bg-slate-50 coach:px-3 coach:py-2">
            <div className="coach:min-w-0">
              <p className="coach:truncate coach:font-semibold coach:text-slate-900">{c.name}</p>
              <p className="coach:truncate coach:text-xs coach:text-slate-600">
                {roleLabel(c.role)} · {c.email}
              </p>
            </div>
            {statusBadge(c.status)}
          </li>
        ))}
      </ul>
      <InviteCoachDialog
        trigger={
          <Button size="sm" variant="secondary">
            <UserPlus aria-hidden className="coach:size-4" /> Add Coach
          </Button>
        }
      />
    </div>
  );
}

export function QuickActionsWidget() {
  const link = cn(buttonVariants({ variant: 'secondary', size: 'sm' }), 'coach:justify-start');
  return (
    <div className="coach:grid coach:gap-2">
      <InvitePlayerDialog
        trigger={
          <Button size="sm" className="coach:justify-start">
            <UserPlus aria-hidden className="coach:size-4" /> Invite Player
          </Button>
        }
      />
      <InviteCoachDialog
        trigger={
          <Button size="sm" variant="secondary" className="coach:justify-start">
            <Users aria-hidden className="coach:size-4" /> Add Coach
          </Button>
        }
      />
      <Link to="?tab=messages" className={link}>
        <MessageSquare aria-hidden className="coach:size-4" /> Message the Team
      </Link>
      <Link to="/coach/season-settings" className={link}>
        <CalendarRange aria-hidden className="coach:size-4" /> Season Settings
      </Link>
    </div>
  );
}

export function PlayerGridWidget({ dashboard }: { dashboard: CoachDashboard }) {
  if (!dashboard.players.length) return <p className="coach:text-sm coach:text-slate-600">No players yet. Share your invitation link to build your squad.</p>;
  return (
    <ul className="coach:grid coach:gap-2 coach:sm:grid-cols-2 coach:xl:grid-cols-4" aria-label="Current players">
      {dashboard.players.map((p) => (
        <li key={p.id} className="coach:rounded-lg coach:border coach:border-slate-200 coach:p-3">
          <p className="coach:font-semibold coach:text-slate-900">{p.name}</p>
          <p className="coach:text-xs coach:text-slate-600">{positionLabel(p.position)}</p>
        </li>
      ))}
    </ul>
  );
}
