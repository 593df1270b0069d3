import { loginPathReturningTo, returnPathFrom, signedOutTo, useCurrentUser, type CurrentUser } from '@rugby/kit';
import { Navigate, useLocation } from '@rugby/kit/router.ts';
import type { ReactNode } from 'react';
import { RemoteRoute } from '../remotes/remote-route.tsx';
import { FallbackScreen, NotFoundPage, ProfileTypeChooser, WrongAudiencePage } from './lazy-screens.ts';

export type Audience = 'anonymous' | 'signed-in' | 'coach' | 'player';

export function isInAudience(user: CurrentUser | null, audience: Audience): boolean {
  switch (audience) {
    case 'anonymous':
      return user === null;
    case 'signed-in':
      return user !== null;
    case 'coach':
      return user?.userType === 'coach';
    case 'player':
      return user?.userType === 'player';
  }
}

/**
 * Renders its children only for the route's audience (the root layout has already resolved the user). Otherwise:
 * `otherwise` when given; signed out, the sign-in page, which comes back here after signing in; signed in as the
 * other kind of account, a page that says so.
 */
export function Gate({ audience, otherwise, children }: { audience: Audience; otherwise?: ReactNode; children: ReactNode }) {
  const { user } = useCurrentUser();
  const { pathname, search, hash } = useLocation();
  if (isInAudience(user, audience)) return <>{children}</>;
  if (otherwise) return <>{otherwise}</>;
  // Signed out here by a Logout: where it goes; else (a deep link, a lost session) sign-in, coming back here after.
  if (!user) return <Navigate to={signedOutTo() ?? loginPathReturningTo(`${pathname}${search}${hash}`)} replace />;
  if (audience === 'coach' || audience === 'player') return <WrongAudiencePage audience={audience} />;
  return <NotFoundPage />;
}

/** /login when already signed in: on to the page the sign-in was to return to (or home). */
export function ToReturnPath() {
  const { search } = useLocation();
  return <Navigate to={returnPathFrom(search)} replace />;
}

/** `/`: landing when signed out, the coach dashboard or player home, else the profile chooser or fallback. */
export function HomeRoute() {
  const { user } = useCurrentUser();
  if (!user) return <RemoteRoute remote="public" id="landing" />;
  if (user.userType === 'coach') return <RemoteRoute remote="coach" id="dashboard" />;
  if (user.userType === 'player') return <RemoteRoute remote="player" id="home" />;
  if (!user.userType) return <ProfileTypeChooser />;
  return <FallbackScreen userType={user.userType} />;
}
