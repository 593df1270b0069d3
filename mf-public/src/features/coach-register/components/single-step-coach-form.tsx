import { COPY } from '@rugby/contracts/copy';
import type { User } from '@rugby/contracts/routes/team';
import { EXPERIENCE_OPTIONS_SINGLE_STEP, SPECIALIZATIONS, TIMINGS } from '@rugby/contracts/domain';
import { ApiError, Button, Label, serverMessage, Textarea, toast } from '@rugby/kit';
import { ShieldCheck, UserPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from '@rugby/kit/router.ts';
import { FormField, FormSection, SelectField } from '../../../components/form-field.tsx';
import { useCreateCoach, useCreateCoachTest } from '../api/register-coach.ts';
import { reportCoachCreationError } from '../lib/coach-creation-error.ts';
import { firstProviderFormProblem, firstTestPathProblem } from '../lib/validate-registration.ts';

type FormState = {
  name: string;
  email: string;
  phone: string;
  address: string;
  specialization: string;
  experience: string;
  teamName: string;
  teamDescription: string;
};

/**
 * Variant B, the single-step coach and team form. A signed-in user (back from the external provider) submits with
 * 'Create Account with the provider login'. Where the test path is enabled, 'Create Coach Account' creates user, coach
 * and team without a session (POST /api/coaches/create-test) and goes to / after 2 s.
 */
export function SingleStepCoachForm({ user, testPath }: { user: User | null; testPath: boolean }) {
  const navigate = useNavigate();
  const creation = useCreateCoach();
  const testCreation = useCreateCoachTest();
  const [form, setForm] = useState<FormState>({
    name: [user?.firstName, user?.lastName].filter(Boolean).join(' '),
    email: user?.email ?? '',
    phone: user?.phone ?? '',
    address: '',
    specialization: '',
    experience: '',
    teamName: '',
    teamDescription: '',
  });
  const bind = (field: keyof FormState) => ({
    value: form[field],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [field]: e.target.value })),
  });

  const trimmed = () => Object.fromEntries(Object.entries(form).map(([k, v]) => [k, v.trim()])) as FormState;

  function createTestCoach() {
    const problem = firstTestPathProblem(form);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    testCreation.mutate(trimmed(), {
      onSuccess: ({ coach, team }) => {
        toast({ title: COPY.registration.accountCreated, description: COPY.registration.testCreated(coach.name, team.name), variant: 'success' });
        setTimeout(() => void navigate('/'), TIMINGS.testRegistrationRedirectMs);
      },
      onError: (error) =>
        toast({
          title: COPY.registration.failedTitle,
          description:
            error instanceof ApiError
              ? COPY.registration.testRequestFailed(error.status, serverMessage(error, error.body))
              : serverMessage(error, COPY.registration.failedFallback),
          variant: 'destructive',
        }),
    });
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!user) return createTestCoach();
    const problem = firstProviderFormProblem(form);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    creation.mutate(trimmed(), {
      onSuccess: () => {
        toast({ ...COPY.registration.created, variant: 'success' });
        void navigate('/');
      },
      onError: (error) => reportCoachCreationError(error, 'Error'),
    });
  }

  return (
    <form noValidate onSubmit={onSubmit} className="pub:grid pub:gap-6">
      <FormSection title="Coach Information">
        <FormField id="coach-name" label="Full Name" required autoComplete="name" {...bind('name')} />
        <div className="pub:grid pub:gap-4 pub:sm:grid-cols-2">
          <FormField id="coach-email" label="Email Address" type="email" required autoComplete="email" {...bind('email')} />
          <FormField id="coach-phone" label="Phone Number" type="tel" required autoComplete="tel" {...bind('phone')} />
        </div>
        <div className="pub:grid pub:gap-4 pub:sm:grid-cols-2">
          <SelectField
            id="coach-specialization"
            label="Specialization"
            placeholder="Select your specialization"
            options={SPECIALIZATIONS}
            {...bind('specialization')}
          />
          <SelectField
            id="coach-experience"
            label="Years of Experience"
            placeholder="Select your experience"
            options={EXPERIENCE_OPTIONS_SINGLE_STEP}
            {...bind('experience')}
          />
        </div>
        <FormField id="coach-address" label="Address" autoComplete="street-address" {...bind('address')} />
      </FormSection>
      <FormSection title="Team Information">
        <FormField id="coach-team-name" label="Team Name" required {...bind('teamName')} />
        <div className="pub:grid pub:gap-1.5">
          <Label htmlFor="coach-team-description">Team Description</Label>
          <Textarea id="coach-team-description" rows={3} className="pub:min-h-0" {...bind('teamDescription')} />
        </div>
      </FormSection>
      {testPath ? (
        <Button
          type={user ? 'button' : 'submit'}
          size="lg"
          variant={user ? 'secondary' : 'primary'}
          onClick={user ? createTestCoach : undefined}
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
