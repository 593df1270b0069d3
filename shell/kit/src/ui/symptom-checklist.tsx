import { CONCUSSION_SYMPTOM_LABELS, CONCUSSION_SYMPTOMS, type ConcussionSymptom } from '@rugby/contracts/welfare';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { FieldError } from './field-error.tsx';

export interface SymptomChecklistProps {
  /** The group's id: each checkbox, the hint and the error are named after it. */
  id: string;
  legend: ReactNode;
  /** A note under the legend (what ticking one means). */
  hint?: ReactNode;
  /** The ticked symptoms, in CONCUSSION_SYMPTOMS order. */
  value: readonly ConcussionSymptom[];
  onChange(symptoms: ConcussionSymptom[]): void;
  error?: string | undefined;
  disabled?: boolean;
  className?: string;
}

/**
 * The concussion symptoms (contracts welfare.ts) as labelled checkboxes in a fieldset: the player's check-in and daily
 * report, the coach's record of a suspected concussion. Two columns (long labels wrap), each label a whole-cell
 * target; the hint and the error describe the group.
 */
export function SymptomChecklist({ id, legend, hint, value, onChange, error, disabled, className }: SymptomChecklistProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const ticked = new Set(value);
  const toggle = (symptom: ConcussionSymptom, on: boolean) => {
    const next = new Set(ticked);
    if (on) next.add(symptom);
    else next.delete(symptom);
    onChange(CONCUSSION_SYMPTOMS.filter((s) => next.has(s)));
  };
  return (
    <fieldset
      id={id}
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
      aria-invalid={error ? true : undefined}
      className={cn('ui:grid ui:min-w-0 ui:gap-2', className)}
    >
      <legend className="ui:mb-1 ui:text-sm ui:font-semibold ui:text-slate-800">{legend}</legend>
      {hint ? (
        <p id={hintId} className="ui:text-xs ui:text-slate-600">
          {hint}
        </p>
      ) : null}
      <div className="ui:grid ui:grid-cols-2 ui:gap-1.5">
        {CONCUSSION_SYMPTOMS.map((symptom) => (
          <label
            key={symptom}
            htmlFor={`${id}-${symptom}`}
            className={cn(
              'ui:flex ui:min-h-10 ui:cursor-pointer ui:items-center ui:gap-2 ui:rounded-lg ui:border ui:px-2.5 ui:py-1.5 ui:text-sm ui:leading-tight ui:has-focus-visible:outline-2 ui:has-focus-visible:outline-brand-600',
              ticked.has(symptom)
                ? 'ui:border-brand-700 ui:bg-brand-50 ui:font-semibold ui:text-brand-900'
                : 'ui:border-slate-300 ui:bg-white ui:text-slate-800',
            )}
          >
            <input
              id={`${id}-${symptom}`}
              type="checkbox"
              checked={ticked.has(symptom)}
              disabled={disabled}
              onChange={(event) => toggle(symptom, event.target.checked)}
              className="ui:size-4 ui:shrink-0 ui:accent-brand-700"
            />
            {CONCUSSION_SYMPTOM_LABELS[symptom]}
          </label>
        ))}
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}
