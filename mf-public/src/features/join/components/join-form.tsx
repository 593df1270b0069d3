import { COPY } from '@rugby/contracts/copy';
import { POSITIONS, POSITION_LABELS } from '@rugby/contracts/domain';
import { Button, serverMessage, toast, useLogin } from '@rugby/kit';
import { UserPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from '@rugby/kit/router.ts';
import { FormField, SelectField } from '../../../components/form-field.tsx';
import type { InvitationView } from '../api/get-invitation.ts';
import { useJoinTeam } from '../api/join-team.ts';
import { firstJoinProblem, optionalWholeNumber } from '../lib/validate-join.ts';

const POSITION_OPTIONS = POSITIONS.map((value) => ({ value, label: POSITION_LABELS[value] }));
const EMPTY = { firstName: '', lastName: '', email: '', phone: '', position: '', weight: '', height: '', password: '', confirmPassword: '' };
type FormState = typeof EMPTY;

/** The account form of the join page; a coach invitation leaves out position, weight and height. */
export function JoinForm({ inviteCode, invitation }: { inviteCode: string; invitation: InvitationView }) {
  const navigate = useNavigate();
  const join = useJoinTeam(inviteCode);
  const login = useLogin();
  const isCoach = invitation.kind === 'coach';
  const [form, setForm] = useState<FormState>({ ...EMPTY, position: invitation.position ?? '' });
  const bind = (field: keyof FormState) => ({
    value: form[field],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [field]: e.target.value })),
  });
  const [firstPlaceholder, ...rest] = (invitation.playerName ?? '').trim().split(/\s+/);
  const lastPlaceholder = rest.join(' ');

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = firstJoinProblem(form);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    join.mutate(
      {
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim(),
        email: form.email.trim(),
        phone: form.phone.trim() || undefined,
        password: form.password,
        ...(isCoach ? {} : { position: form.position || undefined, weight: optionalWholeNumber(form.weight), height: optionalWholeNumber(form.height) }),
      },
      {
        // The new account is signed in at once and goes home; should that fail, to /login with its e-mail filled in.
        onSuccess: () =>
          login.mutate(
            { email: form.email.trim(), password: form.password },
            {
              onSuccess: () => {
                toast({ ...COPY.invitations.joinedSignedIn, variant: 'success' });
                void navigate('/', { replace: true });
              },
              onError: () => {
                toast({ ...COPY.invitations.joined, variant: 'success' });
                void navigate(`/login?${new URLSearchParams({ email: form.email.trim() })}`);
              },
            },
          ),
        onError: (error) =>
          toast({ title: COPY.invitations.joinFailedTitle, description: serverMessage(error, COPY.invitations.joinFailedFallback), variant: 'destructive' }),
      },
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="pub:grid pub:gap-4" aria-label="Create your account">
      <div className="pub:grid pub:gap-4 pub:sm:grid-cols-2">
        <FormField
          id="join-first-name"
          label="First Name"
          required
          autoComplete="given-name"
          placeholder={firstPlaceholder || 'First name'}
          {...bind('firstName')}
        />
        <FormField
          id="join-last-name"
          label="Last Name"
          required
          autoComplete="family-name"
          placeholder={lastPlaceholder || 'Last name'}
          {...bind('lastName')}
        />
      </div>
      <FormField
        id="join-email"
        label="Email"
        type="email"
        required
        autoComplete="email"
        placeholder={invitation.playerEmail ?? 'you@example.com'}
        {...bind('email')}
      />
      <FormField id="join-phone" label="Phone" type="tel" autoComplete="tel" placeholder={invitation.playerPhone ?? 'Mobile number'} {...bind('phone')} />
      {isCoach ? null : (
        <>
          <SelectField id="join-position" label="Position" placeholder="Select your position" options={POSITION_OPTIONS} {...bind('position')} />
          <div className="pub:grid pub:grid-cols-2 pub:gap-4">
            <FormField id="join-weight" label="Weight (kg)" type="number" inputMode="numeric" min={30} max={250} step={1} {...bind('weight')} />
            <FormField id="join-height" label="Height (cm)" type="number" inputMode="numeric" min={120} max={250} step={1} {...bind('height')} />
          </div>
        </>
      )}
      <div className="pub:grid pub:gap-4 pub:sm:grid-cols-2">
        <FormField
          id="join-password"
          label="Password"
          type="password"
          required
          autoComplete="new-password"
          hint="At least 6 characters"
          {...bind('password')}
        />
        <FormField id="join-confirm-password" label="Confirm Password" type="password" required autoComplete="new-password" {...bind('confirmPassword')} />
      </div>
      <Button type="submit" size="lg" disabled={join.isPending || login.isPending} className="pub:mt-2 pub:w-full">
        <UserPlus aria-hidden className="pub:size-4" />
        {join.isPending || login.isPending ? 'Joining Team...' : `Join ${invitation.team.name}`}
      </Button>
    </form>
  );
}
