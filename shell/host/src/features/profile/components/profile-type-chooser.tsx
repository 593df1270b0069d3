import { COPY } from '@rugby/contracts/copy';
import { PRODUCT_NAME } from '@rugby/contracts/domain';
import { Card, cn, focusRing, serverMessage, toast } from '@rugby/kit';
import { ClipboardList, Dumbbell } from 'lucide-react';
import type { ReactNode } from 'react';
import { useCreateProfile, type ProfileType } from '../api/create-profile.ts';

const CHOICES: { type: ProfileType; title: string; text: string; icon: ReactNode }[] = [
  {
    type: 'coach',
    title: "I'm a coach",
    text: 'Create your team, invite players and push training programs to the squad.',
    icon: <ClipboardList aria-hidden className="ui:size-8" />,
  },
  {
    type: 'player',
    title: "I'm a player",
    text: 'Get position-specific daily training, rugby laws and recovery tips.',
    icon: <Dumbbell aria-hidden className="ui:size-8" />,
  },
];

/** For a signed-in user without a (supported) userType: choose coach or player. */
export function ProfileTypeChooser({ heading = `Welcome to ${PRODUCT_NAME}`, intro = 'How will you use the app?' }: { heading?: string; intro?: string }) {
  const createProfile = useCreateProfile();
  const choose = (type: ProfileType) =>
    createProfile.mutate(type, {
      onSuccess: () => toast({ title: COPY.profile.created, variant: 'success' }),
      onError: (error) => toast({ title: 'Error', description: serverMessage(error, COPY.profile.failedFallback), variant: 'destructive' }),
    });
  return (
    <main className="ui:mx-auto ui:w-full ui:max-w-3xl ui:px-4 ui:py-10 ui:sm:py-16">
      <h1 className="ui:text-center ui:text-3xl ui:font-extrabold ui:text-brand-900">{heading}</h1>
      <p className="ui:mt-2 ui:text-center ui:text-slate-600">{intro}</p>
      <div className="ui:mt-8 ui:grid ui:gap-4 ui:sm:grid-cols-2">
        {CHOICES.map((choice) => (
          <Card key={choice.type} className="ui:p-0">
            <button
              type="button"
              disabled={createProfile.isPending}
              onClick={() => choose(choice.type)}
              className={cn(
                'ui:flex ui:h-full ui:w-full ui:cursor-pointer ui:flex-col ui:items-start ui:gap-3 ui:rounded-2xl ui:p-6 ui:text-left ui:hover:bg-brand-50 ui:disabled:opacity-60',
                focusRing,
              )}
            >
              <span className="ui:rounded-xl ui:bg-brand-100 ui:p-3 ui:text-brand-800">{choice.icon}</span>
              <span className="ui:text-xl ui:font-bold ui:text-slate-900">{choice.title}</span>
              <span className="ui:text-sm ui:text-slate-600">{choice.text}</span>
            </button>
          </Card>
        ))}
      </div>
    </main>
  );
}
