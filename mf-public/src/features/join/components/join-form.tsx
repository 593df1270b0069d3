import { COPY } from '@rugby/contracts/copy';
import { LIMITS, POSITIONS, POSITION_LABELS } from '@rugby/contracts/domain';
import { Button, Input, serverMessage, toast, useLogin } from '@rugby/kit';
import { showServerFieldErrors, useZodForm } from '@rugby/kit/forms/zod-form.ts';
import { UserPlus } from 'lucide-react';
import type { FieldErrors } from 'react-hook-form';
import { z } from 'zod/mini';
import { useNavigate } from '@rugby/kit/router.ts';
import { FormField } from '@rugby/kit/ui/form-field.tsx';
import { NativeSelect } from '../../../components/form-controls.tsx';
import type { InvitationView } from '../api/get-invitation.ts';
import { useJoinTeam } from '../api/join-team.ts';
import { optionalWholeNumber } from '../lib/validate-join.ts';

const POSITION_OPTIONS = POSITIONS.map((value) => ({ value, label: POSITION_LABELS[value] }));

const PASSWORD_REQUIRED = 'Password is required';
const trimmed = z.string().check(z.trim());
const required = (message: string) => z.string().check(z.trim(), z.minLength(1, message));

/**
 * The join form's rules (spec): first and last name, e-mail and password required; the passwords match; the password
 * has at least 6 characters. Phone, position, weight and height are optional (weight and height sent as whole numbers).
 */
const joinSchema = z
  .object({
    firstName: required('First name is required'),
    lastName: required('Last name is required'),
    email: required('Email is required'),
    phone: trimmed,
    position: z.string(),
    weight: z.string(),
    height: z.string(),
    password: z.string().check(z.minLength(1, PASSWORD_REQUIRED), z.minLength(LIMITS.passwordMin, COPY.invitations.joinPasswordTooShort.description)),
    confirmPassword: z.string(),
  })
  .check(z.refine((v) => v.password === v.confirmPassword, { message: COPY.registration.passwordMismatch.description, path: ['confirmPassword'] }));
type JoinValues = z.input<typeof joinSchema>;

/** The spec's toast for a refused form: its checks in order (required fields, matching passwords, password length). */
function joinProblem(errors: FieldErrors<JoinValues>) {
  if (errors.firstName || errors.lastName || errors.email || errors.password?.message === PASSWORD_REQUIRED) return COPY.registration.missingRequired;
  if (errors.confirmPassword) return COPY.registration.passwordMismatch;
  return COPY.invitations.joinPasswordTooShort;
}

/** The account form of the join page; a coach invitation leaves out position, weight and height. */
export function JoinForm({ inviteCode, invitation }: { inviteCode: string; invitation: InvitationView }) {
  const navigate = useNavigate();
  const join = useJoinTeam(inviteCode);
  const login = useLogin();
  const isCoach = invitation.kind === 'coach';
  const form = useZodForm(joinSchema, {
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      position: invitation.position ?? '',
      weight: '',
      height: '',
      password: '',
      confirmPassword: '',
    },
  });
  const { errors } = form.formState;
  const [firstPlaceholder, ...rest] = (invitation.playerName ?? '').trim().split(/\s+/);
  const lastPlaceholder = rest.join(' ');

  const onSubmit = form.handleSubmit(
    (values) =>
      join.mutate(
        {
          firstName: values.firstName,
          lastName: values.lastName,
          email: values.email,
          phone: values.phone || undefined,
          password: values.password,
          ...(isCoach
            ? {}
            : { position: values.position || undefined, weight: optionalWholeNumber(values.weight), height: optionalWholeNumber(values.height) }),
        },
        {
          // The new account is signed in at once and goes home; should that fail, to /login with its e-mail filled in.
          onSuccess: () =>
            login.mutate(
              { email: values.email, password: values.password },
              {
                onSuccess: () => {
                  toast({ ...COPY.invitations.joinedSignedIn, variant: 'success' });
                  void navigate('/', { replace: true });
                },
                onError: () => {
                  toast({ ...COPY.invitations.joined, variant: 'success' });
                  void navigate(`/login?${new URLSearchParams({ email: values.email })}`);
                },
              },
            ),
          onError: (error) => {
            showServerFieldErrors(form, error);
            toast({ title: COPY.invitations.joinFailedTitle, description: serverMessage(error, COPY.invitations.joinFailedFallback), variant: 'destructive' });
          },
        },
      ),
    (found) => toast({ ...joinProblem(found), variant: 'destructive' }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="pub:grid pub:gap-4" aria-label="Create your account">
      <div className="pub:grid pub:gap-4 pub:sm:grid-cols-2">
        <FormField id="join-first-name" label="First Name" required error={errors.firstName?.message}>
          <Input autoComplete="given-name" placeholder={firstPlaceholder || 'First name'} {...form.register('firstName')} />
        </FormField>
        <FormField id="join-last-name" label="Last Name" required error={errors.lastName?.message}>
          <Input autoComplete="family-name" placeholder={lastPlaceholder || 'Last name'} {...form.register('lastName')} />
        </FormField>
      </div>
      <FormField id="join-email" label="Email" required error={errors.email?.message}>
        <Input type="email" autoComplete="email" placeholder={invitation.playerEmail ?? 'you@example.com'} {...form.register('email')} />
      </FormField>
      <FormField id="join-phone" label="Phone" error={errors.phone?.message}>
        <Input type="tel" autoComplete="tel" placeholder={invitation.playerPhone ?? 'Mobile number'} {...form.register('phone')} />
      </FormField>
      {isCoach ? null : (
        <>
          <FormField id="join-position" label="Position" error={errors.position?.message}>
            <NativeSelect placeholder="Select your position" options={POSITION_OPTIONS} {...form.register('position')} />
          </FormField>
          <div className="pub:grid pub:grid-cols-2 pub:gap-4">
            <FormField id="join-weight" label="Weight (kg)" error={errors.weight?.message}>
              <Input type="number" inputMode="numeric" min={30} max={250} step={1} {...form.register('weight')} />
            </FormField>
            <FormField id="join-height" label="Height (cm)" error={errors.height?.message}>
              <Input type="number" inputMode="numeric" min={120} max={250} step={1} {...form.register('height')} />
            </FormField>
          </div>
        </>
      )}
      <div className="pub:grid pub:gap-4 pub:sm:grid-cols-2">
        <FormField id="join-password" label="Password" required hint="At least 6 characters" error={errors.password?.message}>
          <Input type="password" autoComplete="new-password" {...form.register('password', { deps: 'confirmPassword' })} />
        </FormField>
        <FormField id="join-confirm-password" label="Confirm Password" required error={errors.confirmPassword?.message}>
          <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
        </FormField>
      </div>
      <Button type="submit" size="lg" disabled={join.isPending || login.isPending} className="pub:mt-2 pub:w-full">
        <UserPlus aria-hidden className="pub:size-4" />
        {join.isPending || login.isPending ? 'Joining Team...' : `Join ${invitation.team.name}`}
      </Button>
    </form>
  );
}
