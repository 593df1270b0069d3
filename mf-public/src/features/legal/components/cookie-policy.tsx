import { PRODUCT_NAME } from '@rugby/contracts/domain';
import { COMPANY } from '../../../components/company.ts';
import { LegalDocument, type LegalSection } from './legal-document.tsx';

const COOKIES = [
  {
    kind: 'Essential: sign-in (auto-login)',
    purpose: 'Keeps you signed in and protects your session. Secure and HttpOnly, so page scripts cannot read it.',
    duration: 'Up to 30 days (your sign-in ends sooner after 7 days without use, or when you log out)',
  },
  { kind: 'Essential: external sign-in', purpose: 'Protects the hand-over when you sign in through an external identity provider.', duration: 'A few minutes' },
  {
    kind: 'Preferences',
    purpose:
      "Would remember display choices on this device. We set none today: the coach dashboard layout is kept in your browser's local storage (not a cookie), which clearing your site data removes.",
    duration: 'Up to 1 year',
  },
  {
    kind: 'Analytics',
    purpose: 'Would help us understand how the product is used. We do not set analytics cookies today; if we add them, we will ask first.',
    duration: 'Up to 2 years',
  },
] as const;

const SECTIONS: LegalSection[] = [
  {
    heading: 'What cookies are',
    body: <p>Cookies are small text files a website stores in your browser. {PRODUCT_NAME} uses as few as possible: mainly to keep you signed in.</p>,
  },
  {
    heading: 'Cookies we use',
    body: (
      // A deliberate sideways scroll on small screens, reachable by keyboard.
      <div
        role="region"
        aria-label="Cookies we use"
        tabIndex={0}
        className="pub:overflow-x-auto pub:rounded-md pub:focus-visible:outline-2 pub:focus-visible:outline-brand-600"
      >
        <table className="pub:w-full pub:min-w-[32rem] pub:border-collapse pub:text-left pub:text-sm">
          <caption className="pub:sr-only">Cookies and how long they last</caption>
          <thead>
            <tr className="pub:border-b pub:border-slate-300">
              <th scope="col" className="pub:py-2 pub:pr-4 pub:font-semibold pub:text-slate-900">
                Cookie
              </th>
              <th scope="col" className="pub:py-2 pub:pr-4 pub:font-semibold pub:text-slate-900">
                Purpose
              </th>
              <th scope="col" className="pub:py-2 pub:font-semibold pub:text-slate-900">
                How long
              </th>
            </tr>
          </thead>
          <tbody>
            {COOKIES.map((cookie) => (
              <tr key={cookie.kind} className="pub:border-b pub:border-slate-200 pub:align-top">
                <th scope="row" className="pub:py-3 pub:pr-4 pub:font-medium pub:text-slate-900">
                  {cookie.kind}
                </th>
                <td className="pub:py-3 pub:pr-4">{cookie.purpose}</td>
                <td className="pub:py-3">{cookie.duration}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    ),
  },
  { heading: 'No advertising cookies', body: <p>We do not use advertising or cross-site tracking cookies, and we do not sell information about you.</p> },
  {
    heading: 'Managing cookies',
    body: (
      <p>
        You can delete or block cookies in your browser settings. If you block essential cookies you will not be able to sign in. Logging out removes the
        sign-in cookie.
      </p>
    ),
  },
  {
    heading: 'Contact',
    body: (
      <p>
        Questions about cookies? E-mail{' '}
        <a href={`mailto:${COMPANY.privacyEmail}`} className="pub:font-medium pub:text-brand-700 pub:underline">
          {COMPANY.privacyEmail}
        </a>
        ; we reply {COMPANY.responseTime}.
      </p>
    ),
  },
];

export const CookiePolicy = () => (
  <LegalDocument title="Cookie Policy" sections={SECTIONS} summary="Which cookies Rugby Training Hub uses, what they do and how long they last." />
);
