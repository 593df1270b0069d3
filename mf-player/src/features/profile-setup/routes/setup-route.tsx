import { Card, useCurrentUser } from '@rugby/kit';
import { useNavigate } from '@rugby/kit/router.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@rugby/kit/ui/tabs.tsx';
import { CoachProfileForm } from '../components/coach-profile-form.tsx';
import { PlayerProfileForm } from '../components/player-profile-form.tsx';

/** /setup: 'Welcome to the product' with a Player tab and a Coach tab; after saving, home. */
export function SetupRoute() {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const onSaved = () => void navigate('/');
  return (
    <main className="ply:mx-auto ply:w-full ply:max-w-2xl ply:px-4 ply:py-8 ply:pb-24 ply:sm:py-12">
      <Card className="ply:p-5 ply:sm:p-8">
        <h1 className="ply:text-3xl ply:font-extrabold ply:tracking-tight ply:text-brand-900">Welcome to the product</h1>
        <p className="ply:mt-2 ply:text-slate-600">{user?.userType ? 'Update your profile details.' : 'Tell us about yourself to set up your profile.'}</p>
        <Tabs defaultValue={user?.userType === 'coach' ? 'coach' : 'player'} className="ply:mt-6">
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
