import { COPY } from '@rugby/contracts/copy';
import { Card, useCurrentUser, type CurrentUser } from '@rugby/kit';
import { useNavigate } from '@rugby/kit/router.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@rugby/kit/ui/tabs.tsx';
import { useState, type ReactNode } from 'react';
import { AccountForm } from '../components/account-form.tsx';
import { CoachProfileForm } from '../components/coach-profile-form.tsx';
import { PasswordForm } from '../components/password-form.tsx';
import { PlayerProfileForm } from '../components/player-profile-form.tsx';

const PAGE = 'ply:mx-auto ply:grid ply:w-full ply:max-w-2xl ply:gap-6 ply:px-4 ply:py-8 ply:pb-24 ply:sm:py-12';
const CARD = 'ply:p-5 ply:sm:p-8';
const H1 = 'ply:text-3xl ply:font-extrabold ply:tracking-tight ply:text-brand-900';
const H2 = 'ply:text-xl ply:font-bold ply:text-brand-900';
const H3 = 'ply:text-base ply:font-semibold ply:text-slate-800';

/** A titled part of the page: a region named by its heading. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="ply:grid ply:gap-4">
      <h2 id={id} className={H2}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * /setup. Without a profile type (or with one the app does not support): the spec's 'Welcome to the product' with a
 * Player tab and a Coach tab. With one: 'Your profile', the user's own profile form only (a player's cannot become a
 * coach's here, nor the reverse: docs/decisions/019) and the Account section (name and e-mail, password).
 */
export function SetupRoute() {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const onSaved = () => void navigate('/');
  // Which page this is is decided when it opens: creating a profile refreshes the user before the form's success
  // runs, and swapping the page then would unmount the form and lose its toast and the way home.
  const [opened] = useState(() => ({ ownProfile: hasProfileType(user), teamName: user?.teamName ?? null }));
  if (opened.ownProfile && user && hasProfileType(user))
    return <OwnProfile user={user} userType={user.userType} teamName={opened.teamName} onSaved={onSaved} />;
  return (
    <main className={PAGE}>
      <Card className={CARD}>
        <h1 className={H1}>Welcome to the product</h1>
        <p className="ply:mt-2 ply:text-slate-600">Tell us about yourself to set up your profile.</p>
        <Tabs defaultValue="player" className="ply:mt-6">
          <TabsList aria-label="Profile type">
            <TabsTrigger value="player">Player</TabsTrigger>
            <TabsTrigger value="coach">Coach</TabsTrigger>
          </TabsList>
          <TabsContent value="player">
            <PlayerProfileForm user={user} onSaved={onSaved} />
          </TabsContent>
          <TabsContent value="coach">
            <CoachProfileForm onSaved={onSaved} />
          </TabsContent>
        </Tabs>
      </Card>
    </main>
  );
}

const hasProfileType = (user: CurrentUser | null): user is CurrentUser & { userType: 'player' | 'coach' } =>
  user?.userType === 'player' || user?.userType === 'coach';

/** 'Your profile': the player's or the coach's own form (a coach with a team: the team), then the account. */
function OwnProfile({ user, userType, teamName, onSaved }: { user: CurrentUser; userType: 'player' | 'coach'; teamName: string | null; onSaved: () => void }) {
  return (
    <main className={PAGE}>
      <Card className={`${CARD} ply:grid ply:gap-6`}>
        <div>
          <h1 className={H1}>{COPY.account.heading}</h1>
          <p className="ply:mt-2 ply:text-slate-600">Update your profile details and your account.</p>
        </div>
        {userType === 'player' ? (
          <Section id="profile-player-heading" title="Player profile">
            <PlayerProfileForm user={user} onSaved={onSaved} />
          </Section>
        ) : (
          <Section id="profile-coach-heading" title="Coach profile">
            {teamName ? (
              <p className="ply:text-slate-700">
                You coach <strong>{teamName}</strong>. Your team, its players and its settings are on your dashboard.
              </p>
            ) : (
              <CoachProfileForm onSaved={onSaved} editing />
            )}
          </Section>
        )}
      </Card>
      <Card className={CARD}>
        <Section id="account-heading" title="Account">
          <h3 className={H3}>Name and email</h3>
          <AccountForm user={user} />
          <h3 className={`${H3} ply:mt-4`}>Password</h3>
          <PasswordForm />
        </Section>
      </Card>
    </main>
  );
}
