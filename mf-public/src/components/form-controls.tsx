import { cn, fieldClasses } from '@rugby/kit';
import type { ComponentProps, ReactNode } from 'react';

export interface NativeSelectProps extends ComponentProps<'select'> {
  options: readonly { value: string; label: string }[];
  placeholder: string;
}

/** A native select (keyboard and mobile friendly) styled like the kit's fields; label it with FormField. */
export function NativeSelect({ options, placeholder, ...select }: NativeSelectProps) {
  return (
    <select {...select} className={cn(fieldClasses, 'pub:h-10')}>
      <option value="">{placeholder}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
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
