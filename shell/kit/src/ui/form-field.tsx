import { Slot } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { Label } from './label.tsx';

export interface FormFieldProps {
  /** The control's id (the label points at it; the hint and error are named after it). */
  id: string;
  label: ReactNode;
  /** The field's error (from the form's schema or the server): shown under the field and announced. */
  error?: string | undefined;
  /** A note under the field (the format, a limit). */
  hint?: ReactNode;
  className?: string;
  /** The one control (Input, Textarea, a select trigger): it receives id, aria-invalid and aria-describedby. */
  children: ReactElement;
}

/**
 * A labelled field with its error on the field itself: the control is marked invalid and described by the error,
 * and the error is an alert, so a screen reader hears it when it appears (not only a toast).
 */
export function FormField({ id, label, error, hint, className, children }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('ui:grid ui:gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Slot.Root id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy}>
        {children}
      </Slot.Root>
      {hint ? (
        <p id={hintId} className="ui:text-xs ui:text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="ui:text-sm ui:font-medium ui:text-danger-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
