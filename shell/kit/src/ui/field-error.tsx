import type { ReactNode } from 'react';

/**
 * A field's error under it: an alert, so a screen reader hears it when it appears, with the id the control's
 * aria-describedby names. Nothing when there is no error.
 */
export function FieldError({ id, children }: { id: string | undefined; children: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} role="alert" className="ui:text-sm ui:font-medium ui:text-danger-700">
      {children}
    </p>
  );
}
