import { ELITE_PROGRAM_TYPES, LIMITS, POSITIONS, PRODUCT_NAME } from '@rugby/contracts/domain';
import { Button, Card } from '@rugby/kit';
import { Link } from '@rugby/kit/router.ts';
import { BookOpen, HeartPulse, Lightbulb, ShieldCheck, Target, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { StaticPageLayout } from '../../../components/static-page-layout.tsx';

const VALUES: { icon: ReactNode; title: string; text: string }[] = [
  {
    icon: <Target aria-hidden />,
    title: 'Every position matters',
    text: 'A prop and a fullback do not need the same session. Daily training is built for the position each player actually plays.',
  },
  {
    icon: <HeartPulse aria-hidden />,
    title: 'Recovery is training',
    text: 'Wednesday is a rest day and the weekend is for recovery. Four focused sessions beat seven tired ones.',
  },
  {
    icon: <BookOpen aria-hidden />,
    title: 'Know the game',
    text: `Players learn about ${LIMITS.lawsPerDay} laws of rugby a day, because discipline and decisions win matches too.`,
  },
  {
    icon: <Users aria-hidden />,
    title: 'The coach stays in charge',
    text: 'AI drafts, coaches decide. Nothing reaches the squad until a coach has reviewed and approved it.',
  },
  {
    icon: <ShieldCheck aria-hidden />,
    title: 'Honest about what it is',
    text: 'Our elite programs are original content inspired by national playing styles. They are not official programs of any union.',
  },
  {
    icon: <Lightbulb aria-hidden />,
    title: 'Built with clubs',
    text: 'We are in beta. The Beta Feedback button on every page goes straight to our team, and coaches triage what their own squad sends.',
  },
];

const STATS = [
  [`${ELITE_PROGRAM_TYPES.length}`, 'elite training programs'],
  ['15+', 'playing positions'],
  ['4', 'training days a week'],
  [`${LIMITS.defaultMaxPlayers}`, 'players per team by default'],
] as const;

/** About: mission, values, story, and the call to join the beta. */
export function AboutPage() {
  return (
    <StaticPageLayout
      eyebrow="About us"
      title={`About ${PRODUCT_NAME}`}
      intro={
        <p>We help rugby coaches give every player a clear, position-specific plan for today, and help players turn up fitter, sharper and ready to play.</p>
      }
    >
      <div className="pub:grid pub:gap-12">
        <section aria-labelledby="mission-title" className="pub:grid pub:gap-8 pub:lg:grid-cols-[1.3fr_1fr] pub:lg:items-center">
          <div>
            <h2 id="mission-title" className="pub:text-3xl pub:font-extrabold pub:tracking-tight pub:text-slate-900">
              Our mission
            </h2>
            <p className="pub:mt-4 pub:text-lg pub:text-slate-700">
              To bring the structure of elite rugby preparation to every club, school and community team, without the elite budget.
            </p>
            <p className="pub:mt-3 pub:text-slate-600">
              Coaches choose one of {ELITE_PROGRAM_TYPES.length} elite training programs, inspired by the playing styles of rugby nations such as New Zealand,
              South Africa and England, or turn their own plan into a program. They customise it, approve it and push it to the whole squad. Each player then
              sees today&rsquo;s session for their position, the laws of the game to learn and a recovery tip.
            </p>
          </div>
          <dl className="pub:grid pub:grid-cols-2 pub:gap-3">
            {STATS.map(([value, label]) => (
              <Card key={label} className="pub:flex pub:flex-col pub:p-5">
                <dt className="pub:text-sm pub:text-slate-600">{label}</dt>
                <dd className="pub:order-first pub:text-3xl pub:font-extrabold pub:text-brand-700">{value}</dd>
              </Card>
            ))}
          </dl>
        </section>

        <section aria-labelledby="values-title">
          <h2 id="values-title" className="pub:text-3xl pub:font-extrabold pub:tracking-tight pub:text-slate-900">
            Our values
          </h2>
          <ul className="pub:mt-6 pub:grid pub:gap-4 pub:sm:grid-cols-2 pub:lg:grid-cols-3">
            {VALUES.map((value) => (
              <li key={value.title}>
                <Card className="pub:h-full pub:p-6">
                  <span className="pub:inline-flex pub:rounded-xl pub:bg-brand-100 pub:p-3 pub:text-brand-800 pub:[&_svg]:size-6">{value.icon}</span>
                  <h3 className="pub:mt-4 pub:text-lg pub:font-bold pub:text-slate-900">{value.title}</h3>
                  <p className="pub:mt-2 pub:text-sm pub:text-slate-600">{value.text}</p>
                </Card>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="story-title" className="pub:max-w-3xl">
          <h2 id="story-title" className="pub:text-3xl pub:font-extrabold pub:tracking-tight pub:text-slate-900">
            Our story
          </h2>
          <div className="pub:mt-4 pub:grid pub:gap-3 pub:text-slate-700">
            <p>
              {PRODUCT_NAME} started on the touchline. Coaches were writing sessions in notebooks, sending them round in group chats and hoping players read
              them. Players wanted to know one thing: what should I do today?
            </p>
            <p>
              So we built a training week around a simple rhythm: train Monday, Tuesday, Thursday and Friday in {LIMITS.sessionMinutesMin}-
              {LIMITS.sessionMinutesMax} minute sessions, rest on Wednesday and recover at the weekend. We wrote position guides for {POSITIONS.length} position
              groups, from the front row to the back three, so training covers every one of the 15+ playing positions, and a laws library so players learn the
              game a few laws at a time.
            </p>
            <p>
              Coaches invite players with a secure link by text or e-mail, message the team and see who has read each message, and set season phases so programs
              shift from pre-season base fitness to in-season match fitness. Today we are in beta with clubs who tell us, through the Beta Feedback button, what
              to build next.
            </p>
          </div>
        </section>

        <section aria-labelledby="beta-title" className="pub:rounded-3xl pub:bg-brand-800 pub:px-6 pub:py-10 pub:text-center pub:text-white">
          <h2 id="beta-title" className="pub:text-2xl pub:font-extrabold pub:sm:text-3xl">
            Help shape the product
          </h2>
          <p className="pub:mx-auto pub:mt-3 pub:max-w-xl pub:text-brand-100">
            Create a coach account, set up your team and invite your players. The first {LIMITS.freeTrialDays} days are free, with no credit card.
          </p>
          <Button asChild variant="accent" size="lg" className="pub:mt-6">
            <Link to="/coach/register">Join Beta Testing</Link>
          </Button>
        </section>
      </div>
    </StaticPageLayout>
  );
}
