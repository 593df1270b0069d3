import { COPY } from '@rugby/contracts/copy';
import { COACH_ROLE_LABELS, POSITION_LABELS, type CoachRole, type Position } from '@rugby/contracts/domain';
import { Badge, Button, Card, displayName, LoadingState, useKnownUser, useLogout } from '@rugby/kit';
import { CircleAlert, Shield, Users } from 'lucide-react';
import { Link, useNavigate } from '@rugby/kit/router.ts';
import { useInvitation, type InvitationView } from '../api/get-invitation.ts';
import { JoinForm } from './join-form.tsx';

const positionLabel = (position: string | null) => (position ? (POSITION_LABELS[position as Position] ?? position) : 'To be assigned');

function nextSteps(invitation: InvitationView): string[] {
  if (invitation.kind === 'coach') {
    return ['Create your account below', 'You join the coaching staff and are signed in right away', 'See the team dashboard, squad and programs'];
  }
  return [
    'Create your account below',
    'You are signed in with your new account right away',
    "Get position-specific daily training from your coach's program",
    'Learn 3 laws of rugby a day and get a daily recovery tip',
  ];
}

/** The invitation creates a new account: someone signed in signs out first (and comes back here) or goes home. */
function SignedInAlready({ inviteCode, name }: { inviteCode: string; name: string }) {
  const { logout, isPending } = useLogout({ goTo: `/join/${encodeURIComponent(inviteCode)}` });
  return (
    <div role="status" className="pub:rounded-xl pub:border pub:border-slate-200 pub:p-4">
      <p className="pub:text-sm pub:text-slate-700">
        You are signed in as <strong>{name}</strong>. This invitation creates a new account: sign out to create it.
      </p>
      <div className="pub:mt-4 pub:flex pub:flex-wrap pub:gap-2">
        <Button onClick={logout} disabled={isPending}>
          Sign out to join
        </Button>
        <Button asChild variant="secondary">
          <Link to="/">Go to my home</Link>
        </Button>
      </div>
    </div>
  );
}

/** /join/:inviteCode: loading, 'Invalid Invitation', or the team with its inviter and the account form. */
export function JoinPage({ inviteCode }: { inviteCode: string }) {
  const navigate = useNavigate();
  const invitation = useInvitation(inviteCode);
  const user = useKnownUser();

  if (invitation.isPending) return <LoadingState label="Loading invitation..." />;
  if (invitation.isError || !invitation.data) {
    return (
      <Card role="alert" className="pub:w-full pub:max-w-md pub:p-6 pub:text-center pub:sm:p-8">
        <CircleAlert aria-hidden className="pub:mx-auto pub:size-10 pub:text-danger-600" />
        <h1 className="pub:mt-3 pub:text-2xl pub:font-extrabold pub:text-slate-900">{COPY.invitations.invalidTitle}</h1>
        <p className="pub:mt-2 pub:text-slate-600">{COPY.invitations.invalidText}</p>
        <Button className="pub:mt-6" onClick={() => void navigate('/')}>
          Return to Home
        </Button>
      </Card>
    );
  }

  const view = invitation.data;
  const inviter = [view.invitedBy.firstName, view.invitedBy.lastName].filter(Boolean).join(' ');
  const isCoach = view.kind === 'coach';
  return (
    <Card className="pub:w-full pub:max-w-2xl pub:p-6 pub:sm:p-8">
      <p className="pub:text-sm pub:font-semibold pub:uppercase pub:tracking-wide pub:text-brand-700">
        {isCoach ? 'You are invited to the coaching staff' : 'You are invited to join'}
      </p>
      <h1 className="pub:mt-1 pub:flex pub:items-center pub:gap-2 pub:text-2xl pub:font-extrabold pub:text-brand-900 pub:sm:text-3xl">
        <Shield aria-hidden className="pub:size-7 pub:shrink-0 pub:text-brand-700" /> {view.team.name}
      </h1>
      <dl className="pub:mt-4 pub:grid pub:gap-3 pub:rounded-xl pub:bg-brand-50 pub:p-4 pub:text-sm pub:sm:grid-cols-2">
        <div>
          <dt className="pub:text-slate-600">Invited by Coach</dt>
          <dd className="pub:font-semibold pub:text-slate-900">{inviter || 'Your coach'}</dd>
        </div>
        <div>
          <dt className="pub:text-slate-600">Players</dt>
          <dd className="pub:flex pub:items-center pub:gap-1.5 pub:font-semibold pub:text-slate-900">
            <Users aria-hidden className="pub:size-4" /> {view.team.playerCount} {view.team.playerCount === 1 ? 'player' : 'players'}
          </dd>
        </div>
        <div>
          <dt className="pub:text-slate-600">Status</dt>
          <dd>
            <Badge variant="brand">Active Team</Badge>
          </dd>
        </div>
        {isCoach && view.role ? (
          <div>
            <dt className="pub:text-slate-600">Role</dt>
            <dd className="pub:font-semibold pub:text-slate-900">{COACH_ROLE_LABELS[view.role as CoachRole] ?? view.role}</dd>
          </div>
        ) : null}
        {!isCoach && view.playerName ? (
          <div>
            <dt className="pub:text-slate-600">Position</dt>
            <dd className="pub:font-semibold pub:text-slate-900">{positionLabel(view.position)}</dd>
          </div>
        ) : null}
      </dl>
      <section aria-labelledby="join-next" className="pub:mt-6">
        <h2 id="join-next" className="pub:text-base pub:font-bold pub:text-slate-900">
          What happens next
        </h2>
        <ol className="pub:mt-2 pub:grid pub:list-decimal pub:gap-1 pub:pl-5 pub:text-sm pub:text-slate-700">
          {nextSteps(view).map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="join-account" className="pub:mt-6">
        <h2 id="join-account" className="pub:mb-4 pub:text-base pub:font-bold pub:text-slate-900">
          Create your account
        </h2>
        {user ? <SignedInAlready inviteCode={inviteCode} name={displayName(user)} /> : <JoinForm inviteCode={inviteCode} invitation={view} />}
      </section>
    </Card>
  );
}
