import { COPY } from '@rugby/contracts/copy';
import { LIMITS } from '@rugby/contracts/domain';
import { Button, Input, toast } from '@rugby/kit';
import { useZodForm } from '@rugby/kit/forms/zod-form.ts';
import { FormField } from '@rugby/kit/ui/form-field.tsx';
import * as z from 'zod/mini';
import { useChangePassword } from '../api/account.ts';
import { showAccountFailure } from './account-form.tsx';

const PASSWORD_MAX = 200;

/** The current password, and a new one under registration's rules (LIMITS.passwordMin characters), typed twice. */
export const passwordSchema = z
  .object({
    currentPassword: z.string().check(z.minLength(1, 'Current password is required')),
    newPassword: z
      .string()
      .check(
        z.minLength(1, { error: 'New password is required', abort: true }),
        z.minLength(LIMITS.passwordMin, COPY.registration.passwordTooShort.description),
        z.maxLength(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
      ),
    confirmPassword: z.string(),
  })
  .check(z.refine((v) => v.newPassword === v.confirmPassword, { message: COPY.registration.passwordMismatch.description, path: ['confirmPassword'] }));
export type PasswordValues = z.input<typeof passwordSchema>;

const EMPTY: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Current, new and confirmed password ('Change password'): this browser stays signed in, other sessions end. */
export function PasswordForm() {
  const form = useZodForm(passwordSchema, { defaultValues: EMPTY });
  const { errors } = form.formState;
  const change = useChangePassword();

  const onSubmit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        form.reset(EMPTY);
        toast({ title: COPY.account.passwordChanged, description: COPY.account.passwordChangedDescription, variant: 'success' });
      },
      onError: (error) => showAccountFailure(form, error, COPY.account.passwordFailed),
    }),
  );

  const passwordField = (field: keyof PasswordValues, id: string, label: string, autoComplete: string) => (
    <FormField id={id} label={label} error={errors[field]?.message}>
      <Input {...form.register(field)} type="password" autoComplete={autoComplete} maxLength={PASSWORD_MAX} />
    </FormField>
  );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="ply:grid ply:gap-4">
      {passwordField('currentPassword', 'password-current', 'Current password', 'current-password')}
      <div className="ply:grid ply:gap-4 ply:sm:grid-cols-2">
        {passwordField('newPassword', 'password-new', 'New password', 'new-password')}
        {passwordField('confirmPassword', 'password-confirm', 'Confirm new password', 'new-password')}
      </div>
      <Button type="submit" disabled={change.isPending} className="ply:justify-self-start">
        {change.isPending ? 'Changing...' : 'Change password'}
      </Button>
    </form>
  );
}
