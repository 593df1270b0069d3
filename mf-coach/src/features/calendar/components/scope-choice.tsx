import type { SeriesScope } from '@rugby/contracts/calendar';
import { useId } from 'react';

const SCOPE_LABELS: Record<SeriesScope, string> = { this: 'This session only', following: 'This and following' };

/** For an occurrence of a weekly series: whether a change or cancellation is for it alone or it and the later ones. */
export function ScopeChoice({ legend, value, onChange }: { legend: string; value: SeriesScope; onChange(scope: SeriesScope): void }) {
  const name = useId();
  return (
    <fieldset className="coach:rounded-lg coach:border coach:border-slate-200 coach:p-3">
      <legend className="coach:px-1 coach:text-sm coach:font-medium coach:text-slate-800">{legend}</legend>
      <div className="coach:flex coach:flex-wrap coach:gap-x-5 coach:gap-y-2">
        {(['this', 'following'] as const).map((scope) => (
          <label key={scope} className="coach:flex coach:items-center coach:gap-2 coach:text-sm">
            <input
              type="radio"
              name={name}
              value={scope}
              checked={value === scope}
              onChange={() => onChange(scope)}
              className="coach:size-4 coach:accent-brand-700"
            />
            {SCOPE_LABELS[scope]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
