import { COPY } from '@rugby/contracts/copy';
import { Button, Card, Input, cn } from '@rugby/kit';
import { Link } from '@rugby/kit/router.ts';
import { ChevronDown, Search } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { StaticPageLayout } from '../../../components/static-page-layout.tsx';
import { FAQ_CATEGORIES, FAQS, filterFaqs, type FaqCategory, type FaqEntry } from './faq-data.ts';

const CATEGORY_FILTERS = ['All', ...FAQ_CATEGORIES] as const;

/** One question with its answer behind a disclosure button. */
function FaqItem({ entry }: { entry: FaqEntry }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <li className="pub:border-b pub:border-slate-200 pub:last:border-b-0">
      <h3>
        <button
          type="button"
          id={`${id}-q`}
          aria-expanded={open}
          aria-controls={`${id}-a`}
          onClick={() => setOpen((o) => !o)}
          className="pub:flex pub:w-full pub:cursor-pointer pub:items-center pub:justify-between pub:gap-4 pub:px-5 pub:py-4 pub:text-left pub:font-semibold pub:text-slate-900 pub:hover:bg-slate-50 pub:focus-visible:outline-2 pub:focus-visible:-outline-offset-2 pub:focus-visible:outline-brand-600"
        >
          <span>{entry.question}</span>
          <ChevronDown aria-hidden className={cn('pub:size-5 pub:shrink-0 pub:text-slate-500 pub:transition-transform', open && 'pub:rotate-180')} />
        </button>
      </h3>
      <div id={`${id}-a`} role="region" aria-labelledby={`${id}-q`} hidden={!open} className="pub:px-5 pub:pb-5 pub:text-slate-700">
        <p>{entry.answer}</p>
        <p className="pub:mt-2 pub:text-xs pub:font-semibold pub:uppercase pub:tracking-wide pub:text-brand-700">{entry.category}</p>
      </div>
    </li>
  );
}

/** FAQ: search over questions and answers, category filters and expandable answers. */
export function FaqPage() {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<FaqCategory | 'All'>('All');
  const shown = useMemo(() => filterFaqs(FAQS, search, category), [search, category]);

  return (
    <StaticPageLayout
      eyebrow="Help"
      title="Frequently Asked Questions"
      intro={<p>Answers about getting started, training programs, managing your team and your account.</p>}
    >
      <div className="pub:mx-auto pub:max-w-3xl">
        <div className="pub:relative">
          <label htmlFor="faq-search" className="pub:sr-only">
            Search questions
          </label>
          <Search aria-hidden className="pub:pointer-events-none pub:absolute pub:left-3 pub:top-1/2 pub:size-5 pub:-translate-y-1/2 pub:text-slate-400" />
          <Input
            id="faq-search"
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Search questions and answers..."
            className="pub:h-12 pub:pl-10"
          />
        </div>

        <div role="group" aria-label="FAQ categories" className="pub:mt-4 pub:flex pub:flex-wrap pub:gap-2">
          {CATEGORY_FILTERS.map((name) => (
            <Button
              key={name}
              size="sm"
              variant={category === name ? 'primary' : 'secondary'}
              aria-pressed={category === name}
              onClick={() => setCategory(name)}
              className="pub:rounded-full"
            >
              {name}
            </Button>
          ))}
        </div>

        <p aria-live="polite" className="pub:mt-6 pub:text-sm pub:text-slate-600">
          {shown.length === 1 ? '1 question' : `${shown.length} questions`}
        </p>
        <Card className="pub:mt-2 pub:overflow-hidden">
          {shown.length ? (
            <ul>
              {shown.map((entry) => (
                <FaqItem key={entry.question} entry={entry} />
              ))}
            </ul>
          ) : (
            <p className="pub:px-5 pub:py-10 pub:text-center pub:text-slate-600">{COPY.faq.noResults}</p>
          )}
        </Card>

        <p className="pub:mt-8 pub:text-center pub:text-slate-700">
          Still have a question?{' '}
          <Link to="/contact" className="pub:font-semibold pub:text-brand-700 pub:underline pub:underline-offset-2">
            Contact us
          </Link>{' '}
          and we&rsquo;ll get back to you within 24 hours.
        </p>
      </div>
    </StaticPageLayout>
  );
}
