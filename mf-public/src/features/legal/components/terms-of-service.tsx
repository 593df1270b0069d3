import { LIMITS, PRODUCT_NAME } from '@rugby/contracts/domain';
import { Link } from '@rugby/kit/router.ts';
import { COMPANY } from '../../../components/company.ts';
import { LegalDocument, type LegalSection } from './legal-document.tsx';

const SECTIONS: LegalSection[] = [
  {
    heading: 'Agreement',
    body: (
      <p>
        These terms are an agreement between you and {COMPANY.legalName} for the use of {PRODUCT_NAME}. By creating an account or joining a team you accept
        them. If you use {PRODUCT_NAME} for a club or school, you confirm you may accept these terms on its behalf.
      </p>
    ),
  },
  {
    heading: 'Who can use the service',
    body: (
      <p>
        You must be at least 13 years old. Players under 16 need the consent of a parent or guardian. Coaches create team accounts; players join a team only
        through an invitation from its coach.
      </p>
    ),
  },
  {
    heading: 'Your account',
    body: (
      <p>
        Keep your password safe and tell us straight away if you think someone else has used your account. You are responsible for what happens under your
        account. Give accurate details, and keep them up to date.
      </p>
    ),
  },
  {
    heading: 'Coaches and teams',
    body: (
      <ul>
        <li>A team has up to {LIMITS.defaultMaxPlayers} players by default.</li>
        <li>Only invite people who have agreed to receive an invitation by text message or e-mail.</li>
        <li>Coaches are responsible for the training they approve and push to their players, and for team messages they send.</li>
      </ul>
    ),
  },
  {
    heading: 'Training and health',
    body: (
      <p>
        Training programs, including the elite programs and AI-generated programs, are general guidance and not medical advice. Train within your ability, warm
        up, and stop if you feel pain or discomfort. Speak to a doctor or physiotherapist before starting a new program if you have an injury or medical
        condition. Coaches should adapt sessions to their players.
      </p>
    ),
  },
  {
    heading: 'Elite programs and AI content',
    body: (
      <p>
        Our elite programs are original content inspired by national playing styles. They are not official programs of, or endorsed by, any national union or
        team. AI-generated programs may contain mistakes: review them before approving.
      </p>
    ),
  },
  {
    heading: 'Free trial, subscriptions and refunds',
    body: (
      <ul>
        <li>Coach accounts start with a free {LIMITS.freeTrialDays}-day trial. No credit card is needed to start it.</li>
        <li>
          No payment is taken in the app during the beta. Before any paid plan starts we will tell you its price, and nothing is charged without your agreement.
        </li>
        <li>If you are not satisfied with a paid subscription, you can ask for a full refund within 14 days of payment.</li>
        <li>We will give you at least 30 days&rsquo; notice of any price change before it applies to your subscription.</li>
        <li>Players never pay to join their team.</li>
      </ul>
    ),
  },
  {
    heading: 'Acceptable use',
    body: (
      <p>
        Do not misuse the service: no unlawful, abusive or harmful content in messages or feedback, no attempts to access other teams&rsquo; data or other
        people&rsquo;s accounts, and no interference with the service, such as automated mass requests.
      </p>
    ),
  },
  {
    heading: 'Beta service',
    body: (
      <p>
        {PRODUCT_NAME} is in beta. Features may change, and we welcome your feedback through the Beta Feedback button. We work to keep the service available but
        cannot promise it will always be uninterrupted or free of errors.
      </p>
    ),
  },
  {
    heading: 'Your content',
    body: (
      <p>
        You keep the rights to the content you add, such as your own training text and team messages. You allow us to store and process it to provide the
        service to you and your team.
      </p>
    ),
  },
  {
    heading: 'Ending your account',
    body: (
      <p>
        You can stop using the service and ask us to close your account at any time. We may suspend an account that breaks these terms, after telling you why
        where we can.
      </p>
    ),
  },
  {
    heading: 'Liability',
    body: (
      <p>
        To the extent the law allows, we are not liable for indirect losses or for injuries arising from training. Nothing in these terms limits rights you have
        under the New Zealand Consumer Guarantees Act 1993 or other laws that cannot be excluded.
      </p>
    ),
  },
  {
    heading: 'Changes and governing law',
    body: (
      <p>
        We will tell you about important changes to these terms before they apply. These terms are governed by the laws of New Zealand. See also our{' '}
        <Link to="/privacy-policy" className="pub:font-medium pub:text-brand-700 pub:underline">
          Privacy Policy
        </Link>
        .
      </p>
    ),
  },
];

export const TermsOfService = () => (
  <LegalDocument
    title="Terms of Service"
    sections={SECTIONS}
    summary="The rules for using Rugby Training Hub as a coach or a player, including the free trial, refunds and safe training."
  />
);
