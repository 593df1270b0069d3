import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.ts';

export const fieldClasses =
  'ui:w-full ui:rounded-lg ui:border ui:border-slate-300 ui:bg-white ui:px-3 ui:text-base ui:text-slate-900 ui:placeholder:text-slate-400 ui:focus-visible:outline-2 ui:focus-visible:outline-offset-1 ui:focus-visible:outline-brand-600 ui:disabled:opacity-60 ui:aria-invalid:border-danger-600';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(fieldClasses, 'ui:h-10', className)} {...props} />;
}
