import { COPY } from '@rugby/contracts/copy';
import { Button, Card, LoadingState, routePath, useCurrentUser } from '@rugby/kit';
import { KeyRound } from 'lucide-react';
import { Link, useSearchParams } from '@rugby/kit/router.ts';
import { useAuthProviders } from '../api/get-auth-providers.ts';
import { goToServerPage } from '../lib/go-to-server-page.ts';
import { CoachRegisterForm } from './coach-register-form.tsx';
import { SingleStepCoachForm } from './single-step-coach-form.tsx';

const linkClass = 'pub:font-semibold pub:text-brand-700 pub:underline-offset-4 pub:hover:underline';

/**
 * /coach/register serves both readings of the spec: signed out, the e-mail + password sign-up (variant A) and,
 * when an external provider is configured, 'Log in with the provider'; signed in without a profile (back from
 * the provider), the single-step coach and team form (variant B). Where the test path is enabled (test endpoints,
 * never in production), `?variant=b` shows variant B to signed-out visitors too, with its 'Create Coach Account'.
 */
export function CoachRegisterPage() {
  const { user, isLoading } = useCurrentUser();
  const providers = useAuthProviders();
  const [searchParams] = useSearchParams();
  const testPath = providers.data?.testPath ?? false;
  const singleStep = user !== null || (testPath && searchParams.get('variant') === 'b');

  if (isLoading) return <LoadingState label={COPY.loading} />;

  if (user?.userType) {
    return (
      <Card className="pub:w-full pub:max-w-xl pub:p-6 pub:sm:p-8">
        <h1 className="pub:text-2xl pub:font-extrabold pub:text-brand-900">You already have an account</h1>
        <p className="pub:mt-2 pub:text-slate-600">
          You are signed in as {user.email} ({user.userType}).{' '}
          {user.userType === 'coach' ? 'Your team is on your dashboard.' : "Player accounts join teams through their coach's invitation."}
        </p>
        <Button asChild className="pub:mt-5">
          <Link to="/">Go to my dashboard</Link>
        </Button>
      </Card>
    );
  }

  return (
    <Card className="pub:w-full pub:max-w-2xl pub:p-6 pub:sm:p-8">
      <h1 className="pub:text-2xl pub:font-extrabold pub:text-brand-900">Create Your Coach Account</h1>
      <p className="pub:mt-1 pub:text-sm pub:text-slate-600">Set up your coach profile and your team in one step. Free 14-day trial, no credit card.</p>
      <div className="pub:mt-6">{singleStep ? <SingleStepCoachForm user={user} testPath={testPath} /> : <CoachRegisterForm />}</div>
      {!user && providers.data?.oidc ? (
        <div className="pub:mt-6 pub:grid pub:gap-3">
          <p className="pub:flex pub:items-center pub:gap-3 pub:text-xs pub:font-semibold pub:uppercase pub:tracking-wide pub:text-slate-500">
            <span className="pub:h-px pub:flex-1 pub:bg-slate-200" />
            or
            <span className="pub:h-px pub:flex-1 pub:bg-slate-200" />
          </p>
          <Button variant="secondary" size="lg" onClick={() => goToServerPage(routePath('oidcLogin'))} className="pub:w-full">
            <KeyRound aria-hidden className="pub:size-4" /> Log in with the provider
          </Button>
        </div>
      ) : null}
      {!user ? (
        <p className="pub:mt-6 pub:text-center pub:text-sm pub:text-slate-600">
          Already have an account?{' '}
          <Link to="/login" className={linkClass}>
            Sign In
          </Link>
        </p>
      ) : null}
      {!user && testPath ? (
        <p className="pub:mt-2 pub:text-center pub:text-xs pub:text-slate-500">
          Test path enabled:{' '}
          {singleStep ? (
            <Link to="/coach/register" className={linkClass}>
              use the e-mail and password form
            </Link>
          ) : (
            <Link to="/coach/register?variant=b" className={linkClass}>
              use the single-step form
            </Link>
          )}
        </p>
      ) : null}
    </Card>
  );
}
