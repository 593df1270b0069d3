import {
  DEMO_ASSISTANT,
  DEMO_COACH,
  DEMO_RECENT_JOINERS,
  DEMO_TEAM,
  DEMO_TEAM_AGE_DAYS,
  DEMO_USERS,
  demoJoinedDaysAgo,
  LIMITS,
  type DemoUser,
} from '@rugby/contracts';
import { now, serverTimeZone } from '@rugby/service-kit';
import type { PrismaClient } from './generated/prisma/client.ts';
import { hashPassword } from './domain/passwords.ts';
import { seedDemoCalendar } from './calendar/demo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Open demo invitations: a fitness trainer invited to the staff (pending on the dashboard) and a player. */
export const DEMO_INVITATIONS = [
  {
    id: '7d1f0c3e-0000-4000-8000-b00000000001',
    code: 'demo-coach-invitation-3b8e5d1f6a2c9e04',
    kind: 'coach',
    name: 'Riley Morgan',
    email: 'riley.morgan@demo.test',
    phone: null,
    position: null,
    role: 'fitness_trainer',
    description: 'Invited Riley Morgan to the coaching staff (Fitness Trainer)',
    daysAgo: 2,
  },
  {
    id: '7d1f0c3e-0000-4000-8000-b00000000002',
    code: 'demo-player-invitation-8c1a4f7e2d9b6053',
    kind: 'player',
    name: 'Tom Harris',
    email: null,
    phone: '+64 21 555 0299',
    position: 'wing',
    role: 'player',
    description: 'Invited Tom Harris (Wing)',
    daysAgo: 1,
  },
] as const;

const activityId = (n: number) => `7d1f0c3e-0000-4000-8000-a00000000${String(n).padStart(3, '0')}`;

/**
 * The demo team, its coaches and players with their passwords, memberships, the head coach's profile and a
 * few recent activities. Fixed ids from contracts/src/demo.ts; idempotent: existing rows are left as they are.
 */
export async function seedDemo(prisma: PrismaClient): Promise<void> {
  const at = now();
  const daysAgo = (days: number) => new Date(at.getTime() - days * DAY_MS);

  await prisma.team.upsert({
    where: { id: DEMO_TEAM.id },
    create: {
      id: DEMO_TEAM.id,
      name: DEMO_TEAM.name,
      description: DEMO_TEAM.description,
      inviteCode: DEMO_TEAM.inviteCode,
      maxPlayers: LIMITS.defaultMaxPlayers,
      timeZone: serverTimeZone(),
      createdAt: daysAgo(DEMO_TEAM_AGE_DAYS),
    },
    update: {},
  });

  const joinedDaysAgo = demoJoinedDaysAgo;
  for (const u of DEMO_USERS) {
    await prisma.user.upsert({
      where: { id: u.id },
      create: {
        id: u.id,
        email: u.email,
        firstName: u.firstName,
        lastName: u.lastName,
        userType: u.userType,
        phone: u.phone ?? null,
        position: u.position ?? null,
        height: u.height ?? null,
        weight: u.weight ?? null,
        age: u.age ?? null,
        createdAt: daysAgo(joinedDaysAgo(u)),
      },
      update: {},
    });
    if (!(await prisma.passwordCredential.findUnique({ where: { userId: u.id } }))) {
      await prisma.passwordCredential.create({ data: { userId: u.id, passwordHash: await hashPassword(u.password) } });
    }
    await prisma.membership.upsert({
      where: { teamId_userId: { teamId: DEMO_TEAM.id, userId: u.id } },
      create: { teamId: DEMO_TEAM.id, userId: u.id, role: u.role, status: 'active', joinedAt: daysAgo(joinedDaysAgo(u)) },
      update: {},
    });
  }

  for (const coach of [DEMO_COACH, DEMO_ASSISTANT]) {
    const profile = coach === DEMO_COACH ? { specialization: 'head', experience: '11-20' } : { specialization: 'forwards', experience: '6-10' };
    await prisma.coachProfile.upsert({
      where: { userId: coach.id },
      create: { userId: coach.id, ...profile, phone: coach.phone ?? null, createdAt: daysAgo(DEMO_TEAM_AGE_DAYS) },
      update: {},
    });
  }

  const joined = (u: DemoUser) => ({ kind: 'player_joined', description: `${u.firstName} ${u.lastName} joined the team`, days: joinedDaysAgo(u) });
  const activities = [
    { kind: 'team_created', description: 'Team created', days: DEMO_TEAM_AGE_DAYS },
    {
      kind: 'coach_joined',
      description: `${DEMO_ASSISTANT.firstName} ${DEMO_ASSISTANT.lastName} joined the coaching staff`,
      days: joinedDaysAgo(DEMO_ASSISTANT),
    },
    ...DEMO_RECENT_JOINERS.map(joined),
  ];
  for (const [index, a] of activities.entries()) {
    const id = activityId(index + 1);
    await prisma.activity.upsert({
      where: { id },
      create: { id, teamId: DEMO_TEAM.id, kind: a.kind, description: a.description, status: 'completed', createdAt: daysAgo(a.days) },
      update: {},
    });
  }

  // Open invitations stay open: an unused one gets a fresh expiry on every run.
  const validUntil = new Date(at.getTime() + LIMITS.invitationValidDays * DAY_MS);
  for (const [index, inv] of DEMO_INVITATIONS.entries()) {
    const existing = await prisma.invitation.findUnique({ where: { id: inv.id } });
    if (existing) {
      if (!existing.usedAt) await prisma.invitation.update({ where: { id: inv.id }, data: { expiresAt: validUntil } });
      continue;
    }
    await prisma.invitation.create({
      data: {
        id: inv.id,
        teamId: DEMO_TEAM.id,
        code: inv.code,
        kind: inv.kind,
        name: inv.name,
        email: inv.email,
        phone: inv.phone,
        position: inv.position,
        role: inv.role,
        invitedBy: DEMO_COACH.id,
        createdAt: daysAgo(inv.daysAgo),
        expiresAt: validUntil,
        deliveryStatus: 'outbox',
      },
    });
    const id = activityId(activities.length + index + 1);
    await prisma.activity.upsert({
      where: { id },
      create: {
        id,
        teamId: DEMO_TEAM.id,
        kind: `${inv.kind}_invited`,
        description: inv.description,
        status: 'pending',
        createdAt: daysAgo(inv.daysAgo),
        invitationId: inv.id,
      },
      update: {},
    });
  }

  // Fixtures, training sessions and a few answers (src/calendar/demo.ts).
  await seedDemoCalendar(prisma);
}
