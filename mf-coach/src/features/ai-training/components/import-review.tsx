import { BLOCK_LABELS, TRAINING_DAY_LABELS, type BlockKind } from '@rugby/contracts/program/labels';
import { formatPrescription } from '@rugby/contracts/program/render';
import type { ProgramDayDoc, ProgramDocument, ProgramItemDoc } from '@rugby/contracts/program/schema';
import { CheckCircle2, PlusCircle, Shuffle } from 'lucide-react';
import { useId, type ReactNode } from 'react';

/**
 * What the app did with the coach's own plan (issue 13, point 2), per day, before they approve it: the items kept as
 * written (origin 'coach'), those changed or moved with the reason (origin 'coach' with a `change` note, e.g. 'moved
 * from Wednesday'), and those added to complete the sessions (origin 'added', or from the library). Read from the
 * document's fields only.
 */
export interface ReviewEntry {
  item: ProgramItemDoc;
  block: BlockKind;
}
export interface ReviewDay {
  day: ProgramDayDoc;
  kept: ReviewEntry[];
  changed: ReviewEntry[];
  added: ReviewEntry[];
}

export function reviewOf(document: ProgramDocument): ReviewDay[] {
  return document.days.map((day) => {
    const entries = day.blocks.flatMap((block) => block.items.map((item) => ({ item, block: block.kind })));
    return {
      day,
      kept: entries.filter((e) => e.item.origin === 'coach' && !e.item.change),
      changed: entries.filter((e) => e.item.origin === 'coach' && e.item.change),
      added: entries.filter((e) => e.item.origin !== 'coach'),
    };
  });
}

/** Shown for a program made from the coach's own text that holds any of the coach's items. */
export const hasCoachPlan = (document: ProgramDocument | null): document is ProgramDocument =>
  document?.meta.source === 'custom' && document.days.some((d) => d.blocks.some((b) => b.items.some((i) => i.origin === 'coach')));

function Group({ label, title, icon, entries, tone }: { label: string; title: string; icon: ReactNode; entries: ReviewEntry[]; tone: string }) {
  if (!entries.length) return null;
  return (
    <div className="coach:grid coach:gap-1">
      <p className={`coach:flex coach:items-center coach:gap-1.5 coach:text-sm coach:font-semibold ${tone}`}>
        {icon} {title} ({entries.length})
      </p>
      <ul aria-label={label} className="coach:grid coach:gap-1.5 coach:pl-1 coach:text-sm">
        {entries.map(({ item, block }, i) => {
          const prescription = formatPrescription(item);
          return (
            <li key={i} className="coach:grid coach:gap-0.5 coach:border-l-2 coach:border-slate-200 coach:pl-2">
              <span className="coach:font-medium coach:break-words coach:text-slate-900">{item.name}</span>
              <span className="coach:break-words coach:text-slate-600">
                {[prescription, BLOCK_LABELS[block], `${item.minutes} min`].filter(Boolean).join(' · ')}
              </span>
              {item.change ? <span className="coach:break-words coach:text-amber-900">Why: {item.change}</span> : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function DayReview({ review }: { review: ReviewDay }) {
  const id = useId();
  const name = TRAINING_DAY_LABELS[review.day.day];
  const mine = review.kept.length + review.changed.length;
  return (
    <section
      aria-labelledby={id}
      className="coach:grid coach:content-start coach:gap-2 coach:rounded-lg coach:border coach:border-slate-200 coach:bg-white coach:p-3"
    >
      <h5 id={id} className="coach:text-base coach:font-bold coach:text-slate-900">
        {name}
      </h5>
      {mine === 0 ? <p className="coach:text-sm coach:text-slate-600">Nothing from your plan on this day.</p> : null}
      <Group
        label={`Kept on ${name}`}
        title="Kept as you wrote it"
        entries={review.kept}
        tone="coach:text-brand-800"
        icon={<CheckCircle2 aria-hidden className="coach:size-4" />}
      />
      <Group
        label={`Changed on ${name}`}
        title="Changed"
        entries={review.changed}
        tone="coach:text-amber-900"
        icon={<Shuffle aria-hidden className="coach:size-4" />}
      />
      <Group
        label={`Added on ${name}`}
        title="Added to complete the session"
        entries={review.added}
        tone="coach:text-slate-700"
        icon={<PlusCircle aria-hidden className="coach:size-4" />}
      />
    </section>
  );
}

export function ImportReview({ document }: { document: ProgramDocument }) {
  const id = useId();
  const days = reviewOf(document);
  const count = (key: 'kept' | 'changed' | 'added') => days.reduce((n, d) => n + d[key].length, 0);
  return (
    <section
      aria-labelledby={id}
      className="coach:grid coach:gap-3 coach:rounded-xl coach:border coach:border-brand-200 coach:bg-brand-50/40 coach:p-3 coach:sm:p-4"
    >
      <div className="coach:grid coach:gap-1">
        <h4 id={id} className="coach:text-base coach:font-bold coach:text-brand-900">
          Your plan, day by day
        </h4>
        <p className="coach:text-sm coach:text-slate-700">
          {count('kept')} kept as you wrote them, {count('changed')} changed (with the reason), {count('added')} added to complete your sessions. Check them
          before you approve.
        </p>
      </div>
      <div className="coach:grid coach:gap-3 coach:md:grid-cols-2">
        {days.map((review) => (
          <DayReview key={review.day.day} review={review} />
        ))}
      </div>
    </section>
  );
}
