import { cn } from '../lib/cn.ts';

/** A full-area loading state with visible text (e.g. 'Loading...', 'Loading dashboard...'); `className` replaces the default height. */
export function LoadingState({ label, className }: { label: string; className?: string }) {
  return (
    <div role="status" className={cn('ui:flex ui:flex-col ui:items-center ui:justify-center ui:gap-3 ui:text-slate-600', className ?? 'ui:min-h-[40vh]')}>
      <span aria-hidden className="ui:size-8 ui:animate-spin ui:rounded-full ui:border-4 ui:border-brand-200 ui:border-t-brand-700" />
      <span className="ui:text-sm ui:font-medium">{label}</span>
    </div>
  );
}
