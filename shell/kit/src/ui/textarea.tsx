import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.ts';
import { fieldClasses } from './input.tsx';

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(fieldClasses, 'ui:min-h-24 ui:py-2', className)} {...props} />;
}
