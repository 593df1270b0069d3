import { LIMITS, ELITE_PROGRAM_TYPES, PRODUCT_NAME } from '@rugby/contracts/domain';
import { Button, Card, cn } from '@rugby/kit';
import { BookOpen, CalendarCheck, ClipboardList, HeartPulse, Send, ShieldCheck, Sparkles, Trophy, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '@rugby/kit/router.ts';
import { PublicFooter } from '../../../components/public-footer.tsx';
import { PublicHeader } from '../../../components/public-header.tsx';

const ELITE_COUNT = ELITE_PROGRAM_TYPES.length;

const FEATURES: { icon: ReactNode; title: string; text: string }[] = [
  {
    icon: <Users aria-hidden />,
    title: 'Your squad in one place',
    text: 'Invite players by text or e-mail with secure referral links, and keep every player\u2019s position, size and progress at hand.',
  },
  {
    icon: <Sparkles aria-hidden />,
    title: 'AI-assisted programs',
    text: 'Start from an elite program or paste your own plan, customise it in plain words, approve it and push it to the whole squad.',
  },
  {
    icon: <BookOpen aria-hidden />,
    title: 'Laws of the game, daily',
    text: 'About 3 laws of rugby a day in a 10-minute session, so every player knows the rules as well as the drills.',
  },
  {
    icon: <HeartPulse aria-hidden />,
    title: 'Recovery that sticks',
    text: 'A daily recovery tip on hydration, sleep, nutrition and mindset keeps players fresh between sessions.',
  },
];

const WEEK = [
  { day: 'Mon', kind: 'Training' },
  { day: 'Tue', kind: 'Training' },
  { day: 'Wed', kind: 'Rest' },
  { day: 'Thu', kind: 'Training' },
  { day: 'Fri', kind: 'Training' },
  { day: 'Sat', kind: 'Recovery' },
  { day: 'Sun', kind: 'Recovery' },
] as const;

const dayClasses = {
  Training: 'pub:bg-brand-700 pub:text-white',
  Rest: 'pub:bg-slate-200 pub:text-slate-700',
  Recovery: 'pub:bg-accent-300 pub:text-brand-950',
};

function Section({
  id,
  eyebrow,
  title,
  intro,
  children,
  className,
}: {
  id: string;
  eyebrow: string;
  title: string;
  intro: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={cn('pub:scroll-mt-4 pub:px-4 pub:py-16 pub:sm:py-20', className)}>
      <div className="pub:mx-auto pub:max-w-6xl">
        <p className="pub:text-sm pub:font-bold pub:uppercase pub:tracking-widest pub:text-brand-600">{eyebrow}</p>
        <h2 id={`${id}-title`} className="pub:mt-2 pub:text-3xl pub:font-extrabold pub:tracking-tight pub:text-slate-900 pub:sm:text-4xl">
          {title}
        </h2>
        <p className="pub:mt-3 pub:max-w-2xl pub:text-lg pub:text-slate-600">{intro}</p>
        <div className="pub:mt-10">{children}</div>
      </div>
    </section>
  );
}

/** The hero's words; the second marketing home variant (/home) leads with the squad rather than the nations. */
const HEROES = {
  nations: {
    title: <>Train like the world&rsquo;s best rugby nations.</>,
    lead: `${PRODUCT_NAME} gives coaches elite, position-specific programs for the whole squad, and gives every player a clear plan for today: training, the laws of the game and recovery.`,
  },
  squad: {
    title: <>One plan for your whole squad, every day.</>,
    lead: `Invite your players by text or e-mail, push a program once, and every player opens ${PRODUCT_NAME} to today's session for their position, three laws of the game and a recovery tip.`,
  },
} as const;
export type LandingVariant = keyof typeof HEROES;

/** The marketing landing page: hero, then the features, training and coaching sections. */
export function LandingPage({ variant = 'nations' }: { variant?: LandingVariant }) {
  const hero = HEROES[variant];
  return (
    <div className="pub:flex pub:flex-col">
      <div className="pub:bg-gradient-to-br pub:from-brand-950 pub:via-brand-900 pub:to-brand-700 pub:text-white">
        <PublicHeader />
        <div className="pub:mx-auto pub:grid pub:max-w-6xl pub:gap-10 pub:px-4 pub:pb-20 pub:pt-10 pub:lg:grid-cols-[1.2fr_1fr] pub:lg:items-center pub:lg:pt-16">
          <div>
            <p className="pub:inline-flex pub:items-center pub:gap-2 pub:rounded-full pub:bg-white/10 pub:px-3 pub:py-1 pub:text-sm pub:font-semibold pub:text-accent-300">
              <ShieldCheck aria-hidden className="pub:size-4" /> Free {LIMITS.freeTrialDays}-day trial · no credit card
            </p>
            <h1 className="pub:mt-5 pub:text-4xl pub:font-extrabold pub:leading-tight pub:tracking-tight pub:sm:text-5xl pub:lg:text-6xl">{hero.title}</h1>
            <p className="pub:mt-5 pub:max-w-xl pub:text-lg pub:text-brand-100">{hero.lead}</p>
            <div className="pub:mt-8 pub:flex pub:flex-col pub:gap-3 pub:sm:flex-row">
              <Button asChild variant="accent" size="lg">
                <Link to="/coach/register">Start your free trial</Link>
              </Button>
              <Button asChild variant="secondary" size="lg" className="pub:border-white/30 pub:bg-white/10 pub:text-white pub:hover:bg-white/20">
                <Link to="/login">Sign In</Link>
              </Button>
            </div>
          </div>
          <dl className="pub:grid pub:grid-cols-2 pub:gap-3">
            {[
              [`${ELITE_COUNT}`, 'elite programs'],
              ['15+', 'positions covered'],
              ['4', 'training days a week'],
              [`${LIMITS.freeTrialDays} days`, 'free, no credit card'],
            ].map(([value, label]) => (
              <div key={label} className="pub:flex pub:flex-col pub:rounded-2xl pub:bg-white/10 pub:p-5 pub:ring-1 pub:ring-white/15">
                <dt className="pub:text-sm pub:text-brand-100">{label}</dt>
                <dd className="pub:order-first pub:text-3xl pub:font-extrabold pub:text-accent-300">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>

      <Section
        id="features"
        eyebrow="Features"
        title="Everything a club needs between match days"
        intro="Built for coaches who run a squad and players who want to know exactly what to do today."
      >
        <div className="pub:grid pub:gap-4 pub:sm:grid-cols-2 pub:lg:grid-cols-4">
          {FEATURES.map((feature) => (
            <Card key={feature.title} className="pub:p-6">
              <span className="pub:inline-flex pub:rounded-xl pub:bg-brand-100 pub:p-3 pub:text-brand-800 pub:[&_svg]:size-6">{feature.icon}</span>
              <h3 className="pub:mt-4 pub:text-lg pub:font-bold pub:text-slate-900">{feature.title}</h3>
              <p className="pub:mt-2 pub:text-sm pub:text-slate-600">{feature.text}</p>
            </Card>
          ))}
        </div>
      </Section>

      <Section
        id="training"
        eyebrow="Training"
        title="A 4-day training week that respects recovery"
        className="pub:bg-white"
        intro={`Players train Monday, Tuesday, Thursday and Friday in ${LIMITS.sessionMinutesMin}-${LIMITS.sessionMinutesMax} minute sessions. Wednesday is the rest day and the weekend is for recovery.`}
      >
        <ol aria-label="The training week" className="pub:grid pub:grid-cols-7 pub:gap-1.5 pub:sm:gap-3">
          {WEEK.map(({ day, kind }) => (
            <li key={day} className={cn('pub:flex pub:flex-col pub:items-center pub:gap-1 pub:rounded-xl pub:px-1 pub:py-4 pub:text-center', dayClasses[kind])}>
              <span className="pub:text-sm pub:font-extrabold pub:sm:text-base">{day}</span>
              <span className="pub:text-[0.65rem] pub:font-semibold pub:uppercase pub:tracking-wide pub:sm:text-xs">{kind}</span>
            </li>
          ))}
        </ol>
        <ul className="pub:mt-8 pub:grid pub:gap-4 pub:sm:grid-cols-3">
          {[
            [
              <CalendarCheck key="i" aria-hidden />,
              'Daily sessions by position',
              'Warm-up, strength, conditioning, skills and cool-down tuned for props through to fullbacks.',
            ],
            [
              <BookOpen key="i" aria-hidden />,
              `${LIMITS.lawsPerDay} laws a day`,
              `A ${LIMITS.lawsMinutes}-minute laws session so the whole squad learns the game.`,
            ],
            [<HeartPulse key="i" aria-hidden />, 'Recovery built in', 'Rest and recovery days with a tip every day, so players arrive fresh.'],
          ].map(([icon, title, text]) => (
            <li key={String(title)} className="pub:flex pub:gap-3">
              <span className="pub:mt-0.5 pub:text-brand-700 pub:[&_svg]:size-6">{icon}</span>
              <span>
                <strong className="pub:block pub:text-slate-900">{title}</strong>
                <span className="pub:text-sm pub:text-slate-600">{text}</span>
              </span>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="coaching"
        eyebrow="Coaching"
        title="Elite programs, your way"
        intro={`Choose from ${ELITE_COUNT} elite programs inspired by the New Zealand, South Africa and England training systems and more, covering 15+ positions, or turn your own plan into a program.`}
      >
        <div className="pub:grid pub:gap-4 pub:lg:grid-cols-3">
          {[
            [
              <Trophy key="i" aria-hidden />,
              'Pick a style',
              'Start from an elite program built around a national playing style, or paste your own training content.',
            ],
            [
              <ClipboardList key="i" aria-hidden />,
              'Customise and approve',
              'Adjust it in plain words, review the final version and approve it for your team.',
            ],
            [<Send key="i" aria-hidden />, 'Push to the squad', 'Every player receives it as daily, position-specific training on their phone.'],
          ].map(([icon, title, text], index) => (
            <Card key={String(title)} className="pub:p-6">
              <div className="pub:flex pub:items-center pub:gap-3">
                <span className="pub:flex pub:size-9 pub:items-center pub:justify-center pub:rounded-full pub:bg-brand-700 pub:text-sm pub:font-bold pub:text-white">
                  {index + 1}
                </span>
                <span className="pub:text-brand-700 pub:[&_svg]:size-6">{icon}</span>
              </div>
              <h3 className="pub:mt-4 pub:text-lg pub:font-bold pub:text-slate-900">{title}</h3>
              <p className="pub:mt-2 pub:text-sm pub:text-slate-600">{text}</p>
            </Card>
          ))}
        </div>
        <p className="pub:mt-6 pub:text-xs pub:text-slate-500">
          Elite programs are original content inspired by national playing styles; they are not official programs of any union.
        </p>
      </Section>

      <section aria-labelledby="cta-title" className="pub:bg-brand-800 pub:px-4 pub:py-16 pub:text-center pub:text-white">
        <h2 id="cta-title" className="pub:text-3xl pub:font-extrabold">
          Ready for kick-off?
        </h2>
        <p className="pub:mx-auto pub:mt-3 pub:max-w-xl pub:text-brand-100">
          Start your free {LIMITS.freeTrialDays}-day trial. No credit card needed. Players join free through your team invitations.
        </p>
        <div className="pub:mt-8 pub:flex pub:flex-col pub:justify-center pub:gap-3 pub:sm:flex-row">
          <Button asChild variant="accent" size="lg">
            <Link to="/coach/register">Create your coach account</Link>
          </Button>
          <Button asChild variant="secondary" size="lg" className="pub:border-white/30 pub:bg-transparent pub:text-white pub:hover:bg-white/10">
            <Link to="/login">I already have an account</Link>
          </Button>
        </div>
      </section>

      <PublicFooter />
    </div>
  );
}
