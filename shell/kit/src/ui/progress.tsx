import { Progress as ProgressPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.ts';

/** A progress bar for a percent value (0-100). */
export function Progress({ value, className, ...props }: ComponentProps<typeof ProgressPrimitive.Root> & { value: number }) {
  const percent = Math.max(0, Math.min(100, value));
  return (
    <ProgressPrimitive.Root
      value={percent}
      className={cn('ui:relative ui:h-2.5 ui:w-full ui:overflow-hidden ui:rounded-full ui:bg-slate-200', className)}
      {...props}
    >
      <ProgressPrimitive.Indicator className="ui:h-full ui:bg-brand-600 ui:transition-transform" style={{ transform: `translateX(-${100 - percent}%)` }} />
    </ProgressPrimitive.Root>
  );
}
