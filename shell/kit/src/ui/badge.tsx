import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.ts';

export const badgeVariants = cva('ui:inline-flex ui:items-center ui:rounded-full ui:px-2.5 ui:py-0.5 ui:text-xs ui:font-bold ui:tracking-wide', {
  variants: {
    variant: {
      brand: 'ui:bg-brand-700 ui:text-white',
      accent: 'ui:bg-accent-400 ui:text-brand-950',
      muted: 'ui:bg-slate-100 ui:text-slate-700',
      danger: 'ui:bg-danger-700 ui:text-white',
      outline: 'ui:border ui:border-brand-300 ui:text-brand-800',
    },
  },
  defaultVariants: { variant: 'brand' },
});

export function Badge({ className, variant, ...props }: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
