import { cn, FieldError } from '@rugby/kit';
import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * A row of numbered choices (radio buttons drawn as a segmented scale), with the words at either end and its error
 * on the field: the group is described by the error, which is announced.
 */
export function ScaleField({
  id,
  legend,
  values,
  low,
  high,
  error,
  registration,
}: {
  id: string;
  legend: string;
  values: readonly number[];
  low: string;
  high: string;
  error?: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  const errorId = `${id}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined} className="ply:grid ply:gap-1.5">
      <legend className="ply:mb-1 ply:text-sm ply:font-semibold ply:text-slate-800">{legend}</legend>
      <div className="ply:flex ply:gap-1">
        {values.map((value) => (
          <label key={value} className="ply:flex-1">
            <input type="radio" value={String(value)} className="ply:peer ply:sr-only" {...registration} />
            <span
              className={cn(
                'ply:flex ply:h-10 ply:cursor-pointer ply:items-center ply:justify-center ply:rounded-lg ply:border ply:border-slate-300 ply:bg-white ply:text-sm ply:font-semibold ply:text-slate-700',
                'ply:peer-checked:border-brand-700 ply:peer-checked:bg-brand-700 ply:peer-checked:text-white ply:peer-focus-visible:ring-2 ply:peer-focus-visible:ring-brand-600 ply:peer-focus-visible:ring-offset-2',
              )}
            >
              {value}
            </span>
          </label>
        ))}
      </div>
      <div className="ply:flex ply:justify-between ply:text-xs ply:text-slate-600">
        <span>{low}</span>
        <span>{high}</span>
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}
