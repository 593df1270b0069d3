import type { Identity } from '@rugby/contracts';
import { isUniqueViolation, notFound, now, type SqlExecutor } from '@rugby/service-kit';
import { lawById } from '../content/laws.ts';
import type { PrismaClient } from '../generated/prisma/client.ts';
import { educationGate, lawsForDay, type GateState, type LawsForDay } from '../player/laws-of-the-day.ts';
import { readGateInput } from './hot-reads.ts';
import { loadPlayerContext } from './player-context.ts';
import type { TeamContextService } from './team-context.ts';

export const LAW_NOT_FOUND = 'Law not found';

/**
 * Laws of the day and the education gate over the player's records: LawAssignment (what lawsForDay decided the
 * first time the player asked on a training day) and ViewedLaw ('Got it!'). "Today" is the team's calendar date.
 */
export function playerLawsDomain({ prisma, sql, teams }: { prisma: PrismaClient; sql: SqlExecutor; teams: TeamContextService }) {
  const viewsOf = (playerId: string, lawIds?: readonly string[]) =>
    prisma.viewedLaw.findMany({ where: { playerId, ...(lawIds ? { lawId: { in: [...lawIds] } } : {}) }, select: { lawId: true, viewedDate: true } });

  /** The gate on a date: only the latest assignment before it matters (assignments exist on training days only). */
  async function gateOn(playerId: string, date: string): Promise<GateState> {
    // On every read of the player's training: in SQL (hot-reads.ts).
    return educationGate({ date, ...(await readGateInput(sql, playerId, date)) });
  }

  /** Today's laws: the stored assignment, or a new one stored now (a concurrent first call keeps the first one stored). */
  async function today(identity: Identity): Promise<LawsForDay> {
    const ctx = await loadPlayerContext(teams, identity);
    const { playerId, today: date, position } = ctx;
    const decide = async () => {
      const [assignments, viewed] = await Promise.all([
        // Today's assignment if stored, and the latest one before it (the gate's day).
        prisma.lawAssignment.findMany({ where: { playerId, date: { lte: date } }, orderBy: { date: 'desc' }, take: 2 }),
        viewsOf(playerId),
      ]);
      return lawsForDay({ position, date, assignments, viewed });
    };
    const day = await decide();
    if (!day.isNew || !day.assignment) return day;
    try {
      await prisma.lawAssignment.create({ data: { playerId, date, lawIds: [...day.assignment.lawIds], createdAt: now() } });
      return day;
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      return decide();
    }
  }

  /**
   * Once every law assigned for the date is viewed, the day's laws block in the player's activities is ticked:
   * those laws are what the block asks for (laws removed from the library do not count).
   */
  async function tickLawsBlockWhenLearned(playerId: string, date: string): Promise<void> {
    const assignment = await prisma.lawAssignment.findUnique({ where: { playerId_date: { playerId, date } } });
    const lawIds = assignment?.lawIds.filter((id) => lawById(id) !== null) ?? [];
    if (lawIds.length === 0) return;
    const viewed = await prisma.viewedLaw.count({ where: { playerId, lawId: { in: lawIds } } });
    if (viewed < lawIds.length) return;
    await prisma.trainingLog.updateMany({ where: { playerId, date, category: 'laws', completed: false }, data: { completed: true, completedAt: now() } });
  }

  return {
    gateOn,

    /** GET /api/player/unviewed-laws */
    unviewed: async (identity: Identity) => (await today(identity)).unviewed,

    /** GET /api/player/laws-today */
    async lawsToday(identity: Identity) {
      return (await today(identity)).laws.map((law) => ({ ...law, viewed: law.viewed ?? false }));
    },

    /** POST /api/player/mark-law-viewed: any law of the library; the first view's date is kept. */
    async markViewed(identity: Identity, lawId: string): Promise<{ message: string }> {
      if (!lawById(lawId)) throw notFound(LAW_NOT_FOUND);
      const { today: viewedDate } = await loadPlayerContext(teams, identity);
      const { count } = await prisma.viewedLaw.createMany({ data: [{ playerId: identity.userId, lawId, viewedDate, viewedAt: now() }], skipDuplicates: true });
      if (count > 0) await tickLawsBlockWhenLearned(identity.userId, viewedDate);
      return { message: count > 0 ? 'Law marked as viewed' : 'Law already viewed' };
    },
  };
}
export type PlayerLawsDomain = ReturnType<typeof playerLawsDomain>;
