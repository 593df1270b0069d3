import { Link } from '@rugby/kit/router.ts';
import type { ReactNode } from 'react';
import { COMPANY } from '../../../components/company.ts';
import { StaticPageLayout } from '../../../components/static-page-layout.tsx';

export interface LegalSection {
  heading: string;
  body: ReactNode;
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A legal page: last-updated date, a table of contents and numbered sections. */
export function LegalDocument({ title, summary, sections }: { title: string; summary: string; sections: readonly LegalSection[] }) {
  return (
    <StaticPageLayout
      eyebrow="Legal"
      title={title}
      intro={
        <>
          <p>{summary}</p>
          <p className="pub:mt-3 pub:text-base pub:font-semibold pub:text-accent-300">Last updated: {COMPANY.legalUpdated}</p>
        </>
      }
    >
      <div className="pub:grid pub:gap-10 pub:lg:grid-cols-[16rem_1fr]">
        <nav aria-label="On this page" className="pub:lg:sticky pub:lg:top-4 pub:lg:self-start">
          <h2 className="pub:text-sm pub:font-bold pub:uppercase pub:tracking-wide pub:text-slate-600">On this page</h2>
          <ol className="pub:mt-3 pub:grid pub:gap-1.5 pub:text-sm">
            {sections.map((section, index) => (
              <li key={section.heading}>
                <a
                  href={`#${slug(section.heading)}`}
                  className="pub:rounded pub:text-brand-800 pub:hover:underline pub:focus-visible:outline-2 pub:focus-visible:outline-brand-600"
                >
                  {index + 1}. {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="pub:max-w-3xl pub:rounded-2xl pub:border pub:border-slate-200 pub:bg-white pub:p-6 pub:shadow-sm pub:sm:p-10">
          {sections.map((section, index) => (
            <section
              key={section.heading}
              id={slug(section.heading)}
              aria-labelledby={`${slug(section.heading)}-title`}
              className="pub:scroll-mt-4 pub:[&+&]:mt-8"
            >
              <h2 id={`${slug(section.heading)}-title`} className="pub:text-xl pub:font-bold pub:text-slate-900">
                {index + 1}. {section.heading}
              </h2>
              <div className="pub:mt-3 pub:grid pub:gap-3 pub:leading-relaxed pub:text-slate-700 pub:[&_ul]:grid pub:[&_ul]:list-disc pub:[&_ul]:gap-1.5 pub:[&_ul]:pl-5">
                {section.body}
              </div>
            </section>
          ))}
          <p className="pub:mt-10 pub:border-t pub:border-slate-200 pub:pt-6 pub:text-sm pub:text-slate-600">
            Questions about this page? E-mail{' '}
            <a href={`mailto:${COMPANY.supportEmail}`} className="pub:font-medium pub:text-brand-700 pub:underline">
              {COMPANY.supportEmail}
            </a>{' '}
            or use our{' '}
            <Link to="/contact" className="pub:font-medium pub:text-brand-700 pub:underline">
              contact page
            </Link>
            . We respond {COMPANY.responseTime}.
          </p>
        </article>
      </div>
    </StaticPageLayout>
  );
}
