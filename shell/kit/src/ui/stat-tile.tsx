import { cn } from '../lib/cn.ts';

/** A figure at a glance: what it is, the number, and what it counts (Reports, a player's training record). */
export function StatTile({ label, value, note, className }: { label: string; value: string; note: string; className?: string }) {
  return (
    <div className={cn('ui:rounded-2xl ui:border ui:border-slate-200 ui:bg-white ui:p-4', className)}>
      <p className="ui:text-sm ui:font-semibold ui:text-slate-600">{label}</p>
      <p className="ui:mt-1 ui:text-2xl ui:font-extrabold ui:text-brand-900">{value}</p>
      <p className="ui:text-xs ui:text-slate-600">{note}</p>
    </div>
  );
}
