import { ELITE_PROGRAM_TYPES, LIMITS } from '@rugby/contracts/domain';

export const FAQ_CATEGORIES = ['Getting Started', 'Training Programs', 'Team Management', 'Features', 'Technical', 'Billing'] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

export interface FaqEntry {
  category: FaqCategory;
  question: string;
  answer: string;
}

const ELITE = ELITE_PROGRAM_TYPES.length;

/** Questions and answers about what the product really does. */
export const FAQS: readonly FaqEntry[] = [
  // Getting Started
  {
    category: 'Getting Started',
    question: 'How do I create a coach account?',
    answer:
      'Choose "Start Free Trial" and fill in the coach registration form. Your coach profile and your team are created in one step, and you land on your coach dashboard ready to invite players.',
  },
  {
    category: 'Getting Started',
    question: 'How do players join my team?',
    answer: `Players join by invitation only. From your dashboard, invite a player by text message or e-mail, or copy the invitation link and share it yourself. The player opens the link, creates an account and joins your team. Invitation links are valid for ${LIMITS.invitationValidDays} days.`,
  },
  {
    category: 'Getting Started',
    question: 'Can a player sign up without an invitation?',
    answer:
      'No. Player accounts are always linked to a team, so players join through an invitation link from their coach. If you are a player, ask your coach to send you one.',
  },
  {
    category: 'Getting Started',
    question: 'Do I need to install an app?',
    answer:
      'No. Rugby Training Hub runs in your web browser on a phone, tablet or computer. The screens are designed for phones first, so players can check today\u2019s session at the ground.',
  },
  {
    category: 'Getting Started',
    question: 'I signed in but I see a screen asking whether I am a coach or a player. Why?',
    answer:
      'Your account does not have a profile type yet. Choose Coach or Player and we will set up the right profile for you. Players usually skip this step because joining through an invitation sets it automatically.',
  },

  // Training Programs
  {
    category: 'Training Programs',
    question: 'What are the elite programs?',
    answer: `There are ${ELITE} elite programs, each inspired by the playing style of a rugby nation: New Zealand, South Africa, England, Ireland, France, Australia, Wales, Scotland, Argentina, Japan and Fiji. They are original content written for this product, inspired by national playing styles, and are not official programs of any union.`,
  },
  {
    category: 'Training Programs',
    question: 'What does the training week look like?',
    answer: `Players train four days a week: Monday, Tuesday, Thursday and Friday, in sessions of about ${LIMITS.sessionMinutesMin}-${LIMITS.sessionMinutesMax} minutes. Wednesday is a rest day and the weekend is for recovery.`,
  },
  {
    category: 'Training Programs',
    question: 'Can I use my own training plan instead of an elite program?',
    answer:
      'Yes. On the AI Training tab, paste your own training content and the generator turns it into a structured program. You can then customise it in plain words, approve it and push it to your squad, just like an elite program.',
  },
  {
    category: 'Training Programs',
    question: 'How does a program reach my players?',
    answer:
      'After you approve a program it appears under Approved AI Training Programs. Choose Push to Players and every player on the team receives it as daily training sessions on their home screen. You can still edit an approved program and re-distribute it.',
  },
  {
    category: 'Training Programs',
    question: 'Do programs change through the season?',
    answer:
      'Yes. In Season Settings you set your pre-season and in-season dates; the rest of the year is off-season. AI training programs adapt to the phase: base fitness, strength and skills in pre-season, match fitness and recovery in-season, and active recovery and work on weaknesses in the off-season.',
  },
  {
    category: 'Training Programs',
    question: 'Can players get a program of their own?',
    answer:
      'Yes. On the AI Training page a player can generate a personal weekly program for the four training days, customised to their position, age, height and weight and to the team\u2019s season phase.',
  },

  // Team Management
  {
    category: 'Team Management',
    question: 'How many players can a team have?',
    answer: `A team holds up to ${LIMITS.defaultMaxPlayers} players by default. Your dashboard shows how many places are used.`,
  },
  {
    category: 'Team Management',
    question: 'Can I add assistant coaches?',
    answer:
      'Yes. Invite other coaches to your team from the coaching staff section of the dashboard. They join with their own account and see the team\u2019s dashboard.',
  },
  {
    category: 'Team Management',
    question: 'How do team messages work?',
    answer: `Coaches send messages to the whole team, marked as general, announcement, training update or urgent. Each message shows how many players have read it. Players read messages on their home screen but cannot send them. Subjects can be up to ${LIMITS.messageTitleMax} characters and messages up to ${LIMITS.messageBodyMax}.`,
  },
  {
    category: 'Team Management',
    question: 'Can I update a player\u2019s details?',
    answer:
      'Yes. In the Players tab, open a player to see their e-mail, phone, position, height, weight and joined date, and edit them when something changes. You can also browse any player\u2019s daily training by date.',
  },
  {
    category: 'Team Management',
    question: 'What happens if an invitation link expires?',
    answer: `The link then shows "Invalid Invitation". Invitations last ${LIMITS.invitationValidDays} days; simply send the player a new one from your dashboard.`,
  },

  // Features
  {
    category: 'Features',
    question: 'What are the daily laws?',
    answer: `Each day players learn about ${LIMITS.lawsPerDay} laws of rugby in a session of about ${LIMITS.lawsMinutes} minutes, shown one at a time. "Got it!" marks a law as learned. Today\u2019s training unlocks once the previous day\u2019s laws are done.`,
  },
  {
    category: 'Features',
    question: 'What are recovery tips?',
    answer: 'Every day players get one recovery tip on hydration, recovery, mindset, nutrition or sleep, with how long it takes.',
  },
  {
    category: 'Features',
    question: 'How is progress tracked?',
    answer:
      'Players tick off each activity as they finish it. The home screen shows today\u2019s progress and the weekly progress as percentages; the week starts on Monday.',
  },
  {
    category: 'Features',
    question: 'Is there a guide for each position?',
    answer:
      'Yes. The Skills Guide has primary and secondary skills, with techniques and drills, for prop, hooker, lock, flanker, number 8, scrum-half, fly-half, centre, wing and fullback.',
  },
  {
    category: 'Features',
    question: 'How do I report a bug or suggest a feature?',
    answer:
      'Use the Beta Feedback button at the bottom of every page. Pick a type and feature area, rate your experience and describe what happened. Coaches review feedback from their squad on the feedback board and mark it reviewing, planned, completed or dismissed.',
  },

  // Technical
  {
    category: 'Technical',
    question: 'Which browsers are supported?',
    answer: 'Any current version of Chrome, Edge, Firefox or Safari, on phones, tablets and computers. JavaScript and cookies must be enabled to sign in.',
  },
  {
    category: 'Technical',
    question: 'How does the AI create programs?',
    answer:
      'Programs are generated either by an AI model through an OpenAI-compatible provider or by our built-in generator, which builds programs from our own library of rugby training content. Either way, the result is checked before it is saved, and a coach reviews and approves every team program before players see it.',
  },
  {
    category: 'Technical',
    question: 'How is my account kept secure?',
    answer:
      'Passwords are stored only as strong one-way hashes. Your session is kept in a secure, HttpOnly cookie that ends 30 days after you sign in, or sooner after 7 days without use. Repeated failed sign-in attempts are slowed down.',
  },
  {
    category: 'Technical',
    question: 'Where is my data stored?',
    answer:
      'In a PostgreSQL database: each part of the service (teams, training, messages, feedback) keeps its own data. Small installations use an embedded database on the server itself. See the Privacy Policy for what we store and why.',
  },
  {
    category: 'Technical',
    question: 'I forgot my password. What can I do?',
    answer:
      'Self-service password reset is not available during the beta yet. Contact support from the Contact page and we will help you regain access, usually within 24 hours.',
  },

  // Billing
  {
    category: 'Billing',
    question: 'Is there a free trial?',
    answer: `Yes. Every coach account starts with a free ${LIMITS.freeTrialDays}-day trial, and no credit card is needed to start.`,
  },
  { category: 'Billing', question: 'Do players have to pay?', answer: 'No. Players join free through their coach\u2019s invitation.' },
  {
    category: 'Billing',
    question: 'Can I get a refund?',
    answer: 'Yes. If you are not happy with a paid subscription, ask for a refund within 14 days of payment and we will refund it in full.',
  },
  {
    category: 'Billing',
    question: 'Will prices change?',
    answer: 'If we change our prices, we will tell you at least 30 days before the change applies to your subscription, so you can decide whether to continue.',
  },
  {
    category: 'Billing',
    question: 'Am I charged during the beta?',
    answer: 'No payment is taken in the app during the beta. We will tell you well before any charges start, and nothing is billed without your agreement.',
  },
];

/** Entries in a category (or all) whose question or answer contains the search text, ignoring case. */
export function filterFaqs(entries: readonly FaqEntry[], search: string, category: FaqCategory | 'All'): FaqEntry[] {
  const needle = search.trim().toLowerCase();
  return entries.filter(
    (entry) =>
      (category === 'All' || entry.category === category) &&
      (!needle || entry.question.toLowerCase().includes(needle) || entry.answer.toLowerCase().includes(needle)),
  );
}
