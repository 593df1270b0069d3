import { cn, fieldClasses } from '@rugby/kit';
import { FormField as KitFormField, type FormFieldProps as KitFormFieldProps } from '@rugby/kit/ui/form-field.tsx';
import { cloneElement, type ComponentProps, type ReactElement, type ReactNode } from 'react';

export interface FormFieldProps extends KitFormFieldProps {
  label: string;
  /** Marks the field required: a visible marker by the label and aria-required on the control (the form's schema checks it). */
  required?: boolean;
}

/**
 * The kit's FormField (the error on the field, announced) with this app's required marker. The marker is drawn by CSS
 * in a hidden span, so the label's text, and with it the field's name, stays the label alone.
 */
export function FormField({ label, required, className, children, ...field }: FormFieldProps) {
  return (
    <KitFormField
      {...field}
      className={cn('pub:content-start', className)}
      label={
        required ? (
          <>
            {label}
            <span aria-hidden className="pub:ml-1 pub:text-danger-600 pub:after:content-['*']" />
          </>
        ) : (
          label
        )
      }
    >
      {required ? cloneElement(children as ReactElement<{ 'aria-required'?: boolean }>, { 'aria-required': true }) : children}
    </KitFormField>
  );
}

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
