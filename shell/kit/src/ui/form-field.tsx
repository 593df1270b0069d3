import { Slot } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { FieldError } from './field-error.tsx';
import { Label } from './label.tsx';

export interface FormFieldProps {
  /** The control's id (the label points at it; the hint and error are named after it). */
  id: string;
  label: ReactNode;
  /** The field's error (from the form's schema or the server): shown under the field and announced. */
  error?: string | undefined;
  /** A note under the field (the format, a limit). */
  hint?: ReactNode;
  /**
   * Marks the field required: a visible '*' by the label and aria-required on the control (the form's schema checks
   * it). The mark is drawn by CSS in a hidden span, so the label's text, and with it the field's name, stays the label.
   */
  required?: boolean;
  className?: string;
  /** The one control (Input, Textarea, a select trigger): it receives id, aria-invalid and aria-describedby. */
  children: ReactElement;
}

/**
 * A labelled field with its error on the field itself: the control is marked invalid and described by the error,
 * and the error is an alert, so a screen reader hears it when it appears (not only a toast).
 */
export function FormField({ id, label, error, hint, required, className, children }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('ui:grid ui:content-start ui:gap-1.5', className)}>
      <Label htmlFor={id}>
        {label}
        {required ? <span aria-hidden className="ui:ml-1 ui:text-danger-600 ui:after:content-['*']" /> : null}
      </Label>
      <Slot.Root id={id} aria-invalid={error ? true : undefined} aria-required={required || undefined} aria-describedby={describedBy}>
        {children}
      </Slot.Root>
      {hint ? (
        <p id={hintId} className="ui:text-xs ui:text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
