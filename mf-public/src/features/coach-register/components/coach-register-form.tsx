import { COPY } from '@rugby/contracts/copy';
import { EXPERIENCE_OPTIONS, SPECIALIZATIONS } from '@rugby/contracts/domain';
import { Button, Label, Textarea, toast } from '@rugby/kit';
import { UserPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from '@rugby/kit/router.ts';
import { FormField, FormSection, SelectField } from '../../../components/form-field.tsx';
import { useRegisterCoach } from '../api/register-coach.ts';
import { reportCoachCreationError } from '../lib/coach-creation-error.ts';
import { firstRegistrationProblem } from '../lib/validate-registration.ts';

const EMPTY = {
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
type FormState = typeof EMPTY;

/** Variant A: e-mail + password sign-up with the coach profile and team (register, then create the coach). */
export function CoachRegisterForm() {
  const navigate = useNavigate();
  const registration = useRegisterCoach();
  const [form, setForm] = useState<FormState>(EMPTY);
  const bind = (field: keyof FormState) => ({
    value: form[field],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [field]: e.target.value })),
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = firstRegistrationProblem(form);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    const name = [form.firstName.trim(), form.lastName.trim()].filter(Boolean).join(' ');
    registration.mutate(
      {
        account: {
          email: form.email.trim(),
          password: form.password,
          firstName: form.firstName.trim(),
          lastName: form.lastName.trim() || undefined,
          userType: 'coach',
        },
        coach: {
          name,
          email: form.email.trim(),
          phone: form.phone.trim(),
          address: form.address.trim(),
          specialization: form.specialization,
          experience: form.experience,
          teamName: form.teamName.trim(),
          teamDescription: form.teamDescription.trim(),
        },
      },
      {
        onSuccess: () => {
          toast({ ...COPY.registration.created, variant: 'success' });
          void navigate('/');
        },
        onError: (error) => reportCoachCreationError(error, COPY.registration.failedTitle),
      },
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="pub:grid pub:gap-6">
      <FormSection title="Personal Information">
        <div className="pub:grid pub:gap-4 pub:sm:grid-cols-2">
          <FormField id="reg-first-name" label="First Name" required autoComplete="given-name" {...bind('firstName')} />
          <FormField id="reg-last-name" label="Last Name" autoComplete="family-name" {...bind('lastName')} />
        </div>
        <FormField id="reg-email" label="Email" type="email" required autoComplete="email" placeholder="you@club.com" {...bind('email')} />
        <div className="pub:grid pub:gap-4 pub:sm:grid-cols-2">
          <FormField
            id="reg-password"
            label="Password"
            type="password"
            required
            autoComplete="new-password"
            hint="At least 6 characters"
            {...bind('password')}
          />
          <FormField id="reg-confirm-password" label="Confirm Password" type="password" required autoComplete="new-password" {...bind('confirmPassword')} />
        </div>
        <div className="pub:grid pub:gap-4 pub:sm:grid-cols-2">
          <FormField id="reg-phone" label="Phone" type="tel" autoComplete="tel" {...bind('phone')} />
          <FormField id="reg-address" label="Address" autoComplete="street-address" {...bind('address')} />
        </div>
      </FormSection>
      <FormSection title="Coaching Experience">
        <div className="pub:grid pub:gap-4 pub:sm:grid-cols-2">
          <SelectField
            id="reg-specialization"
            label="Specialization"
            placeholder="Select your specialization"
            options={SPECIALIZATIONS}
            {...bind('specialization')}
          />
          <SelectField
            id="reg-experience"
            label="Years of Experience"
            placeholder="Select your experience"
            options={EXPERIENCE_OPTIONS}
            {...bind('experience')}
          />
        </div>
      </FormSection>
      <FormSection title="Team Information">
        <FormField id="reg-team-name" label="Team Name" required placeholder="e.g. Harbour City RFC" {...bind('teamName')} />
        <div className="pub:grid pub:gap-1.5">
          <Label htmlFor="reg-team-description">Team Description</Label>
          <Textarea id="reg-team-description" rows={3} className="pub:min-h-0" {...bind('teamDescription')} />
        </div>
      </FormSection>
      <Button type="submit" size="lg" disabled={registration.isPending} className="pub:w-full">
        <UserPlus aria-hidden className="pub:size-4" />
        {registration.isPending ? 'Creating Coach Account...' : 'Create Coach Account'}
      </Button>
    </form>
  );
}
