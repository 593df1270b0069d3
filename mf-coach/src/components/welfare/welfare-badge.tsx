import { Badge, cn } from '@rugby/kit';
import type { WelfareSummary } from './get-team-welfare.ts';

const VARIANT = { 'stood-down': 'danger', modified: 'accent', available: 'muted' } as const;

/**
 * A player's welfare in a line, as the server words it ('Stood down until Sat 19 Dec · GRTP stage 2 of 6',
 * 'Modified: hamstring', 'Available'): the status in a pill (red when stood down, amber when modified), what follows
 * its first '·' beside it, so a narrow list wraps between the two rather than inside the pill. `quiet` shows nothing
 * for an available player (lists where that is the norm: check-ins, availability, attendance).
 */
export function WelfareBadge({ summary, quiet = false, className }: { summary: WelfareSummary | null | undefined; quiet?: boolean; className?: string }) {
  if (!summary || (quiet && summary.status === 'available')) return null;
  const [status, ...more] = summary.label.split(' · ');
  return (
    <span className={cn('coach:inline-flex coach:flex-wrap coach:items-center coach:gap-x-1.5 coach:gap-y-0.5', className)}>
      <Badge variant={VARIANT[summary.status]} className="coach:whitespace-nowrap">
        {status}
      </Badge>
      {more.length ? (
        <>
          {' '}
          <span className="coach:text-xs coach:font-semibold coach:text-slate-700">· {more.join(' · ')}</span>
        </>
      ) : null}
    </span>
  );
}
