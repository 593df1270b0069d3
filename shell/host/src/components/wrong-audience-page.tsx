import { Button, Card, displayName, loginPathReturningTo, useCurrentUser, useLogout } from '@rugby/kit';
import { LogOut, ShieldAlert } from 'lucide-react';
import { Link, useLocation } from '@rugby/kit/router.ts';

const FOR_WHOM = { coach: 'coaches', player: 'players' } as const;

/** A page for the other kind of account: says so, and offers the user's own home or signing in with another account. */
export function WrongAudiencePage({ audience }: { audience: keyof typeof FOR_WHOM }) {
  const { user } = useCurrentUser();
  const { pathname, search, hash } = useLocation();
  const { logout, isPending } = useLogout({ goTo: loginPathReturningTo(`${pathname}${search}${hash}`) });
  return (
    <main className="ui:flex ui:flex-1 ui:items-center ui:justify-center ui:p-4 ui:py-16">
      <Card className="ui:w-full ui:max-w-md ui:p-6">
        <div className="ui:flex ui:items-center ui:gap-2">
          <ShieldAlert aria-hidden className="ui:size-7 ui:text-accent-600" />
          <h1 className="ui:text-2xl ui:font-bold ui:text-slate-900">This page is for {FOR_WHOM[audience]}</h1>
        </div>
        <p className="ui:mt-4 ui:text-sm ui:text-slate-600">
          You are signed in as {user ? displayName(user) : 'another user'}
          {user?.userType ? ` (${user.userType})` : ''}.
        </p>
        <div className="ui:mt-6 ui:flex ui:flex-wrap ui:gap-2">
          <Button asChild>
            <Link to="/">Go to my home</Link>
          </Button>
          <Button variant="secondary" onClick={logout} disabled={isPending}>
            <LogOut aria-hidden className="ui:size-4" /> Sign in with another account
          </Button>
        </div>
      </Card>
    </main>
  );
}
