import { Checkbox as CheckboxPrimitive } from 'radix-ui';
import { Check } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.ts';
import { focusRing } from './button.tsx';

export function Checkbox({ className, ...props }: ComponentProps<typeof CheckboxPrimitive.Root>) {
  return (
    <CheckboxPrimitive.Root
      className={cn(
        'ui:flex ui:size-5 ui:shrink-0 ui:items-center ui:justify-center ui:rounded ui:border ui:border-slate-400 ui:bg-white ui:data-[state=checked]:border-brand-700 ui:data-[state=checked]:bg-brand-700 ui:data-[state=checked]:text-white',
        focusRing,
        className,
      )}
      {...props}
    >
      <CheckboxPrimitive.Indicator>
        <Check aria-hidden className="ui:size-4" />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}
