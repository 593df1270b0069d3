import { Badge, Card, LoadingState } from '@rugby/kit';
import { HeartPulse } from 'lucide-react';
import type { WelfarePlayer } from '../../../components/welfare/get-team-welfare.ts';
import { WelfareBadge } from '../../../components/welfare/welfare-badge.tsx';
import { useTeamReadiness, type TeamReadiness } from '../api/get-team-readiness.ts';

type Player = TeamReadiness['players'][number];
const needsAttention = (p: Player) => p.readiness !== null && p.readiness.adaptation.level !== 'as-planned';
/** Who needs attention first (injured, low, reduced), then who has not checked in, then the rest; by name within. */
const rank = (p: Player) => (p.readiness?.adaptation.level === 'injured' ? 0 : needsAttention(p) ? 1 : p.readiness === null ? 2 : 3);

/**
 * Today's check-ins of the squad (issue 16): who checked in and how ready they are (with how their session adapts),
 * who has not, and each reported session's load; a player stood down under the concussion protocol, or whose training
 * is modified, shows it (issue 32), stood-down players first.
 */
export function SquadCheckIns({ teamId, welfare = new Map() }: { teamId: string; welfare?: ReadonlyMap<string, WelfarePlayer> }) {
  const day = useTeamReadiness(teamId);
  if (day.isPending) return <LoadingState label="Loading today's check-ins..." shape="list" className="coach:min-h-24" />;
  if (day.isError) return <p className="coach:text-sm coach:text-slate-600">Today's check-ins are not available right now.</p>;
  const standing = (p: Player) => (welfare.get(p.playerId)?.summary.status === 'stood-down' ? -1 : rank(p));
  const players = [...day.data.players].sort((a, b) => standing(a) - standing(b) || a.name.localeCompare(b.name));
  const checkedIn = players.filter((p) => p.readiness !== null).length;
  return (
    <Card role="region" aria-labelledby="squad-check-ins" className="coach:grid coach:gap-3 coach:p-5">
      <div className="coach:flex coach:flex-wrap coach:items-baseline coach:justify-between coach:gap-2">
        <h3 id="squad-check-ins" className="coach:flex coach:items-center coach:gap-2 coach:text-lg coach:font-bold coach:text-slate-900">
          <HeartPulse aria-hidden className="coach:size-5 coach:text-brand-700" /> Today's check-ins
        </h3>
        <p className="coach:text-sm coach:text-slate-600">
          {checkedIn} of {players.length} checked in · {day.data.date}
        </p>
      </div>
      {players.length === 0 ? <p className="coach:text-sm coach:text-slate-600">No players in the squad yet.</p> : null}
      <ul aria-label="Check-ins" className="coach:grid coach:gap-2">
        {players.map((p) => (
          <li
            key={p.playerId}
            className="coach:flex coach:flex-wrap coach:items-center coach:justify-between coach:gap-x-3 coach:gap-y-1 coach:rounded-lg coach:border coach:border-slate-200 coach:px-3 coach:py-2"
          >
            <span className="coach:flex coach:flex-wrap coach:items-center coach:gap-2">
              <span className="coach:font-semibold coach:text-slate-900">{p.name}</span>
              <WelfareBadge summary={welfare.get(p.playerId)?.summary} quiet />
            </span>
            <span className="coach:flex coach:flex-wrap coach:items-center coach:gap-2 coach:text-sm coach:text-slate-700">
              {p.readiness ? (
                <>
                  <Badge variant={needsAttention(p) ? 'accent' : 'muted'}>{p.readiness.score}/5</Badge>
                  <span>{p.readiness.adaptation.reason}</span>
                </>
              ) : (
                <Badge variant="outline">Not checked in</Badge>
              )}
              {p.session ? (
                <span>
                  · load {p.session.load} (RPE {p.session.rpe} × {p.session.durationMinutes} min)
                </span>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
