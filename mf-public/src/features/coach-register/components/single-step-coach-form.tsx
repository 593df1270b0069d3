import { COPY } from '@rugby/contracts/copy';
import type { User } from '@rugby/contracts/routes/team';
import { EXPERIENCE_OPTIONS_SINGLE_STEP, SPECIALIZATIONS, TIMINGS } from '@rugby/contracts/domain';
import { ApiError, Button, Input, serverMessage, Textarea, toast } from '@rugby/kit';
import { showServerFieldErrors, useZodForm } from '@rugby/kit/forms/zod-form.ts';
import { ShieldCheck, UserPlus } from 'lucide-react';
import type { FormEvent } from 'react';
import { z } from 'zod/mini';
import { useNavigate } from '@rugby/kit/router.ts';
import { FormField } from '@rugby/kit/ui/form-field.tsx';
import { FormSection, NativeSelect } from '../../../components/form-controls.tsx';
import { useCreateCoach, useCreateCoachTest } from '../api/register-coach.ts';
import { reportCoachCreationError } from '../lib/coach-creation-error.ts';

const trimmed = z.string().check(z.trim());
const required = (message: string) => z.string().check(z.trim(), z.minLength(1, message));

/**
 * Variant B's rules (spec): name, e-mail and team name are required; the provider's submit ('provider') requires the
 * phone too, the test path's 'Create Coach Account' ('test') does not. `intent` is the button that submits.
 */
const singleStepSchema = z
  .object({
    intent: z.enum(['provider', 'test']),
    name: required('Full name is required'),
    email: required('Email address is required'),
    phone: trimmed,
    address: trimmed,
    specialization: z.string(),
    experience: z.string(),
    teamName: required('Team name is required'),
    teamDescription: trimmed,
  })
  .check(z.refine((v) => v.intent !== 'provider' || v.phone !== '', { message: 'Phone number is required', path: ['phone'] }));
type Intent = z.output<typeof singleStepSchema>['intent'];

/**
 * Variant B, the single-step coach and team form. A signed-in user (back from the external provider) submits with
 * 'Create Account with the provider login'. Where the test path is enabled, 'Create Coach Account' creates user, coach
 * and team without a session (POST /api/coaches/create-test) and goes to / after 2 s.
 */
export function SingleStepCoachForm({ user, testPath }: { user: User | null; testPath: boolean }) {
  const navigate = useNavigate();
  const creation = useCreateCoach();
  const testCreation = useCreateCoachTest();
  const form = useZodForm(singleStepSchema, {
    defaultValues: {
      intent: user ? 'provider' : 'test',
      name: [user?.firstName, user?.lastName].filter(Boolean).join(' '),
      email: user?.email ?? '',
      phone: user?.phone ?? '',
      address: '',
      specialization: '',
      experience: '',
      teamName: '',
      teamDescription: '',
    },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(
    ({ intent, ...coach }) => {
      if (intent === 'test') {
        testCreation.mutate(coach, {
          onSuccess: ({ coach: created, team }) => {
            toast({ title: COPY.registration.accountCreated, description: COPY.registration.testCreated(created.name, team.name), variant: 'success' });
            setTimeout(() => void navigate('/'), TIMINGS.testRegistrationRedirectMs);
          },
          onError: (error) => {
            showServerFieldErrors(form, error);
            toast({
              title: COPY.registration.failedTitle,
              description:
                error instanceof ApiError
                  ? COPY.registration.testRequestFailed(error.status, serverMessage(error, error.body))
                  : serverMessage(error, COPY.registration.failedFallback),
              variant: 'destructive',
            });
          },
        });
        return;
      }
      creation.mutate(coach, {
        onSuccess: () => {
          toast({ ...COPY.registration.created, variant: 'success' });
          void navigate('/');
        },
        onError: (error) => {
          showServerFieldErrors(form, error);
          reportCoachCreationError(error, 'Error');
        },
      });
    },
    () => {
      const problem = form.getValues('intent') === 'provider' ? COPY.registration.missingRequired : COPY.registration.missingTestPath;
      toast({ ...problem, variant: 'destructive' });
    },
  );
  const submitAs = (intent: Intent, event?: FormEvent) => {
    form.setValue('intent', intent);
    void submit(event);
  };

  return (
    <form noValidate onSubmit={(event) => submitAs(user ? 'provider' : 'test', event)} className="pub:grid pub:gap-6">
      <FormSection title="Coach Information">
        <FormField id="coach-name" label="Full Name" required error={errors.name?.message}>
          <Input autoComplete="name" {...form.register('name')} />
        </FormField>
        <div className="pub:grid pub:gap-4 pub:sm:grid-cols-2">
          <FormField id="coach-email" label="Email Address" required error={errors.email?.message}>
            <Input type="email" autoComplete="email" {...form.register('email')} />
          </FormField>
          <FormField id="coach-phone" label="Phone Number" required error={errors.phone?.message}>
            <Input type="tel" autoComplete="tel" {...form.register('phone')} />
          </FormField>
        </div>
        <div className="pub:grid pub:gap-4 pub:sm:grid-cols-2">
          <FormField id="coach-specialization" label="Specialization" error={errors.specialization?.message}>
            <NativeSelect placeholder="Select your specialization" options={SPECIALIZATIONS} {...form.register('specialization')} />
          </FormField>
          <FormField id="coach-experience" label="Years of Experience" error={errors.experience?.message}>
            <NativeSelect placeholder="Select your experience" options={EXPERIENCE_OPTIONS_SINGLE_STEP} {...form.register('experience')} />
          </FormField>
        </div>
        <FormField id="coach-address" label="Address" error={errors.address?.message}>
          <Input autoComplete="street-address" {...form.register('address')} />
        </FormField>
      </FormSection>
      <FormSection title="Team Information">
        <FormField id="coach-team-name" label="Team Name" required error={errors.teamName?.message}>
          <Input {...form.register('teamName')} />
        </FormField>
        <FormField id="coach-team-description" label="Team Description" error={errors.teamDescription?.message}>
          <Textarea rows={3} className="pub:min-h-0" {...form.register('teamDescription')} />
        </FormField>
      </FormSection>
      {testPath ? (
        <Button
          type={user ? 'button' : 'submit'}
          size="lg"
          variant={user ? 'secondary' : 'primary'}
          onClick={user ? () => submitAs('test') : undefined}
          disabled={testCreation.isPending}
          className="pub:w-full"
        >
          <UserPlus aria-hidden className="pub:size-4" />
          {testCreation.isPending ? 'Creating Coach Account...' : 'Create Coach Account'}
        </Button>
      ) : null}
      {user ? (
        <Button type="submit" size="lg" disabled={creation.isPending} className="pub:w-full">
          <ShieldCheck aria-hidden className="pub:size-4" />
          {creation.isPending ? 'Creating Account...' : 'Create Account with the provider login'}
        </Button>
      ) : null}
    </form>
  );
}
