import { Tabs as TabsPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.ts';
import { focusRing } from './button.tsx';

export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return <TabsPrimitive.List className={cn('ui:flex ui:w-full ui:gap-1 ui:overflow-x-auto ui:rounded-xl ui:bg-slate-100 ui:p-1', className)} {...props} />;
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'ui:flex-1 ui:whitespace-nowrap ui:rounded-lg ui:px-2 ui:py-2 ui:sm:px-3 ui:text-sm ui:font-semibold ui:text-slate-600 ui:hover:text-slate-900 ui:data-[state=active]:bg-white ui:data-[state=active]:text-brand-800 ui:data-[state=active]:shadow-sm',
        focusRing,
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn('ui:mt-4', focusRing, className)} {...props} />;
}
