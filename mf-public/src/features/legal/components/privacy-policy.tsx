import { PRODUCT_NAME } from '@rugby/contracts/domain';
import { Link } from '@rugby/kit/router.ts';
import { COMPANY } from '../../../components/company.ts';
import { LegalDocument, type LegalSection } from './legal-document.tsx';

const SECTIONS: LegalSection[] = [
  {
    heading: 'Who we are',
    body: (
      <p>
        {PRODUCT_NAME} is operated by {COMPANY.legalName}, {COMPANY.address.join(', ')}. We are responsible for the personal information described in this
        policy and handle it in line with the New Zealand Privacy Act 2020.
      </p>
    ),
  },
  {
    heading: 'Information we collect',
    body: (
      <>
        <p>We collect only what the product needs to work:</p>
        <ul>
          <li>
            <strong>Account details:</strong> your name, e-mail address and password (stored only as a one-way hash, never in readable form).
          </li>
          <li>
            <strong>Coach details:</strong> phone number, address, coaching specialisation, years of experience, and your team&rsquo;s name and description.
          </li>
          <li>
            <strong>Player details:</strong> phone number, position, height, weight and, if you give it, age. Coaches of your team can see and update these.
          </li>
          <li>
            <strong>Training activity:</strong> which activities and team sessions you complete, the laws you have learned, skills sessions and your progress.
          </li>
          <li>
            <strong>Team messages:</strong> messages coaches send and whether each player has read them.
          </li>
          <li>
            <strong>Invitations:</strong> the name, e-mail address or phone number a coach enters to invite someone.
          </li>
          <li>
            <strong>Beta feedback:</strong> what you send through the Beta Feedback button, the page you sent it from, your e-mail if you give it, and your
            account if you are signed in.
          </li>
        </ul>
      </>
    ),
  },
  {
    heading: 'How we use it',
    body: (
      <ul>
        <li>To run your account and team: sign-in, invitations, the dashboard and team messages.</li>
        <li>To build training: daily sessions for your position, personal weekly programs and programs that follow your team&rsquo;s season phase.</li>
        <li>To keep the service secure, for example by limiting repeated failed sign-in attempts.</li>
        <li>To improve the product from the beta feedback you send.</li>
      </ul>
    ),
  },
  {
    heading: 'Who we share it with',
    body: (
      <>
        <p>We do not sell your personal information. We share it only with the service providers that deliver parts of the product, and only what they need:</p>
        <ul>
          <li>
            <strong>Text message and e-mail providers</strong> deliver invitation links to the phone number or address a coach enters.
          </li>
          <li>
            <strong>AI model providers</strong>, when used, receive the training details needed to write a program: the training style or the coach&rsquo;s own
            text, position, season phase and, for personal programs, age, height and weight. We do not send names or contact details. Programs can also be made
            by our built-in generator, which sends nothing outside our service.
          </li>
          <li>
            <strong>Hosting providers</strong> store our databases and run our servers.
          </li>
        </ul>
        <p>Within your team, coaches see their players&rsquo; profiles, training and progress, and the beta feedback their squad sends.</p>
      </>
    ),
  },
  {
    heading: 'How long we keep it',
    body: (
      <p>
        We keep your information while your account is active. When you ask us to close your account we delete your personal information within 30 days, except
        where the law requires us to keep a record. Sign-in sessions end 30 days after you sign in at the latest.
      </p>
    ),
  },
  {
    heading: 'Children and young players',
    body: (
      <p>
        You must be at least 13 years old to use {PRODUCT_NAME}. Players under 16 need the consent of a parent or guardian, and we ask coaches of junior teams
        to obtain it before inviting them. If we learn that we hold information about a child under 13, we delete it.
      </p>
    ),
  },
  {
    heading: 'Security',
    body: (
      <p>
        Passwords are hashed, sessions use secure HttpOnly cookies, connections are encrypted in production, and each part of the service keeps its own data and
        accepts only authenticated requests from the others. No system is perfectly secure, so if you suspect misuse of your account, contact us straight away.
      </p>
    ),
  },
  {
    heading: 'Your rights',
    body: (
      <p>
        You can ask to see the personal information we hold about you, to correct it, or to delete your account. Players can also ask their coach to correct
        profile details. E-mail{' '}
        <a href={`mailto:${COMPANY.privacyEmail}`} className="pub:font-medium pub:text-brand-700 pub:underline">
          {COMPANY.privacyEmail}
        </a>{' '}
        and we will respond {COMPANY.responseTime}. If you are not satisfied, you can complain to the Office of the Privacy Commissioner.
      </p>
    ),
  },
  {
    heading: 'Cookies',
    body: (
      <p>
        We use cookies to keep you signed in. Our{' '}
        <Link to="/cookie-policy" className="pub:font-medium pub:text-brand-700 pub:underline">
          Cookie Policy
        </Link>{' '}
        explains which ones and for how long.
      </p>
    ),
  },
  {
    heading: 'Changes to this policy',
    body: (
      <p>
        If we change this policy in a way that matters, we will tell you in the product or by e-mail before the change applies. The date at the top shows when
        it was last updated.
      </p>
    ),
  },
];

export const PrivacyPolicy = () => (
  <LegalDocument
    title="Privacy Policy"
    sections={SECTIONS}
    summary="What we collect when you use Rugby Training Hub, why we collect it, who we share it with and the choices you have."
  />
);
