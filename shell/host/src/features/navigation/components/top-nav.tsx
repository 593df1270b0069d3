import { PRODUCT_NAME } from '@rugby/contracts/domain';
import { Badge, Button, cn, displayName, focusRingOnDark, useLogout, type CurrentUser } from '@rugby/kit';
import { LogOut, Shield } from 'lucide-react';
import { Link, useLocation } from '@rugby/kit/router.ts';

interface NavAnchor {
  label: string;
  to: string;
  /** Whether the anchor is the current page. */
  current: (pathname: string) => boolean;
}

const onDashboard = (pathname: string) => pathname === '/' || pathname === '/coach/dashboard';
const COACH_LINKS: NavAnchor[] = [
  { label: 'Dashboard', to: '/coach/dashboard', current: onDashboard },
  { label: 'Teams', to: '/coach/teams', current: (pathname) => pathname === '/coach/teams' },
  { label: 'Reports', to: '/coach/reports', current: (pathname) => pathname === '/coach/reports' },
];
const PLAYER_LINKS: NavAnchor[] = [
  { label: 'Calendar', to: '/player/calendar', current: (pathname) => pathname === '/player/calendar' },
  { label: 'Progress', to: '/progress', current: (pathname) => pathname === '/progress' },
  { label: 'Profile', to: '/setup', current: (pathname) => pathname === '/setup' },
];

/** The top bar for signed-in users: product name, COACH badge, role anchors, name or e-mail, logout. */
export function TopNav({ user }: { user: CurrentUser }) {
  const { logout, isPending } = useLogout();
  const isCoach = user.userType === 'coach';
  const links = isCoach ? COACH_LINKS : user.userType === 'player' ? PLAYER_LINKS : [];
  const { pathname } = useLocation();
  return (
    <header className="ui:sticky ui:top-0 ui:z-30 ui:border-b ui:border-brand-900 ui:bg-brand-800 ui:text-white">
      <div className="ui:mx-auto ui:flex ui:max-w-7xl ui:flex-wrap ui:items-center ui:gap-x-4 ui:gap-y-2 ui:px-4 ui:py-2.5">
        <Link to="/" className={cn('ui:flex ui:items-center ui:gap-2 ui:rounded-md ui:font-extrabold ui:tracking-tight', focusRingOnDark)}>
          <Shield aria-hidden className="ui:size-6 ui:fill-accent-400 ui:text-accent-400" />
          <span>{PRODUCT_NAME}</span>
        </Link>
        {isCoach ? <Badge variant="accent">COACH</Badge> : null}
        <nav aria-label="Main" className="ui:order-last ui:flex ui:w-full ui:gap-1 ui:overflow-x-auto ui:md:order-none ui:md:w-auto">
          {links.map((link) => {
            const isCurrent = link.current(pathname);
            return (
              <Link
                key={link.label}
                to={link.to}
                aria-current={isCurrent ? 'page' : undefined}
                className={cn(
                  'ui:rounded-md ui:px-3 ui:py-1.5 ui:text-sm ui:font-semibold',
                  isCurrent ? 'ui:bg-brand-900 ui:text-white' : 'ui:text-brand-100 ui:hover:bg-brand-700 ui:hover:text-white',
                  focusRingOnDark,
                )}
              >
                {link.label}
              </Link>
            );
          })}
        </nav>
        <div className="ui:ml-auto ui:flex ui:min-w-0 ui:items-center ui:gap-2">
          <span className="ui:truncate ui:text-sm ui:text-brand-100" data-testid="nav-user">
            {displayName(user)}
          </span>
          <Button size="sm" variant="onDark" onClick={logout} disabled={isPending}>
            <LogOut aria-hidden className="ui:size-4" /> Logout
          </Button>
        </div>
      </div>
    </header>
  );
}
