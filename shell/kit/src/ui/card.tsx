import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.ts';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('ui:rounded-2xl ui:border ui:border-slate-200 ui:bg-white ui:shadow-sm', className)} {...props} />;
}
export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('ui:flex ui:flex-col ui:gap-1 ui:p-5 ui:pb-2', className)} {...props} />;
}
export function CardTitle({ className, ...props }: ComponentProps<'h3'>) {
  return <h3 className={cn('ui:text-lg ui:font-bold ui:text-slate-900', className)} {...props} />;
}
export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('ui:text-sm ui:text-slate-600', className)} {...props} />;
}
export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('ui:p-5 ui:pt-2', className)} {...props} />;
}
