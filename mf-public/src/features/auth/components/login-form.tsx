import { COPY } from '@rugby/contracts/copy';
import { Button, Card, Input, Label, returnPathFrom, serverMessage, toast, useLogin } from '@rugby/kit';
import { Eye, EyeOff, LogIn } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from '@rugby/kit/router.ts';

/** /login: e-mail and password (with show/hide); success goes to the page that sent the user here (`?next=`), else /. */
export function LoginForm() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const login = useLogin();
  const [email, setEmail] = useState(() => new URLSearchParams(search).get('email') ?? '');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim() || !password) {
      toast({ ...COPY.login.missing, variant: 'destructive' });
      return;
    }
    login.mutate(
      { email: email.trim(), password },
      {
        onSuccess: () => void navigate(returnPathFrom(search), { replace: true }),
        onError: (error) => toast({ title: COPY.login.failedTitle, description: serverMessage(error, COPY.login.failedFallback), variant: 'destructive' }),
      },
    );
  }

  return (
    <Card className="pub:w-full pub:max-w-md pub:p-6 pub:sm:p-8">
      <h1 className="pub:text-2xl pub:font-extrabold pub:text-brand-900">Welcome back</h1>
      <p className="pub:mt-1 pub:text-sm pub:text-slate-600">Sign in to your coach or player account.</p>
      <form noValidate onSubmit={onSubmit} className="pub:mt-6 pub:grid pub:gap-4">
        <div className="pub:grid pub:gap-1.5">
          <Label htmlFor="login-email">Email</Label>
          <Input id="login-email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} placeholder="you@club.com" />
        </div>
        <div className="pub:grid pub:gap-1.5">
          <Label htmlFor="login-password">Password</Label>
          <div className="pub:relative">
            <Input
              id="login-password"
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              className="pub:pr-11"
            />
            <button
              type="button"
              onClick={() => setShowPassword((v) => !v)}
              aria-pressed={showPassword}
              aria-label={showPassword ? 'Hide password' : 'Show password'}
              className="pub:absolute pub:right-1 pub:top-1 pub:rounded-md pub:p-2 pub:text-slate-500 pub:hover:text-slate-800 pub:focus-visible:outline-2 pub:focus-visible:outline-brand-600"
            >
              {showPassword ? <EyeOff aria-hidden className="pub:size-4" /> : <Eye aria-hidden className="pub:size-4" />}
            </button>
          </div>
        </div>
        <Button type="submit" size="lg" disabled={login.isPending} className="pub:mt-2 pub:w-full">
          <LogIn aria-hidden className="pub:size-4" />
          {login.isPending ? 'Signing In...' : 'Sign In'}
        </Button>
      </form>
      <p className="pub:mt-6 pub:text-center pub:text-sm pub:text-slate-600">
        New coach?{' '}
        <Link to="/coach/register" className="pub:font-semibold pub:text-brand-700 pub:underline-offset-4 pub:hover:underline">
          Create Account
        </Link>
      </p>
      <p className="pub:mt-4 pub:rounded-lg pub:bg-brand-50 pub:p-3 pub:text-center pub:text-xs pub:text-brand-900">
        Players join through team invitations from their coach. Ask your coach for your invite link.
      </p>
    </Card>
  );
}
