import type { ReactNode } from 'react';
import { PublicFooter } from './public-footer.tsx';
import { PublicHeader } from './public-header.tsx';

/** Frame of the static pages: the header and page heading on the brand band, the content, then the footer. */
export function StaticPageLayout({ eyebrow, title, intro, children }: { eyebrow: string; title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <div className="pub:flex pub:min-h-dvh pub:flex-col pub:bg-slate-50">
      <div className="pub:bg-gradient-to-br pub:from-brand-950 pub:via-brand-900 pub:to-brand-700 pub:text-white">
        <PublicHeader />
        <div className="pub:mx-auto pub:max-w-6xl pub:px-4 pub:pb-14 pub:pt-6 pub:sm:pb-16 pub:sm:pt-10">
          <p className="pub:text-sm pub:font-bold pub:uppercase pub:tracking-widest pub:text-accent-300">{eyebrow}</p>
          <h1 className="pub:mt-2 pub:text-4xl pub:font-extrabold pub:tracking-tight pub:sm:text-5xl">{title}</h1>
          <div className="pub:mt-4 pub:max-w-2xl pub:text-lg pub:text-brand-100">{intro}</div>
        </div>
      </div>
      <main className="pub:mx-auto pub:w-full pub:max-w-6xl pub:flex-1 pub:px-4 pub:py-12 pub:sm:py-16">{children}</main>
      <PublicFooter />
    </div>
  );
}
