import { COPY } from '@rugby/contracts/copy';
import { Button, Card, Input, returnPathFrom, serverMessage, toast, useLogin } from '@rugby/kit';
import { showServerFieldErrors, useZodForm } from '@rugby/kit/forms/zod-form.ts';
import { FormField } from '@rugby/kit/ui/form-field.tsx';
import { Eye, EyeOff, LogIn } from 'lucide-react';
import { useState } from 'react';
import { z } from 'zod/mini';
import { Link, useLocation, useNavigate } from '@rugby/kit/router.ts';

/** Both fields are required (the e-mail trimmed); the spec's toast says so, each field says which is missing. */
const loginSchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1, 'Email is required')),
  password: z.string().check(z.minLength(1, 'Password is required')),
});

/** /login: e-mail and password (with show/hide); success goes to the page that sent the user here (`?next=`), else /. */
export function LoginForm() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const login = useLogin();
  const form = useZodForm(loginSchema, { defaultValues: { email: new URLSearchParams(search).get('email') ?? '', password: '' } });
  const { errors } = form.formState;
  const [showPassword, setShowPassword] = useState(false);

  const onSubmit = form.handleSubmit(
    (values) =>
      login.mutate(values, {
        onSuccess: () => void navigate(returnPathFrom(search), { replace: true }),
        onError: (error) => {
          showServerFieldErrors(form, error);
          toast({ title: COPY.login.failedTitle, description: serverMessage(error, COPY.login.failedFallback), variant: 'destructive' });
        },
      }),
    () => toast({ ...COPY.login.missing, variant: 'destructive' }),
  );

  return (
    <Card className="pub:w-full pub:max-w-md pub:p-6 pub:sm:p-8">
      <h1 className="pub:text-2xl pub:font-extrabold pub:text-brand-900">Welcome back</h1>
      <p className="pub:mt-1 pub:text-sm pub:text-slate-600">Sign in to your coach or player account.</p>
      <form noValidate onSubmit={onSubmit} className="pub:mt-6 pub:grid pub:gap-4">
        <FormField id="login-email" label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" placeholder="you@club.com" {...form.register('email')} />
        </FormField>
        {/* The show/hide toggle sits inside the password box: below the label (1.25rem) and the gap (0.375rem). */}
        <div className="pub:relative">
          <FormField id="login-password" label="Password" error={errors.password?.message}>
            <Input type={showPassword ? 'text' : 'password'} autoComplete="current-password" className="pub:pr-11" {...form.register('password')} />
          </FormField>
          <button
            type="button"
            onClick={() => setShowPassword((v) => !v)}
            aria-pressed={showPassword}
            aria-label={showPassword ? 'Hide password' : 'Show password'}
            className="pub:absolute pub:right-1 pub:top-7.5 pub:rounded-md pub:p-2 pub:text-slate-500 pub:hover:text-slate-800 pub:focus-visible:outline-2 pub:focus-visible:outline-brand-600"
          >
            {showPassword ? <EyeOff aria-hidden className="pub:size-4" /> : <Eye aria-hidden className="pub:size-4" />}
          </button>
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
