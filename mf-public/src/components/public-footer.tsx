import { PRODUCT_NAME } from '@rugby/contracts/domain';
import { Link } from '@rugby/kit/router.ts';

/** Label of this deploy of mf-public (WEB_BUILD_LABEL at build time), if any. */
const BUILD_LABEL = process.env.WEB_BUILD_LABEL;

export const FOOTER_LINKS = [
  ['About', '/about'],
  ['Contact', '/contact'],
  ['FAQ', '/faq'],
  ['Privacy Policy', '/privacy-policy'],
  ['Terms of Service', '/terms-of-service'],
  ['Cookie Policy', '/cookie-policy'],
] as const;

/** Footer of every public page: the company and legal pages. Bottom padding leaves room for the Beta Feedback button. */
export function PublicFooter() {
  return (
    <footer className="pub:bg-brand-950 pub:px-4 pub:py-10 pub:pb-24 pub:text-sm pub:text-brand-200">
      <div className="pub:mx-auto pub:flex pub:max-w-6xl pub:flex-col pub:gap-4 pub:sm:flex-row pub:sm:items-center pub:sm:justify-between">
        <p>
          &copy; {PRODUCT_NAME}
          {BUILD_LABEL ? ` · build ${BUILD_LABEL}` : ''}
        </p>
        <nav aria-label="Company and legal">
          <ul className="pub:flex pub:flex-wrap pub:gap-x-4 pub:gap-y-2">
            {FOOTER_LINKS.map(([label, to]) => (
              <li key={to}>
                <Link to={to} className="pub:rounded pub:hover:text-white pub:focus-visible:outline-2 pub:focus-visible:outline-white">
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
