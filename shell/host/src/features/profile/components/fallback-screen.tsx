import { Button } from '@rugby/kit';
import { Link } from '@rugby/kit/router.ts';
import { ProfileTypeChooser } from './profile-type-chooser.tsx';

/** For a signed-in user whose account type this app does not support: switch to coach or player, or set up a profile. */
export function FallbackScreen({ userType }: { userType: string }) {
  return (
    <>
      <ProfileTypeChooser
        heading="This account type isn't supported here"
        intro={`Your account is set up as "${userType}". Choose coach or player to continue.`}
      />
      <p className="ui:pb-16 ui:text-center ui:text-sm ui:text-slate-600">
        Prefer to fill in your details first?{' '}
        <Button asChild variant="link" size="inline">
          <Link to="/setup">Go to profile setup</Link>
        </Button>
      </p>
    </>
  );
}
