import type { EliteProgramType } from '@rugby/contracts/domain';
import { Button, Card, LoadingState } from '@rugby/kit';
import { Info, Loader2 } from 'lucide-react';
import { useElitePrograms } from '../api/get-elite-programs.ts';

/** One card per elite style with description and bullet themes; the chosen card reads 'Loading...', the others are disabled. */
export function EliteProgramCards({ loadingType, onSelect }: { loadingType: EliteProgramType | null; onSelect(type: EliteProgramType): void }) {
  const catalogue = useElitePrograms();
  if (catalogue.isPending) return <LoadingState label="Loading..." shape="cards" className="coach:min-h-40" />;
  if (catalogue.isError) {
    return (
      <Card role="alert" className="coach:flex coach:flex-wrap coach:items-center coach:justify-between coach:gap-3 coach:p-4 coach:text-danger-700">
        <p className="coach:font-semibold">The elite programs could not be loaded.</p>
        <Button variant="secondary" size="sm" onClick={() => catalogue.refetch()}>
          Try again
        </Button>
      </Card>
    );
  }
  return (
    <div className="coach:grid coach:gap-4">
      <p className="coach:flex coach:gap-2 coach:rounded-xl coach:border coach:border-brand-200 coach:bg-brand-50 coach:p-3 coach:text-sm coach:text-brand-900">
        <Info aria-hidden className="coach:mt-0.5 coach:size-4 coach:shrink-0" />
        These programs are original content inspired by national playing styles. They are not official programs of any national team or union.
      </p>
      <ul className="coach:grid coach:gap-4 coach:sm:grid-cols-2 coach:xl:grid-cols-3" aria-label="Elite programs">
        {catalogue.data.elitePrograms.map((program) => {
          const type = program.type as EliteProgramType;
          const loading = loadingType === type;
          return (
            <li key={type}>
              <Card className="coach:flex coach:h-full coach:flex-col coach:gap-3 coach:p-5">
                <div>
                  <h4 className="coach:text-base coach:font-bold coach:text-slate-900">{program.name}</h4>
                  <p className="coach:text-xs coach:font-semibold coach:uppercase coach:tracking-wide coach:text-brand-700">Inspired by {program.country}</p>
                </div>
                <p className="coach:text-sm coach:text-slate-700">{program.description}</p>
                <ul className="coach:list-disc coach:space-y-1 coach:pl-5 coach:text-sm coach:text-slate-700">
                  {program.themes.map((theme) => (
                    <li key={theme}>{theme}</li>
                  ))}
                </ul>
                <Button
                  className="coach:mt-auto"
                  disabled={loadingType !== null}
                  onClick={() => onSelect(type)}
                  aria-label={loading ? undefined : `Select ${program.name}`}
                >
                  {loading ? (
                    <>
                      <Loader2 aria-hidden className="coach:size-4 coach:animate-spin" /> Loading...
                    </>
                  ) : (
                    'Select Program'
                  )}
                </Button>
              </Card>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
