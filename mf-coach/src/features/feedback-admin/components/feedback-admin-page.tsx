import { COPY, FEEDBACK_LABELS } from '@rugby/contracts/copy';
import { FEEDBACK_STATUSES } from '@rugby/contracts/domain';
import { Badge, Button, Card, Label, LoadingState, cn, focusRing } from '@rugby/kit';
import { Select } from '@rugby/kit/ui/select.tsx';
import { Inbox, MousePointerClick, RefreshCw, TriangleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useFeedbackList, type FeedbackStatusFilter } from '../api/list-feedback.ts';
import { FeedbackDetail } from './feedback-detail.tsx';
import { formatDate } from './format.ts';
import { RatingStars } from './rating-stars.tsx';

const FILTERS: FeedbackStatusFilter[] = ['all', ...FEEDBACK_STATUSES];
const filterOptions = FILTERS.map((value) => ({ value, label: value === 'all' ? 'All' : FEEDBACK_LABELS.status[value] }));
const isFilter = (value: string): value is FeedbackStatusFilter => (FILTERS as string[]).includes(value);

/** The beta feedback board: a status filter, the list with its count, and the selected item's detail panel. */
export function FeedbackAdminPage() {
  const [status, setStatus] = useState<FeedbackStatusFilter>('all');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const list = useFeedbackList(status);
  const items = list.data ?? [];
  const selected = items.find((f) => f.id === selectedId) ?? null;
  const detailRef = useRef<HTMLDivElement>(null);
  // On narrow screens the detail panel sits below the list: bring it into view when an item is chosen.
  useEffect(() => {
    if (selectedId && typeof window.matchMedia === 'function' && !window.matchMedia('(min-width: 1024px)').matches)
      detailRef.current?.scrollIntoView?.({ block: 'start' });
  }, [selectedId]);

  return (
    <main className="coach:mx-auto coach:w-full coach:max-w-7xl coach:px-4 coach:py-6 coach:pb-24 coach:sm:py-8">
      <div className="coach:flex coach:flex-col coach:gap-4 coach:sm:flex-row coach:sm:items-end coach:sm:justify-between">
        <div>
          <h1 className="coach:text-2xl coach:font-extrabold coach:tracking-tight coach:text-brand-900 coach:sm:text-3xl">Beta Feedback Admin</h1>
          <p className="coach:mt-1 coach:text-slate-600">
            Review what your squad reports, plan what comes next and reply. The list refreshes every 30 seconds.
          </p>
        </div>
        <div className="coach:flex coach:items-end coach:gap-2">
          <div className="coach:grid coach:gap-1.5">
            <Label htmlFor="feedback-status-filter">Status</Label>
            <Select
              id="feedback-status-filter"
              options={filterOptions}
              value={status}
              className="coach:w-44"
              onValueChange={(value) => {
                if (isFilter(value)) {
                  setStatus(value);
                  setSelectedId(null);
                }
              }}
            />
          </div>
          <Button variant="secondary" size="icon" aria-label="Refresh" disabled={list.isFetching} onClick={() => void list.refetch()}>
            <RefreshCw aria-hidden className={cn('coach:size-4', list.isFetching && 'coach:animate-spin')} />
          </Button>
        </div>
      </div>

      <div className="coach:mt-6 coach:grid coach:gap-6 coach:lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] coach:lg:items-start">
        <section aria-labelledby="feedback-list-title">
          <h2 id="feedback-list-title" className="coach:text-lg coach:font-bold coach:text-slate-900">
            Feedback <span className="coach:text-slate-500">({items.length})</span>
          </h2>
          <div className="coach:mt-3">
            {list.isPending ? (
              <LoadingState label={COPY.loading} shape="list" className="coach:min-h-40" />
            ) : list.isError ? (
              <Card role="alert" className="coach:flex coach:items-center coach:gap-3 coach:p-5 coach:text-danger-700">
                <TriangleAlert aria-hidden className="coach:size-5 coach:shrink-0" />
                <p className="coach:font-semibold">Feedback could not be loaded. Try again with Refresh.</p>
              </Card>
            ) : items.length === 0 ? (
              <Card className="coach:flex coach:flex-col coach:items-center coach:gap-2 coach:p-10 coach:text-center coach:text-slate-600">
                <Inbox aria-hidden className="coach:size-8 coach:text-slate-400" />
                <p className="coach:font-semibold">{COPY.feedback.noneFound}</p>
              </Card>
            ) : (
              <ul className="coach:grid coach:gap-2">
                {items.map((item) => (
                  <li key={item.id}>
                    <button
                      type="button"
                      aria-pressed={item.id === selectedId}
                      onClick={() => setSelectedId(item.id)}
                      className={cn(
                        'coach:w-full coach:cursor-pointer coach:rounded-xl coach:border coach:bg-white coach:p-4 coach:text-left coach:transition-colors coach:hover:border-brand-300',
                        focusRing,
                        item.id === selectedId ? 'coach:border-brand-600 coach:ring-2 coach:ring-brand-200' : 'coach:border-slate-200',
                      )}
                    >
                      <span className="coach:flex coach:items-start coach:justify-between coach:gap-2">
                        <span className="coach:font-semibold coach:text-slate-900 coach:break-words">{item.title}</span>
                        <Badge variant="muted" className="coach:shrink-0">
                          {FEEDBACK_LABELS.status[item.status]}
                        </Badge>
                      </span>
                      <span className="coach:mt-2 coach:flex coach:flex-wrap coach:items-center coach:gap-x-3 coach:gap-y-1 coach:text-xs coach:text-slate-600">
                        <span>{FEEDBACK_LABELS.type[item.type]}</span>
                        <RatingStars rating={item.rating} size="sm" />
                        <span>{formatDate(item.createdAt)}</span>
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </section>

        <div ref={detailRef} className="coach:scroll-mt-36 coach:lg:sticky coach:lg:top-4">
          {selected ? (
            <FeedbackDetail key={selected.id} feedback={selected} onDone={() => setSelectedId(null)} />
          ) : (
            <Card className="coach:flex coach:flex-col coach:items-center coach:gap-2 coach:p-10 coach:text-center coach:text-slate-600">
              <MousePointerClick aria-hidden className="coach:size-8 coach:text-slate-400" />
              <p className="coach:font-semibold">{COPY.feedback.selectHint}</p>
            </Card>
          )}
        </div>
      </div>
    </main>
  );
}
