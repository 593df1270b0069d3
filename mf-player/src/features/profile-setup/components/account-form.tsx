import { COPY } from '@rugby/contracts/copy';
import { ApiError, Button, Input, serverMessage, toast, type CurrentUser } from '@rugby/kit';
import { serverFieldErrors, showServerFieldErrors, useZodForm } from '@rugby/kit/forms/zod-form.ts';
import { FormField } from '@rugby/kit/ui/form-field.tsx';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import * as z from 'zod/mini';
import { useUpdateAccount } from '../api/account.ts';

const NAME_MAX = 100;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Name and e-mail as the route takes them: a first name, an optional last name, a valid e-mail (the server lowercases it). */
export const accountSchema = z.object({
  firstName: z.string().check(z.trim(), z.minLength(1, 'First name is required'), z.maxLength(NAME_MAX, `First name must be at most ${NAME_MAX} characters`)),
  lastName: z.string().check(z.trim(), z.maxLength(NAME_MAX, `Last name must be at most ${NAME_MAX} characters`)),
  email: z.string().check(z.trim(), z.minLength(1, 'Email is required'), z.regex(EMAIL_PATTERN, 'Enter a valid email address')),
});
export type AccountValues = z.input<typeof accountSchema>;

const valuesOf = (user: Pick<CurrentUser, 'firstName' | 'lastName' | 'email'>): AccountValues => ({
  firstName: user.firstName ?? '',
  lastName: user.lastName ?? '',
  email: user.email,
});

/**
 * A refused change: the server's field issues (a 400) go on their fields, and the toast says the first of them; any
 * other failure (409, 429, a server down) is told by the toast with the server's message.
 */
export function showAccountFailure<T extends FieldValues>(form: Pick<UseFormReturn<T>, 'setError' | 'getValues'>, error: unknown, fallback: string) {
  const landed = showServerFieldErrors(form, error);
  const onField = landed ? serverFieldErrors(error).find(({ field }) => field in (form.getValues() as Record<string, unknown>)) : undefined;
  toast({ title: 'Error', description: onField?.message ?? serverMessage(error, fallback), variant: 'destructive' });
}

/** The user's name and e-mail ('Save account'); the top bar shows the new name as soon as it is saved. */
export function AccountForm({ user }: { user: CurrentUser }) {
  const form = useZodForm(accountSchema, { defaultValues: valuesOf(user) });
  const { errors } = form.formState;
  const save = useUpdateAccount();

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        form.reset(valuesOf(saved));
        toast({ title: COPY.account.updated, variant: 'success' });
      },
      onError: (error) => {
        // An e-mail another account uses (409) is the e-mail field's problem.
        if (error instanceof ApiError && error.status === 409) {
          form.setError('email', { type: 'server', message: serverMessage(error, COPY.account.updateFailed) }, { shouldFocus: true });
        }
        showAccountFailure(form, error, COPY.account.updateFailed);
      },
    }),
  );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="ply:grid ply:gap-4">
      <div className="ply:grid ply:gap-4 ply:sm:grid-cols-2">
        <FormField id="account-first-name" label="First name" error={errors.firstName?.message}>
          <Input {...form.register('firstName')} autoComplete="given-name" maxLength={NAME_MAX} />
        </FormField>
        <FormField id="account-last-name" label="Last name" error={errors.lastName?.message}>
          <Input {...form.register('lastName')} autoComplete="family-name" maxLength={NAME_MAX} />
        </FormField>
      </div>
      <FormField id="account-email" label="Email" error={errors.email?.message}>
        <Input {...form.register('email')} type="email" autoComplete="email" />
      </FormField>
      <Button type="submit" disabled={save.isPending} className="ply:justify-self-start">
        {save.isPending ? 'Saving...' : 'Save account'}
      </Button>
    </form>
  );
}
