import { COPY } from '@rugby/contracts/copy';
import { POSITION_LABELS, POSITIONS, type Position } from '@rugby/contracts/domain';
import { Button, Input, Label, toast, type CurrentUser } from '@rugby/kit';
import { Select } from '@rugby/kit/ui/select.tsx';
import { useState, type FormEvent } from 'react';
import { useSavePlayerProfile, type PlayerProfileInput } from '../api/save-profile.ts';

const POSITION_OPTIONS = POSITIONS.map((value) => ({ value, label: POSITION_LABELS[value] }));

export interface PlayerProfileValues {
  position: string;
  height: string;
  weight: string;
  age: string;
}

type Errors = Partial<Record<keyof PlayerProfileValues, string>>;

const isWholeNumber = (text: string) => /^\d+$/.test(text.trim());

/** Position and height and weight required (whole numbers); age optional (whole number or empty -> null). */
export function validatePlayerProfile(values: PlayerProfileValues): { errors: Errors; input?: PlayerProfileInput } {
  const errors: Errors = {};
  if (!POSITIONS.includes(values.position as Position)) errors.position = 'Position is required';
  if (!values.height.trim()) errors.height = 'Height is required';
  else if (!isWholeNumber(values.height)) errors.height = 'Height must be a whole number of centimetres';
  if (!values.weight.trim()) errors.weight = 'Weight is required';
  else if (!isWholeNumber(values.weight)) errors.weight = 'Weight must be a whole number of kilograms';
  if (values.age.trim() && !isWholeNumber(values.age)) errors.age = 'Age must be a whole number';
  if (Object.keys(errors).length > 0) return { errors };
  return {
    errors,
    input: {
      position: values.position as Position,
      height: Number(values.height),
      weight: Number(values.weight),
      age: values.age.trim() ? Number(values.age) : null,
    },
  };
}

const initialValues = (user: CurrentUser | null): PlayerProfileValues => ({
  position: user?.position ?? '',
  height: user?.height != null ? String(user.height) : '',
  weight: user?.weight != null ? String(user.weight) : '',
  age: user?.age != null ? String(user.age) : '',
});

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="ply:text-sm ply:text-danger-700">
      {message}
    </p>
  ) : null;
}

/** Player tab: position of ten, height (cm), weight (kg), age (optional); prefilled when editing. */
export function PlayerProfileForm({ user, onSaved }: { user: CurrentUser | null; onSaved: () => void }) {
  const [values, setValues] = useState(() => initialValues(user));
  const [errors, setErrors] = useState<Errors>({});
  const save = useSavePlayerProfile();
  const editing = user?.userType === 'player';
  const set = (field: keyof PlayerProfileValues) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const result = validatePlayerProfile(values);
    setErrors(result.errors);
    if (!result.input) return;
    save.mutate(result.input, {
      onSuccess: () => {
        toast({ title: COPY.profile.created, variant: 'success' });
        onSaved();
      },
      onError: () => toast({ title: 'Error', description: COPY.profile.playerFailed, variant: 'destructive' }),
    });
  }

  const numberField = (field: 'height' | 'weight' | 'age', label: string, placeholder: string) => (
    <div className="ply:grid ply:gap-1.5">
      <Label htmlFor={`profile-${field}`}>{label}</Label>
      <Input
        id={`profile-${field}`}
        inputMode="numeric"
        type="number"
        min={0}
        step={1}
        placeholder={placeholder}
        value={values[field]}
        onChange={(e) => set(field)(e.target.value)}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={errors[field] ? `profile-${field}-error` : undefined}
      />
      <FieldError id={`profile-${field}-error`} message={errors[field]} />
    </div>
  );

  return (
    <form noValidate onSubmit={onSubmit} className="ply:grid ply:gap-4">
      <div className="ply:grid ply:gap-1.5">
        <Label htmlFor="profile-position">Position</Label>
        <Select
          id="profile-position"
          options={POSITION_OPTIONS}
          value={values.position || undefined}
          onValueChange={set('position')}
          placeholder="Select your position"
          aria-invalid={errors.position ? true : undefined}
        />
        <FieldError id="profile-position-error" message={errors.position} />
      </div>
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
