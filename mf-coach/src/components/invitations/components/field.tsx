import { Input, Label } from '@rugby/kit';
import type { ComponentProps } from 'react';

/** A labelled input with an optional visible "(optional)" note. */
export function Field({ id, label, optional, ...input }: ComponentProps<'input'> & { id: string; label: string; optional?: boolean }) {
  return (
    <div className="coach:grid coach:gap-1.5">
      <Label htmlFor={id}>
        {label}
        {optional ? <span className="coach:font-normal coach:text-slate-500"> (optional)</span> : null}
      </Label>
      <Input id={id} {...input} />
    </div>
  );
}

export const nativeSelectClasses =
  'coach:h-10 coach:w-full coach:rounded-lg coach:border coach:border-slate-300 coach:bg-white coach:px-3 coach:text-base coach:text-slate-900 coach:focus-visible:outline-2 coach:focus-visible:outline-offset-1 coach:focus-visible:outline-brand-600';
