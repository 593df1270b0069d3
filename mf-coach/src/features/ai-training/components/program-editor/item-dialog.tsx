import { LOAD_KIND_LABELS, LOAD_KINDS } from '@rugby/contracts/program/labels';
import type { ProgramItemDoc } from '@rugby/contracts/program/schema';
import { Button, Input, Label, Textarea } from '@rugby/kit';
import { useZodForm } from '@rugby/kit/forms/zod-form.ts';
import { Checkbox } from '@rugby/kit/ui/checkbox.tsx';
import { Dialog, DialogContent } from '@rugby/kit/ui/dialog.tsx';
import { FormField } from '@rugby/kit/ui/form-field.tsx';
import { Select } from '@rugby/kit/ui/select.tsx';
import { useId } from 'react';
import { Controller, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { applyItemForm, FIELD_LABELS, formValuesOf, groupOptions, itemFormSchema, LOAD_VALUE } from './item-form.ts';

const LOAD_OPTIONS = LOAD_KINDS.map((kind) => ({ value: kind, label: LOAD_KIND_LABELS[kind] }));
type NumberField = 'minutes' | 'sets' | 'reps' | 'repsMax' | 'durationSeconds' | 'distanceMeters' | 'restSeconds';
const DOSE_FIELDS: ReadonlyArray<{ field: NumberField; hint?: string; decimal?: boolean }> = [
  { field: 'sets' },
  { field: 'reps', hint: 'per set' },
  { field: 'repsMax', hint: 'for a range, e.g. 8-10' },
  { field: 'durationSeconds', hint: 'of work per set' },
  { field: 'distanceMeters', hint: 'per rep' },
  { field: 'restSeconds', hint: 'between sets' },
  { field: 'minutes', hint: 'the whole item, rest included' },
];

/** A text input with its label (and a note after it, part of its name: 'Reps (per set)') and its error under it. */
function TextField({
  id,
  label,
  hint,
  registration,
  error,
  inputMode = 'numeric',
}: {
  id: string;
  label: string;
  hint?: string;
  registration: UseFormRegisterReturn;
  error: string | undefined;
  inputMode?: 'numeric' | 'decimal' | 'text';
}) {
  return (
    <FormField
      id={id}
      label={
        <>
          {label}
          {hint ? <span className="coach:font-normal coach:text-slate-500"> ({hint})</span> : null}
        </>
      }
      error={error}
    >
      <Input inputMode={inputMode} autoComplete="off" {...registration} />
    </FormField>
  );
}

/** The form of one item: name, dose (sets, reps or a rep range, seconds, metres, rest, load, per side), minutes, who does it, notes. */
function ItemForm({ item, onSave, onCancel }: { item: ProgramItemDoc; onSave(item: ProgramItemDoc): void; onCancel(): void }) {
  const id = useId();
  const form = useZodForm(itemFormSchema, { defaultValues: formValuesOf(item) });
  const { register, control } = form;
  const { errors } = form.formState;
  const loadKind = useWatch({ control, name: 'loadKind' });
  const loadValue = LOAD_VALUE[loadKind];
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => onSave(applyItemForm(item, values)))} className="coach:grid coach:gap-4">
      <TextField id={`${id}-name`} label={FIELD_LABELS.name} registration={register('name')} error={errors.name?.message} inputMode="text" />
      <fieldset className="coach:grid coach:grid-cols-2 coach:gap-3 coach:sm:grid-cols-3">
        <legend className="coach:mb-2 coach:text-sm coach:font-semibold coach:text-slate-900">Dose</legend>
        {DOSE_FIELDS.map(({ field, hint }) => (
          <TextField key={field} id={`${id}-${field}`} label={FIELD_LABELS[field]} hint={hint} registration={register(field)} error={errors[field]?.message} />
        ))}
      </fieldset>
      <div className="coach:grid coach:grid-cols-2 coach:gap-3">
        <div className="coach:grid coach:content-start coach:gap-1">
          <Label htmlFor={`${id}-load`}>{FIELD_LABELS.loadKind}</Label>
          <Controller
            control={control}
            name="loadKind"
            render={({ field }) => <Select id={`${id}-load`} options={LOAD_OPTIONS} value={field.value} onValueChange={field.onChange} />}
          />
        </div>
        {loadValue ? (
          <TextField
            id={`${id}-load-value`}
            label={loadValue.label}
            registration={register('loadValue')}
            error={errors.loadValue?.message}
            inputMode="decimal"
          />
        ) : null}
      </div>
      <div className="coach:flex coach:items-center coach:gap-2">
        <Controller
          control={control}
          name="perSide"
          render={({ field }) => <Checkbox id={`${id}-per-side`} checked={field.value} onCheckedChange={(checked) => field.onChange(checked === true)} />}
        />
        <Label htmlFor={`${id}-per-side`}>Each side (per arm or leg)</Label>
      </div>
      <div className="coach:grid coach:gap-1">
        <Label htmlFor={`${id}-group`}>{FIELD_LABELS.group}</Label>
        <Controller
          control={control}
          name="group"
          render={({ field }) => <Select id={`${id}-group`} options={groupOptions(item)} value={field.value} onValueChange={field.onChange} />}
        />
        <p className="coach:text-xs coach:text-slate-500">A unit split: the rest of the squad does the block's other exercises at the same time.</p>
      </div>
      <FormField id={`${id}-notes`} label={FIELD_LABELS.notes} error={errors.notes?.message}>
        <Textarea rows={3} {...register('notes')} />
      </FormField>
      <div className="coach:flex coach:flex-wrap coach:gap-2">
        <Button type="submit">Save exercise</Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** Edit an item (rename it, change its dose) in a dialog; `onSave` gets the item with the coach's values, valid by construction. */
export function ItemDialog({
  item,
  context,
  open,
  onOpenChange,
  onSave,
}: {
  item: ProgramItemDoc;
  context: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  onSave(item: ProgramItemDoc): void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={`Edit ${item.name}`} description={context}>
        <ItemForm
          item={item}
          onSave={(next) => {
            onSave(next);
            onOpenChange(false);
          }}
          onCancel={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
