import { Input, Label } from '@rugby/kit';
import type { ComponentProps, ReactNode } from 'react';

export interface FormFieldProps extends ComponentProps<'input'> {
  id: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
}

/** A labelled input; required fields carry a visible marker (validation itself is the form's, per the spec's order). */
export function FormField({ id, label, required, hint, ...input }: FormFieldProps) {
  return (
    <div className="pub:grid pub:content-start pub:gap-1.5">
      <div className="pub:flex pub:gap-1">
        <Label htmlFor={id}>{label}</Label>
        {required ? (
          <span aria-hidden className="pub:text-sm pub:text-danger-600">
            *
          </span>
        ) : null}
      </div>
      <Input id={id} aria-required={required || undefined} {...input} />
      {hint ? <p className="pub:text-xs pub:text-slate-500">{hint}</p> : null}
    </div>
  );
}

export interface SelectFieldProps extends ComponentProps<'select'> {
  id: string;
  label: string;
  options: readonly { value: string; label: string }[];
  placeholder: string;
}

/** A labelled native select (keyboard and mobile friendly) styled like the kit's fields. */
export function SelectField({ id, label, options, placeholder, ...select }: SelectFieldProps) {
  return (
    <div className="pub:grid pub:content-start pub:gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        {...select}
        className="pub:h-10 pub:w-full pub:rounded-lg pub:border pub:border-slate-300 pub:bg-white pub:px-3 pub:text-base pub:text-slate-900 pub:focus-visible:outline-2 pub:focus-visible:outline-offset-1 pub:focus-visible:outline-brand-600"
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="pub:grid pub:min-w-0 pub:gap-4">
      <legend className="pub:mb-3 pub:text-base pub:font-bold pub:text-brand-900">{title}</legend>
      {children}
    </fieldset>
  );
}
