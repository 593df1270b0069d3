import type { ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

/** What is coming, drawn as grey placeholders in its shape. */
export type LoadingShape = 'lines' | 'list' | 'cards' | 'page';

/** A grey placeholder (give it a size and a rounding). */
const bar = 'ui:block ui:animate-pulse ui:bg-slate-200 ui:motion-reduce:animate-none';

function Lines({ widths }: { widths: readonly string[] }) {
  return (
    <span className="ui:grid ui:gap-2">
      {widths.map((width, i) => (
        <span key={i} className={cn(bar, 'ui:h-3.5 ui:rounded', width)} />
      ))}
    </span>
  );
}

function Box({ children, className }: { children: ReactNode; className?: string }) {
  return <span className={cn('ui:grid ui:content-start ui:gap-3 ui:rounded-xl ui:border ui:border-slate-200 ui:bg-white ui:p-4', className)}>{children}</span>;
}

const SHAPES: Record<LoadingShape, () => ReactNode> = {
  lines: () => <Lines widths={['ui:w-full', 'ui:w-5/6', 'ui:w-2/3']} />,
  list: () => (
    <span className="ui:grid ui:gap-3">
      {[0, 1, 2].map((row) => (
        <span key={row} className="ui:flex ui:items-center ui:gap-3">
          <span className={cn(bar, 'ui:size-9 ui:shrink-0 ui:rounded-full')} />
          <span className="ui:flex-1">
            <Lines widths={['ui:w-1/3', 'ui:w-2/3']} />
          </span>
        </span>
      ))}
    </span>
  ),
  cards: () => (
    <span className="ui:grid ui:gap-4 ui:md:grid-cols-3">
      {[0, 1, 2].map((card) => (
        <Box key={card}>
          <span className={cn(bar, 'ui:h-5 ui:w-1/2 ui:rounded')} />
          <Lines widths={['ui:w-full', 'ui:w-4/5', 'ui:w-3/5']} />
        </Box>
      ))}
    </span>
  ),
  page: () => (
    <span className="ui:mx-auto ui:grid ui:w-full ui:max-w-7xl ui:gap-4">
      <span className={cn(bar, 'ui:h-8 ui:w-64 ui:max-w-full ui:rounded')} />
      <span className={cn(bar, 'ui:h-4 ui:w-96 ui:max-w-full ui:rounded')} />
      <span className="ui:mt-2 ui:grid ui:gap-4 ui:md:grid-cols-2">
        {[0, 1].map((card) => (
          <Box key={card} className="ui:min-h-40">
            <span className={cn(bar, 'ui:h-5 ui:w-1/3 ui:rounded')} />
            <Lines widths={['ui:w-full', 'ui:w-5/6', 'ui:w-2/3']} />
          </Box>
        ))}
      </span>
    </span>
  ),
};

/**
 * Where content is coming: its label as visible text (the spec's 'Loading...', 'Loading dashboard...'), announced
 * once, over grey placeholders in the shape of what will show (lines, a list, cards, a page) instead of a spinner.
 * `className` replaces the default height.
 */
export function LoadingState({ label, shape = 'lines', className }: { label: string; shape?: LoadingShape; className?: string }) {
  return (
    <div role="status" className={cn('ui:grid ui:content-start ui:gap-3 ui:p-1', shape === 'page' && 'ui:px-4 ui:py-6', className ?? 'ui:min-h-[40vh]')}>
      <span className="ui:text-sm ui:font-medium ui:text-slate-600">{label}</span>
      <span aria-hidden>{SHAPES[shape]()}</span>
    </div>
  );
}
