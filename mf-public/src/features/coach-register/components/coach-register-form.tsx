import { COPY } from '@rugby/contracts/copy';
import { EXPERIENCE_OPTIONS, LIMITS, SPECIALIZATIONS } from '@rugby/contracts/domain';
import { Button, Input, Textarea, toast } from '@rugby/kit';
import { showServerFieldErrors, useZodForm } from '@rugby/kit/forms/zod-form.ts';
import { UserPlus } from 'lucide-react';
import type { FieldErrors } from 'react-hook-form';
import { z } from 'zod/mini';
import { useNavigate } from '@rugby/kit/router.ts';
import { FormField } from '@rugby/kit/ui/form-field.tsx';
import { FormSection, NativeSelect } from '../../../components/form-controls.tsx';
import { useRegisterCoach } from '../api/register-coach.ts';
import { reportCoachCreationError } from '../lib/coach-creation-error.ts';

const PASSWORD_REQUIRED = 'Password is required';
const trimmed = z.string().check(z.trim());
const required = (message: string) => z.string().check(z.trim(), z.minLength(1, message));

/**
 * Variant A's rules (spec): first name, e-mail and password required; the passwords match; the password has at least
 * 6 characters; the team name is required. The other fields are optional.
 */
const registrationSchema = z
  .object({
    firstName: required('First name is required'),
    lastName: trimmed,
    email: required('Email is required'),
    password: z.string().check(z.minLength(1, PASSWORD_REQUIRED), z.minLength(LIMITS.passwordMin, COPY.registration.passwordTooShort.description)),
    confirmPassword: z.string(),
    phone: trimmed,
    address: trimmed,
    specialization: z.string(),
    experience: z.string(),
    teamName: required(COPY.registration.missingTeamName.description),
    teamDescription: trimmed,
  })
  .check(z.refine((v) => v.password === v.confirmPassword, { message: COPY.registration.passwordMismatch.description, path: ['confirmPassword'] }));
type RegistrationValues = z.input<typeof registrationSchema>;

const EMPTY: RegistrationValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  phone: '',
  address: '',
  specialization: '',
  experience: '',
  teamName: '',
  teamDescription: '',
};

/** The spec's toast for a refused form: the first failing check in the spec's order (every failing field shows its error). */
function registrationProblem(errors: FieldErrors<RegistrationValues>) {
  const r = COPY.registration;
  if (errors.firstName || errors.email || errors.password?.message === PASSWORD_REQUIRED) return r.missingRequired;
  if (errors.confirmPassword) return r.passwordMismatch;
  if (errors.password) return r.passwordTooShort;
  return r.missingTeamName;
}

/** Variant A: e-mail + password sign-up with the coach profile and team (register, then create the coach). */
export function CoachRegisterForm() {
  const navigate = useNavigate();
  const registration = useRegisterCoach();
  const form = useZodForm(registrationSchema, { defaultValues: EMPTY });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(
    (values) =>
      registration.mutate(
        {
          account: {
            email: values.email,
            password: values.password,
            firstName: values.firstName,
            lastName: values.lastName || undefined,
            userType: 'coach',
          },
          coach: {
            name: [values.firstName, values.lastName].filter(Boolean).join(' '),
            email: values.email,
            phone: values.phone,
            address: values.address,
            specialization: values.specialization,
            experience: values.experience,
            teamName: values.teamName,
            teamDescription: values.teamDescription,
          },
        },
        {
          onSuccess: () => {
            toast({ ...COPY.registration.created, variant: 'success' });
            void navigate('/');
          },
          onError: (error) => {
            showServerFieldErrors(form, error);
            reportCoachCreationError(error, COPY.registration.failedTitle);
          },
        },
      ),
    (found) => toast({ ...registrationProblem(found), variant: 'destructive' }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="pub:grid pub:gap-6">
      <FormSection title="Personal Information">
        <div className="pub:grid pub:gap-4 pub:sm:grid-cols-2">
          <FormField id="reg-first-name" label="First Name" required error={errors.firstName?.message}>
            <Input autoComplete="given-name" {...form.register('firstName')} />
          </FormField>
          <FormField id="reg-last-name" label="Last Name" error={errors.lastName?.message}>
            <Input autoComplete="family-name" {...form.register('lastName')} />
          </FormField>
        </div>
        <FormField id="reg-email" label="Email" required error={errors.email?.message}>
          <Input type="email" autoComplete="email" placeholder="you@club.com" {...form.register('email')} />
        </FormField>
        <div className="pub:grid pub:gap-4 pub:sm:grid-cols-2">
          <FormField id="reg-password" label="Password" required hint="At least 6 characters" error={errors.password?.message}>
            <Input type="password" autoComplete="new-password" {...form.register('password', { deps: 'confirmPassword' })} />
          </FormField>
          <FormField id="reg-confirm-password" label="Confirm Password" required error={errors.confirmPassword?.message}>
            <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
          </FormField>
        </div>
        <div className="pub:grid pub:gap-4 pub:sm:grid-cols-2">
          <FormField id="reg-phone" label="Phone" error={errors.phone?.message}>
            <Input type="tel" autoComplete="tel" {...form.register('phone')} />
          </FormField>
          <FormField id="reg-address" label="Address" error={errors.address?.message}>
            <Input autoComplete="street-address" {...form.register('address')} />
          </FormField>
        </div>
      </FormSection>
      <FormSection title="Coaching Experience">
        <div className="pub:grid pub:gap-4 pub:sm:grid-cols-2">
          <FormField id="reg-specialization" label="Specialization" error={errors.specialization?.message}>
            <NativeSelect placeholder="Select your specialization" options={SPECIALIZATIONS} {...form.register('specialization')} />
          </FormField>
          <FormField id="reg-experience" label="Years of Experience" error={errors.experience?.message}>
            <NativeSelect placeholder="Select your experience" options={EXPERIENCE_OPTIONS} {...form.register('experience')} />
          </FormField>
        </div>
      </FormSection>
      <FormSection title="Team Information">
        <FormField id="reg-team-name" label="Team Name" required error={errors.teamName?.message}>
          <Input placeholder="e.g. Harbour City RFC" {...form.register('teamName')} />
        </FormField>
        <FormField id="reg-team-description" label="Team Description" error={errors.teamDescription?.message}>
          <Textarea rows={3} className="pub:min-h-0" {...form.register('teamDescription')} />
        </FormField>
      </FormSection>
      <Button type="submit" size="lg" disabled={registration.isPending} className="pub:w-full">
        <UserPlus aria-hidden className="pub:size-4" />
        {registration.isPending ? 'Creating Coach Account...' : 'Create Coach Account'}
      </Button>
    </form>
  );
}
