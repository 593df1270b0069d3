import { COPY } from '@rugby/contracts/copy';
import { POSITION_LABELS, POSITIONS } from '@rugby/contracts/domain';
import { Button, Input, toast, type CurrentUser } from '@rugby/kit';
import { showServerFieldErrors, useZodForm } from '@rugby/kit/forms/zod-form.ts';
import { FormField } from '@rugby/kit/ui/form-field.tsx';
import { Select } from '@rugby/kit/ui/select.tsx';
import { Controller } from 'react-hook-form';
import * as z from 'zod/mini';
import { useSavePlayerProfile } from '../api/save-profile.ts';

const POSITION_OPTIONS = POSITIONS.map((value) => ({ value, label: POSITION_LABELS[value] }));

/** A required whole number typed as text (the number inputs' value), given as a number. */
const wholeNumber = (required: string, notWhole: string) =>
  z.pipe(z.string().check(z.trim(), z.minLength(1, { error: required, abort: true }), z.regex(/^\d+$/, notWhole)), z.transform(Number));

/**
 * The spec's player profile (player-side.md): position of ten, height (cm) and weight (kg) required whole numbers,
 * age an optional whole number (empty -> null). The route's ranges are the server's: its 400 lands on the field.
 */
export const playerProfileSchema = z.object({
  position: z.pipe(z.string(), z.enum(POSITIONS, 'Position is required')),
  height: wholeNumber('Height is required', 'Height must be a whole number of centimetres'),
  weight: wholeNumber('Weight is required', 'Weight must be a whole number of kilograms'),
  age: z.pipe(
    z.string().check(z.trim(), z.regex(/^(\d+)?$/, 'Age must be a whole number')),
    z.transform((age) => (age ? Number(age) : null)),
  ),
});
export type PlayerProfileValues = z.input<typeof playerProfileSchema>;

const initialValues = (user: CurrentUser | null): PlayerProfileValues => ({
  position: user?.position ?? '',
  height: user?.height != null ? String(user.height) : '',
  weight: user?.weight != null ? String(user.weight) : '',
  age: user?.age != null ? String(user.age) : '',
});

/** Player tab: position of ten, height (cm), weight (kg), age (optional); prefilled when editing. */
export function PlayerProfileForm({ user, onSaved }: { user: CurrentUser | null; onSaved: () => void }) {
  const form = useZodForm(playerProfileSchema, {
    defaultValues: initialValues(user),
    // react-hook-form would focus the first field it registered (the select comes last): onInvalid focuses in order.
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const save = useSavePlayerProfile();
  const editing = user?.userType === 'player';

  const onSubmit = form.handleSubmit(
    (input) =>
      save.mutate(input, {
        onSuccess: () => {
          toast({ title: COPY.profile.created, variant: 'success' });
          onSaved();
        },
        onError: (error) => {
          showServerFieldErrors(form, error);
          toast({ title: 'Error', description: COPY.profile.playerFailed, variant: 'destructive' });
        },
      }),
    (invalid) => {
      const first = (['position', 'height', 'weight', 'age'] as const).find((field) => invalid[field]);
      if (first) form.setFocus(first);
    },
  );

  const numberField = (field: 'height' | 'weight' | 'age', label: string, placeholder: string) => (
    <FormField id={`profile-${field}`} label={label} error={errors[field]?.message}>
      <Input {...form.register(field)} inputMode="numeric" type="number" min={0} step={1} placeholder={placeholder} />
    </FormField>
  );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="ply:grid ply:gap-4">
      <Controller
        control={form.control}
        name="position"
        render={({ field }) => (
          <FormField id="profile-position" label="Position" error={errors.position?.message}>
            <Select ref={field.ref} options={POSITION_OPTIONS} value={field.value} onValueChange={field.onChange} placeholder="Select your position" />
          </FormField>
        )}
      />
      <div className="ply:grid ply:gap-4 ply:sm:grid-cols-3">
        {numberField('height', 'Height (cm)', '180')}
        {numberField('weight', 'Weight (kg)', '85')}
        {numberField('age', 'Age (optional)', '24')}
      </div>
      <Button type="submit" size="lg" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : editing ? 'Save Player Profile' : 'Create Player Profile'}
      </Button>
    </form>
  );
}
