/** The "(optional)" note after a field's label (part of its accessible name, as it reads). */
export function Optional() {
  return <span className="coach:font-normal coach:text-slate-500"> (optional)</span>;
}

export const nativeSelectClasses =
  'coach:h-10 coach:w-full coach:rounded-lg coach:border coach:border-slate-300 coach:bg-white coach:px-3 coach:text-base coach:text-slate-900 coach:focus-visible:outline-2 coach:focus-visible:outline-offset-1 coach:focus-visible:outline-brand-600';
