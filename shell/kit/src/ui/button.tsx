import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.ts';

/** The keyboard focus ring of the kit (brand colour on light backgrounds). */
export const focusRing = 'ui:focus-visible:outline-2 ui:focus-visible:outline-offset-2 ui:focus-visible:outline-brand-600';
/** The same ring on dark backgrounds (the top bar). */
export const focusRingOnDark = 'ui:focus-visible:outline-2 ui:focus-visible:outline-offset-2 ui:focus-visible:outline-white';

const ringColour = 'ui:focus-visible:outline-brand-600';

export const buttonVariants = cva(
  'ui:inline-flex ui:items-center ui:justify-center ui:gap-2 ui:whitespace-nowrap ui:font-semibold ui:transition-colors ui:cursor-pointer ui:disabled:pointer-events-none ui:disabled:opacity-60 ui:focus-visible:outline-2 ui:focus-visible:outline-offset-2',
  {
    variants: {
      variant: {
        primary: `ui:bg-brand-700 ui:text-white ui:hover:bg-brand-800 ${ringColour}`,
        secondary: `ui:bg-white ui:text-brand-800 ui:border ui:border-brand-200 ui:hover:bg-brand-50 ${ringColour}`,
        ghost: `ui:text-slate-700 ui:hover:bg-slate-100 ${ringColour}`,
        accent: `ui:bg-accent-400 ui:text-brand-950 ui:hover:bg-accent-300 ${ringColour}`,
        destructive: `ui:bg-danger-600 ui:text-white ui:hover:bg-danger-700 ${ringColour}`,
        link: `ui:text-brand-700 ui:underline-offset-4 ui:hover:underline ${ringColour}`,
        /** a quiet button on a dark background (the top bar) */
        onDark: 'ui:text-white ui:hover:bg-brand-700 ui:focus-visible:outline-white',
      },
      size: {
        sm: 'ui:h-8 ui:px-3 ui:text-sm',
        md: 'ui:h-10 ui:px-4 ui:text-sm',
        lg: 'ui:h-12 ui:px-6 ui:text-base',
        icon: 'ui:size-10',
        /** inside a line of text (e.g. a link-styled button in a sentence) */
        inline: 'ui:px-1 ui:text-sm',
      },
      shape: {
        rounded: 'ui:rounded-lg',
        pill: 'ui:rounded-full',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md', shape: 'rounded' },
  },
);

export type ButtonProps = ComponentProps<'button'> & VariantProps<typeof buttonVariants> & { asChild?: boolean };

export function Button({ className, variant, size, shape, asChild = false, type, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : 'button';
  return <Component className={cn(buttonVariants({ variant, size, shape }), className)} type={asChild ? undefined : (type ?? 'button')} {...props} />;
}
