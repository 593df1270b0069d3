import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.ts';

/** A text field's frame, border and states, without a text size (the caller's, e.g. a small monospace link). */
export const fieldFrameClasses =
  'ui:w-full ui:rounded-lg ui:border ui:border-slate-300 ui:bg-white ui:px-3 ui:text-slate-900 ui:placeholder:text-slate-400 ui:focus-visible:outline-2 ui:focus-visible:outline-offset-1 ui:focus-visible:outline-brand-600 ui:disabled:opacity-60 ui:aria-invalid:border-danger-600';
/** A text field: 16 px text, which phones do not zoom into on focus. */
export const fieldClasses = `${fieldFrameClasses} ui:text-base`;

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(fieldClasses, 'ui:h-10', className)} {...props} />;
}
