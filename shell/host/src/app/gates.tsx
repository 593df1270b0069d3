import { useCurrentUser, type CurrentUser } from '@rugby/kit';
import type { ReactNode } from 'react';
import { RemoteRoute } from '../remotes/remote-route.tsx';
import { FallbackScreen, NotFoundPage, ProfileTypeChooser } from './lazy-screens.ts';

export type Audience = 'anonymous' | 'signed-in' | 'coach' | 'player';

export function isInAudience(user: CurrentUser | null, audience: Audience): boolean {
  switch (audience) {
    case 'anonymous': return user === null;
    case 'signed-in': return user !== null;
    case 'coach': return user?.userType === 'coach';
    case 'player': return user?.userType === 'player';
  }
}

/** Renders its children only for the route's audience (the root layout has already resolved the user). */
export function Gate({ audience, otherwise = <NotFoundPage />, children }: { audience: Audience; otherwise?: ReactNode; children: ReactNode }) {
  const { user } = useCurrentUser();
  return <>{isInAudience(user, audience) ? children : otherwise}</>;
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
