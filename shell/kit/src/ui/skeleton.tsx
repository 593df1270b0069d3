import { cn } from '../lib/cn.ts';

/**
 * Placeholder lines where content is coming, in its place and roughly its size (no spinner, no 'nothing here' that
 * flashes before the real state). Screen readers hear `label` once.
 */
export function Skeleton({ label, lines = 2, className }: { label: string; lines?: number; className?: string }) {
  return (
    <div role="status" className={cn('ui:grid ui:gap-2', className)}>
      <span className="ui:sr-only">{label}</span>
      {Array.from({ length: lines }, (_, i) => (
        <span
          key={i}
          aria-hidden
          className={cn(
            'ui:block ui:h-3.5 ui:animate-pulse ui:rounded ui:bg-slate-200 ui:motion-reduce:animate-none',
            i === lines - 1 && lines > 1 ? 'ui:w-2/3' : 'ui:w-full',
          )}
        />
      ))}
    </div>
  );
}
