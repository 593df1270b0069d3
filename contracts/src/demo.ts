import type { Position, TeamRole } from './domain.ts';

/**
 * The demo data `npm start` seeds (idempotently) with fixed ids, so every service can seed its part
 * without asking the others. Each service's seed module reads these.
 */
export const DEMO_TEAM = {
  id: '7d1f0c3e-0000-4000-8000-000000000001',
  name: 'Harbour City RFC',
  description: 'Community club side training four days a week.',
  inviteCode: 'demo-harbour-city-0f4c2a9e7b1d5f3a8c6e',
} as const;

export interface DemoUser {
  id: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  userType: 'coach' | 'player';
  role: TeamRole;
  position?: Position;
  phone?: string;
  height?: number;
  weight?: number;
  age?: number;
}

const uid = (n: number) => `7d1f0c3e-0000-4000-8000-${String(100 + n).padStart(12, '0')}`;

export const DEMO_COACH: DemoUser = {
  id: uid(1),
  email: 'coach@demo.test',
  password: 'rugby-coach-1',
  firstName: 'Alex',
  lastName: 'Carter',
  userType: 'coach',
  role: 'head_coach',
  phone: '+64 21 555 0101',
};
export const DEMO_ASSISTANT: DemoUser = {
  id: uid(2),
  email: 'assistant@demo.test',
  password: 'rugby-coach-2',
  firstName: 'Jordan',
  lastName: 'Blake',
  userType: 'coach',
  role: 'assistant_coach',
  phone: '+64 21 555 0102',
};

const player = (n: number, firstName: string, lastName: string, position: Position, height: number, weight: number, age: number, email?: string): DemoUser => ({
  id: uid(10 + n),
  email: email ?? `${firstName}.${lastName}@demo.test`.toLowerCase(),
  password: 'rugby-player-1',
  firstName,
  lastName,
  userType: 'player',
  role: 'player',
  position,
  height,
  weight,
  age,
  phone: `+64 21 555 02${String(n).padStart(2, '0')}`,
});

export const DEMO_PLAYER = player(1, 'Sam', 'Taylor', 'fly-half', 180, 84, 24, 'player@demo.test');
export const DEMO_PLAYERS: DemoUser[] = [
  DEMO_PLAYER,
  player(2, 'Tane', 'Walker', 'prop', 183, 118, 27),
  player(3, 'Liam', 'Fraser', 'hooker', 178, 104, 25),
  player(4, 'Mose', 'Tuilagi', 'prop', 185, 121, 29),
  player(5, 'Callum', 'Reid', 'lock', 198, 112, 26),
  player(6, 'Eli', 'Morgan', 'lock', 200, 115, 23),
  player(7, 'Rhys', 'Evans', 'flanker', 188, 102, 24),
  player(8, 'Nico', 'Herrera', '8', 190, 108, 28),
  player(9, 'Ben', 'Okafor', 'scrum-half', 172, 78, 22),
  player(10, 'Kai', 'Nakamura', 'center', 183, 95, 25),
  player(11, 'Josh', 'Tupou', 'wing', 181, 90, 21),
  player(12, 'Finn', "O'Brien", 'fullback', 184, 89, 26, 'finn.obrien@demo.test'),
];

export const DEMO_USERS: DemoUser[] = [DEMO_COACH, DEMO_ASSISTANT, ...DEMO_PLAYERS];

/** How many days before the seed the demo team was created (by the head coach). */
export const DEMO_TEAM_AGE_DAYS = 120;
/** The players who joined in the last two weeks (the team's recent activity names them); the rest came with the club. */
export const DEMO_RECENT_JOINERS: readonly DemoUser[] = [DEMO_PLAYER, DEMO_PLAYERS[9]!, DEMO_PLAYERS[11]!];

/**
 * How many days before the seed a demo user joined the team: the coaches with the club, most of the squad a few days
 * later (so the training loop has 12 weeks of history), the recent joiners in the last two weeks.
 */
export function demoJoinedDaysAgo(user: DemoUser): number {
  if (user === DEMO_COACH) return DEMO_TEAM_AGE_DAYS;
  if (user.role !== 'player') return DEMO_TEAM_AGE_DAYS - 2;
  const index = DEMO_USERS.indexOf(user);
  return DEMO_RECENT_JOINERS.includes(user) ? 16 - index : DEMO_TEAM_AGE_DAYS - 5 - index;
}
