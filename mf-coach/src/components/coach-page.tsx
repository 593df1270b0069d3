import { cn } from '@rugby/kit';
import { Link } from '@rugby/kit/router.ts';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';

/** A coach page beside the dashboard: the way back to it, the page's title and what it is for, then its content. */
export function CoachPage({ title, intro, wide = false, children }: { title: string; intro: ReactNode; wide?: boolean; children: ReactNode }) {
  return (
    <main className={cn('coach:mx-auto coach:w-full coach:px-4 coach:py-6 coach:pb-24 coach:sm:py-8', wide ? 'coach:max-w-7xl' : 'coach:max-w-5xl')}>
      <Link
        to="/coach/dashboard"
        className="coach:inline-flex coach:items-center coach:gap-1 coach:text-sm coach:font-semibold coach:text-brand-700 coach:hover:underline"
      >
        <ArrowLeft aria-hidden className="coach:size-4" /> Back to dashboard
      </Link>
      <h1 className="coach:mt-3 coach:text-2xl coach:font-extrabold coach:text-brand-900 coach:sm:text-3xl">{title}</h1>
      <p className="coach:mt-1 coach:mb-6 coach:text-slate-600">{intro}</p>
      {children}
    </main>
  );
}
